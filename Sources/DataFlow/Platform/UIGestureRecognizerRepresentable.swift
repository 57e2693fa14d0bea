import Foundation

// iOS 18's UIKit gesture recognizers attached to a SwiftUI view (`.gesture(MyRecognizer())`), run
// as a representable's life is (§32): where the view first appears its coordinator is made
// (`makeCoordinator(converter:)`), then its recognizer (`makeUIGestureRecognizer(context:)`), then
// `updateUIGestureRecognizer(_:context:)`; the update runs again whenever SwiftUI would re-run a
// body in the representable's place (its inputs compare unequal, §5, or something it read
// changed). The representable is installed as a view is, so its `@Environment` and `@Binding`
// read the values at its place. A recognizer a script can make sends its action, and
// `handleUIGestureRecognizerAction(_:context:)` runs, at each state it goes through: a tap's
// (`tap-gesture "<view>"`), a long press's (`long-press`) and a pan's (`drag "<view>" dx dy`),
// the view named by what its content shows. A swipe, a pinch or an app's own subclass of
// `UIGestureRecognizer` is made and updated, and its action never runs: a script cannot make it.

/// A UIKit gesture recognizer a SwiftUI view carries, made and kept up to date by SwiftUI as a
/// representable view is, so that an app reuses its UIKit gestures in SwiftUI.
public protocol UIGestureRecognizerRepresentable {
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    associatedtype Coordinator = Void
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
}

extension UIGestureRecognizerRepresentable {
    /// Nothing to bring up to date: a representable whose recognizer never changes leaves it out.
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
    /// Nothing to do when the gesture is recognized: a representable that only configures the
    /// recognizer (its delegate, its failure requirements) leaves it out.
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    /// No coordinator, for a representable that has nothing to keep between calls.
    public func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { () }
}

/// What each call on a gesture representable is handed, so it reaches the objects that live as long
/// as the recognizer does.
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    /// The coordinator `makeCoordinator(converter:)` made, the same for the representable's life.
    public let coordinator: Representable.Coordinator
    /// Where the gesture is in the view's coordinate spaces, the same one the coordinator was given.
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

// SwiftUI marks the context as not sendable; so does dataflow, so code that compiles here compiles there.
@available(*, unavailable)
extension UIGestureRecognizerRepresentableContext: Sendable {}

/// The recognizer's touch in SwiftUI's coordinate spaces, so an app places what the gesture moves.
///
/// dataflow lays nothing out: every view sits at the origin of every coordinate space (as a
/// `UIView`'s `convert(_:to:)` answers here), and a scripted gesture lands at the view's origin,
/// as a scripted `.onTapGesture(coordinateSpace:)` does. A pan's translation is the script's
/// distance (`drag "<view>" 120 0`: zero as it begins, then 120 across), its touch is that far
/// from the origin (as a `DragGesture`'s location is), and its velocity is zero; other recognizers
/// have neither translation nor velocity, as UIKit's have no `translation(in:)` or `velocity(in:)`.
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    /// The recognizer it answers for, known once made: the coordinator, made first, holds the converter.
    let answers: ConvertedRecognizer

    init() { answers = ConvertedRecognizer() }

    /// Where the touch is in the view's own coordinates: the origin, or as far from it as a pan has moved.
    public var localLocation: CGPoint { location(in: .local) }

    /// A point of the screen in `coordinateSpace`: the same point, as every space has one origin here.
    public func convert(globalPoint: CGPoint, to coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint { globalPoint }

    /// Where the touch is in `coordinateSpace`: the view's origin, where a scripted gesture lands,
    /// moved by a pan's translation.
    public func location(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint {
        (answers.recognizer as? UIPanGestureRecognizer)?.translation(in: nil) ?? .zero
    }

    /// How fast the touch moves in the view's own coordinates: zero for a pan, nil for other recognizers.
    public var localVelocity: CGPoint? { velocity(in: .local) }

    /// How fast the touch moves in `coordinateSpace`: a pan's velocity (zero: a script's drag
    /// takes no time), nil for a recognizer that has none.
    public func velocity(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? {
        (answers.recognizer as? UIPanGestureRecognizer)?.velocity(in: nil)
    }

    /// How far the touch has moved in the view's own coordinates: a pan's translation, nil for other recognizers.
    public var localTranslation: CGPoint? { translation(in: .local) }

    /// How far the touch has moved in `coordinateSpace`: a pan's translation, the same in every
    /// space; nil for a recognizer that has none.
    public func translation(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? {
        (answers.recognizer as? UIPanGestureRecognizer)?.translation(in: nil)
    }
}

// SwiftUI marks the converter as not sendable; so does dataflow, so code that compiles here compiles there.
@available(*, unavailable)
extension UIGestureRecognizerRepresentableCoordinateSpaceConverter: Sendable {}

/// The recognizer a converter reads, set after the converter is handed out; held weakly, as the
/// driver holds the recognizer and the coordinator may hold the converter.
final class ConvertedRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

extension View {
    /// Attaches a UIKit gesture recognizer to this view: the representable is installed at its own
    /// place (named after its type, its `@Environment` read there), and its recognizer is a
    /// gesture a script makes on this view, named by what the view shows.
    public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View {
        RepresentedGestureView(representable: representable, content: self)
    }
}

/// The representable and the view it is attached to, as the graph runs them: a body view whose
/// dynamic properties are the representable's (so it is installed, and compared, as a
/// `UIViewRepresentable` is, §32), and whose body is the content under the recognizer's place.
struct RepresentedGestureView<Representable: UIGestureRecognizerRepresentable, Content: View>: View, DynamicPropertyHolder {
    static var hostedField: String { "representable" }
    static var displayType: Any.Type { Representable.self }

    var representable: Representable
    var content: Content

    /// Evaluated on the installed copy: the recognizer's place is handed the installed representable.
    var body: some View { content.modifier(RepresentedRecognizerModifier(representable)) }
}

/// The recognizer's place above the content, holding the installed representable and how to make
/// its driver (the representable's type is known here, not in the node).
struct RepresentedRecognizerModifier: BuiltinModifier {
    let representable: Any
    let makeDriver: () -> any RecognizerDriver
    /// The representable's type and the UIKit class it declares (`UIGestureRecognizerType`), which its line names.
    let types: (representable: Any.Type, recognizer: Any.Type)

    init<Representable: UIGestureRecognizerRepresentable>(_ representable: Representable) {
        self.representable = representable
        makeDriver = { UIGestureRecognizerDriver(representable) }
        types = (Representable.self, Representable.UIGestureRecognizerType.self)
    }

    /// Its line on the screen: `Tapper (UIKit UITapGestureRecognizer)`.
    var screenName: String { "\(displayTypeName(types.representable)) (UIKit \(displayTypeName(types.recognizer)))" }

    package func makeNode(in context: NodeContext, viewType: Any.Type) -> ModifierNode {
        RepresentedRecognizerNode(modifier: self, context: context, viewType: viewType)
    }
}

/// The representable's side of the recognizer's life, whatever its type: the recognizer, and the calls.
protocol RecognizerDriver: AnyObject {
    /// The recognizer `makeUIGestureRecognizer(context:)` made.
    var recognizer: UIGestureRecognizer { get }
    /// Gives it the representable's new value: `updateUIGestureRecognizer` runs with it.
    func update(_ representable: Any)
    /// The view left: the recognizer no longer reaches the representable.
    func detach()
}

/// One representable's recognizer and coordinator, made in SwiftUI's order: the coordinator (with
/// the converter), the recognizer, then its first update.
final class UIGestureRecognizerDriver<Representable: UIGestureRecognizerRepresentable>: RecognizerDriver {
    /// The latest value the view gave: the one whose `handleUIGestureRecognizerAction` runs.
    private var representable: Representable
    private let coordinator: Representable.Coordinator
    private let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
    private let made: Representable.UIGestureRecognizerType
    var recognizer: UIGestureRecognizer { made }

    private var context: Representable.Context { Representable.Context(coordinator: coordinator, converter: converter) }

    init(_ representable: Representable) {
        self.representable = representable
        let converter = UIGestureRecognizerRepresentableCoordinateSpaceConverter()
        self.converter = converter
        coordinator = representable.makeCoordinator(converter: converter)
        let context = Representable.Context(coordinator: coordinator, converter: converter)
        made = representable.makeUIGestureRecognizer(context: context)
        converter.answers.recognizer = made
        // SwiftUI's own target: each action the recognizer sends reaches the representable.
        let handle: (UIGestureRecognizer) -> Void = { [weak self] _ in self?.recognized() }
        made.addTarget(self, action: Selector("handleUIGestureRecognizerAction:", handle))
        representable.updateUIGestureRecognizer(made, context: context)
    }

    private func recognized() { representable.handleUIGestureRecognizerAction(made, context: context) }

    func update(_ representable: Any) {
        guard let representable = representable as? Representable else { return }
        self.representable = representable
        representable.updateUIGestureRecognizer(made, context: context)
    }

    func detach() { made.removeTarget(self, action: nil) }
}

/// The recognizer's place: makes it on the live host the first time (a fresh render makes none: it
/// would run the app's UIKit code twice), updates it each later time, and offers its gesture to
/// scripts on the content, as a recognizer on a `UIView` is offered.
final class RepresentedRecognizerNode: ModifierNode, ControlNode {
    private var driver: (any RecognizerDriver)?

    override package func apply(_ view: any View) {
        if let represented = (view as? any ModifiedContentProtocol)?.anyModifier as? RepresentedRecognizerModifier {
            // What `updateUIGestureRecognizer` reads through Observation is the representable's
            // dependency, as a representable view's `updateUIView` reads are (§32).
            let body = owner
            host.listening {
                let run = { [self] in
                    if let driver {
                        driver.update(represented.representable)
                    } else {
                        driver = represented.makeDriver()
                    }
                }
                if let body { body.trackingAsPartOfBody(run) } else { run() }
            }
        }
        super.apply(view)
    }

    override package func willRemove() {
        driver?.detach()
        driver = nil
        super.willRemove()
    }

    /// The content, then the recognizer under it: one line that never changes, drawn by UIKit, so
    /// that the hints never call an update of the recognizer wasted, as for a representable view (§32).
    override package func render(into screen: inout ScreenBuilder) {
        super.render(into: &screen)
        guard let represented = modifier as? RepresentedRecognizerModifier else { return }
        screen.indent { $0.add(represented.screenName, identity: parent?.identityPath ?? identityPath, isOpaque: true) }
    }

    var controlHandles: [ControlHandle] {
        guard let recognizer = driver?.recognizer, recognizer.isEnabled else { return [] }
        return recognizer.scriptControls(label: contentLabel).map { handle in
            var operated = ControlHandle(kind: handle.kind, label: handle.label) { [unowned self] action in
                self.host.perform { handle.operate(action) }
            }
            operated.blockedReason = handle.blockedReason
            return operated
        }
    }
}
