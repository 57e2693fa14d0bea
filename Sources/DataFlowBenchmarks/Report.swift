/// Formats measurements as one table (text for the terminal, Markdown for BENCHMARKS.md).
package enum Report {
    package static let header = [
        "scenario", "N", "views", "mount", "action median", "action max", "bodies/action", "compared/action",
        "baseline median", "speed-up", "floor median", "× floor", "bytes/view", "transcript/step",
    ]

    package static func row(_ m: Measurement) -> [String] {
        [
            "\(m.scenario.number) \(m.scenario.name)", grouped(m.size), grouped(m.views), duration(m.mountSeconds),
            duration(m.medianAction), duration(m.maxAction), number(m.bodiesPerAction), number(m.comparedPerAction),
            duration(m.medianBaseline), m.medianAction > 0 ? "\(Int((m.medianBaseline / m.medianAction).rounded()))×" : "-",
            duration(m.medianFloor), m.medianFloor > 0 ? "\(Int(m.timesFloor.rounded()))×" : "-",
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

    /// The measurements as JSON for scripts: one object per row, fields in a fixed order, times in
    /// seconds, `null` where a figure was not measured. `version` changes if a field does.
    package static func json(_ measurements: [Measurement]) -> String {
        let rows = measurements.map { m in
            let fields: [(String, String)] = [
                ("scenario", "\(m.scenario.number)"), ("name", quoted(m.scenario.name)), ("n", "\(m.size)"),
                ("views", "\(m.views)"), ("mount_seconds", "\(m.mountSeconds)"),
                ("action_median_seconds", "\(m.medianAction)"), ("action_max_seconds", "\(m.maxAction)"),
                ("baseline_median_seconds", "\(m.medianBaseline)"), ("floor_median_seconds", "\(m.medianFloor)"),
                ("times_floor", "\(m.timesFloor)"), ("bodies_per_action", "\(m.bodiesPerAction)"),
                ("compared_per_action", "\(m.comparedPerAction)"),
                ("transcript_step_seconds", m.transcriptSeconds.map { "\($0)" } ?? "null"),
                ("bytes_per_view", m.bytesPerView.map { "\($0)" } ?? "null"),
            ]
            return "    {" + fields.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        return "{\n  \"version\": 1,\n  \"results\": [\n" + rows.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// A JSON string literal (names are plain text; quotes and backslashes are escaped anyway).
    static func quoted(_ text: String) -> String {
        "\"" + text.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : String($0) }.joined() + "\""
    }

    package static func duration(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-6: return String(Int((seconds * 1e9).rounded())) + " ns"
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
