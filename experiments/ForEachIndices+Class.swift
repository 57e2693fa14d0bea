import DataFlow

extension Variant {
    static var forEachIndicesClass: Variant {
        Variant("class", "class columns, as in the seed's \"Class + Index\" section") { ContentView() }
    }
}

fileprivate final class Column {
    var isEnabled: Bool

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }
}

fileprivate struct ContentView: View {
    @State var columns = [Column(isEnabled: true), Column(isEnabled: false)]

    var body: some View {
        Form {
            Section("Class + Index") {
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
