import Foundation

/// An action the system can run for the app: from Shortcuts, Siri, a widget's button, a
/// control. dataflow runs no system: an intent compiles, and runs only where the app itself
/// calls `perform()` (nothing else ever asks it to).
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    associatedtype SummaryContent: ParameterSummary = _EmptyParameterSummary

    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    static var openAppWhenRun: Bool { get }
    static var isDiscoverable: Bool { get }
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }

    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
}

extension AppIntent where SummaryContent == _EmptyParameterSummary {
    public static var parameterSummary: _EmptyParameterSummary { _EmptyParameterSummary() }
}

/// An intent a widget is configured with (the Xcode widget template's `ConfigurationAppIntent`).
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// A configuration intent performs nothing of its own.
    public func perform() async throws -> some IntentResult { .result() }
}

/// An intent that changes a value (a control's toggle, `Toggle(isOn:intent:)`).
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}

/// An intent that starts audio playback, or a live activity: kinds the system treats apart.
public protocol AudioPlaybackIntent: AppIntent {}
public protocol LiveActivityIntent: AppIntent {}

/// Whether an intent may run while the device is locked.
public enum IntentAuthenticationPolicy: Sendable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// What an intent is for, as Shortcuts shows it.
public struct IntentDescription: Sendable, ExpressibleByStringInterpolation {
    public let text: LocalizedStringResource
    public var categoryName: LocalizedStringResource?
    public var searchKeywords: [LocalizedStringResource]

    public init(_ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = []) {
        self.text = text
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }
}

/// An intent a control (iOS 18) is configured with.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// A configuration intent performs nothing of its own.
    public func perform() async throws -> some IntentResult { .result() }
}
