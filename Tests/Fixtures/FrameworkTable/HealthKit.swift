import HealthKit
import SwiftUI

// claim: Text "HealthKit: asked true, steps denied, 0 samples, no data"
// claim: effect: HKHealthStore asks to share HKQuantityTypeIdentifierStepCount and to read
struct HealthKitRow: View {
    @State private var summary = "?"
    private let store = HKHealthStore()

    var body: some View {
        Text("HealthKit: \(summary)")
            .task { summary = await ask() }
    }

    private func ask() async -> String {
        let steps = HKQuantityType(.stepCount)
        let asked = (try? await store.requestAuthorization(toShare: [steps], read: [steps])) != nil
        let status = store.authorizationStatus(for: steps) == .sharingDenied ? "denied" : "not asked"
        let samples = await withCheckedContinuation { continuation in
            let sort = NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)
            store.execute(
                HKSampleQuery(sampleType: steps, predicate: nil, limit: HKObjectQueryNoLimit, sortDescriptors: [sort]) { _, samples, _ in
                    continuation.resume(returning: samples?.count ?? -1)
                })
        }
        let statistics = await withCheckedContinuation { continuation in
            store.execute(
                HKStatisticsQuery(quantityType: steps, quantitySamplePredicate: nil, options: .cumulativeSum) { _, statistics, error in
                    let sum = statistics?.sumQuantity()?.doubleValue(for: .count())
                    continuation.resume(returning: sum.map { "\($0) steps" } ?? ((error as? HKError)?.code == .errorNoData ? "no data" : "?"))
                })
        }
        return "asked \(asked), steps \(status), \(samples) samples, \(statistics)"
    }
}
