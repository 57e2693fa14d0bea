import DataFlow

extension Experiment {
    /// S3.1, §15: ForEach's two initializer families and what a row's identity does to its state.
    static var forEachIdentity: Experiment {
        Experiment(
            id: "foreach-identity",
            title: "ForEach identity: Identifiable, id: key paths and index ids decide which state a row keeps",
            claims: ["S3.1", "§1", "§15"],
            lesson: """
                Each row is a FruitRow with its own `@State var taps`. The rows sit in the seed's \
                HorizontalScrollView, which offers ForEach's two initializer families (S3.1): one \
                for `Identifiable` elements, one taking `id: KeyPath<Data.Element, ID>`, the first \
                implemented by storing `\\.id` under the constraint `Data.Element.ID == ID`. A row's \
                identity is its element's id (§15), and its state lives as long as that id does. \
                "identifiable" keys rows by a stable `id`: inserting Cherry at the top adds a fresh \
                row, Banana keeps its tap, renaming Banana keeps it too (same id), reversing \
                moves it with its row. "name" keys rows by `id: \\.name`: renaming Banana gives the \
                row a new id, so its state is destroyed and Blueberry starts at 0. "indices" keys \
                rows by position (`fruits.indices, id: \\.self`): inserting at the top shifts every \
                element down one id, so the tap stays at id 1, now Apple's row, and Banana arrives \
                fresh at id 2: state on the wrong row.
                """,
            variants: [.forEachIdentityIdentifiable, .forEachIdentityName, .forEachIdentityIndices],
            script: [.tap("Banana"), .tap("Insert Cherry"), .tap("Rename Banana"), .tap("Reverse")])
    }
}

struct Fruit: Identifiable {
    let id: Int
    var name: String
}

struct FruitRow: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        HStack {
            Button(name) { taps += 1 }
            Text("\(taps) taps")
        }
    }
}

/// The seed's container (S3.1): generic over the data and the id, with both initializers.
struct HorizontalScrollView<Data, ID, Content>: View
where Data: RandomAccessCollection, ID: Hashable, Content: View {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    private let content: (Data.Element) -> Content

    init(data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    var body: some View {
        ScrollView {
            HStack {
                ForEach(data, id: id, content: content)
            }
        }
    }
}

extension HorizontalScrollView {
    init(data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, Data.Element.ID == ID {
        self.data = data
        self.id = \.id
        self.content = content
    }
}

/// The buttons every variant shares: they edit the same list the same way.
struct FruitControls: View {
    @Binding var fruits: [Fruit]

    var body: some View {
        Button("Insert Cherry") { fruits.insert(Fruit(id: 3, name: "Cherry"), at: 0) }
        Button("Rename Banana") {
            if let index = fruits.firstIndex(where: { $0.name == "Banana" }) { fruits[index].name = "Blueberry" }
        }
        Button("Reverse") { fruits.reverse() }
    }
}
