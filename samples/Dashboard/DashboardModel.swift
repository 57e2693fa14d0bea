//
//  DashboardModel.swift
//  Dashboard
//

import Foundation
import Observation

@Observable
final class DashboardModel {
    var region = "North"
    private(set) var sales: [DailySales] = []
    private(set) var isLoading = false

    @ObservationIgnored private let service: SalesService

    init(service: SalesService = MockSalesService()) {
        self.service = service
    }

    var total: Int { sales.reduce(0) { $0 + $1.units } }

    func load() {
        isLoading = true
        service.fetchSales(region: region) { [weak self] sales in
            self?.sales = sales
            self?.isLoading = false
        }
    }
}
