/// What every mark type shares: one plotted mark, which is all a chart's line needs of it.
///
/// Marks keep their plotted values already described (strings), so a chart whose marks are built
/// in the parent's body compares equal to the last one exactly when its line would be the same.
protocol SingleMark: MarkSource {
    var mark: PlottedMark { get }
}

extension SingleMark {
    func collectMarks(into marks: inout [PlottedMark]) { marks.append(mark) }
}

extension PlottedMark {
    /// A mark of `kind` plotting the given values, skipping those left out (`nil`).
    init(_ kind: String, _ channels: PlottedChannel?...) {
        self.init(kind: kind, channels: channels.compactMap { $0 })
    }
}
