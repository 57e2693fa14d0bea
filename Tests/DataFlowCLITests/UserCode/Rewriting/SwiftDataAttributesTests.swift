import Foundation
import Testing

@testable import DataFlowCLI

/// A model file and a view from a SwiftData app, as the preprocessor hands them to the compiler
/// (RULES §30): `@Model` is `@Observable` plus a `PersistentModel` conformance, the store-only
/// attributes are blanked, `@Query` gets its generic arguments, and no line moves.
@Suite struct SwiftDataAttributesTests {
    @Test func aModelBecomesObservableAndPersistent() {
        let source = """
            import Foundation
            import SwiftData

            @Model
            final class Book {
                @Attribute(.unique) var title: String
                @Relationship(deleteRule: .cascade, inverse: \\Chapter.book) var chapters: [Chapter] = []
                @Transient var isExpanded = false
                init(title: String) { self.title = title }
            }
            """
        let prepared = Preprocessor.prepare(source, implicitImports: ["DataFlow"])
        let lines = prepared.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "import SwiftData", "SwiftData is a module of its own, imported as written")
        #expect(lines[3] == "@Observable")
        #expect(lines[5] == "    " + String(repeating: " ", count: 19) + " var title: String")
        #expect(
            lines[6].hasPrefix("    ")
                && lines[6].trimmingCharacters(in: .whitespaces)
                    == "var chapters: [Chapter] = [] { didSet { _relationshipDidChange(\\.chapters, from: oldValue) } }"
        )
        #expect(lines[7] == "    @ObservationIgnored var isExpanded = false", "not stored, so not tracked")
        // The source's lines keep their numbers; the conformance comes after the last one.
        #expect(Array(lines.prefix(10)).count == 10 && lines[9] == "}")
        #expect(lines.suffix(3).contains { $0.hasPrefix("extension Book: PersistentModel { static var schemaMetadata") })
        #expect(prepared.removed.contains("@Model") && prepared.removed.contains("@Attribute") && !prepared.removed.contains("import SwiftData"))
    }

    /// Versioned schemas nest their models: each conformance names the model whole, so two
    /// versions' `Movie`s stay two types.
    @Test func aNestedModelsConformanceNamesItWhole() {
        let source = """
            enum SchemaV1: VersionedSchema {
                @Model
                final class Movie { var title = "" }
            }
            extension Shop.Catalog {
                @Model final class Item { func f() { } }
            }
            func local() {
                @Model final class Scratch {}
            }
            """
        let text = Preprocessor.prepare(source).source
        #expect(text.contains("extension SchemaV1.Movie: PersistentModel { static var schemaMetadata"))
        #expect(text.contains("extension Shop.Catalog.Item: PersistentModel { static var schemaMetadata"))
        #expect(text.contains("extension Scratch: PersistentModel { static var schemaMetadata"))
    }

    @Test func aModelClassIsFoundPastModifiersAndOtherAttributes() {
        let prepared = Preprocessor.prepare("@Model @available(iOS 17, *) public final class Trip {}\n")
        #expect(prepared.source.hasPrefix("@Observable @available(iOS 17, *) public final class Trip {}"))
        #expect(prepared.source.contains("extension Trip: PersistentModel { static var schemaMetadata"))
        // `@ModelActor` is another macro, not `@Model`: the actor is not made observable.
        let actor = Preprocessor.prepare("@ModelActor actor Importer {}\n")
        #expect(actor.source.hasPrefix("            actor Importer { nonisolated let modelExecutor"))
        #expect(!actor.source.contains("@Observable") && !actor.source.contains("PersistentModel {"))
    }

    @Test func aQueryGetsItsGenericArguments() {
        let source = """
            struct ContentView: View {
                @Query var books: [Book]
                @Query(sort: \\Book.title, order: .reverse) private var sorted: [Book]
                @Query(filter: #Predicate<Book> { $0.rating > 3 }) var good: [Book]
                @Query var count: Int
            }
            """
        let lines = Preprocessor.prepare(source).source.split(separator: "\n").map(String.init)
        #expect(lines[1] == "    @Query<Book, [Book]>() var books: [Book]")
        #expect(lines[2] == "    @Query<Book, [Book]>(sort: \\Book.title, order: .reverse) private var sorted: [Book]")
        #expect(lines[3] == "    @Query<Book, [Book]>(filter: #Predicate<Book> { $0.rating > 3 }) var good: [Book]")
        #expect(lines[4] == "    @Query var count: Int", "not an array of models: left for the compiler to explain")
    }

    /// `@ModelActor` writes the actor's container, executor and initializer on the line of its
    /// `{`, and its conformance after the last line, as SwiftData's macro does; no line moves.
    @Test func aModelActorGetsItsContainerAndContext() {
        let source = """
            import SwiftData

            @ModelActor
            actor Importer {
                func run() {}
            }
            """
        let prepared = Preprocessor.prepare(source, implicitImports: ["DataFlow"])
        let lines = prepared.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[2].allSatisfy { $0 == " " })
        #expect(
            lines[3].hasPrefix(
                "actor Importer { nonisolated let modelExecutor: any SwiftData.ModelExecutor; nonisolated let modelContainer: SwiftData.ModelContainer; init(modelContainer: SwiftData.ModelContainer) {"
            ))
        #expect(lines[4] == "    func run() {}")
        #expect(lines.contains("extension Importer: SwiftData.ModelActor {}"))
        #expect(prepared.removed.contains("@ModelActor"))
    }

    /// SwiftData's `#Unique` and `#Index` are a store's constraints: blanked, with their model's name.
    @Test func uniqueAndIndexMacrosAreBlanked() {
        let source = """
            @Model final class Trip {
                #Unique<Trip>([\\.name, \\.start])
                #Index<Trip>([\\.name], [\\.start])
                var name = ""
            }
            """
        let lines = Preprocessor.prepare(source, implicitImports: []).source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1].allSatisfy { $0 == " " } && lines[2].allSatisfy { $0 == " " }, "\(lines)")
        #expect(lines[3] == "    var name = \"\"")
    }
}
