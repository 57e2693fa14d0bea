/// A piece of user interface described as a value, exactly as in SwiftUI.
///
/// A view is a struct whose `body` describes its content. The graph keeps its own installed copy
/// of every view it shows and evaluates `body` again only when the rules say it must (a changed
/// input, a changed dependency), which is what `dataflow` makes visible.
///
///     struct Counter: View {
///         @State private var count = 0
///         var body: some View {
///             Button("Count: \(count)") { count += 1 }
///         }
///     }
public protocol View {
    /// The type of view this view's body produces.
    associatedtype Body: View

    /// The content of this view. The graph calls it; experiment code never needs to.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { preconditionFailure("Never has no body") }
}

/// A view the graph knows how to build itself: containers, controls, modifiers.
///
/// Built-in views have no `body`; the graph asks them for a node instead. Experiment authors
/// never conform to this: it is the boundary between SwiftUI's vocabulary and the engine's.
package protocol BuiltinView: View where Body == Never {
    /// Creates the node that will represent this view in the graph.
    func makeNode(in context: NodeContext) -> Node
}

extension BuiltinView {
    public var body: Never { preconditionFailure("\(Self.self) is built in; the graph never asks for its body") }
}
