import DataFlow
import Foundation

/// The Swift symbols Xcode generates for an app's asset catalogs (Xcode 15 and later, on by
/// default): each colour set is a `ColorResource` and each image set an `ImageResource`, so that
/// `Color(.brand)`, `.foregroundStyle(.brand)` and `Image(.logo)` compile. A folder with
/// catalogs gets the same symbols, generated as `GeneratedAssetSymbols.swift`.
///
/// Names follow Xcode's: lower camel case (`Brand Blue` → `brandBlue`, `URLBadge` → `urlBadge`),
/// a trailing `Color` or `Image` dropped, whatever the set's kind (`AccentColor` → `accent`, an
/// image `giftColor` → `gift`, a colour `backgroundImage` → `background`).
/// `Color` and `ShapeStyle` members are generated only for names SwiftUI does not already have
/// (`Color(.mint)` reads the asset; `Color.mint` stays the system colour).
enum AssetSymbols {
    /// The colour and image set names in the catalogs, in a stable order, each once.
    struct Names: Equatable {
        var colors: [String] = []
        var images: [String] = []
        /// Whether any asset catalog was found (an Xcode app has one; files alone, or a project
        /// copied without its catalog, have none).
        var hasCatalog = false
        /// The project's `ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS` (on unless it says NO).
        var generatesSymbols = true
        /// The project's `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS` (`Color.brand`):
        /// written as YES by Xcode 15 and later in new projects, absent in older ones (off); on
        /// when there is no project to ask.
        var generatesExtensions: Bool?

        var isEmpty: Bool { colors.isEmpty && images.isEmpty }

        mutating func add(_ other: Names) {
            colors += other.colors.filter { !colors.contains($0) }
            images += other.images.filter { !images.contains($0) }
            hasCatalog = hasCatalog || other.hasCatalog
            generatesSymbols = generatesSymbols && other.generatesSymbols
            generatesExtensions = generatesExtensions ?? other.generatesExtensions
        }

        /// Reads the two settings from an Xcode project's listing.
        mutating func follow(project listing: String) {
            if listing.contains("ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO;") { generatesSymbols = false }
            generatesExtensions = listing.contains("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;")
        }
    }

    /// The file's name, as Xcode names the one it generates.
    static let fileName = "GeneratedAssetSymbols.swift"

    /// Colours SwiftUI's `Color` already has: no member of that name is generated.
    static let systemColors: Set<String> = [
        "clear", "black", "white", "gray", "red", "orange", "yellow", "green", "blue", "purple", "pink", "mint", "teal",
        "cyan", "indigo", "brown", "primary", "secondary", "accentColor",
    ]

    /// The sets in one catalog, searched without following links; folders group sets.
    static func names(inCatalog catalog: String) -> Names {
        var names = Names()
        names.hasCatalog = true
        var pending = [catalog]
        while let directory = pending.popLast() {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() {
                let path = directory + "/" + name
                guard FileKind.at(path) == .directory else { continue }
                let base = (name as NSString).deletingPathExtension
                switch (name as NSString).pathExtension {
                case "colorset": names.colors.append(base)
                case "imageset": names.images.append(base)
                // Any other kind of set (an app icon, a symbol, data) holds no colour or image.
                case let kind
                where kind.hasSuffix("set") || ["launchimage", "brandassets", "spriteatlas", "imagestack", "solidimagestack"].contains(kind):
                    break
                // A folder groups sets, whatever its name (`Recipes 1.0`, whose "extension" is `0`).
                default: pending.append(path)
                }
            }
        }
        names.colors.sort()
        names.images.sort()
        return names
    }

    /// Where no catalog was given, the sets the code names through their generated symbols:
    /// `Color(.brand)`, `ColorResource.brand`, `UIColor(resource: .brand)`, `Image(.logo)`,
    /// `ImageResource.logo`, `UIImage(resource: .logo)`; `AccentColor`, which Xcode's app
    /// template puts in every catalog, when the code says `.accent`; and, in code that uses colour
    /// symbols, the colour sets it names by string (`Color("Brand")`). The app compiled in Xcode, so
    /// its catalog had these sets; their names are the symbols (the sets' own spelling is not
    /// known). A name UIKit's colours already have (`Color(.systemGray)` is a `UIColor`) is not one.
    static func inferred(fromCode texts: [String]) -> Names {
        var names = Names()
        let uiKitColors = ColorComponents.uiKitNamedColors
        for text in texts {
            let code = SourceScanner.code(of: text)
            let colorUses = code.matches(of: #/(?:\bColor\(\s*\.|\bColorResource\.|\bUIColor\(\s*resource:\s*\.)([A-Za-z_][A-Za-z0-9_]*)\b(?!\s*\()/#)
            for match in colorUses {
                let name = String(match.output.1)
                if !uiKitColors.contains(name), name != "init", !names.colors.contains(name) { names.colors.append(name) }
            }
            let imageUses = code.matches(of: #/(?:\bImage\(\s*\.|\bImageResource\.|\bUIImage\(\s*resource:\s*\.)([A-Za-z_][A-Za-z0-9_]*)\b(?!\s*\()/#)
            for match in imageUses {
                let name = String(match.output.1)
                if name != "init", !names.images.contains(name) { names.images.append(name) }
            }
            if code.contains(#/\.accent\b(?!\s*\()/#), !names.colors.contains("AccentColor") { names.colors.append("AccentColor") }
        }
        // Code that uses the symbols has them for every set, those it names by string too
        // (`Color("customBlue")` beside `.foregroundColor(.customBlue)`).
        if !names.colors.isEmpty {
            for text in texts {
                for match in text.matches(of: #/\b(?:Color\(|UIColor\(named:\s*)"([^"\\]+)"\s*\)/#) {
                    let name = String(match.output.1)
                    if !names.colors.contains(name) { names.colors.append(name) }
                }
            }
        }
        names.colors.sort()
        names.images.sort()
        return names
    }

    /// The members the compiler says `Color` lacks (`type 'Color' has no member 'customWave'`, and
    /// `ShapeStyle`'s, where `.fill(.customWave)` looks for Xcode's `ShapeStyle` members, and
    /// `ColorResource`'s), and those `ImageResource` lacks: where no catalog was given, the
    /// catalog's sets the code names through their symbols.
    static func missingSets(in diagnostics: String) -> (colors: [String], images: [String]) {
        var colors: [String] = []
        var images: [String] = []
        let pattern = #/error: type '(Color\??|ShapeStyle|ColorResource|ImageResource)' has no member '([A-Za-z_][A-Za-z0-9_]*)'/#
        for match in diagnostics.matches(of: pattern) {
            let name = String(match.output.2)
            if match.output.1 == "ImageResource" {
                if !images.contains(name) { images.append(name) }
            } else if !colors.contains(name) {
                colors.append(name)
            }
        }
        // `.tint(.brand)`: where a modifier takes a colour or any shape style, the compiler says
        // only that it cannot infer the member's base. A member it cannot place in a colour
        // modifier, that no colour of SwiftUI's has, is a set the same way.
        for match in diagnostics.matches(of: #/error: cannot infer contextual base in reference to member '([A-Za-z_][A-Za-z0-9_]*)'/#) {
            let name = String(match.output.1)
            guard !colors.contains(name), !standardColors.contains(name) else { continue }
            let modifier = try? Regex(
                #"\.(?:tint|foregroundColor|foregroundStyle|background|fill|stroke|strokeBorder|accentColor|listRowBackground|border|shadow\(color:)\(\s*\."#
                    + name + #"(?!\w)"#)
            if let modifier, diagnostics.contains(modifier) { colors.append(name) }
        }
        return (colors, images)
    }

    /// The colours `Color` and `ShapeStyle` have: never taken for a catalog's set.
    static let standardColors: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "white", "gray", "black",
        "clear", "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor", "tint", "foreground", "background", "separator",
        "placeholder", "link", "fill", "selection", "windowBackground",
    ]

    /// The suffixes Xcode drops from a set's name.
    static let droppedSuffixes = ["Color", "Image"]

    /// The symbol for an asset name: lower camel case, without a trailing `Color` or `Image`.
    static func symbol(for name: String) -> String? {
        var words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard !words.isEmpty else { return nil }
        for suffix in droppedSuffixes {
            if let last = words.last, last.count > suffix.count, last.hasSuffix(suffix) {
                words[words.count - 1] = String(last.dropLast(suffix.count))
            } else if words.count > 1, words.last == suffix {
                words.removeLast()
            }
        }
        var symbol = lowercasedStart(words[0]) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return symbol.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) ? symbol : nil
    }

    /// `URLBadge` → `urlBadge`, `Brand` → `brand`: the leading capitals, but the one that starts
    /// the next word, lower-cased.
    private static func lowercasedStart(_ word: String) -> String {
        let characters = Array(word)
        var count = characters.prefix { $0.isUppercase }.count
        if count > 1, count < characters.count { count -= 1 }
        return String(characters.prefix(count)).lowercased() + String(characters.dropFirst(count))
    }

    /// The generated file, or nil when there is nothing to generate. A member the user's code
    /// declares itself (`static let brand = Color("Brand")`, written before Xcode generated
    /// symbols) is not generated again.
    static func source(for names: Names, userCode: [String] = []) -> String? {
        guard names.generatesSymbols else { return nil }
        let declared = Set(
            userCode.flatMap { text in
                text.matches(of: #/static\s+(?:let|var)\s+`?([A-Za-z_][A-Za-z0-9_]*)/#).map { String($0.output.1) }
            })
        var colors: [(symbol: String, name: String)] = []
        var images: [(symbol: String, name: String)] = []
        for name in names.colors {
            if let symbol = symbol(for: name), !declared.contains(symbol), !colors.contains(where: { $0.symbol == symbol }) {
                colors.append((symbol, name))
            }
        }
        for name in names.images {
            if let symbol = symbol(for: name), !declared.contains(symbol), !images.contains(where: { $0.symbol == symbol }) {
                images.append((symbol, name))
            }
        }
        guard !colors.isEmpty || !images.isEmpty else { return nil }
        var lines = ["import Foundation", "import SwiftUI", ""]
        if !colors.isEmpty {
            lines.append("extension ColorResource {")
            lines += colors.map { "    static let `\($0.symbol)` = ColorResource(name: \($0.name.quotedLiteral), bundle: .main)" }
            lines += ["}", ""]
            let members = names.generatesExtensions == false ? [] : colors.filter { !systemColors.contains($0.symbol) }
            if !members.isEmpty {
                lines.append("extension Color {")
                lines += members.map { "    static var `\($0.symbol)`: Color { Color(ColorResource.`\($0.symbol)`) }" }
                lines += ["}", "", "extension ShapeStyle where Self == Color {"]
                lines += members.map { "    static var `\($0.symbol)`: Color { Color(ColorResource.`\($0.symbol)`) }" }
                lines += ["}", ""]
            }
        }
        if !images.isEmpty {
            lines.append("extension ImageResource {")
            lines += images.map { "    static let `\($0.symbol)` = ImageResource(name: \($0.name.quotedLiteral), bundle: .main)" }
            lines += ["}", ""]
        }
        return lines.joined(separator: "\n")
    }
}
