import DataFlow

extension Variant {
    static var forEachIdentityIndices: Variant {
        Variant("indices", "HorizontalScrollView(data: fruits.indices, id: \\.self)") { ContentView() }
    }
}

fileprivate struct ContentView: View {
    @State var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana")]

    var body: some View {
        VStack {
            HorizontalScrollView(data: fruits.indices, id: \.self) { index in
                FruitRow(name: fruits[index].name)
            }
            FruitControls(fruits: $fruits)
        }
    }
}
