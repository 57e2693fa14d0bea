/// The two kinds of view Apple's frameworks beside SwiftUI add, as their modules
/// (`Sources/Frameworks`) build them: a leaf drawn as one screen line (a chart, a video player,
/// a tip), and a control a script operates (a photos picker). Each framework's public views are
/// SwiftUI's names and signatures; their bodies are one of these.

/// A leaf the screen shows as one line: `kind` then `detail` (`Chart BarMark ×3 …`).
package struct DrawnView: BuiltinView {
    let kind: String
    let detail: String

    package init(kind: String, detail: String) {
        self.kind = kind
        self.detail = detail
    }

    package func makeNode(in context: NodeContext) -> Node { DrawnNode(context, viewType: Self.self) }
}

final class DrawnNode: Node {
    private var kind = ""
    private var detail = ""

    override package var pathName: String? { kind }

    override package func apply(_ view: any View) {
        guard let drawn = view as? DrawnView else { return }
        kind = drawn.kind
        detail = drawn.detail
    }

    override package func render(into screen: inout ScreenBuilder) {
        screen.add(detail.isEmpty ? kind : kind + " " + detail, identity: identityPath)
    }
}

/// A control a script operates: shown as `name "label" detail` (`PhotosPicker "Choose" (2
/// selected)`), named by its label's text (its image's name when it has none, as a button is), and
/// operated as `kind` says; `operate` runs as one step, as a tap's action does.
package struct ScriptedControl: BuiltinView {
    let kind: ControlKind
    let name: String
    let label: AnyView
    let detail: String
    let operate: (ScriptAction) -> Void

    package init<Label: View>(kind: ControlKind, name: String, label: Label, detail: String, operate: @escaping (ScriptAction) -> Void) {
        self.kind = kind
        self.name = name
        self.label = AnyView(label)
        self.detail = detail
        self.operate = operate
    }

    package func makeNode(in context: NodeContext) -> Node { ScriptedControlNode(context, viewType: Self.self) }
}

final class ScriptedControlNode: Node, SingleControlNode {
    private var control: ScriptedControl?

    override package var pathName: String? { control?.name }

    override package func apply(_ view: any View) {
        guard let control = view as? ScriptedControl else { return }
        self.control = control
        reconcileChild(control.label, key: .label)
    }

    override package func render(into screen: inout ScreenBuilder) {
        guard let control else { return }
        let detail = control.detail.isEmpty ? "" : " " + control.detail
        screen.add("\(control.name) \(controlName.quotedLiteral)\(detail)", identity: identityPath)
    }

    var controlKind: ControlKind { control?.kind ?? .button }
    var controlLabel: String { controlName }

    func operate(_ action: ScriptAction) {
        guard let operate = control?.operate else { return }
        host.perform { operate(action) }
    }
}

/// Something an app asks of the system outside its own data (a widget reload, a notification
/// scheduled, a review requested): nothing runs here, and the step says what was asked, as a
/// note of dataflow's (`dataflow: effect: WidgetCenter reloads all widgets' timelines`).
package enum Effects {
    package static func record(_ what: String) {
        Ambient.current?.reporter.report(.dataflow("effect: \(what) (the system's, not run here)"))
    }
}
