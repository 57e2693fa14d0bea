/// `Bundle.module`, as SwiftPM generates it for a package target with resources: an app written
/// as a Swift package reads its resources through it, and it exists only in the package's build.
/// When the code names `Bundle.module` and declares none, the run gives it the app's bundle
/// (where a run puts the folder's resources), as the package's build would give the target's.
enum PackageBundle {
    static let fileName = "dataflow-bundle-module.swift"

    /// The declaration, when `userCode` needs one. (Lookarounds, not `\b`: a Unicode word runs
    /// through a dot, so `module.url` would be one word.)
    static func source(userCode: [String]) -> String? {
        let uses = userCode.contains { $0.contains(#/(?:^|[^\w.])Bundle\s*\.\s*module(?!\w)/#) }
        let declares = userCode.contains { $0.contains(#/(?:^|\W)(static|class)\s+(let|var)\s+module(?!\w)/#) }
        guard uses, !declares else { return nil }
        return """
            import Foundation

            extension Foundation.Bundle {
                /// SwiftPM's resource bundle of the target: the app's bundle in a run.
                static let module = Bundle.main
            }

            """
    }
}
