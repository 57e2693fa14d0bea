import AppIntents
import SwiftUI

// script: tap "Run intent"
// claim: Text "AppIntents: performed"
struct LogWaterIntent: AppIntent {
    static let title: LocalizedStringResource = "Log water"
    @Parameter(title: "Cups") var cups: Int

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "Logged water")
    }
}

struct AppIntentsRow: View {
    @State private var said = "nothing"

    var body: some View {
        VStack {
            Text("AppIntents: \(said)")
            Button("Run intent") {
                Task {
                    var intent = LogWaterIntent()
                    intent.cups = 2
                    said = (try? await intent.perform()) == nil ? "failed" : "performed"
                }
            }
        }
    }
}
