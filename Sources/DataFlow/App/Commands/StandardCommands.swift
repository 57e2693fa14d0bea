// The menu bar's ready-made command sets (`.commands { SidebarCommands() }`): each adds a system's
// standard items for one feature. An iPhone has no menu bar, so each is accepted and adds nothing.

/// The sidebar's items (show or hide it), so an app with a split view that offers them compiles.
public struct SidebarCommands: Commands {
    /// Makes the set, as an app writes it in `.commands`.
    public init() {}

    /// Nothing on an iPhone, which has no menu bar to hold the items.
    public var body: some Commands { EmptyCommands() }
}

/// The toolbar's items (show, hide, customize), so an app whose windows have toolbars compiles.
public struct ToolbarCommands: Commands {
    /// Makes the set, as an app writes it in `.commands`.
    public init() {}

    /// Nothing on an iPhone, which has no menu bar to hold the items.
    public var body: some Commands { EmptyCommands() }
}

/// Text editing's items (find, spelling, substitutions), so an app built around text fields compiles.
public struct TextEditingCommands: Commands {
    /// Makes the set, as an app writes it in `.commands`.
    public init() {}

    /// Nothing on an iPhone, which has no menu bar to hold the items.
    public var body: some Commands { EmptyCommands() }
}

/// Text formatting's items (font, bold, alignment), so an app that edits styled text compiles.
public struct TextFormattingCommands: Commands {
    /// Makes the set, as an app writes it in `.commands`.
    public init() {}

    /// Nothing on an iPhone, which has no menu bar to hold the items.
    public var body: some Commands { EmptyCommands() }
}

/// The inspector's items (show or hide it; iOS 17), so an app with an `.inspector` compiles.
public struct InspectorCommands: Commands {
    /// Makes the set, as an app writes it in `.commands`.
    public init() {}

    /// Nothing on an iPhone, which has no menu bar to hold the items.
    public var body: some Commands { EmptyCommands() }
}

/// Importing from a nearby iPhone's camera (a Mac's, macOS 12; SwiftUI has none on iOS), accepted
/// as `Settings` is, so a multiplatform app's shared scene code compiles.
public struct ImportFromDevicesCommands: Commands {
    /// Makes the set, as an app writes it in `.commands`.
    public init() {}

    /// Nothing on an iPhone, which has no menu bar to hold the items.
    public var body: some Commands { EmptyCommands() }
}
