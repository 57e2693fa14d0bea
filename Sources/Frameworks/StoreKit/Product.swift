/// Something the app sells through the App Store: found by `Product.products(for:)`, bought with
/// `purchase()`.
///
/// There is no App Store here, so no product is ever found: `products(for:)` returns an empty
/// array, as the App Store does for identifiers it does not know, and an app's "no products" path
/// runs. A `Product` therefore never exists at run time; its members are here so that code
/// compiles.
public struct Product: Identifiable, Hashable, Sendable {
    public typealias ID = String

    public let id: ID
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    public let subscription: SubscriptionInfo?

    /// None of the products: see the type's documentation.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        []
    }

    /// How the price is formatted: the US dollar, the currency of dataflow's fixed locale.
    public var priceFormatStyle: Decimal.FormatStyle.Currency {
        Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US"))
    }

    /// Never completes a purchase: a product cannot exist here (see the type's documentation).
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        throw StoreKitError.notAvailableInStorefront
    }

    /// The same, confirmed in a scene (iOS 17).
    public func purchase(confirmIn scene: UIScene, options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        try await purchase(options: options)
    }

    /// The transaction that entitles the user to this product: none.
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { nil }
    }

    /// The latest transaction for this product: none.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { nil }
    }

    public static func == (lhs: Product, rhs: Product) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// What a purchase came to.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// An option of a purchase: the app's account token, a quantity.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String

        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken \(token)") }
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity \(quantity)") }
        public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> PurchaseOption {
            PurchaseOption(name: "simulatesAskToBuyInSandbox \(simulatesAskToBuy)")
        }
    }

    /// What kind of product it is.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }
}
