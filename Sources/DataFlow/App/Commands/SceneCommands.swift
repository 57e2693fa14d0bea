extension Scene {
    /// Adds commands to the menu bar while this scene is in front (iPadOS, Mac), so an app that
    /// declares them compiles: an iPhone has no menu bar, so the scene shows its window unchanged.
    ///
    /// The commands are made, as the app writes them, and never shown or run; their bodies are not
    /// asked for.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> _SceneModifier<Self> {
        _ = content()
        return _SceneModifier(content: self)
    }

    /// Takes away the commands this scene would add to the menu bar (iOS 16): with no menu bar on an
    /// iPhone there are none to take, so the scene shows its window unchanged.
    public func commandsRemoved() -> _SceneModifier<Self> {
        _SceneModifier(content: self)
    }

    /// Puts other commands in place of the ones this scene would add to the menu bar (iOS 16): with
    /// no menu bar on an iPhone, the scene shows its window unchanged and the commands are never shown.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> _SceneModifier<Self> {
        _ = content()
        return _SceneModifier(content: self)
    }
}
