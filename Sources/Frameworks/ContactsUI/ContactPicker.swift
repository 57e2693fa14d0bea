import DataFlowContacts
import Foundation

/// The system's contact picker, which an app wraps in a representable shown in a sheet. It shows
/// the address book out of the app's process, so it needs no permission; a run has no address
/// book to show (D19), so the user can only close it: when its sheet closes (a script's
/// `dismiss`), the delegate is told `contactPickerDidCancel(_:)`; no contact is ever picked.
open class CNContactPickerViewController: UIViewController, ReportsLeaving, @unchecked Sendable {
    open weak var delegate: (any CNContactPickerDelegate)?
    open var displayedPropertyKeys: [String]?
    open var predicateForEnablingContact: NSPredicate?
    open var predicateForSelectionOfContact: NSPredicate?
    open var predicateForSelectionOfProperty: NSPredicate?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var finished = false

    package func leavingReport() -> (() -> Void)? {
        guard !finished, let delegate else { return nil }
        finished = true
        return { [weak self] in if let self { delegate.contactPickerDidCancel(self) } }
    }
}

/// Told what the user did in a contact picker. Every method is optional, as in ContactsUI.
public protocol CNContactPickerDelegate: AnyObject {
    func contactPickerDidCancel(_ picker: CNContactPickerViewController)
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact)
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact])
}

extension CNContactPickerDelegate {
    public func contactPickerDidCancel(_ picker: CNContactPickerViewController) {}
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {}
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact]) {}
}

/// The system's contact card, to show, edit or add a contact. Saving writes to the address book,
/// which nobody let the app into (D19): the card is made and shown; no contact is saved.
open class CNContactViewController: UIViewController, @unchecked Sendable {
    public let contact: CNContact
    open weak var delegate: (any CNContactViewControllerDelegate)?
    open var contactStore: CNContactStore?
    open var allowsEditing = true
    open var allowsActions = true
    open var shouldShowLinkedContacts = false

    public init(for contact: CNContact) {
        self.contact = contact
        super.init()
    }

    public init(forNewContact contact: CNContact?) {
        self.contact = contact ?? CNContact()
        super.init()
    }

    public init(forUnknownContact contact: CNContact) {
        self.contact = contact
        super.init()
    }

    public required init?(coder: NSCoder) {
        contact = CNContact()
        super.init(coder: coder)
    }

    /// The keys a contact needs fetched for the card to show it.
    open class func descriptorForRequiredKeys() -> any CNKeyDescriptor { CNContactViewKeys() }
}

/// The keys the contact card reads.
final class CNContactViewKeys: NSObject, CNKeyDescriptor, @unchecked Sendable {}

/// Told when the contact card is done. Every method is optional, as in ContactsUI.
public protocol CNContactViewControllerDelegate: AnyObject {
    func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?)
    func contactViewController(_ viewController: CNContactViewController, shouldPerformDefaultActionFor property: CNContactProperty) -> Bool
}

extension CNContactViewControllerDelegate {
    public func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?) {}
    public func contactViewController(_ viewController: CNContactViewController, shouldPerformDefaultActionFor property: CNContactProperty) -> Bool {
        true
    }
}

/// A property of a contact the user chose (a phone number, an email address).
open class CNContactProperty: NSObject, @unchecked Sendable {
    public let contact: CNContact
    public let key: String
    public let value: Any?
    public let identifier: String?
    public let label: String?

    init(contact: CNContact, key: String, value: Any?) {
        self.contact = contact
        self.key = key
        self.value = value
        identifier = nil
        label = nil
    }
}
