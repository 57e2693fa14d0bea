import Foundation

/// UIKit's calendar view (iOS 16), as apps wrap it in a `UIViewRepresentable`: a script picks a
/// day on it (`pick "CalendarView" "2026-03-14"`), and its selection behaviour tells its delegate
/// as UIKit does: a single-date selection asks `dateSelection(_:canSelectDate:)`, then stores the
/// day and calls `dateSelection(_:didSelectDate:)`; a multi-date one toggles the day and calls
/// `didSelectDate` or `didDeselectDate`. Days are the run's calendar's (Gregorian, UTC) and a
/// day outside `availableDateRange` is not offered. Decorations are asked for nothing: nothing
/// is drawn.
open class UICalendarView: UIView, @unchecked Sendable {
    open var calendar = ChosenDays.calendar
    open var locale = Locale(identifier: "en_US_POSIX")
    open var timeZone: TimeZone?
    open var fontDesign: UIFontDescriptor.SystemDesign = .default
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
    open var visibleDateComponents = DateComponents()
    open var wantsDateDecorations = true
    open weak var delegate: UICalendarViewDelegate?
    open var selectionBehavior: UICalendarSelection? {
        didSet { selectionBehavior?.calendarView = self }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) { visibleDateComponents = dateComponents }
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {}

    override package func scriptControls(label: String) -> [ControlHandle] {
        [
            ControlHandle(kind: .picker, label: ScriptAction.pickerLabel(label, "<yyyy-MM-dd>")) { [weak self] action in
                guard case .pick(_, let text) = action, let self, let day = self.day(text) else { return }
                self.selectionBehavior?.choose(day)
            }
        ]
    }

    /// The day `text` names (`2026-03-14`), if it reads as one and the calendar offers it.
    private func day(_ text: String) -> DateComponents? {
        guard let days = ChosenDays.parse(text, within: { [availableDateRange] in availableDateRange.contains($0) }),
            days.count == 1
        else {
            Ambient.current?.reporter.report(
                .dataflow("\(text.quotedLiteral) is not a day the calendar offers: pick one as 2026-03-14 (yyyy-MM-dd), within its available range"))
            return nil
        }
        return days.first
    }
}

/// What a calendar view asks of its app: decorations (not drawn here).
public protocol UICalendarViewDelegate: AnyObject {
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
    public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? { nil }
    public func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {}
}

extension UICalendarView {
    /// A mark under a day (a dot, an image): accepted, drawn by nothing.
    public final class Decoration: @unchecked Sendable {
        public static func `default`(color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration { Decoration() }
        public static func image(_ image: UIImage?, color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration { Decoration() }
        public static func customView(_ viewProvider: @escaping () -> UIView) -> Decoration { Decoration() }
    }

    public enum DecorationSize: Int, Sendable { case small, medium, large }
}

/// How a calendar view selects days.
open class UICalendarSelection: @unchecked Sendable {
    weak var calendarView: UICalendarView?
    public init() {}
    open func updateSelectableDates() {}
    func choose(_ day: DateComponents) {}
    var summary: String? { nil }
}

/// One day at a time.
open class UICalendarSelectionSingleDate: UICalendarSelection, @unchecked Sendable {
    open weak var delegate: UICalendarSelectionSingleDateDelegate?
    open var selectedDate: DateComponents?

    public init(delegate: UICalendarSelectionSingleDateDelegate?) {
        self.delegate = delegate
        super.init()
    }

    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) { self.selectedDate = selectedDate }

    override func choose(_ day: DateComponents) {
        guard delegate?.dateSelection(self, canSelectDate: day) ?? true else {
            Ambient.current?.reporter.report(.dataflow("the calendar's delegate does not let \(Self.text(of: day)) be selected"))
            return
        }
        selectedDate = day
        delegate?.dateSelection(self, didSelectDate: day)
    }

    static func text(of day: DateComponents) -> String { ChosenDays.format([day]) }
}

public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool { true }
}

/// Several days: picking a selected day deselects it.
open class UICalendarSelectionMultiDate: UICalendarSelection, @unchecked Sendable {
    open weak var delegate: UICalendarSelectionMultiDateDelegate?
    open var selectedDates: [DateComponents] = []

    public init(delegate: UICalendarSelectionMultiDateDelegate?) {
        self.delegate = delegate
        super.init()
    }

    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) { self.selectedDates = selectedDates }

    override func choose(_ day: DateComponents) {
        if let index = selectedDates.firstIndex(where: { Self.sameDay($0, day) }) {
            guard delegate?.multiDateSelection(self, canDeselectDate: day) ?? true else { return }
            selectedDates.remove(at: index)
            delegate?.multiDateSelection(self, didDeselectDate: day)
        } else {
            guard delegate?.multiDateSelection(self, canSelectDate: day) ?? true else { return }
            selectedDates.append(day)
            delegate?.multiDateSelection(self, didSelectDate: day)
        }
    }

    override var summary: String? {
        "selected " + (selectedDates.isEmpty ? "none" : selectedDates.map(UICalendarSelectionSingleDate.text(of:)).joined(separator: ", "))
    }

    private static func sameDay(_ a: DateComponents, _ b: DateComponents) -> Bool { a.year == b.year && a.month == b.month && a.day == b.day }
}

public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool { true }
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool { true }
}

/// A font's design, for a calendar view's `fontDesign`.
public final class UIFontDescriptor: @unchecked Sendable {
    public struct SystemDesign: Hashable, Sendable {
        let name: String
        public static let `default` = SystemDesign(name: "default")
        public static let rounded = SystemDesign(name: "rounded")
        public static let serif = SystemDesign(name: "serif")
        public static let monospaced = SystemDesign(name: "monospaced")
    }
}
