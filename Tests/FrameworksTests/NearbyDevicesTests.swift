import DataFlow
import DataFlowContacts
import DataFlowContactsUI
import DataFlowCoreBluetooth
import DataFlowMultipeerConnectivity
import Foundation
import Testing

/// A Bluetooth scanner's model, as apps write it: the central manager's delegate.
private final class Scanner: NSObject, ObservableObject, CBCentralManagerDelegate {
    @Published var status = "starting"
    @Published var found: [String] = []
    private var central: CBCentralManager!

    override init() {
        super.init()
        central = CBCentralManager(delegate: self, queue: nil)
    }

    func scan() {
        guard central.state == .poweredOn else {
            status = "Bluetooth is not available"
            return
        }
        central.scanForPeripherals(withServices: [CBUUID(string: "180d")])
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) { status = "state \(central.state)" }

    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber) {
        found.append(peripheral.name ?? "?")
    }
}

private struct ScannerView: View {
    @StateObject private var scanner = Scanner()
    var body: some View {
        VStack {
            Text(scanner.status)
            Text("\(scanner.found.count) found")
            Button("Scan") { scanner.scan() }
        }
    }
}

/// Devices near the phone and the people in its address book, as a run's phone has them (D19):
/// nobody answers the Bluetooth or Contacts prompt, and no other device is near.
@Suite struct NearbyDevicesTests {
    @Test func aCentralManagerStaysUnknownAndFindsNothing() throws {
        let session = Session(ScannerView())
        #expect(session.screen.contains("  Text \"starting\""), "no state change reaches the delegate while the prompt waits")
        #expect(session.steps[0].notes.contains { $0.hasPrefix("effect: CBCentralManager asks to use Bluetooth") })
        let step = try session.tap("Scan")
        #expect(step.screen.contains("  Text \"Bluetooth is not available\"") && step.screen.contains("  Text \"0 found\""))
        #expect(CBManager.authorization == .notDetermined && !CBCentralManager.supports(.extendedScanAndConnect))
    }

    @Test func uuidsAreWrittenInCapitalsAndCompareByValue() {
        #expect(CBUUID(string: "180d").uuidString == "180D")
        #expect(CBUUID(string: "180D") == CBUUID(data: Data([0x18, 0x0D])))
        #expect(CBUUID(string: "180D").data == Data([0x18, 0x0D]))
    }

    @Test func aMultipeerSessionHasNoPeersAndCannotSend() {
        let me = MCPeerID(displayName: "iPhone")
        let session = MCSession(peer: me, securityIdentity: nil, encryptionPreference: .required)
        #expect(session.connectedPeers.isEmpty)
        #expect(throws: MCError.self) { try session.send(Data([1]), toPeers: [me], with: .reliable) }
    }

    @Test func theAddressBookIsClosedAndItsFormattersWork() async throws {
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
        #expect(try await CNContactStore().requestAccess(for: .contacts) == false)
        #expect(throws: CNError.self) { try CNContactStore().unifiedContacts(matching: NSPredicate(value: true), keysToFetch: []) }
        let contact = CNMutableContact()
        contact.givenName = "Ada"
        contact.familyName = "Lovelace"
        #expect(CNContactFormatter.string(from: contact, style: .fullName) == "Ada Lovelace")
        let address = CNMutablePostalAddress()
        address.street = "1 Infinite Loop"
        address.city = "Cupertino"
        address.state = "CA"
        address.postalCode = "95014"
        #expect(CNPostalAddressFormatter.string(from: address, style: .mailingAddress) == "1 Infinite Loop\nCupertino CA 95014")
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelHome) == "home")
    }
}

/// The system's contact picker as apps wrap it: with no address book to show, it can only be
/// closed, and its delegate hears that it was cancelled (D19).
private struct ContactPicker: UIViewControllerRepresentable {
    let cancelled: () -> Void

    func makeUIViewController(context: Context) -> CNContactPickerViewController {
        let picker = CNContactPickerViewController()
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ picker: CNContactPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(cancelled: cancelled) }

    final class Coordinator: NSObject, CNContactPickerDelegate {
        let cancelled: () -> Void
        init(cancelled: @escaping () -> Void) { self.cancelled = cancelled }
        func contactPickerDidCancel(_ picker: CNContactPickerViewController) { cancelled() }
    }
}

private struct Borrower: View {
    @State private var picking = false
    @State private var status = "none"
    var body: some View {
        VStack {
            Text("picked: \(status)")
            Button("Choose") { picking = true }
        }
        .sheet(isPresented: $picking) { ContactPicker { status = "cancelled" } }
    }
}

@Suite struct ContactPickerTests {
    @Test func closingThePickerTellsItsDelegateItWasCancelled() throws {
        let session = Session(Borrower())
        let shown = try session.tap("Choose")
        #expect(shown.screen.contains("  ContactPicker (UIKit CNContactPickerViewController)"))
        let closed = try session.play(.dismiss)
        #expect(closed.screen.contains("  Text \"picked: cancelled\""))
    }
}
