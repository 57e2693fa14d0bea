// What a view asks of the App Store as it appears: each runs as the view's `.task`, and reports
// what a device reports when the App Store knows nothing of the app's identifiers: the product is
// unavailable, the user has no subscription and no entitlement. Purchases never start.
extension View {
    /// Loads a product: `.loading`, then `.unavailable`.
    public func storeProductTask(
        for id: Product.ID, priority: TaskPriority = .medium, action: @escaping (Product.TaskState) async -> Void
    ) -> some View {
        task(priority: priority) {
            await action(.loading)
            await action(.unavailable)
        }
    }

    /// Loads products: `.loading`, then success with none found and every identifier unavailable.
    public func storeProductsTask(
        for ids: some Collection<Product.ID> & Sendable & Equatable, priority: TaskPriority = .medium,
        action: @escaping (Product.CollectionTaskState) async -> Void
    ) -> some View {
        let unavailable = Array(ids)
        return task(priority: priority) {
            await action(.loading)
            await action(.success([], unavailable: unavailable))
        }
    }

    /// Loads a group's subscription statuses: `.loading`, then none.
    public func subscriptionStatusTask(
        for groupID: String, priority: TaskPriority = .medium,
        action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void
    ) -> some View {
        task(priority: priority) {
            await action(.loading)
            await action(.success([]))
        }
    }

    /// Loads a product's entitlement: `.loading`, then none.
    public func currentEntitlementTask(
        for productID: String, priority: TaskPriority = .medium,
        action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void
    ) -> some View {
        task(priority: priority) {
            await action(.loading)
            await action(.success(nil))
        }
    }

    /// Runs when a store view starts a purchase: never, as none can start here.
    public func onInAppPurchaseStart(perform action: ((Product) async -> Void)?) -> some View { self }

    /// Runs when a store view's purchase ends: never, as none can start here.
    public func onInAppPurchaseCompletion(
        perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> Void)?
    ) -> some View {
        self
    }

    /// The options of a store view's purchases: never asked for, as none can start here.
    public func inAppPurchaseOptions(_ options: ((Product) async -> Set<Product.PurchaseOption>)?) -> some View { self }
}
