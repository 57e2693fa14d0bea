/// A store of subscriptions (iOS 17): one screen line, `SubscriptionStoreView (group "pro")` or
/// `SubscriptionStoreView (3 products)`, saying what the app asked for.
///
/// There is no App Store here (see `StoreView`): no subscription loads, and the marketing content
/// above the options is not drawn.
public struct SubscriptionStoreView<Content: View>: View {
    let detail: String

    public var body: some View {
        DrawnView(kind: "SubscriptionStoreView", detail: detail)
    }
}

extension SubscriptionStoreView where Content == AutomaticSubscriptionStoreMarketingContent {
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) {
        detail = StoreLine.group(groupID)
    }

    public init(productIDs: some Collection<Product.ID>) {
        detail = StoreLine.count(productIDs.count)
    }

    public init(subscriptions: some Collection<Product>) {
        detail = StoreLine.count(subscriptions.count)
    }
}

extension SubscriptionStoreView {
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all, @ViewBuilder marketingContent: () -> Content) {
        detail = StoreLine.group(groupID)
    }

    public init(productIDs: some Collection<Product.ID>, @ViewBuilder marketingContent: () -> Content) {
        detail = StoreLine.count(productIDs.count)
    }

    public init(subscriptions: some Collection<Product>, @ViewBuilder marketingContent: () -> Content) {
        detail = StoreLine.count(subscriptions.count)
    }
}

/// The marketing content a subscription store draws by default: the app's name and icon.
public struct AutomaticSubscriptionStoreMarketingContent: View {
    public var body: some View { EmptyView() }
}
