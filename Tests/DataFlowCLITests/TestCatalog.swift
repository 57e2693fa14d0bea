import DataFlow

/// Small catalogs for the CLI tests: one toggle labelled "AAA", and scripts that toggle it (and
/// play through) or name a control that does not exist (and fail), so a test controls every
/// outcome without paying for the real catalog.
enum TestCatalog {
    struct OneToggle: View {
        @State var on = false
        var body: some View { Toggle("AAA", isOn: $on) }
    }

    /// An experiment whose script toggles "AAA" and then each of `alsoToggles`.
    static func experiment(_ id: String, alsoToggles: [String] = []) -> Experiment {
        Experiment(
            id: id, title: id.capitalized, claims: ["§3"], lesson: "Toggles AAA.",
            variants: [Variant("main") { OneToggle() }],
            script: [.toggle("AAA")] + alsoToggles.map { .toggle($0) })
    }
}
