//
//  ContentView.swift
//  ExpenseTracker
//

import SwiftUI

struct ContentView: View {
    @State private var expenses = Expenses()
    @State private var showingAddExpense = false

    var body: some View {
        NavigationStack {
            List {
                ExpenseSection(title: "Business", expenses: expenses.businessItems, deleteItems: removeBusinessItems)
                ExpenseSection(title: "Personal", expenses: expenses.personalItems, deleteItems: removePersonalItems)
            }
            .overlay {
                if expenses.items.isEmpty {
                    ContentUnavailableView("No Expenses", systemImage: "creditcard", description: Text("Tap + to add your first expense."))
                }
            }
            .navigationTitle("ExpenseTracker")
            .toolbar {
                Button {
                    showingAddExpense = true
                } label: {
                    Image(systemName: "plus")
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddView(expenses: expenses)
            }
        }
    }

    func removePersonalItems(at offsets: IndexSet) {
        expenses.removeItems(at: offsets, in: expenses.personalItems)
    }

    func removeBusinessItems(at offsets: IndexSet) {
        expenses.removeItems(at: offsets, in: expenses.businessItems)
    }
}

#Preview {
    ContentView()
}
