import Foundation

/// The name of an Objective-C method, as `#selector(UIResponder.resignFirstResponder)` makes it.
/// Linux has no Objective-C runtime: dataflow's preprocessor writes `#selector(…)` as
/// `Selector("resignFirstResponder")`, and the one action UIKit sends that a SwiftUI app's data
/// flow sees, the keyboard going down, is performed (`UIApplication.sendAction`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String

    public init(_ function: String) { name = function }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}

/// An event UIKit delivers (a touch): none is ever made here.
public final class UIEvent: @unchecked Sendable {
    init() {}
}

extension UIResponder {
    /// Gives up being the first responder: the keyboard goes down.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        (Ambient.current?.tree as? ViewGraph)?.resignFirstResponder()
        return true
    }
}

extension UIApplication {
    /// Sends `action` along the responder chain. `resignFirstResponder`, sent to no target (the
    /// first responder), takes the keyboard down: the focused field loses its focus, as on an
    /// iPhone; any other action finds no responder here and is not sent (false).
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard action.name == "resignFirstResponder", target == nil else { return false }
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
