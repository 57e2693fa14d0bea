/// The errors StoreKit throws. Nothing here throws one except a purchase, which cannot happen
/// without a product (`Product.products(for:)` finds none).
public enum StoreKitError: Error, LocalizedError {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error)
    case notAvailableInStorefront
    case notEntitled
    case unsupported

    public var errorDescription: String? {
        switch self {
        case .unknown: "An unknown error occurred."
        case .userCancelled: "The user cancelled."
        case .networkError(let error): error.localizedDescription
        case .systemError(let error): error.localizedDescription
        case .notAvailableInStorefront: "The product is not available in the current storefront."
        case .notEntitled: "The user is not entitled."
        case .unsupported: "This is not supported."
        }
    }
}
