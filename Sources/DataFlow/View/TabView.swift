/// Tabs, each a view with a `.tabItem` (its label) and a `.tag` (its selection value; without one,
/// its position). `select-tab "Settings"` selects the tab whose item shows that text.
///
/// As in SwiftUI since iOS 18, a tab's content is created the first time it is selected and then
/// kept with its state while other tabs are shown; only the selected tab is on screen and can be
/// operated, and a switch sends the tab left its disappear actions and the tab shown its appear
/// actions (§29). iOS 18's `Tab` and `TabSection` say the same as `.tabItem` and `.tag` (`Tab.swift`).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// `.tabItem { Label("Home", systemImage: "house") }`: the tab's label in the tab bar.
public struct _TabItemModifier<Label: View>: BuiltinModifier {
    let label: Label
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TabItemModifier<V>> {
        modifier(_TabItemModifier(label: label()))
    }
}

protocol TabItemProviding {
    var anyLabel: any View { get }
}

extension _TabItemModifier: TabItemProviding {
    var anyLabel: any View { label }
}

extension TabView: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { TabViewNode(context, viewType: Self.self) }
}

extension TabView: TabViewProtocol {
    var anyContent: any View { content }
    var selectionSource: (any SelectionSource)? { selection.map { SingleSelection(binding: $0) } }
}

protocol TabViewProtocol {
    var anyContent: any View { get }
    var selectionSource: (any SelectionSource)? { get }
}

/// One tab: its content, its tag and the text of its item.
struct TabEntry {
    var tag: AnyHashable
    var label: String
    var view: any View
}

extension View {
    /// The tabs this view is made of: its own (a view with `.tabItem`), or those of a tuple, group
    /// or ForEach of them.
    func tabs() -> [TabEntry] {
        var tabs: [TabEntry] = []
        collectTabs(self, into: &tabs)
        return tabs
    }
}

private func collectTabs(_ view: any View, into tabs: inout [TabEntry]) {
    if let tuple = view as? any TupleViewProtocol {
        for element in tuple.elements { collectTabs(element, into: &tabs) }
        return
    }
    if let group = view as? any GroupProtocol {
        collectTabs(group.anyContent, into: &tabs)
        return
    }
    if let hidden = view as? any HiddenTabProviding {
        if !hidden.isHidden { collectTabs(hidden.anyTab, into: &tabs) }
        return
    }
    if let section = view as? any TabSectionProviding {
        collectTabs(section.anyTabs, into: &tabs)
        return
    }
    if view is any BranchingContent, let branches = view as? any StructuralContent {
        for slot in branches.children() { collectTabs(slot.view, into: &tabs) }
        return
    }
    if let rows = view as? any ForEachProtocol {
        for slot in rows.rows() { collectTabs(slot.view, into: &tabs) }
        return
    }
    var tag: AnyHashable?
    var label: (any View)?
    var content = view
    var peeled: any View = view
    while let modified = peeled as? any ModifiedContentProtocol {
        if let item = modified.anyModifier as? any TabItemProviding { label = label ?? item.anyLabel }
        if let tagged = modified.anyModifier as? any TagProviding { tag = tag ?? tagged.anyTag }
        peeled = modified.anyContent
    }
    if let tab = peeled as? any TabProviding {
        // iOS 18's `Tab`: its title is the item, its value the tag, its content what it shows.
        label = tab.anyLabel
        tag = tab.anyValue
        content = tab.anyContent
    }
    var words: [String] = []
    var images: [String] = []
    if let label { collectText(label, into: &words, images: &images) }
    // An item of an image alone is named by the image, as a button of one is (`clock.fill`); a
    // tab with no item (a page of a `.page`-style TabView) is named by its place: `tab 2`.
    if words.isEmpty { words = images }
    let name = words.isEmpty ? "tab \(tabs.count + 1)" : words.joined(separator: " ")
    tabs.append(TabEntry(tag: tag ?? AnyHashable(tabs.count), label: name, view: content))
}

/// The text a label view shows, and the names of its images, without building it in a graph.
private func collectText(_ view: any View, into words: inout [String], images: inout [String]) {
    if let text = view as? Text { words.append(text.content) }
    if let image = view as? Image { images.append(image.name) }
    if let label = view as? any LabelProtocol { collectText(label.anyTitle, into: &words, images: &images) }
    if let tabLabel = view as? DefaultTabLabel { collectText(tabLabel.title, into: &words, images: &images) }
    if let tuple = view as? any TupleViewProtocol { for element in tuple.elements { collectText(element, into: &words, images: &images) } }
    if let modified = view as? any ModifiedContentProtocol { collectText(modified.anyContent, into: &words, images: &images) }
}

/// The node of a `TabView`: one child per tab selected so far, the selected one on screen.
final class TabViewNode: Node, ControlNode {
    private var tabs: [TabEntry] = []
    private var source: (any SelectionSource)?
    /// The selection when the tab view keeps it itself.
    private var ownSelection: AnyHashable?
    private var visited: [AnyHashable] = []
    private lazy var watcher = BindingWatcher(node: self)
    /// The tab view's own selection changed (no binding to watch).
    private var ownSelectionChanged = false

    override package var pathName: String? { "TabView" }

    override package func apply(_ view: any View) {
        guard let tabView = view as? any TabViewProtocol else { return }
        tabs = tabView.anyContent.tabs()
        source = tabView.selectionSource
        watcher.watch(source?.storage)
        updateTabs()
    }

    override package var hasOwnWork: Bool { watcher.hasChange || ownSelectionChanged }

    override package func performOwnUpdate() { updateTabs() }

    private var selected: AnyHashable? {
        source?.selected.first ?? ownSelection ?? tabs.first?.tag
    }

    private func updateTabs() {
        watcher.reset()
        ownSelectionChanged = false
        if let selected, tabs.contains(where: { $0.tag == selected }), !visited.contains(selected) { visited.append(selected) }
        let slots = tabs.filter { visited.contains($0.tag) }.map { ChildSlot(key: .presented("tab", $0.tag), view: $0.view) }
        reconcileChildren(slots)
        // Only the selected tab is on screen: the tab shown appears first, then the one hidden
        // disappears, keeping its state (§16, §20).
        let shown = selectedChild
        shown?.setCovered(false)
        for child in children where child !== shown { child.setCovered(true) }
    }

    private var selectedChild: Node? {
        guard let selected else { return nil }
        return children.first { $0.key == .presented("tab", selected) }
    }

    override package var operableChildren: [Node] { selectedChild.map { [$0] } ?? [] }

    package var controlHandles: [ControlHandle] {
        tabs.map { tab in
            ControlHandle(kind: .tab, label: tab.label) { [unowned self] _ in
                self.host.perform {
                    if let source = self.source {
                        if !source.select(tab.tag) {
                            self.reportTagOfAnotherType(tab.tag, selection: source.valueType, control: "TabView", option: tab.label)
                        }
                    } else {
                        self.host.queue.stageInvalidation { [weak self] in
                            guard let self, !self.isRemoved else { return }
                            self.ownSelection = tab.tag
                            self.ownSelectionChanged = true
                            self.scheduleVisit()
                        }
                    }
                }
            }
        }
    }

    /// A fresh render (D12) starts from the tabs visited and selected so far.
    override package func seed(from live: Node) {
        guard let live = live as? TabViewNode else { return }
        ownSelection = live.ownSelection
        visited = live.visited
    }

    override package func render(into screen: inout ScreenBuilder) {
        let label = tabs.first { $0.tag == selected }?.label ?? ""
        screen.add("TabView selected: \(quote(label)), tabs: \(tabs.map { quote($0.label) }.joined(separator: ", "))", identity: identityPath)
        screen.indent { selectedChild?.render(into: &$0) }
    }
}

/// A selection a container reads and writes: one value, or a set of them.
protocol SelectionSource {
    var selected: [AnyHashable] { get }
    /// Selects `tag` (for a set: adds or removes it). False when the tag is of another type than
    /// the selection's values: then nothing can match it, and nothing is set (§20).
    func select(_ tag: AnyHashable) -> Bool
    /// The type of the selection's values, for saying why a tag matched none.
    var valueType: Any.Type { get }
    var storage: StorageLocation? { get }
}

struct SingleSelection<Value: Hashable>: SelectionSource {
    let binding: Binding<Value>

    var selected: [AnyHashable] { [AnyHashable(binding.location.get())] }

    func select(_ tag: AnyHashable) -> Bool {
        guard let value = tag.base as? Value else { return false }
        binding.location.set(value)
        return true
    }

    var valueType: Any.Type { Value.self }

    var storage: StorageLocation? { binding.location.storage }
}

struct OptionalSelection<Value: Hashable>: SelectionSource {
    let binding: Binding<Value?>

    var selected: [AnyHashable] { binding.location.get().map { [AnyHashable($0)] } ?? [] }

    func select(_ tag: AnyHashable) -> Bool {
        guard let value = tag.base as? Value else { return false }
        binding.location.set(value)
        return true
    }

    var valueType: Any.Type { Value.self }

    var storage: StorageLocation? { binding.location.storage }
}

struct SetSelection<Value: Hashable>: SelectionSource {
    let binding: Binding<Set<Value>>

    var selected: [AnyHashable] { binding.location.get().map { AnyHashable($0) }.sorted { "\($0)" < "\($1)" } }

    func select(_ tag: AnyHashable) -> Bool {
        guard let value = tag.base as? Value else { return false }
        var set = binding.location.get()
        if set.contains(value) { set.remove(value) } else { set.insert(value) }
        binding.location.set(set)
        return true
    }

    var valueType: Any.Type { Value.self }

    var storage: StorageLocation? { binding.location.storage }
}
