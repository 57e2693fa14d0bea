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

/// A stand-in for a network service: works on a background queue for a while, then answers on
/// the main queue.
protocol SalesService {
    func fetchSales(region: String, completion: @escaping ([DailySales]) -> Void)
}

struct MockSalesService: SalesService {
    func fetchSales(region: String, completion: @escaping ([DailySales]) -> Void) {
        let base = region == "North" ? 10 : 20
        let sales = ["Mon", "Tue", "Wed"].enumerated().map { DailySales(id: $0.offset, day: $0.element, units: base + $0.offset * 5) }
        DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + 1) {
            DispatchQueue.main.async {
                completion(sales)
            }
        }
    }
}
