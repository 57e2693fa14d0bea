import Foundation

// iOS 26's drag sessions and drag configuration, so that an app that follows a drag compiles. A
// script cannot drag: no session is ever made, so the values below exist only as types an app
// names, and their members answer with empty values if anything reads them.

/// A drag under way, as iOS 26 reports it: a run never drags, so none is ever made.
public struct DragSession: Identifiable {
    /// Where a drag is in its life; only a drag would move it on, and a run has none.
    public enum Phase: Sendable, Hashable {
        /// Made, not yet lifted: the first phase a drag would report.
        case initial
        /// Moving over the screen: what a drag would report while the finger moves.
        case active
        /// Let go, with the operation the target chose: reported before the data moves.
        case ending(DropOperation)
        /// Finished, with the operation that was performed (or `.cancel`).
        case ended(DropOperation)
        /// The data has reached the target: the last phase a drag would report.
        case dataTransferCompleted
    }

    /// Which drag this is: a run makes no drag, so no identifier is ever handed out.
    public struct ID: Sendable, Hashable {
        /// The number a session would be told apart by.
        let value: Int

        /// Made only inside dataflow: SwiftUI gives apps no way to make one.
        init(value: Int) { self.value = value }

        /// Whether a UIKit drag is this one: a run has no UIKit drag, so never.
        public func matches(_ dragSession: any UIDragSession) -> Bool { false }
    }

    /// Which drag this is, so that updates of one drag can be told from another's.
    public let id: ID
    /// Where the drag is in its life.
    public let phase: Phase
    /// Which of the container's items the finger lifted, by position.
    public let draggedItemIndex: Int
    /// The identifiers of the items dragged, of any type.
    let itemIDs: [AnyHashable]
    /// Where the finger is, in the view's own coordinates.
    public var location: CGPoint

    /// Made only inside dataflow (SwiftUI has no public initializer); a run never calls it.
    init(id: ID, phase: Phase, draggedItemIndex: Int = 0, itemIDs: [AnyHashable] = [], location: CGPoint = .zero) {
        self.id = id
        self.phase = phase
        self.draggedItemIndex = draggedItemIndex
        self.itemIDs = itemIDs
        self.location = location
    }

    /// The identifiers of the dragged items that are of `type`, in the order they were lifted.
    public func draggedItemIDs<ItemID>(for type: ItemID.Type) -> [ItemID] where ItemID: Hashable {
        itemIDs.compactMap { $0.base as? ItemID }
    }
}

// SwiftUI marks a session as not sendable; so does dataflow, so code that compiles here compiles there.
@available(*, unavailable)
extension DragSession: Sendable {}

extension DragSession.Phase: CustomStringConvertible {
    /// The phase as a log line would name it (`ended(move)`), the same on every run.
    public var description: String {
        switch self {
        case .initial: "initial"
        case .active: "active"
        case .ending(let operation): "ending(\(operation))"
        case .ended(let operation): "ended(\(operation))"
        case .dataTransferCompleted: "dataTransferCompleted"
        }
    }
}

extension DragSession.ID: CustomDebugStringConvertible {
    /// The identifier as a debugger would show it, the same on every run.
    public var debugDescription: String { "DragSession.ID(\(value))" }
}

/// What a drag allows inside and outside the app (used by macOS's `dragConfiguration`): iOS
/// code may make one; nothing reads it in a run, since nothing is dragged.
public struct DragConfiguration {
    /// What a drag may do when it is dropped inside the app: kept as given, never applied.
    public struct OperationsWithinApp: Sendable {
        /// Whether the drop may move the items rather than copy them.
        let allowMove: Bool

        /// Records whether a drop inside the app may move the items (by default it copies).
        public init(allowMove: Bool = false) { self.allowMove = allowMove }
    }

    /// What a drag may do when it is dropped in another app: kept as given, never applied.
    public struct OperationsOutsideApp: Sendable {
        /// Whether another app may copy the items.
        let allowCopy: Bool

        /// Records whether another app may copy the items (by default it may).
        public init(allowCopy: Bool = true) { self.allowCopy = allowCopy }
    }

    /// What a drop inside the app may do.
    public var operationsWithinApp: OperationsWithinApp
    /// What a drop in another app may do.
    public var operationsOutsideApp: OperationsOutsideApp

    /// Both halves as given; each defaults to its own defaults (copy, no move).
    public init(operationsWithinApp: OperationsWithinApp = .init(), operationsOutsideApp: OperationsOutsideApp = .init()) {
        self.operationsWithinApp = operationsWithinApp
        self.operationsOutsideApp = operationsOutsideApp
    }

    /// The short form: only whether a drop inside the app may move the items.
    public init(allowMove: Bool) {
        self.init(operationsWithinApp: OperationsWithinApp(allowMove: allowMove))
    }
}

extension DragConfiguration: CustomDebugStringConvertible {
    /// The configuration as a debugger would show it, from the values it was given.
    public var debugDescription: String {
        "DragConfiguration(withinApp: allowMove \(operationsWithinApp.allowMove), outsideApp: allowCopy \(operationsOutsideApp.allowCopy))"
    }
}

// SwiftUI marks the configuration as not sendable; so does dataflow, so code that compiles here compiles there.
@available(*, unavailable)
extension DragConfiguration: Sendable {}
