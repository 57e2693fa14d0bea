//
//  Habits.swift
//  HabitTracker
//

import Foundation
import Observation

struct Habit: Identifiable, Codable, Hashable {
    var id = UUID()
    var title: String
    var description: String
    var icon: String = "star"
    var completionCount = 0
    var goalPerWeek = 7

    var progress: Double {
        min(Double(completionCount) / Double(max(goalPerWeek, 1)), 1)
    }
}

@Observable
final class Habits {
    var items: [Habit] {
        didSet { save() }
    }

    private let saveKey = "SavedHabits"

    init() {
        if let data = UserDefaults.standard.data(forKey: saveKey),
           let decoded = try? JSONDecoder().decode([Habit].self, from: data) {
            items = decoded
        } else {
            items = [
                Habit(title: "Read", description: "Read 20 pages of a book", icon: "book", goalPerWeek: 5),
                Habit(title: "Run", description: "Go for a 5k run", icon: "figure.run", goalPerWeek: 3)
            ]
        }
    }

    func habit(with id: Habit.ID) -> Habit? {
        items.first { $0.id == id }
    }

    func update(_ habit: Habit) {
        guard let index = items.firstIndex(where: { $0.id == habit.id }) else { return }
        items[index] = habit
    }

    func delete(_ habit: Habit) {
        items.removeAll { $0.id == habit.id }
    }

    private func save() {
        if let encoded = try? JSONEncoder().encode(items) {
            UserDefaults.standard.set(encoded, forKey: saveKey)
        }
    }
}
