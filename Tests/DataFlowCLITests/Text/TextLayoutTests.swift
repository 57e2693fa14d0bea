import Testing

@testable import DataFlowCLI

/// Wrapping transcript lines: at spaces, else after a `/` so that an identity path keeps its
/// segments whole, else inside a word; no line is longer than the width, nothing is lost.
@Suite struct TextLayoutTests {
    private let layout = TextLayout(width: 40)

    @Test func textBreaksAtSpaces() {
        let lines = layout.wrap("the quick brown fox jumps over the lazy dog and runs far away", indent: "  ")
        #expect(lines == ["  the quick brown fox jumps over the", "    ↳ lazy dog and runs far away"])
    }

    @Test func anIdentityPathBreaksBetweenSegments() {
        let path = "ContentView/NavigationStack/List/ForEach[AAA]/HabitRow/HStack/Toggle"
        let lines = layout.wrap(path, indent: "  ")
        #expect(lines.allSatisfy { $0.count <= 40 })
        // Every line but the last ends with a whole segment and its slash.
        for line in lines.dropLast() { #expect(line.hasSuffix("/"), "\(line)") }
        let joined = lines.enumerated().map { $0.offset == 0 ? String($0.element.dropFirst(2)) : String($0.element.dropFirst(6)) }.joined()
        #expect(joined == path)
    }

    @Test func aWordLongerThanALineIsCutInside() {
        let word = String(repeating: "x", count: 90)
        let lines = layout.wrap(word, indent: "")
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines.map { $0.replacingOccurrences(of: "  ↳ ", with: "") }.joined() == word)
    }
}
