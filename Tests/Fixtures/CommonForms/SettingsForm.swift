import SwiftUI

/// A settings form that marks itself changed on any of eighteen values, as a 2025 app writes it:
/// a chain of `.onChange(of:) { _, _ in }` the type checker must solve link by link (before
/// iOS 14's form was disfavored, eighteen links passed the compiler's time limit).
struct SettingsForm: View {
    @State private var changed = false
    @State private var texts = Array(repeating: "", count: 9)
    @State private var flags = Array(repeating: false, count: 9)

    var body: some View {
        Text(changed ? "Settings changed" : "Settings saved")
            .onChange(of: texts[0]) { _, _ in changed = true }
            .onChange(of: texts[1]) { _, _ in changed = true }
            .onChange(of: texts[2]) { _, _ in changed = true }
            .onChange(of: texts[3]) { _, _ in changed = true }
            .onChange(of: texts[4]) { _, _ in changed = true }
            .onChange(of: texts[5]) { _, _ in changed = true }
            .onChange(of: texts[6]) { _, _ in changed = true }
            .onChange(of: texts[7]) { _, _ in changed = true }
            .onChange(of: texts[8]) { _, _ in changed = true }
            .onChange(of: flags[0]) { _, _ in changed = true }
            .onChange(of: flags[1]) { _, _ in changed = true }
            .onChange(of: flags[2]) { _, _ in changed = true }
            .onChange(of: flags[3]) { _, _ in changed = true }
            .onChange(of: flags[4]) { _, _ in changed = true }
            .onChange(of: flags[5]) { _, _ in changed = true }
            .onChange(of: flags[6]) { _, _ in changed = true }
            .onChange(of: flags[7]) { _, _ in changed = true }
            .onChange(of: flags[8]) { newValue in changed = newValue }
    }
}
