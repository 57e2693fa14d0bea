/// What runs a model actor's work with its context (SwiftData's executors).
public protocol ModelExecutor: AnyObject, Sendable {
    var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` gives an actor: it holds the actor's own context.
///
/// SwiftData's runs the actor's jobs on a queue of its own; here the actor keeps the default
/// executor, so its work runs where the task that calls it runs, one step at a time (§19).
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    // @unchecked Sendable: the context is used from the actor's work only, as SwiftData's is.
    public let modelContext: ModelContext

    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }
}

/// An actor that works with a context of its own on a container (`@ModelActor actor Importer`):
/// work off the main context, whose saves reach the views' queries (§30).
public protocol ModelActor: Actor {
    nonisolated var modelContainer: ModelContainer { get }
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's own context on `modelContainer`: not the main context, so what it inserts
    /// reaches the views when it saves.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The model with `id` in the actor's context, if it is one of type `T` (a main context's
    /// model handed over by its identifier).
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as type: T.Type) -> T? {
        modelContext.registeredModel(for: id)
    }
}
