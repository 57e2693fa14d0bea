import DataFlow
import Testing

private struct Settings: View {
    @State private var wifi = false
    @State private var order = "Name"
    @State private var added = 0
    @State private var alarms = [Alarm(on: false), Alarm(on: true)]
    struct Alarm { var on: Bool }
    var body: some View {
        VStack {
            Toggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)
            Picker("Sort", systemImage: "arrow.up.arrow.down", selection: $order) {
                Text("Name").tag("Name")
                Text("Date").tag("Date")
            }
            Menu("Add", systemImage: "plus") {
                Button("Add Many") { added += 10 }
            } primaryAction: {
                added += 1
            }
            Toggle("All alarms", sources: $alarms, isOn: \.on)
            Text("wifi \(wifi), \(order), added \(added), alarms \(alarms.map(\.on))")
        }
    }
}

/// Controls titled by a title and an icon are found by the title; a menu's primary action runs
/// on a tap of its label; a toggle over sources sets them all (iOS 16).
@Suite struct ImageTitledControlsTests {
    @Test func controlsTitledWithAnIconAreOperatedByTheirTitle() {
        let harness = Harness(Settings())
        harness.toggle("Wi-Fi")
        harness.play(.pick("Sort", "Date"))
        harness.tap("Add")
        harness.tap("Add Many")
        #expect(harness.screen.contains { $0.contains("Text \"wifi true, Date, added 11, alarms [false, true]\"") }, "\(harness.screen)")
        harness.toggle("All alarms")
        #expect(harness.screen.contains { $0.contains("alarms [true, true]") }, "\(harness.screen)")
    }
}

/// Icons from an asset catalog's generated symbols (iOS 17) and iOS 13's `SecureField(onCommit:)`.
private struct SignIn: View {
    @State private var password = ""
    @State private var signedIn = false
    @State private var added = 0
    var body: some View {
        VStack {
            Button("Add", image: ImageResource(name: "plus.badge", bundle: .main)) { added += 1 }
            Label("Account", image: ImageResource(name: "person.badge", bundle: .main))
            SecureField("Password", text: $password) { signedIn = !password.isEmpty }
            Text("added \(added), signed in \(signedIn)")
        }
    }
}

@Suite struct ImageResourceAndCommitTests {
    @Test func aButtonWithAnAssetSymbolIsTappedByItsTitle() {
        let harness = Harness(SignIn())
        harness.tap("Add")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"added 1, signed in false\"") })
    }

    @Test func aSecureFieldsOnCommitRunsOnSubmit() {
        let harness = Harness(SignIn())
        harness.type("Password", "hunter2")
        harness.play(.submit("Password"))
        #expect(harness.screen.contains { $0.hasSuffix("Text \"added 0, signed in true\"") })
    }
}
