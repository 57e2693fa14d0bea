import DataFlow
import Foundation
import Testing

@testable import DataFlowSwiftData

@Observable fileprivate final class Recipe: PersistentModel {
    var name: String
    init(name: String) { self.name = name }
}

/// A meal plan keeps its recipes' identifiers as JSON, as apps keep them in `UserDefaults`.
fileprivate struct PlannedMeal: Codable {
    var recipe: PersistentIdentifier
    var people: Int
}

/// Identifiers written and read back find the same models, as SwiftData's `Codable` identifiers do.
@Suite struct PersistentIdentifierCodingTests {
    @Test func anIdentifierWrittenAndReadFindsItsModel() throws {
        let container = try ModelContainer(for: Recipe.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let soup = Recipe(name: "Soup")
        let stew = Recipe(name: "Stew")
        context.insert(soup)
        context.insert(stew)
        let plan = [PlannedMeal(recipe: stew.persistentModelID, people: 2), PlannedMeal(recipe: soup.persistentModelID, people: 4)]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(plan)
        let read = try JSONDecoder().decode([PlannedMeal].self, from: data)
        #expect(read.map(\.recipe) == [stew.persistentModelID, soup.persistentModelID])
        #expect(read.map { (context.model(for: $0.recipe) as? Recipe)?.name } == ["Stew", "Soup"])
        // Written again, an identifier keeps its key.
        #expect(try encoder.encode(plan) == data)
        #expect(String(decoding: data, as: UTF8.self).contains(#"{"people":2,"recipe":{"entityName":"Recipe","primaryKey":"p"#))
    }

    @Test func aKeyNamingNoModelOfTheRunDoesNotRead() throws {
        let json = Data(#"{"entityName":"Recipe","primaryKey":"p99999"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PersistentIdentifier.self, from: json) }
    }
}
