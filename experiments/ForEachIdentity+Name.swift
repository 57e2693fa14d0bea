import DataFlow

extension Variant {
    static var forEachIdentityName: Variant {
        Variant("name", "HorizontalScrollView(data: fruits, id: \\.name)") { ContentView() }
    }
}

fileprivate struct ContentView: View {
    @State var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana")]

    var body: some View {
        VStack {
            HorizontalScrollView(data: fruits, id: \.name) { fruit in
                FruitRow(name: fruit.name)
            }
            FruitControls(fruits: $fruits)
        }
    }
}
