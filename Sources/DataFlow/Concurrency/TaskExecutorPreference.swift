extension View {
    /// `.task(id:)` with a name and an executor preference (iOS 26.4): the same lifetime as
    /// `task(id:priority:_:)` (starts after the view appears, restarts when `id` changes, is
    /// cancelled when the view leaves). The name only labels the task for debugging tools, and a
    /// run's tasks always run on the graph's own executor (see `TaskRunner`), so both are accepted.
    public func task<T: Equatable>(
        id: T, name: String? = nil, executorPreference taskExecutor: any TaskExecutor, priority: TaskPriority = .userInitiated,
        file: String = #fileID, line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void
    ) -> ModifiedContent<Self, _TaskModifier<T>> {
        modifier(_TaskModifier(id: id, action: { await action() }))
    }
}
