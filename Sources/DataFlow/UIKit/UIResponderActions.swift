import Foundation

/// An Objective-C method, as `#selector(Coordinator.changed(_:))` names it: its name, and the
/// method itself when dataflow's preprocessor could hand it over, so that target-action works
/// without an Objective-C runtime. Linux has none: the preprocessor writes `#selector(…)` as
/// `Selector("changed:", Coordinator.changed(_:))` for the app's own methods, and as the name
/// alone (`Selector("resignFirstResponder")`) for UIKit's and for property accessors. Two
/// selectors are equal when their names are, as in Objective-C.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String
    /// Calls the method on a target with a sender, when the selector carries it and both fit.
    let perform: (@Sendable (AnyObject?, Any?) -> Void)?

    public init(_ function: String) {
        name = function
        perform = nil
    }
    public init(stringLiteral value: String) { self.init(value) }
    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    // The method, unapplied (`Coordinator.changed(_:)`) or bound to `self` (`changed(_:)`
    // inside the class): with no argument, a sender, or a sender and an event.

    public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {
        nonisolated(unsafe) let method = method
        self.name = name
        perform = { target, _ in
            if let target = target as? Target { _ = method(target)() }
        }
    }

    public init<Target: AnyObject, Sender, Result>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Result) {
        nonisolated(unsafe) let method = method
        self.name = name
        perform = { target, sender in
            if let target = target as? Target, let sender = sender as? Sender { _ = method(target)(sender) }
        }
    }

    public init<Target: AnyObject, Sender, Event, Result>(_ name: String, _ method: @escaping (Target) -> (Sender, Event) -> Result) {
        nonisolated(unsafe) let method = method
        self.name = name
        perform = { target, sender in
            if let target = target as? Target, let sender = sender as? Sender, let event = UIEvent() as? Event {
                _ = method(target)(sender, event)
            }
        }
    }

    public init<Result>(_ name: String, _ method: @escaping () -> Result) {
        nonisolated(unsafe) let method = method
        self.name = name
        perform = { _, _ in _ = method() }
    }

    public init<Sender, Result>(_ name: String, _ method: @escaping (Sender) -> Result) {
        nonisolated(unsafe) let method = method
        self.name = name
        perform = { _, sender in
            if let sender = sender as? Sender { _ = method(sender) }
        }
    }

    /// Sends the message to `target`, from `sender`: whether the selector could (it carries its
    /// method, and the target is of its class). A bound method ignores the target.
    @discardableResult
    package func send(to target: AnyObject?, from sender: Any?) -> Bool {
        guard let perform else { return false }
        perform(target, sender)
        return true
    }
}

/// An event UIKit delivers (a touch): none is ever made here.
public final class UIEvent: @unchecked Sendable {
    init() {}
}

extension UIApplication {
    /// Sends `action` to `target`, or along the responder chain when there is none.
    /// `resignFirstResponder`, sent to no target (the first responder), takes the keyboard
    /// down: the focused field loses its focus, as on an iPhone. An app's own method, given a
    /// target, is called; any other action finds no responder here and is not sent (false).
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target { return action.send(to: target as AnyObject, from: sender) }
        guard action.name == "resignFirstResponder" else { return false }
        return resignFirstResponder()
    }
}

extension UIWindow {
    /// Ends editing in the window: the keyboard goes down, as `resignFirstResponder` does.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        resignFirstResponder()
    }
}
