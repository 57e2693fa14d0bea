import DataFlow

extension Variant {
    static var environmentFontModifier: Variant {
        Variant("font-modifier", ".font(big ? .largeTitle : .title)") { ContentView() }
    }
}

fileprivate struct ContentView: View {
    @State private var big = true

    var body: some View {
        VStack {
            VStack {
                Text("Hello")
                Text("World")
                Text("Caption").font(.caption)
                FontReader()
                Plain()
                EarlyReader()
            }
            .font(big ? .largeTitle : .title)
            Button("Change font") { big.toggle() }
        }
    }
}
