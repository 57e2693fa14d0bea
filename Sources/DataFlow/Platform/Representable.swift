/// UIKit inside SwiftUI: `UIViewRepresentable` and `UIViewControllerRepresentable`.
///
/// As in SwiftUI, the representable's life is run (§32): when it first appears, its coordinator
/// is made (`makeCoordinator()`), then its view or controller (`makeUIView(context:)`), then
/// `updateUIView(_:context:)`; each time its parent gives it inputs that compare unequal (§5: a
/// binding or a closure among them always does) `updateUIView` runs again, and when it goes,
/// `dismantleUIView(_:coordinator:)`. Their context holds the coordinator and the environment at
/// the representable's place. The UIKit objects are dataflow's (they draw nothing), and the
/// common ones a user operates are controls a script operates: a `UICalendarView`'s dates
/// (`pick "CalendarView" "2026-03-14"`), a `UIImagePickerController`'s photo (`pick-photos
/// "ImagePicker" 1`), and a share sheet closed with its sheet (`dismiss`, which tells its
/// completion handler nothing was shared). Their delegates are told as UIKit tells them.
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public var body: Never { preconditionFailure("a UIKit view is a leaf: the graph never asks for its body") }
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    public var body: Never { preconditionFailure("a UIKit view controller is a leaf: the graph never asks for its body") }
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made, the same for the representable's life.
    public let coordinator: Representable.Coordinator
    /// The environment at the representable's place.
    public var environment: EnvironmentValues
    public var transaction: Transaction { Transaction() }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction: Transaction { Transaction() }
}

/// The representable's side of its life: its UIKit object, its coordinator, and the calls.
protocol RepresentableDriver: AnyObject {
    /// The view or view controller the representable made.
    var object: UIResponder { get }
    /// Gives it new inputs: `update…` runs with them.
    func update(_ representable: any View, environment: EnvironmentValues)
    func dismantle()
    /// What UIKit tells a view controller once it is on screen (`viewWillAppear`,
    /// `viewDidAppear`) and once it has left; nil for a view.
    var appearance: (appear: () -> Void, disappear: () -> Void)? { get }
}

extension RepresentableDriver {
    var appearance: (appear: () -> Void, disappear: () -> Void)? { nil }
}

final class UIViewDriver<Representable: UIViewRepresentable>: RepresentableDriver {
    private let coordinator: Representable.Coordinator
    private let view: Representable.UIViewType
    var object: UIResponder { view }

    init(_ representable: Representable, environment: EnvironmentValues) {
        coordinator = representable.makeCoordinator()
        let context = Representable.Context(coordinator: coordinator, environment: environment)
        view = representable.makeUIView(context: context)
        representable.updateUIView(view, context: context)
    }

    func update(_ representable: any View, environment: EnvironmentValues) {
        guard let representable = representable as? Representable else { return }
        representable.updateUIView(view, context: Representable.Context(coordinator: coordinator, environment: environment))
    }

    func dismantle() { Representable.dismantleUIView(view, coordinator: coordinator) }
}

final class UIViewControllerDriver<Representable: UIViewControllerRepresentable>: RepresentableDriver {
    private let coordinator: Representable.Coordinator
    private let controller: Representable.UIViewControllerType
    var object: UIResponder { controller }

    init(_ representable: Representable, environment: EnvironmentValues) {
        coordinator = representable.makeCoordinator()
        let context = Representable.Context(coordinator: coordinator, environment: environment)
        controller = representable.makeUIViewController(context: context)
        representable.updateUIViewController(controller, context: context)
        // Added to the screen, its view is loaded: `loadView`, `viewDidLoad`.
        controller.loadViewIfNeeded()
    }

    var appearance: (appear: () -> Void, disappear: () -> Void)? {
        let controller = controller
        let appear = {
            controller.viewWillAppear(false)
            controller.viewDidAppear(false)
        }
        let disappear = {
            controller.viewWillDisappear(false)
            controller.viewDidDisappear(false)
        }
        return (appear, disappear)
    }

    func update(_ representable: any View, environment: EnvironmentValues) {
        guard let representable = representable as? Representable else { return }
        representable.updateUIViewController(controller, context: Representable.Context(coordinator: coordinator, environment: environment))
    }

    func dismantle() { Representable.dismantleUIViewController(controller, coordinator: coordinator) }
}

/// What a representable's "body" is here: its UIKit object, made and updated by this leaf. The
/// representable's own node is a body node (its `@Environment`, `@State` and Observation reads
/// are installed and tracked as any view's), whose evaluation hands this leaf the installed copy:
/// the leaf runs `make…` the first time and `update…` each later time, as part of that
/// evaluation, so what `updateUIView` reads through Observation re-runs it.
package struct _RepresentedUIKitObject: BuiltinView {
    let representable: any View
    let name: String
    /// The UIKit class the representable declares (`UIViewType`), which its line names.
    let objectType: Any.Type
    let makeDriver: (EnvironmentValues) -> RepresentableDriver

    /// Its line on the screen: `CalendarView (UIKit UICalendarView)`.
    var screenName: String { "\(name) (UIKit \(displayTypeName(objectType)))" }

    package func makeNode(in context: NodeContext) -> Node { RepresentedObjectNode(context, viewType: Self.self) }
}

extension UIViewRepresentable {
    package var _representedObject: _RepresentedUIKitObject {
        _RepresentedUIKitObject(representable: self, name: displayTypeName(Self.self), objectType: UIViewType.self) { environment in
            UIViewDriver(self, environment: environment)
        }
    }
}

extension UIViewControllerRepresentable {
    package var _representedObject: _RepresentedUIKitObject {
        _RepresentedUIKitObject(representable: self, name: displayTypeName(Self.self), objectType: UIViewControllerType.self) { environment in
            UIViewControllerDriver(self, environment: environment)
        }
    }
}

/// The representable's UIKit object: made, updated and dismantled on the live host (a fresh
/// render makes none: it would run the app's UIKit code twice), and operated by scripts.
final class RepresentedObjectNode: Node, ControlNode {
    private var driver: RepresentableDriver?
    private var shown: _RepresentedUIKitObject?

    override package var pathName: String? { nil }

    override package func apply(_ view: any View) {
        guard let represented = view as? _RepresentedUIKitObject else { return }
        shown = represented
        let environment = self.environment
        let owner = parent as? BodyNode
        host.listening {
            let run = { [self] in
                if let driver {
                    driver.update(represented.representable, environment: environment)
                } else {
                    let made = represented.makeDriver(environment)
                    driver = made
                    // UIKit tells a controller it appeared after the update that added it.
                    if let appear = made.appearance?.appear {
                        host.queue.enqueue("\(represented.screenName) appeared", appear)
                    }
                }
            }
            if let owner { owner.trackingAsPartOfBody(run) } else { run() }
        }
    }

    override package func willRemove() {
        guard let driver else { return }
        driver.dismantle()
        // UIKit tells a controller it disappeared, and reports leaving (a share sheet's
        // completion), after the update that removed it, as its own event: writes there land,
        // as they would on a phone.
        let disappear = driver.appearance?.disappear
        let report = (driver.object as? any ReportsLeaving)?.leavingReport()
        guard disappear != nil || report != nil else { return }
        let leave = {
            disappear?()
            report?()
        }
        host.queue.enqueue("\(shown?.screenName ?? displayTypeName(type(of: driver.object))) disappeared", leave)
    }

    var controlHandles: [ControlHandle] {
        guard let object = driver?.object, let shown else { return [] }
        // (Its detail, `selected 2026-03-14`, is the object's, not the app's: not on screen,
        // where a fresh render, which makes no object, would call it stale.)
        return object.scriptControls(label: shown.name).map { handle in
            var operated = ControlHandle(kind: handle.kind, label: handle.label) { [unowned self] action in
                self.host.perform { handle.operate(action) }
            }
            operated.blockedReason = handle.blockedReason
            return operated
        }
    }

    override package func render(into screen: inout ScreenBuilder) {
        guard let shown else { return }
        screen.add(shown.screenName, identity: parent?.identityPath ?? identityPath, isOpaque: true)
    }
}
