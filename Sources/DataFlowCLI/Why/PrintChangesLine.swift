import DataFlow

/// A `_printChanges` line read back: the reasons it names.
enum PrintChangesLine {
    /// `Row: @self, _count changed.` → `["@self", "_count"]`; `Row: unchanged.` → `[]`.
    static func tokens(_ changes: String) -> [String] {
        guard let colon = changes.firstIndex(of: ":") else { return [] }
        var list = changes[changes.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        for suffix in [" changed.", " changed"] where list.hasSuffix(suffix) { list.removeLast(suffix.count) }
        if list == "unchanged." { return [] }
        return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

extension WriteLine {
    /// Whether this write changed `place` or something inside it (`_columns[0].isEnabled` is in
    /// `_columns`, `Model#1.name` in `Model#1`).
    func touches(_ place: String) -> Bool {
        target == place || target.hasPrefix(place + ".") || target.hasPrefix(place + "[")
    }
}
