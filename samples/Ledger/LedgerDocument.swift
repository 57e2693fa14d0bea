import SwiftUI
import UniformTypeIdentifiers

extension UTType {
    static let ledger = UTType(exportedAs: "com.example.ledger")
}

struct Entry: Identifiable, Codable, Hashable {
    var id = UUID()
    var title: String
    var amount: Double
    var isIncome = false
}

struct LedgerDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.ledger] }

    var entries: [Entry] = []

    init() {}

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else {
            throw CocoaError(.fileReadCorruptFile)
        }
        entries = try JSONDecoder().decode([Entry].self, from: data)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder().encode(entries))
    }

    var balance: Double {
        entries.reduce(0) { $0 + ($1.isIncome ? $1.amount : -$1.amount) }
    }
}
