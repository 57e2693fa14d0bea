import Foundation

// Apple Pencil's double tap and squeeze (iOS 17.5). A dataflow run has no pencil (and an iPhone
// takes none), so the actions never run; the values they would receive are real values an app
// can build and compare in its own code paths.

/// Where a hovering pencil is and how it is held, so an app can place a palette under its tip.
public struct PencilHoverPose: Hashable {
    /// The point under the pencil's tip, in the view's coordinates.
    public let location: CGPoint
    /// The same point as a fraction of the view's size.
    public let anchor: UnitPoint
    /// How far the tip is above the screen.
    public let zDistance: CGFloat
    /// The pencil's tilt from the screen's surface.
    public let altitude: Angle
    /// The direction the pencil points across the screen.
    public let azimuth: Angle
    /// How far the pencil is turned about its own length.
    public let roll: Angle

    /// Makes a pose from all its parts (dataflow's own: apps receive poses from the system).
    init(location: CGPoint, anchor: UnitPoint, zDistance: CGFloat, altitude: Angle, azimuth: Angle, roll: Angle) {
        self.location = location
        self.anchor = anchor
        self.zDistance = zDistance
        self.altitude = altitude
        self.azimuth = azimuth
        self.roll = roll
    }

    /// Hashes every part `==` compares (a point's coordinates one by one: Linux's `CGPoint` is not `Hashable`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(location.x)
        hasher.combine(location.y)
        hasher.combine(anchor)
        hasher.combine(zDistance)
        hasher.combine(altitude)
        hasher.combine(azimuth)
        hasher.combine(roll)
    }

    /// Two poses are equal when every part is.
    public static func == (a: PencilHoverPose, b: PencilHoverPose) -> Bool {
        a.location == b.location && a.anchor == b.anchor && a.zDistance == b.zDistance && a.altitude == b.altitude
            && a.azimuth == b.azimuth && a.roll == b.roll
    }
}

/// What a pencil double tap reports, so the action can respond where the pencil hovers.
public struct PencilDoubleTapGestureValue: Hashable {
    /// Where the pencil hovered when tapped, or `nil` when it was out of range.
    public let hoverPose: PencilHoverPose?

    /// Makes a value for a double tap with the pencil at `hoverPose` (dataflow's own).
    init(hoverPose: PencilHoverPose?) { self.hoverPose = hoverPose }
}

/// What a pencil squeeze reports, so the action can respond where the pencil hovers.
public struct PencilSqueezeGestureValue: Hashable {
    /// Where the pencil hovered during the squeeze, or `nil` when it was out of range.
    public let hoverPose: PencilHoverPose?

    /// Makes a value for a squeeze with the pencil at `hoverPose` (dataflow's own).
    init(hoverPose: PencilHoverPose?) { self.hoverPose = hoverPose }
}

/// The stage a pencil squeeze is at, so an app can show feedback while it lasts and act when it ends.
public enum PencilSqueezeGesturePhase: Equatable {
    /// The squeeze is under way.
    case active(PencilSqueezeGestureValue)
    /// The squeeze finished.
    case ended(PencilSqueezeGestureValue)
    /// The squeeze was not recognised after all.
    case failed
}

// SwiftUI marks these as not sendable; so does dataflow, so code that compiles here compiles there.
@available(*, unavailable)
extension PencilHoverPose: Sendable {}
@available(*, unavailable)
extension PencilDoubleTapGestureValue: Sendable {}
@available(*, unavailable)
extension PencilSqueezeGestureValue: Sendable {}
@available(*, unavailable)
extension PencilSqueezeGesturePhase: Sendable {}

extension View {
    /// Runs `action` when the pencil is double-tapped over the view. A run has no pencil: it never runs.
    public func onPencilDoubleTap(
        perform action: @escaping (_ value: PencilDoubleTapGestureValue) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onPencilDoubleTap")
    }

    /// Runs `action` as the pencil is squeezed over the view. A run has no pencil: it never runs.
    public func onPencilSqueeze(
        perform action: @escaping (_ phase: PencilSqueezeGesturePhase) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onPencilSqueeze")
    }
}
