import SwiftUI
import SwiftData

struct ContentView: View {
    @Environment(\.modelContext) var modelContext
    @Query(sort: \Book.title) var books: [Book]
    @State private var showingAddScreen = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(books) { book in
                    NavigationLink(value: book) {
                        BookRow(book: book)
                    }
                }
                .onDelete(perform: deleteBooks)
            }
            .navigationTitle("Bookworm")
            .navigationDestination(for: Book.self) { book in
                DetailView(book: book)
            }
            .toolbar {
                Button("Add Book") {
                    showingAddScreen.toggle()
                }
            }
            .sheet(isPresented: $showingAddScreen) {
                AddBookView()
            }
            TopRatedView()
        }
    }

    func deleteBooks(at offsets: IndexSet) {
        for offset in offsets {
            let book = books[offset]
            modelContext.delete(book)
        }
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        VStack(alignment: .leading) {
            Text(book.title)
                .font(.headline)
            Text(book.author)
                .foregroundStyle(.secondary)
        }
    }
}

struct TopRatedView: View {
    @Query(filter: #Predicate<Book> { $0.rating >= 4 }) var favourites: [Book]

    var body: some View {
        Text("\(favourites.count) rated 4 or more")
    }
}

#Preview {
    ContentView()
        .modelContainer(for: Book.self, inMemory: true)
}
