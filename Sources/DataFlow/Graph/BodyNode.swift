/// A view with a `body`: the identity that owns dynamic-property storage and re-evaluates its body
/// when the rules say so.
///
/// A body runs when
/// - its parent produced a value that does not compare equal to the last one (`@self`, §5),
/// - the identity is new (`@identity`, first evaluation),
/// - storage it read changed (`_count`, §3), or a binding it read now projects another value (§6).
/// Otherwise it is skipped, and what it showed stays on screen.
package final class BodyNode: Node {
    // The fields a compared child reads come first, in declaration order, which Swift keeps for
    // a class: next to the node's own, they share two cache lines instead of five (a list of
    // 10,000 rows does not fit in the cache, and each line missed costs more than the compare).
    // `@exclusivity(unchecked)` on them: see `Node.children`.
    /// Whether the view is a custom `ViewModifier` seen as a view (`CustomModifierBody`).
    private let hostsCustomModifier: Bool
    @exclusivity(unchecked) private var isFresh = true
    /// Whether any of `changedProperties` is set: asked for every compared child, so kept apart
    /// (reading the array, even an empty one, costs a retain and a release).
    @exclusivity(unchecked) private var anyPropertyChanged = false
    /// Observation dependencies (§8): set when a tracked property this body read will change.
    @exclusivity(unchecked) private var dependenciesChanged = false
    @exclusivity(unchecked) private var lastPass = -1
    /// How this view type's inputs compare (§5), compiled once: field by field for plain data,
    /// or always with `==` inside an `EquatableView`.
    /// A constant, compiled when the node is made (the view type never changes): read from a
    /// variable, the plan's leaves would be retained and released around every comparison.
    private let comparisonPlan: ComparisonPlan
    /// The value the parent gave, as the parent gave it (never installed): compared with the next one.
    @exclusivity(unchecked) package private(set) var input: any View

    package let typeName: String
    /// The graph's own installed copy, as of the last evaluation.
    package private(set) var installed: any View
    package private(set) var boxes: [PropertyBox] = []
    private let layout: PropertyLayout
    private var changedProperties: [Bool]
    private var changedDependencies: [String] = []
    /// Made when an evaluation first read a tracked property (traced: at the first evaluation).
    private var observation: ObservationScope?
    private var observationScope: ObservationScope {
        if let observation { return observation }
        let scope = ObservationScope(client: self)
        observation = scope
        return scope
    }

    /// How many times in a row an equal copy of this view encloses it (D16): a body that makes
    /// itself again with the same inputs nests without end.
    package private(set) var selfNesting = 0

    /// `viewType` is the type the parent's slot holds, when the node runs another view for it (a
    /// custom modifier's `ModifiedContent` runs as its `CustomModifierBody`): the identity is
    /// matched by the slot's type, so the node is found again on the parent's next update.
    package init(view: any View, context: NodeContext, viewType slotType: Any.Type? = nil) {
        hostsCustomModifier = view is any CustomModifierHosting
        input = view
        installed = view
        let typeName = context.graph.typeName(of: type(of: view))
        self.typeName = typeName
        baseName = typeName.firstIndex(of: "<").map { String(typeName[..<$0]) } ?? typeName
        layout = context.graph.propertyLayout(of: type(of: view))
        // What `apply(_:)` compares: a custom modifier's body, for a node that hosts one.
        let compared = hostsCustomModifier ? (view as? any CustomModifierHosting)?.hostedBody ?? view : view
        comparisonPlan =
            context.parent is EquatableViewNode
            ? context.graph.equatableComparisonPlan(for: type(of: compared)) : context.graph.viewComparisonPlan(for: type(of: compared))
        changedProperties = Array(repeating: false, count: layout.fields.count)
        super.init(context, viewType: slotType ?? type(of: view))
        boxes = layout.fields.map { $0.type.makeBox(for: $0, node: self) }
        if let enclosing = nearestEnclosingCopy(), graph.compareViews(enclosing.input, view) {
            selfNesting = enclosing.selfNesting + 1
        }
    }

    /// The nearest ancestor of this view's type, within a few levels: endless nesting repeats
    /// itself closely, and a deep tree of other views is not searched to its root.
    private func nearestEnclosingCopy() -> BodyNode? {
        var node = parent
        for _ in 0..<32 {
            guard let current = node else { return nil }
            if current.viewType == viewType, let body = current as? BodyNode { return body }
            node = current.parent
        }
        return nil
    }

    /// Paths use the name without generic arguments (`MyContainerView`); `_printChanges` lines keep
    /// the full name, as SwiftUI prints it.
    override package var pathName: String? { baseName }

    /// The type name without generic arguments (kept: every identity path below asks for it).
    package let baseName: String

    // MARK: Invalidation

    /// Storage this body read committed a change (§3).
    package func propertyDidChange(_ index: Int) {
        changedProperties[index] = true
        anyPropertyChanged = true
        scheduleVisit()
    }

    /// For the benchmark's baseline: run this body (and, without comparisons, every body below).
    package func forceEvaluation() {
        dependenciesChanged = true
        scheduleVisit()
    }

    /// An Observation-tracked property this body read is changing (§8).
    package func dependenciesDidChange() {
        dependenciesChanged = true
        scheduleVisit()
    }

    /// Which tracked properties changed, for the transcript (beyond SwiftUI's `@dependencies`).
    package func noteChangedDependencies(_ names: [String]) {
        for name in names where !changedDependencies.contains(name) { changedDependencies.append(name) }
        for name in names where !observedProperties.contains(name) { observedProperties.append(name) }
    }

    /// What the body read through Observation, told when one of them changes (Observation does
    /// not say what a body read until then): the stored properties behind a computed one too.
    package func noteReadProperties(_ names: [String]) {
        for name in names where !observedProperties.contains(name) { observedProperties.append(name) }
    }

    /// Observation-tracked properties this body is known to depend on so far: those seen to
    /// invalidate it, and all its evaluation read once one of them changed.
    package private(set) var observedProperties: [String] = []

    override package var hasOwnWork: Bool {
        dependenciesChanged || anyPropertyChanged
    }

    // MARK: Updates

    override package func apply(_ view: any View) {
        // A custom modifier's node receives `content.modifier(M())` from its parent: its body is
        // the modifier's (the graph made the node for that wrapper).
        if hostsCustomModifier { return applyInput((view as? any CustomModifierHosting)?.hostedBody ?? view) }
        applyInput(view)
    }

    /// Compares the parent's new value with the last, keeps it, and runs the body if it must.
    private func applyInput(_ view: any View) {
        if isFresh {
            input = view
            evaluate(selfChanged: true)
            return
        }
        graph.countViewCompared()
        let selfChanged = !graph.compareViews(input, view, plan: comparisonPlan)
        guard host.reporter.isTracing else {
            input = view
            // The common compared child, skipped without a call: `evaluate`'s first two tests.
            guard selfChanged || dependenciesChanged || anyPropertyChanged || lastPass == host.queue.passNumber else { return }
            evaluate(selfChanged: selfChanged)
            return
        }
        let previous = input
        input = view
        if !evaluate(selfChanged: selfChanged) {
            // The parent re-ran, this view's inputs compared equal and nothing it read changed.
            host.reporter.trace(.bodySkipped(skipRecord(previous: previous)))
        }
    }

    override package func performOwnUpdate() { evaluate(selfChanged: false) }

    /// What compared the inputs equal: the view's own `==` when SwiftUI uses it (an `Equatable`
    /// view that is not plain data, or one inside `.equatable()`, §5), and then whether the
    /// inputs differed all the same.
    private func skipRecord(previous: any View) -> SkipRecord {
        func isPlainData<V: View>(_ view: V) -> Bool { _isPOD(V.self) }
        let ownEquality = input is any Equatable && (parent is EquatableViewNode || !isPlainData(input))
        guard ownEquality else { return SkipRecord(node: record) }
        let describer = host.reporter.describer
        return SkipRecord(node: record, byOwnEquality: true, inputsDiffer: describer.describe(previous) != describer.describe(input))
    }

    /// Runs the body if anything requires it; returns whether it ran (or will, next pass).
    @discardableResult
    private func evaluate(selfChanged: Bool) -> Bool {
        if lastPass == host.queue.passNumber {
            // Each body runs at most once per pass (§14); this invalidation waits for the next.
            host.queue.deferToNextPass { self.scheduleVisit() }
            return true
        }
        guard selfChanged || isFresh || dependenciesChanged || anyPropertyChanged else { return false }
        if host.hasCrashed {
            // The app would be gone (D16): nothing more is built.
            isFresh = false
            return true
        }

        var installChanges = Array(repeating: false, count: boxes.count)
        let copy = install(input, changes: &installChanges)
        if let failed = boxes.first(where: \.installFailed) {
            // SwiftUI would crash when the body reads this property; the graph recorded the failure.
            host.reporter.report(.dataflow("\(typeName)'s body is not run: reading \(failed.field.name) there is SwiftUI's fatal error"))
            installed = copy
            isFresh = false
            return true
        }
        // The `_printChanges` line is built only if someone reads it: a trace, or
        // `Self._printChanges()` in the body.
        let wasFresh = isFresh
        let hadDependencies = dependenciesChanged
        let changedNow = changedProperties
        let changes = LazyLine { [unowned(unsafe) self] in
            self.printChangesLine(
                selfChanged: selfChanged, fresh: wasFresh, dependencies: hadDependencies,
                changed: changedNow, installChanges: installChanges)
        }
        let dependencies = changedDependencies
        isFresh = false
        lastPass = host.queue.passNumber
        if anyPropertyChanged { changedProperties = Array(repeating: false, count: boxes.count) }
        anyPropertyChanged = false
        dependenciesChanged = false
        changedDependencies = []
        observation?.didInvalidate()
        graph.tally.counts.bodiesEvaluated += 1
        host.reporter.trace(
            .bodyEvaluated(
                BodyRecord(
                    node: record, changes: changes.value, dependencies: dependencies,
                    environment: environmentChanges(fresh: wasFresh, changed: changedNow, installChanges: installChanges))))

        let body = host.evaluatingBody(of: typeName, changes: changes) { trackingObservation { evaluateBody(of: copy) } }
        installed = copy
        reconcileChild(body, key: .body)
        return true
    }

    /// Runs `body` under Observation tracking (not on a silent host: a fresh render must not
    /// subscribe). Untraced, in the one-shot form: a body that read nothing tracked gets no scope.
    private func trackingObservation<Result>(_ body: () -> Result) -> Result {
        guard !host.isSilent else { return body() }
        guard host.reporter.isTracing else {
            observation?.beginEvaluation()
            return ObservationScope.trackOnce(body) { observationScope }
        }
        return observationScope.track(body)
    }

    /// Runs `body` so that its Observation reads count as this body's (what a `ForEach` reads of
    /// its collection).
    package func trackingAsPartOfBody<Result>(_ body: () -> Result) -> Result {
        guard !host.isSilent else { return body() }
        guard host.reporter.isTracing else { return ObservationScope.trackOnce(body) { observationScope } }
        return observationScope.trackMore(body)
    }

    /// `_printChanges`'s line for an evaluation (§12, D7).
    private func printChangesLine(selfChanged: Bool, fresh: Bool, dependencies: Bool, changed: [Bool], installChanges: [Bool]) -> String {
        var items: [String] = []
        if dependencies { items.append("@dependencies") }
        if selfChanged || fresh { items.append("@self") }
        if fresh && !boxes.isEmpty { items.append("@identity") }
        for (index, box) in boxes.enumerated() where fresh || changed[index] || installChanges[index] {
            items.append(box.field.name)
        }
        return items.isEmpty ? "\(typeName): unchanged." : "\(typeName): \(items.joined(separator: ", ")) changed."
    }

    /// The environment properties (`@Environment`, `@EnvironmentObject`) among the changed ones.
    private func environmentChanges(fresh: Bool, changed: [Bool], installChanges: [Bool]) -> [String] {
        guard !fresh else { return [] }
        return boxes.enumerated().compactMap { index, box in
            box is EnvironmentReader && (changed[index] || installChanges[index]) ? box.field.name : nil
        }
    }

    /// Gives a copy of `view` this identity's storage: the copy the graph installs (D2).
    private func install(_ view: any View, changes: inout [Bool]) -> any View {
        func open<V: View>(_ view: V) -> any View {
            var copy = view
            let isFirst = isFresh
            withUnsafeMutableBytes(of: &copy) { raw in
                guard let base = raw.baseAddress else { return }
                for (index, box) in boxes.enumerated() where box.install(at: base + box.field.offset, isFirst: isFirst) {
                    changes[index] = true
                }
                for custom in layout.customProperties {
                    custom.type.updateInPlace(at: base + custom.offset)
                }
            }
            return copy
        }
        return open(view)
    }

    private func evaluateBody(of view: any View) -> any View {
        // A UIKit representable's body is its UIKit object (`Representable.swift`).
        if let representable = view as? any UIViewRepresentable { return representable._representedObject }
        if let representable = view as? any UIViewControllerRepresentable { return representable._representedObject }
        func open<V: View>(_ view: V) -> any View { view.body }
        return open(view)
    }

    override package var ownBindingsAreValid: Bool { boxes.allSatisfy(\.holdsValidBinding) }

    override package func willRemove() {
        for box in boxes { box.remove() }
        observation?.stop()
    }

    override package func seed(from live: Node) {
        guard let live = live as? BodyNode else { return }
        for (box, liveBox) in zip(boxes, live.boxes) { box.seed(from: liveBox) }
    }

    package var record: NodeRecord { NodeRecord(view: baseName, identity: identityPath) }
}

/// A line of text computed on first use.
package final class LazyLine {
    private var make: (() -> String)?
    private var made: String?

    init(_ make: @escaping () -> String) {
        self.make = make
    }

    package var value: String {
        if let made { return made }
        let line = make?() ?? ""
        made = line
        make = nil
        return line
    }
}

extension BodyNode: ObservationClient {
    func observedPropertyWillChange() { dependenciesDidChange() }

    /// The view as installed and its stored values: where the objects it read are found.
    var observedValues: [Any] { [installed] + boxes.compactMap(\.storedValue) }
}
