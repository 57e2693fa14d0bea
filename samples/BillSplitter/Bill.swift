//
//  Bill.swift
//  BillSplitter
//

import Foundation

struct Bill {
    var checkAmount: Double = 0.0
    var numberOfPeople: Int = 2
    var tipPercentage: Int = 20

    static let tipPercentages = [0, 10, 15, 20, 25]

    var tipValue: Double {
        checkAmount / 100 * Double(tipPercentage)
    }

    var grandTotal: Double {
        checkAmount + tipValue
    }

    var totalPerPerson: Double {
        let peopleCount = Double(max(numberOfPeople, 1))
        return grandTotal / peopleCount
    }
}
