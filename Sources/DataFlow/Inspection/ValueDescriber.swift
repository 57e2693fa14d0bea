@_spi(Reflection) import Swift

/// Who hears when an object's field changes.
package enum FieldTracking: Equatable, Codable, Sendable {
    /// Nothing SwiftUI tracks (a plain class property, S0.6).
    case untracked
    /// Observation: views whose body read it (§8).
    case observation
    /// `@Published`: the object's `objectWillChange`, heard by views that observe the object (§7).
    case published
}

/// An object that announces every change of the fields it reflects through `objectWillChange`,
/// as a Core Data managed object does for its attributes: each reflected field reads as a
/// `@Published` one (a framework module's class conforms).
package protocol PublishingObject: AnyObject {}

/// Describes values for the transcript and names class instances by first sighting.
///
/// Objects are named `TypeName#n`, counting per type in the order dataflow first sees them (in a
/// write, or walking the stored state in tree order): deterministic by construction, never an
/// address. The describer keeps every named object alive so that its identifier cannot be reused
/// by a later object and inherit its name. UUIDs, which differ on every run, are named the same
/// way (`UUID#1`), in values and in identity paths (`ForEach[UUID#2]`).
package final class ValueDescriber {
    private var names: [ObjectIdentifier: String] = [:]
    private var counters: [String: Int] = [:]
    private var uuidNames: [String: String] = [:]
    /// Every object named so far, in naming order.
    package private(set) var objects: [AnyObject] = []

    package init() {}

    /// A describer that starts with this one's names: a fresh render (D12) names what the live
    /// graph named the same way, and what it names anew does not disturb the live graph.
    package func copy() -> ValueDescriber {
        let copy = ValueDescriber()
        copy.names = names
        copy.counters = counters
        copy.uuidNames = uuidNames
        copy.objects = objects
        return copy
    }

    /// A UUID as transcripts show it: `UUID#1`, numbered by first sighting.
    package func name(ofUUID text: String) -> String {
        let key = text.uppercased()
        if let name = uuidNames[key] { return name }
        let name = "UUID#\(uuidNames.count + 1)"
        uuidNames[key] = name
        return name
    }

    /// Whether `uuid` has been named: the run has shown it somewhere.
    package func hasNamed(_ uuid: UUID) -> Bool { uuidNames[uuid.uuidString.uppercased()] != nil }

    /// An identifier as an identity path shows it: strings without quotes, UUIDs by name.
    package func identifier(_ id: AnyHashable) -> String {
        if let uuid = id.base as? UUID { return name(ofUUID: uuid.uuidString) }
        if let string = id.base as? String { return Self.isUUID(string) ? name(ofUUID: string) : string }
        if let int = id.base as? Int { return String(int) }
        if let own = id.base as? any DescribedIdentifier { return own.identifier(using: self) }
        if let described = id.base as? any CustomStringConvertible { return described.description }
        // Any other id (a struct holding a UUID, an object) is described as values are: with its
        // UUIDs and objects named, so that paths are the same on every run (D14).
        return describe(id.base).text
    }

    /// An id as SwiftUI's warnings print it, with `String(describing:)` (a struct id in Swift's
    /// default form, `Edge(source: "A", destination: "B")`), unless that text would differ from
    /// run to run (a UUID in it): then as paths name it (D14).
    package func warningText(of id: AnyHashable) -> String {
        if id.base is String || id.base is UUID || id.base is Int || id.base is any DescribedIdentifier { return identifier(id) }
        let text = String(describing: id.base)
        return Self.containsUUID(text) ? identifier(id) : text
    }

    /// Whether `text` holds a UUID anywhere.
    static func containsUUID(_ text: String) -> Bool {
        text.contains(/[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/)
    }

    /// Whether `text` is a UUID in its usual 8-4-4-4-12 hexadecimal form.
    /// `text` with every UUID in it named as the run names it (`local.UUID#1.reminder`): an app
    /// that puts `id.uuidString` into a notification's identifier or a log line would otherwise
    /// print a different transcript on every run.
    package func namingUUIDs(in text: String) -> String {
        let utf8 = Array(text.utf8)
        guard utf8.count >= 36, utf8.contains(UInt8(ascii: "-")) else { return text }
        var result: [UInt8] = []
        var index = 0
        while index < utf8.count {
            if index + 36 <= utf8.count, Self.isUUID(utf8[index..<index + 36]),
                index == 0 || !utf8[index - 1].isHexDigit, index + 36 == utf8.count || !utf8[index + 36].isHexDigit
            {
                result += Array(name(ofUUID: String(decoding: utf8[index..<index + 36], as: UTF8.self)).utf8)
                index += 36
            } else {
                result.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func isUUID(_ text: String) -> Bool { isUUID(Array(text.utf8)[...]) }

    private static func isUUID(_ utf8: ArraySlice<UInt8>) -> Bool {
        guard utf8.count == 36 else { return false }
        for (index, byte) in utf8.enumerated() {
            let isDash = index == 8 || index == 13 || index == 18 || index == 23
            if isDash ? byte != UInt8(ascii: "-") : !(byte.isHexDigit) { return false }
        }
        return true
    }

    /// Whether the object was seen (and named) before: objects a fresh render creates were not.
    package func hasSeen(_ object: AnyObject) -> Bool { names[ObjectIdentifier(object)] != nil }

    /// The object's name, assigning the next one for its type if it has none yet.
    package func name(of object: AnyObject) -> String {
        let id = ObjectIdentifier(object)
        if let name = names[id] { return name }
        let type = displayTypeName(Swift.type(of: object))
        let number = (counters[type] ?? 0) + 1
        counters[type] = number
        let name = "\(type)#\(number)"
        names[id] = name
        objects.append(object)
        return name
    }

    package func describe(_ value: Any) -> ValueDescription {
        let type = Swift.type(of: value)
        switch shape(of: value, type) {
        case .custom: return (value as! any CustomValueDescription).valueDescription(using: self)
        case .string:
            let string = value as! String
            return .atom((Self.isUUID(string) ? name(ofUUID: string) : namingUUIDs(in: string)).quotedLiteral)
        case .uuid: return .atom(name(ofUUID: (value as! UUID).uuidString))
        case .character: return .atom(String(value as! Character).quotedLiteral)
        // Key paths are classes, but to a reader they are values: shown by type, never named.
        case .keyPath: return .atom(displayTypeName(type))
        case .object: return .object(name(of: value as AnyObject))
        case .metatype: return .atom(displayTypeName(value as! Any.Type))
        case .anyHashable: return describe((value as! AnyHashable).base)
        case .int: return .atom(String(value as! Int))
        case .bool: return .atom(String(value as! Bool))
        case .text: return .atom(String(describing: value))
        case .pointer: return .atom("pointer")
        case .reflected: return describeReflecting(value, of: type)
        }
    }

    /// How values of a type are described: decided by the type alone, so found once per type
    /// (the casts that find it are most of the cost of describing a small value).
    private enum Shape {
        case custom, string, uuid, character, keyPath, object, metatype, anyHashable, int, bool, text, reflected, pointer
    }

    private static let shapes = TypeCache<Shape>()

    private func shape(of value: Any, _ type: Any.Type) -> Shape {
        Self.shapes.value(for: type) { type in Self.makeShape(of: value, type) }
    }

    /// Equality tests and the metadata kind come before protocol casts: a cast the runtime has
    /// not seen for a type scans every conformance in the program.
    private static func makeShape(of value: Any, _ type: Any.Type) -> Shape {
        if type == String.self { return .string }
        if type == Int.self { return .int }
        if type == Bool.self { return .bool }
        if type == UUID.self { return .uuid }
        if type == Character.self { return .character }
        // Foundation's own text for these (`2026-11-24 07:02:00 +0000`, in UTC; a URL's string),
        // not their storage (`timeIntervalSinceReferenceDate: 817193782.6`).
        if type == Date.self || type == URL.self { return .text }
        // Casts from `Any` also look inside an `AnyHashable`: what it holds decides, per value.
        if type == AnyHashable.self { return .anyHashable }
        // A pointer's value is an address: different on every run, and nothing a reader can use.
        if type == OpaquePointer.self || "\(type)".hasPrefix("Unsafe") && "\(type)".contains("Pointer") { return .pointer }
        switch metadataKind(of: type) {
        // Casts from `Any` look inside optionals, so an optional's shape would depend on whether
        // it holds a value: optionals are always described through their child.
        case .optional?: return .reflected
        case .metatype?, .existentialMetatype?: return .metatype
        case .class?:
            if value is any CustomValueDescription { return .custom }
            // Key paths are classes, but to a reader they are values: shown by type, never named.
            return value is AnyKeyPath ? .keyPath : .object
        default:
            if value is any CustomValueDescription { return .custom }
            if type is AnyClass { return .object }
            return Mirror(reflecting: value).displayStyle == nil ? .text : .reflected
        }
    }

    /// Structs, tuples, enums, optionals and collections, described through their children.
    private func describeReflecting(_ value: Any, of type: Any.Type) -> ValueDescription {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?:
            guard let wrapped = mirror.children.first?.value else { return .atom("nil") }
            return describe(wrapped)
        case .struct?:
            return .composite(type: displayTypeName(type), fields: fields(of: mirror))
        case .tuple?:
            return .composite(type: "", fields: fields(of: mirror, tuple: true))
        case .enum?:
            guard let payload = mirror.children.first else { return .atom(".\(value)") }
            let caseName = "." + (payload.label ?? "")
            let inner = Mirror(reflecting: payload.value)
            if inner.displayStyle == .tuple {
                return .composite(type: caseName, fields: fields(of: inner, tuple: true))
            }
            return .composite(type: caseName, fields: [ValueDescription.Field(label: nil, value: describe(payload.value))])
        case .collection?:
            return .list(mirror.children.map { describe($0.value) })
        case .set?:
            return .list(mirror.children.map { describe($0.value) }.sorted { $0.text < $1.text })
        case .dictionary?:
            let entries = mirror.children.compactMap { child -> ValueDescription.Entry? in
                let pair = Array(Mirror(reflecting: child.value).children)
                guard pair.count == 2 else { return nil }
                return ValueDescription.Entry(key: describe(pair[0].value), value: describe(pair[1].value))
            }
            return .dictionary(entries.sorted { $0.key.text < $1.key.text })
        default:
            return .atom(String(describing: value))
        }
    }

    /// The stored properties of an object, superclasses first, as one composite.
    package func describeFields(of object: AnyObject) -> ValueDescription {
        inspectFields(of: object).description
    }

    /// The stored properties of an object and who hears when each changes.
    ///
    /// Fields read as the code declares them: an `@Observable` property `count` (stored by the
    /// macro as `_count`) is `count`, tracked by Observation; the registrar is left out; a
    /// `@Published var name` is `name`, announced by `objectWillChange`; anything else is heard by
    /// nobody.
    package func inspectFields(of object: AnyObject) -> (description: ValueDescription, tracking: [String: FieldTracking]) {
        var chain: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            chain.insert(current, at: 0)
            mirror = current.superclassMirror
        }
        let observable = object is any Observable
        let publishing = object is any PublishingObject
        var fields: [ValueDescription.Field] = []
        var tracking: [String: FieldTracking] = [:]
        for child in chain.flatMap(\.children) {
            guard var label = child.label else { continue }
            if label == "_$observationRegistrar" { continue }
            var kind = FieldTracking.untracked
            if publishing {
                kind = .published
            } else if child.value is any PublishedField {
                // `@Published` or `@AppStorage`: they announce only through an ObservableObject's
                // publisher; in any other class (`@ObservationIgnored @AppStorage`), nobody hears.
                kind = object is any ObservableObject ? .published : .untracked
                label = String(label.dropFirst())
            } else if observable, label.hasPrefix("_") {
                kind = .observation
                label = String(label.dropFirst())
            }
            tracking[label] = kind
            fields.append(ValueDescription.Field(label: label, value: describe(child.value)))
        }
        return (.composite(type: name(of: object), fields: fields), tracking)
    }

    private func fields(of mirror: Mirror, tuple: Bool = false) -> [ValueDescription.Field] {
        mirror.children.map { child in
            var label = child.label
            if tuple, let text = label, text.hasPrefix(".") { label = nil }
            return ValueDescription.Field(label: label, value: describe(child.value))
        }
    }
}

private extension UInt8 {
    var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}

/// An identity the graph composes (a pushed view's depth and value): described with the run's
/// names for what it holds (UUIDs, objects, D14).
package protocol DescribedIdentifier {
    func identifier(using describer: ValueDescriber) -> String
}
