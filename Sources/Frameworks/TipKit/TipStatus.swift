extension Tips {
    /// Whether a tip may show: waiting for its rules, available, or invalidated.
    public enum Status: Hashable, Sendable {
        case pending
        case available
        case invalidated(InvalidationReason)
    }

    /// Why a tip stopped showing.
    public enum InvalidationReason: Hashable, Sendable {
        case actionPerformed
        case displayCountExceeded
        case displayDurationExceeded
        case tipClosed
    }
}

extension Tip {
    /// `.available`: dataflow evaluates no rules and keeps no datastore, so every tip is eligible,
    /// as it is on a device right after `Tips.showAllTipsForTesting()`.
    public var status: Status { .available }

    /// True: see `status`.
    public var shouldDisplay: Bool { status == .available }

    /// The status once, then the end of the stream: nothing here ever changes a tip's status, so a
    /// `for await` loop over it ends instead of waiting for ever.
    public var statusUpdates: AsyncStream<Status> {
        let status = status
        return AsyncStream { continuation in
            continuation.yield(status)
            continuation.finish()
        }
    }

    /// `shouldDisplay` once, then the end of the stream (see `statusUpdates`).
    public var shouldDisplayUpdates: AsyncMapSequence<AsyncStream<Status>, Bool> {
        statusUpdates.map { $0 == .available }
    }

    /// Records that the app invalidated the tip. TipKit would hide it and remember that in its
    /// datastore; dataflow keeps none, so the tip stays on screen and the step says what was asked.
    public func invalidate(reason: InvalidationReason) {
        Effects.record("TipKit invalidates the tip \(displayTypeName(Self.self)) (.\(reason))")
    }

    /// Makes the tip eligible again (iOS 26): it always is here.
    public func resetEligibility() async {}
}
