import Foundation
import Observation

struct Event: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var day: DateComponents
}

@Observable
final class Agenda {
    var events: [Event] = []

    func events(on day: DateComponents) -> [Event] {
        events.filter { $0.day.year == day.year && $0.day.month == day.month && $0.day.day == day.day }
    }

    func add(_ title: String, on day: DateComponents) {
        events.append(Event(title: title, day: day))
    }
}
