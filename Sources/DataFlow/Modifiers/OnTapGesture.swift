/// `.onTapGesture { }`: makes the content a tap target for scripts (`tap gesture on Circle #2`).
public struct _TapGestureModifier: BuiltinModifier {
    let count: Int
    let action: () -> Void

    package var screenAnnotation: String? { ".onTapGesture" }
}

extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _TapGestureModifier> {
        modifier(_TapGestureModifier(count: count, action: action))
    }
}
