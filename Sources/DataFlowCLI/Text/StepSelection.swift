/// `--steps 0,2-4`: the steps to show, as ranges (a range is never expanded, so `0-100000000`
/// costs nothing).
struct StepSelection: Equatable, CustomStringConvertible {
    private(set) var ranges: [ClosedRange<Int>]

    /// Parses `0,2-4`; nil when a part is not a step number or an ascending range of them.
    init?(_ text: String) {
        var ranges: [ClosedRange<Int>] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            switch bounds.count {
            case 1:
                guard let step = bounds[0], step >= 0 else { return nil }
                ranges.append(step...step)
            case 2:
                guard let low = bounds[0], let high = bounds[1], 0 <= low, low <= high else { return nil }
                ranges.append(low...high)
            default:
                return nil
            }
        }
        guard !ranges.isEmpty else { return nil }
        self.ranges = ranges
    }

    func contains(_ step: Int) -> Bool { ranges.contains { $0.contains(step) } }

    /// The smallest selected step above `last`, if any.
    func first(after last: Int) -> Int? {
        ranges.filter { $0.upperBound > last }.map { max($0.lowerBound, last + 1) }.min()
    }

    var description: String {
        ranges.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ",")
    }
}
