/// The App Store, as StoreKit 2 reaches it: reviews, syncing purchases, managing subscriptions.
///
/// There is no App Store here: review requests and the sheets are noted in the step, syncing
/// finds nothing, and payments cannot be made.
public enum AppStore {
    /// False: there is no App Store account on this device.
    public static var canMakePayments: Bool { false }

    /// Asks for the rating prompt (iOS 16): see `RequestReviewAction`.
    public static func requestReview(in scene: UIWindowScene) {
        Effects.record("StoreKit asks for a review")
    }

    /// Syncs the account's transactions with the App Store: there are none to sync.
    public static func sync() async throws {}

    /// Shows the App Store's subscription management sheet (iOS 15).
    public static func showManageSubscriptions(in scene: UIWindowScene) async throws {
        Effects.record("StoreKit shows the App Store's subscriptions sheet")
    }
}
