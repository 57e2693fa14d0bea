import DataFlow

extension Variant {
    static var stateInitInitialValue: Variant {
        Variant("initial-value", "_name = State(initialValue: name)") { ContentView() }
    }
}

fileprivate struct Greeting: View {
    @State private var name: String
    @Binding var isOn: Bool

    init(name: String, isOn: Binding<Bool>) {
        self._name = State(initialValue: name)
        self._isOn = isOn
    }

    var body: some View {
        VStack {
            Text(isOn ? "HELLO, \(name)!" : "Hello, \(name)")
            Toggle("Loud", isOn: $isOn)
        }
    }
}

fileprivate struct ContentView: View {
    @State var who = "Tim"
    @State var loud = false

    var body: some View {
        VStack {
            Text("parent passes \(who)")
            Greeting(name: who, isOn: $loud)
            Button("Rename") { who = "Tom" }
        }
    }
}
