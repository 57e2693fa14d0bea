import Foundation

/// Views that show a value and hold none: progress, gauges, labelled values, empty states.
/// Each is one screen line (with its content below, if it has any).

/// Progress: indeterminate (`ProgressView()`), or a value out of a total.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let title: String?
    let fraction: (value: Double, total: Double)?
    let label: Label?

    init(title: String?, fraction: (Double, Double)?, label: Label?) {
        self.title = title
        self.fraction = fraction
        self.label = label
    }
}

/// What a timer's progress view shows as its value: the time left, or passed.
public struct DefaultDateProgressLabel: View {
    public var body: some View { EmptyView() }
}

extension ProgressView {
    /// Progress through a time interval (iOS 16), measured on the run's clock when the view is
    /// made: it counts down (or up) only as the script's time passes and the view is made again.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        let total = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
        let elapsed = min(max(Date().timeIntervalSince(timerInterval.lowerBound), 0), total)
        self.init(title: nil, fraction: total > 0 ? (countsDown ? total - elapsed : elapsed, total) : nil, label: label())
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label, currentValueLabel: { DefaultDateProgressLabel() })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: { EmptyView() }, currentValueLabel: { DefaultDateProgressLabel() })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { self.init(title: nil, fraction: nil, label: nil) }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(title: nil, fraction: value.map { (Double($0), Double(total)) }, label: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A Foundation `Progress` (iOS 14): its fraction completed as the view is made, or
    /// indeterminate while the progress is. SwiftUI observes the object and redraws as it moves;
    /// dataflow reads it when the view is made (a body that makes it again shows the new
    /// fraction), so a progress that moves with nothing else changing is not redrawn.
    public init(_ progress: Progress) {
        self.init(title: nil, fraction: progress.isIndeterminate ? nil : (progress.fractionCompleted, 1.0), label: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) { self.init(title: titleKey.text, fraction: nil, label: nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(title: String(title), fraction: nil, label: nil) }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(title: titleKey.text, fraction: value.map { (Double($0), Double(total)) }, label: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(title: String(title), fraction: value.map { (Double($0), Double(total)) }, label: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) { self.init(title: nil, fraction: nil, label: label()) }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(title: nil, fraction: value.map { (Double($0), Double(total)) }, label: label())
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(title: nil, fraction: value.map { (Double($0), Double(total)) }, label: label())
    }
}

extension ProgressView: StructuralContent {
    package var screenLine: String? {
        var line = "ProgressView"
        if let title { line += " " + title.quotedLiteral }
        if let fraction { line += " \(formatNumber(fraction.value))/\(formatNumber(fraction.total))" }
        return line
    }
    package var pathName: String? { "ProgressView" }
    package func children() -> [ChildSlot] { label.map { [ChildSlot(key: .label, view: $0)] } ?? [] }
}

/// A value in a range, shown as a gauge (iOS 16): one screen line with the value, and its label
/// below. The current value's, the bounds' and the marked values' labels are drawing (D15): kept,
/// not shown.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    let markedValueLabels: MarkedValueLabels

    /// The one initializer every public form ends in.
    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel, minimumValueLabel: BoundsLabel,
        maximumValueLabel: BoundsLabel, markedValueLabels: MarkedValueLabels
    ) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
    }

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: EmptyView(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), markedValueLabels: EmptyView())
    }

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), markedValueLabels: EmptyView())
    }

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), markedValueLabels: EmptyView())
    }

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) where BoundsLabel == EmptyView {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), markedValueLabels: markedValueLabels())
    }

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), markedValueLabels: markedValueLabels())
    }
}

extension Gauge: StructuralContent {
    package var screenLine: String? { "Gauge \(formatNumber(value))" }
    package var pathName: String? { "Gauge" }
    package func children() -> [ChildSlot] { [ChildSlot(key: .label, view: label)] }
}

/// A label and a value: `LabeledContent("Total", value: "$12.00")`.
public struct LabeledContent<Label: View, Content: View>: View {
    let title: String
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = (label() as? Text)?.content ?? ""
        self.content = content()
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: String) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}

extension LabeledContent: StructuralContent {
    package var screenLine: String? { "LabeledContent \(title.quotedLiteral)" }
    package var pathName: String? { "LabeledContent" }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

/// What an empty list or a failed search shows.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let title: String
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        title = (label() as? Text)?.content ?? ((label() as? DataFlow.Label<Text, Image>).map { $0.title.content } ?? "")
        self.actions = actions()
    }
}

extension ContentUnavailableView where Label == DataFlow.Label<Text, Image>, Description == Text, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { DataFlow.Label(titleKey, systemImage: name) }, description: { description ?? Text("") })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { DataFlow.Label(title, systemImage: name) }, description: { description ?? Text("") })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { DataFlow.Label(titleKey, image: name) }, description: { description ?? Text("") })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { DataFlow.Label(title, image: name) }, description: { description ?? Text("") })
    }
}

extension ContentUnavailableView: StructuralContent {
    package var screenLine: String? { "ContentUnavailableView \(title.quotedLiteral)" }
    package var labelWords: [String] { title.isEmpty ? [] : [title] }
    package var pathName: String? { "ContentUnavailableView" }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: actions)] }
}

/// An image loaded from a URL: dataflow loads nothing, so it shows its placeholder (the
/// content's `.empty` phase), as an app does before the download finishes.
public struct AsyncImage<Content: View>: View {
    let content: Content

    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        content = Image(name: url?.lastPathComponent ?? "AsyncImage")
    }

    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    )
    where Content == _ConditionalContent<I, P> {
        self.content = _ConditionalContent(storage: .falseContent(placeholder()))
    }

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content)
    {
        self.content = content(.empty)
    }
}

public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)
    public var image: Image? { if case .success(let image) = self { image } else { nil } }
    public var error: Error? { if case .failure(let error) = self { error } else { nil } }
}

extension AsyncImage: StructuralContent {
    package var screenLine: String? { "AsyncImage (not loaded)" }
    package var pathName: String? { "AsyncImage" }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}
