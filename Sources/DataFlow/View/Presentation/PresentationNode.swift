/// The node of a view with a sheet or full-screen cover: its content, and beside it (while the
/// binding says so) the presented content, an identity of its own.
///
/// Modal: while something is presented, a script can operate only what it shows, and `dismiss`
/// (the swipe down) writes the binding back.
class PresentationNode: ModifierNode, ModalNode, ControlNode {
    private lazy var watcher = BindingWatcher(node: self)
    private var wasPresented = false

    var presentation: _PresentationModifier? { modifier as? _PresentationModifier }

    override package func apply(_ view: any View) {
        super.apply(view)
        updatePresented()
    }

    /// The binding changed: present or dismiss without anything above re-running.
    override package var hasOwnWork: Bool { watcher.hasChange }

    override package func performOwnUpdate() { updatePresented() }

    private func updatePresented() {
        watcher.reset()
        guard let presentation else { return }
        watcher.watch(presentation.source.storage)
        // The content closure runs now, as SwiftUI's does: with what the owner's last body captured.
        let shown = presentation.source.presented()
        let slot = shown.map { ChildSlot(key: .presented(presentation.style.name, $0.id == AnyHashable(true) ? nil : $0.id), view: $0.content) }
        let covers = presentation.style == .fullScreenCover
        if let old = presentedContent, let slot, old.key != slot.key {
            // Another item while one is presented: the old one is dismissed (its content leaves,
            // onDismiss runs), then the new one is presented (§17).
            reconcileChild(at: 1, nil)
            queueOnDismiss()
            reconcileChild(at: 1, slot)
        } else if let old = presentedContent, slot == nil {
            // The presenter comes back before the cover leaves (§16, §17).
            if covers { graph.root?.setCovered(false, allBut: old) }
            reconcileChild(at: 1, nil)
            queueOnDismiss()
        } else {
            reconcileChild(at: 1, slot)
            // A full-screen cover hides what it covers, which disappears after it appeared; a
            // sheet leaves its presenter on screen (§17).
            if covers, !wasPresented, let cover = presentedContent { graph.root?.setCovered(true, allBut: cover) }
        }
        wasPresented = shown != nil
    }

    private func queueOnDismiss() {
        guard let presentation, let onDismiss = presentation.onDismiss else { return }
        host.queue.enqueue("onDismiss of \(presentation.style.name) of \(ownerDescription)", onDismiss)
    }

    package var presentedContent: Node? { children.count > 1 ? children[1] : nil }

    /// A pushed destination covers its navigation stack only; a sheet, a cover or an alert
    /// covers the whole screen.
    package var coveredSubtree: Node? {
        guard presentation?.style == .push else { return nil }
        var node = parent
        while let current = node, !(current is NavigationNode) { node = current.parent }
        return node
    }

    /// The user dismisses: the binding becomes false (or nil) in one step.
    package func dismiss() {
        guard let presentation else { return }
        host.perform { presentation.source.dismiss() }
    }

    var controlHandles: [ControlHandle] {
        guard presentedContent != nil else { return [] }
        // A pushed destination goes back; anything else is dismissed.
        let kind: ControlKind = presentation?.style == .push ? .back : .dismiss
        return [ControlHandle(kind: kind, label: presentation?.style.name ?? "") { [unowned self] _ in self.dismiss() }]
    }

    /// `@Environment(\.dismiss)` in the presented content dismisses this presentation.
    override package func environmentWriter(toward child: Node?) -> (any EnvironmentWriting)? {
        guard let child, child === presentedContent else { return super.environmentWriter(toward: child) }
        return DismissWriter(
            action: DismissAction(owner: ObjectIdentifier(self)) { [weak self] in
                guard let self, let presentation = self.presentation else { return }
                presentation.source.dismiss()
            })
    }

    override package func render(into screen: inout ScreenBuilder) {
        if let content = children.first {
            if let note = modifier.screenAnnotation {
                screen.annotate(note) { content.render(into: &$0) }
            } else {
                content.render(into: &screen)
            }
        }
        guard let presented = presentedContent, let presentation else { return }
        screen.add(header(for: presentation.style), identity: identityPath + presented.key.pathComponent(host.reporter.describer))
        screen.indent { presented.render(into: &$0) }
    }

    func header(for style: _PresentationModifier.Style) -> String {
        // An iOS 13 `Alert` or `ActionSheet` carries its title in the presented value.
        let title = ((presentedContent as? StructuralNode)?.view as? any TitledPresentation)?.presentationTitle
        switch style {
        case .sheet: return "sheet (presented)"
        case .fullScreenCover: return "fullScreenCover (presented)"
        case .popover: return "popover (presented)"
        case .push: return "navigationDestination (pushed)"
        case .alert(let fixed): return "alert \(quote(title ?? fixed)) (presented)"
        case .dialog(let fixed): return "confirmationDialog \(quote(title ?? fixed)) (presented)"
        }
    }
}

/// An alert: while presented, its buttons and text fields are the only controls; tapping a
/// button runs the button's action, then dismisses (the binding becomes false, or the item nil),
/// in one step, as Apple documents it (§17). An alert without buttons gets SwiftUI's OK. A text
/// field in an alert (iOS 16 and later) is typed into as anywhere else, and the alert stays.
final class AlertNode: PresentationNode {
    /// The alert's raw buttons are not reachable on their own: the alert offers them wrapped.
    override package var operableChildren: [Node] { Array(children.prefix(1)) }

    override var controlHandles: [ControlHandle] {
        guard let presented = presentedContent else { return [] }
        var handles: [ControlHandle] = []
        var hasButton = false
        for control in presented.alertControls() {
            switch control {
            case .field(let field):
                handles.append(field)
            case .button(let label, let action):
                hasButton = true
                handles.append(ControlHandle(kind: .button, label: label) { [unowned self] _ in self.tapButton(running: action) })
            }
        }
        if !hasButton { handles.append(ControlHandle(kind: .button, label: "OK") { [unowned self] _ in self.dismiss() }) }
        return handles
    }

    /// A button of the alert: its action runs, then the alert is dismissed, in one step.
    private func tapButton(running action: @escaping () -> Void) {
        guard let presentation else { return }
        host.perform {
            action()
            presentation.source.dismiss()
        }
    }
}

/// What an alert's content offers, in order: buttons (wrapped by the alert) and text fields.
enum AlertControl {
    case button(label: String, action: () -> Void)
    case field(ControlHandle)
}

extension Node {
    /// The buttons and text fields in this subtree, in order, with their current actions.
    func alertControls() -> [AlertControl] {
        if let button = self as? ButtonNode { return [.button(label: button.controlName, action: button.currentAction)] }
        if let field = self as? TextFieldNode {
            var fields: [AlertControl] = []
            for handle in field.controlHandles { fields.append(.field(handle)) }
            return fields
        }
        var controls: [AlertControl] = []
        StackSpace.ensuringRoom {
            for child in children { controls += child.alertControls() }
        }
        return controls
    }
}

/// `@Environment(\.dismiss)`: dismisses the presentation (or pops the navigation destination) the
/// view is in; outside of one it does nothing.
public struct DismissAction: GraphComparable {
    let owner: ObjectIdentifier?
    let action: () -> Void

    init(owner: ObjectIdentifier?, action: @escaping () -> Void) {
        self.owner = owner
        self.action = action
    }

    public func callAsFunction() { action() }

    /// The same presentation's action is the same value (its closure is new each time).
    package func isGraphEqual(to other: Any, using comparator: ValueComparator) -> Bool {
        (other as? DismissAction)?.owner == owner
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(owner: nil) {} }
}

extension EnvironmentValues {
    /// Dismisses the current presentation or pops the current navigation destination.
    public var dismiss: DismissAction { self[DismissKey.self] }
}

/// Writes `\.dismiss` for what a presentation (or a navigation stack) shows.
struct DismissWriter: EnvironmentWriting {
    let action: DismissAction
    var writtenValue: Any { action }
    func write(into environment: inout EnvironmentValues) { environment[DismissKey.self] = action }
}
