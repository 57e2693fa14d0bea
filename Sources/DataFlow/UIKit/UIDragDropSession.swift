import Foundation

/// UIKit's side of a drag or a drop, which a session's identifier can be matched against: a run
/// has no UIKit drag, so nothing conforms and nothing is ever matched.
public protocol UIDragDropSession: AnyObject {
    /// Where the finger is in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether the drop may move the items rather than copy them.
    var allowsMoveOperation: Bool { get }
    /// Whether only the app that started the drag may receive it.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether any item can be loaded as one of the types.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
}

/// UIKit's view of a drag, named by `DragSession.ID.matches(_:)`: no value exists in a run.
public protocol UIDragSession: UIDragDropSession {
    /// What the dragging app keeps with the drag for itself.
    var localContext: Any? { get set }
}

/// UIKit's view of a drop, named by `DropSession.ID.matches(_:)`: no value exists in a run.
public protocol UIDropSession: UIDragDropSession {
    /// The drag, when it started in this app.
    var localDragSession: (any UIDragSession)? { get }
}
