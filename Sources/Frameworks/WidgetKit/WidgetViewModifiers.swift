extension ContainerBackgroundPlacement {
    /// A widget's background (iOS 17): `.containerBackground(.fill.tertiary, for: .widget)`. Like
    /// every container background, it is not drawn.
    public static var widget: ContainerBackgroundPlacement { .navigation }
}

extension View {
    /// The URL the system opens in the app when the widget is tapped: there is no widget here.
    public func widgetURL(_ url: URL?) -> some View { self }

    /// Whether a view takes the accent colour in a tinted widget (iOS 16): not drawn.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

    /// The label of an accessory widget (iOS 16): not drawn.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }

    /// The same, as text.
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View { self }

    /// Whether a corner widget's content curves (iOS 17): not drawn.
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { self }
}

/// How an image is drawn in a tinted widget (iOS 18).
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let name: String

    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
    public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

extension Image {
    /// Accepted: a widget's tint is not drawn.
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View { self }
}

/// The standard background of a Lock Screen widget (iOS 16): one screen line.
public struct AccessoryWidgetBackground: View {
    public init() {}

    public var body: some View {
        DrawnView(kind: "AccessoryWidgetBackground", detail: "")
    }
}
