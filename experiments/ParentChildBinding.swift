import DataFlow

extension Experiment {
    /// S0.2, S4.2: a child's `@Binding` writes the parent's `@State`; the parent re-renders.
    static var parentChildBinding: Experiment {
        Experiment(
            id: "parent-child-binding",
            title: "@Binding round trip: a child's Toggle writes the parent's @State",
            claims: ["S0.1", "S0.2", "S4.2", "§3", "§6", "D3"],
            lesson: """
                Two screens of the seeds side by side. ContentView owns `@State var isEnabled` and \
                shows `Text(isEnabled ? "Enable" : "Disable")`; ToggleView gets `$isEnabled` (its \
                `init` stores it with `self._isEnabled = isEnabled`, S0.1) and binds its Toggle to \
                it. Flipping the toggle writes ContentView's state through the binding: ContentView \
                read `isEnabled`, so it re-runs and the text follows (S0.2). ToggleView itself never \
                reads the value (it only passes `$isEnabled` to the Toggle), so it re-runs only \
                because its input changed: the new binding carries a new value (§5, §6). \
                ProductsView (S4.2) keeps `@State var showFavorited` and passes `$showFavorited` to \
                FilterView; flipping "Change filter" writes the parent's state, ProductsView re-runs \
                and its ForEach shows only the favourites. FilterView never reads the binding \
                either: it is only the path the write takes.
                """,
            variants: [.parentChildBindingMain],
            script: [.toggle("Toggle"), .toggle("Change filter"), .toggle("Change filter")])
    }
}

extension Variant {
    static var parentChildBindingMain: Variant {
        Variant("main") {
            VStack {
                ContentView()
                ProductsView()
            }
        }
    }
}

// S0.2
fileprivate struct ContentView: View {
    @State var isEnabled: Bool = false

    var body: some View {
        Form {
            Text(isEnabled ? "Enable" : "Disable")
            ToggleView(isEnabled: $isEnabled)
        }
    }
}

fileprivate struct ToggleView: View {
    @Binding var isEnabled: Bool

    init(isEnabled: Binding<Bool>) {
        self._isEnabled = isEnabled
    }

    var body: some View {
        Toggle(isOn: $isEnabled) {
            Text("Toggle")
        }
    }
}

// S4.2
fileprivate struct Product: Identifiable {
    var isFavorited: Bool
    var title: String
    var id: String
}

fileprivate struct FilterView: View {
    @Binding var showFavorited: Bool

    var body: some View {
        Toggle(isOn: $showFavorited) {
            Text("Change filter")
        }
    }
}

fileprivate struct ProductsView: View {
    let products: [Product] = [
        Product(isFavorited: true, title: "ggggg", id: "1"),
        Product(isFavorited: false, title: "3333", id: "2"),
    ]

    @State private var showFavorited: Bool = false

    var body: some View {
        List {
            FilterView(showFavorited: $showFavorited)

            ForEach(products) { product in
                if !self.showFavorited || product.isFavorited {
                    Text(product.title)
                }
            }
        }
    }
}
