import Foundation

/// A line of text.
///
/// As in SwiftUI, a string literal is a `LocalizedStringKey` (so `"\(price, specifier: "%.2f")"`
/// and `"\(date, format: .dateTime)"` work), a `String` variable is shown verbatim, and text
/// modifiers (`.bold()`, `.font(_:)`, `.foregroundColor(_:)`) return `Text`, so texts can be
/// joined with `+`. dataflow resolves keys to their development-language text (no string tables).
public struct Text: View, Equatable, Sendable {
    let content: String
    /// What the text says, for a framework that shows it (a chart's labels, a tip's title).
    package var string: String { content }
    /// The text's own font (`Text.font(_:)`); otherwise it shows the environment's.
    var font: Font?
    /// Text modifiers, as code writes them (`.bold()`), shown after the text.
    var notes: [String] = []
    /// The name VoiceOver reads instead of the text (`Text.accessibilityLabel(_:)`): what a
    /// control whose label is this text is named and found by.
    var spokenLabel: String?

    init(content: String, font: Font? = nil, notes: [String] = [], spokenLabel: String? = nil) {
        self.content = content
        self.font = font
        self.notes = notes
        self.spokenLabel = spokenLabel
    }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(content: key.text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(content: String(content))
    }

    /// Styled text (iOS 15): its characters; the runs' attributes are appearance. Disfavoured:
    /// the toolchain's `AttributedString` is a string literal too, and `Text("…")` is a
    /// localized string key in SwiftUI (read as Markdown).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(content: String(attributedContent.characters))
    }

    public init(verbatim content: String) {
        self.init(content: content)
    }

    /// A value formatted: `Text(amount, format: .currency(code: "USD"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: format.format(input))
    }

    /// A date in a style: `Text(date, style: .time)`.
    public init(_ date: Date, style: DateStyle) {
        self.init(content: Text.describe(date, style: style))
    }

    public init(_ dates: ClosedRange<Date>) {
        self.init(content: "\(Text.describe(dates.lowerBound, style: .date)) – \(Text.describe(dates.upperBound, style: .date))")
    }

    public init(_ interval: DateInterval) {
        self.init(dates: interval.start...interval.end)
    }

    private init(dates: ClosedRange<Date>) { self.init(dates) }

    /// A value formatted by a Foundation formatter.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(content: formatter.string(for: subject) ?? "")
    }

    public init(_ subject: NSObject, formatter: Formatter) {
        self.init(content: formatter.string(for: subject) ?? "")
    }

    /// A date formatted by a `DateFormatter` (Foundation on Linux does not make `Date` a
    /// `ReferenceConvertible`, as Apple's does: `Text(item.timestamp!, formatter: formatter)`).
    public init(_ date: Date, formatter: Formatter) {
        self.init(content: formatter.string(for: date) ?? "")
    }

    /// An image inside text: shown by its name.
    public init(_ image: Image) {
        self.init(content: "[\(image.name)]")
    }

    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(content: Text.describe(timerInterval.upperBound, style: .timer))
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.content == rhs.content && lhs.font == rhs.font && lhs.notes == rhs.notes && lhs.spokenLabel == rhs.spokenLabel
    }

    /// Dates are shown in a fixed form (UTC, ISO-like), so transcripts are the same everywhere.
    static func describe(_ date: Date, style: DateStyle) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        switch style.name {
        case "time": formatter.dateFormat = "HH:mm"
        case "date": formatter.dateFormat = "yyyy-MM-dd"
        default: formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        }
        return formatter.string(from: date)
    }

    // MARK: Text modifiers (they return Text)

    func with(_ note: String) -> Text { Text(content: content, font: font, notes: notes + [note], spokenLabel: spokenLabel) }

    public func font(_ font: Font?) -> Text { Text(content: content, font: font, notes: notes, spokenLabel: spokenLabel) }

    // The text's accessibility label: it stays a `Text` (so it still concatenates) and names a
    // control whose label it is, as `View.accessibilityLabel(_:)` does from outside.
    public func accessibilityLabel(_ label: Text) -> Text { labelled(label.spokenLabel ?? label.content) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { labelled(labelKey.text) }
    @_disfavoredOverload public func accessibilityLabel(_ label: LocalizedStringResource) -> Text { labelled(label.text) }
    @_disfavoredOverload public func accessibilityLabel<S>(_ label: S) -> Text where S: StringProtocol { labelled(String(label)) }

    private func labelled(_ label: String) -> Text { Text(content: content, font: font, notes: notes, spokenLabel: label) }
    // Speech details (VoiceOver), kept on the text so that it still concatenates.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }

    public func bold() -> Text { with(".bold()") }
    public func bold(_ isActive: Bool) -> Text { isActive ? with(".bold()") : self }
    public func italic() -> Text { with(".italic()") }
    public func italic(_ isActive: Bool) -> Text { isActive ? with(".italic()") : self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { with(".foregroundColor(\((color ?? .primary).name))") }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with(".foregroundStyle(\(style._styleName))") }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? with(".strikethrough()") : self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }

    /// Two texts as one: `Text("a").bold() + Text("b")`.
    public static func + (lhs: Text, rhs: Text) -> Text {
        // Spoken, the joined text is each part's label or else its text.
        let spoken = lhs.spokenLabel == nil && rhs.spokenLabel == nil ? nil : (lhs.spokenLabel ?? lhs.content) + (rhs.spokenLabel ?? rhs.content)
        return Text(
            content: lhs.content + rhs.content, font: lhs.font ?? rhs.font, notes: lhs.notes + rhs.notes.filter { !lhs.notes.contains($0) },
            spokenLabel: spoken)
    }
}

extension Text: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { TextNode(text: self, context: context) }
}

/// The node of a `Text`: shows its string.
package final class TextNode: Node {
    private var text: Text

    init(text: Text, context: NodeContext) {
        self.text = text
        super.init(context, viewType: Text.self)
    }

    override package var pathName: String? { "Text" }

    override package func apply(_ view: any View) {
        if let text = view as? Text { self.text = text }
    }

    override package func render(into screen: inout ScreenBuilder) {
        // Text reads the font from the environment, as SwiftUI's does, unless it has its own:
        // shown so that inherited fonts are visible (S2.1).
        let font = (text.font ?? environment.font).map { " (font: \($0.name))" } ?? ""
        let notes = text.notes.map { " " + $0 }.joined()
        screen.add("Text \(text.content.quotedLiteral)\(font)\(notes)", identity: identityPath)
    }

    /// A control labelled by this text is named by its accessibility label, if it has one.
    override package func appendText(to words: inout [String]) { words.append(text.spokenLabel ?? text.content) }

    /// Its lines in its font: the string wraps where a line `width` wide is full (§33).
    override package func layout(width: Double) -> NodeLayout {
        let font = text.font ?? environment.font
        let perLine = max(1, (width / LayoutMetrics.characterWidth(font)).rounded(.down))
        let lines = text.content.split(separator: "\n", omittingEmptySubsequences: false).reduce(0.0) { total, line in
            total + max(1, (Double(line.count) / perLine).rounded(.up))
        }
        return .fixed(lines * LayoutMetrics.textLineHeight(font))
    }
}
