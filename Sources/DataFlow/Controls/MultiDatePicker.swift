import Foundation

/// Several days, chosen on a calendar (iOS 16); typed into like a text field, as days in the form
/// `2024-05-01`, separated by commas: `type "Dates" "2024-05-01, 2024-05-03"`.
///
/// Each chosen day is `DateComponents` with the calendar, era, year, month and day, as the
/// picker hands them out (so `components.date` is the day's midnight, in the run's UTC).
/// A day outside the picker's bounds is not chosen, as the calendar does not offer it.
public struct MultiDatePicker<Label: View>: View {
    let title: String
    let selection: Binding<Set<DateComponents>>
    let contains: @Sendable (Date) -> Bool

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: { _ in true }, label: label)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: { bounds.contains($0) }, label: label)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: { bounds.contains($0) }, label: label)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: { bounds.contains($0) }, label: label)
    }

    private init(selection: Binding<Set<DateComponents>>, bounds: @escaping @Sendable (Date) -> Bool, label: () -> Label) {
        title = (label() as? Text)?.content ?? ""
        self.selection = selection
        contains = bounds
    }
}

extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}

extension MultiDatePicker: TextEntry {
    var entryTitle: String { title }
    var entryText: Binding<String> {
        let contains = contains
        return Binding(
            value: ChosenDays.format(selection._value),
            location: ParsedLocation(
                base: selection.location, format: ChosenDays.format, parse: { ChosenDays.parse($0, within: contains) },
                expected: "days as 2024-05-01, separated by commas, within the picker's bounds"))
    }
    var isSecure: Bool { false }
    var commitAction: (() -> Void)? { nil }
}

/// The days a `MultiDatePicker` chooses, as text.
enum ChosenDays {
    /// The run's calendar: Gregorian, in UTC, as the environment's.
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    /// The chosen days, in order: `2024-05-01, 2024-05-03`.
    static func format(_ days: Set<DateComponents>) -> String {
        days.compactMap { day -> String? in
            guard let year = day.year, let month = day.month, let day = day.day else { return nil }
            return String(format: "%04d-%02d-%02d", year, month, day)
        }
        .sorted().joined(separator: ", ")
    }

    /// Typed days (an empty text chooses none); nil when one does not read or is out of bounds.
    static func parse(_ text: String, within bounds: (Date) -> Bool) -> Set<DateComponents>? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        var days: Set<DateComponents> = []
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !part.isEmpty {
            guard let date = formatter.date(from: part), bounds(date) else { return nil }
            days.insert(calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date))
        }
        return days
    }
}

extension MultiDatePicker: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { TextFieldNode(context, viewType: Self.self) }
}
