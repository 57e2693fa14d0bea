@_spi(SwiftUI) import Observation

/// What one evaluation read through Observation, named as transcripts name properties
/// (`Cart#1.items`): a computed property of an `@Observable` reads the stored ones behind it, and
/// those are what Observation tracks (§8).
///
/// Observation keeps the evaluation's reads in the tracking it hands to `willSet` and offers no
/// accessor for them; they are read by reflection (its `list` of `entries`, each with the
/// `properties` read of one object, filed under its registrar). A key path prints as an address, so each is named by the
/// stored field of its object that holds a value of its type, and, when several do, the one
/// whose value it reads; a key path no single field matches is left out rather than guessed.
enum ObservationReads {
    /// The properties `tracking` read of `objects`, object by object, each in its fields' order.
    static func names(in tracking: ObservationTracking, among objects: [AnyObject], describer: ValueDescriber) -> [String] {
        let reads = keyPaths(in: tracking)
        guard !reads.isEmpty else { return [] }
        var names: [String] = []
        for object in objects {
            guard let registrar = registrarIdentity(of: object), let keyPaths = reads[registrar] else { continue }
            let fields = storedFields(of: object)
            // In the order the fields are declared: the key paths come as a set.
            let read = Set(keyPaths.compactMap { field(of: object, readBy: $0, among: fields, describer: describer) })
            for field in fields where read.contains(field.name) {
                let name = describer.name(of: object) + "." + field.name
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The identity Observation files an object's reads under: its registrar's storage, not the
    /// object itself.
    private static func registrarIdentity(of object: AnyObject) -> ObjectIdentifier? {
        var value: Any? = object
        for label in ["_$observationRegistrar", "extent", "context", "state", "buffer"] {
            value = value.flatMap { child(label, of: $0) }
        }
        guard let buffer = value, type(of: buffer) is AnyClass else { return nil }
        return ObjectIdentifier(buffer as AnyObject)
    }

    /// The key paths read, by the registrar of their object. Empty if Observation's layout is not
    /// the one expected.
    private static func keyPaths(in tracking: ObservationTracking) -> [ObjectIdentifier: [AnyKeyPath]] {
        guard let list = child("list", of: tracking), let entries = child("entries", of: list) as? [ObjectIdentifier: Any] else { return [:] }
        var found: [ObjectIdentifier: [AnyKeyPath]] = [:]
        for (object, entry) in entries {
            guard let properties = child("properties", of: entry) as? Set<AnyKeyPath> else { continue }
            found[object] = Array(properties)
        }
        return found
    }

    private static func child(_ label: String, of value: Any) -> Any? {
        Mirror(reflecting: value).children.first { $0.label == label }?.value
    }

    /// An `@Observable`'s stored properties as its code declares them (`count`, stored by the
    /// macro as `_count`), with their values.
    private static func storedFields(of object: AnyObject) -> [(name: String, value: Any)] {
        var chain: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            chain.insert(current, at: 0)
            mirror = current.superclassMirror
        }
        return chain.flatMap(\.children).compactMap { child in
            guard let label = child.label, label != "_$observationRegistrar" else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, child.value)
        }
    }

    /// The one field `keyPath` reads: the only field of its value type, or the only one of them
    /// holding the value it reads now.
    private static func field(
        of object: AnyObject, readBy keyPath: AnyKeyPath, among fields: [(name: String, value: Any)], describer: ValueDescriber
    )
        -> String?
    {
        let valueType = type(of: keyPath).valueType
        let typed = fields.filter { type(of: $0.value) == valueType }
        if typed.count == 1 { return typed[0].name }
        guard typed.count > 1, let value = read(keyPath, of: object) else { return nil }
        let text = describer.copy().describe(value).text
        let matching = typed.filter { describer.copy().describe($0.value).text == text }
        return matching.count == 1 ? matching[0].name : nil
    }

    private static func read(_ keyPath: AnyKeyPath, of object: AnyObject) -> Any? {
        func open<Root: AnyObject>(_ root: Root) -> Any? {
            (keyPath as? PartialKeyPath<Root>).map { root[keyPath: $0] }
        }
        return open(object)
    }
}
