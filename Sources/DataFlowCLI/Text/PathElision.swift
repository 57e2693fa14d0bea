/// Identity paths of deep trees shortened by folding repeated segments: a view that nests itself
/// forty times prints `ContentView/Nest[else]×40/Nest`, and a repeated pair `(Row/VStack)×12`, so a
/// transcript of a recursive tree grows with the number of views, not with their depth squared.
/// `--paths full` prints them whole.
///
/// Only paths longer than two lines are folded, and folding loses no segment that differs from
/// its neighbours: a path's middle may be what tells two rows apart (`ForEach[Card(id: UUID#1, …)]`).
enum PathElision {
    /// The longest repeated run folded, in segments.
    static let longestPeriod = 4

    /// `path` if it is at most twice `width` characters, else with each run of repeated segments
    /// (or of repeated groups of up to four) folded into one with its count.
    static func elide(_ path: String, toFit width: Int) -> String {
        guard path.utf8.count > 2 * width, path.count > 2 * width else { return path }
        // Equal segments share a number, so runs are found by comparing integers.
        var numbers: [Substring: Int] = [:]
        let segments = split(path)
        let keys = segments.map { segment in
            if let number = numbers[segment] { return number }
            numbers[segment] = numbers.count
            return numbers.count - 1
        }
        var folded: [String] = []
        var index = 0
        while index < keys.count {
            var best: (period: Int, count: Int)?
            for period in 1...longestPeriod where best == nil && index + 2 * period <= keys.count {
                var count = 1
                while index + (count + 1) * period <= keys.count, repeats(keys, from: index, period: period, times: count) {
                    count += 1
                }
                if count >= 2 { best = (period, count) }
            }
            if let best {
                let unit = segments[index..<index + best.period].joined(separator: "/")
                folded.append((best.period == 1 ? unit : "(\(unit))") + "×" + grouped(best.count))
                index += best.period * best.count
            } else {
                folded.append(String(segments[index]))
                index += 1
            }
        }
        return folded.joined(separator: "/")
    }

    /// Whether the `period` keys from `start` come again after `times` repetitions.
    private static func repeats(_ keys: [Int], from start: Int, period: Int, times: Int) -> Bool {
        let next = start + times * period
        var offset = 0
        while offset < period {
            if keys[start + offset] != keys[next + offset] { return false }
            offset += 1
        }
        return true
    }

    /// The segments of a path: `/` separates them outside brackets and parentheses only (a row id
    /// may hold a `/`). Scans the UTF-8 bytes (the separators are ASCII): a deep tree's paths are
    /// long and there is one per line.
    static func split(_ path: String) -> [Substring] {
        var path = path
        path.makeContiguousUTF8()
        let cuts: [Int] = path.utf8.withContiguousStorageIfAvailable { bytes in
            var cuts: [Int] = []
            var depth = 0
            var offset = 0
            // A plain loop: the runtime is built without optimisation, and this runs once a line.
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == 0x5B || byte == 0x28 {  // [ (
                    depth += 1
                } else if byte == 0x5D || byte == 0x29 {  // ] )
                    depth = max(0, depth - 1)
                } else if byte == 0x2F, depth == 0 {  // /
                    cuts.append(offset)
                }
                offset += 1
            }
            return cuts
        } ?? []
        var segments: [Substring] = []
        var start = path.utf8.startIndex
        var previous = 0
        for cut in cuts {
            let end = path.utf8.index(start, offsetBy: cut - previous)
            segments.append(path[start..<end])
            start = path.utf8.index(after: end)
            previous = cut + 1
        }
        segments.append(path[start...])
        return segments
    }

    /// `4,996`.
    private static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
