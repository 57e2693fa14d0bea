/// An effect a rule kept from happening in a step: a task that did not start again, an appear
/// action that did not run again, an `onChange` action not called, a picker option that cannot
/// set its selection, a write through closures the graph cannot follow.
///
/// SwiftUI says nothing of these. They are recorded (when tracing) so that `why` can answer a
/// question about what did not happen with the rule that withheld it, not with "nothing
/// changed" (issue 39): the commonest surprises are absences.
public struct WithheldRecord: Equatable, Codable, Sendable {
    public enum Kind: String, Equatable, Codable, Sendable {
        /// `.task` did not start a new task when its view updated: it has no id, or its id
        /// compared equal to the last update's (§19).
        case taskNotRestarted
        /// `onAppear` did not run when its view updated: the identity was on screen already, and
        /// an update with new inputs is not an appearance (§1, §16).
        case appearNotRepeated
        /// `onChange(of:)` did not call its action: the value compared equal to the last
        /// update's (§11).
        case changeNotSeen
        /// A picker option was chosen whose tag is of another type than the selection: no tag
        /// of it can match, so choosing sets nothing (§20).
        case tagOfAnotherType
        /// A control wrote through `Binding(get:set:)`: what its set closure wrote is the app's
        /// business, and may be storage SwiftUI does not watch (§6).
        case closureBindingWrite
    }

    public var kind: Kind
    /// The body view whose body holds the modifier or the control.
    public var owner: NodeRecord
    /// The body view the modifier is attached to, when it is one: `DetailView(item:).task { }`
    /// is about `DetailView`, although its parent's body holds it.
    public var modified: String?
    /// What was withheld: `.task`, `onAppear`, `onChange(of: Int)`, `Picker "Flavor"`.
    public var subject: String
    /// The value in question, as the transcript prints values: the id or the value kept, the
    /// option chosen.
    public var detail: String
    /// The types in question, for a tag of another type: the tag's, then the selection's.
    public var types: [String]
    /// The old and new values compared equal, yet print differently: a type's own `==` that
    /// compares less than the whole value.
    public var printsDifferently: Bool

    package init(
        kind: Kind, owner: NodeRecord, modified: String? = nil, subject: String, detail: String = "", types: [String] = [],
        printsDifferently: Bool = false
    ) {
        self.kind = kind
        self.owner = owner
        self.modified = modified
        self.subject = subject
        self.detail = detail
        self.types = types
        self.printsDifferently = printsDifferently
    }
}

extension Node {
    /// Records that this node withheld its effect in the current update (when tracing).
    func reportWithheld(
        _ kind: WithheldRecord.Kind, subject: String, detail: String = "", types: [String] = [], printsDifferently: Bool = false
    ) {
        let reporter = host.reporter
        guard reporter.isTracing, let owner else { return }
        reporter.trace(
            .withheld(
                WithheldRecord(
                    kind: kind, owner: owner.record, modified: (self as? ModifierNode)?.modifiedBody?.identityPath, subject: subject,
                    detail: detail, types: types, printsDifferently: printsDifferently)))
    }

    /// Records that the option `option` of `control`, tagged `tag`, was chosen, and that no
    /// value of the tag's type can be the selection's (`selection`): it sets nothing (§20).
    func reportTagOfAnotherType(_ tag: AnyHashable, selection: Any.Type, control: String, option: String) {
        reportWithheld(
            .tagOfAnotherType, subject: control, detail: quote(option),
            types: [displayTypeName(type(of: tag.base)), displayTypeName(selection)])
    }
}

extension ModifierNode {
    /// The body view this modifier (and the modifiers directly under it) is attached to.
    var modifiedBody: BodyNode? {
        var node = children.first
        while let current = node {
            if let body = current as? BodyNode { return body }
            guard current is ModifierNode else { return nil }
            node = current.children.first
        }
        return nil
    }
}
