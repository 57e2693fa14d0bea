import DataFlow

extension Variant {
    static var wastedEnvironmentHigh: Variant {
        Variant("environment-high", "the dashboard reads the accent it shows in one line") { AccentRoot(readsLow: false) }
    }

    static var wastedEnvironmentLow: Variant {
        Variant("environment-low", "a small label reads the accent") { AccentRoot(readsLow: true) }
    }
}

fileprivate struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    fileprivate var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

fileprivate struct AccentRoot: View {
    let readsLow: Bool
    @State private var accent = "blue"
    var body: some View {
        VStack {
            if readsLow { LowDashboard() } else { HighDashboard() }
            Button("CHANGE") { accent = "green" }
        }
        .environment(\.accentName, accent)
    }
}

fileprivate struct HighDashboard: View {
    @Environment(\.accentName) private var accent
    var body: some View {
        VStack {
            Text("accent: \(accent)")
            Stat(title: "Steps", value: 8_000)
            Stat(title: "Sleep", value: 7)
        }
    }
}

fileprivate struct LowDashboard: View {
    var body: some View {
        VStack {
            AccentLabel()
            Stat(title: "Steps", value: 8_000)
            Stat(title: "Sleep", value: 7)
        }
    }
}

fileprivate struct AccentLabel: View {
    @Environment(\.accentName) private var accent
    var body: some View { Text("accent: \(accent)") }
}

fileprivate struct Stat: View {
    let title: String
    let value: Int
    var body: some View { Text("\(title): \(value)") }
}
