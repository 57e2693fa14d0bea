import CloudKit
import CoreData
import SwiftUI

// script: tap "Check iCloud"
// claim: Text "CloudKit: noAccount"
struct CloudKitRow: View {
    @State private var status = "?"

    var body: some View {
        VStack {
            Text("CloudKit: \(status)")
            Button("Check iCloud") {
                CKContainer.default().accountStatus { accountStatus, _ in
                    status = accountStatus == .noAccount ? "noAccount" : "other"
                }
            }
        }
    }
}
