import SwiftUI
import SwiftData

struct DetailView: View {
    @Bindable var book: Book

    var body: some View {
        Form {
            Text(book.author)
            Stepper("Rating: \(book.rating)", value: $book.rating, in: 1...5)
        }
        .navigationTitle(book.title)
    }
}
