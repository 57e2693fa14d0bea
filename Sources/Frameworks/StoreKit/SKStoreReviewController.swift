/// StoreKit 1's way to ask for a review: the same request as `\.requestReview`, noted in the
/// step, since there is no App Store here to show the prompt.
public final class SKStoreReviewController: Sendable {
    private init() {}

    /// Deprecated in iOS 14 for `requestReview(in:)`; still compiled by older apps.
    public static func requestReview() {
        Effects.record("StoreKit asks for a review")
    }

    public static func requestReview(in windowScene: UIWindowScene) {
        Effects.record("StoreKit asks for a review")
    }
}
