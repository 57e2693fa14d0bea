import DataFlow

extension Experiment {
    /// S2.3, S2.4, S2.5: a custom title preference, how siblings combine through `reduce`, and
    /// how an ancestor's write replaces its children's.
    static var preferenceTitle: Experiment {
        Experiment(
            id: "preference-title",
            title: "Preferences: a custom title key, sibling reduce, ancestor replaces, transformPreference combines",
            claims: ["S2.3", "S2.4", "S2.5", "§10", "D6"],
            lesson: """
                MyContainerView shows the title its content sets through a custom PreferenceKey: \
                `.onPreferenceChange` copies the value into its `@State var title` (S2.3). The \
                action runs after the first pass with the first value, and its write starts a \
                second pass (§10). Two sibling Texts each set a title; how they combine is the \
                key's `reduce` (S2.4): the first writer's value seeds the result and `reduce` is \
                called once for the second (D6). "overwrite" (`value = nextValue()`) shows the \
                second title, "keep-first" (an empty `reduce`) the first, "join" \
                (`value += " " + nextValue()`) both. In "ancestor" the VStack around the siblings \
                sets the key too: an ancestor's `.preference` replaces the whole subtree's value, \
                the children's titles are not even reduced (S2.5). In "transform" the VStack uses \
                `.transformPreference` instead and edits the reduced value of its children. \
                "Rename" changes the titles: the container's content closure is new, so \
                MyContainerView re-runs, the preference changes, and onPreferenceChange fires again.
                """,
            variants: [
                .preferenceTitleOverwrite, .preferenceTitleKeepFirst, .preferenceTitleJoin,
                .preferenceTitleAncestor, .preferenceTitleTransform,
            ],
            script: [.tap("Rename")])
    }
}

struct OverwriteTitleKey: PreferenceKey {
    static let defaultValue: String = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        value = nextValue()
    }
}

struct KeepFirstTitleKey: PreferenceKey {
    static let defaultValue: String = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        // do nothing
    }
}

struct JoinTitleKey: PreferenceKey {
    static let defaultValue: String = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        value += " \(nextValue())"
    }
}

/// The seed's container, generic over the key so that each variant can use its own `reduce`.
struct MyContainerView<Key: PreferenceKey, Content: View>: View where Key.Value == String {
    @ViewBuilder var content: () -> Content
    @State var title: String = ""

    init(key: Key.Type, @ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    var body: some View {
        VStack {
            Spacer()
            content()
                .onPreferenceChange(Key.self) {
                    title = $0
                }
            Spacer()
            Text(title)
                .font(.largeTitle)
                .bold()
                .frame(height: 44)
        }
    }
}
