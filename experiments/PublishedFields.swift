import DataFlow

extension Experiment {
    /// §7, §8, D9: which changes reach the views: `@Published` vs a plain `var` on an
    /// ObservableObject, a tracked vs an `@ObservationIgnored` property on an `@Observable` class.
    static var publishedFields: Experiment {
        Experiment(
            id: "published-fields",
            title: "@Published vs plain var, @Observable vs @ObservationIgnored: which changes reach the views",
            claims: ["§5", "§7", "§8", "D9", "D12"],
            lesson: """
                ContentView holds a model with two Bools, `t1` and `t2`, and passes each to a \
                Subview (`Subview(condition: model.t1)`, `Subview(condition: model.t2)`), the setup \
                of OpenSwiftUI's compatibility tests run on real SwiftUI. "published": both are \
                `@Published` and ContentView owns the model with `@StateObject`: toggling t1 \
                publishes, ContentView re-runs (`_model changed.`), the Subview whose Bool changed \
                re-runs and the other is skipped (§5). "plain-var": t2 is a plain `var`: toggling \
                it publishes nothing, no body runs and the second Subview is stale (§7). \
                "observable": an `@Observable` model in `@State`: ContentView read both \
                properties, so either change re-runs it with `@dependencies changed.` (§8), and \
                again only the Subview whose Bool changed runs. "ignored": t2 is \
                `@ObservationIgnored`: reading it creates no dependency, its change reaches \
                nobody. "Set t1 again" assigns t1 the value it already has: `@Published` \
                publishes on every set, without comparing (§7), so ContentView re-runs although \
                nothing differs; the `@Observable` macro compares first and notifies nobody (D9). \
                That comparison shipped with recent toolchains (about Swift 6.2 / Xcode 26, Q7): \
                built with an older one, "observable" notifies on every set and re-runs \
                ContentView at this step just as "published" does.
                """,
            variants: [.publishedFieldsPublished, .publishedFieldsPlainVar, .publishedFieldsObservable, .publishedFieldsIgnored],
            script: [.tap("Toggle t1"), .tap("Toggle t2"), .tap("Set t1 again")])
    }
}

struct Subview: View {
    let condition: Bool

    var body: some View {
        Text(condition ? "on" : "off")
    }
}
