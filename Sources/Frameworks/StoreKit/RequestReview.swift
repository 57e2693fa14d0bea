/// `@Environment(\.requestReview) var requestReview`, then `requestReview()`: asks the system to
/// show the App Store's rating prompt.
///
/// The system decides whether the prompt appears (at most three times a year, never in apps from
/// TestFlight); dataflow has no App Store, so nothing appears and the step notes the request:
/// `dataflow: effect: StoreKit asks for a review (the system's, not run here)`.
public struct RequestReviewAction: Sendable {
    init() {}

    public func callAsFunction() {
        Effects.record("StoreKit asks for a review")
    }
}

private struct RequestReviewKey: EnvironmentKey {
    static var defaultValue: RequestReviewAction { RequestReviewAction() }
}

extension EnvironmentValues {
    /// The action that asks for an App Store review (iOS 16).
    public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}
