import DataFlow

/// Every experiment `dataflow` can run, in the order `dataflow list` shows them.
public enum Catalog {
    public static var experiments: [Experiment] {
        [
            .stateOfArray,
            .structVsClass,
            .bindingGetSet,
            .nestedState,
            .parentChildBinding,
            .stateInit,
            .viewsInState,
            .passcode,
            .withAnimationTransaction,
            .environmentFont,
            .preferenceTitle,
            .navigationTitle,
            .forEachIdentity,
            .forEachIndices,
            .listRows,
            .lazyLists,
            .wastedRenders,
            .userForm,
            .ifElseLifetime,
            .toggleStorage,
            .publishedFields,
            .stateObjectLifetime,
            .nestedObservable,
            .environmentObjects,
            .sheetStaleValue,
            .forEachBindingRows,
            .taskLifetime,
            .equatableViews,
            .navigationPathState,
            .compileForEachBindingLet,
            .compileToggleNeedsBinding,
            .compileBodyAssignSelf,
            .compileBodyMutatingMethod,
            .compileMutatingBody,
            .compileForEachItemLet,
            .compileProjectedValueReadonly,
            .compileForEachIdentifiableID,
        ]
    }

    /// The experiment with this id, if any.
    public static func experiment(id: String) -> Experiment? {
        experiments.first { $0.id == id }
    }
}

extension Catalog {
    /// Where the golden transcripts live: `experiments/transcripts`, next to this file.
    public static var transcriptsDirectory: String {
        let file = "\(#filePath)"
        guard let slash = file.lastIndex(of: "/") else { return "experiments/transcripts" }
        return String(file[..<slash]) + "/transcripts"
    }
}

extension Catalog {
    /// Where the snippets of compile-time lessons live: `experiments/compile-errors`, excluded from
    /// every target.
    public static var compileErrorsDirectory: String {
        let file = "\(#filePath)"
        guard let slash = file.lastIndex(of: "/") else { return "experiments/compile-errors" }
        return String(file[..<slash]) + "/compile-errors"
    }
}
