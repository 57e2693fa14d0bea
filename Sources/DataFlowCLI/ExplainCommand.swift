import DataFlow

/// `dataflow explain <id>...`: prints rulebook entries (`§6`, `D10`, `Q7`, `S0.6`, `[OS-State]`)
/// from the copy embedded in the binary, so it works offline and from any directory.
struct ExplainCommand {
    let ids: [String]

    func run() -> CommandResult {
        let rulebook = Rulebook.embedded
        var texts: [String] = []
        for id in ids {
            guard let entry = rulebook.entry(Self.normalized(id)) else {
                var message = "no rulebook entry \(quoted(id))"
                if let close = closest(to: Self.normalized(id), among: rulebook.ids) { message += ". Did you mean \(quoted(close))?" }
                message += " (ids: \(Self.ranges(of: rulebook.ids)), and sources such as [OS-State])"
                return UsageError(message: message, command: .explain).result
            }
            texts.append(entry.text)
        }
        return CommandResult(exitCode: ExitCode.success, stdout: texts.joined(separator: "\n\n") + "\n")
    }

    /// The numbered ids by kind, first to last: `§0–§20, D1–D14, Q1–Q10, S0.1–S4.4`.
    static func ranges(of ids: [String]) -> String {
        func number(_ id: String) -> [Int] { id.dropFirst().split(separator: ".").compactMap { Int($0) } }
        return ["§", "D", "Q", "S"].compactMap { prefix -> String? in
            let numbered = ids.filter { $0.hasPrefix(prefix) && $0.dropFirst().first?.isNumber == true }
                .sorted { number($0).lexicographicallyPrecedes(number($1)) }
            guard let first = numbered.first, let last = numbered.last else { return nil }
            return first == last ? first : "\(first)–\(last)"
        }.joined(separator: ", ")
    }

    /// `6` and `s6` mean `§6`; `d10` means `D10`; `os-state` means `[OS-State]`.
    static func normalized(_ id: String) -> String {
        if let number = Int(id) { return "§\(number)" }
        if id.hasPrefix("s"), let number = Int(id.dropFirst()) { return "§\(number)" }
        if let first = id.first, "dqs".contains(first), id.dropFirst().first?.isNumber == true { return id.uppercased() }
        if !id.hasPrefix("["), id.contains("-") || id.allSatisfy(\.isLetter) {
            let bracketed = "[" + id + "]"
            if let entry = Rulebook.embedded.entries.first(where: { $0.id.lowercased() == bracketed.lowercased() }) { return entry.id }
        }
        return id
    }
}
