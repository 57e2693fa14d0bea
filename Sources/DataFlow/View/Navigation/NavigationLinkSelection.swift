// iOS 13's tagged navigation links (deprecated in iOS 16): `NavigationLink(tag:selection:)`.
//
// SwiftUI: a link is active while `selection` equals its `tag`. Tapping it sets `selection` to the
// tag, which pushes its destination; going back sets `selection` to nil; code that sets
// `selection` to a tag pushes that link's destination, as a tap would. dataflow makes each link an
// `isActive:` link over a Boolean seen through `selection` (`TagSelectionLocation`), so the push,
// the back and the pushes from code are the `isActive:` link's.

extension NavigationLink {
    /// The link as an `isActive:` link whose Boolean is `selection == tag`.
    init<V: Hashable>(tagged tag: V, selection: Binding<V?>, destination: Destination, label: Label) {
        let isActive = Binding(value: selection._value == tag, location: TagSelectionLocation(selection: selection.location, tag: tag))
        self.init(destination: destination, isActive: isActive) { label }
    }

    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(tagged: tag, selection: selection, destination: destination(), label: label())
    }

    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(tagged: tag, selection: selection, destination: destination, label: label())
    }
}

extension NavigationLink where Label == Text {
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(tagged: tag, selection: selection, destination: destination(), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(tagged: tag, selection: selection, destination: destination(), label: Text(title))
    }

    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(tagged: tag, selection: selection, destination: destination, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(tagged: tag, selection: selection, destination: destination, label: Text(title))
    }
}

/// `selection == tag`, as a Boolean a link's push reads and writes: reading it reads the
/// selection (the views that read it depend on the selection's storage); writing true selects the
/// tag; writing false (the user went back) clears the selection only while it is still this
/// link's tag, so popping one link never clears another link's selection.
final class TagSelectionLocation<V: Hashable>: AnyLocation<Bool> {
    let selection: AnyLocation<V?>
    let tag: V

    init(selection: AnyLocation<V?>, tag: V) {
        self.selection = selection
        self.tag = tag
    }

    override func get() -> Bool { selection.get() == tag }
    override func set(_ newValue: Bool) {
        if newValue {
            selection.set(tag)
        } else if selection.get() == tag {
            selection.set(nil)
        }
    }
    override func markRead() { selection.markRead() }
    override var storage: StorageLocation? { selection.storage }
    override var host: GraphHost? { selection.host }
    override var isFunctional: Bool { true }
    override var setsThroughClosure: Bool { selection.setsThroughClosure }
    override var isValid: Bool { selection.isValid }
    override var targetDescription: String { selection.targetDescription }
}
