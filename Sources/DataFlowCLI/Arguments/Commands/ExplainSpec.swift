import DataFlow

/// `dataflow explain`: its declaration (help, options, completion) and its parsing.
extension CommandSpec {
    static let explain = CommandSpec(
        name: "explain",
        summary: "Print the rulebook's entry for a cited id (§6, D10, Q7, S0.6).",
        overview:
            "Print what a cited id means: the rulebook's entry, with its evidence, its confidence, the code that implements it and the experiments that show it. Transcripts and lessons cite rules (§6), decisions (D10), open questions (Q7), sources ([OS-State]) and the seed articles' claims (S0.6); an unknown id's error lists the ranges there are.",
        usage: "explain <id>...",
        arguments: [("<id>", "One or more ids: §6 (or 6), D10, Q7, S0.6, [OS-State].")],
        sections: [
            Section(
                prose:
                    "The rulebook is docs/rules/ (one file per entry) and docs/SEEDS.md; this command prints the copy built into the binary, so it works offline and from any directory."
            )
        ],
        argumentWords: .rulebookIDs)
}

extension CommandLineParser {
    func parseExplain(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.explain)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "explain") }
        guard !options.positionals.isEmpty else {
            throw UsageError(message: "missing id: name a rule, decision, question or claim (§6, D10, Q7, S0.6)", command: .explain)
        }
        return .explain(ids: options.positionals)
    }
}
