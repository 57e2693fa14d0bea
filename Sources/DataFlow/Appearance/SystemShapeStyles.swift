import Foundation

// The system's own fills (iOS 15–17): placeholder text, links, the selection, a window's
// background. Appearance (D15): shown by name.

public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _styleName: String { ".placeholder" }
}

public struct LinkShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _styleName: String { ".link" }
}

public struct SelectionShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _styleName: String { ".selection" }
}

public struct WindowBackgroundShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _styleName: String { ".windowBackground" }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

extension Text {
    /// How a line through or under text is drawn (iOS 15): its pattern and colour.
    public struct LineStyle: Hashable, Sendable {
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
        public let pattern: Pattern
        public let color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        public static let single = LineStyle()
    }

    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        isActive ? with(".strikethrough()") : self
    }
}

extension View {
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> ModifiedContent<Self, _AppearanceModifier>
    {
        styled(".underline()")
    }
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".strikethrough()")
    }
}

extension Image {
    /// Which way an image's pixels are turned.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }
}

extension Transaction {
    /// Whether the change is one of a continuous series (a drag's): never, for a script's steps.
    public var isContinuous: Bool {
        get { self[ContinuousKey.self] }
        set { self[ContinuousKey.self] = newValue }
    }

    /// How a presentation this transaction dismisses goes (iOS 17).
    public var dismissBehavior: DismissBehavior {
        get { self[DismissBehaviorKey.self] }
        set { self[DismissBehaviorKey.self] = newValue }
    }
}

private struct ContinuousKey: TransactionKey { static var defaultValue: Bool { false } }
private struct DismissBehaviorKey: TransactionKey { static var defaultValue: DismissBehavior { .interactive } }
