import Foundation

/// A menu: a label, and buttons shown when it is opened. The buttons are tapped directly by their
/// labels (`tap "Rename"`): opening the menu first is not modelled. A menu with a primary action
/// (iOS 15) runs it when its label is tapped (`tap "Add"`), as a tap on it does; a long press
/// opens its items.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    var primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
        self.primaryAction = primaryAction
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleResource) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == DataFlow.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DataFlow.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DataFlow.Label(title, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DataFlow.Label(titleResource.text, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { DataFlow.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { DataFlow.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DataFlow.Label(titleKey, image: image.name) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DataFlow.Label(title, image: image.name) }
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { DataFlow.Label(titleKey, image: image.name) }, primaryAction: primaryAction)
    }
}

extension Menu: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { MenuNode(context, viewType: Self.self) }
}

extension Menu: MenuProtocol {
    var anyLabel: any View { label }
    var anyContent: any View { content }
}

protocol MenuProtocol {
    var anyLabel: any View { get }
    var anyContent: any View { get }
    var primaryAction: (() -> Void)? { get }
}

/// `Menu "Sort"` and its items below it; with a primary action, a button a script taps by the
/// menu's title.
final class MenuNode: Node, ControlNode {
    override package var pathName: String? { "Menu" }
    private var primaryAction: (() -> Void)?

    override package func apply(_ view: any View) {
        guard let menu = view as? any MenuProtocol else { return }
        primaryAction = menu.primaryAction
        reconcileChildren([ChildSlot(key: .label, view: menu.anyLabel), ChildSlot(key: .content, view: menu.anyContent)])
    }

    var controlHandles: [ControlHandle] {
        guard primaryAction != nil else { return [] }
        let title = children.first { $0.key == .label }?.labelText() ?? ""
        return [
            ControlHandle(kind: .button, label: title) { [unowned self] _ in
                guard let action = self.primaryAction else { return }
                self.host.perform { action() }
            }
        ]
    }

    override package func render(into screen: inout ScreenBuilder) {
        let title = children.first { $0.key == .label }?.labelText() ?? ""
        screen.add("Menu \(quote(title))", identity: identityPath)
        screen.indent { children.first { $0.key == .content }?.render(into: &$0) }
    }

    override package func appendText(to words: inout [String]) {
        children.first { $0.key == .label }?.appendText(to: &words)
    }
}

/// A link to a URL: tapping it leaves the app, so nothing in the app changes (the step says so).
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link {
    public var body: some View {
        Button(
            action: { [destination] in
                Ambient.current?.reporter.report(.dataflow("the link opens \(destination.absoluteString) outside the app; nothing here changes"))
            }, label: { label })
    }
}

/// Whether a list is being edited.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the list or navigation stack around a view, when one provides it.
    /// dataflow's containers provide none: `EditButton` keeps its own (said in README).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// The button that switches a list into and out of editing: "Edit", then "Done".
public struct EditButton: View {
    @State private var mode = EditMode.inactive
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? mode.isEditing
        Button(isEditing ? "Done" : "Edit") {
            let next: EditMode = isEditing ? .inactive : .active
            if let editMode { editMode.wrappedValue = next } else { mode = next }
        }
    }
}

/// A date, chosen with a wheel or a calendar; typed into like a text field, in the form
/// `2024-05-01 08:30` (UTC): `type "Wake up" "2024-05-01 07:00"`.
///
/// A label that is not a `Text` is drawn beside the picker, and what it holds can be operated
/// (Apple's tutorials put the event's `TextField` there).
public struct DatePicker<Label: View>: View {
    let title: String
    let label: Label
    let selection: Binding<Date>

    public typealias Components = DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        title = (self.label as? Text)?.content ?? ""
        self.selection = selection
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleResource) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleResource) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleResource) }
    }
}

extension DatePicker: TextEntry {
    var entryTitle: String { title }
    var entryLabel: (any View)? { label is Text ? nil : label }
    var entryText: Binding<String> {
        let formatter = Self.formatter
        return Binding(
            value: formatter.string(from: selection._value),
            location: ParsedLocation(
                base: selection.location, format: { formatter.string(from: $0) },
                parse: { Self.parse($0, with: formatter) },
                expected: "a date as 2024-05-01 08:30 or 2024-05-01 (yyyy-MM-dd HH:mm, UTC)"))
    }
    var isSecure: Bool { false }
    var commitAction: (() -> Void)? { nil }

    /// A typed date: `2024-05-01 08:30`, or a day alone (`2024-05-01`, at midnight).
    static func parse(_ text: String, with formatter: DateFormatter) -> Date? {
        if let date = formatter.date(from: text) { return date }
        return formatter.date(from: text + " 00:00")
    }

    /// `2024-05-01 08:30`, in UTC: the same on every machine.
    static var formatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }
}

extension DatePicker: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { TextFieldNode(context, viewType: Self.self) }
}

/// Which parts of a date a picker edits.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A colour picker: shows its title (choosing a colour is not scripted).
public struct ColorPicker<Label: View>: View {
    let title: String

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        title = (label() as? Text)?.content ?? ""
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        title = titleKey.text
    }
}

extension ColorPicker: StructuralContent {
    package var screenLine: String? { "ColorPicker \(title.quotedLiteral)" }
    package var pathName: String? { "ColorPicker" }
    package func children() -> [ChildSlot] { [] }
}
