/// iOS 26's design, Liquid Glass: glass effects, their container and transitions, glass button
/// styles, concentric shapes, and the tab bar's and toolbar's new parts.
///
/// The effects are appearance (D15): accepted, recorded, nothing reads them. What carries data
/// flow is modelled: a `GlassEffectContainer`'s content is mounted as any container's, a tab
/// view's bottom accessory is content of its own whose bodies run and whose controls a script
/// operates (it reads `.expanded` for `\.tabViewBottomAccessoryPlacement`: no tab bar is
/// minimised by scrolling here), and the new values that go into the environment do.

/// A glass material: `.regular`, `.clear`, or `.identity` (no glass), tinted or interactive.
public struct Glass: Equatable, Sendable {
    let name: String
    var tintName: String?
    var isInteractive = false

    public static var regular: Glass { Glass(name: "regular") }
    public static var clear: Glass { Glass(name: "clear") }
    public static var identity: Glass { Glass(name: "identity") }

    public func tint(_ color: Color?) -> Glass {
        var copy = self
        copy.tintName = color?.name
        return copy
    }

    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var copy = self
        copy.isInteractive = isEnabled
        return copy
    }
}

/// The shape a glass effect takes unless told: a capsule.
public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public static var role: ShapeRole { .fill }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// Groups glass effects so that they blend and morph into one another: its content is mounted as
/// a container's (its bodies run, its controls are on screen), laid out by nothing here.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension GlassEffectContainer: StructuralContent {
    package var pathName: String? { "GlassEffectContainer" }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension View {
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        styled(".glassEffect")
    }

    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { styled(".glassEffectTransition") }

    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { styled(".glassEffectUnion") }

    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { styled(".glassEffectID") }

    /// Mirrors the view into the safe area behind a floating sidebar or toolbar.
    public func backgroundExtensionEffect() -> some View { styled(".backgroundExtensionEffect") }
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View { styled(".backgroundExtensionEffect") }

    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { styled(".scrollEdgeEffectStyle") }
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { styled(".scrollEdgeEffectHidden") }

    public func buttonSizing(_ sizing: ButtonSizing) -> some View { environment(\.buttonSizing, sizing) }

    public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View { styled(".tabViewSearchActivation") }
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View { styled(".searchToolbarBehavior") }

    /// A view below the tab bar, above the content (a mini player): content of its own, shown
    /// and operable with the tab view.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        attaching("tabViewBottomAccessory", content().environment(\.tabViewBottomAccessoryPlacement, .expanded))
    }

    /// As `tabViewBottomAccessory(content:)`, shown only while `isEnabled`.
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        attaching(
            "tabViewBottomAccessory",
            Group {
                if isEnabled { content().environment(\.tabViewBottomAccessoryPlacement, .expanded) }
            })
    }

    /// A bar at the top or bottom edge of a scroll view's safe area: content of its own.
    public func safeAreaBar<Content: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        attaching("safeAreaBar", content())
    }

    public func safeAreaBar<Content: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        attaching("safeAreaBar", content())
    }

    public func navigationSubtitle(_ subtitle: Text) -> some View { styled(".navigationSubtitle") }
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { styled(".navigationSubtitle") }
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { styled(".navigationSubtitle") }
    @_disfavoredOverload
    public func navigationSubtitle(_ subtitleKey: LocalizedStringResource) -> some View { styled(".navigationSubtitle") }

    /// The label a section shows in a list's index (the letters along the edge).
    public func sectionIndexLabel(_ label: Text?) -> some View { styled(".sectionIndexLabel") }
    @_disfavoredOverload
    public func sectionIndexLabel<S: StringProtocol>(_ label: S?) -> some View { styled(".sectionIndexLabel") }
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View { styled(".listSectionIndexVisibility") }

    public func labelIconToTitleSpacing(_ value: CGFloat) -> some View { styled(".labelIconToTitleSpacing") }

    /// iOS 26: the sizes the controls inside may take, as Dynamic Type changes (appearance).
    public func controlSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == ControlSize { styled(".controlSize") }
    /// iOS 26: which way text runs, decided by the layout or by the text (appearance).
    public func writingDirection(strategy: Text.WritingDirectionStrategy) -> some View { styled(".writingDirection") }
    /// iOS 26: told when the user starts and stops resizing the window (iPad); a phone's window
    /// is never resized, so the action never runs.
    public func onInteractiveResizeChange(_ action: @escaping (_ isResizing: Bool) -> Void) -> some View { styled(".onInteractiveResizeChange") }
    public func labelReservedIconWidth(_ value: CGFloat) -> some View { styled(".labelReservedIconWidth") }

    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View { environment(\.symbolVariableValueMode, mode) }
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View { environment(\.symbolColorRenderingMode, mode) }
}

private struct ButtonSizingKey: EnvironmentKey { static var defaultValue: ButtonSizing { .automatic } }
private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey { static var defaultValue: TabViewBottomAccessoryPlacement? { nil } }
private struct SymbolVariableValueModeKey: EnvironmentKey { static var defaultValue: SymbolVariableValueMode? { nil } }
private struct SymbolColorRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolColorRenderingMode? { nil } }

extension EnvironmentValues {
    public var buttonSizing: ButtonSizing {
        get { self[ButtonSizingKey.self] }
        set { self[ButtonSizingKey.self] = newValue }
    }
    /// Where a tab view's bottom accessory is: `.expanded` inside one, nil elsewhere.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }
    public var symbolVariableValueMode: SymbolVariableValueMode? {
        get { self[SymbolVariableValueModeKey.self] }
        set { self[SymbolVariableValueModeKey.self] = newValue }
    }
    public var symbolColorRenderingMode: SymbolColorRenderingMode? {
        get { self[SymbolColorRenderingModeKey.self] }
        set { self[SymbolColorRenderingModeKey.self] = newValue }
    }
}

// MARK: Glass button styles

/// `.buttonStyle(.glass)`: a button on glass (appearance).
public struct GlassButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public init(_ glass: Glass) {}
    /// The button as the style draws it: its label (a style's body is never asked for here).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// `.buttonStyle(.glassProminent)`: a tinted button on glass (appearance).
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// Disfavoured, as Xcode's solver disfavours them in an app deployed below iOS 26, where they are
/// potentially unavailable: such an app that declares its own `.glass` button style (a
/// `ButtonStyle` of its own, for every iOS) gets its own from `.buttonStyle(.glass)`, not an
/// ambiguity. An app that declares none gets iOS 26's.
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    @_disfavoredOverload public static var glass: GlassButtonStyle { GlassButtonStyle() }
    @_disfavoredOverload public static func glass(_ glass: Glass) -> Self { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    @_disfavoredOverload public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

// MARK: Buttons with a role and no label

extension ButtonRole {
    /// A button that confirms (a toolbar's checkmark).
    public static let confirm = ButtonRole(name: "confirm")
    /// A button that closes (a sheet's ×).
    public static let close = ButtonRole(name: "close")
}

/// The label a button with a role and no label of its own shows: the role's symbol, named by
/// the role's word (`tap "Close"`). (Medium: the symbols are those iOS 26 draws; the words are
/// their accessibility labels in English.)
public struct DefaultButtonLabel: View {
    let role: ButtonRole

    var symbol: (name: String, label: String) {
        switch role.name {
        case "close": ("xmark", "Close")
        case "confirm": ("checkmark", "Done")
        case "cancel": ("xmark", "Cancel")
        case "destructive": ("trash", "Delete")
        default: ("circle", role.name.capitalized)
        }
    }
}

extension DefaultButtonLabel: StructuralContent {
    package func children() -> [ChildSlot] {
        [ChildSlot(key: .content, view: Image(systemName: symbol.name).accessibilityLabel(Text(symbol.label)))]
    }
}

extension Button where Label == DefaultButtonLabel {
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}

// MARK: Toolbars

/// Space between toolbar items: `.flexible` pushes the items apart, `.fixed` separates glass groups.
public struct ToolbarSpacer: View {
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
}

extension ToolbarSpacer: StructuralContent {
    package func children() -> [ChildSlot] { [] }
}

/// A toolbar item the system supplies (the search field, the sidebar toggle), placed where the
/// app says: nothing the app's code operates.
public struct DefaultToolbarItem: View {
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}
}

extension DefaultToolbarItem: StructuralContent {
    package func children() -> [ChildSlot] { [] }
}

// MARK: Concentric shapes

extension Edge {
    /// A corner of a rectangle.
    public enum Corner: Int8, Hashable, CaseIterable, Sendable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// A set of corners.
        public struct Set: OptionSet, Hashable, Sendable {
            public let rawValue: Int8
            public init(rawValue: Int8) { self.rawValue = rawValue }
            public init(_ corner: Edge.Corner) { rawValue = 1 << corner.rawValue }
            public static let none: Set = []
            public static let topLeading = Set(.topLeading)
            public static let topTrailing = Set(.topTrailing)
            public static let bottomLeading = Set(.bottomLeading)
            public static let bottomTrailing = Set(.bottomTrailing)
            public static let all: Set = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
            public static let leading: Set = [.topLeading, .bottomLeading]
            public static let trailing: Set = [.topTrailing, .bottomTrailing]
            public static let top: Set = [.topLeading, .topTrailing]
            public static let bottom: Set = [.bottomLeading, .bottomTrailing]
            public func contains(_ corner: Edge.Corner) -> Bool { contains(Set(corner)) }
        }

        /// How a corner is rounded: a fixed radius, or concentric with its container's.
        public struct Style: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
            var radius: CGFloat?
            var minimum: CGFloat?

            public static func fixed(_ radius: CGFloat) -> Style { Style(radius: radius) }
            public static var concentric: Style { Style() }
            public static func concentric(minimum: Style? = nil) -> Style { Style(minimum: minimum?.radius) }
            public init(floatLiteral value: Float) { radius = CGFloat(value) }
            public init(integerLiteral value: Int) { radius = CGFloat(value) }
            init(radius: CGFloat? = nil, minimum: CGFloat? = nil) {
                self.radius = radius
                self.minimum = minimum
            }
        }
    }
}

/// A rectangle whose corners follow its container's (a sheet's, the device's): a leaf shape.
public struct ConcentricRectangle: Shape {
    public init() {}
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {}
    public init(
        topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
        bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {}
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {}
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {}
    public init(
        uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
        bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {}
    public init(
        uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
        topTrailingCorner: Edge.Corner.Style = .concentric
    ) {}
    public init(
        uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
        bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {}
    public init(
        uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
        bottomLeadingCorner: Edge.Corner.Style = .concentric
    ) {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == ConcentricRectangle {
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> Self { ConcentricRectangle() }
    public static func rect(
        topLeadingCorner: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style,
        bottomTrailingCorner: Edge.Corner.Style
    ) -> Self { ConcentricRectangle() }
    public static func rect(uniformTopCorners: Edge.Corner.Style, uniformBottomCorners: Edge.Corner.Style) -> Self { ConcentricRectangle() }
    public static func rect(uniformLeadingCorners: Edge.Corner.Style, uniformTrailingCorners: Edge.Corner.Style) -> Self {
        ConcentricRectangle()
    }
    public static func rect(
        uniformTopCorners: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style
    ) -> Self { ConcentricRectangle() }
    public static func rect(
        uniformBottomCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style
    )
        -> Self
    { ConcentricRectangle() }
    public static func rect(
        uniformLeadingCorners: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style
    ) -> Self { ConcentricRectangle() }
    public static func rect(
        uniformTrailingCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style
    ) -> Self { ConcentricRectangle() }
}

// MARK: Scenes

/// A scene shown in Assistive Access: its content is the app's, mounted as a window's is only when
/// the device is in Assistive Access, which an iPhone run here is not.
public struct AssistiveAccess<Content: View>: BuiltinScene {
    public init(@ViewBuilder content: () -> Content) {}
    package var windowContent: (any View)? { nil }
}
