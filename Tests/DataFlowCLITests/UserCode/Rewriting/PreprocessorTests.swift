import Testing

@testable import DataFlowCLI

/// What the preprocessor does to a file pasted from an app, line for line.
@Suite struct PreprocessorTests {
    /// One predicate evaluating another: inside `#Predicate` only, `evaluate(_:)` becomes the
    /// `contains(_:)` the toolchain's macro accepts, at the same columns.
    @Test func aPredicatesEvaluateIsWrittenAsContains() {
        let source = """
            let both = #Predicate<Transaction> { item in
                byAccount.evaluate(item) || byCard.evaluate(item)
            }
            let plain = try byAccount.evaluate(first)
            """
        let prepared = Preprocessor.prepare(source).source
        #expect(prepared.contains("    byAccount.contains(item) || byCard.contains(item)\n"))
        #expect(prepared.contains("let plain = try byAccount.evaluate(first)"))
        #expect(prepared.split(separator: "\n").map(\.count) == source.split(separator: "\n").map(\.count))
    }

    @Test func platformConditionsAreDecidedAsOnAnIPhone() {
        let source = """
            #if os(iOS)
            let a = 1
            #elseif os(macOS) || canImport(AppKit)
            let b = 2
            #endif
            #if canImport(UIKit) && !os(watchOS)
            #endif
            """
        let prepared = Preprocessor.prepare(source)
        let lines = prepared.source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "#if true   ")
        #expect(lines[2] == "#elseif false     || false            ")
        #expect(lines[5] == "#if true             && !false      ")
        // No line or column moves: the compiler's messages point at the user's text.
        let original = source.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
        #expect(lines.map(\.count) == original)
        #expect(prepared.removed.contains("#if os(iOS)"))
    }

    /// UIKit's headers bring UserNotifications along on iOS: a file that imports SwiftUI or
    /// UIKit sees its names; one that imports neither does not (D19).
    @Test func aFileThatImportsSwiftUIOrUIKitSeesUserNotifications() {
        #expect(Preprocessor.prepare("import SwiftUI\nlet a = 1\n").source.hasSuffix("import UserNotifications\n"))
        #expect(Preprocessor.prepare("import UIKit\n").source.hasSuffix("import UserNotifications\n"))
        #expect(!Preprocessor.prepare("import Foundation\n").source.contains("UserNotifications"))
        #expect(
            Preprocessor.prepare("import SwiftUI\nimport UserNotifications\n").source.components(separatedBy: "import UserNotifications").count == 2)
    }

    @Test func otherConditionsAndOtherLinesAreTheCompilers() {
        let source = """
            #if DEBUG && targetEnvironment(simulator) && swift(>=5.9)
            // #if os(iOS) in a comment
            let text = "#if os(iOS)"
            let os = "os(iOS)"
            #endif
            """
        #expect(Preprocessor.prepare(source).source == source)
        #expect(Preprocessor.prepare(source).removed.isEmpty)
    }

    /// A `@MainActor` model, as later course projects write it, compiles: the attribute goes from
    /// declarations (dataflow drives one thread) and from function types, whose calls would
    /// otherwise need `await` in the code that lost its own; it stays where it is a closure's.
    @Test func mainActorLeavesDeclarationsAndFunctionTypesAndStaysInClosures() {
        let source = """
            extension ContentView {
                @MainActor class ViewModel: ObservableObject {
                    @MainActor @Published var cards: [Int] = []
                    @MainActor
                    func load() { Task { @MainActor in cards = [] } }
                    let done: @MainActor () -> Void = {}
                }
            }
            // @MainActor class InAComment {}
            let text = "@MainActor class"
            """
        let prepared = Preprocessor.prepare(source)
        let lines = prepared.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "               class ViewModel: ObservableObject {")
        #expect(lines[2] == "                   @Published var cards: [Int] = []")
        #expect(lines[3] == "                  ")
        #expect(lines[4].contains("Task { @MainActor in cards = [] }"), "a closure's attribute stays")
        #expect(lines[5].contains("let done:            () -> Void"), "a function type's goes: calling it needs no await")
        #expect(lines[8] == "// @MainActor class InAComment {}" && lines[9] == "let text = \"@MainActor class\"")
        #expect(prepared.removed.contains("@MainActor"))
        #expect(lines.map(\.count) == source.split(separator: "\n", omittingEmptySubsequences: false).map(\.count))
    }

    /// A file that imports one of Apple's frameworks and not SwiftUI sees Combine's names, as on a
    /// device, not SwiftUI's: StoreKit's `Transaction` is not ambiguous there.
    @Test func aFrameworkFileWithoutSwiftUIGetsCombineOnly() {
        let store = Preprocessor.prepare("import Foundation\nimport StoreKit\nlet t: Transaction? = nil\n", implicitImports: ["SwiftUI"]).source
        #expect(store.contains("import protocol SwiftUI.ObservableObject; import struct SwiftUI.Published"))
        #expect(!store.contains("import SwiftUI\n"))
        let model = Preprocessor.prepare("import Foundation\nfinal class Model: ObservableObject {}\n", implicitImports: ["SwiftUI"]).source
        #expect(model.hasSuffix("import SwiftUI\n"))
    }

    /// `@Generable` is written as the conformance Apple's macro adds, after the file; a struct's
    /// partial type goes inside its body, on its closing brace's line, with each stored property
    /// as an optional partial value, so a sibling nested type it names is found; an enum is its
    /// own partial type; a nested type is named whole; no line moves.
    @Test func generableWritesTheConformanceAndThePartialType() {
        let source = """
            import FoundationModels
            enum Chef {
                @Generable(description: "A recipe")
                struct Recipe {
                    @Guide(description: "A title") var title: String
                    @Guide(.count(3)) let steps: [Step]
                    var servings: Int? = nil
                    var summary: String { title }
                    static let empty = 0
                }
                @Generable struct Step { var text: String }
            }
            @Generable enum Course { case starter, main }
            @Generable struct Box<T> { var value: T }
            """
        let prepared = Preprocessor.prepare(source).source
        let lines = prepared.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("extension Chef.Recipe: FoundationModels.Generable {}"))
        #expect(lines.contains("extension Chef.Step: FoundationModels.Generable {}"))
        // The recipe's closing brace is the source's line 10, and stays there.
        let members = "var title: String.PartiallyGenerated?; var steps: [Step].PartiallyGenerated?; var servings: Int.PartiallyGenerated?; init("
        #expect(lines[9].contains("; struct PartiallyGenerated: FoundationModels.ConvertibleFromGeneratedContent { " + members))
        #expect(lines[9].hasSuffix("} }"))
        #expect(lines[10].contains("struct Step { var text: String ; struct PartiallyGenerated"))
        #expect(!lines[9].contains("summary") && !lines[9].contains("empty"))
        #expect(lines.contains("extension Course: FoundationModels.Generable {}"))
        #expect(
            !prepared.contains("PartiallyGenerated: FoundationModels.ConvertibleFromGeneratedContent { var value"),
            "an enum and a generic type get no partial type")
        #expect(!prepared.contains("extension Box"), "a generic type keeps no conformance")
        #expect(!prepared.contains("@Generable"))
    }

    /// An RSS reader's `XMLParser` is Foundation's on a device; the toolchain keeps it in
    /// FoundationXML, which such a file gets, after its last line.
    @Test func aFileThatParsesXMLSeesFoundationXML() {
        let parser = Preprocessor.prepare("import Foundation\nfinal class Feed: NSObject, XMLParserDelegate {}\n").source
        #expect(parser.hasSuffix("#if canImport(FoundationXML)\nimport FoundationXML\n#endif\n"))
        #expect(!Preprocessor.prepare("let name = \"XMLParser\"\n").source.contains("FoundationXML"), "a string is not code")
    }

    /// Apple's C library is Darwin; on Linux the same functions are Glibc's.
    @Test func darwinNamesTheToolchainsCLibrary() {
        let prepared = Preprocessor.prepare("import Darwin\nlet x = Darwin.cos(0.5)\nlet DarwinAward = 1\n").source
        #expect(prepared.hasPrefix("import Glibc\nlet x = Glibc.cos(0.5)\nlet DarwinAward = 1\n"))
    }
}

extension PreprocessorTests {
    /// `import _PhotosUI_SwiftUI`, SwiftUI's overlay of a framework, imports the framework: every
    /// file sees SwiftUI here. Only an import's `_X_SwiftUI` is read so.
    @Test func aCrossImportOverlayImportsItsFramework() {
        let prepared = Preprocessor.prepare("import SwiftUI\nimport _PhotosUI_SwiftUI\nlet _MapKit_SwiftUI = 1\n")
        #expect(prepared.source.hasPrefix("import SwiftUI\nimport PhotosUI\nlet _MapKit_SwiftUI = 1\n"))
        #expect(prepared.removed.contains("_PhotosUI_SwiftUI"))
        #expect(!Preprocessor.prepare("import _Concurrency\n").source.contains("import Concurrency"))
    }

    /// An import with an access level (`internal import Combine`, as Xcode 26's fix-its write it)
    /// is an import: a supplied module's is blanked whole, and a file that imports SwiftUI so
    /// gets no second import of it.
    @Test func anImportWithAnAccessLevelIsAnImport() {
        let source = "import Foundation\ninternal import Combine\n@preconcurrency import UIKit\n"
        let prepared = Preprocessor.prepare(source, implicitImports: ["SwiftUI"])
        let blanked = String(repeating: " ", count: 23) + "\n" + String(repeating: " ", count: 28) + "\n"
        #expect(prepared.source.hasPrefix("import Foundation\n" + blanked))
        #expect(prepared.removed.contains("import Combine") && prepared.removed.contains("import UIKit"))
        let swiftUI = Preprocessor.prepare("public import SwiftUI\nlet a = 1\n", implicitImports: ["SwiftUI"]).source
        #expect(swiftUI.components(separatedBy: "import SwiftUI").count == 2)
    }
}
