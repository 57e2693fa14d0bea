/// A constraint on generated values (`.range(1...10)`, `.anyOf(["noun", "verb"])`), written in
/// `@Guide` and schemas. Kept as a description; no model reads it here.
public struct GenerationGuide<Value>: Sendable {
    let summary: String
}

extension GenerationGuide where Value == String {
    public static func constant(_ value: String) -> GenerationGuide<String> { GenerationGuide(summary: "constant \(value)") }
    public static func anyOf(_ values: [String]) -> GenerationGuide<String> { GenerationGuide(summary: "anyOf \(values)") }
    public static func pattern<Output>(_ regex: Regex<Output>) -> GenerationGuide<String> { GenerationGuide(summary: "pattern") }
}

extension GenerationGuide where Value == Int {
    public static func minimum(_ value: Int) -> GenerationGuide<Int> { GenerationGuide(summary: "minimum \(value)") }
    public static func maximum(_ value: Int) -> GenerationGuide<Int> { GenerationGuide(summary: "maximum \(value)") }
    public static func range(_ range: ClosedRange<Int>) -> GenerationGuide<Int> { GenerationGuide(summary: "range \(range)") }
}

extension GenerationGuide where Value == Double {
    public static func minimum(_ value: Double) -> GenerationGuide<Double> { GenerationGuide(summary: "minimum \(value)") }
    public static func maximum(_ value: Double) -> GenerationGuide<Double> { GenerationGuide(summary: "maximum \(value)") }
    public static func range(_ range: ClosedRange<Double>) -> GenerationGuide<Double> { GenerationGuide(summary: "range \(range)") }
}

extension GenerationGuide where Value == Float {
    public static func minimum(_ value: Float) -> GenerationGuide<Float> { GenerationGuide(summary: "minimum \(value)") }
    public static func maximum(_ value: Float) -> GenerationGuide<Float> { GenerationGuide(summary: "maximum \(value)") }
    public static func range(_ range: ClosedRange<Float>) -> GenerationGuide<Float> { GenerationGuide(summary: "range \(range)") }
}

extension GenerationGuide where Value == Decimal {
    public static func minimum(_ value: Decimal) -> GenerationGuide<Decimal> { GenerationGuide(summary: "minimum \(value)") }
    public static func maximum(_ value: Decimal) -> GenerationGuide<Decimal> { GenerationGuide(summary: "maximum \(value)") }
    public static func range(_ range: ClosedRange<Decimal>) -> GenerationGuide<Decimal> { GenerationGuide(summary: "range \(range)") }
}

extension GenerationGuide {
    public static func minimumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(summary: "minimumCount \(count)")
    }

    public static func maximumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(summary: "maximumCount \(count)")
    }

    public static func count<Element>(_ range: ClosedRange<Int>) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(summary: "count \(range)")
    }

    public static func count<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(summary: "count \(count)")
    }

    public static func element<Element>(_ guide: GenerationGuide<Element>) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(summary: "element \(guide.summary)")
    }
}

// `@Guide(.count(3)) var steps: [String]`: a macro's arguments are checked without the property's
// type, so the element type cannot be inferred; these overloads, as in Apple's SDK, let such a
// guide compile (as `GenerationGuide<[Never]>`).
extension GenerationGuide where Value == [Never] {
    @_disfavoredOverload public static func minimumCount(_ count: Int) -> GenerationGuide<Value> { GenerationGuide(summary: "minimumCount \(count)") }
    @_disfavoredOverload public static func maximumCount(_ count: Int) -> GenerationGuide<Value> { GenerationGuide(summary: "maximumCount \(count)") }
    @_disfavoredOverload public static func count(_ range: ClosedRange<Int>) -> GenerationGuide<Value> { GenerationGuide(summary: "count \(range)") }
    @_disfavoredOverload public static func count(_ count: Int) -> GenerationGuide<Value> { GenerationGuide(summary: "count \(count)") }
}
