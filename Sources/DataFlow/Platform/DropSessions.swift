import Foundation

// iOS 26's drop sessions, the operation set, the proposal's two halves and the drop modifiers that
// report a session, plus the older forms that name types by string. A script cannot drag one view
// onto another: the modifiers are recorded (not shown), their closures never run and no session
// is ever made.

extension DropOperation {
    /// Several drop operations at once (what a drop suggests): a value apps make and compare.
    public struct Set: OptionSet, Hashable {
        /// The operations as bits, one per operation.
        public let rawValue: Int

        /// The set whose bits are `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The drop is called off.
        public static let cancel = DropOperation.Set(rawValue: 1 << 0)
        /// The items are copied to the target.
        public static let copy = DropOperation.Set(rawValue: 1 << 1)
        /// The items are moved to the target.
        public static let move = DropOperation.Set(rawValue: 1 << 2)
        /// The target refuses the drop.
        public static let forbidden = DropOperation.Set(rawValue: 1 << 3)

        /// An array literal of sets makes their union, as for every option set.
        public typealias ArrayLiteralElement = DropOperation.Set
        /// An option set's elements are option sets.
        public typealias Element = DropOperation.Set
        /// The bits are an `Int`.
        public typealias RawValue = Int
    }
}

extension DropOperation.Set: Sendable {}

extension DropOperation.Set: CustomStringConvertible {
    /// The operations it holds, by name (`[copy, move]`), in a fixed order, the same on every run.
    public var description: String {
        let named: [(DropOperation.Set, String)] = [(.cancel, "cancel"), (.copy, "copy"), (.move, "move"), (.forbidden, "forbidden")]
        return "[" + named.filter { self.contains($0.0) }.map { $0.1 }.joined(separator: ", ") + "]"
    }
}

extension DropProposal: CustomDebugStringConvertible {
    /// The proposal as a debugger would show it, from the operation it was given.
    public var debugDescription: String { "DropProposal(operation: \(operation))" }
}

/// A drop under way over a view, as iOS 26 reports it: a run never drops, so none is ever made.
public struct DropSession: Identifiable {
    /// The part of a drop that started in this app: only such a drag would have one.
    public struct LocalSession {
        /// The identifiers of the dragged items, of any type.
        let itemIDs: [AnyHashable]

        /// Made only inside dataflow (SwiftUI has no public initializer); a run never calls it.
        init(itemIDs: [AnyHashable] = []) { self.itemIDs = itemIDs }

        /// The identifiers of the dragged items that are of `type`, in the order they were lifted.
        public func draggedItemIDs<ItemID>(for type: ItemID.Type) -> [ItemID] where ItemID: Hashable {
            itemIDs.compactMap { $0.base as? ItemID }
        }
    }

    /// Which drop this is: a run makes no drop, so no identifier is ever handed out.
    public struct ID: Sendable, Hashable, Equatable {
        /// The number a session would be told apart by.
        let value: Int

        /// Made only inside dataflow: SwiftUI gives apps no way to make one.
        init(value: Int) { self.value = value }

        /// Whether a UIKit drop is this one: a run has no UIKit drop, so never.
        public func matches(_ dropSession: any UIDropSession) -> Bool { false }
    }

    /// Where a drop is in its life over the view; only a drag would move it on, and a run has none.
    public enum Phase: Sendable, Hashable, Equatable {
        /// The drag has just come over the view.
        case entering
        /// The drag is moving over the view.
        case active
        /// The drag has left the view without dropping.
        case exiting
        /// Dropped, with the operation that was performed.
        case ended(DropOperation)
        /// The data has arrived: the last phase a drop would report.
        case dataTransferCompleted
    }

    /// Which drop this is, so that updates of one drop can be told from another's.
    public let id: ID
    /// Where the drop is in its life.
    public let phase: Phase
    /// The drag's side, when it started in this app.
    public var localSession: LocalSession?
    /// How many items the drag carries.
    public var itemsCount: Int
    /// What the drag's source allows the drop to do.
    public var suggestedOperations: DropOperation.Set
    /// The size of the dragged preview.
    public var size: CGSize
    /// Where the drag is, in the view's own coordinates.
    public var location: CGPoint

    /// Made only inside dataflow (SwiftUI has no public initializer); a run never calls it.
    init(
        id: ID, phase: Phase, localSession: LocalSession? = nil, itemsCount: Int = 0, suggestedOperations: DropOperation.Set = [],
        size: CGSize = .zero, location: CGPoint = .zero
    ) {
        self.id = id
        self.phase = phase
        self.localSession = localSession
        self.itemsCount = itemsCount
        self.suggestedOperations = suggestedOperations
        self.size = size
        self.location = location
    }
}

// SwiftUI marks these as not sendable; so does dataflow, so code that compiles here compiles there.
@available(*, unavailable)
extension DropSession: Sendable {}
@available(*, unavailable)
extension DropSession.LocalSession: Sendable {}

extension DropSession.ID: CustomStringConvertible {
    /// The identifier as a log line would show it, the same on every run.
    public var description: String { "DropSession.ID(\(value))" }
}

extension DropSession.Phase: CustomStringConvertible {
    /// The phase as a log line would name it (`ended(copy)`), the same on every run.
    public var description: String {
        switch self {
        case .entering: "entering"
        case .active: "active"
        case .exiting: "exiting"
        case .ended(let operation): "ended(\(operation))"
        case .dataTransferCompleted: "dataTransferCompleted"
        }
    }
}

extension DropSession: CustomDebugStringConvertible {
    /// The session as a debugger would show it, from its values.
    public var debugDescription: String {
        "DropSession(id: \(id), phase: \(phase), itemsCount: \(itemsCount), suggestedOperations: \(suggestedOperations))"
    }
}

/// What a drop over a view would do (used by macOS's `dropConfiguration`): iOS code may make
/// one; nothing reads it in a run, since nothing is dropped.
public struct DropConfiguration {
    /// The operation the drop would perform.
    public let operation: DropOperation

    /// Records the operation a drop would perform.
    public init(operation: DropOperation) { self.operation = operation }
}

// SwiftUI marks the configuration as not sendable; so does dataflow, so code that compiles here compiles there.
@available(*, unavailable)
extension DropConfiguration: Sendable {}

extension View {
    /// iOS 26's drop target, told the session: accepted, a script cannot drop, so `action` never runs.
    public func dropDestination<T: Transferable>(
        for type: T.Type = T.self, isEnabled: Bool = true, action: @escaping (_ items: [T], _ session: DropSession) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".dropDestination")
    }

    /// iOS 13.4's drop target naming types by identifier: accepted, a script cannot drop, so `action` never runs.
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onDrop")
    }

    /// iOS 13.4's drop target naming types by identifier, told where: accepted, a script cannot drop, so `action` never runs.
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onDrop")
    }

    /// iOS 13.4's delegate form naming types by identifier: accepted, a script cannot drop, so the delegate is never called.
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onDrop")
    }
}

extension DynamicViewContent {
    /// iOS 16's drop between rows, told the offset: accepted, a script cannot drop, so `action` never runs.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".dropDestination")
    }
}

extension TabContent {
    /// iOS 18's drop onto a tab: accepted, a script cannot drop, so `action` never runs; the tab is the same tab.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void) -> Self {
        self
    }
}

extension DropInfo {
    /// iOS 13.4's form naming types by identifier: a run drops nothing, so it is never asked.
    public func hasItemsConforming(to types: [String]) -> Bool { false }
    /// iOS 13.4's form naming types by identifier: a run drops nothing, so it is never asked.
    public func itemProviders(for types: [String]) -> [NSItemProvider] { [] }
}
