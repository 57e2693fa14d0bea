extension Tips {
    /// A button a tip offers (`Action(id: "learn-more", title: "Learn More")`). `TipView` shows the
    /// tip as one line, without its buttons, so an action's handler runs only if the app calls it.
    public struct Action: Identifiable {
        public let id: String
        /// The action's position among the tip's actions (set by `Tips.ActionBuilder`).
        public let index: Int?
        public let label: @Sendable () -> Text
        public let handler: @Sendable () -> Void

        public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: @escaping @Sendable () -> Text) {
            self.init(id: id ?? "", index: nil, label: label, handler: handler)
        }

        public init(id: String? = nil, title: some StringProtocol, perform handler: @escaping @Sendable () -> Void = {}) {
            let title = String(title)
            self.init(id: id ?? title, index: nil, label: { Text(title) }, handler: handler)
        }

        private init(id: String, index: Int?, label: @escaping @Sendable () -> Text, handler: @escaping @Sendable () -> Void) {
            self.id = id
            self.index = index
            self.label = label
            self.handler = handler
        }

        func with(index: Int) -> Action {
            Action(id: id.isEmpty ? String(index) : id, index: index, label: label, handler: handler)
        }
    }

    /// Builds a tip's `actions`: each `Action`, in order, numbered.
    @resultBuilder
    public struct ActionBuilder {
        public static func buildExpression(_ element: Action) -> [Action] { [element] }
        public static func buildExpression(_ component: [Action]) -> [Action] { component }
        public static func buildPartialBlock(first: [Action]) -> [Action] { first }
        public static func buildPartialBlock(accumulated: [Action], next: [Action]) -> [Action] { accumulated + next }
        public static func buildBlock() -> [Action] { [] }
        public static func buildArray(_ components: [[Action]]) -> [Action] { components.flatMap { $0 } }
        public static func buildEither(first component: [Action]) -> [Action] { component }
        public static func buildEither(second component: [Action]) -> [Action] { component }
        public static func buildLimitedAvailability(_ component: [Action]) -> [Action] { component }
        public static func buildOptional(_ component: [Action]?) -> [Action] { component ?? [] }
        public static func buildFinalResult(_ component: [Action]) -> [Action] {
            component.enumerated().map { index, action in action.with(index: index) }
        }
    }
}
