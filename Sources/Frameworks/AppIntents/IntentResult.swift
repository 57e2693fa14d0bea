import Foundation

/// What an intent's `perform()` returns: nothing, a value, a dialog to speak or show.
public protocol IntentResult: Sendable {}
public protocol ProvidesDialog: IntentResult {}
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}
public protocol OpensIntent: IntentResult {}
public protocol ShowsSnippetView: IntentResult {}

/// The one result type, whatever it holds: `.result()`, `.result(dialog:)`, `.result(value:)`.
public struct IntentResultContainer<Value, Dialog>: IntentResult, ProvidesDialog, ReturnsValue, OpensIntent, ShowsSnippetView,
    @unchecked Sendable
{
    public let value: Value?
    public let dialog: IntentDialog?
}

extension IntentResult where Self == IntentResultContainer<Never, Never> {
    public static func result() -> Self { IntentResultContainer(value: nil, dialog: nil) }
}

extension IntentResult where Self == IntentResultContainer<Never, IntentDialog> {
    public static func result(dialog: IntentDialog) -> Self { IntentResultContainer(value: nil, dialog: dialog) }

    public static func result<Content: View>(dialog: IntentDialog, @ViewBuilder view: () -> Content) -> Self {
        IntentResultContainer(value: nil, dialog: dialog)
    }
}

extension IntentResult {
    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V, Never> {
        IntentResultContainer(value: value, dialog: nil)
    }

    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }
}

/// What an intent says back: spoken by Siri, shown by Shortcuts.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
    public let full: LocalizedStringResource
    public let supporting: LocalizedStringResource?

    public init(_ text: LocalizedStringResource) {
        full = text
        supporting = nil
    }

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }
}
