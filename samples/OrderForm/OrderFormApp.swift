//
//  OrderFormApp.swift
//  OrderForm
//

import SwiftUI

@main
struct OrderFormApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
