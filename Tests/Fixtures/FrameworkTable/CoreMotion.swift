import CoreMotion
import SwiftUI

// script: wait 1
// claim: Text "CoreMotion: z -1.00"
struct CoreMotionRow: View {
    @State private var z = 0.0
    private let manager = CMMotionManager()

    var body: some View {
        Text("CoreMotion: z \(z, specifier: "%.2f")")
            .onAppear {
                manager.accelerometerUpdateInterval = 1
                manager.startAccelerometerUpdates(to: .main) { data, _ in
                    if let data { z = data.acceleration.z }
                }
            }
    }
}
