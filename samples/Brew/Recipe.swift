import Foundation

struct Recipe: Identifiable, Hashable {
    let id: String
    let grams: Int
    let pours: Int

    var name: String { id }

    static let all = [
        Recipe(id: "V60", grams: 15, pours: 3),
        Recipe(id: "Chemex", grams: 30, pours: 4),
        Recipe(id: "AeroPress", grams: 17, pours: 1),
    ]
}
