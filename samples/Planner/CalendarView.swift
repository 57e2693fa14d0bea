import SwiftUI
import UIKit

/// UIKit's calendar, wrapped: the coordinator is its selection's delegate and writes the binding;
/// days with events get a decoration.
struct CalendarView: UIViewRepresentable {
    @Binding var selection: DateComponents?
    let markedDays: Set<Int>

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> UICalendarView {
        let calendar = UICalendarView()
        calendar.calendar = Calendar(identifier: .gregorian)
        calendar.fontDesign = .rounded
        calendar.delegate = context.coordinator
        calendar.selectionBehavior = UICalendarSelectionSingleDate(delegate: context.coordinator)
        print("makeUIView")
        return calendar
    }

    func updateUIView(_ uiView: UICalendarView, context: Context) {
        context.coordinator.parent = self
        let days = markedDays.sorted().map { DateComponents(year: 2026, month: 3, day: $0) }
        uiView.reloadDecorations(forDateComponents: days, animated: true)
        print("updateUIView, \(markedDays.count) marked")
    }

    final class Coordinator: NSObject, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate {
        var parent: CalendarView

        init(_ parent: CalendarView) {
            self.parent = parent
        }

        func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
            guard let day = dateComponents.day, parent.markedDays.contains(day) else { return nil }
            return .default(color: .systemOrange)
        }

        func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
            // Weekends are for rest.
            guard let dateComponents, let date = Calendar(identifier: .gregorian).date(from: dateComponents) else { return true }
            return !Calendar(identifier: .gregorian).isDateInWeekend(date)
        }

        func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
            parent.selection = dateComponents
        }
    }
}
