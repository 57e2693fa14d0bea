import SwiftUI

struct LedgerView: View {
    @Binding var document: LedgerDocument
    @State private var selection: Entry.ID?
    @State private var sortOrder = [KeyPathComparator(\Entry.title)]

    private let suggestions: [(String, Double, Bool)] = [
        ("Salary", 2400, true), ("Rent", 950, false), ("Coffee", 4.5, false), ("Books", 32, false),
    ]

    var body: some View {
        VStack {
            Table(of: Entry.self, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Item", value: \.title)
                TableColumn("Amount", value: \.amount) { entry in
                    Text(entry.amount, format: .currency(code: "EUR"))
                }
            } rows: {
                Section("Income") {
                    ForEach(document.entries.filter(\.isIncome)) { TableRow($0) }
                }
                Section("Spending") {
                    ForEach(document.entries.filter { !$0.isIncome }) { entry in
                        TableRow(entry)
                            .contextMenu {
                                Button("Delete", role: .destructive) { delete(entry) }
                            }
                    }
                }
            }
            .onChange(of: sortOrder) { _, order in
                document.entries.sort(using: order)
            }
            BalanceBar(balance: document.balance, count: document.entries.count)
        }
        .navigationTitle("Budget")
        .toolbar {
            Button("Add", systemImage: "plus") { add() }
            Button("Sort by Amount") { sortOrder = [KeyPathComparator(\Entry.amount, order: .reverse)] }
        }
    }

    private func add() {
        let next = suggestions[document.entries.count % suggestions.count]
        document.entries.append(Entry(title: next.0, amount: next.1, isIncome: next.2))
        document.entries.sort(using: sortOrder)
    }

    private func delete(_ entry: Entry) {
        document.entries.removeAll { $0.id == entry.id }
        if selection == entry.id { selection = nil }
    }
}

struct BalanceBar: View {
    let balance: Double
    let count: Int

    var body: some View {
        HStack {
            Text("\(count) entries")
            Spacer()
            Text(balance, format: .currency(code: "EUR"))
                .foregroundStyle(balance < 0 ? .red : .primary)
        }
        .padding()
    }
}

#Preview {
    LedgerView(document: .constant(LedgerDocument()))
}
