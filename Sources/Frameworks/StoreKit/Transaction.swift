/// A purchase the App Store recorded for this account: what StoreKit 2 reports through
/// `Transaction.currentEntitlements` and `Transaction.updates`.
///
/// There is no App Store account here, so there are no transactions: every sequence ends at once
/// without an element, and an app's "not purchased" path runs. (`import SwiftUI` has a
/// `Transaction` too; apps write `StoreKit.Transaction` where both are imported, as on a device.)
public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let isUpgraded: Bool
    public let appAccountToken: UUID?
    public let purchasedQuantity: Int
    public let webOrderLineItemID: String?
    public let subscriptionGroupID: String?
    public let appBundleID: String
    public let offer: Offer?
    public let revocationReason: RevocationReason?
    public let environment: AppStore.Environment
    public let reason: Reason
    public let storefront: Storefront
    public let ownershipType: OwnershipType
    public let signedDate: Date
    public let deviceVerification: Data
    public let deviceVerificationNonce: UUID
    public let price: Decimal?
    public let currency: Locale.Currency?

    public var offerType: OfferType? { offer?.type }
    public var offerID: String? { offer?.id }
    public var storefrontCountryCode: String { storefront.countryCode }
    public var currencyCode: String? { currency?.identifier }
    public var environmentStringRepresentation: String { environment.rawValue }
    public var reasonStringRepresentation: String { reason.rawValue }

    /// Tells the App Store the app delivered the purchase.
    public func finish() async {}

    /// The transactions that entitle the user now: none.
    public static var currentEntitlements: Transactions { Transactions() }

    /// Transactions made while the app runs (on other devices, renewals): none, and the sequence
    /// ends at once instead of waiting for ever.
    public static var updates: Transactions { Transactions() }

    /// Every transaction of the account: none.
    public static var all: Transactions { Transactions() }

    /// Transactions the app has not finished: none.
    public static var unfinished: Transactions { Transactions() }

    /// The latest transaction for a product: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// The transaction that entitles the user to a product: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// The transactions that entitle the user to a product (iOS 18.4): none.
    public static func currentEntitlements(for productID: String) -> Transactions { Transactions() }

    /// A sequence of signed transactions; here always empty.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public typealias Failure = Never

        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Element? { nil }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
