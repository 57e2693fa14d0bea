/// `@Environment(\.purchase) var purchase`, then `try await purchase(product)` (iOS 17): buys a
/// product, as `product.purchase()` does; it cannot succeed here (see `Product`).
public struct PurchaseAction: Sendable {
    init() {}

    public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        try await product.purchase(options: options)
    }
}

private struct PurchaseKey: EnvironmentKey {
    static var defaultValue: PurchaseAction { PurchaseAction() }
}

extension EnvironmentValues {
    /// The action that buys a product (iOS 17).
    public var purchase: PurchaseAction { self[PurchaseKey.self] }
}
