extension Product {
    /// An auto-renewable subscription's details: its group, period and status.
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod

        /// False: there is no App Store account to be eligible.
        public var isEligibleForIntroOffer: Bool {
            get async { false }
        }

        /// The user's subscriptions in this group: none.
        public var status: [Status] {
            get async throws { [] }
        }

        /// The user's subscriptions in a group: none.
        public static func status(for groupID: String) async throws -> [Status] { [] }

        /// Whether the user is entitled to a group (iOS 15): never, as no subscription exists here.
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { false }

        /// One subscription's state and its latest transaction.
        public struct Status: Sendable {
            public let state: RenewalState
            public let transaction: VerificationResult<Transaction>
        }

        /// Where a subscription stands.
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }

            public static let subscribed = RenewalState(rawValue: 1)
            public static let expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            public static let inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)
        }
    }

    /// How long a subscription lasts before it renews (`1 month`).
    public struct SubscriptionPeriod: Hashable, Sendable {
        public let unit: Unit
        public let value: Int

        public enum Unit: Hashable, Sendable {
            case day, week, month, year
        }

        public static let weekly = SubscriptionPeriod(unit: .week, value: 1)
        public static let monthly = SubscriptionPeriod(unit: .month, value: 1)
        public static let yearly = SubscriptionPeriod(unit: .year, value: 1)
    }

    /// Which subscriptions of a group a `SubscriptionStoreView` offers, relative to the current one.
    public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let upgrade = SubscriptionRelationship(rawValue: 1)
        public static let downgrade = SubscriptionRelationship(rawValue: 2)
        public static let crossgrade = SubscriptionRelationship(rawValue: 4)
        public static let current = SubscriptionRelationship(rawValue: 8)
        public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
    }

    /// Where loading one product stands (`storeProductTask(for:)`).
    public enum TaskState: Sendable {
        case loading
        case unavailable
        case failure(any Error)
        case success(Product)

        public var product: Product? {
            if case .success(let product) = self { product } else { nil }
        }
    }

    /// Where loading several products stands (`storeProductsTask(for:)`).
    public enum CollectionTaskState: Sendable {
        case loading
        case failure(any Error)
        case success([Product], unavailable: [Product.ID])

        public var products: [Product]? {
            if case .success(let products, _) = self { products } else { nil }
        }
    }
}

/// Where loading an entitlement or a subscription status stands (`currentEntitlementTask(for:)`).
public enum EntitlementTaskState<Value> {
    case loading
    case failure(any Error)
    case success(Value)

    public var transaction: Value? {
        if case .success(let value) = self { value } else { nil }
    }
}
