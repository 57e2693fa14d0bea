import DataFlow
import Foundation
import Testing

@testable import DataFlowHealthKit
@testable import DataFlowWatchConnectivity

/// HealthKit as an app that nobody allowed in sees it, and WatchConnectivity on a phone with no
/// watch paired.
@Suite struct HealthAndWatchTests {
    @Test func quantitiesConvertWithinADimension() {
        let run = HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 5)
        #expect(run.doubleValue(for: .meter()) == 5000)
        #expect(abs(run.doubleValue(for: .mile()) - 3.106855) < 0.000001)
        #expect(HKQuantity(unit: .minute(), doubleValue: 2).doubleValue(for: .second()) == 120)
        #expect(HKQuantity(unit: .degreeCelsius(), doubleValue: 100).doubleValue(for: .degreeFahrenheit()) == 212)
        let rate = HKUnit.count().unitDivided(by: .minute())
        #expect(rate.unitString == "count/min" && HKUnit(from: "count/min") == rate)
        #expect(HKQuantity(unit: rate, doubleValue: 60).is(compatibleWith: HKUnit(from: "count/min")))
    }

    @Test func typesAreEqualByIdentifierAndKnowHowTheyAddUp() {
        let steps: Set<HKObjectType> = [HKQuantityType(.stepCount), HKObjectType.quantityType(forIdentifier: .stepCount)!]
        #expect(steps.count == 1)
        #expect(HKQuantityType(.stepCount).aggregationStyle == .cumulative)
        #expect(HKQuantityType(.heartRate).aggregationStyle == .discreteArithmetic)
        #expect(HKQuantityType(.heartRate).is(compatibleWith: HKUnit.count().unitDivided(by: .minute())))
    }

    @Test func askingDeniesSharingAndQueriesFindNothing() async throws {
        let store = HKHealthStore()
        let steps = HKQuantityType(.stepCount)
        #expect(HKHealthStore.isHealthDataAvailable())
        #expect(store.authorizationStatus(for: steps) == .notDetermined || store.authorizationStatus(for: steps) == .sharingDenied)
        try await store.requestAuthorization(toShare: [steps], read: [steps])
        #expect(store.authorizationStatus(for: steps) == .sharingDenied, "nobody allowed sharing")
        #expect(try await store.statusForAuthorizationRequest(toShare: [steps], read: [steps]) == .unnecessary)
        nonisolated(unsafe) var found: Int?
        store.execute(
            HKSampleQuery(sampleType: steps, predicate: nil, limit: HKObjectQueryNoLimit, sortDescriptors: nil) { _, samples, _ in
                found = samples?.count
            })
        #expect(found == 0)
        nonisolated(unsafe) var noData = false
        store.execute(
            HKStatisticsQuery(quantityType: steps, quantitySamplePredicate: nil, options: .cumulativeSum) { _, statistics, error in
                noData = statistics == nil && (error as? HKError)?.code == .errorNoData
            })
        #expect(noData)
        await #expect(throws: HKError.self) {
            try await store.save(HKQuantitySample(type: steps, quantity: HKQuantity(unit: .count(), doubleValue: 1), start: .now, end: .now))
        }
    }

    @Test func aCollectionHasEachIntervalWithoutValues() {
        let calendar = Calendar(identifier: .gregorian)
        let anchor = calendar.date(from: DateComponents(year: 2026, month: 11, day: 23))!
        let query = HKStatisticsCollectionQuery(
            quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: nil, options: .cumulativeSum, anchorDate: anchor,
            intervalComponents: DateComponents(day: 1))
        var days: [Date] = []
        query.initialResultsHandler = { _, collection, _ in
            collection?.enumerateStatistics(from: anchor, to: calendar.date(byAdding: .day, value: 6, to: anchor)!) { statistics, _ in
                #expect(statistics.sumQuantity() == nil)
                days.append(statistics.startDate)
            }
        }
        HKHealthStore().execute(query)
        #expect(days.count == 7, "a week of days, each without steps")
    }

    @Test func aWorkoutSessionCannotStartWithoutLeave() throws {
        final class Listener: HKWorkoutSessionDelegate {
            var failure: (any Error)?
            func workoutSession(
                _ workoutSession: HKWorkoutSession, didChangeTo toState: HKWorkoutSessionState, from fromState: HKWorkoutSessionState, date: Date
            ) {}
            func workoutSession(_ workoutSession: HKWorkoutSession, didFailWithError error: any Error) { failure = error }
        }
        let configuration = HKWorkoutConfiguration()
        configuration.activityType = .running
        let session = try HKWorkoutSession(healthStore: HKHealthStore(), configuration: configuration)
        let listener = Listener()
        session.delegate = listener
        session.startActivity(with: .now)
        #expect((listener.failure as? HKError)?.code == .errorAuthorizationDenied)
        #expect(session.state == .notStarted)
    }

    @Test func aPhoneWithNoWatchActivatesAndReachesNothing() {
        final class Delegate: NSObject, WCSessionDelegate {
            var activated: WCSessionActivationState?
            func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?) {
                activated = activationState
            }
            func sessionDidBecomeInactive(_ session: WCSession) {}
            func sessionDidDeactivate(_ session: WCSession) {}
        }
        let delegate = Delegate()
        let session = WCSession.default
        session.delegate = delegate
        session.activate()
        #expect(delegate.activated == .activated)
        #expect(!session.isPaired && !session.isWatchAppInstalled && !session.isReachable)
        var failure: WCError.Code?
        session.sendMessage(["ping": 1], replyHandler: nil) { failure = ($0 as? WCError)?.code }
        #expect(failure == .notReachable)
        #expect((try? session.updateApplicationContext([:])) == nil)
    }
}
