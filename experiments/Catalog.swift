import DataFlow

/// Every experiment `dataflow` can run, in the order `dataflow list` shows them.
public enum Catalog {
    public static var experiments: [Experiment] {
        [
            .stateOfArray,
            .structVsClass,
            .bindingGetSet,
            .nestedState,
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
