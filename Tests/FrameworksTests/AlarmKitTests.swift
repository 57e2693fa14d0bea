import DataFlow
import DataFlowActivityKit
import DataFlowAlarmKit
import Foundation
import Testing

private struct Tea: AlarmMetadata {
    var kind = "Green"
}

/// AlarmKit on a phone whose user never answers the alarms prompt (D19).
@Suite struct AlarmKitTests {
    private static func attributes() -> AlarmAttributes<Tea> {
        let alert = AlarmPresentation.Alert(
            title: "Tea is ready", stopButton: AlarmButton(text: "Done", textColor: .white, systemImageName: "checkmark"),
            secondaryButton: AlarmButton(text: "Again", textColor: .white, systemImageName: "repeat"), secondaryButtonBehavior: .countdown)
        let presentation = AlarmPresentation(
            alert: alert, countdown: AlarmPresentation.Countdown(title: "Steeping"),
            paused: AlarmPresentation.Paused(title: "Paused", resumeButton: AlarmButton(text: "Go", textColor: .white, systemImageName: "play")))
        return AlarmAttributes(presentation: presentation, metadata: Tea(), tintColor: .green)
    }

    @Test func nothingIsAuthorizedOrScheduled() async throws {
        let manager = AlarmManager.shared
        #expect(manager.authorizationState == .notDetermined)
        #expect(try await manager.requestAuthorization() == .denied)
        #expect(manager.authorizationState == .notDetermined, "nobody answered: the state is not determined")
        let relative = Alarm.Schedule.relative(.init(time: .init(hour: 7, minute: 30), repeats: .weekly([.monday, .friday])))
        for configuration in [
            AlarmManager.AlarmConfiguration.timer(duration: 180, attributes: Self.attributes(), sound: .named("chime.caf")),
            .alarm(schedule: relative, attributes: Self.attributes()),
            AlarmManager.AlarmConfiguration(
                countdownDuration: .init(preAlert: 60, postAlert: 30), schedule: .fixed(Date(timeIntervalSince1970: 0)), attributes: Self.attributes()
            ),
        ] {
            await #expect(throws: (any Error).self) { try await manager.schedule(id: UUID(), configuration: configuration) }
        }
        #expect(try manager.alarms.isEmpty)
        #expect(throws: Never.self) { try manager.cancel(id: UUID()) }
    }

    @Test func theUpdatesGiveTheEmptyListThenWait() async {
        var iterator = AlarmManager.shared.alarmUpdates.makeAsyncIterator()
        #expect(await iterator.next()?.isEmpty == true)
        var states = AlarmManager.shared.authorizationUpdates.makeAsyncIterator()
        #expect(await states.next() == .notDetermined)
        // The next value never comes: a task waiting for it stays suspended, as on a phone,
        // until it is cancelled; then the iteration ends.
        let waiting = Task { [iterator] in
            var rest = iterator
            return await rest.next()
        }
        waiting.cancel()
        #expect(await waiting.value == nil)
    }

    @Test func attributesAndPresentationStatesRoundTrip() throws {
        let data = try JSONEncoder().encode(Self.attributes())
        let read = try JSONDecoder().decode(AlarmAttributes<Tea>.self, from: data)
        #expect(read.metadata == Tea())
        #expect(read.presentation.alert.secondaryButtonBehavior == .countdown)
        let state = AlarmPresentationState(
            alarmID: UUID(), mode: .paused(.init(totalCountdownDuration: 300, previouslyElapsedDuration: 120)))
        #expect(try JSONDecoder().decode(AlarmPresentationState.self, from: JSONEncoder().encode(state)) == state)
    }
}
