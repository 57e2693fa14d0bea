import Foundation

/// Alignment guides, as SwiftUI's values: a horizontal and a vertical guide, each named by a key,
/// and their pairs. dataflow lays nothing out (D15), so no guide's position is ever computed; the
/// values themselves are SwiftUI's, so code that compares or takes apart alignments
/// (`alignment.horizontal == .leading`) reads what it would on iOS.

/// The identity of an alignment guide: one per built-in guide and per `AlignmentID` type.
///
/// Unchecked: a custom guide's metatype is immutable, and Swift does not yet see a protocol's
/// existential metatype as `Sendable`.
public struct AlignmentKey: Hashable, Comparable, @unchecked Sendable {
    /// `h.leading`, `v.firstTextBaseline`, or the custom `AlignmentID` type's full name.
    let name: String
    /// Built-in guides in declaration order; custom ones after them, by name.
    let order: Int
    /// A custom guide's type, whose `defaultValue(in:)` places it (`ViewDimensions[guide]`).
    let id: (any AlignmentID.Type)?

    public static func < (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        (lhs.order, lhs.name) < (rhs.order, rhs.name)
    }

    public static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs.order == rhs.order && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(order)
        hasher.combine(name)
    }

    init(name: String, order: Int) {
        self.name = name
        self.order = order
        id = nil
    }

    init(_ id: any AlignmentID.Type) {
        name = String(reflecting: id)
        order = Int.max
        self.id = id
    }

    /// The value a stack gives this guide from its subviews' explicit values (`.alignmentGuide`),
    /// skipping those without one: the first text baseline is the highest, the last the lowest;
    /// any other guide is the mean of the explicit values (SwiftUI's `AlignmentID` default);
    /// nil when no subview sets one.
    func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        var combined: CGFloat?
        var count = 0
        for case let value? in values {
            switch name {
            case "v.firstTextBaseline": combined = min(value, combined ?? value)
            case "v.lastTextBaseline": combined = max(value, combined ?? value)
            default: combined = ((combined ?? 0) * CGFloat(count) + value) / CGFloat(count + 1)
            }
            count += 1
        }
        return combined
    }
}

/// A guide across a view (leading, center, trailing) or of a custom `AlignmentID`.
public struct HorizontalAlignment: Equatable, Sendable {
    public let key: AlignmentKey

    init(builtIn name: String, order: Int) { key = AlignmentKey(name: "h." + name, order: order) }

    /// The guide of a custom alignment (`HorizontalAlignment(OneThird.self)`).
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

    /// The guide's value from the explicit values of a container's subviews.
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? { key.combineExplicit(values) }

    public static let leading = HorizontalAlignment(builtIn: "leading", order: 0)
    public static let center = HorizontalAlignment(builtIn: "center", order: 1)
    public static let trailing = HorizontalAlignment(builtIn: "trailing", order: 2)
    public static let listRowSeparatorLeading = HorizontalAlignment(builtIn: "listRowSeparatorLeading", order: 3)
    public static let listRowSeparatorTrailing = HorizontalAlignment(builtIn: "listRowSeparatorTrailing", order: 4)
}

/// A guide down a view (top, center, bottom, text baselines) or of a custom `AlignmentID`.
public struct VerticalAlignment: Equatable, Sendable {
    public let key: AlignmentKey

    init(builtIn name: String, order: Int) { key = AlignmentKey(name: "v." + name, order: order) }

    /// The guide of a custom alignment (`VerticalAlignment(MidAccountAndName.self)`).
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

    /// The guide's value from the explicit values of a container's subviews.
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? { key.combineExplicit(values) }

    public static let top = VerticalAlignment(builtIn: "top", order: 10)
    public static let center = VerticalAlignment(builtIn: "center", order: 11)
    public static let bottom = VerticalAlignment(builtIn: "bottom", order: 12)
    public static let firstTextBaseline = VerticalAlignment(builtIn: "firstTextBaseline", order: 13)
    public static let lastTextBaseline = VerticalAlignment(builtIn: "lastTextBaseline", order: 14)
}

/// A horizontal and a vertical guide: where content sits in a frame, an overlay, a `ZStack`.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static var centerFirstTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .firstTextBaseline) }
    public static var centerLastTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .lastTextBaseline) }
    public static var leadingFirstTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .firstTextBaseline) }
    public static var leadingLastTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .lastTextBaseline) }
    public static var trailingFirstTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .firstTextBaseline) }
    public static var trailingLastTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .lastTextBaseline) }
}

// Transcripts show an alignment as code writes it (`.leading`, `.topLeading`), as they did when
// dataflow's alignments were enums; a custom guide by its `AlignmentID` type.

extension AlignmentKey {
    /// `.leading` for a built-in guide, `HorizontalAlignment(OneThird.self)` for a custom one.
    func written(as typeName: String) -> String {
        if order != Int.max { return "." + name.dropFirst(2) }
        return "\(typeName)(\(name.split(separator: ".").last.map(String.init) ?? name).self)"
    }
}

extension HorizontalAlignment: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom(key.written(as: "HorizontalAlignment")) }
}

extension VerticalAlignment: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom(key.written(as: "VerticalAlignment")) }
}

extension Alignment: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription {
        let named: [(Alignment, String)] = [
            (.center, ".center"), (.leading, ".leading"), (.trailing, ".trailing"), (.top, ".top"), (.bottom, ".bottom"),
            (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"), (.bottomLeading, ".bottomLeading"),
            (.bottomTrailing, ".bottomTrailing"), (.centerFirstTextBaseline, ".centerFirstTextBaseline"),
            (.centerLastTextBaseline, ".centerLastTextBaseline"), (.leadingFirstTextBaseline, ".leadingFirstTextBaseline"),
            (.leadingLastTextBaseline, ".leadingLastTextBaseline"), (.trailingFirstTextBaseline, ".trailingFirstTextBaseline"),
            (.trailingLastTextBaseline, ".trailingLastTextBaseline"),
        ]
        if let match = named.first(where: { $0.0 == self }) { return .atom(match.1) }
        let horizontal = horizontal.key.written(as: "HorizontalAlignment")
        let vertical = vertical.key.written(as: "VerticalAlignment")
        return .atom("Alignment(horizontal: \(horizontal), vertical: \(vertical))")
    }
}
