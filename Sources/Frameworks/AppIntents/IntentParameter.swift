import Foundation

/// `@Parameter`: a value an intent is given, with the title Shortcuts asks for it by. A class, as
/// Apple's is, so that an intent held in a `let` can be given its value
/// (`let intent = ConfigurationAppIntent(); intent.favoriteEmoji = "😀"`).
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    public let title: LocalizedStringResource
    public let description: LocalizedStringResource?
    private var value: Value?

    public var wrappedValue: Value {
        get {
            guard let value else { preconditionFailure("the intent's parameter \(title.key) has no value: nothing gave it one") }
            return value
        }
        set { value = newValue }
    }

    /// `\.$amount`: the parameter itself, for a summary.
    public var projectedValue: IntentParameter<Value> { self }

    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil
    ) {
        self.title = title
        self.description = description
        value = defaultValue
    }

    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        inclusiveRange: (lowerBound: Value, upperBound: Value), requestValueDialog: IntentDialog? = nil
    ) {
        self.title = title
        self.description = description
        value = defaultValue
    }

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, optionsProvider: some Sendable) {
        self.title = title
        self.description = description
    }
}

extension IntentParameter where Value: ExpressibleByNilLiteral {
    /// An optional parameter: nil until given.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: nil as Value?, requestValueDialog: requestValueDialog)
        wrappedValue = nil
    }
}

/// `@Parameter`, as intents spell it.
public typealias Parameter = IntentParameter
