/// What the graph reports while it works. The runtime never prints; a sink receives these and
/// the CLI decides how they read (STYLE: keep the engine silent, emit events).
package enum TraceEvent: Equatable, Codable {
    /// An update pass began. `number` counts passes within the current step, from 1.
    case passBegan(number: Int, cause: PassCause)
    /// A body ran; `changes` is `_printChanges`'s line, e.g. `ContentView: _toggles changed.`
    case bodyEvaluated(BodyRecord)
    /// A `ForEach` row's content closure ran again on its own: an `@Observable` property it read
    /// changed (§8). What it returned then updates the row's views.
    case rowContentEvaluated(RowRecord)
    /// A body did not run although its parent's did: its inputs compared equal (§5).
    case bodySkipped(SkipRecord)
    /// A stored value changed, or a write was dropped or ignored.
    case write(WriteRecord)
    /// A warning (SwiftUI's words) or a note (dataflow's).
    case issue(Issue)
    /// What the experiment's own code printed.
    case console(String)
    /// A queued action ran after a pass (onChange, onAppear, ...).
    case actionRan(String)
    /// A control re-read its binding and now shows something else, without any body running (D11).
    case controlRefreshed(identity: String, from: String, to: String)
    /// A view's task started, waited, was resumed or cancelled, or finished.
    case task(String)
    /// A parent's new struct gave a view's property something its storage did not take as the
    /// struct says: beyond SwiftUI, for the hints that name a view showing what its inputs no
    /// longer say (§1, §7).
    case inputNotKept(InputRecord)
    /// A lazy container made every row of a `ForEach` whose rows make a varying number of views,
    /// to count them (§33): beyond SwiftUI (which logs it only with `-LogForEachSlowPath`), for
    /// the hint with the fix.
    case everyRowMade(EveryRowRecord)
    /// A rule kept an effect from happening (a task restart, an appear action, an onChange
    /// action, a selection): beyond SwiftUI, for `why`.
    case withheld(WithheldRecord)
}

/// Why an update pass ran.
package enum PassCause: Equatable, Codable {
    /// The first render.
    case mount
    /// The writes of the scripted action.
    case action
    /// The writes inside one `withAnimation { }` (its own transaction, D8).
    case animation
    /// The writes inside one `withTransaction { }` without an animation.
    case transaction
    /// The writes of actions queued by the previous pass (onChange, onAppear, onPreferenceChange).
    case queuedActions
    /// Views invalidated during the previous pass, after their body had already run in it.
    case deferred
    /// The writes of the views' tasks (`.task`), which run after the step's actions.
    case task
    /// A scroll: the rows that came on screen are made, those that left let go (§33).
    case scroll
}

/// A view identity, as the transcript names it.
/// A `ForEach` in a lazy container that made every row (§33).
public struct EveryRowRecord: Equatable, Codable, Sendable {
    /// The `ForEach`.
    public var node: NodeRecord
    /// The container: `List`, `LazyVStack`.
    public var container: String
    /// How many rows it made, and about how many a screen shows.
    public var rows: Int
    public var onScreen: Int

    package init(node: NodeRecord, container: String, rows: Int, onScreen: Int) {
        self.node = node
        self.container = container
        self.rows = rows
        self.onScreen = onScreen
    }
}

public struct NodeRecord: Equatable, Codable, Sendable {
    /// The view's type name without generic arguments: `Row`.
    public var view: String
    /// Its place in the tree: `ContentView/VStack/ForEach[7]/Row`.
    public var identity: String

    package init(view: String, identity: String) {
        self.view = view
        self.identity = identity
    }
}

/// A body that did not run although its parent's did, and what compared its inputs equal.
public struct SkipRecord: Equatable, Codable, Sendable {
    public var node: NodeRecord
    /// The view's own `==` decided (an `Equatable` view that is not plain data, or one inside
    /// `.equatable()`), not SwiftUI's field-by-field comparison (§5, §20).
    public var byOwnEquality: Bool
    /// With its own `==`: whether the inputs differed all the same, field by field.
    public var inputsDiffer: Bool

    package init(node: NodeRecord, byOwnEquality: Bool = false, inputsDiffer: Bool = false) {
        self.node = node
        self.byOwnEquality = byOwnEquality
        self.inputsDiffer = inputsDiffer
    }
}

/// A value a parent gave a view's property that the view's storage did not follow.
public struct InputRecord: Equatable, Codable, Sendable {
    public enum Kind: String, Equatable, Codable, Sendable {
        /// A `@State` was given a new initial value (`State(initialValue:)` from an input) and
        /// keeps its own: the initial value is read once, when the identity first appears (§1).
        case initialValueIgnored
        /// An `@ObservedObject` was given an object made while its parent's body ran, in place of
        /// the one it observed: whatever that object held is gone from the screen (§7).
        case objectReplaced
        /// An `.id(_:)` was given a UUID the app never held before, made while its parent's body
        /// ran (`.id(UUID())`): the view is a new identity, its state made anew (§1).
        case identityReplaced
    }

    public var kind: Kind
    public var node: NodeRecord
    /// The property, as `_printChanges` names it: `_name`.
    public var property: String
    /// What the parent's struct gave: `"Tom"`, `Counter#3`.
    public var given: String
    /// What the view holds instead (`"Tim"`) or held before (`Counter#2`).
    public var held: String

    package init(kind: Kind, node: NodeRecord, property: String, given: String, held: String) {
        self.kind = kind
        self.node = node
        self.property = property
        self.given = given
        self.held = held
    }
}

/// One `ForEach` row whose content closure ran again.
public struct RowRecord: Equatable, Codable, Sendable {
    /// The row's place in the tree: `ContentView/List/ForEach[Book#2]`.
    public var identity: String
    /// The Observation-tracked properties whose change made it run: `Book#2.title`.
    public var dependencies: [String]

    package init(identity: String, dependencies: [String]) {
        self.identity = identity
        self.dependencies = dependencies
    }
}

/// One body evaluation.
public struct BodyRecord: Equatable, Codable, Sendable {
    public var node: NodeRecord
    /// `_printChanges`'s line: `ContentView: _count changed.`
    public var changes: String
    /// Beyond SwiftUI: the Observation-tracked properties whose change caused `@dependencies`.
    public var dependencies: [String] = []
    /// Beyond SwiftUI: which of the changed properties are environment values or objects (§9).
    public var environment: [String] = []
}

/// A write to stored state or to an object, and what became of it.
public struct WriteRecord: Equatable, Codable {
    public enum Outcome: Equatable, Codable, Sendable {
        /// The value changed; views that read it will update.
        case applied
        /// Equal to the current value: nothing happens (§4).
        case ignoredEqual
        /// Written while bodies were being evaluated: dropped (D5).
        case droppedDuringUpdate
        /// Written through a copy of a view the graph never installed: dropped (§2).
        case droppedUninstalled
        /// Written to a constant binding: ignored.
        case droppedConstant
        /// A class instance's property changed; nothing SwiftUI tracks noticed (S0.6).
        case untracked
        /// An `@Observable` property changed; the views that read it were invalidated (§8).
        case observed
        /// A `@Published` property changed; `objectWillChange` fired first (§7).
        case published

        /// The outcome of an object field's change, by who hears it.
        package init(_ tracking: FieldTracking) {
            switch tracking {
            case .untracked: self = .untracked
            case .observation: self = .observed
            case .published: self = .published
            }
        }
    }

    package var target: String
    package var old: ValueDescription?
    package var new: ValueDescription
    package var outcome: Outcome
    /// For a write ignored as equal: the stored value, when it prints differently from the one
    /// written (a type's own `==` that compares less than the whole value).
    package var heldInstead: ValueDescription?
}

/// Receives trace events. The CLI's transcript recorder is one; tests use a plain array.
package protocol TraceSink: AnyObject {
    func record(_ event: TraceEvent)
}

/// A sink that keeps every event, in order.
package final class TraceLog: TraceSink {
    package private(set) var events: [TraceEvent] = []

    package init() {}

    package func record(_ event: TraceEvent) { events.append(event) }

    package func removeAll() { events = [] }
}
