import Foundation
import SwiftData

@Model
final class Book {
    @Attribute(.unique) var title: String
    var author: String
    var rating: Int

    init(title: String, author: String, rating: Int) {
        self.title = title
        self.author = author
        self.rating = rating
    }
}
