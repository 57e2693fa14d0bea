// S3.1 — a ForEach-like container with both initializer families needs `Data.Element.ID == ID`.
import DataFlow

struct Rows<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    // Without `where ID == Data.Element.ID`, `\.id` has the element's ID type, not the container's.
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable {
        self.data = data
        self.id = \.id
        self.content = content
    }

    var body: some View {
        ForEach(data, id: id, content: content)
    }
}
