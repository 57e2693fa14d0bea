/// A tip: what it says (a title, an optional message and image), the buttons it offers, and when
/// it may show (rules, options), as in TipKit.
///
/// Only `title` is required; `id` is the type's name unless a tip says otherwise. dataflow keeps
/// no tips datastore, so a tip's rules and options are compiled but never evaluated: every tip is
/// available (`TipView` draws it, `status` is `.available`).
public protocol Tip: Identifiable, Sendable {
    var id: String { get }
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    @Tips.ActionBuilder var actions: [Action] { get }
    @Tips.RuleBuilder var rules: [Rule] { get }
    @Tips.OptionsBuilder var options: [any TipOption] { get }
}

extension Tip {
    /// The tip's type name, as TipKit's default identifier.
    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Action] { [] }
    public var rules: [Rule] { [] }
    public var options: [any TipOption] { [] }
}

/// The names a tip's own code uses unqualified (`var rules: [Rule]`, `MaxDisplayCount(3)`).
extension Tip {
    public typealias Status = Tips.Status
    public typealias InvalidationReason = Tips.InvalidationReason
    public typealias Action = Tips.Action
    public typealias Rule = Tips.Rule
    public typealias Event = Tips.Event
    public typealias Option = TipOption
    public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency
    public typealias MaxDisplayCount = Tips.MaxDisplayCount
    public typealias MaxDisplayDuration = Tips.MaxDisplayDuration
}
