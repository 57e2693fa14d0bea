import Foundation

/// The app's shortcuts, offered to Siri and Spotlight without setup. A run offers nothing.
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .blue }
    /// Tells the system the shortcuts' parameters changed: nothing to tell here.
    public static func updateAppShortcutParameters() {}
}

/// One shortcut: an intent and the phrases that start it.
public struct AppShortcut: Sendable {
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String
    ) {}
}

/// A phrase that names the app (`"Log water in \(.applicationName)"`).
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {}
    }
}

public enum AppShortcutPhraseToken: Sendable {
    case applicationName
}

@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildBlock(_ shortcuts: AppShortcut...) -> [AppShortcut] { shortcuts }
    public static func buildExpression(_ shortcut: AppShortcut) -> AppShortcut { shortcut }
}

public enum ShortcutTileColor: Sendable {
    case blue, grayBlue, grayGreen, grayBrown, lightBlue, lime, navy, orange, pink, purple, red, tangerine, teal, yellow
}
