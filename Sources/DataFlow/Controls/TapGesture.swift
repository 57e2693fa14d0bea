/// `.onTapGesture { }`: makes the content a tap target for scripts (`tap-gesture "Circle" 2`).
public struct _TapGestureModifier: BuiltinModifier {
    let count: Int
    let action: () -> Void

    package var screenAnnotation: String? { ".onTapGesture" }

    package func makeNode(in context: NodeContext, viewType: Any.Type) -> ModifierNode {
        TapGestureNode(modifier: self, context: context, viewType: viewType)
    }
}

extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _TapGestureModifier> {
        modifier(_TapGestureModifier(count: count, action: action))
    }

    /// iOS 17's form, handed where the tap landed. dataflow lays nothing out, so a scripted tap
    /// lands at the view's origin, `(0, 0)` in any coordinate space.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> ModifiedContent<Self, _TapGestureModifier> {
        modifier(_TapGestureModifier(count: count, action: { action(.zero) }))
    }

    /// iOS 16's form, in a `CoordinateSpace` value: as above.
    @_disfavoredOverload
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> ModifiedContent<Self, _TapGestureModifier> {
        modifier(_TapGestureModifier(count: count, action: { action(.zero) }))
    }
}

/// The node of a view with a tap gesture: a control named after what its content shows.
final class TapGestureNode: ModifierNode, SingleControlNode {
    var controlKind: ControlKind { .tapGesture }

    var controlLabel: String { contentLabel }

    /// The user taps: the gesture's current action runs as one step.
    func operate(_ action: ScriptAction) {
        guard let gesture = modifier as? _TapGestureModifier else { return }
        host.perform(gesture.action)
    }
}

extension Node {
    /// A single-tap gesture on the whole of this label (through the modifiers around its content,
    /// `Cell().contentShape(Rectangle()).onTapGesture { }`): where a tap on the button or link
    /// lands first. A child's gesture takes the tap before its container's (§25).
    var tapGestureOnLabel: TapGestureNode? {
        var node = children.first
        while let modifier = node as? ModifierNode {
            if let tap = modifier as? TapGestureNode, (tap.modifier as? _TapGestureModifier)?.count == 1 { return tap }
            node = modifier.children.first
        }
        return nil
    }

    /// Lets the tap gesture on this control's label take a tap, if there is one: its action runs
    /// as the step, and the control's own does not (§25). Returns whether it did.
    func tapTakenByLabel(of control: String) -> Bool {
        guard let tap = tapGestureOnLabel, let gesture = tap.modifier as? _TapGestureModifier else { return false }
        host.perform {
            host.reporter.report(
                .dataflow(
                    "the tap lands on the label of \(control), whose own .onTapGesture takes it first: \(control)'s own action does not run (§25)"))
            gesture.action()
        }
        return true
    }
}
