import Foundation

/// UIKit's control: what a button, a switch or a slider is. It tells its targets of events by
/// target-action (`addTarget(_:action:for:)`, whose `#selector` dataflow's preprocessor hands
/// over as the method itself) and runs the `UIAction`s added for an event (iOS 14). A script
/// operates it as the user would, and the control sends the events UIKit sends for that
/// touch, in UIKit's order. A disabled control (`isEnabled = false`) cannot be operated.
open class UIControl: UIView, @unchecked Sendable {
    /// The events a control sends.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, for the per-state titles and images.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var isContextMenuInteractionEnabled = false
    open var showsMenuAsPrimaryAction = false
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    private var targetActions: [(target: TargetAction, events: Event)] = []
    private var actions: [(action: UIAction, events: Event)] = []

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A control whose primary action is `primaryAction` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((TargetAction(target: target.map { $0 as AnyObject }, action: action), controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targetActions.removeAll { entry in
            (target == nil || entry.target.target === (target as AnyObject?)) && (action == nil || entry.target.action == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = targetActions.filter { $0.target.target === (target as AnyObject?) && $0.events.contains(controlEvent) }
            .map(\.target.action.name)
        return names.isEmpty ? nil : names
    }

    open var allControlEvents: Event { targetActions.reduce(actions.reduce([]) { $0.union($1.events) }) { $0.union($1.events) } }

    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func enumerateEventHandlers(_ iterator: (UIAction?, (target: Any?, action: Selector)?, Event, inout Bool) -> Void) {
        var stop = false
        for entry in actions where !stop { iterator(entry.action, nil, entry.events, &stop) }
        for entry in targetActions where !stop { iterator(nil, (entry.target.target as Any?, entry.target.action), entry.events, &stop) }
    }

    /// Tells the targets and runs the actions registered for any of `controlEvents`: the actions
    /// first, then the targets, each in the order added.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.sender = self
            entry.action.handler(entry.action)
        }
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.target.action, to: entry.target.target, for: nil)
        }
    }

    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
    }

    /// A handle on this control, blocked while it is disabled, as UIKit ignores touches then.
    func handle(_ kind: ControlKind, _ label: String, _ operate: @escaping (UIControl, ScriptAction) -> Void) -> ControlHandle {
        var handle = ControlHandle(kind: kind, label: label) { [weak self] action in
            guard let self else { return }
            operate(self, action)
        }
        handle.blockedReason = { [weak self] in
            guard let self, !self.isEnabled else { return nil }
            return "its \(displayTypeName(type(of: self))) is not enabled (isEnabled is false)"
        }
        return handle
    }
}

/// A closure-based action (iOS 14): a control's primary action, a menu's item.
open class UIMenuElement: @unchecked Sendable {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    public enum State: Int, Sendable { case off, on, mixed }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

public typealias UIActionHandler = (UIAction) -> Void

open class UIAction: UIMenuElement, @unchecked Sendable {
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    /// The control that sent it, while its handler runs.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}

/// A menu of actions, as a button shows it (`UIButton.menu`).
open class UIMenu: UIMenuElement, @unchecked Sendable {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier?
    public let options: Options
    public let children: [UIMenuElement]

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        self.identifier = identifier
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// The actions inside, menus inside menus flattened, in order.
    var allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            return (element as? UIMenu)?.allActions ?? []
        }
    }
}
