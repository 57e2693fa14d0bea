import DataFlow

extension Variant {
    static var forEachIndicesStruct: Variant {
        Variant("struct", "struct columns") { ContentView() }
    }
}

fileprivate struct Column {
    var isEnabled: Bool
}

fileprivate struct ContentView: View {
    @State var columns = [Column(isEnabled: true), Column(isEnabled: false)]

    var body: some View {
        Form {
            Section("Struct + Index") {
                ForEach(columns.indices) { index in
                    Toggle(isOn: $columns[index].isEnabled) {
                        Text(columns[index].isEnabled ? "YES" : "NO")
                    }
                }
            }
            Button("APPEND") { columns.append(Column(isEnabled: true)) }
        }
    }
}
