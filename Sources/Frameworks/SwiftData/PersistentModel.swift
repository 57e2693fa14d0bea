/// A SwiftData model: a class marked `@Model`, stored in a `ModelContext` and fetched by `@Query`.
///
/// SwiftData's `@Model` macro makes the class observable and conforms it to `PersistentModel`.
/// dataflow has no store and no macro of its own: a project's `@Model` is read as `@Observable`
/// plus this conformance (the preprocessor does it, line for line), so a view that reads a
/// model's property depends on it exactly as on an `@Observable` object (§8, §30).
public protocol PersistentModel: AnyObject, Observable, Identifiable, Hashable {
    /// The model's stored properties with their relationships' settings (`Relationships`).
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

extension PersistentModel {
    /// The model's identity in its store: the object itself, as every fetch returns the same
    /// instance for the same row (SwiftData's uniquing).
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(model: self) }

    public var id: PersistentIdentifier { persistentModelID }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The context the model was inserted into, or nil before it is inserted and after it is
    /// deleted, as SwiftData's `modelContext` is.
    public var modelContext: ModelContext? { ModelOwners.shared.owner(of: self) }

    /// Whether the model was deleted from its context: a detail view still holding it can tell
    /// (§30).
    public var isDeleted: Bool { ModelOwners.shared.isDeleted(self) }
}

/// Which context holds each inserted model: the context keeps the model, so the model's
/// identifier stays its own while it is listed here.
final class ModelOwners: @unchecked Sendable {
    static let shared = ModelOwners()
    private let lock = NSLock()
    private var owners: [ObjectIdentifier: Entry] = [:]

    /// A model's context, or that it was deleted; the model itself, weakly, so that another
    /// object made later at the same address is not taken for it.
    private struct Entry {
        weak var model: AnyObject?
        weak var context: ModelContext?
        var isDeleted = false
    }

    func set(_ context: ModelContext?, for model: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        owners[ObjectIdentifier(model)] = context.map { Entry(model: model, context: $0) }
    }

    /// The model left its context: it has none, and it is deleted.
    func delete(_ model: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        owners[ObjectIdentifier(model)] = Entry(model: model, context: nil, isDeleted: true)
    }

    func owner(of model: AnyObject) -> ModelContext? { entry(of: model)?.context }

    func isDeleted(_ model: AnyObject) -> Bool { entry(of: model)?.isDeleted ?? false }

    private func entry(of model: AnyObject) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = owners[ObjectIdentifier(model)], entry.model === model else { return nil }
        return entry
    }
}

/// A model's identity: names the model as the run names objects (`Book#1`), never by address.
public struct PersistentIdentifier: Hashable, DescribedIdentifier, CustomStringConvertible, @unchecked Sendable {
    // @unchecked Sendable: SwiftData's identifiers cross actors (a model actor is handed one); the
    // model it names is only compared and named here, never mutated through it.
    let model: AnyObject

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.model === rhs.model }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(model)) }

    package func identifier(using describer: ValueDescriber) -> String { describer.name(of: model) }

    public var description: String { "PersistentIdentifier(\(displayTypeName(type(of: model))))" }
}

extension PersistentIdentifier {
    /// The entity the model belongs to: its type's name, as SwiftData names entities.
    public var entityName: String { Schema.entityName(for: type(of: model) as! any PersistentModel.Type) }

    /// The store the model was saved in: none, as a run writes no store (SwiftData's identifier
    /// of a model not yet saved has none either).
    public var storeIdentifier: String? { nil }
}
