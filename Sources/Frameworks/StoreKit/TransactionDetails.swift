import Foundation

// What a transaction says of itself beyond its product and dates, as StoreKit 2 declares it.
// No transaction exists in a run (nothing is bought: `Transaction.currentEntitlements` is empty),
// so these are read only by code that a run never reaches with a value; they are here so that a
// store manager's `switch transaction.revocationReason` compiles as written.

extension Transaction {
    /// Why the App Store revoked a transaction.
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let developerIssue = RevocationReason(rawValue: 1)
        public static let other = RevocationReason(rawValue: 0)
    }

    /// The kind of offer a purchase used.
    public struct OfferType: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let introductory = OfferType(rawValue: 1)
        public static let promotional = OfferType(rawValue: 2)
        public static let code = OfferType(rawValue: 3)
        public static var winBack: OfferType { OfferType(rawValue: 4) }
    }

    /// Whether the user bought the product or a family member shares it.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Why the transaction happened: a purchase or a renewal (iOS 17).
    public struct Reason: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchase = Reason(rawValue: "PURCHASE")
        public static let renewal = Reason(rawValue: "RENEWAL")
    }

    /// The offer a purchase used (iOS 17.2).
    public struct Offer: Hashable, Sendable {
        public let id: String?
        public let type: OfferType
        public let paymentMode: PaymentMode?

        /// How an offer is paid.
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let freeTrial = PaymentMode(rawValue: "FREE_TRIAL")
            public static let payAsYouGo = PaymentMode(rawValue: "PAY_AS_YOU_GO")
            public static let payUpFront = PaymentMode(rawValue: "PAY_UP_FRONT")
            public static var oneTime: PaymentMode { PaymentMode(rawValue: "ONE_TIME") }
        }
    }
}

extension AppStore {
    /// The server environment that signed a transaction.
    public struct Environment: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let production = Environment(rawValue: "Production")
        public static let sandbox = Environment(rawValue: "Sandbox")
        public static let xcode = Environment(rawValue: "Xcode")
    }

    /// The platform an app was first bought on (iOS 18.4).
    public struct Platform: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let iOS = Platform(rawValue: "iOS")
        public static let macOS = Platform(rawValue: "macOS")
        public static let tvOS = Platform(rawValue: "tvOS")
        public static let visionOS = Platform(rawValue: "visionOS")
    }
}

/// The App Store country or region the account buys from.
public struct Storefront: Identifiable, Hashable, Sendable {
    public let id: String
    public let countryCode: String

    /// The account's storefront: none, as no App Store account is signed in on a run's phone (D19).
    public static var current: Storefront? { get async { nil } }

    /// Changes of storefront: none, and the sequence ends at once.
    public static var updates: Storefronts { Storefronts() }

    /// A sequence of storefronts; here always empty.
    public struct Storefronts: AsyncSequence, Sendable {
        public typealias Element = Storefront
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Storefront? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

/// The App Store's signed record of the app's own purchase (iOS 16).
///
/// A run's app was not installed from the App Store and no account is signed in (D19): asking
/// for it throws `StoreKitError.unknown`, as on a device where the App Store cannot provide one.
public struct AppTransaction: Sendable, Hashable {
    public let appID: UInt64?
    public let appVersion: String
    public let appVersionID: UInt64?
    public let bundleID: String
    public let environment: AppStore.Environment
    public let originalAppVersion: String
    public let originalPurchaseDate: Date
    public let preorderDate: Date?
    public let signedDate: Date

    public static var shared: VerificationResult<AppTransaction> {
        get async throws { throw StoreKitError.unknown }
    }

    public static func refresh() async throws -> VerificationResult<AppTransaction> { throw StoreKitError.unknown }
}
