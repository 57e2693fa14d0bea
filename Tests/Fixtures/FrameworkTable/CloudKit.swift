import CloudKit
import CoreData
import SwiftUI

// script: tap "Check iCloud"
// claim: Text "CloudKit: noAccount"
// script: tap "Save people"
// claim: Text "Saved: notAuthenticated"
struct CloudKitRow: View {
    @State private var status = "?"
    @State private var saved = "?"

    var body: some View {
        VStack {
            Text("CloudKit: \(status)")
            Text("Saved: \(saved)")
            Button("Check iCloud") {
                CKContainer.default().accountStatus { accountStatus, _ in
                    status = accountStatus == .noAccount ? "noAccount" : "other"
                }
            }
            Button("Save people") {
                Task {
                    let record = CKRecord(recordType: "Person")
                    record["name"] = "Ada"
                    do {
                        _ = try await CKContainer.default().privateCloudDatabase.modifyRecords(
                            saving: [record], deleting: [], savePolicy: .allKeys)
                        saved = "yes"
                    } catch let error as CKError where error.code == .notAuthenticated {
                        saved = "notAuthenticated"
                    } catch {
                        saved = "other"
                    }
                }
            }
        }
    }
}
