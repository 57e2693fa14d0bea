import DataFlow

/// `dataflow why <experiment|file> <view>`: from a transcript that recorded what each body read,
/// answers for each chosen variant why the view did or did not update in the chosen step (the
/// last by default).
struct WhyCommand {
    /// A transcript played with its dependencies recorded (`ExperimentRunner.run(_:dependencies:)`,
    /// or a user's program asked for them).
    let transcript: Transcript
    /// The view: its type, its identity path, or text it shows.
    let target: String
    let step: Int?
    var variants: [String]?
    var format = OutputFormat.text
    var layout = TextLayout.standard

    func run() -> CommandResult {
        var answers: [WhyAnswer] = []
        for run in transcript.variants where variants?.contains(run.name) ?? true {
            do {
                answers.append(try WhyAnswer.answer(for: target, in: run.steps, of: run.name, step: step ?? run.steps.last?.index ?? 0))
            } catch {
                let place = transcript.variants.count > 1 ? " (variant \(run.name))" : ""
                return CommandResult(
                    exitCode: ExitCode.usage,
                    stderr: "Error: \(transcript.id)\(place): \(error)\n\(CommandSpec.why.usageLine)\nSee 'dataflow why --help'.\n")
            }
        }
        if let names = variants, let unknown = names.first(where: { name in !transcript.variants.contains { $0.name == name } }) {
            let all = transcript.variants.map(\.name).joined(separator: ", ")
            return UsageError(message: "no variant \(quoted(unknown)) in \(transcript.id) (variants: \(all))", command: .why).result
        }
        let stdout =
            format == .json
            ? json(answers).rendered() : Self.text(answers, subject: transcript.id, namesVariants: transcript.variants.count > 1, layout: layout)
        return CommandResult(exitCode: ExitCode.success, stdout: stdout)
    }

    /// Answers for people: a heading each (what was asked, of what, at which step), then the
    /// reasons, indented by their depth in the chain, each with its rule. An empty `subject`
    /// (`play`, where the session says what is played) leaves it out.
    static func text(_ answers: [WhyAnswer], subject: String, namesVariants: Bool, layout: TextLayout) -> String {
        var out = TextWriter(layout: layout)
        for (number, answer) in answers.enumerated() {
            if number > 0 { out.blank() }
            let variant = answers.count > 1 || namesVariants ? ", variant \(answer.variant)" : ""
            let place = answer.identity == answer.view ? "" : " (\(answer.identity))"
            let of = subject.isEmpty ? "" : ": \(subject)\(variant)"
            out.wrapped("why \(answer.view)\(place)\(of), step \(answer.step): \(answer.action)", indent: "")
            if let line = answer.line { out.wrapped("(it shows \(line))", indent: "  ") }
            for reason in answer.reasons {
                let rule = reason.rule.map { "  [\($0)]" } ?? ""
                out.wrapped(reason.text + rule, indent: String(repeating: "  ", count: reason.depth + 1))
            }
        }
        out.blank()
        out.line("('dataflow explain <rule>' says what a rule in brackets means)")
        return out.text
    }

    private func json(_ answers: [WhyAnswer]) -> JSONValue {
        .object([
            ("experiment", .string(transcript.id)),
            ("view", .string(target)),
            (
                "answers",
                .array(
                    answers.map { answer in
                        .object([
                            ("variant", .string(answer.variant)),
                            ("step", .number(answer.step)),
                            ("action", .string(answer.action)),
                            ("view", .string(answer.view)),
                            ("id", .string(answer.identity)),
                            ("line", answer.line.map(JSONValue.string) ?? .null),
                            ("verdict", .string(answer.verdict.rawValue)),
                            ("reasons", answer.reasonsJSON),
                        ])
                    })
            ),
        ])
    }
}

extension WhyAnswer {
    /// The chain as JSON, one object a link: what `why --format json` and the HTML page carry.
    var reasonsJSON: JSONValue {
        .array(
            reasons.map { reason in
                .object([("depth", .number(reason.depth)), ("text", .string(reason.text)), ("rule", reason.rule.map(JSONValue.string) ?? .null)])
            })
    }
}
