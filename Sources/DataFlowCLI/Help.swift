import DataFlow

/// Help and usage texts, laid out as swift-argument-parser lays out Swift tools' help (OVERVIEW,
/// USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS). Wording here is part of the contract: tests compare it.
enum Help {
    /// The SwiftUI whose behaviour the rules follow (README, `--version`, JSON transcripts).
    static let modelledSwiftUI = "SwiftUI of the iOS 17/18 generation, in apps built with Swift 6.2 or later (Xcode 26)"
    static let version = "dataflow 0.2.0 (models \(modelledSwiftUI))"

    static var overview: String {
        """
        OVERVIEW: Makes SwiftUI's data flow visible. Views written as SwiftUI code (the catalog's
        experiments, or your own files with `import SwiftUI`) are played through a faithful
        view-graph simulator; each step of a transcript shows which bodies ran and why, which were
        skipped, what was written, what SwiftUI would warn, what the screen shows and what is stale.

        USAGE: dataflow \(CommandSpec.dataflow.usage)

        OPTIONS:
          -h, --help              Show help information (also after any subcommand).
          --version               Show the version and the SwiftUI generation modelled.

        SUBCOMMANDS:
        \(CommandSpec.all.map { "  " + $0.name.padding(to: 24) + $0.summary }.joined(separator: "\n"))

          See 'dataflow help <subcommand>' for detailed help.

        EXAMPLES:
          dataflow list
          dataflow run state-of-array
          dataflow run MyView.swift --script 'tap "Save"; toggle "Wi-Fi"'
          dataflow verify

        """
    }

    /// `dataflow help script`: the grammar, generated from the runtime's one table.
    static var script: String {
        // Each action's usage, its summary wrapped beneath it (usages are too long for a column).
        let actions = ScriptAction.grammar.flatMap { ["  " + $0.usage] + CommandSpec.paragraph($0.summary, indent: "      ") }
        return """
            OVERVIEW: The script grammar: what --script says, and how transcripts name each step.

            One action per line or per `;`. Labels are double-quoted (\\" a quote, \\\\ a backslash,
            \\n a new line, \\t a tab); <n> picks the n-th control with that label, in screen order,
            from 1. A label may be given by its first words when no control has it whole and one
            control's label starts with them ("Apollo 11" for a row labelled "Apollo 11 16 Jul
            1969"). `#` starts a comment.

            ACTIONS:
            \(actions.joined(separator: "\n"))

            EXAMPLE:
              dataflow run MyView.swift --script 'tap "Increment"; type "First name" "Tim"'

            A control that is not on screen stops the script; the error lists what is on screen,
            in these words.

            """
    }

    /// The help for a topic: a subcommand's, or the script grammar's.
    static func text(for topic: String) -> String? {
        topic == "script" ? script : CommandSpec.named(topic)?.help
    }
}
