/// A view with no content.
public struct EmptyView: View {
    public init() {}
}

extension EmptyView: StructuralContent {
    package func children() -> [ChildSlot] { [] }
}

/// Several views side by side in a builder block; each keeps its position as identity.
public struct TupleView<T>: View {
    public var value: T
    let elements: [any View]

    public init<each Content: View>(_ content: repeat each Content) where T == (repeat each Content) {
        value = (repeat each content)
        var elements: [any View] = []
        for element in repeat each content { elements.append(element) }
        self.elements = elements
    }
}

/// A builder block's views, whatever their types.
protocol TupleViewProtocol {
    var elements: [any View] { get }
}

extension TupleView: TupleViewProtocol {}

extension TupleView: StructuralContent {
    package func children() -> [ChildSlot] {
        elements.enumerated().map { ChildSlot(key: .position($0.offset), view: $0.element) }
    }
}

/// The result of `if`/`else` in a builder: the two branches are different identities (§1). As in
/// SwiftUI it holds any content (a table's rows, a chart's marks) and is a view when both
/// branches are.
public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
}

extension _ConditionalContent: BuiltinView where TrueContent: View, FalseContent: View {}

extension _ConditionalContent: StructuralContent where TrueContent: View, FalseContent: View {
    package func children() -> [ChildSlot] {
        switch storage {
        case .trueContent(let content): [ChildSlot(key: .branch(true), view: content)]
        case .falseContent(let content): [ChildSlot(key: .branch(false), view: content)]
        }
    }
}

/// An `if` without `else`: present or absent; absent destroys the content's state (§1).
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: BuiltinView where Wrapped: View {}

extension Optional: StructuralContent where Wrapped: View {
    package func children() -> [ChildSlot] {
        switch self {
        case .some(let content): [ChildSlot(key: .branch(true), view: content)]
        case .none: []
        }
    }
}

/// A type-erased view. Changing the erased type at one position replaces the identity (§1).
public struct AnyView: View {
    let content: any View

    public init<Content: View>(_ content: Content) {
        self.content = content
    }

    public init<Content: View>(erasing content: Content) {
        self.content = content
    }
}

extension AnyView: StructuralContent {
    package func children() -> [ChildSlot] { [ChildSlot(key: .position(0), view: content)] }
}

/// An `if` (or `if`/`else`) seen in a view list: what it contributes is the branch taken, when a
/// container reads its content's views one by one (a `TabView`'s tabs, iOS 18's subviews).
protocol BranchingContent {}
extension Optional: BranchingContent {}
extension _ConditionalContent: BranchingContent {}
