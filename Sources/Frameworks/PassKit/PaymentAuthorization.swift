import Foundation

/// The Apple Pay sheet, from code that is not a view controller. A run's phone has no card in
/// Wallet and no Apple Pay set up (D19): `canMakePayments()` is false, and a controller presented
/// anyway is not shown (its completion gets `false`, as on such a device) and its delegate hears
/// nothing; the step says the system was asked.
open class PKPaymentAuthorizationController: NSObject, @unchecked Sendable {
    /// No card is set up, so no payment can be made: an app takes its other path (a set-up button, a card form).
    open class func canMakePayments() -> Bool { false }
    open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool { false }
    open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork], capabilities: PKMerchantCapability) -> Bool {
        false
    }

    public let paymentRequest: PKPaymentRequest
    open weak var delegate: (any PKPaymentAuthorizationControllerDelegate)?

    public init(paymentRequest request: PKPaymentRequest) {
        paymentRequest = request
        super.init()
    }

    /// Asks to show the sheet, which a phone without Apple Pay does not: `completion(false)`.
    open func present(completion: ((Bool) -> Void)? = nil) {
        Effects.record("PKPaymentAuthorizationController asks to show the Apple Pay sheet (no Apple Pay here: not shown)")
        completion?(false)
    }

    /// The sheet, asked for from async code: not shown, `false`.
    open func present() async -> Bool {
        present(completion: nil)
        return false
    }

    /// Nothing is shown, so there is nothing to close: `completion` runs at once.
    open func dismiss(completion: (() -> Void)? = nil) { completion?() }

    open func dismiss() async {}
}

/// What the Apple Pay sheet tells the app. A run never shows the sheet, so none of it is called;
/// an app's conformance compiles as on a device. Only `paymentAuthorizationControllerDidFinish(_:)`
/// is required, as in PassKit.
public protocol PKPaymentAuthorizationControllerDelegate: NSObjectProtocol {
    func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController)
    func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
        handler completion: @escaping (PKPaymentAuthorizationResult) -> Void)
    func paymentAuthorizationControllerWillAuthorizePayment(_ controller: PKPaymentAuthorizationController)
    func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didSelectShippingMethod shippingMethod: PKShippingMethod,
        handler completion: @escaping (PKPaymentRequestShippingMethodUpdate) -> Void)
    func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didSelectShippingContact contact: PKContact,
        handler completion: @escaping (PKPaymentRequestShippingContactUpdate) -> Void)
    func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didSelectPaymentMethod paymentMethod: PKPaymentMethod,
        handler completion: @escaping (PKPaymentRequestPaymentMethodUpdate) -> Void)
    func presentationWindow(for controller: PKPaymentAuthorizationController) -> UIWindow?
}

extension PKPaymentAuthorizationControllerDelegate {
    public func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
        handler completion: @escaping (PKPaymentAuthorizationResult) -> Void
    ) {}
    public func paymentAuthorizationControllerWillAuthorizePayment(_ controller: PKPaymentAuthorizationController) {}
    public func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didSelectShippingMethod shippingMethod: PKShippingMethod,
        handler completion: @escaping (PKPaymentRequestShippingMethodUpdate) -> Void
    ) {}
    public func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didSelectShippingContact contact: PKContact,
        handler completion: @escaping (PKPaymentRequestShippingContactUpdate) -> Void
    ) {}
    public func paymentAuthorizationController(
        _ controller: PKPaymentAuthorizationController, didSelectPaymentMethod paymentMethod: PKPaymentMethod,
        handler completion: @escaping (PKPaymentRequestPaymentMethodUpdate) -> Void
    ) {}
    public func presentationWindow(for controller: PKPaymentAuthorizationController) -> UIWindow? { nil }
}

/// The Apple Pay sheet as a view controller. PassKit makes none when payments cannot be made, so
/// on a run's phone, with no Apple Pay set up (D19), `init?(paymentRequest:)` is nil and an app's
/// `guard let` takes its other path.
open class PKPaymentAuthorizationViewController: UIViewController, @unchecked Sendable {
    /// No card is set up, so no payment can be made.
    open class func canMakePayments() -> Bool { false }
    open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool { false }
    open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork], capabilities: PKMerchantCapability) -> Bool {
        false
    }

    open weak var delegate: (any PKPaymentAuthorizationViewControllerDelegate)?

    /// Nil, as PassKit's is when the device cannot make payments.
    public init?(paymentRequest request: PKPaymentRequest) {
        guard PKPaymentAuthorizationViewController.canMakePayments() else { return nil }
        super.init()
    }

    public required init?(coder: NSCoder) { nil }
}

/// What the Apple Pay view controller tells the app: never called, as no controller is made.
public protocol PKPaymentAuthorizationViewControllerDelegate: NSObjectProtocol {
    func paymentAuthorizationViewControllerDidFinish(_ controller: PKPaymentAuthorizationViewController)
    func paymentAuthorizationViewController(
        _ controller: PKPaymentAuthorizationViewController, didAuthorizePayment payment: PKPayment,
        handler completion: @escaping (PKPaymentAuthorizationResult) -> Void)
}

extension PKPaymentAuthorizationViewControllerDelegate {
    public func paymentAuthorizationViewController(
        _ controller: PKPaymentAuthorizationViewController, didAuthorizePayment payment: PKPayment,
        handler completion: @escaping (PKPaymentAuthorizationResult) -> Void
    ) {}
}

/// An authorized payment: never made in a run, as no sheet is shown, but named so an app's
/// delegate methods compile.
open class PKPayment: NSObject, @unchecked Sendable {
    public let token: PKPaymentToken
    public let billingContact: PKContact?
    public let shippingContact: PKContact?
    public let shippingMethod: PKShippingMethod?

    init(token: PKPaymentToken) {
        self.token = token
        billingContact = nil
        shippingContact = nil
        shippingMethod = nil
        super.init()
    }
}

/// The encrypted payment a merchant's server would charge: never made in a run.
open class PKPaymentToken: NSObject, @unchecked Sendable {
    public let paymentMethod: PKPaymentMethod
    public let transactionIdentifier: String
    public let paymentData: Data

    init(paymentMethod: PKPaymentMethod) {
        self.paymentMethod = paymentMethod
        transactionIdentifier = ""
        paymentData = Data()
        super.init()
    }
}

/// The card a buyer picked on the sheet: never picked in a run.
open class PKPaymentMethod: NSObject, @unchecked Sendable {
    public let displayName: String?
    public let network: PKPaymentNetwork?
    public let type: PKPaymentMethodType

    init(displayName: String?, network: PKPaymentNetwork?, type: PKPaymentMethodType) {
        self.displayName = displayName
        self.network = network
        self.type = type
        super.init()
    }
}

/// What kind of card a payment method is, with PassKit's numbers.
public enum PKPaymentMethodType: UInt, Sendable {
    case unknown, debit, credit, prepaid, store, eMoney
}

/// How the app answers an authorized payment, kept as it gives it.
open class PKPaymentAuthorizationResult: NSObject, @unchecked Sendable {
    open var status: PKPaymentAuthorizationStatus
    open var errors: [any Error]!

    public init(status: PKPaymentAuthorizationStatus, errors: [any Error]?) {
        self.status = status
        self.errors = errors ?? []
        super.init()
    }
}

/// Whether the app accepted a payment, with PassKit's numbers.
public enum PKPaymentAuthorizationStatus: Int, Sendable {
    case success, failure, invalidBillingPostalAddress, invalidShippingPostalAddress, invalidShippingContact, pinRequired
    case pinIncorrect, pinLockout
}

/// The app's answer to a change on the sheet (new totals), kept as it gives it.
open class PKPaymentRequestUpdate: NSObject, @unchecked Sendable {
    open var status: PKPaymentAuthorizationStatus = .success
    open var paymentSummaryItems: [PKPaymentSummaryItem]

    public init(paymentSummaryItems: [PKPaymentSummaryItem]) {
        self.paymentSummaryItems = paymentSummaryItems
        super.init()
    }
}

/// The app's answer to a shipping method picked on the sheet.
open class PKPaymentRequestShippingMethodUpdate: PKPaymentRequestUpdate, @unchecked Sendable {}

/// The app's answer to a payment method picked on the sheet.
open class PKPaymentRequestPaymentMethodUpdate: PKPaymentRequestUpdate, @unchecked Sendable {
    open var errors: [any Error]?

    public convenience init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem]) {
        self.init(paymentSummaryItems: paymentSummaryItems)
        self.errors = errors
    }
}

/// The app's answer to a shipping contact given on the sheet.
open class PKPaymentRequestShippingContactUpdate: PKPaymentRequestUpdate, @unchecked Sendable {
    open var errors: [any Error]?
    open var shippingMethods: [PKShippingMethod] = []

    public convenience init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem], shippingMethods: [PKShippingMethod]) {
        self.init(paymentSummaryItems: paymentSummaryItems)
        self.errors = errors
        self.shippingMethods = shippingMethods
    }
}
