import Foundation

/// `@SectionedFetchRequest var sections: SectionedFetchResults<String, Item>`: a `@FetchRequest`
/// whose results come in sections, by the value of a key path of each object (§31).
///
/// It fetches as `@FetchRequest` does (the same request, the same dependency on the context), then
/// groups the results in their order: a new section starts wherever the identifier changes, as
/// `NSFetchedResultsController` makes sections from results sorted by their section key. So an
/// insert that brings a new identifier makes a new section, and a change of an object's
/// identifier moves it (its view runs again, as for any change to the entity's objects).
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
    private let request: FetchRequest<Result>
    @State private var sectionIdentifier: KeyPath<Result, SectionIdentifier>

    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        let results = request.wrappedValue
        let identifier = sectionIdentifier
        var sections: [SectionedFetchResults<SectionIdentifier, Result>.Section] = []
        for object in results {
            let id = object[keyPath: identifier]
            if let last = sections.last, last.id == id {
                sections[sections.count - 1].elements.append(object)
            } else {
                sections.append(.init(id: id, elements: [object]))
            }
        }
        let binding = $sectionIdentifier
        return SectionedFetchResults(sections: sections, results: results, sectionIdentifier: identifier) { binding.wrappedValue = $0 }
    }

    /// `$sections`: the request's configuration as a binding, with its section identifier.
    public var projectedValue: Binding<Configuration> {
        let fetch = request.projectedValue
        let identifier = $sectionIdentifier
        return Binding(
            get: { Configuration(fetch: fetch.wrappedValue, sectionIdentifier: identifier.wrappedValue) },
            set: { configuration in
                fetch.wrappedValue = configuration.fetch
                identifier.wrappedValue = configuration.sectionIdentifier
            })
    }

    /// The results are fetched when the body reads them, so there is nothing to do before.
    public func update() {}

    /// What `$sections` reads and writes: the request's predicate, order and section identifier.
    public struct Configuration {
        var fetch: FetchRequest<Result>.Configuration
        public var sectionIdentifier: KeyPath<Result, SectionIdentifier>

        public var nsSortDescriptors: [NSSortDescriptor] {
            get { fetch.nsSortDescriptors }
            set { fetch.nsSortDescriptors = newValue }
        }

        public var nsPredicate: NSPredicate? {
            get { fetch.nsPredicate }
            set { fetch.nsPredicate = newValue }
        }
    }

    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest, sectionIdentifier: sectionIdentifier)
    }

    public init(
        fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil
    ) {
        request = FetchRequest(fetchRequest: fetchRequest, animation: animation)
        _sectionIdentifier = State(initialValue: sectionIdentifier)
    }

    public init(
        entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        request = FetchRequest(entity: entity, sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
        _sectionIdentifier = State(initialValue: sectionIdentifier)
    }
}

extension SectionedFetchRequest where Result: NSManagedObject {
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
        animation: Animation? = nil
    ) {
        request = FetchRequest(sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
        _sectionIdentifier = State(initialValue: sectionIdentifier)
    }

    @_disfavoredOverload
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil,
        animation: Animation? = nil
    ) {
        request = FetchRequest(sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
        _sectionIdentifier = State(initialValue: sectionIdentifier)
    }
}

/// A sectioned request's results: its sections, each a collection of objects with the identifier
/// they share. Setting the predicate, the order or the section identifier runs the view again.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection {
    private let sections: [Section]
    private let results: FetchedResults<Result>
    private let identifier: KeyPath<Result, SectionIdentifier>
    private let setIdentifier: (KeyPath<Result, SectionIdentifier>) -> Void

    init(
        sections: [Section], results: FetchedResults<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        setIdentifier: @escaping (KeyPath<Result, SectionIdentifier>) -> Void
    ) {
        self.sections = sections
        self.results = results
        identifier = sectionIdentifier
        self.setIdentifier = setIdentifier
    }

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> Section { sections[position] }

    public var nsPredicate: NSPredicate? {
        get { results.nsPredicate }
        nonmutating set { results.nsPredicate = newValue }
    }

    public var nsSortDescriptors: [NSSortDescriptor] {
        get { results.nsSortDescriptors }
        nonmutating set { results.nsSortDescriptors = newValue }
    }

    public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
        get { identifier }
        nonmutating set { setIdentifier(newValue) }
    }

    /// One section: the objects that share an identifier, in the results' order.
    public struct Section: Identifiable, RandomAccessCollection {
        public let id: SectionIdentifier
        var elements: [Result]

        public var startIndex: Int { elements.startIndex }
        public var endIndex: Int { elements.endIndex }
        public subscript(position: Int) -> Result { elements[position] }
    }
}

extension SectionedFetchRequest.Configuration where Result: NSManagedObject {
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { fetch.sortDescriptors }
        set { fetch.sortDescriptors = newValue }
    }
}

extension SectionedFetchResults where Result: NSManagedObject {
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { results.sortDescriptors }
        nonmutating set { results.sortDescriptors = newValue }
    }
}
