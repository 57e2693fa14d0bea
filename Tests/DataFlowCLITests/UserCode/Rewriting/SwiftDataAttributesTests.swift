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
        #expect(lines[1].allSatisfy { $0 == " " }, "import SwiftData is supplied")
        #expect(lines[3] == "@Observable")
        #expect(lines[5] == "    " + String(repeating: " ", count: 19) + " var title: String")
        #expect(lines[6].hasPrefix("    ") && lines[6].trimmingCharacters(in: .whitespaces) == "var chapters: [Chapter] = []")
        #expect(lines[7] == "    @ObservationIgnored var isExpanded = false", "not stored, so not tracked")
        // The source's lines keep their numbers; the conformance comes after the last one.
        #expect(Array(lines.prefix(10)).count == 10 && lines[9] == "}")
        #expect(lines.suffix(3).contains("extension Book: PersistentModel {}"))
        #expect(prepared.removed.contains("@Model") && prepared.removed.contains("@Attribute") && prepared.removed.contains("import SwiftData"))
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
        #expect(text.contains("extension SchemaV1.Movie: PersistentModel {}"))
        #expect(text.contains("extension Shop.Catalog.Item: PersistentModel {}"))
        #expect(text.contains("extension Scratch: PersistentModel {}"))
    }

    @Test func aModelClassIsFoundPastModifiersAndOtherAttributes() {
        let prepared = Preprocessor.prepare("@Model @available(iOS 17, *) public final class Trip {}\n")
        #expect(prepared.source.hasPrefix("@Observable @available(iOS 17, *) public final class Trip {}"))
        #expect(prepared.source.contains("extension Trip: PersistentModel {}"))
        // `@ModelActor` is another macro; nothing is done to it.
        let actor = Preprocessor.prepare("@ModelActor actor Importer {}\n")
        #expect(actor.source.hasPrefix("@ModelActor actor Importer {}"))
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
}
