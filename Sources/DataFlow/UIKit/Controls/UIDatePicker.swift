import Foundation

/// UIKit's date picker: typed like SwiftUI's (`type "<name>" "2024-05-01 08:30"`, or a day
/// alone, in UTC); the date is kept within `minimumDate` and `maximumDate`, and `valueChanged`
/// is sent, as when the user settles a wheel. Text that is not a date changes nothing, with a note.
open class UIDatePicker: UIControl, @unchecked Sendable {
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer, yearAndMonth }

    open var date = Date()
    open var datePickerMode: Mode = .dateAndTime
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var minuteInterval = 1
    open var countDownDuration: TimeInterval = 0
    open var locale: Locale?
    open var calendar: Calendar! = Calendar(identifier: .gregorian)
    open var timeZone: TimeZone?
    open var roundsToMinuteInterval = true
    open var datePickerStyle: UIDatePickerStyle { preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle }

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    override package func ownControls(label: String) -> [ControlHandle] {
        [
            handle(.textField, label) { control, action in
                guard let picker = control as? UIDatePicker, case .type(_, let text) = action else { return }
                let formatter = DatePicker<Text>.formatter
                guard var date = DatePicker<Text>.parse(text, with: formatter) else {
                    Ambient.current?.reporter.report(
                        .dataflow(
                            "\(text.quotedLiteral) is not a date: type one as 2024-05-01 08:30 or 2024-05-01 (yyyy-MM-dd HH:mm, UTC), so the picker keeps its date"
                        ))
                    return
                }
                if let minimum = picker.minimumDate { date = max(date, minimum) }
                if let maximum = picker.maximumDate { date = min(date, maximum) }
                picker.date = date
                picker.sendActions(for: .valueChanged)
            }
        ]
    }
}

public enum UIDatePickerStyle: Int, Sendable {
    case automatic, wheels, compact, inline
}
