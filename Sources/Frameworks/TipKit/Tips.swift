/// TipKit's namespace: configuring the tips datastore, and the types tips are made of.
///
/// dataflow keeps no datastore: configuring, resetting and the testing switches are accepted and
/// change nothing, so a run is the same whatever was stored on the device before.
public enum Tips {
    /// Accepted: there is no datastore to load, so it never throws (a device throws
    /// `TipKitError.tipsDatastoreAlreadyConfigured` on a second call).
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {}

    /// Accepted: there is no datastore to empty.
    public static func resetDatastore() throws {}

    /// Accepted: every tip is shown already (see `Tip.status`).
    public static func showAllTipsForTesting() {}

    /// Accepted: every tip is shown already (see `Tip.status`).
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {}

    /// Accepted, and not modelled: `TipView` still draws every tip.
    public static func hideAllTipsForTesting() {}

    /// Accepted, and not modelled: `TipView` still draws every tip.
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {}
}

/// An error TipKit throws; nothing here throws one, but apps name them in `catch` clauses.
public struct TipKitError: Error, LocalizedError, Hashable, CustomStringConvertible {
    let name: String

    public static let invalidPredicateValueType = TipKitError(name: "invalidPredicateValueType")
    public static let missingGroupContainerEntitlements = TipKitError(name: "missingGroupContainerEntitlements")
    public static let tipsDatastoreAlreadyConfigured = TipKitError(name: "tipsDatastoreAlreadyConfigured")

    public var description: String { "TipKitError.\(name)" }
    public var errorDescription: String? { description }

    /// Matches an error against this one in a `catch` pattern (iOS 26).
    public static func ~= (lhs: TipKitError, rhs: any Error) -> Bool { (rhs as? TipKitError) == lhs }
}
