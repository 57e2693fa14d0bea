import Foundation

/// Reads the size its parent offers and builds content from it. dataflow lays nothing out: every
/// geometry reader is offered the whole screen (`UIScreen.main.bounds`, an iPhone's 393 × 852
/// points, or the size `--screen` chose), so content that depends on the size compiles, runs and
/// is the same on every run.
public struct GeometryReader<Content: View>: View {
    /// The closure that builds the content from the geometry (SwiftUI's public property).
    public var content: (GeometryProxy) -> Content {
        didSet { built = content(GeometryProxy(size: UIScreen.main.bounds.size)) }
    }
    /// The content, built when the reader is made, as dataflow always has (the geometry never
    /// changes in a run).
    private var built: Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
        built = content(GeometryProxy(size: UIScreen.main.bounds.size))
    }
}

/// The geometry a reader was offered.
public struct GeometryProxy {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0) }

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { CGRect(origin: .zero, size: size) }
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { CGRect(origin: .zero, size: size) }
}

/// A coordinate space, as iOS 17 names them (`.global`, `.local`, `.named("scroll")`).
public protocol CoordinateSpaceProtocol {
    /// The space as iOS 13's `CoordinateSpace` value.
    var coordinateSpace: CoordinateSpace { get }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
    let name: String
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "\(name)") }
    /// `.named(name)`: dataflow keeps a space's name as text, so a name that is not a string is
    /// matched by its description.
    public var coordinateSpace: CoordinateSpace { .named(AnyHashable(name)) }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "\(name)") }
    /// The space of the nearest enclosing scroll view along `axis` (iOS 17).
    public static func scrollView(axis: Axis) -> Self { NamedCoordinateSpace(name: "scrollView(axis: \(axis))") }
    /// The space of the nearest enclosing scroll view (iOS 17).
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: "scrollView") }
}

extension GeometryReader: StructuralContent {
    package var screenLine: String? { "GeometryReader" }
    package var layout: NodeLayout { .flexible }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: built)] }
}

/// Shows the first of its views (the one that fits: dataflow has no sizes, so the first).
public struct ViewThatFits<Content: View>: View {
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ViewThatFits: StructuralContent {
    package var screenLine: String? { "ViewThatFits" }
    package func children() -> [ChildSlot] {
        guard let tuple = content as? any TupleViewProtocol, let first = tuple.elements.first else {
            return [ChildSlot(key: .content, view: content)]
        }
        return [ChildSlot(key: .position(0), view: first)]
    }
}

/// Gives its content a proxy that scrolls to a view by id: a row of a lazy container comes on
/// screen (its body and appear actions run) as the proxy scrolls to it (§33).
public struct ScrollViewReader<Content: View>: View {
    /// The closure that builds the content from the proxy (SwiftUI's public property).
    public var content: (ScrollViewProxy) -> Content {
        didSet { built = content(ScrollViewProxy(target: target)) }
    }
    let target: ScrollReaderTarget
    /// The content, built when the reader is made (in the parent's body, whose reads it is).
    private var built: Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        let target = ScrollReaderTarget()
        self.target = target
        self.content = content
        built = content(ScrollViewProxy(target: target))
    }
}

extension ScrollViewReader: StructuralContent {
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: built)] }
    package func makeNode(in context: NodeContext) -> Node { ScrollViewReaderNode(view: self, context: context) }
}
