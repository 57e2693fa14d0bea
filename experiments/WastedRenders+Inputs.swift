import DataFlow

extension Variant {
    static var wastedClosure: Variant {
        Variant("closure", "each row is given an action closure") { ClosureList() }
    }

    static var wastedValue: Variant {
        Variant("value", "each row is given only what it shows") { ValueList() }
    }
}

fileprivate let names = ["Yosemite", "Zion", "Acadia"]

fileprivate struct ClosureList: View {
    @State private var changes = 0
    @State private var opened: String?
    var body: some View {
        VStack {
            Text("\(changes) changes")
            ForEach(names, id: \.self) { name in
                ClosureRow(name: name) { opened = name }
            }
            Button("CHANGE") { changes += 1 }
        }
    }
}

fileprivate struct ClosureRow: View {
    let name: String
    let open: () -> Void
    var body: some View {
        Text(name).onTapGesture(perform: open)
    }
}

fileprivate struct ValueList: View {
    @State private var changes = 0
    var body: some View {
        VStack {
            Text("\(changes) changes")
            ForEach(names, id: \.self) { name in
                ValueRow(name: name)
            }
            Button("CHANGE") { changes += 1 }
        }
    }
}

fileprivate struct ValueRow: View {
    let name: String
    var body: some View {
        Text(name)
    }
}
