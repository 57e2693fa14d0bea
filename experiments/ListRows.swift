import DataFlow

extension Experiment {
    /// §8: an `@Observable` property read in a `List`'s row closure is the row's dependency.
    static var listRows: Experiment {
        Experiment(
            id: "list-rows",
            title: "List(books) { Text($0.title) }: the row closure's reads belong to the rows",
            claims: ["§8", "§5"],
            lesson: """
                A library of `@Observable` books, listed with `List(library.books) { book in \
                Text(book.title) }`. It looks as if `LibraryView`'s body read every title, but it \
                did not: the list keeps its content closure and calls it when it makes each row, \
                outside the body (Apple's "Managing model data in your app" uses this very \
                example). So the body depends on `library.books`, the collection, and each row on \
                its own book's `title`. RENAME changes one title: only that row's closure runs \
                again (`row` in the transcript), no body runs, and the screen follows. ADD changes \
                the collection: the body runs, and every row's closure with it; the rows whose \
                book did not change give their views equal values. The second variant counts the \
                books in its body with a title filter (`filter { $0.title.hasPrefix("P") }`): that \
                read is the body's own, so RENAME re-runs the whole body. The rows' rule is \
                Apple's words for `List`; for a `ForEach` in an eager `VStack` it rests on \
                OpenSwiftUI's code, which makes every row the same way (medium-high).
                """,
            variants: [.listRowsInRows, .listRowsInBody],
            script: [.tap("RENAME"), .tap("ADD")])
    }
}

extension Variant {
    static var listRowsInRows: Variant {
        Variant("rows", "the titles are read only in the row closure") { LibraryView(countsInBody: false) }
    }

    static var listRowsInBody: Variant {
        Variant("body", "the body also reads every title, to count some") { LibraryView(countsInBody: true) }
    }
}

@Observable fileprivate final class Book: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable fileprivate final class Library {
    var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
}

fileprivate struct LibraryView: View {
    let countsInBody: Bool
    @State private var library = Library()

    var body: some View {
        VStack {
            List(library.books) { book in
                Text(book.title)
            }
            if countsInBody {
                Text("starting with P: \(library.books.filter { $0.title.hasPrefix("P") }.count)")
            }
            Button("RENAME") { library.books[1].title = "Persuasion" }
            Button("ADD") { library.books.append(Book(id: 3, title: "Ulysses")) }
        }
    }
}
