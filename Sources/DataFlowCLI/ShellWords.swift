/// A word as a POSIX shell reads it back: as it is when that is safe, else in single quotes
/// (`'tap "A"; tap "B"'`), so that commands dataflow prints can be pasted into a shell.
func shellQuoted(_ word: String) -> String {
    let safe = !word.isEmpty && word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789-_./=:,+@%".unicodeScalars.contains($0) }
    if safe { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
