//
//  Expenses.swift
//  ExpenseTracker
//

import Foundation
import Observation

struct ExpenseItem: Identifiable, Codable, Equatable {
    var id = UUID()
    let name: String
    let type: String
    let amount: Double
}

@Observable
class Expenses {
    static let types = ["Business", "Personal"]
    private static let storageKey = "Items"

    var items = [ExpenseItem]() {
        didSet {
            if let encoded = try? JSONEncoder().encode(items) {
                UserDefaults.standard.set(encoded, forKey: Expenses.storageKey)
            }
        }
    }

    init() {
        if let savedItems = UserDefaults.standard.data(forKey: Expenses.storageKey) {
            if let decodedItems = try? JSONDecoder().decode([ExpenseItem].self, from: savedItems) {
                items = decodedItems
                return
            }
        }

        items = []
    }

    var personalItems: [ExpenseItem] {
        items.filter { $0.type == "Personal" }
    }

    var businessItems: [ExpenseItem] {
        items.filter { $0.type == "Business" }
    }

    func removeItems(at offsets: IndexSet, in inputArray: [ExpenseItem]) {
        var objectsToDelete = IndexSet()

        for offset in offsets {
            let item = inputArray[offset]

            if let index = items.firstIndex(of: item) {
                objectsToDelete.insert(index)
            }
        }

        items.remove(atOffsets: objectsToDelete)
    }
}
