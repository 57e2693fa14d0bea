import SwiftUI

@main
struct LedgerApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: LedgerDocument()) { file in
            LedgerView(document: file.$document)
        }
        DocumentGroupLaunchScene("Ledger") {
            NewDocumentButton("New Ledger")
        }
    }
}
