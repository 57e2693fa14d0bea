import Foundation

extension View {
    /// Sets the formatting rules for rich text editors below (iOS 26), so an app's editor offers
    /// only the styles it supports; text brought in with `AttributedString(transferable:in:)` is
    /// held to them.
    public func attributedTextFormattingDefinition<D>(
        _ definition: D
    ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<(any AttributedTextFormattingDefinition)?>>
    where D: AttributedTextFormattingDefinition {
        environment(\.attributedTextFormattingDefinition, definition)
    }

    /// Limits rich text editors below to one scope's attributes, with no rules on their values.
    public func attributedTextFormattingDefinition<S>(
        _ scope: S.Type
    ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<(any AttributedTextFormattingDefinition)?>>
    where S: AttributeScope {
        environment(\.attributedTextFormattingDefinition, AttributedTextFormatting.EmptyDefinition<S>())
    }

    /// Limits rich text editors below to one scope's attributes, named as Foundation names scopes
    /// (`\.swiftUI`).
    public func attributedTextFormattingDefinition<S>(
        _ path: KeyPath<AttributeScopes, S.Type>
    ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<(any AttributedTextFormattingDefinition)?>>
    where S: AttributeScope {
        environment(\.attributedTextFormattingDefinition, AttributedTextFormatting.EmptyDefinition<S>())
    }

    /// Shows or hides the system's formatting controls (bold, fonts) for text input below
    /// (iOS 26): system chrome a script never opens, so it is appearance (D15).
    public func textInputFormattingControlVisibility(
        _ visibility: Visibility, for placement: TextInputFormattingControlPlacement.Set
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".textInputFormattingControlVisibility")
    }
}

extension EnvironmentValues {
    /// The formatting rules set by `.attributedTextFormattingDefinition` above, if any.
    var attributedTextFormattingDefinition: (any AttributedTextFormattingDefinition)? {
        get { self[AttributedTextFormattingDefinitionKey.self] }
        set { self[AttributedTextFormattingDefinitionKey.self] = newValue }
    }
}

/// Where the formatting rules live in the environment: none until a view sets them.
private struct AttributedTextFormattingDefinitionKey: EnvironmentKey {
    /// No rules: every attribute is allowed.
    static var defaultValue: (any AttributedTextFormattingDefinition)? { nil }
}

/// Where the system's text formatting controls appear (iOS 26), for
/// `.textInputFormattingControlVisibility(_:for:)`.
public struct TextInputFormattingControlPlacement: Sendable {
    /// A combination of places, so one call can show or hide controls in several of them.
    ///
    /// The Mac's accessory bar and font panel are not declared: the SDK makes them unavailable
    /// on iOS.
    public struct Set: OptionSet, Sendable {
        /// One bit per place.
        public let rawValue: UInt

        /// The places whose bits are set in `rawValue`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The edit menu that opens over selected text.
        public static let contextMenu = Set(rawValue: 1 << 1)
        /// The bar above the keyboard.
        public static let inputAssistant = Set(rawValue: 1 << 2)
        /// Every place.
        public static let all: Set = [.contextMenu, .inputAssistant]
        /// The places the system uses when the app says nothing.
        public static let `default`: Set = [.contextMenu, .inputAssistant]

        /// An array literal of places builds a combination of them.
        public typealias ArrayLiteralElement = TextInputFormattingControlPlacement.Set
        /// The members of a combination are combinations themselves.
        public typealias Element = TextInputFormattingControlPlacement.Set
        /// The bits are held in a `UInt`.
        public typealias RawValue = UInt
    }
}

extension AttributedTextFormatting {
    /// Rich text as it is copied out of an editor and pasted into another (iOS 26), so the
    /// receiving editor can hold it to its own formatting rules.
    ///
    /// Within the app the attributed text travels whole; as data it is plain UTF-8 text, which
    /// is what a script hands an app.
    public struct Transferable: DataFlow.Transferable, Sendable {
        /// The copied text, with its attributes.
        let text: AttributedString

        /// Packs `text` for a copy from an editor whose environment is `environment`.
        public init(text: AttributedString, in environment: EnvironmentValues) {
            self.text = text
        }

        /// Packs text that arrived as data.
        init(text: AttributedString) {
            self.text = text
        }

        /// Plain text both ways: the characters out, a string in.
        public static var transferRepresentation: DataRepresentation<AttributedTextFormatting.Transferable> {
            DataRepresentation(
                contentType: .plainText, exporting: { item in Data(String(item.text.characters).utf8) },
                importing: { data in AttributedTextFormatting.Transferable(text: AttributedString(String(decoding: data, as: UTF8.self))) })
        }
    }
}

extension AttributedString {
    /// The text of a paste, held to the formatting rules of the editor it lands in (the
    /// environment's `.attributedTextFormattingDefinition`).
    public init(transferable: AttributedTextFormatting.Transferable, in environment: EnvironmentValues) throws {
        self = transferable.text
        environment.attributedTextFormattingDefinition?.constrain(&self)
    }
}
