import Foundation

/// Which columns a person has hidden or reordered (iOS 17), kept in `@SceneStorage` or
/// `@AppStorage` as SwiftUI's is. No one customizes a compact table's columns, so it changes only
/// when the app sets it; a column's visibility is kept, and `resetOrder()` forgets nothing else.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    var visibilities: [String: String] = [:]

    public init() {}

    /// A column's visibility by its customization id: `.automatic` until set.
    public subscript(visibility id: String) -> Visibility {
        get {
            switch visibilities[id] {
            case "visible": .visible
            case "hidden": .hidden
            default: .automatic
            }
        }
        set {
            switch newValue {
            case .visible: visibilities[id] = "visible"
            case .hidden: visibilities[id] = "hidden"
            default: visibilities[id] = nil
            }
        }
    }

    /// Puts the columns back in the order the table declares them (no column is moved here).
    public mutating func resetOrder() {}
}

/// What a person may not do to a column: reorder, resize or hide it.
public struct TableColumnCustomizationBehavior: SetAlgebra, Sendable {
    public typealias Element = TableColumnCustomizationBehavior
    public typealias ArrayLiteralElement = TableColumnCustomizationBehavior
    var bits: UInt8

    public init() { bits = 0 }
    init(bits: UInt8) { self.bits = bits }

    public static let reorder = TableColumnCustomizationBehavior(bits: 1)
    public static let resize = TableColumnCustomizationBehavior(bits: 2)
    public static let visibility = TableColumnCustomizationBehavior(bits: 4)
    public static var all: TableColumnCustomizationBehavior { TableColumnCustomizationBehavior(bits: 7) }

    public func contains(_ member: TableColumnCustomizationBehavior) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior { .init(bits: bits | other.bits) }
    public func intersection(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior { .init(bits: bits & other.bits) }
    public func symmetricDifference(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior {
        .init(bits: bits ^ other.bits)
    }

    @discardableResult
    public mutating func insert(
        _ newMember: TableColumnCustomizationBehavior
    ) -> (inserted: Bool, memberAfterInsert: TableColumnCustomizationBehavior) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }

    @discardableResult
    public mutating func update(with newMember: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior? {
        defer { bits |= newMember.bits }
        return contains(newMember) ? newMember : nil
    }

    public mutating func formUnion(_ other: TableColumnCustomizationBehavior) { bits |= other.bits }
    public mutating func formIntersection(_ other: TableColumnCustomizationBehavior) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: TableColumnCustomizationBehavior) { bits ^= other.bits }
}

extension SceneStorage {
    public init<RowValue>(wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String)
    where Value == TableColumnCustomization<RowValue>, RowValue: Identifiable {
        self.init(value: wrappedValue, key: key)
    }
}

extension AppStorage {
    public init<RowValue>(wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String, store: UserDefaults? = nil)
    where Value == TableColumnCustomization<RowValue>, RowValue: Identifiable {
        self.init(wrappedValue: wrappedValue, key, store: store)
    }
}

/// How a table looks: appearance (a compact table is a list whatever its style).
public protocol TableStyle {
    associatedtype Body: View
    typealias Configuration = TableStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a table style is given: the table, which a compact table shows as a list.
public struct TableStyleConfiguration {}

/// The platform's table style.
public struct AutomaticTableStyle: TableStyle {
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A table inset from its container's edges.
public struct InsetTableStyle: TableStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TableStyle where Self == AutomaticTableStyle {
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
    /// A table's style: appearance.
    public func tableStyle<S: TableStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".tableStyle") }

    /// Whether a table shows its column headers: a compact table shows none either way.
    public func tableColumnHeaders(_ visibility: Visibility) -> ModifiedContent<Self, _AppearanceModifier> { styled(".tableColumnHeaders") }
}
