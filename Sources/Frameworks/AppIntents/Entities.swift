import Foundation

/// How the system shows a value in Shortcuts, Siri and widgets' configuration: a title, an
/// optional subtitle and image. Nothing shows it in a run; apps declare it, and it compiles.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: Image?

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }

    /// A representation's image: a symbol or an asset by name.
    public struct Image: Sendable {
        public let name: String
        public init(systemName: String, isTemplate: Bool = true) { name = systemName }
        public init(named name: String, isTemplate: Bool = true) { self.name = name }
        public init(data: Data, isTemplate: Bool = false) { name = "data" }
        public init(url: URL, isTemplate: Bool = false) { name = url.lastPathComponent }
    }
}

/// How the system names a type ("Category").
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }
}

public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

public protocol InstanceDisplayRepresentable {
    var displayRepresentation: DisplayRepresentation { get }
}

public typealias DisplayRepresentable = TypeDisplayRepresentable & InstanceDisplayRepresentable

public protocol CaseDisplayRepresentable: TypeDisplayRepresentable, Hashable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// An enum whose cases intents take as parameters (`@Parameter var category: Category`).
public protocol AppEnum: CaseDisplayRepresentable, CaseIterable, RawRepresentable where RawValue: LosslessStringConvertible {}

extension AppEnum {
    /// Each case as the system shows it: from `caseDisplayRepresentations`, or its raw value.
    public var displayRepresentation: DisplayRepresentation {
        Self.caseDisplayRepresentations[self] ?? DisplayRepresentation(stringLiteral: String(describing: rawValue))
    }
}

/// A value of the app's own that intents and widgets name by identifier, found by its query.
public protocol AppEntity: Identifiable, TypeDisplayRepresentable, InstanceDisplayRepresentable where ID: Sendable & Hashable {
    associatedtype DefaultQuery: EntityQuery
    static var defaultQuery: DefaultQuery { get }
}

/// Finds entities by identifier (and, optionally, suggests some).
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that can also find entities by a string the user typed.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

/// A query whose entities are all known: suggestions are all of them.
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> [Entity]
}

/// `@Property`: an entity's value the system can show and filter by.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    public let title: LocalizedStringResource?
    public var wrappedValue: Value
    public init(wrappedValue: Value, title: LocalizedStringResource? = nil) {
        self.wrappedValue = wrappedValue
        self.title = title
    }
}

extension EntityProperty where Value: ExpressibleByNilLiteral {
    public convenience init(title: LocalizedStringResource? = nil) { self.init(wrappedValue: nil, title: title) }
}

/// `@Property`, as entities spell it.
public typealias Property = EntityProperty

/// A type that describes itself with a localized resource (an intent's error, shown by Siri).
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}
