/// SwiftUI names dataflow does not model yet, so that a compile error about one says so instead
/// of leaving the user to wonder whether their code is wrong.
enum UnmodelledAPI {
    /// Hints for the names in `diagnostics` that are SwiftUI's but not DataFlow's.
    static func hints(for diagnostics: String) -> [String] {
        var hints: [String] = []
        for name in mentionedNames(in: diagnostics) where swiftUINames.contains(name) {
            let hint = "'\(name)' is SwiftUI API that dataflow does not model yet (README: \"Supported SwiftUI\")"
            if !hints.contains(hint) { hints.append(hint) }
        }
        for module in ["UIKit", "AppKit", "Combine", "SwiftData", "CoreData", "MapKit", "Charts"]
            where diagnostics.contains("no such module '\(module)'") {
            hints.append("'\(module)' is not available here: dataflow runs SwiftUI's data flow (and Foundation, Observation) only")
        }
        return hints
    }

    /// Names in `cannot find 'X' in scope`, `cannot find type 'X' in scope` and `has no member 'x'`,
    /// and the key paths (`\.colorScheme`) of a key path the compiler could not type.
    private static func mentionedNames(in diagnostics: String) -> [String] {
        var names: [String] = []
        if diagnostics.contains("cannot infer key path type") {
            names += diagnostics.matches(of: #/\\\.([A-Za-z]+)/#).map { String($0.output.1) }
        }
        for marker in ["cannot find '", "cannot find type '", "has no member '"] {
            var rest = diagnostics[...]
            while let range = rest.range(of: marker) {
                let tail = rest[range.upperBound...]
                if let end = tail.firstIndex(of: "'") { names.append(String(tail[..<end])) }
                rest = tail
            }
        }
        return names
    }

    /// SwiftUI types, modifiers and property wrappers that learners' code commonly uses. Names
    /// DataFlow provides never reach this list's check (they compile).
    static let swiftUINames: Set<String> = [
        // Views and containers
        "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "GridItem", "ScrollViewReader",
        "GeometryReader", "ViewThatFits", "ControlGroup", "DisclosureGroup", "OutlineGroup", "GroupBox",
        "NavigationSplitView", "Tab", "Menu", "Link", "ShareLink",
        "DatePicker", "ColorPicker", "TextEditor", "ProgressView",
        "Gauge", "LabeledContent", "ContentUnavailableView", "Canvas", "TimelineView", "AsyncImage",
        "Capsule", "RoundedRectangle", "Ellipse", "Path", "LinearGradient", "RadialGradient", "AngularGradient",
        "EditButton", "PasteButton", "RenameButton", "Toolbar", "ToolbarItem", "ToolbarItemGroup",
        "ForEachSubview",
        // Modifiers
        "popover", "confirmationDialog",
        "toolbar", "searchable", "refreshable", "onSubmit", "onReceive",
        "onLongPressGesture", "gesture", "simultaneousGesture",
        "focused", "disabled", "opacity", "scaleEffect", "rotationEffect", "offset",
        "overlay", "clipShape", "cornerRadius", "shadow", "border", "tint", "listStyle", "pickerStyle",
        "buttonStyle", "toggleStyle", "textFieldStyle", "labelsHidden", "badge",
        "navigationBarTitleDisplayMode", "navigationBarItems", "navigationBarBackButtonHidden", "listRowBackground",
        "swipeActions", "contextMenu", "keyboardType", "textInputAutocapitalization", "autocorrectionDisabled",
        "matchedGeometryEffect", "onGeometryChange", "safeAreaInset", "ignoresSafeArea", "presentationDetents",
        "interactiveDismissDisabled", "redacted", "accessibilityLabel", "help",
        "fixedSize", "layoutPriority", "aspectRatio", "resizable", "scaledToFit", "scaledToFill", "lineLimit",
        "multilineTextAlignment", "fontWeight", "monospacedDigit", "contentShape", "allowsHitTesting",
        "zIndex", "onHover", "onScrollGeometryChange", "scrollPosition", "defaultScrollAnchor",
        // Data flow
        "SceneStorage", "FocusState", "GestureState", "Namespace", "ScaledMetric", "FetchRequest",
        "Query", "openURL", "scenePhase",
        "colorScheme", "horizontalSizeClass", "editMode", "isPresented", "presentationMode",
        // App structure
        "App", "Scene", "WindowGroup", "Settings", "DocumentGroup", "UIViewRepresentable", "NSViewRepresentable",
        "UIHostingController", "PreviewProvider",
    ]
}
