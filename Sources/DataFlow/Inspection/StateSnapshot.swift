/// The stored values after a step: every installed property of every view identity, and the
/// objects reachable from them and from the views' own fields (TRANSCRIPT.md "State").
package struct StateSnapshot: Equatable {
    package struct Entry: Equatable {
        /// The view identity that owns the storage.
        package var owner: String
        /// The stored name, `_toggles`.
        package var property: String
        package var value: ValueDescription
    }

    package struct Object: Equatable {
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
        func walk(_ node: Node) {
            if let body = node as? BodyNode {
                for box in body.boxes {
                    guard let value = box.storedValue else { continue }
                    snapshot.entries.append(.init(owner: body.identityPath, property: box.field.name, value: reporter.describer.describe(value)))
                    roots.append(value)
                }
                roots.append(body.input)
            }
            for child in node.children { walk(child) }
        }
        if let root { walk(root) }
        for object in objectsReachable(from: roots) {
            let (fields, tracking) = reporter.describer.inspectFields(of: object)
            snapshot.objects.append(.init(name: reporter.describer.name(of: object), fields: fields, tracking: tracking))
        }
        return snapshot
    }
}

/// The class instances a value holds directly or inside structs, arrays and optionals (not
/// through other objects: `objectsReachable(from:)` follows those).
func reachableObjects(in value: Any) -> [AnyObject] {
    if let published = value as? any PublishedField { return reachableObjects(in: published.storage.anyValue) }
    // Engine values, key paths and Observation's registrar hold no objects of the experiment's.
    if value is any CustomValueDescription || value is AnyKeyPath || value is ObservationRegistrar { return [] }
    if type(of: value) is AnyClass { return [value as AnyObject] }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle != nil else { return [] }
    return mirror.children.flatMap { reachableObjects(in: $0.value) }
}

/// Every object reachable from `values`, through objects too, breadth-first, each once.
func objectsReachable(from values: [Any]) -> [AnyObject] {
    var found: [AnyObject] = []
    var seen = Set<ObjectIdentifier>()
    func add(_ value: Any) {
        for object in reachableObjects(in: value) where seen.insert(ObjectIdentifier(object)).inserted {
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
