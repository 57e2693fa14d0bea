extension Tips {
    /// Something the user did that a tip's rules count (`static let didOpen = Event(id: "didOpen")`,
    /// `await Self.didOpen.donate()`).
    ///
    /// Donations are accepted and not kept: rules are never evaluated here (see `Tip.status`), so
    /// `donations` is always empty.
    public struct Event<DonationInfo: Codable & Sendable>: Identifiable, Sendable, RuleInput {
        public typealias Value = Event<DonationInfo>

        public let id: String
        let donationLimit: DonationLimit?

        public var donations: [Donation] { [] }

        public init(id: String) {
            self.id = id
            donationLimit = nil
        }

        /// An event that keeps at most `donationLimit` donations (iOS 26).
        public init(id: String, donationLimit: DonationLimit) {
            self.id = id
            self.donationLimit = donationLimit
        }

        public func donate(_ donation: DonationInfo) async {}

        public func sendDonation(_ donation: DonationInfo, _ completion: (@Sendable () -> Void)? = nil) { completion?() }

        /// Accepted: there are no donations to delete (iOS 26).
        public func deleteDonations() async throws {}

        /// One donation: when it was made, and its information's properties by name.
        @dynamicMemberLookup
        public struct Donation: Sendable {
            public let date: Date
            let info: DonationInfo

            public subscript<Property>(dynamicMember keyPath: KeyPath<DonationInfo, Property>) -> Property { info[keyPath: keyPath] }
        }
    }

    /// The information of a donation that carries none.
    public struct EmptyDonation: Codable, Sendable {
        public init() {}
    }

    /// A span of time donations are counted over (`donations.donatedWithin(.week)`).
    public struct DonationTimeRange: Hashable, Codable, Sendable {
        let seconds: Int

        public static var minute: DonationTimeRange { minutes(1) }
        public static var hour: DonationTimeRange { hours(1) }
        public static var day: DonationTimeRange { days(1) }
        public static var week: DonationTimeRange { weeks(1) }
        public static func minutes(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: value * 60) }
        public static func hours(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: value * 3_600) }
        public static func days(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: value * 86_400) }
        public static func weeks(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: value * 604_800) }
    }

    /// How many donations an event keeps, and for how long (iOS 26).
    public struct DonationLimit: Sendable {
        public let maximumCount: Int
        public let maximumAge: DonationTimeRange?

        public init(maximumCount: Int, maximumAge: DonationTimeRange? = nil) {
            self.maximumCount = maximumCount
            self.maximumAge = maximumAge
        }
    }
}

extension Tips.Event where DonationInfo == Tips.EmptyDonation {
    public init(id: String) {
        self.id = id
        donationLimit = nil
    }

    public init(id: String, donationLimit: Tips.DonationLimit) {
        self.id = id
        self.donationLimit = donationLimit
    }

    public func donate() async {}

    public func sendDonation(_ completion: (@Sendable () -> Void)? = nil) { completion?() }
}

extension Sequence {
    /// The donations made within `timeRange` of now: all of them, since no event keeps any here
    /// (see `Tips.Event`), and no clock is read.
    public func donatedWithin<DonationInfo>(_ timeRange: Tips.DonationTimeRange) -> [Element]
    where Element == Tips.Event<DonationInfo>.Donation {
        Array(self)
    }
}
