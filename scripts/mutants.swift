// `make mutants`: breaks one runtime rule at a time and reports which checks notice: the
// fuzzer, the runtime's unit tests, the catalog's goldens. Run with `swift scripts/mutants.swift`
// from the repository (or `make mutants`). docs/REACH.md is the table it measures.
//
// It works on a scratch git worktree of HEAD (commit first), so the working tree is never
// touched: for each mutation in scripts/mutations.json it edits one file there, rebuilds (debug),
// runs the fuzzer (`dataflow-fuzz --seed 1 --count 300 --steps 12`), the runtime's unit tests
// (`swift test --filter "DataFlowTests|FrameworksTests"`, naming those that fail) and `dataflow verify` (naming the
// goldens that no longer match), and puts the file back. A mutation whose text is no longer in
// its file is reported as stale: update it when the code moves. The worktree and its build
// folder are kept for the next run, which rebuilds only what changed.
//
// Environment: MUTANTS_DIR (default /tmp/dataflow-mutants), MUTANTS_ONLY (ids, comma-separated).
// Exit status: 0 when every mutation is caught by some check, 1 otherwise.

import Foundation

struct Mutation: Decodable {
    let id: String
    /// The rule the mutation breaks (docs/rules/).
    let rule: String
    let file: String
    let original: String
    let replacement: String
    let summary: String
}

/// The mutations live in scripts/mutations.json, which docs/REACH.md cites and a unit test
/// (ReachTableTests) keeps from going stale.
let mutations: [Mutation] = {
    let url = URL(fileURLWithPath: "scripts/mutations.json")
    guard let data = try? Data(contentsOf: url) else { fail("cannot read \(url.path): run from the repository") }
    do { return try JSONDecoder().decode([Mutation].self, from: data) } catch { fail("scripts/mutations.json: \(error)") }
}()

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

// A worktree from an earlier run is moved to HEAD and kept, with its build folder, so that a
// second run rebuilds only what changed; anything else at that path is left alone.
let gitFile = work.appendingPathComponent(".git")
if FileManager.default.fileExists(atPath: gitFile.path) {
    let moved = run(["git", "checkout", "--force", "--detach", "HEAD"], in: work, timeout: 120)
    let head = run(["git", "rev-parse", "HEAD"], in: repository, timeout: 60).output.trimmingCharacters(in: .whitespacesAndNewlines)
    let reset = run(["git", "reset", "--hard", head], in: work, timeout: 120)
    guard moved.status == 0, reset.status == 0 else { fail("cannot move the worktree at \(work.path) to HEAD:\n\(moved.output)\(reset.output)") }
} else if FileManager.default.fileExists(atPath: work.path) {
    fail("\(work.path) exists and is not a worktree of this repository: remove it or set MUTANTS_DIR")
} else {
    _ = run(["git", "worktree", "prune"], in: repository, timeout: 60)
    let added = run(["git", "worktree", "add", "--detach", work.path, "HEAD"], in: repository, timeout: 120)
    guard added.status == 0 else { fail("cannot create the worktree at \(work.path):\n\(added.output)") }
}

func build() -> Outcome { run(["swift", "build", "--build-tests"], in: work, timeout: 1800) }
func fuzz() -> Outcome { run([".build/debug/dataflow-fuzz", "--seed", "1", "--count", "300", "--steps", "12"], in: work, timeout: 600) }
func unitTests() -> Outcome { run(["swift", "test", "--skip-build", "--filter", "DataFlowTests|FrameworksTests"], in: work, timeout: 900) }
func goldens() -> Outcome { run([".build/debug/dataflow", "verify"], in: work, timeout: 900) }

/// The names of the tests that failed, from Swift Testing's `✘ Test name() …` lines and
/// XCTest's `Test Case '…' failed` lines.
func failedTests(in output: String) -> [String] {
    var names: [String] = []
    for line in output.split(separator: "\n") {
        let text = String(line)
        var name: String?
        if text.contains("✘ Test run with") { continue }  // the summary line, not a test
        if let range = text.range(of: "✘ Test "), text.contains(" failed") || text.contains("recorded an issue") {
            name = String(text[range.upperBound...].prefix { $0 != "(" && $0 != " " })
        } else if text.hasPrefix("Test Case '"), text.hasSuffix("failed") || text.contains("' failed (") {
            name = String(text.dropFirst(11).prefix { $0 != "'" }).split(separator: ".").last.map(String.init)
        }
        if let name, !name.isEmpty, !names.contains(name) { names.append(name) }
    }
    return names
}

/// The catalog experiments whose goldens no longer match.
func failedGoldens(in output: String) -> [String] {
    var names: [String] = []
    for line in output.split(separator: "\n") where line.hasPrefix("FAIL    ") {
        let name = String(line.dropFirst(8).prefix { $0 != ":" && $0 != " " })
        if !names.contains(name) { names.append(name) }  // its text and JSON goldens fail together
    }
    return names
}

print("mutants: building HEAD in \(work.path) (the first build takes a few minutes)")
guard build().status == 0 else { fail("HEAD does not build in the worktree") }
guard fuzz().status == 0 else { fail("the fuzzer fails on HEAD itself: fix that first") }
guard unitTests().status == 0 else { fail("the unit tests fail on HEAD itself: fix that first") }
guard goldens().status == 0 else { fail("the goldens fail on HEAD itself: fix that first") }

// MARK: Each mutation

struct Row {
    let mutation: Mutation
    var fuzzer: String
    var tests: [String] = []
    var goldens: [String] = []
    var note: String? = nil
}

func caught(_ names: [String]) -> String {
    names.isEmpty ? "missed" : names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " (+\(names.count - 3))" : "")
}

var rows: [Row] = []
for mutation in mutations where only?.contains(mutation.id) ?? true {
    let file = work.appendingPathComponent(mutation.file)
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { fail("\(mutation.id): cannot read \(mutation.file)") }
    guard text.components(separatedBy: mutation.original).count == 2 else {
        rows.append(Row(mutation: mutation, fuzzer: "stale", note: "its text is not in \(mutation.file) exactly once"))
        print("\(mutation.id): stale (its text is not in \(mutation.file) exactly once)")
        continue
    }
    try! text.replacingOccurrences(of: mutation.original, with: mutation.replacement).write(to: file, atomically: true, encoding: .utf8)
    defer { try! text.write(to: file, atomically: true, encoding: .utf8) }
    print("\(mutation.id) \(mutation.rule): \(mutation.summary)")
    guard build().status == 0 else {
        rows.append(Row(mutation: mutation, fuzzer: "does not compile"))
        continue
    }
    let fuzzed = fuzz()
    var row = Row(mutation: mutation, fuzzer: fuzzed.status == 0 ? "missed" : (fuzzed.timedOut ? "caught (hang)" : "caught"))
    let tested = unitTests()
    row.tests = failedTests(in: tested.output)
    if tested.status != 0 && row.tests.isEmpty { row.tests = [tested.timedOut ? "(hang)" : "(the test run failed)"] }
    let verified = goldens()
    row.goldens = failedGoldens(in: verified.output)
    if verified.status != 0 && row.goldens.isEmpty { row.goldens = [verified.timedOut ? "(hang)" : "(verify failed)"] }
    print("  fuzzer: \(row.fuzzer); unit tests: \(caught(row.tests)); goldens: \(caught(row.goldens))")
    if fuzzed.status != 0, let first = fuzzed.output.split(separator: "\n").first(where: { $0.hasPrefix("fuzz failure") }) {
        print("  fuzzer says: \(first)")
    }
    rows.append(row)
}
// Every mutated file is back; the worktree stays for the next run (MUTANTS_DIR).

print("")
print("| id | rule | mutation | fuzzer | unit tests | goldens |")
print("| --- | --- | --- | --- | --- | --- |")
for row in rows {
    let m = row.mutation
    print("| \(m.id) | \(m.rule) | \(m.summary) | \(row.fuzzer) | \(row.note ?? caught(row.tests)) | \(row.note ?? caught(row.goldens)) |")
}
let valid = rows.filter { !["stale", "does not compile"].contains($0.fuzzer) }
let byFuzzer = valid.filter { $0.fuzzer.hasPrefix("caught") }.count
let byTests = valid.filter { !$0.tests.isEmpty }.count
let byGoldens = valid.filter { !$0.goldens.isEmpty }.count
let byAny = valid.filter { $0.fuzzer.hasPrefix("caught") || !$0.tests.isEmpty || !$0.goldens.isEmpty }.count
print("")
print("of \(valid.count) mutations: the fuzzer caught \(byFuzzer), the unit tests \(byTests), the goldens \(byGoldens); some check caught \(byAny)")
if valid.count < rows.count { print("\(rows.count - valid.count) stale or not compiling: fix them in scripts/mutations.json") }
exit(byAny == valid.count && valid.count == rows.count ? 0 : 1)
