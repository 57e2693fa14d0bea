// How store views look and which buttons they add: accepted, and drawn by nothing, since a store
// view is one screen line (see `StoreView`).

/// How a `ProductView` lays out a product.
public struct ProductViewStyle: Sendable {
    let name: String

    public static var automatic: ProductViewStyle { ProductViewStyle(name: "automatic") }
    public static var regular: ProductViewStyle { ProductViewStyle(name: "regular") }
    public static var compact: ProductViewStyle { ProductViewStyle(name: "compact") }
    public static var large: ProductViewStyle { ProductViewStyle(name: "large") }
}

/// How a `SubscriptionStoreView` offers its options.
public struct SubscriptionStoreControlStyle: Sendable {
    let name: String

    public static var automatic: SubscriptionStoreControlStyle { SubscriptionStoreControlStyle(name: "automatic") }
    public static var picker: SubscriptionStoreControlStyle { SubscriptionStoreControlStyle(name: "picker") }
    public static var buttons: SubscriptionStoreControlStyle { SubscriptionStoreControlStyle(name: "buttons") }
    public static var prominentPicker: SubscriptionStoreControlStyle { SubscriptionStoreControlStyle(name: "prominentPicker") }
    public static var compactPicker: SubscriptionStoreControlStyle { SubscriptionStoreControlStyle(name: "compactPicker") }
    public static var pagedPicker: SubscriptionStoreControlStyle { SubscriptionStoreControlStyle(name: "pagedPicker") }
    public static var pagedProminentPicker: SubscriptionStoreControlStyle { SubscriptionStoreControlStyle(name: "pagedProminentPicker") }
}

/// What a subscription store's buy button says (`.multiline.price`).
public struct SubscriptionStoreButtonLabel: Sendable {
    let name: String

    public static var automatic: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(name: "automatic") }
    public static var singleLine: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(name: "singleLine") }
    public static var multiline: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(name: "multiline") }
    public static var action: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(name: "action") }
    public static var displayName: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(name: "displayName") }
    public static var price: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(name: "price") }
    public var singleLine: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(name: name + ".singleLine") }
    public var multiline: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(name: name + ".multiline") }
    public var action: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(name: name + ".action") }
    public var displayName: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(name: name + ".displayName") }
    public var price: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(name: name + ".price") }
}

/// The extra buttons a store view can show.
public struct StoreButtonKind: Sendable {
    let name: String

    public static var restorePurchases: StoreButtonKind { StoreButtonKind(name: "restorePurchases") }
    public static var cancellation: StoreButtonKind { StoreButtonKind(name: "cancellation") }
    public static var redeemCode: StoreButtonKind { StoreButtonKind(name: "redeemCode") }
    public static var signIn: StoreButtonKind { StoreButtonKind(name: "signIn") }
    public static var policies: StoreButtonKind { StoreButtonKind(name: "policies") }
}

/// The policy a subscription store links to.
public struct SubscriptionStorePolicyKind: Sendable {
    let name: String

    public static var termsOfService: SubscriptionStorePolicyKind { SubscriptionStorePolicyKind(name: "termsOfService") }
    public static var privacyPolicy: SubscriptionStorePolicyKind { SubscriptionStorePolicyKind(name: "privacyPolicy") }
}

extension View {
    public func productViewStyle(_ style: ProductViewStyle) -> some View { self }
    public func subscriptionStoreControlStyle(_ style: SubscriptionStoreControlStyle) -> some View { self }
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View { self }
    public func subscriptionStorePolicyDestination(url: URL, for button: SubscriptionStorePolicyKind) -> some View { self }
    public func subscriptionStoreControlBackground(_ backgroundStyle: some ShapeStyle) -> some View { self }
    public func subscriptionStorePickerItemBackground(_ backgroundStyle: some ShapeStyle) -> some View { self }
    public func productDescription(_ visibility: Visibility) -> some View { self }
}
