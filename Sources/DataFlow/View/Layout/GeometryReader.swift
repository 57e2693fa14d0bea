import Foundation

/// Reads the size its parent offers and builds content from it. dataflow lays nothing out: every
/// geometry reader is offered the whole screen (`UIScreen.main.bounds`, an iPhone's 393 × 852
/// points, or the size `--screen` chose), so content that depends on the size compiles, runs and
/// is the same on every run.
public struct GeometryReader<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content(GeometryProxy(size: UIScreen.main.bounds.size))
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
public protocol CoordinateSpaceProtocol {}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
    let name: String
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "\(name)") }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol { public init() {} }
public struct LocalCoordinateSpace: CoordinateSpaceProtocol { public init() {} }

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "\(name)") }
}

extension GeometryReader: StructuralContent {
    package var screenLine: String? { "GeometryReader" }
    package var layout: NodeLayout { .flexible }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
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
    let content: Content
    let target: ScrollTarget

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        let target = ScrollTarget()
        self.target = target
        self.content = content(ScrollViewProxy(target: target))
    }
}

extension ScrollViewReader: StructuralContent {
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
    package func makeNode(in context: NodeContext) -> Node { ScrollViewReaderNode(view: self, context: context) }
}
