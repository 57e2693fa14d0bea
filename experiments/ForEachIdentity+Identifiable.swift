import DataFlow

extension Variant {
    static var forEachIdentityIdentifiable: Variant {
        Variant("identifiable", "HorizontalScrollView(data: fruits), keyed by Fruit.id") { ContentView() }
    }
}

fileprivate struct ContentView: View {
    @State var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana")]

    var body: some View {
        VStack {
            HorizontalScrollView(data: fruits) { fruit in
                FruitRow(name: fruit.name)
            }
            FruitControls(fruits: $fruits)
        }
    }
}
