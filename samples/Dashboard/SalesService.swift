//
//  SalesService.swift
//  Dashboard
//

import Foundation

struct DailySales: Identifiable, Equatable {
    let id: Int
    let day: String
    let units: Int
}

/// A stand-in for a network service: answers on the main queue after a delay.
protocol SalesService {
    func fetchSales(region: String, completion: @escaping ([DailySales]) -> Void)
}

struct MockSalesService: SalesService {
    func fetchSales(region: String, completion: @escaping ([DailySales]) -> Void) {
        let base = region == "North" ? 10 : 20
        let sales = ["Mon", "Tue", "Wed"].enumerated().map { DailySales(id: $0.offset, day: $0.element, units: base + $0.offset * 5) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            completion(sales)
        }
    }
}
