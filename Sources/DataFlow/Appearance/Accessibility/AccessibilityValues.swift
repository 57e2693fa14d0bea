import Foundation

// The values accessibility modifiers take. VoiceOver and Switch Control are off in a run: these
// are kept by nothing and change nothing a script sees (D15), except a label, which names the
// control it is on (see `AccessibilityAttachmentModifier`).

/// The assistive technologies a value applies to.
public struct AccessibilityTechnologies: SetAlgebra, Hashable, Sendable {
    private var bits: UInt8
    private init(bits: UInt8) { self.bits = bits }
    public init() { bits = 0 }
    public static let voiceOver = AccessibilityTechnologies(bits: 1)
    public static let switchControl = AccessibilityTechnologies(bits: 2)
    public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
    public mutating func formUnion(_ other: Self) { bits |= other.bits }
    public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
    public mutating func formIntersection(_ other: Self) { bits &= other.bits }
    public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
    public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
    public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }
    @discardableResult
    public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: Self) -> Self? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }
    @discardableResult
    public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
}

public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// A group of custom actions (iOS 18).
public struct AccessibilityActionCategory: Equatable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionCategory(name: "default")
    public static let edit = AccessibilityActionCategory(name: "edit")
    public init(_ name: Text) { self.name = name.content }
    public init(_ nameKey: LocalizedStringKey) { name = nameKey.text }
    @_disfavoredOverload public init(_ nameResource: LocalizedStringResource) { name = nameResource.text }
    @_disfavoredOverload public init(_ name: some StringProtocol) { self.name = String(name) }
    private init(name: String) { self.name = name }
}

/// The key of a custom content line VoiceOver reads on request.
public struct AccessibilityCustomContentKey: Equatable {
    let id: String
    public init(_ label: Text, id: String) { self.id = id }
    public init(_ labelKey: LocalizedStringKey, id: String) { self.id = id }
    @_disfavoredOverload public init(_ label: LocalizedStringResource, id: String) { self.id = id }
    public init(_ labelKey: LocalizedStringKey) { id = labelKey.text }
    @_disfavoredOverload public init(_ label: LocalizedStringResource) { id = label.text }
}

/// A rotor VoiceOver offers: the system's kinds.
public struct AccessibilitySystemRotor: Sendable {
    let name: String
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

/// What a rotor lists.
public protocol AccessibilityRotorContent {}

/// One stop of a rotor.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    public init(
        _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {}
    /// SwiftUI declares this one for any `ID` (the `Text` and string forms need `ID == Never`).
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {}
}

extension AccessibilityRotorEntry where ID == Never {
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {}
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {}

@resultBuilder
public struct AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: AccessibilityRotorContent>(_ content: repeat each Content) -> some AccessibilityRotorContent {
        _RotorContents()
    }
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> some AccessibilityRotorContent { _RotorContents() }
    public static func buildEither<T: AccessibilityRotorContent, F: AccessibilityRotorContent>(first: T) -> some AccessibilityRotorContent {
        _RotorContents()
    }
    public static func buildEither<T: AccessibilityRotorContent, F: AccessibilityRotorContent>(second: F) -> some AccessibilityRotorContent {
        _RotorContents()
    }
}

/// A rotor's entries, built: kept by nothing.
public struct _RotorContents: AccessibilityRotorContent {}

/// Where accessibility focus is (VoiceOver's cursor): state the app writes and reads; no
/// assistive technology moves it in a run.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    public init() where Value == Bool { _value = State(initialValue: false) }
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { _value = State(initialValue: false) }
    public init<T: Hashable>() where Value == T? { _value = State(initialValue: nil) }
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { _value = State(initialValue: nil) }

    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    public var projectedValue: Binding { Binding(state: $value) }

    /// The focus as a modifier takes it (`.accessibilityFocused($focused)`).
    @propertyWrapper
    public struct Binding {
        let state: DataFlow.Binding<Value>
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}
