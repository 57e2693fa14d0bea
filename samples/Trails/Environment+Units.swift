//
//  Environment+Units.swift
//  Trails
//

import SwiftUI

enum DistanceUnit: String, CaseIterable, Identifiable {
    case kilometers, miles
    var id: Self { self }

    func format(_ kilometers: Double) -> String {
        switch self {
        case .kilometers: String(format: "%.1f km", kilometers)
        case .miles: String(format: "%.1f mi", kilometers * 0.621371)
        }
    }
}

extension EnvironmentValues {
    @Entry var distanceUnit: DistanceUnit = .kilometers
}
