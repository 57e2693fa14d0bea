/// Formats measurements as one table (text for the terminal, Markdown for BENCHMARKS.md).
package enum Report {
    package static let header = [
        "scenario", "N", "views", "mount", "action median", "action max", "bodies/action", "compared/action",
        "baseline median", "speed-up", "bytes/view", "transcript/step",
    ]

    package static func row(_ m: Measurement) -> [String] {
        [
            "\(m.scenario.number) \(m.scenario.name)", grouped(m.size), grouped(m.views), duration(m.mountSeconds),
            duration(m.medianAction), duration(m.maxAction), number(m.bodiesPerAction), number(m.comparedPerAction),
            duration(m.medianBaseline), m.medianAction > 0 ? "\(Int((m.medianBaseline / m.medianAction).rounded()))×" : "-",
            m.bytesPerView.map { "\(Int($0.rounded()))" } ?? "n/a", m.transcriptSeconds.map(duration) ?? "-",
        ]
    }

    package static func text(_ rows: [[String]]) -> String {
        let table = [header] + rows
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { row in
            row.enumerated().map { column, cell in
                column == 0 ? cell.padded(to: widths[column]) : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    package static func markdown(_ rows: [[String]]) -> String {
        let lines = [header, header.map { _ in "---:" }] + rows
        return lines.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n") + "\n"
    }

    static func duration(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-3: return String(format1(seconds * 1e6)) + " µs"
        case ..<1: return String(format1(seconds * 1e3)) + " ms"
        default: return String(format1(seconds)) + " s"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : format1(value)
    }

    static func grouped(_ value: Int) -> String {
        var digits = Array(String(value))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }

    /// One decimal place, without Foundation.
    static func format1(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}

extension String {
    func padded(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
