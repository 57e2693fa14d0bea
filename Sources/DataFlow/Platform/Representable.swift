/// A UIKit view or view controller wrapped for SwiftUI. dataflow runs no UIKit: the wrapper is a
/// leaf of the screen named by its type (`MapView (UIKit)`); its `makeUIView` and
/// `updateUIView` never run, and its coordinator is never made.
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    // Declared so that `UIViewType` is inferred from them (`-> some UIView`); never called.
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
}

public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}

extension UIViewRepresentable {
    public var body: Never { preconditionFailure("a UIKit view is a leaf: the graph never asks for its body") }
}

extension UIViewControllerRepresentable {
    public var body: Never { preconditionFailure("a UIKit view controller is a leaf: the graph never asks for its body") }
}

public struct UIViewRepresentableContext<Representable> {
    public var environment: EnvironmentValues { EnvironmentValues() }
    public var transaction: Transaction { Transaction() }
}

public struct UIViewControllerRepresentableContext<Representable> {
    public var environment: EnvironmentValues { EnvironmentValues() }
    public var transaction: Transaction { Transaction() }
}

/// A UIKit view's leaf node.
final class RepresentableNode: Node {
    private let name: String

    init(context: NodeContext, type: Any.Type) {
        name = displayTypeName(type)
        super.init(context, viewType: type)
    }

    override package var pathName: String? { name }

    override package func render(into screen: inout ScreenBuilder) {
        screen.add("\(name) (UIKit, not run)", identity: identityPath)
    }
}

extension ViewGraph {
    /// Whether a view is a UIKit wrapper: a leaf the graph draws itself.
    static func isRepresentable(_ type: Any.Type) -> Bool {
        type is any UIViewRepresentable.Type || type is any UIViewControllerRepresentable.Type
    }
}
