import OSLog
import SwiftUI
import os

// script: tap "Log"
// claim: console  saved 3 items
// claim: Text "OSLog: locked 1"
struct OSLogRow: View {
    private let logger = Logger(subsystem: "com.example.table", category: "rows")
    private let lock = OSAllocatedUnfairLock(initialState: 0)
    @State private var locked = 0

    var body: some View {
        VStack {
            Text("OSLog: locked \(locked)")
            Button("Log") {
                logger.info("saved \(3) items")
                locked = lock.withLock { state in
                    state += 1
                    return state
                }
            }
        }
    }
}
