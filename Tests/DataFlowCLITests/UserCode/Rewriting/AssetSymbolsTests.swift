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

    /// Folders group sets whatever their names (`Recipes 1.0` has a dot, as a set's kind would),
    /// and sets of other kinds (an app icon, data) hold no colour or image.
    @Test func groupFoldersAreSearchedWhateverTheirNames() throws {
        let workspace = try UserFileTests.Workspace()
        for folder in [
            "Colors.xcassets/Recipes 1.0/dividers/firstDivider.colorset", "Colors.xcassets/Recipes 2.0/Text/mainText.colorset",
            "Colors.xcassets/AppIcon.appiconset", "Colors.xcassets/Config.dataset",
        ] {
            try FileManager.default.createDirectory(at: workspace.directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let names = AssetSymbols.names(inCatalog: workspace.directory.appendingPathComponent("Colors.xcassets").path)
        #expect(names.colors == ["firstDivider", "mainText"])
        #expect(names.images.isEmpty)
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

    /// Without a catalog (files alone, a project copied without it), the sets the code names
    /// through their symbols are the catalog's: the app compiled in Xcode.
    @Test func withoutACatalogTheCodesSymbolsNameTheSets() {
        let code = """
            let a = Color(.brandBlue)
            let b = ColorResource.warning
            let c = Color(.systemGray)   // UIKit's, not an asset
            let d = Image(.logo)
            let e = Color("Legacy")
            let f = Text("Color(.inString)")
            let g = Color.red.opacity(0.5).accent
            """
        let names = AssetSymbols.inferred(fromCode: [code])
        #expect(names.colors == ["AccentColor", "Legacy", "brandBlue", "warning"])
        #expect(names.images == ["logo"])
        #expect(!names.hasCatalog)
        #expect(AssetSymbols.inferred(fromCode: ["let e = Color(\"Legacy\")"]).isEmpty, "names by string alone need no symbols")
    }

    @Test func theCompilersMissingColorAndImageMembersAreSets() {
        let diagnostics = """
            /a/Splash.swift:18:31: error: type 'Color' has no member 'customWaveLight'
            /a/Splash.swift:20:31: error: type 'Color?' has no member 'customWaveDark'
            /a/Splash.swift:21:31: error: type 'Font' has no member 'huge'
            /a/Splash.swift:22:31: error: type 'ShapeStyle' has no member 'foam'
            /a/Splash.swift:23:31: error: type 'ImageResource' has no member 'bellagio'
            """
        let missing = AssetSymbols.missingSets(in: diagnostics)
        #expect(missing.colors == ["customWaveLight", "customWaveDark", "foam"])
        #expect(missing.images == ["bellagio"])
    }

    /// `.tint(.brand)`: a modifier that takes any shape style only lets the compiler say it cannot
    /// infer the base. A member in a colour modifier that SwiftUI's colours lack is a set; a
    /// standard colour, or a member outside a colour modifier, is not.
    @Test func aMemberWithoutABaseInAColourModifierIsASet() {
        let diagnostics = """
            /a/Search.swift:208:32: error: cannot infer contextual base in reference to member 'echoAccent'
            208 |                         .tint(.echoAccent)
            /a/Theme.swift:102:47: error: cannot infer contextual base in reference to member 'yellow'
            102 |                                 with: .color(.yellow.opacity(0.1)),
            /a/Theme.swift:40:12: error: cannot infer contextual base in reference to member 'large'
             40 |             .padding(.large)
            /a/Theme.swift:41:12: error: cannot infer contextual base in reference to member 'blue'
             41 |             .fill(.blue)
            /a/Card.swift:12:30: error: cannot infer contextual base in reference to member 'brand'
             12 |             .background(.brand.opacity(0.2))
            """
        #expect(AssetSymbols.missingSets(in: diagnostics).colors == ["echoAccent", "brand"])
    }

    @Test func aFolderWithoutACatalogRunsCodeThatUsesTheSymbols() throws {
        let workspace = try UserFileTests.Workspace()
        try FileManager.default.createDirectory(at: workspace.directory.appendingPathComponent("Waves"), withIntermediateDirectories: true)
        try workspace.write(
            "Waves/ContentView.swift",
            """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("hi").foregroundColor(Color(.deepSea))
                        Circle().fill(.customWave)
                        Text("ok").foregroundStyle(.accent)
                    }
                }
            }
            """)
        let result = try workspace.dataflow(["run", "Waves/"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Circle .fill(Color(\"customWave\"))"))
        #expect(
            result.stderr.contains("dataflow: no asset catalog: the sets the code names are taken as its own (colour AccentColor, colour deepSea)"))
        #expect(
            result.stderr.contains(
                "dataflow: no asset catalog: the symbols the compiler found missing are taken as the catalog's sets (colour customWave)"))
    }
}
