//
//  Hike.swift
//  Trails
//

import Foundation
import SwiftData

@Model
final class Hike {
    var name: String
    var kilometers: Double
    var date: Date
    var isFavorite: Bool

    init(name: String, kilometers: Double, date: Date = .now, isFavorite: Bool = false) {
        self.name = name
        self.kilometers = kilometers
        self.date = date
        self.isFavorite = isFavorite
    }
}
