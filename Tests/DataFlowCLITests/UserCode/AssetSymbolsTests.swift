import Foundation
import Testing

@testable import DataFlowCLI

/// Xcode's generated asset symbols: `Color(.brand)` and `Image(.logo)` compile from a folder's
/// asset catalogs, named as Xcode names them.
@Suite struct AssetSymbolsTests {
    @Test func symbolsAreLowerCamelCaseWithoutATrailingColorOrImage() {
        #expect(AssetSymbols.symbol(for: "AccentColor") == "accent")
        #expect(AssetSymbols.symbol(for: "Brand Blue") == "brandBlue")
        #expect(AssetSymbols.symbol(for: "some_blue") == "someBlue")
        #expect(AssetSymbols.symbol(for: "URLBadge") == "urlBadge")
        #expect(AssetSymbols.symbol(for: "HeroImage") == "hero")
        #expect(AssetSymbols.symbol(for: "giftColor") == "gift", "an image's Color suffix goes too")
        #expect(AssetSymbols.symbol(for: "backgroundImage") == "background", "a colour's Image suffix goes too")
        #expect(AssetSymbols.symbol(for: "Color") == "color", "a bare suffix stays")
        #expect(AssetSymbols.symbol(for: "3D Cube") == "_3DCube")
        #expect(AssetSymbols.symbol(for: "mint") == "mint")
    }

    @Test func colorMembersAreGeneratedOnlyWhereSwiftUIAndTheCodeHaveNone() throws {
        var names = AssetSymbols.Names(colors: ["AccentColor", "Brand", "mint", "Legacy"], images: ["Logo"])
        let source = try #require(AssetSymbols.source(for: names, userCode: ["extension Color { static let legacy = Color(\"Legacy\") }"]))
        #expect(source.contains("static let `accent` = ColorResource(name: \"AccentColor\", bundle: .main)"))
        #expect(source.contains("static let `mint` = ColorResource(name: \"mint\", bundle: .main)"), "Color(.mint) reads the asset")
        #expect(!source.contains("static var `mint`: Color"), "Color.mint stays SwiftUI's")
        #expect(source.contains("extension ShapeStyle where Self == Color {\n    static var `accent`: Color"))
        #expect(!source.contains("`legacy`"), "the code declares it already")
        #expect(source.contains("static let `logo` = ImageResource(name: \"Logo\", bundle: .main)"))
        // An older project (no extensions setting): only the resources; a project that turned
        // symbols off: nothing.
        names.follow(project: "buildSettings = { PRODUCT_NAME = App; };")
        #expect(AssetSymbols.source(for: names)?.contains("extension Color {") == false)
        names.follow(project: "ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO;")
        #expect(AssetSymbols.source(for: names) == nil)
    }

    @Test func aFolderWithACatalogRunsCodeThatUsesTheSymbols() throws {
        let workspace = try UserFileTests.Workspace()
        for folder in [
            "Timer/Assets.xcassets/mint.colorset", "Timer/Assets.xcassets/Icons/Brand-Logo.imageset", "Timer/Assets.xcassets/AppIcon.appiconset",
        ] {
            try FileManager.default.createDirectory(at: workspace.directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try workspace.write(
            "Timer/ContentView.swift",
            """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    VStack {
                        Image(.brandLogo)
                        Circle().stroke(Color(.mint), lineWidth: 5)
                    }
                }
            }
            """)
        let result = try workspace.dataflow(["run", "Timer/"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("      Image \"Brand-Logo\"\n      Circle .stroke(Color(\"mint\"))\n"))
    }
}
