@_spi(Reflection) import Swift

/// The stored values after a step: every installed property of every view identity, and the
/// objects reachable from them and from the views' own fields (docs/TRANSCRIPT.md, "Places written and stored").
package struct StateSnapshot: Equatable, Codable {
    package struct Entry: Equatable, Codable {
        /// The view identity that owns the storage.
        package var owner: String
        /// The stored name, `_toggles`.
        package var property: String
        package var value: ValueDescription
    }

    package struct Object: Equatable, Codable {
        package var name: String
        /// The object's stored properties.
        package var fields: ValueDescription
        /// Who hears when each field changes, by field name.
        package var tracking: [String: FieldTracking] = [:]
    }

    package var entries: [Entry] = []
    package var objects: [Object] = []

    /// Property-level changes of objects present in both snapshots, found by comparing the object
    /// graph before and after a step, each with who heard it (nobody, for a plain class, S0.6).
    package func objectChanges(since earlier: StateSnapshot) -> [(change: ValueDescription.Change, tracking: FieldTracking)] {
        var before: [String: ValueDescription] = [:]
        for object in earlier.objects { before[object.name] = object.fields }
        return objects.flatMap { object in
            let changes = before[object.name].map { $0.changes(to: object.fields, at: object.name) } ?? []
            return changes.map { change in
                let field = change.path.dropFirst(object.name.count + 1).prefix { $0 != "." && $0 != "[" }
                return (change, object.tracking[String(field)] ?? .untracked)
            }
        }
    }
}

extension ViewGraph {
    /// Walks the tree in order; names objects by first sighting (deterministic by construction).
    package func stateSnapshot() -> StateSnapshot {
        var snapshot = StateSnapshot()
        var roots: [Any] = []
        root?.walk { node, _ in
            if let body = node as? BodyNode {
                for box in body.boxes {
                    guard let value = box.storedValue else { continue }
                    snapshot.entries.append(.init(owner: body.identityPath, property: box.field.name, value: host.reporter.describer.describe(value)))
                    roots.append(value)
                }
                roots.append(body.input)
            }
            return node.children
        }
        // The frameworks' stores (SwiftData's and Core Data's contexts) hold their models,
        // whichever views hold them.
        roots += host.frameworkStores.stateRoots
        for object in objectsReachable(from: roots) {
            let (fields, tracking) = host.reporter.describer.inspectFields(of: object)
            snapshot.objects.append(.init(name: host.reporter.describer.name(of: object), fields: fields, tracking: tracking))
        }
        return snapshot
    }
}

/// Finds the class instances values hold, deciding per type what a value of it can hold.
///
/// A snapshot looks into every view's input and stored value after every step, and most of them
/// are plain data (`Int`, `Bool`, strings, structs of those, a `State<Bool>`): such types are known
/// by their stored fields, once, and their values are never reflected (`Mirror` and dynamic casts
/// are the expensive part of a snapshot).
enum ObjectFinder {
    private enum Kind {
        /// No value of the type can hold an object of the experiment's.
        case none
        /// A class instance of the experiment's.
        case object
        /// A `@Published` field: look at its stored value.
        case published
        /// Look at the value's children.
        case reflect
    }

    private static let kinds = TypeCache<Kind>()

    /// The class instances `value` holds directly or inside structs, arrays and optionals (not
    /// through other objects: `objectsReachable(from:)` follows those), appended in order.
    static func collect(in value: Any, into found: inout [AnyObject]) {
        switch Self.kind(of: Swift.type(of: value)) {
        case .none: return
        case .object: found.append(value as AnyObject)
        case .published: collect(in: (value as! any PublishedField).storage.anyValue, into: &found)
        case .reflect:
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle != nil else { return }
            for child in mirror.children { collect(in: child.value, into: &found) }
        }
    }

    private static func kind(of type: Any.Type) -> Kind { kinds.value(for: type, makeKind) }

    /// Structs are decided by their fields' types, which cannot contain the struct itself.
    ///
    /// Cheap tests come first: a protocol cast that the runtime has not seen for this type scans
    /// every conformance in the program, and was most of what a short run spent here.
    private static func makeKind(of type: Any.Type) -> Kind {
        if _isPOD(type) || type == String.self || type == Substring.self || type == Character.self { return .none }
        if type == ObservationRegistrar.self { return .none }
        let metadata = metadataKind(of: type)
        if metadata == .struct || metadata == .enum, foundationTypeName(type) != nil {
            // `URL`, `Date`, `Data`, `Locale`: values, whatever classes hold their storage
            // (`_SwiftURL`); none holds an object of the app's.
            return .none
        }
        switch metadata {
        case .class?:
            // Key paths, locations and publishers are the engine's, not the experiment's.
            return type is AnyKeyPath.Type || type is any CustomValueDescription.Type ? .none : .object
        case .optional?:
            guard let optional = type as? any OptionalField.Type else { return .reflect }
            return kind(of: optional.wrappedType) == .none ? .none : .reflect
        case .struct?:
            if type is any PublishedField.Type { return .published }
            if type is any CustomValueDescription.Type { return .none }
            var fieldsHoldNone = true
            let isStruct = _forEachField(of: type, options: []) { _, _, fieldType, _ in
                fieldsHoldNone = kind(of: fieldType) == .none
                return fieldsHoldNone
            }
            return isStruct && fieldsHoldNone ? .none : .reflect
        default:
            // Enums and tuples: their cases and elements are only known per value. Foreign
            // classes and existential metatypes: reflected, as before.
            return type is AnyClass ? .object : .reflect
        }
    }
}

/// Every object reachable from `values`, through objects too, breadth-first, each once.
func objectsReachable(from values: [Any]) -> [AnyObject] {
    var found: [AnyObject] = []
    var seen = Set<ObjectIdentifier>()
    var held: [AnyObject] = []
    func add(_ value: Any) {
        held.removeAll(keepingCapacity: true)
        ObjectFinder.collect(in: value, into: &held)
        for object in held where seen.insert(ObjectIdentifier(object)).inserted {
            found.append(object)
        }
    }
    values.forEach(add)
    var index = 0
    while index < found.count {
        Mirror(reflecting: found[index]).allChildren.forEach(add)
        index += 1
    }
    return found
}

extension Mirror {
    /// Children of this mirror and of its superclass mirrors, superclasses first.
    var allChildren: [Any] {
        (superclassMirror?.allChildren ?? []) + children.map(\.value)
    }
}
