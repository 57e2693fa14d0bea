/// `.task { }` and `.task(id:) { }`: asynchronous work tied to a view's lifetime.
///
/// The task starts after the view appears (after the appear actions of that update, §16), is
/// cancelled when the view disappears, and with `id:` is cancelled and started again whenever the
/// id changes (as an action after the update, like onChange). Its body runs on the graph's own
/// executor: see `TaskRunner` for when, and `Task.sleep` for how a script lets an await go on.
public struct _TaskModifier<ID: Equatable>: BuiltinModifier {
    let id: ID
    let action: () async -> Void

    package func makeBehavior() -> ModifierBehavior? { TaskBehavior<ID>() }
}

extension View {
    /// Starts `action` when the view appears; cancels it when the view disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> ModifiedContent<Self, _TaskModifier<Bool>> {
        modifier(_TaskModifier(id: true, action: action))
    }

    /// Like `task(priority:_:)`, and restarts the task whenever `id` changes.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
    )
        -> ModifiedContent<Self, _TaskModifier<T>>
    {
        modifier(_TaskModifier(id: value, action: action))
    }
}

final class TaskBehavior<ID: Equatable>: ModifierBehavior {
    private var id: ID?
    private var task: TaskRunner.ViewTask?
    private var generation = 0

    override package func update(_ modifier: any BuiltinModifier, node: ModifierNode, isFirst: Bool) {
        guard let modifier = modifier as? _TaskModifier<ID> else { return }
        defer { id = modifier.id }
        guard !isFirst, let id else { return }
        guard id != modifier.id else {
            // Said only to `why`: nothing is described unless someone reads the trace.
            guard node.host.reporter.isTracing else { return }
            let kept = ID.self == Bool.self ? "" : node.host.reporter.describer.describe(id).text
            return node.reportWithheld(.taskNotRestarted, subject: ID.self == Bool.self ? ".task" : ".task(id:)", detail: kept)
        }
        let host = node.host
        let label = "\(name(of: node)) (id: \(host.reporter.describer.describe(id).text) → \(host.reporter.describer.describe(modifier.id).text))"
        host.queue.enqueue("restart \(label)") { [weak self, weak node] in
            guard let self, let node else { return }
            self.cancel(node)
            self.start(modifier.action, node: node)
        }
    }

    override package func contentDidUpdate(node: ModifierNode, isFirst: Bool) {
        guard isFirst, let modifier = node.modifier as? _TaskModifier<ID> else { return }
        node.host.queue.enqueueTaskStart(name(of: node)) { [weak self, weak node] in
            guard let self, let node, !node.isRemoved else { return }
            self.start(modifier.action, node: node)
        }
    }

    override package func willRemove(node: ModifierNode) { cancel(node) }

    /// A covered view's task is cancelled; it starts afresh when the view is shown again (§19).
    override package func visibilityDidChange(node: ModifierNode, isVisible: Bool) {
        guard isVisible else { return cancel(node) }
        contentDidUpdate(node: node, isFirst: true)
    }

    private func start(_ action: @escaping () async -> Void, node: ModifierNode) {
        task = node.host.tasks?.start(name(of: node), action)
    }

    private func cancel(_ node: ModifierNode) {
        guard let task else { return }
        self.task = nil
        // A finished task's handle is kept until the view leaves; cancelling it does nothing.
        guard !task.isFinished else { return }
        node.host.reporter.trace(.task("\(name(of: node)) cancelled"))
        task.cancel()
    }

    private func name(of node: ModifierNode) -> String {
        (ID.self == Bool.self ? ".task" : ".task(id:)") + " of \(node.ownerDescription)"
    }
}
