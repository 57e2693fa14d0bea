import DataFlow
import Foundation
import Testing

/// iOS 18's system format styles: what a timer, a stopwatch and an offset read at a moment.
@Suite struct SystemFormatStyleTests {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func string(_ text: AttributedString) -> String { String(text.characters) }

    @Test func aCountdownShowsMinutesAndSeconds() {
        let timer = SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(300))
        #expect(string(timer.format(start)) == "5:00")
        #expect(string(timer.format(start.addingTimeInterval(55))) == "4:05")
        #expect(string(timer.format(start.addingTimeInterval(300))) == "0:00")
        let up = SystemFormatStyle.Timer(countingUpIn: start..<start.addingTimeInterval(7200))
        #expect(string(up.format(start.addingTimeInterval(3600))) == "1:00:00")
    }

    @Test func aStopwatchShowsHundredths() {
        let stopwatch = SystemFormatStyle.Stopwatch(startingAt: start)
        #expect(string(stopwatch.format(start.addingTimeInterval(5.23))) == "00:05.23")
    }
}
