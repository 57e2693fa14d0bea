import Network
import SwiftUI

// claim: Text "Network: offline"
struct NetworkRow: View {
    var body: some View {
        Text("Network: \(NWPathMonitor().currentPath.status == .satisfied ? "online" : "offline")")
    }
}
