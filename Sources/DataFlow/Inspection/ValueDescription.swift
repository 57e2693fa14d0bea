/// A value as the transcript shows it: deterministic, and objects named by first sighting.
///
/// Built by `ValueDescriber`; never holds the value itself, so a description taken before a step
/// still shows the old value after the step has changed it.
package indirect enum ValueDescription: Equatable, Codable, Sendable {
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

    package struct Field: Equatable, Codable, Sendable {
        package var label: String?
        package var value: ValueDescription
    }

    package struct Entry: Equatable, Codable, Sendable {
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
        case let (.list(oldElements), .list(newElements)) where oldElements.count < newElements.count:
            // Elements inserted (anywhere) are reported as such; otherwise compare by position.
            if let inserted = insertedOffsets(of: oldElements, in: newElements) {
                return inserted.map { Change(path: path + "[\($0)]", old: .absent, new: newElements[$0]) }
            }
            return positionalChanges(oldElements, newElements, at: path)
        case let (.list(oldElements), .list(newElements)) where oldElements.count > newElements.count && !newElements.isEmpty:
            if let removed = insertedOffsets(of: newElements, in: oldElements) {
                return removed.map { Change(path: path + "[\($0)]", old: oldElements[$0], new: .absent) }
            }
            return positionalChanges(oldElements, newElements, at: path)
        case let (.list(oldElements), .list(newElements)) where oldElements.count == newElements.count:
            return positionalChanges(oldElements, newElements, at: path)
        default:
            return [Change(path: path, old: self, new: new)]
        }
    }
}

/// Elements at the same offset compare; those past the shorter end were added or removed.
private func positionalChanges(_ old: [ValueDescription], _ new: [ValueDescription], at path: String) -> [ValueDescription.Change] {
    let common = zip(old, new).enumerated().flatMap { offset, pair in pair.0.changes(to: pair.1, at: path + "[\(offset)]") }
    let added = new.enumerated().dropFirst(old.count).map {
        ValueDescription.Change(path: path + "[\($0.offset)]", old: .absent, new: $0.element)
    }
    let removed = old.enumerated().dropFirst(new.count).map {
        ValueDescription.Change(path: path + "[\($0.offset)]", old: $0.element, new: .absent)
    }
    return common + added + removed
}

/// If `shorter` is `longer` with some elements taken out, the offsets (in `longer`) of those elements.
private func insertedOffsets(of shorter: [ValueDescription], in longer: [ValueDescription]) -> [Int]? {
    var extra: [Int] = []
    var next = 0
    for (offset, element) in longer.enumerated() {
        if next < shorter.count, shorter[next] == element {
            next += 1
        } else {
            extra.append(offset)
        }
    }
    return next == shorter.count ? extra : nil
}

/// A type that says how the transcript shows it (`Color.blue` as `.blue`).
package protocol CustomValueDescription {
    func valueDescription(using describer: ValueDescriber) -> ValueDescription
}
