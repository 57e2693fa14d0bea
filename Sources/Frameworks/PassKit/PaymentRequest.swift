import Foundation

/// What an app asks Apple Pay to charge, kept as the app fills it in: no Apple Pay sheet ever
/// shows it in a run (D19), but an app's code that builds one compiles and reads it back.
open class PKPaymentRequest: NSObject, @unchecked Sendable {
    open var merchantIdentifier = ""
    open var countryCode = ""
    open var currencyCode = ""
    open var supportedNetworks: [PKPaymentNetwork] = []
    open var merchantCapabilities: PKMerchantCapability = []
    open var paymentSummaryItems: [PKPaymentSummaryItem] = []
    open var supportedCountries: Set<String>?
    open var requiredBillingContactFields: Set<PKContactField> = []
    open var requiredShippingContactFields: Set<PKContactField> = []
    open var billingContact: PKContact?
    open var shippingContact: PKContact?
    open var shippingMethods: [PKShippingMethod]?
    open var shippingType: PKShippingType = .shipping
    open var applicationData: Data?

    public override init() { super.init() }
}

/// A card network an app accepts, by PassKit's names (`PKPaymentNetwork`), so that a request's
/// `supportedNetworks` reads as on a device.
public struct PKPaymentNetwork: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let amex = PKPaymentNetwork("AmEx")
    public static let bancomat = PKPaymentNetwork("Bancomat")
    public static let bancontact = PKPaymentNetwork("Bancontact")
    public static let cartesBancaires = PKPaymentNetwork("CartesBancaires")
    public static let chinaUnionPay = PKPaymentNetwork("ChinaUnionPay")
    public static let dankort = PKPaymentNetwork("Dankort")
    public static let discover = PKPaymentNetwork("Discover")
    public static let eftpos = PKPaymentNetwork("Eftpos")
    public static let electron = PKPaymentNetwork("Electron")
    public static let elo = PKPaymentNetwork("Elo")
    public static let girocard = PKPaymentNetwork("Girocard")
    public static let idCredit = PKPaymentNetwork("iD")
    public static let interac = PKPaymentNetwork("Interac")
    public static let JCB = PKPaymentNetwork("JCB")
    public static let mada = PKPaymentNetwork("mada")
    public static let maestro = PKPaymentNetwork("Maestro")
    public static let masterCard = PKPaymentNetwork("MasterCard")
    public static let mir = PKPaymentNetwork("Mir")
    public static let privateLabel = PKPaymentNetwork("PrivateLabel")
    public static let quicPay = PKPaymentNetwork("QUICPay")
    public static let suica = PKPaymentNetwork("Suica")
    public static let visa = PKPaymentNetwork("Visa")
    public static let vPay = PKPaymentNetwork("VPay")
}

/// What payments a merchant can process, with PassKit's bits, under both the iOS 17 names and
/// the older ones apps still write.
public struct PKMerchantCapability: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let threeDSecure = PKMerchantCapability(rawValue: 1 << 0)
    public static let emv = PKMerchantCapability(rawValue: 1 << 1)
    public static let credit = PKMerchantCapability(rawValue: 1 << 2)
    public static let debit = PKMerchantCapability(rawValue: 1 << 3)
    public static let instantFundsOut = PKMerchantCapability(rawValue: 1 << 7)

    public static let capability3DS = threeDSecure
    public static let capabilityEMV = emv
    public static let capabilityCredit = credit
    public static let capabilityDebit = debit
}

/// Whether a summary line's amount is known yet, with PassKit's numbers.
public enum PKPaymentSummaryItemType: UInt, Sendable {
    case `final`, pending
}

/// One line of what the sheet would charge (the last is the total), kept as the app gives it.
open class PKPaymentSummaryItem: NSObject, @unchecked Sendable {
    open var label: String
    open var amount: NSDecimalNumber
    open var type: PKPaymentSummaryItemType

    public init(label: String, amount: NSDecimalNumber, type: PKPaymentSummaryItemType) {
        self.label = label
        self.amount = amount
        self.type = type
        super.init()
    }

    public convenience init(label: String, amount: NSDecimalNumber) {
        self.init(label: label, amount: amount, type: .final)
    }
}

/// A way to ship an order, offered on the sheet: kept as the app gives it.
open class PKShippingMethod: PKPaymentSummaryItem, @unchecked Sendable {
    open var identifier: String?
    open var detail: String?
}

/// How the order reaches the buyer, with PassKit's numbers: it only renames the sheet's fields.
public enum PKShippingType: UInt, Sendable {
    case shipping, delivery, storePickup, servicePickup
}

/// A contact detail the sheet would ask for, by PassKit's names.
public struct PKContactField: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let postalAddress = PKContactField("post")
    public static let emailAddress = PKContactField("email")
    public static let phoneNumber = PKContactField("phone")
    public static let name = PKContactField("name")
    public static let phoneticName = PKContactField("phoneticName")
}

/// A buyer's contact details: an app may make one to prefill the sheet; no sheet returns one here.
open class PKContact: NSObject, @unchecked Sendable {
    open var name: PersonNameComponents?
    open var emailAddress: String?

    public override init() { super.init() }
}
