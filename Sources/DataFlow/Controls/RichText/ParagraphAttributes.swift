import Foundation

// iOS 26's paragraph attributes: a paragraph's alignment and line height, which SwiftUI's rich
// text reads from an `AttributedString` and `.lineHeight(_:)` sets for plain text. Apple's
// Foundation declares the values and CoreText the keys; neither exists on Linux, so dataflow
// declares them here. They are kept on the text's runs and in the environment, and are appearance
// (D15): the screen shows characters, not their layout.

extension AttributedString {
    /// How far apart a paragraph's baselines are, so text can be set tighter or looser than the
    /// font's own spacing.
    public struct LineHeight: Hashable, Codable, Sendable {
        /// The ways a line height can be given.
        enum Rule: Hashable, Codable, Sendable {
            /// From each line's fonts.
            case variable
            /// The spacing that reads as normal.
            case normal
            /// The spacing that reads as tight.
            case tight
            /// The spacing that reads as loose.
            case loose
            /// A multiple of the point size.
            case multiple(factor: CGFloat)
            /// The font's spacing plus some leading.
            case leading(increase: CGFloat)
            /// A fixed distance in points.
            case exact(points: CGFloat)
        }

        /// The rule this height follows.
        let rule: Rule

        /// Each line as tall as its fonts make it.
        public static var variable: LineHeight { LineHeight(rule: .variable) }
        /// The spacing that reads as normal.
        public static var normal: LineHeight { LineHeight(rule: .normal) }
        /// Lines closer together than normal.
        public static var tight: LineHeight { LineHeight(rule: .tight) }
        /// Lines further apart than normal.
        public static var loose: LineHeight { LineHeight(rule: .loose) }

        /// Lines `factor` times the point size apart, whatever the fonts' own metrics.
        public static func multiple(factor: CGFloat) -> LineHeight { LineHeight(rule: .multiple(factor: factor)) }
        /// The fonts' spacing plus `increase` points.
        public static func leading(increase: CGFloat) -> LineHeight { LineHeight(rule: .leading(increase: increase)) }
        /// Lines exactly `points` apart.
        public static func exact(points: CGFloat) -> LineHeight { LineHeight(rule: .exact(points: points)) }
    }

    /// Which edge a paragraph's lines line up against, so rich text can center or right-align a
    /// paragraph.
    public enum TextAlignment: Hashable, Codable, Sendable, CaseIterable {
        /// Lines start at the left edge.
        case left
        /// Lines end at the right edge.
        case right
        /// Lines are centered.
        case center
    }
}

extension AttributeScopes {
    /// The keys for CoreText's paragraph concepts, for frameworks (SwiftUI here) to put in their
    /// own scopes; it is a namespace, not a scope.
    public struct CoreTextAttributes {
        /// A paragraph's alignment as an attribute of its text.
        public enum TextAlignmentAttribute: CodableAttributedStringKey {
            /// A paragraph alignment.
            public typealias Value = AttributedString.TextAlignment
            /// The attribute's name in archived text.
            public static let name = "CoreText.TextAlignment"
            /// It applies to whole paragraphs, so Foundation keeps it constant across each one.
            public static var runBoundaries: AttributedString.AttributeRunBoundaries? { .paragraph }
        }

        /// A paragraph's line height as an attribute of its text.
        public enum LineHeightAttribute: CodableAttributedStringKey {
            /// A line height.
            public typealias Value = AttributedString.LineHeight
            /// The attribute's name in archived text.
            public static let name = "CoreText.LineHeight"
            /// It applies to whole paragraphs, so Foundation keeps it constant across each one.
            public static var runBoundaries: AttributedString.AttributeRunBoundaries? { .paragraph }
        }
    }
}

extension AttributeScopes.SwiftUIAttributes {
    /// A paragraph's alignment (iOS 26), so `text.alignment = .center` works on SwiftUI text.
    ///
    /// A scope's members are only ever named in key paths (`\.alignment`), never read; the SDK
    /// declares a stored `let`, which an extension cannot add.
    public var alignment: AttributeScopes.CoreTextAttributes.TextAlignmentAttribute {
        preconditionFailure("an attribute scope's members are named by key paths, never read")
    }

    /// A paragraph's line height (iOS 26), so `text.lineHeight = .loose` works on SwiftUI text.
    public var lineHeight: AttributeScopes.CoreTextAttributes.LineHeightAttribute {
        preconditionFailure("an attribute scope's members are named by key paths, never read")
    }
}

extension EnvironmentValues {
    /// The line height of text below (iOS 26), set by `.lineHeight(_:)`; nil leaves it to the font.
    public var lineHeight: AttributedString.LineHeight? {
        get { self[LineHeightKey.self] }
        set { self[LineHeightKey.self] = newValue }
    }
}

/// Where the line height lives in the environment: the font's own until a view sets it.
private struct LineHeightKey: EnvironmentKey {
    /// No line height of its own.
    static var defaultValue: AttributedString.LineHeight? { nil }
}

extension View {
    /// Sets the line height of the text below (iOS 26): kept in the environment, where code can
    /// read it back; the screen does not show spacing (D15).
    public func lineHeight(
        _ lineHeight: AttributedString.LineHeight?
    ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<AttributedString.LineHeight?>> {
        environment(\.lineHeight, lineHeight)
    }
}
