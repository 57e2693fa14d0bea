import Foundation

/// The name of a property a fetch asks for (`CNContactGivenNameKey`).
public protocol CNKeyDescriptor {}
extension String: CNKeyDescriptor {}

public let CNContactIdentifierKey = "identifier"
public let CNContactGivenNameKey = "givenName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactJobTitleKey = "jobTitle"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactPostalAddressesKey = "postalAddresses"
public let CNContactBirthdayKey = "birthday"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactNoteKey = "note"
public let CNContactUrlAddressesKey = "urlAddresses"

/// The labels of a contact's values.
public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelOther = "_$!<Other>!$_"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"

/// A value with a label (`home`, `work`): a phone number, an email address, an address.
public final class CNLabeledValue<ValueType>: NSObject, @unchecked Sendable {
    public let identifier = UUID().uuidString
    public let label: String?
    public let value: ValueType

    public init(label: String?, value: ValueType) {
        self.label = label
        self.value = value
    }

    /// A label as a person reads it (`_$!<Home>!$_` is "home").
    public class func localizedString(forLabel label: String) -> String {
        label.hasPrefix("_$!<") && label.hasSuffix(">!$_") ? String(label.dropFirst(4).dropLast(4)).lowercased() : label
    }
}

/// A phone number, as written.
public final class CNPhoneNumber: NSObject, @unchecked Sendable {
    public let stringValue: String
    public init(stringValue string: String) { stringValue = string }
}

/// A postal address.
public class CNPostalAddress: NSObject, @unchecked Sendable {
    public fileprivate(set) var street = ""
    public fileprivate(set) var subLocality = ""
    public fileprivate(set) var city = ""
    public fileprivate(set) var subAdministrativeArea = ""
    public fileprivate(set) var state = ""
    public fileprivate(set) var postalCode = ""
    public fileprivate(set) var country = ""
    public fileprivate(set) var isoCountryCode = ""
}

/// A postal address an app fills in.
public final class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    public override var street: String {
        get { super.street }
        set { super.street = newValue }
    }
    public override var subLocality: String {
        get { super.subLocality }
        set { super.subLocality = newValue }
    }
    public override var city: String {
        get { super.city }
        set { super.city = newValue }
    }
    public override var subAdministrativeArea: String {
        get { super.subAdministrativeArea }
        set { super.subAdministrativeArea = newValue }
    }
    public override var state: String {
        get { super.state }
        set { super.state = newValue }
    }
    public override var postalCode: String {
        get { super.postalCode }
        set { super.postalCode = newValue }
    }
    public override var country: String {
        get { super.country }
        set { super.country = newValue }
    }
    public override var isoCountryCode: String {
        get { super.isoCountryCode }
        set { super.isoCountryCode = newValue }
    }
}

/// Writes an address as an envelope shows it: street, then postal code and city, then country.
public final class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
    public enum Style: Int, Sendable { case mailingAddress = 0 }

    public var style: Style = .mailingAddress

    public class func string(from postalAddress: CNPostalAddress, style: Style) -> String {
        let place = [postalAddress.city, [postalAddress.state, postalAddress.postalCode].filter { !$0.isEmpty }.joined(separator: " ")]
            .filter { !$0.isEmpty }.joined(separator: " ")
        return [postalAddress.street, place, postalAddress.country].filter { !$0.isEmpty }.joined(separator: "\n")
    }

    public func string(from postalAddress: CNPostalAddress) -> String { Self.string(from: postalAddress, style: style) }
}

/// A person or an organization in the address book.
public class CNContact: NSObject, @unchecked Sendable {
    public fileprivate(set) var identifier = UUID().uuidString
    public fileprivate(set) var givenName = ""
    public fileprivate(set) var middleName = ""
    public fileprivate(set) var familyName = ""
    public fileprivate(set) var nickname = ""
    public fileprivate(set) var organizationName = ""
    public fileprivate(set) var jobTitle = ""
    public fileprivate(set) var note = ""
    public fileprivate(set) var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    public fileprivate(set) var emailAddresses: [CNLabeledValue<NSString>] = []
    public fileprivate(set) var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    public fileprivate(set) var urlAddresses: [CNLabeledValue<NSString>] = []
    public fileprivate(set) var birthday: DateComponents?
    public fileprivate(set) var imageData: Data?
    public fileprivate(set) var thumbnailImageData: Data?
    public var imageDataAvailable: Bool { imageData != nil }

    public override init() {}

    /// Whether the contact was fetched with `key`: every property is kept here.
    public func isKeyAvailable(_ key: String) -> Bool { true }
    public func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool { true }
}

/// A contact an app makes or edits.
public final class CNMutableContact: CNContact, @unchecked Sendable {
    public override var givenName: String {
        get { super.givenName }
        set { super.givenName = newValue }
    }
    public override var middleName: String {
        get { super.middleName }
        set { super.middleName = newValue }
    }
    public override var familyName: String {
        get { super.familyName }
        set { super.familyName = newValue }
    }
    public override var nickname: String {
        get { super.nickname }
        set { super.nickname = newValue }
    }
    public override var organizationName: String {
        get { super.organizationName }
        set { super.organizationName = newValue }
    }
    public override var jobTitle: String {
        get { super.jobTitle }
        set { super.jobTitle = newValue }
    }
    public override var note: String {
        get { super.note }
        set { super.note = newValue }
    }
    public override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
        get { super.phoneNumbers }
        set { super.phoneNumbers = newValue }
    }
    public override var emailAddresses: [CNLabeledValue<NSString>] {
        get { super.emailAddresses }
        set { super.emailAddresses = newValue }
    }
    public override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        get { super.postalAddresses }
        set { super.postalAddresses = newValue }
    }
    public override var urlAddresses: [CNLabeledValue<NSString>] {
        get { super.urlAddresses }
        set { super.urlAddresses = newValue }
    }
    public override var birthday: DateComponents? {
        get { super.birthday }
        set { super.birthday = newValue }
    }
    public override var imageData: Data? {
        get { super.imageData }
        set { super.imageData = newValue }
    }
}

/// Writes a contact's name as the address book does: given name, then family name.
public final class CNContactFormatter: Formatter, @unchecked Sendable {
    public enum Style: Int, Sendable { case fullName = 0, phoneticFullName }

    public var style: Style = .fullName

    public class func string(from contact: CNContact, style: Style) -> String? {
        let name = [contact.givenName, contact.middleName, contact.familyName].filter { !$0.isEmpty }.joined(separator: " ")
        let shown = name.isEmpty ? contact.organizationName : name
        return shown.isEmpty ? nil : shown
    }

    public func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }
}
