import Foundation

/// Where a child sits inside its parent: the pieces a view identity is made of (§1).
///
/// Identity is structural: a child keeps its storage as long as the same key holds a view of the
/// same type. The two branches of an `if` have different keys, so switching branches destroys one
/// state and creates another; a ForEach row's key is its element's id (§15).
package enum IdentityKey: Hashable {
    /// The root of the graph.
    case root
    /// What a view's `body` produced.
    case body
    /// The content of a container, control label or modifier.
    case content
    /// The label of a control (`Button`, `Toggle`).
    case label
    /// The n-th view of a builder block.
    case position(Int)
    /// The `true` (`if`) or `false` (`else`) branch of a conditional.
    case branch(Bool)
    /// A ForEach row, keyed by its element's id.
    case element(RowID)
    /// The content of `.id(_:)`, keyed by the explicit id.
    ///
    /// This case and the next are `indirect`: stored inline, their payloads (an `AnyHashable` is
    /// five words) would make every key, and so every node and every child slot, 64 bytes wide
    /// instead of 24, and every copy of a row's key slower.
    indirect case explicit(AnyHashable)
    /// What a presentation shows (`.sheet`, `.alert`), or a navigation stack pushed: its own
    /// identity, keyed by what is presented (an item's id, a path element and its depth).
    indirect case presented(String, AnyHashable?)

    /// The id of a row keyed by an integer, read in place (a pattern matched against the key
    /// would copy it first, payload and all).
    var integerRow: Int? {
        switch self {
        case .element(.int(let id)): id
        default: nil
        }
    }

    /// How the key reads inside an identity path, between the parent's segment and the child's;
    /// `describer` names ids that differ on every run (UUIDs).
    func pathComponent(_ describer: ValueDescriber) -> String {
        switch self {
        case .root, .body, .content, .label: ""
        case .position(let index): "[\(index)]"
        case .branch(let isTrue): isTrue ? "[if]" : "[else]"
        case .element(.int(let id)): "[\(id)]"
        case .element(let id): "[\(describer.identifier(id.value))]"
        case .explicit(let id): "[.id(\(describer.identifier(id)))]"
        case .presented(let style, let id): "/" + style + (id.map { "[\(describer.identifier($0))]" } ?? "")
        }
    }
}

/// Where a new node goes: its key, its parent (nil for the root) and its graph.
package struct NodeContext {
    package var key: IdentityKey
    package unowned(unsafe) var parent: Node?
    package unowned(unsafe) var graph: ViewGraph
}

/// One child of a built-in view: the key it sits at and the view it shows.
package struct ChildSlot {
    package var key: IdentityKey
    package var view: any View

    package init(key: IdentityKey, view: any View) {
        self.key = key
        self.view = view
    }
}

/// A ForEach row's id. Integer and string ids, by far the most common, are kept as themselves:
/// `AnyHashable` canonicalises integers on every comparison, and a re-run owner compares every
/// row's key with the last one.
package enum RowID: Hashable, CustomStringConvertible {
    case int(Int)
    case string(String)
    /// `Identifiable` structs' most common id (`let id = UUID()`).
    case uuid(UUID)
    /// Any other id, boxed (see `IdentityKey.explicit`): rarer, and five words wide.
    indirect case other(AnyHashable)

    /// The id of a row; the representation depends only on `ID`, so it is stable across updates.
    package init<ID: Hashable>(_ id: ID) {
        if ID.self == Int.self {
            self = .int(unsafeBitCast(id, to: Int.self))
        } else if ID.self == UUID.self {
            self = .uuid(unsafeBitCast(id, to: UUID.self))
        } else if let string = id as? String {
            self = .string(string)
        } else {
            self = .other(AnyHashable(id))
        }
    }

    /// The id as the value it was made from (an `Int`, a `String`, or the original type).
    package var value: AnyHashable {
        switch self {
        case .int(let value): AnyHashable(value)
        case .string(let value): AnyHashable(value)
        case .uuid(let value): AnyHashable(value)
        case .other(let value): value
        }
    }

    package var description: String {
        switch self {
        case .int(let value): String(value)
        case .string(let value): value
        case .uuid(let value): describeIdentifier(AnyHashable(value))
        case .other(let value): describeIdentifier(value)
        }
    }
}

/// An identifier as a path shows it: strings without quotes, other values as they describe themselves.
func describeIdentifier(_ id: AnyHashable) -> String {
    if let string = id.base as? String { return string }
    return String(describing: id.base)
}
