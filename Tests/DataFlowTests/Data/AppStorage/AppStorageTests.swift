import DataFlow
import Testing

private struct Reader: View {
    @AppStorage("name") private var name = "Anonymous"
    var body: some View { Text("hello \(name)") }
}

private struct Bystander: View {
    @AppStorage("name") private var name = "Anonymous"
    var body: some View { Text("I never read it") }
}

private struct Writer: View {
    @AppStorage("name") private var name = "Anonymous"
    var body: some View {
        VStack {
            Button("Rename") { name = "Tim" }
            Button("Same") { name = "Tim" }
            Reader()
            Bystander()
        }
    }
}

private struct Loud: View {
    @AppStorage("volume") private var volume = 5
    var body: some View { Text("loud \(volume)") }
}

private struct Quiet: View {
    @AppStorage("volume") private var volume = 1
    @AppStorage("nickname") private var nickname: String?
    var body: some View {
        VStack {
            Text("quiet \(volume), \(nickname ?? "no nickname")")
            Button("Turn up") { volume = 8 }
            Button("Name") { nickname = "Tim" }
            Button("Forget") { nickname = nil }
            Loud()
        }
    }
}

@Suite struct AppStorageTests {
    /// §20: while a key is unset, each declaration reads its own default, never written to the
    /// store; once one view writes, every declaration reads the stored value.
    @Test func eachDeclarationReadsItsOwnDefaultUntilAWrite() {
        let harness = Harness(Quiet())
        #expect(harness.screen.contains("  Text \"quiet 1, no nickname\"") && harness.screen.contains("  Text \"loud 5\""))
        harness.tap("Turn up")
        let writes = harness.session.steps.last?.writes ?? []
        #expect(writes.map { "\($0.target): \($0.old ?? "") → \($0.new)" } == ["AppStorage(\"volume\"): (unset) → 8"])
        #expect(harness.screen.contains("  Text \"quiet 8, no nickname\"") && harness.screen.contains("  Text \"loud 8\""))
    }

    /// The Optional form reads nil while the key is unset; writing nil unsets it.
    @Test func theOptionalFormIsNilWhileUnset() {
        let harness = Harness(Quiet())
        harness.tap("Name")
        #expect(harness.screen.contains("  Text \"quiet 1, Tim\""))
        harness.tap("Forget")
        #expect(harness.session.steps.last?.writes.map(\.new) == ["(unset)"])
        #expect(harness.screen.contains("  Text \"quiet 1, no nickname\""))
    }

    @Test func aWriteReRunsEveryViewThatReadTheKey() {
        let harness = Harness(Writer())
        let step = harness.tap("Rename")
        #expect(step.writes.map(\.target) == ["AppStorage(\"name\")"])
        // Writer wrote but never read it, Bystander declares it without reading: neither runs.
        #expect(step.ranViews == ["Reader"])
        #expect(harness.screen.contains("  Text \"hello Tim\""))
    }

    @Test func anEqualWriteDoesNothing() {
        let harness = Harness(Writer())
        harness.tap("Rename")
        let step = harness.tap("Same")
        #expect(step.ranViews.isEmpty && step.passes == 0)
    }
}

/// §20: `.defaultAppStorage(_:)` is accepted, as `store:` is: the run keeps one store, so a key
/// under a suite's default store is the same value as the key elsewhere.
fileprivate struct SuiteCounter: View {
    @AppStorage("launches") private var launches = 0
    var body: some View { Button("launches \(launches)") { launches += 1 } }
}

fileprivate struct SuiteRoot: View {
    var body: some View {
        VStack {
            SuiteCounter().defaultAppStorage(UserDefaults(suiteName: "group.example.shared") ?? .standard)
            SuiteCounter()
        }
    }
}

@Suite struct DefaultAppStorageTests {
    @Test func aSuitesKeyIsTheRunsOneValue() {
        let harness = Harness(SuiteRoot())
        harness.tap("launches 0")
        #expect(harness.screen.filter { $0.contains("Button \"launches 1\"") }.count == 2)
    }
}
