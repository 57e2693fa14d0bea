/// `.id(_:)`: an explicit identity. When the id changes, the content is a new identity: its state
/// is destroyed and created again from the current initial values (§1).
public struct _IdentifiedModifier: BuiltinModifier {
    let id: AnyHashable

    package var contentKey: IdentityKey { .explicit(id) }
}

extension View {
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentifiedModifier> {
        modifier(_IdentifiedModifier(id: AnyHashable(id)))
    }
}
