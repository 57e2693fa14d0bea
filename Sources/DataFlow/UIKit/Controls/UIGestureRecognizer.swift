import Foundation

/// A gesture UIKit recognizes on a view, telling its targets by target-action: a script makes
/// the gesture on the view it is attached to (`tap-gesture "<view>"`, `long-press`, `drag`), and
/// the recognizer goes through the states UIKit's does, sending its action at each.
open class UIGestureRecognizer: @unchecked Sendable {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    open internal(set) weak var view: UIView?
    open var isEnabled = true
    open internal(set) var state: State = .possible
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open weak var delegate: UIGestureRecognizerDelegate?
    open var name: String?
    open var numberOfTouches: Int { state == .possible ? 0 : 1 }
    private var targets: [TargetAction] = []

    public init(target: Any?, action: Selector?) {
        if let action { addTarget(target as Any, action: action) }
    }

    public init() {}

    open func addTarget(_ target: Any, action: Selector) { targets.append(TargetAction(target: target as AnyObject, action: action)) }

    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { ($0.target === (target as AnyObject?) || target == nil) && (action == nil || $0.action == action) }
    }

    /// Where the touch is, in `view`'s coordinates: the middle of the recognizer's view.
    open func location(in view: UIView?) -> CGPoint {
        guard let bounds = self.view?.bounds else { return .zero }
        return CGPoint(x: bounds.midX, y: bounds.midY)
    }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    /// Moves to `state` and tells every target, as UIKit does on each change of state.
    func recognize(_ state: State) {
        self.state = state
        for target in targets { target.action.send(to: target.target, from: self) }
    }

    /// Whether the delegate lets it begin (`gestureRecognizerShouldBegin`).
    var mayBegin: Bool { delegate?.gestureRecognizerShouldBegin(self) ?? true }

    package func scriptControls(label: String) -> [ControlHandle] { [] }
}

/// A target and its action, held as UIKit holds them: the target weakly.
struct TargetAction: @unchecked Sendable {
    weak var target: AnyObject?
    let action: Selector
}

/// What a gesture recognizer asks of its app.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

/// A tap: recognized at once (`tap-gesture "<view>"`).
open class UITapGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    override package func scriptControls(label: String) -> [ControlHandle] {
        [
            ControlHandle(kind: .tapGesture, label: label) { [weak self] _ in
                guard let self, self.mayBegin else { return }
                self.recognize(.ended)
            }
        ]
    }
}

/// A press held down: it begins once held long enough, and ends when released (`long-press`).
open class UILongPressGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
    open var allowableMovement: CGFloat = 10

    override package func scriptControls(label: String) -> [ControlHandle] {
        [
            ControlHandle(kind: .longPressable, label: label) { [weak self] _ in
                guard let self, self.mayBegin else { return }
                self.recognize(.began)
                self.recognize(.ended)
            }
        ]
    }
}

/// A drag: it begins, changes once by the script's distance, and ends (`drag "<view>" dx dy`).
open class UIPanGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero

    open func translation(in view: UIView?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    open func velocity(in view: UIView?) -> CGPoint { .zero }

    override package func scriptControls(label: String) -> [ControlHandle] {
        [
            ControlHandle(kind: .draggable, label: label) { [weak self] action in
                guard let self, case .drag(_, let dx, let dy, _) = action, self.mayBegin else { return }
                self.translation = .zero
                self.recognize(.began)
                self.translation = CGPoint(x: dx, y: dy)
                self.recognize(.changed)
                self.recognize(.ended)
            }
        ]
    }
}

/// A quick swipe in one direction: accepted, and never made (a script cannot swipe).
open class UISwipeGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1)
        public static let left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4)
        public static let down = Direction(rawValue: 8)
    }
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

/// Two fingers pinching: accepted, and never made (a script cannot pinch).
open class UIPinchGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}
