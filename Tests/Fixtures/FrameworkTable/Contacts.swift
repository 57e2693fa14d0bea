import Contacts
import SwiftUI

// claim: Text "Contacts: not asked, Ada Lovelace"
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
    }
}
