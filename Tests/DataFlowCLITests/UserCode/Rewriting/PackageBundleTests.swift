import Testing

@testable import DataFlowCLI

/// `Bundle.module` is SwiftPM's, generated for a package target with resources: a run declares it
/// when the code uses it and declares none.
@Suite struct PackageBundleTests {
    @Test func bundleModuleIsDeclaredOnlyWhenUsedAndMissing() {
        let uses = #"let url = Bundle.module.url(forResource: "Secrets", withExtension: "plist")"#
        #expect(PackageBundle.source(userCode: [uses])?.contains("static let module = Bundle.main") == true)
        #expect(PackageBundle.source(userCode: ["let a = MyBundle.module"]) == nil)
        #expect(PackageBundle.source(userCode: [uses, "extension Bundle { static var module: Bundle { .main } }"]) == nil)
        #expect(PackageBundle.source(userCode: ["let b = Bundle.main"]) == nil)
    }
}
