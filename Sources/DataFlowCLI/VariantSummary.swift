import DataFlow

/// The side-by-side table that ends a transcript with variants: per step, which bodies each
/// variant ran and what went stale. Rows where the variants differ are marked `*`.
struct VariantSummary {
    let transcript: Transcript

    func render(into out: inout TextWriter) {
        out.line("== summary: the same script, side by side (* where the variants differ) ==")
        let stepCount = transcript.variants.map(\.steps.count).max() ?? 0
        let firstSteps = transcript.variants.first?.steps ?? []
        var rows: [[String]] = [["step"] + transcript.variants.map(\.name)]
        var differs: [Bool] = [false]
        for index in 0..<stepCount {
            let action = firstSteps.indices.contains(index) ? firstSteps[index].action : "?"
            let cells = transcript.variants.map { variant in
                variant.steps.indices.contains(index) ? cell(variant.steps[index]) : "(script stopped)"
            }
            rows.append(["\(index) \(action)"] + cells)
            differs.append(Set(cells).count > 1)
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for (row, marked) in zip(rows, differs) {
            let padded = row.enumerated().map { column, text in
                column == row.count - 1 ? text : text.padding(to: widths[column])
            }
            out.line((marked ? "* " : "  ") + padded.joined(separator: "   "))
        }
    }

    /// `ran ContentView, Row×2; stale: Toggle "AAA" on` or `no body ran`.
    private func cell(_ step: StepRecord) -> String {
        var counts: [(String, Int)] = []
        for body in step.bodies {
            if let index = counts.firstIndex(where: { $0.0 == body.node.view }) {
                counts[index].1 += 1
            } else {
                counts.append((body.node.view, 1))
            }
        }
        var text = counts.isEmpty ? "no body ran" : "ran " + counts.map { $0.1 > 1 ? "\($0.0)×\($0.1)" : $0.0 }.joined(separator: ", ")
        if !step.stale.isEmpty {
            text += "; stale: " + step.stale.map { $0.shows ?? $0.identity }.joined(separator: ", ")
        }
        return text
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
