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
        renderUpdateCounts(into: &out)
    }

    /// Per view type and variant, over the whole script: bodies run, of them run for nothing,
    /// and skipped (the counts an update instrument shows, with the waste it does not).
    private func renderUpdateCounts(into out: inout TextWriter) {
        out.blank()
        out.wrapped("== updates per view over the script: bodies run (of them for nothing), skipped ==", indent: "")
        for variant in variants {
            let rows = UpdateCount.over(variant.steps, selection: steps)
            if variants.count > 1 { out.wrapped(variant.name, indent: "  ") }
            let width = rows.map(\.view.count).max() ?? 0
            for row in rows {
                let wasted = row.wasted > 0 ? " (\(row.wasted) for nothing)" : ""
                out.wrapped(
                    "\(row.view.padding(to: width))  \(row.ran) run\(wasted), \(row.skipped) skipped", indent: variants.count > 1 ? "    " : "  ")
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
