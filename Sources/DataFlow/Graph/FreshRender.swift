/// Staleness (D12): what a fresh evaluation of the whole tree from the current stored values would
/// show, compared with what the screen shows.
///
/// The fresh render is a second graph that mounts the same root view, with every `@State` at an
/// identity the live graph also has starting from the live value instead of the initial one.
/// Objects are shared (they are references), so a class property that changed behind SwiftUI's
/// back shows its new value there. The fresh graph runs on a silent host (`GraphHost`): no
/// trace, no console, no queued actions, no subscriptions; the live graph is only read, never
/// written (no counters move), and a write a fresh body makes (to its own `@State`, or to the
/// live app's `@AppStorage`) is a write during an update, dropped (D5). A body that mutates an
/// object it shares with the app (a model, a SwiftData context) mutates it for the app too, as
/// any code holding the object would: dataflow cannot take that back.
extension ViewGraph {
    /// The views whose screen line differs from a fresh render of the current values; `shown` is
    /// this graph's screen when the caller already has it.
    package func staleViews(shown: Screen? = nil) -> [StaleView] {
        // A closed window shows nothing, and nothing would be rendered again.
        guard !isClosed, let rootView else { return [] }
        let fresh = ViewGraph.freshRender(of: self)
        fresh.mountRoot(rootView)
        return staleLines(shown: shown ?? screen(), current: fresh.screen())
    }

    /// Gives a node of a fresh render the stored values of the live node at the same identity.
    func seedFreshNode(_ fresh: Node) {
        guard let counterpart = liveCounterpart(of: fresh) else { return }
        fresh.counterpart = counterpart
        fresh.seed(from: counterpart)
    }

    /// The live node with the same key, type and parent identity as `fresh`.
    private func liveCounterpart(of fresh: Node) -> Node? {
        guard let parent = fresh.parent else {
            return root.flatMap { $0.viewType == fresh.viewType ? $0 : nil }
        }
        guard let liveParent = parent.counterpart else { return nil }
        return liveParent.child(at: fresh.key, viewType: fresh.viewType)
    }
}

/// One view whose screen is out of date: what it shows and what it would show now.
public struct StaleView: Equatable, Codable, Sendable {
    public var identity: String
    /// The line on screen, or nil if the view is not on screen but would be.
    public var shows: String?
    /// The line a fresh render shows, or nil if the view would no longer be there.
    public var current: String?
}

/// Pairs screen lines by identity and keeps the pairs that differ, in screen order.
func staleLines(shown: Screen, current: Screen) -> [StaleView] {
    // Usually both screens show the same identities in the same order: compare line by line.
    if shown.lines.count == current.lines.count,
        zip(shown.lines, current.lines).allSatisfy({ $0.identity == $1.identity })
    {
        return zip(shown.lines, current.lines).compactMap { shown, now in
            shown.text == now.text ? nil : StaleView(identity: shown.identity, shows: shown.text, current: now.text)
        }
    }
    var currentByIdentity: [String: String] = [:]
    for line in current.lines { currentByIdentity[line.identity] = line.text }
    var shownIdentities = Set<String>()
    var stale: [StaleView] = []
    for line in shown.lines {
        shownIdentities.insert(line.identity)
        let now = currentByIdentity[line.identity]
        if now != line.text { stale.append(StaleView(identity: line.identity, shows: line.text, current: now)) }
    }
    for line in current.lines where !shownIdentities.contains(line.identity) {
        stale.append(StaleView(identity: line.identity, shows: nil, current: line.text))
    }
    return stale
}
