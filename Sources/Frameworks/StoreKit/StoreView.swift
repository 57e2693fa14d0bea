/// A store of products (iOS 17): one screen line, `StoreView (2 products)`, counting the products
/// asked for.
///
/// On a device it loads them from the App Store and draws each with a buy button; there is no App
/// Store here, so nothing loads and nothing can be bought: the line says what the app asked for.
/// The icon closures are never called, as there is no product to draw.
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    let productCount: Int

    public var body: some View {
        DrawnView(kind: "StoreView", detail: StoreLine.count(productCount))
    }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    public init(ids productIDs: some Collection<Product.ID>, prefersPromotionalIcon: Bool = false) {
        productCount = productIDs.count
    }

    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) {
        productCount = products.count
    }
}

extension StoreView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    public init(ids productIDs: some Collection<Product.ID>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon) {
        productCount = productIDs.count
    }

    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon) {
        productCount = products.count
    }
}

extension StoreView {
    public init(
        ids productIDs: some Collection<Product.ID>, @ViewBuilder icon: @escaping (Product, ProductIconPhase) -> Icon,
        @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) {
        productCount = productIDs.count
    }

    public init(
        products: some Collection<Product>, @ViewBuilder icon: @escaping (Product, ProductIconPhase) -> Icon,
        @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) {
        productCount = products.count
    }
}

/// Where loading a product's icon stands.
public enum ProductIconPhase: Sendable {
    case loading
    case success(Image)
    case unavailable
    case failure
}

/// The placeholder a store view draws while an icon loads.
public struct AutomaticProductPlaceholderIcon: View {
    public var body: some View { EmptyView() }
}
