//
//  BillSplitterApp.swift
//  BillSplitter
//

import SwiftUI

@main
struct BillSplitterApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
