/// One product with its buy button (iOS 17): one screen line, `ProductView "pro.monthly"`, naming
/// the product asked for. Nothing loads from an App Store here (see `StoreView`).
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    let productID: Product.ID

    public var body: some View {
        DrawnView(kind: "ProductView", detail: productID.quotedLiteral)
    }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) {
        self.productID = productID
    }

    public init(_ product: Product, prefersPromotionalIcon: Bool = true) {
        productID = product.id
    }
}

extension ProductView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        self.productID = productID
    }

    public init(_ product: Product, prefersPromotionalIcon: Bool = true, @ViewBuilder icon: () -> Icon) {
        productID = product.id
    }
}

extension ProductView {
    public init(id productID: Product.ID, @ViewBuilder icon: (ProductIconPhase) -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.productID = productID
    }
}
