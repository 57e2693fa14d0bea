import Foundation

// Raw spatial events (iOS 18): every touch, pencil and pointer contact a view receives, as one
// gesture whose value is the collection of contacts in progress. A script has no fingers,
// pencil or pointer, so the gesture never fires; its values are still real values an app can
// build, compare and iterate.

/// The contacts a spatial event gesture reports at one moment, so an app can follow many
/// fingers (or a pencil) at once.
public struct SpatialEventCollection: Collection {
    /// One contact with the screen, so each finger or pencil can be followed by its identity.
    public struct Event: Identifiable, Hashable {
        /// A contact's identity, so the same finger is recognised from one update to the next.
        public struct ID: Hashable {
            /// The number dataflow gives the contact.
            let value: Int

            /// Two identities are equal when they name the same contact.
            public static func == (a: SpatialEventCollection.Event.ID, b: SpatialEventCollection.Event.ID) -> Bool {
                a.value == b.value
            }

            /// Hashes the contact's number, so identities can key dictionaries and sets.
            public func hash(into hasher: inout Hasher) { hasher.combine(value) }
        }

        /// What touched the screen, so an app can treat a pencil differently from a finger.
        public enum Kind: Hashable {
            /// A finger on the screen.
            case touch
            /// An Apple Pencil on the screen.
            case pencil
            /// A trackpad's or mouse's pointer.
            case pointer
        }

        /// Where a contact is in its life, so an app knows when a finger lifts or is interrupted.
        public enum Phase: Hashable {
            /// The contact is still down.
            case active
            /// The contact lifted normally.
            case ended
            /// The system took the contact away before it ended.
            case cancelled
        }

        /// How a pencil is held, so a drawing app can shade by its tilt and direction.
        public struct InputDevicePose: Hashable {
            /// The pencil's tilt from the screen's surface.
            public var altitude: Angle
            /// The direction the pencil points across the screen.
            public var azimuth: Angle

            /// Makes a pose from the pencil's tilt and direction (dataflow's own events only).
            init(altitude: Angle, azimuth: Angle) {
                self.altitude = altitude
                self.azimuth = azimuth
            }
        }

        /// Which contact this is, the same in every update of the gesture.
        public var id: SpatialEventCollection.Event.ID
        /// When the contact was last updated, in seconds of system uptime.
        public var timestamp: TimeInterval
        /// What made the contact.
        public var kind: SpatialEventCollection.Event.Kind
        /// Where the contact is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Whether the contact is still down.
        public var phase: SpatialEventCollection.Event.Phase
        /// The keyboard's modifier keys held during the contact.
        public var modifierKeys: EventModifiers
        /// How the pencil is held, for pencil contacts; `nil` for fingers and pointers.
        public var inputDevicePose: SpatialEventCollection.Event.InputDevicePose?

        /// Makes an event from all its parts (dataflow's own events only: apps receive them).
        init(
            id: SpatialEventCollection.Event.ID, timestamp: TimeInterval, kind: SpatialEventCollection.Event.Kind, location: CGPoint,
            phase: SpatialEventCollection.Event.Phase, modifierKeys: EventModifiers = [],
            inputDevicePose: SpatialEventCollection.Event.InputDevicePose? = nil
        ) {
            self.id = id
            self.timestamp = timestamp
            self.kind = kind
            self.location = location
            self.phase = phase
            self.modifierKeys = modifierKeys
            self.inputDevicePose = inputDevicePose
        }

        /// Two events are equal when every part is: the same contact in the same state.
        public static func == (a: SpatialEventCollection.Event, b: SpatialEventCollection.Event) -> Bool {
            a.id == b.id && a.timestamp == b.timestamp && a.kind == b.kind && a.location == b.location && a.phase == b.phase
                && a.modifierKeys == b.modifierKeys && a.inputDevicePose == b.inputDevicePose
        }

        /// Hashes every part `==` compares (a point's coordinates one by one: Linux's `CGPoint` is not `Hashable`).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(timestamp)
            hasher.combine(kind)
            hasher.combine(location.x)
            hasher.combine(location.y)
            hasher.combine(phase)
            hasher.combine(modifierKeys.rawValue)
            hasher.combine(inputDevicePose)
        }
    }

    /// Walks the events in order, so a `for` loop can read every contact.
    public struct Iterator: IteratorProtocol {
        /// The events still to come.
        var remaining: ArraySlice<SpatialEventCollection.Event>

        /// The events, one by one: an iterator's element is one contact.
        public typealias Element = SpatialEventCollection.Event

        /// The next event, or `nil` after the last.
        public mutating func next() -> SpatialEventCollection.Event? { remaining.popFirst() }
    }

    /// A position in the collection, so the events can be read by index as any collection's are.
    public struct Index: Comparable {
        /// How many events come before the position.
        let offset: Int

        /// Orders positions front to back.
        public static func < (lhs: SpatialEventCollection.Index, rhs: SpatialEventCollection.Index) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    /// The collection's element: one contact.
    public typealias Element = SpatialEventCollection.Event
    /// The positions of a collection, as every collection has them by default.
    public typealias Indices = DefaultIndices<SpatialEventCollection>
    /// A run of the events, as every collection slices by default.
    public typealias SubSequence = Slice<SpatialEventCollection>

    /// The contacts, in the order they began.
    let events: [SpatialEventCollection.Event]

    /// Makes a collection of `events` (dataflow's own: apps receive collections from the gesture).
    init(_ events: [SpatialEventCollection.Event] = []) { self.events = events }

    /// The event of the contact `index` names, or `nil` when that contact is not in this update.
    public subscript(index: SpatialEventCollection.Event.ID) -> SpatialEventCollection.Event? {
        events.first { $0.id == index }
    }

    /// An iterator over the events, front to back.
    public func makeIterator() -> SpatialEventCollection.Iterator { Iterator(remaining: events[...]) }

    /// The first event's position.
    public var startIndex: SpatialEventCollection.Index { Index(offset: 0) }

    /// The position after the last event.
    public var endIndex: SpatialEventCollection.Index { Index(offset: events.count) }

    /// The event at `position`.
    public subscript(position: SpatialEventCollection.Index) -> SpatialEventCollection.Event { events[position.offset] }

    /// The position after `i`.
    public func index(after i: SpatialEventCollection.Index) -> SpatialEventCollection.Index { Index(offset: i.offset + 1) }
}

extension SpatialEventCollection: Equatable {
    /// Two collections are equal when they hold equal events in the same order.
    public static func == (lhs: SpatialEventCollection, rhs: SpatialEventCollection) -> Bool { lhs.events == rhs.events }
}

// SwiftUI marks these as not sendable; so does dataflow, so code that compiles here compiles there.
@available(*, unavailable)
extension SpatialEventCollection: Sendable {}
@available(*, unavailable)
extension SpatialEventCollection.Iterator: Sendable {}
@available(*, unavailable)
extension SpatialEventCollection.Index: Sendable {}
@available(*, unavailable)
extension SpatialEventCollection.Event: Sendable {}
@available(*, unavailable)
extension SpatialEventCollection.Event.Kind: Sendable {}
@available(*, unavailable)
extension SpatialEventCollection.Event.Phase: Sendable {}
@available(*, unavailable)
extension SpatialEventCollection.Event.InputDevicePose: Sendable {}
@available(*, unavailable)
extension SpatialEventCollection.Event.ID: Sendable {}

/// A gesture that reports every contact with a view as it happens, so an app can track several
/// fingers or a pencil itself. A script has no such contacts: the gesture never fires.
public struct SpatialEventGesture: Gesture {
    /// The gesture's value: the contacts in progress.
    public typealias Value = SpatialEventCollection

    /// The coordinate space the events' locations are in.
    public let coordinateSpace: CoordinateSpace

    /// Makes the gesture, reporting locations in `coordinateSpace`.
    public init(coordinateSpace: any CoordinateSpaceProtocol = .local) {
        self.coordinateSpace = Self.space(coordinateSpace)
    }

    /// Does nothing itself: the gesture's callbacks run in the gestures that wrap it.
    public func _perform(_ value: SpatialEventCollection) {}

    /// The `CoordinateSpace` value a coordinate space names: `.global`, `.named(…)`, or `.local` for any other.
    private static func space(_ space: any CoordinateSpaceProtocol) -> CoordinateSpace {
        if space is GlobalCoordinateSpace { return .global }
        if let named = space as? NamedCoordinateSpace { return .named(named.name) }
        return .local
    }
}

@available(*, unavailable)
extension SpatialEventGesture: Sendable {}
