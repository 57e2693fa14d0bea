/// A value as the transcript shows it: deterministic, and objects named by first sighting.
///
/// Built by `ValueDescriber`; never holds the value itself, so a description taken before a step
/// still shows the old value after the step has changed it.
package indirect enum ValueDescription: Equatable, Sendable {
    /// A leaf: `1`, `true`, `"AAA"`, `.active`, `nil`, `.blue`.
    case atom(String)
    /// A class instance, by name: `ToggleType#1`.
    case object(String)
    /// A struct, tuple (empty type) or enum case with payload (type `.caseName`).
    case composite(type: String, fields: [Field])
    /// An array or set, in order (sets sorted by description).
    case list([ValueDescription])
    /// A dictionary, entries sorted by the key's description.
    case dictionary([Entry])

    package struct Field: Equatable, Sendable {
        package var label: String?
        package var value: ValueDescription
    }

    package struct Entry: Equatable, Sendable {
        package var key: ValueDescription
        package var value: ValueDescription
    }

    /// One line: `ToggleType(title: "AAA", isEnabled: true)`, `[1, 2]`, `ToggleType#1`.
    package var text: String {
        switch self {
        case .atom(let text), .object(let text):
            return text
        case .composite(let type, let fields):
            let inner = fields.map { field in
                field.label.map { "\($0): \(field.value.text)" } ?? field.value.text
            }.joined(separator: ", ")
            return "\(type)(\(inner))"
        case .list(let elements):
            return "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            if entries.isEmpty { return "[:]" }
            return "[" + entries.map { "\($0.key.text): \($0.value.text)" }.joined(separator: ", ") + "]"
        }
    }

    /// What an added or removed list element was before or after.
    package static let absent = ValueDescription.atom("(absent)")

    /// One changed place between two descriptions, with the path that leads to it.
    package struct Change: Equatable {
        package var path: String
        package var old: ValueDescription
        package var new: ValueDescription
    }

    /// The smallest places where `self` and `new` differ: `[0].isEnabled: true → false` rather
    /// than the whole array twice. Different shapes (another count, another type) are one change.
    package func changes(to new: ValueDescription, at path: String = "") -> [Change] {
        if self == new { return [] }
        switch (self, new) {
        case let (.composite(oldType, oldFields), .composite(newType, newFields))
            where oldType == newType && oldFields.map(\.label) == newFields.map(\.label):
            return zip(oldFields, newFields).enumerated().flatMap { offset, pair in
                let label = pair.0.label ?? String(offset)
                return pair.0.value.changes(to: pair.1.value, at: path + "." + label)
            }
        case let (.list(oldElements), .list(newElements))
            where oldElements.count == newElements.count || oldElements.isEmpty == false && newElements.isEmpty == false:
            // Elements at the same offset compare; elements past the shorter end were added or removed.
            let common = zip(oldElements, newElements).enumerated().flatMap { offset, pair in
                pair.0.changes(to: pair.1, at: path + "[\(offset)]")
            }
            let added = newElements.enumerated().dropFirst(oldElements.count).map {
                Change(path: path + "[\($0.offset)]", old: .absent, new: $0.element)
            }
            let removed = oldElements.enumerated().dropFirst(newElements.count).map {
                Change(path: path + "[\($0.offset)]", old: $0.element, new: .absent)
            }
            return common + added + removed
        default:
            return [Change(path: path, old: self, new: new)]
        }
    }
}

/// A type that says how the transcript shows it (`Color.blue` as `.blue`).
package protocol CustomValueDescription {
    func valueDescription(using describer: ValueDescriber) -> ValueDescription
}
