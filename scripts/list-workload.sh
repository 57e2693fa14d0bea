#!/usr/bin/env bash
# The list workload (BENCHMARKS.md, scenario 6) through dataflow's public API only, as an app
# author's own program would drive it: `import DataFlow`, a root view with `@State var rows: [Row]`
# and `ForEach(rows)`, a `Session` with `inspection: .none`, and `session.tap("next update")` for
# each update (find the button, operate it, run the full synchronous pass). Update k flips row
# (k × 7919) mod N. Each size runs in a process of its own, so that its peak resident memory
# (VmHWM) is its own.
#
#   scripts/list-workload.sh [SIZES] [UPDATES]      # defaults: "1000 10000 100000" 100
#
# Prints, per size: the mount, the median and the maximum update (after 5 warm-up updates), and
# the process's peak resident memory. The package is built in release mode in a temporary folder
# that depends on this checkout by path (nothing is written in the checkout). Linux only (VmHWM).
set -euo pipefail
SIZES=${1:-"1000 10000 100000"}
UPDATES=${2:-100}
REPO=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/dataflow-list-workload.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/Sources/ListWorkload"

cat > "$WORK/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ListWorkload",
    dependencies: [.package(name: "dataflow", path: "$REPO")],
    targets: [.executableTarget(name: "ListWorkload", dependencies: [.product(name: "DataFlow", package: "dataflow")])]
)
SWIFT

cat > "$WORK/Sources/ListWorkload/main.swift" <<'SWIFT'
import DataFlow
import Foundation

struct Row: Identifiable, Equatable {
    let id: Int
    var isOn = false
}

struct RowView: View {
    let row: Row
    var body: some View { Text("row \(row.id): \(row.isOn ? "on" : "off")") }
}

/// Which row update k flips, outside the views.
final class UpdateSequence {
    private var next = 0
    func nextRow(of count: Int) -> Int {
        defer { next += 1 }
        return next * 7919 % count
    }
}

struct RowList: View {
    @State private var rows: [Row]
    let updates = UpdateSequence()

    init(count: Int) { _rows = State(initialValue: (0..<count).map { Row(id: $0) }) }

    var body: some View {
        VStack {
            Button("next update") { rows[updates.nextRow(of: rows.count)].isOn.toggle() }
            ForEach(rows) { RowView(row: $0) }
        }
    }
}

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func format(_ seconds: Double) -> String {
    seconds >= 1e-3 ? String(format: "%.2f ms", seconds * 1e3) : String(format: "%.1f µs", seconds * 1e6)
}

/// The process's peak resident memory (Linux: VmHWM), in MiB.
func peakResidentMiB() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kib = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return "-" }
    return String(format: "%.0f MiB", kib / 1024)
}

let arguments = CommandLine.arguments
let size = Int(arguments[1])!
let updates = Int(arguments[2])!
var session: Session!
let mount = seconds { session = Session(RowList(count: size), inspection: .none) }
for _ in 0..<5 { try session.tap("next update") }
var times: [Double] = []
for _ in 0..<updates { times.append(try seconds { try session.tap("next update") }) }
times.sort()
let median = times[times.count / 2]
print(
    [String(size), format(mount), format(median), format(times.last!), peakResidentMiB()]
        .joined(separator: " | "))
SWIFT

echo "Building the workload (release)…" >&2
swift build -c release --package-path "$WORK" >&2
BIN=$(swift build -c release --package-path "$WORK" --show-bin-path)/ListWorkload
echo "| rows | mount | update median | update max | peak RSS |"
echo "| ---: | ---: | ---: | ---: | ---: |"
for size in $SIZES; do
    echo "| $("$BIN" "$size" "$UPDATES") |"
done
