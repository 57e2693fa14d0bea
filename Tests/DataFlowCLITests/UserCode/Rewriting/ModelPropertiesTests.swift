import Foundation
import Testing

@testable import DataFlowCLI

/// A `@Model` class's stored properties, as the preprocessor reads them for SwiftData's
/// relationships (RULES §30): each gets a `didSet` that reports the write, on its own line, and
/// the conformance lists them with their `@Relationship` as the macro's `schemaMetadata` does.
@Suite struct ModelPropertiesTests {
    private func prepared(_ source: String) -> [String] {
        Preprocessor.prepare(source, implicitImports: ["DataFlow"]).source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aRelationshipReportsItsWritesAndIsListedWithItsSettings() {
        let lines = prepared(
            """
            import SwiftData

            @Model final class Trip {
                var name: String
                @Relationship(deleteRule: .cascade, inverse: \\Stop.trip) var stops: [Stop] = [] // the route
                var guide: Guide?
                init(name: String) { self.name = name }
            }
            """)
        #expect(lines[3] == "    var name: String", "a String is never a relationship")
        #expect(
            lines[4].hasSuffix("var stops: [Stop] = [] { didSet { _relationshipDidChange(\\.stops, from: oldValue) } } // the route"),
            "before the comment, on the same line")
        #expect(lines[5] == "    var guide: Guide? { didSet { _relationshipDidChange(\\.guide, from: oldValue) } }")
        #expect(lines[7] == "}", "no line moves")
        let conformance = lines.first { $0.hasPrefix("extension Trip: PersistentModel") } ?? ""
        #expect(
            conformance.contains(
                "PropertyMetadata(name: \"stops\", keypath: \\Trip.stops, metadata: SwiftData.Schema.Relationship(deleteRule: .cascade, inverse: \\Stop.trip))"
            ))
        #expect(conformance.contains("PropertyMetadata(name: \"guide\", keypath: \\Trip.guide)]"))
        #expect(!conformance.contains("\"name\""))
    }

    @Test func declarationsItCannotBeSureOfAreLeftAsWritten() {
        let source = """
            @Model class Library {
                var books: [Book] { shelves.flatMap(\\.books) }
                var shelves: [Shelf] = [] {
                    didSet { print("changed") }
                }
                @Transient var cached: [Book] = []
                @ObservationIgnored var draft: Book?
                static var sample: Library?
                var first: Book?, second: Book?
                var tags: [String: Int] = [:]
                let owner: Person
                var sorted: [Book] = []
                    .sorted()
                func add(_ book: Book) { var copy: Book? = book; copy = nil }
            }
            """
        let properties = ModelProperties.stored(
            in: Array(SourceScanner.code(of: source)), source: Array(source),
            bodyFrom: source.distance(
                from: source.startIndex, to: source.firstIndex(of: "{")!))
        #expect(properties.isEmpty, "\(properties.map(\.name))")
    }

    @Test func theRelationshipsArgumentsKeepTheirStringsAndDropComments() {
        let lines = prepared(
            """
            @Model final class Trip {
                @Relationship(
                    .unique, // one per trip
                    originalName: "legs", inverse: \\Stop.trip
                )
                var stops: [Stop]?
                init() {}
            }
            """)
        let conformance = lines.first { $0.hasPrefix("extension Trip: PersistentModel") } ?? ""
        #expect(conformance.contains("SwiftData.Schema.Relationship(.unique, originalName: \"legs\", inverse: \\Stop.trip)"), "\(conformance)")
        #expect(lines[5] == "    var stops: [Stop]? { didSet { _relationshipDidChange(\\.stops, from: oldValue) } }")
    }

    @Test func aNestedModelsKeyPathsNameItWhole() {
        let lines = prepared(
            """
            enum SchemaV2 {
                @Model final class Trip { var stops: [Stop] = [] }
            }
            """)
        #expect(lines.contains { $0.contains("keypath: \\SchemaV2.Trip.stops") })
    }
}
