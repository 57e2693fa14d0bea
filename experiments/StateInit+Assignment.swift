import DataFlow

extension Variant {
    static var stateInitAssignment: Variant {
        Variant("assignment", "self.name = name in init") { ContentView() }
    }
}

fileprivate struct Greeting: View {
    @State private var name: String = "nobody"
    @Binding var isOn: Bool

    init(name: String, isOn: Binding<Bool>) {
        self._isOn = isOn
        // Every stored property has a value by now, so this calls State's setter (see the lesson).
        self.name = name
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
