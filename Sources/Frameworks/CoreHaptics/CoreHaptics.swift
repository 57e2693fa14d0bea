import Foundation

public final class CHHapticEngine: @unchecked Sendable {
    public struct Capabilities: Sendable { public var supportsHaptics: Bool { false } }
    public static func capabilitiesForHardware() -> Capabilities { Capabilities() }
    public init() throws {}
    public func start() throws {}
    public func stop(completionHandler: ((Error?) -> Void)? = nil) {}
    public func makePlayer(with pattern: CHHapticPattern) throws -> CHHapticPatternPlayer { CHHapticPatternPlayer() }
    public var stoppedHandler: ((Int) -> Void)?
    public var resetHandler: (() -> Void)?
}

public final class CHHapticPatternPlayer: @unchecked Sendable {
    public func start(atTime time: TimeInterval) throws {}
}

public final class CHHapticPattern: @unchecked Sendable {
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {}
    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {}
}

public final class CHHapticEvent: @unchecked Sendable {
    public struct EventType: Sendable {
        public static let hapticTransient = EventType()
        public static let hapticContinuous = EventType()
    }
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime time: TimeInterval) {}
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime time: TimeInterval, duration: TimeInterval) {}
}

public final class CHHapticEventParameter: @unchecked Sendable {
    public struct ID: Sendable {
        public static let hapticIntensity = ID()
        public static let hapticSharpness = ID()
    }
    public init(parameterID: ID, value: Float) {}
}

public final class CHHapticDynamicParameter: @unchecked Sendable {}

public final class CHHapticParameterCurve: @unchecked Sendable {
    public final class ControlPoint: @unchecked Sendable {
        public init(relativeTime: TimeInterval, value: Float) {}
    }
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {}
}

extension CHHapticDynamicParameter {
    public struct ID: Sendable {
        public static let hapticIntensityControl = ID()
        public static let hapticSharpnessControl = ID()
    }
}
