import Foundation

/// A cell's content written in SwiftUI (iOS 16): `cell.contentConfiguration =
/// UIHostingConfiguration { Label(item.title, systemImage: "star") }.margins(.horizontal, 20)`.
/// dataflow has no UIKit cells, so no cell shows it: the configuration is made, its margins,
/// minimum size and background are kept, and `makeContentView()` gives a view that holds it.
/// A SwiftUI `List` row is how dataflow shows the same content.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let backgroundContent: Background
    /// The edges `.margins` set, and their lengths; the others keep the cell's layout margins.
    var marginEdges: Edge.Set = []
    var marginInsets = EdgeInsets()
    var minimumWidth: CGFloat?
    var minimumHeight: CGFloat?

    init(content: Content, background: Background) {
        self.content = content
        backgroundContent = background
    }

    /// The same content over another background view, which fills the cell behind it.
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        var configuration = UIHostingConfiguration<Content, B>(content: self.content, background: content())
        configuration.marginEdges = marginEdges
        configuration.marginInsets = marginInsets
        configuration.minimumWidth = minimumWidth
        configuration.minimumHeight = minimumHeight
        return configuration
    }

    /// The same content over a colour, gradient or material filling the cell.
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> {
        background { _UIHostingConfigurationBackgroundView(style: style) }
    }

    /// The content inset `length` from the cell's `edges` instead of its layout margins.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// The content inset from the cell's `edges` by the insets' lengths for those edges.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background> {
        var configuration = self
        configuration.marginEdges.formUnion(edges)
        if edges.contains(.top) { configuration.marginInsets.top = insets.top }
        if edges.contains(.leading) { configuration.marginInsets.leading = insets.leading }
        if edges.contains(.bottom) { configuration.marginInsets.bottom = insets.bottom }
        if edges.contains(.trailing) { configuration.marginInsets.trailing = insets.trailing }
        return configuration
    }

    /// The smallest size the cell takes, whatever its content's size; nil keeps a dimension's.
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> {
        var configuration = self
        if let width { configuration.minimumWidth = width }
        if let height { configuration.minimumHeight = height }
        return configuration
    }

    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func minSize() -> UIHostingConfiguration<Content, Background> { self }

    /// The view that holds the configuration as a cell's content (no cell shows it here).
    public func makeContentView() -> any UIView & UIContentView {
        HostingConfigurationContentView(configuration: self)
    }

    /// The same configuration: the content reads a cell's state through its own data here, as
    /// there is no cell whose selection or highlight changes.
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> { self }
}

extension UIHostingConfiguration where Background == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), background: EmptyView())
    }
}

/// A hosting configuration's background made from a shape style: the style filling the cell.
public struct _UIHostingConfigurationBackgroundView<Style: ShapeStyle>: View {
    let style: Style

    public var body: some View { Rectangle().fill(style) }
}

/// The content view of a `UIHostingConfiguration`: it holds the configuration it was made with
/// or given, for the app's code; nothing lays it out or draws it.
final class HostingConfigurationContentView: UIView, UIContentView, @unchecked Sendable {
    var configuration: any UIContentConfiguration

    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }
}
