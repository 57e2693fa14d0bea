/// What a chart plots, as its screen line says it: each mark's kind and the values it plots, so a
/// transcript shows when a chart's data changed.
///
///     Chart BarMark ×3 (x Day, y Cups: Mon 2, Tue 4, Wed 1), RuleMark (y Goal: 8)
///
/// Marks are grouped by kind in order of first appearance; each group names the labels of its
/// first mark and up to six marks' values.
struct PlottedMark: Equatable, Sendable {
    /// The mark's type as code writes it: `BarMark`, `SectorMark`, `LinePlot`.
    let kind: String
    /// The values the mark plots, in parameter order, then those of `by:` modifiers.
    var channels: [PlottedChannel]
    /// Shown instead of the channels' values when the mark plots no data (a function plot).
    var summary: String?

    init(kind: String, channels: [PlottedChannel], summary: String? = nil) {
        self.kind = kind
        self.channels = channels
        self.summary = summary
    }

    /// The mark's values as one entry of its group: `Mon 2`.
    var values: String { summary ?? channels.map(\.value).joined(separator: " ") }

    /// The mark's labels: `x Day, y Cups`.
    var labels: String {
        channels.map { $0.label.isEmpty ? $0.role : "\($0.role) \($0.label)" }.joined(separator: ", ")
    }
}

/// One plotted value: the parameter (`x`, `angle`, `foregroundStyle`), its label and the value.
struct PlottedChannel: Equatable, Sendable {
    let role: String
    let label: String
    let value: String
}

/// The detail of a chart's screen line (after `Chart`).
enum ChartLine {
    /// How many marks of a kind the line shows values for.
    static let shownValues = 6

    static func detail(for marks: [PlottedMark]) -> String {
        guard !marks.isEmpty else { return "(no marks)" }
        var kinds: [String] = []
        var groups: [String: [PlottedMark]] = [:]
        for mark in marks {
            if groups[mark.kind] == nil { kinds.append(mark.kind) }
            groups[mark.kind, default: []].append(mark)
        }
        return kinds.map { describe(groups[$0] ?? []) }.joined(separator: ", ")
    }

    /// `BarMark ×3 (x Day, y Cups: Mon 2, Tue 4, Wed 1)`.
    private static func describe(_ group: [PlottedMark]) -> String {
        guard let first = group.first else { return "" }
        var text = first.kind
        if group.count > 1 { text += " ×\(group.count)" }
        guard !first.channels.isEmpty || first.summary != nil else { return text }
        var values = group.prefix(shownValues).map(\.values).joined(separator: ", ")
        if group.count > shownValues { values += ", … +\(group.count - shownValues)" }
        let labels = first.labels
        return text + (labels.isEmpty ? " (\(values))" : " (\(labels): \(values))")
    }
}
