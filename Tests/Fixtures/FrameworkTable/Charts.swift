import Charts
import SwiftUI

// claim: Chart BarMark ×2 (x Day, y Cups: Mon 3, Tue 5)
struct ChartsRow: View {
    var body: some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3))
            BarMark(x: .value("Day", "Tue"), y: .value("Cups", 5))
        }
    }
}
