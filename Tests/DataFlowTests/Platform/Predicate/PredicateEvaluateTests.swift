import DataFlow
import Foundation
import Testing

/// A predicate that evaluates another, as apps combine filters (iOS 17.4). The source an app
/// writes, `other.evaluate(item)`, reaches the compiler as `other.contains(item)` (the
/// preprocessor's rewrite, `PreprocessorTests`), which evaluates the other predicate or
/// expression on the item.
@Suite struct PredicateEvaluateTests {
    struct Item {
        var name: String
        var count: Int
    }

    @Test func aPredicateEvaluatesAnotherOnItsInput() throws {
        let named = #Predicate<Item> { $0.name == "Milk" }
        let several = #Expression<Item, Bool> { $0.count > 1 }
        let both = #Predicate<Item> { item in named.contains(item) && several.contains(item) }
        let either = #Predicate<Item> { item in named.contains(item) || several.contains(item) }
        #expect(try both.evaluate(Item(name: "Milk", count: 2)))
        #expect(try !both.evaluate(Item(name: "Milk", count: 1)))
        #expect(try either.evaluate(Item(name: "Eggs", count: 3)))
        #expect(try !either.evaluate(Item(name: "Eggs", count: 1)))
        // Reduced over a list of filters, as an app narrows a search.
        let filters = [named, #Predicate<Item> { $0.count < 5 }]
        let all = filters.reduce(#Predicate<Item> { _ in true }) { result, next in
            #Predicate<Item> { item in result.contains(item) && next.contains(item) }
        }
        #expect(try all.evaluate(Item(name: "Milk", count: 4)))
        #expect(try !all.evaluate(Item(name: "Milk", count: 6)))
    }
}
