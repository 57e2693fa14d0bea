// `make mutants`: breaks one runtime rule at a time and reports who notices, the fuzzer or the
// unit tests. Run with `swift scripts/mutants.swift` from the repository (or `make mutants`).
//
// It works on a scratch git worktree of HEAD (commit first), so the working tree is never
// touched: for each mutation it edits one file there, rebuilds (debug), runs the fuzzer
// (`dataflow-fuzz --seed 1 --count 300 --steps 12`) and the runtime's unit tests
// (`swift test --filter DataFlowTests`), and puts the file back. A mutation whose text is no
// longer in its file is reported as stale: update it when the code moves.
//
// Environment: MUTANTS_DIR (default /tmp/dataflow-mutants), MUTANTS_ONLY (ids, comma-separated).

import Foundation

struct Mutation {
    let id: String
    /// The rule the mutation breaks (docs/RULES.md).
    let rule: String
    let file: String
    let original: String
    let replacement: String
    let summary: String
}

let mutations: [Mutation] = [
    Mutation(
        id: "M1", rule: "§4", file: "Sources/DataFlow/Data/State/StoredLocation.swift",
        original: "if graph.compareValues(live, newValue) {",
        replacement: "if false, graph.compareValues(live, newValue) {",
        summary: "a write equal to the stored value is applied like a change"),
    Mutation(
        id: "M2", rule: "§3", file: "Sources/DataFlow/Data/State/StoredLocation.swift",
        original: "if wasRead { owner.storageDidChange() }",
        replacement: "owner.storageDidChange()",
        summary: "a state change re-runs its owner even when no body read it"),
    Mutation(
        id: "M3", rule: "§5", file: "Sources/DataFlow/Graph/BodyNode.swift",
        original: "let selfChanged = !graph.compareViews(input, view, plan: comparisonPlan)",
        replacement: "let selfChanged = true",
        summary: "a child re-runs whenever its parent does, equal inputs or not"),
    Mutation(
        id: "M4", rule: "§15", file: "Sources/DataFlow/View/ForEach.swift",
        original: "for element in data {\n                    slots.append(ChildSlot(key: .element(RowID(unsafeBitCast(element, to: ID.self))), view: content(element)))",
        replacement: "for (offset, element) in data.enumerated() {\n                    slots.append(ChildSlot(key: .element(.int(offset)), view: content(element)))",
        summary: "ForEach(data, id: \\.self) identifies rows by position, not by id"),
    Mutation(
        id: "M5", rule: "§7", file: "Sources/DataFlow/Data/Combine/ObservedObject.swift",
        original: "queue.stageInvalidation { [weak node] in node?.propertyDidChange(index) }",
        replacement: "_ = index",
        summary: "objectWillChange outside an update invalidates nothing"),
    Mutation(
        id: "M6", rule: "§8", file: "Sources/DataFlow/Data/Observation/BodyObservation.swift",
        original: "self.node.dependenciesDidChange()",
        replacement: "_ = self.node",
        summary: "a tracked @Observable property's change invalidates nothing"),
    Mutation(
        id: "M7", rule: "§11", file: "Sources/DataFlow/Modifiers/OnChange.swift",
        original: "graph.queue.enqueue(label) { newClosure(old, new) }",
        replacement: "graph.queue.enqueue(label) { newClosure(new, new) }",
        summary: "onChange(of:) hands the new value as the old one"),
    Mutation(
        id: "M8", rule: "§9", file: "Sources/DataFlow/Data/Environment/EnvironmentKeyWritingModifier.swift",
        original: "reader.environmentDidChange()",
        replacement: "_ = reader",
        summary: "a changed environment value re-runs none of its readers"),
    Mutation(
        id: "M9", rule: "§1", file: "Sources/DataFlow/Modifiers/IDModifier.swift",
        original: "package var contentKey: IdentityKey { .explicit(id) }",
        replacement: "package var contentKey: IdentityKey { .explicit(AnyHashable(0)) }",
        summary: ".id(_:) with a new value keeps the old identity and its state"),
    Mutation(
        id: "M10", rule: "§16", file: "Sources/DataFlow/Modifiers/AppearanceActions.swift",
        original: "guard isFirst, let modifier = node.modifier as? _AppearanceActionModifier",
        replacement: "guard let modifier = node.modifier as? _AppearanceActionModifier",
        summary: "onAppear runs on every update of its content, not once per identity"),
    Mutation(
        id: "M11", rule: "§16", file: "Sources/DataFlow/Modifiers/AppearanceActions.swift",
        original: "node.graph.queue.enqueue(\"onDisappear of \\(node.ownerDescription)\", disappear)",
        replacement: "_ = disappear",
        summary: "onDisappear never runs when its identity leaves"),
    Mutation(
        id: "M12", rule: "§16", file: "Sources/DataFlow/Graph/Node.swift",
        original: "for child in leaving where child.leavesWithoutTransition { child.remove() }",
        replacement: "for child in leaving { child.remove() }",
        summary: "a replaced identity disappears before its replacement appears"),
    Mutation(
        id: "M13", rule: "§10", file: "Sources/DataFlow/Data/Preference/PreferenceKey.swift",
        original: "Key.reduce(value: &value, nextValue: { next })",
        replacement: "_ = next",
        summary: "siblings' preference values are not reduced: the first producer's value wins"),
]

// MARK: Running commands

struct Outcome {
    var status: Int32
    var output: String
    var timedOut: Bool
}

/// Runs a command in `directory`, with a time limit; the output is kept for failures.
func run(_ arguments: [String], in directory: URL, timeout: Double) -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("mutants-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    guard let handle = try? FileHandle(forWritingTo: output) else { return Outcome(status: -1, output: "cannot log", timedOut: false) }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return Outcome(status: -1, output: "\(error)", timedOut: false) }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
    let timedOut = process.isRunning
    if timedOut {
        process.terminate()
        Thread.sleep(forTimeInterval: 1)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    process.waitUntilExit()
    try? handle.close()
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    return Outcome(status: process.terminationStatus, output: text, timedOut: timedOut)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("mutants: \(message)\n".utf8))
    exit(1)
}

// MARK: The scratch worktree

let repository = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let work = URL(fileURLWithPath: ProcessInfo.processInfo.environment["MUTANTS_DIR"] ?? "/tmp/dataflow-mutants")
let only = ProcessInfo.processInfo.environment["MUTANTS_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }

_ = run(["git", "worktree", "remove", "--force", work.path], in: repository, timeout: 60)
try? FileManager.default.removeItem(at: work)
let added = run(["git", "worktree", "add", "--detach", work.path, "HEAD"], in: repository, timeout: 120)
guard added.status == 0 else { fail("cannot create the worktree at \(work.path):\n\(added.output)") }
defer { _ = run(["git", "worktree", "remove", "--force", work.path], in: repository, timeout: 60) }

func build() -> Outcome { run(["swift", "build", "--build-tests"], in: work, timeout: 1800) }
func fuzz() -> Outcome { run([".build/debug/dataflow-fuzz", "--seed", "1", "--count", "300", "--steps", "12"], in: work, timeout: 600) }
func unitTests() -> Outcome { run(["swift", "test", "--skip-build", "--filter", "DataFlowTests"], in: work, timeout: 900) }

print("mutants: building HEAD in \(work.path) (the first build takes a few minutes)")
guard build().status == 0 else { fail("HEAD does not build in the worktree") }
guard fuzz().status == 0 else { fail("the fuzzer fails on HEAD itself: fix that first") }
guard unitTests().status == 0 else { fail("the unit tests fail on HEAD itself: fix that first") }

// MARK: Each mutation

var rows: [(Mutation, String, String)] = []
for mutation in mutations where only?.contains(mutation.id) ?? true {
    let file = work.appendingPathComponent(mutation.file)
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { fail("\(mutation.id): cannot read \(mutation.file)") }
    guard text.components(separatedBy: mutation.original).count == 2 else {
        rows.append((mutation, "stale", "stale"))
        print("\(mutation.id): stale (its text is not in \(mutation.file) exactly once)")
        continue
    }
    try! text.replacingOccurrences(of: mutation.original, with: mutation.replacement).write(to: file, atomically: true, encoding: .utf8)
    defer { try! text.write(to: file, atomically: true, encoding: .utf8) }
    print("\(mutation.id) \(mutation.rule): \(mutation.summary)")
    guard build().status == 0 else {
        rows.append((mutation, "does not compile", "does not compile"))
        continue
    }
    let fuzzed = fuzz()
    let fuzzVerdict = fuzzed.status == 0 ? "missed" : (fuzzed.timedOut ? "caught (hang)" : "caught")
    let tested = unitTests()
    let testVerdict = tested.status == 0 ? "missed" : (tested.timedOut ? "caught (hang)" : "caught")
    print("  fuzzer: \(fuzzVerdict); unit tests: \(testVerdict)")
    if fuzzed.status != 0, let first = fuzzed.output.split(separator: "\n").first(where: { $0.hasPrefix("fuzz failure") }) {
        print("  fuzzer says: \(first)")
    }
    rows.append((mutation, fuzzVerdict, testVerdict))
}
// The last mutated file is back; rebuild nothing, the worktree goes away.

print("")
print("| id | rule | mutation | fuzzer | unit tests |")
print("| --- | --- | --- | --- | --- |")
for (mutation, fuzzVerdict, testVerdict) in rows {
    print("| \(mutation.id) | \(mutation.rule) | \(mutation.summary) | \(fuzzVerdict) | \(testVerdict) |")
}
let valid = rows.filter { !["stale", "does not compile"].contains($0.1) }
let byFuzzer = valid.filter { $0.1.hasPrefix("caught") }.count
let byTests = valid.filter { $0.2.hasPrefix("caught") }.count
print("")
print("caught by the fuzzer: \(byFuzzer) of \(valid.count); by the unit tests: \(byTests) of \(valid.count)")
