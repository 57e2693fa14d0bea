import Foundation

/// Values that differ every time the expression that makes them runs: a `UUID()`, a `Date()`,
/// a new object. A view whose `@State var id = UUID()` is rebuilt by its parent offers a new
/// initial value each time without any input having changed, so such values are not read as an
/// input the view failed to follow (§1, D14).
enum FreshValue {
    /// Whether `value` is, or holds within a few levels, a UUID, a date or a class instance.
    static func isOrHolds(_ value: Any, depth: Int = 4) -> Bool {
        if value is UUID || value is Date || type(of: value) is AnyClass { return true }
        guard depth > 0 else { return false }
        return Mirror(reflecting: value).children.contains { isOrHolds($0.value, depth: depth - 1) }
    }
}
