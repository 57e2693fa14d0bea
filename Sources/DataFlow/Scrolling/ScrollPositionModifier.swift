import Foundation

/// Where an app asks a scroll view to be (§33): a view's id, an edge, an offset.
enum ScrollRequest: Equatable {
    case none
    case view(AnyHashable, anchor: UnitPoint?)
    case edge(Edge)
    case offset(Double)
    /// A point of the content at the same point of the visible part (`.bottom`: the end).
    case anchor(UnitPoint)
}

/// `.scrollPosition(id:)`, `.scrollPosition(_:)` and `.defaultScrollAnchor`: the scroll view
/// scrolls to what the app asks, when it first appears and whenever the request changes; a
/// swipe writes back the first row on screen (§33).
public struct _ScrollPositionModifier: BuiltinModifier {
    /// What the binding asks for now.
    let request: () -> ScrollRequest
    /// Writes where the user scrolled to: the first row on screen, and the offset; nil for a
    /// request made once (`defaultScrollAnchor`).
    let userScrolled: ((_ firstRow: RowID?, _ offset: Double) -> Void)?

    package func makeBehavior() -> ModifierBehavior? { ScrollPositionBehavior() }
}

final class ScrollPositionBehavior: ModifierBehavior, ScrollObserver {
    private weak var node: ModifierNode?
    private var viewport: ScrollViewport?
    private var applied: ScrollRequest = .none

    /// A request that changed since it was last applied scrolls the view (the app's code moved it).
    override package func update(_ modifier: any BuiltinModifier, node: ModifierNode, isFirst: Bool) {
        guard let modifier = modifier as? _ScrollPositionModifier else { return }
        if isFirst {
            // Where the scroll view made below starts: taken when it is made (§33).
            applied = modifier.request()
            if applied != .none { node.graph.initialScrollRequests[ObjectIdentifier(node)] = applied }
            return
        }
        guard let viewport, modifier.userScrolled != nil else { return }
        let request = modifier.request()
        guard request != applied else { return }
        applied = request
        viewport.scroll(to: request)
    }

    /// Once the content is made, it hears the scroll view scroll; a request no scroll view took
    /// (its content made no lazy rows) is applied now.
    override package func contentDidUpdate(node: ModifierNode, isFirst: Bool) {
        guard isFirst else { return }
        let untaken = node.graph.initialScrollRequests.removeValue(forKey: ObjectIdentifier(node))
        guard let scroller = node.scrollerOfModifier else { return }
        self.node = node
        let viewport = scroller.viewport
        self.viewport = viewport
        viewport.addObserver(self)
        if let untaken { viewport.scroll(to: untaken) }
        viewport.applyInitialRequest()
    }

    func viewportDidScroll(_ viewport: ScrollViewport, byUser: Bool) {
        guard byUser, let node, !node.isRemoved, let modifier = node.modifier as? _ScrollPositionModifier, let write = modifier.userScrolled else {
            return
        }
        write(viewport.firstShownRowID, viewport.offset)
        applied = modifier.request()
    }
}

extension ScrollViewport {
    /// Goes where `request` asks.
    func scroll(to request: ScrollRequest) {
        switch request {
        case .none: return
        case .edge(let edge): scroll(to: edge == .bottom ? maximumOffset : 0)
        case .offset(let y): scroll(to: y)
        case .anchor(let anchor): scroll(to: maximumOffset * Double(anchor.y))
        case .view(let id, let anchor): scroll(toViewWith: id, anchor: anchor ?? UnitPoint(x: 0.5, y: 0))
        }
    }

    /// Scrolls so that the view with `id` (a lazy row's id, made or not, or an `.id`) shows:
    /// with `anchor`, its anchor point at the visible part's; without, to the nearest edge.
    func scroll(toViewWith id: AnyHashable, anchor: UnitPoint?) {
        guard let (_, top, height) = node.place(of: id) else { return }
        if let anchor {
            scroll(to: top + height * Double(anchor.y) - visibleHeight * Double(anchor.y))
        } else if top < offset {
            scroll(to: top)
        } else if top + height > offset + visibleHeight {
            scroll(to: top + height - visibleHeight)
        }
    }
}

extension View {
    /// The id of the first view a scroll view shows, read and written through `id` (iOS 17):
    /// setting it scrolls there; a swipe sets it to the first row on screen (§33).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(
            _ScrollPositionModifier(
                request: { id.wrappedValue.map { .view(AnyHashable($0), anchor: anchor) } ?? .none },
                userScrolled: { row, _ in
                    if let row = row?.value.base as? ID { id.wrappedValue = row }
                }))
    }

    /// Binds a scroll view's position (iOS 18): the app's `scrollTo` moves it; a swipe marks it
    /// positioned by the user, at the first row on screen or the offset (§33).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(
            _ScrollPositionModifier(
                request: { position.wrappedValue.request(anchor: anchor) },
                userScrolled: { row, offset in
                    var moved = position.wrappedValue
                    moved.target = row?.sendableValue.map { .view($0, anchor: anchor) } ?? .point(x: nil, y: offset)
                    moved.isPositionedByUser = true
                    position.wrappedValue = moved
                }))
    }

    /// Where a scroll view starts: at its bottom with `.bottom` (a chat), its top otherwise (§33).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(_ScrollPositionModifier(request: { anchor.map { .anchor($0) } ?? .none }, userScrolled: nil))
    }

    /// iOS 18: the anchor for one role; the initial offset's is where the scroll view starts.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifier(
            _ScrollPositionModifier(
                request: { role == .initialOffset ? anchor.map { .anchor($0) } ?? .none : .none }, userScrolled: nil))
    }
}

extension ScrollPosition {
    /// What the position asks a scroll view for.
    func request(anchor: UnitPoint?) -> ScrollRequest {
        switch target {
        case .automatic: .none
        case .view(let id, let viewAnchor): .view(AnyHashable(id), anchor: viewAnchor ?? anchor)
        case .edge(let edge): .edge(edge)
        case .point(_, let y): y.map { .offset(Double($0)) } ?? .none
        }
    }
}

extension RowID {
    /// The id as a value a scroll position can hold: an `Int`, a `String` or a `UUID`.
    var sendableValue: (any Hashable & Sendable)? {
        switch self {
        case .int(let value): value
        case .string(let value): value
        case .uuid(let value): value
        case .other: nil
        }
    }
}
