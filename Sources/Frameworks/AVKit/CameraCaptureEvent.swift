/// A press of the camera's hardware buttons (iOS 18): there are none here, so no event is ever
/// delivered and the actions never run.
public final class AVCaptureEvent: Sendable {
    public let phase: AVCaptureEventPhase

    init(phase: AVCaptureEventPhase) {
        self.phase = phase
    }
}

/// Where a button press is: began, ended, or cancelled.
public enum AVCaptureEventPhase: Int, Sendable {
    case began
    case ended
    case cancelled
}

extension View {
    public func onCameraCaptureEvent(isEnabled: Bool = true, action: @escaping (AVCaptureEvent) -> Void) -> some View { self }

    public func onCameraCaptureEvent(
        isEnabled: Bool = true, primaryAction: @escaping (AVCaptureEvent) -> Void, secondaryAction: @escaping (AVCaptureEvent) -> Void
    ) -> some View {
        self
    }
}
