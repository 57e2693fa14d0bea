import Contacts
import ContactsUI
import SwiftUI

// claim: Text "Contacts: not asked, Ada Lovelace"
// claim: ContactPicker (UIKit CNContactPickerViewController)
struct ContactsRow: View {
    private var name: String {
        let contact = CNMutableContact()
        contact.givenName = "Ada"
        contact.familyName = "Lovelace"
        return CNContactFormatter.string(from: contact, style: .fullName) ?? "?"
    }

    var body: some View {
        let asked = CNContactStore.authorizationStatus(for: .contacts) == .notDetermined ? "not asked" : "asked"
        Text("Contacts: \(asked), \(name)")
        ContactPicker { _ in }
    }
}

/// The system's contact picker, wrapped as apps wrap it.
struct ContactPicker: UIViewControllerRepresentable {
    var onSelect: (CNContact) -> Void

    func makeUIViewController(context: Context) -> CNContactPickerViewController {
        let picker = CNContactPickerViewController()
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ picker: CNContactPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(onSelect: onSelect) }

    final class Coordinator: NSObject, CNContactPickerDelegate {
        let onSelect: (CNContact) -> Void
        init(onSelect: @escaping (CNContact) -> Void) { self.onSelect = onSelect }
        func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) { onSelect(contact) }
    }
}
