import Foundation

// Directions along one axis (iOS 18), and sets of them: the values pointer styles that resize a
// column or a row take, and that an app may use for its own layout choices.

/// A way along the horizontal axis that follows the layout's writing direction, so leading and
/// trailing stay right in right-to-left languages.
public enum HorizontalDirection: Int8, CaseIterable, Codable, Hashable, Sendable, BitwiseCopyable {
    /// Toward the start of a line: the left in left-to-right text.
    case leading
    /// Toward the end of a line: the right in left-to-right text.
    case trailing

    /// Any combination of horizontal directions, so a value can allow one way or both.
    public struct Set: OptionSet, Equatable, Hashable, Sendable, BitwiseCopyable {
        /// A set's elements are sets themselves, as every option set's are.
        public typealias Element = HorizontalDirection.Set
        /// An array literal of a set is a list of sets, merged into one.
        public typealias ArrayLiteralElement = HorizontalDirection.Set.Element

        /// The directions as bits: one bit for each direction's raw value.
        public let rawValue: Int8

        /// Makes the set whose bits are `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// Makes the set holding only `direction`.
        public init(_ direction: HorizontalDirection) { self.init(rawValue: 1 << direction.rawValue) }

        /// Only the leading direction.
        public static let leading = HorizontalDirection.Set(.leading)
        /// Only the trailing direction.
        public static let trailing = HorizontalDirection.Set(.trailing)
        /// Both directions.
        public static let all: HorizontalDirection.Set = [.leading, .trailing]
    }
}

/// A way along the vertical axis, so an app can say up or down without a sign convention.
public enum VerticalDirection: Int8, CaseIterable, Codable, Hashable, Sendable, BitwiseCopyable {
    /// Toward the top of the screen.
    case up
    /// Toward the bottom of the screen.
    case down

    /// Any combination of vertical directions, so a value can allow one way or both.
    public struct Set: OptionSet, Sendable, BitwiseCopyable {
        /// A set's elements are sets themselves, as every option set's are.
        public typealias Element = VerticalDirection.Set
        /// An array literal of a set is a list of sets, merged into one.
        public typealias ArrayLiteralElement = VerticalDirection.Set.Element

        /// The directions as bits: one bit for each direction's raw value.
        public let rawValue: Int8

        /// Makes the set whose bits are `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// Makes the set holding only `direction`.
        public init(_ direction: VerticalDirection) { self.init(rawValue: 1 << direction.rawValue) }

        /// Only the upward direction.
        public static let up = VerticalDirection.Set(.up)
        /// Only the downward direction.
        public static let down = VerticalDirection.Set(.down)
        /// Both directions.
        public static let all: VerticalDirection.Set = [.up, .down]
    }
}
