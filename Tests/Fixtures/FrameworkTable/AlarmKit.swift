import AlarmKit
import SwiftUI

// script: tap "Set timer"
// claim: Text "AlarmKit: denied, 0 alarms, not scheduled"
struct CookTimer: AlarmMetadata {
    var dish = "Rice"
}

struct AlarmKitRow: View {
    @State private var answer = "?"
    @State private var scheduled = "?"

    var body: some View {
        VStack {
            Text("AlarmKit: \(answer), \((try? AlarmManager.shared.alarms.count) ?? -1) alarms, \(scheduled)")
            Button("Set timer") {
                Task {
                    let state = try await AlarmManager.shared.requestAuthorization()
                    answer = state == .authorized ? "authorized" : "denied"
                    let alert = AlarmPresentation.Alert(
                        title: "Rice is ready", stopButton: AlarmButton(text: "Done", textColor: .white, systemImageName: "checkmark"))
                    let attributes = AlarmAttributes<CookTimer>(
                        presentation: AlarmPresentation(alert: alert), metadata: CookTimer(), tintColor: .orange)
                    do {
                        _ = try await AlarmManager.shared.schedule(id: UUID(), configuration: .timer(duration: 600, attributes: attributes))
                        scheduled = "scheduled"
                    } catch {
                        scheduled = "not scheduled"
                    }
                }
            }
        }
    }
}
