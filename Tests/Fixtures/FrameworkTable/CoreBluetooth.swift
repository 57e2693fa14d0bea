import CoreBluetooth
import MultipeerConnectivity
import SwiftUI

// script: tap "CoreBluetooth scan"
// claim: Text "CoreBluetooth: not available, 0 peers"
/// A scanner whose user never answered the Bluetooth prompt; a multipeer session with no one near.
final class BluetoothScanner: NSObject, ObservableObject, CBCentralManagerDelegate {
    @Published var status = "unknown"
    private var central: CBCentralManager?
    let session = MCSession(peer: MCPeerID(displayName: "iPhone"))

    func start() { central = CBCentralManager(delegate: self, queue: nil) }

    func scan() {
        if central?.state == .poweredOn { central?.scanForPeripherals(withServices: nil) } else { status = "not available" }
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) { status = "\(central.state.rawValue)" }
}

struct CoreBluetoothRow: View {
    @StateObject private var scanner = BluetoothScanner()

    var body: some View {
        VStack {
            Text("CoreBluetooth: \(scanner.status), \(scanner.session.connectedPeers.count) peers")
            Button("CoreBluetooth scan") { scanner.scan() }
        }
        .onAppear { scanner.start() }
    }
}
