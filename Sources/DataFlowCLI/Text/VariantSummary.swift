import DataFlow

/// The summary that ends a transcript with variants: for each step of the shared script, what
/// each variant ran, what it shows that the others do not, and what went stale. Steps where the
/// variants differ are marked `*`.
struct VariantSummary {
    let variants: [VariantRun]
    /// Only these steps (all when nil).
    var steps: StepSelection?

    func render(into out: inout TextWriter) {
        out.wrapped("== summary: the same script on each variant (* where they differ) ==", indent: "")
        let stepCount = variants.map(\.steps.count).max() ?? 0
        let nameWidth = variants.map(\.name.count).max() ?? 0
        for index in 0..<stepCount where steps?.contains(index) ?? true {
            let steps = variants.map { $0.steps.indices.contains(index) ? $0.steps[index] : nil }
            let action = steps.compactMap { $0?.action }.first ?? "?"
            let common = commonLines(steps.compactMap { $0?.screen })
            let cells = steps.map { step in step.map { cell($0, except: common) } ?? "(script stopped)" }
            out.wrapped((Set(cells).count > 1 ? "* " : "  ") + "\(index) \(action)", indent: "")
            for (variant, cell) in zip(variants, cells) {
                out.wrapped(cell, indent: "    \(variant.name.padding(to: nameWidth))  ")
            }
        }
    }

    /// The screen lines every variant shows at this step.
    private func commonLines(_ screens: [[String]]) -> Set<String> {
        let sets = screens.map { Set($0.map(\.trimmingLeadingSpaces)) }
        guard let first = sets.first else { return [] }
        return sets.dropFirst().reduce(first) { $0.intersection($1) }
    }

    /// `ran ContentView, Row×2; shows Toggle "AAA" off; stale: Toggle "AAA" on` or `no body ran`.
    private func cell(_ step: StepRecord, except common: Set<String>) -> String {
        var counts: [(String, Int)] = []
        for body in step.bodies {
            if let index = counts.firstIndex(where: { $0.0 == body.node.view }) {
                counts[index].1 += 1
            } else {
                counts.append((body.node.view, 1))
            }
        }
        var text = counts.isEmpty ? "no body ran" : "ran " + counts.map { $0.1 > 1 ? "\($0.0)×\($0.1)" : $0.0 }.joined(separator: ", ")
        let shown = step.screen.map(\.trimmingLeadingSpaces).filter { !common.contains($0) }
        if !shown.isEmpty {
            text += "; shows " + shown.prefix(2).joined(separator: ", ") + (shown.count > 2 ? " (+\(shown.count - 2) more)" : "")
        }
        if !step.stale.isEmpty {
            text += "; stale: " + step.stale.map { $0.shows ?? $0.identity }.joined(separator: ", ")
        }
        return text
    }
}

extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }

    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
