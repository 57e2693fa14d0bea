#!/usr/bin/env bash
# The first run of a 20-file app against what swiftc alone takes to compile it (issue 29).
#
# Writes a 20-file app (an @Observable store, a model, 17 views, the App) into a temporary
# folder, then runs `dataflow run` on it RUNS times, each with an empty program cache, through a
# compiler wrapper that times the `swiftc` dataflow starts. Prints each run's wall time, the
# compiler's share of it, and the medians' ratio. The runtime's own modules are built before
# timing starts (a first run of a user's app, not of dataflow).
#
#   scripts/first-run.sh [path/to/dataflow] [RUNS]
set -euo pipefail
DATAFLOW=${1:-.build/release/dataflow}
RUNS=${2:-5}
DATAFLOW=$(cd "$(dirname "$DATAFLOW")" && pwd)/$(basename "$DATAFLOW")
WORK=$(mktemp -d "${TMPDIR:-/tmp}/dataflow-first-run.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
APP="$WORK/Tasks"
mkdir -p "$APP"

cat > "$APP/TasksApp.swift" <<'SWIFT'
import SwiftUI

@main
struct TasksApp: App {
    @State private var store = TaskStore()
    var body: some Scene {
        WindowGroup { ContentView().environment(store) }
    }
}
SWIFT
cat > "$APP/TaskItem.swift" <<'SWIFT'
import Foundation

struct TaskItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
    var priority = 1
}
SWIFT
cat > "$APP/TaskStore.swift" <<'SWIFT'
import Observation

@Observable
final class TaskStore {
    var items: [TaskItem] = (1...5).map { TaskItem(id: $0, title: "Task \($0)") }
    var filter = ""
    var visible: [TaskItem] { filter.isEmpty ? items : items.filter { $0.title.contains(filter) } }
    func toggle(_ item: TaskItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isDone.toggle()
    }
}
SWIFT
VIEWS=""
for i in $(seq 1 16); do
  VIEWS="$VIEWS            Section$i()\n"
  cat > "$APP/Section$i.swift" <<SWIFT
import SwiftUI

struct Section$i: View {
    @Environment(TaskStore.self) private var store
    @State private var isExpanded = false
    @State private var note = ""

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Section $i", isOn: \$isExpanded)
            if isExpanded {
                TextField("Note $i", text: \$note)
                ForEach(store.visible) { item in
                    Row$i(item: item) { store.toggle(item) }
                }
            }
        }
    }
}

private struct Row$i: View {
    let item: TaskItem
    let onToggle: () -> Void
    var body: some View {
        HStack {
            Text(item.title)
            Spacer()
            Button(item.isDone ? "Undo $i" : "Done $i", action: onToggle)
        }
    }
}
SWIFT
done
cat > "$APP/ContentView.swift" <<SWIFT
import SwiftUI

struct ContentView: View {
    @Environment(TaskStore.self) private var store
    var body: some View {
        ScrollView {
$(printf "$VIEWS")
        }
    }
}
SWIFT
echo "app: $(ls "$APP" | wc -l | tr -d ' ') files, $(cat "$APP"/*.swift | wc -l | tr -d ' ') lines"

cat > "$WORK/swiftc" <<'SH'
#!/usr/bin/env bash
start=$(date +%s.%N)
swiftc "$@"
status=$?
end=$(date +%s.%N)
echo "$start $end" >> "$FIRST_RUN_LOG"
exit $status
SH
chmod +x "$WORK/swiftc"

# Warm: the runtime's modules, built once for every user program.
DATAFLOW_CACHE="$WORK/warm" "$DATAFLOW" run "$APP" --script 'toggle "Section 1"' > /dev/null

totals=()
compiles=()
for run in $(seq 1 "$RUNS"); do
  # An empty program cache: the user's program is compiled afresh (the runtime's modules are
  # the build directory's, or the warm cache's when run from elsewhere).
  rm -rf "$WORK/cache" "$WORK/log"
  cp -R "$WORK/warm" "$WORK/cache"
  find "$WORK/cache" -maxdepth 1 -name 'program-*' -exec rm -rf {} +
  start=$(date +%s.%N)
  FIRST_RUN_LOG="$WORK/log" DATAFLOW_SWIFTC="$WORK/swiftc" DATAFLOW_CACHE="$WORK/cache" \
    "$DATAFLOW" run "$APP" --script 'toggle "Section 1"; tap "Done 1"' > /dev/null
  end=$(date +%s.%N)
  compile=$(awk '{ total += $2 - $1 } END { printf "%.3f", total }' "$WORK/log" 2>/dev/null || echo 0)
  total=$(echo "$end - $start" | bc)
  totals+=("$total")
  compiles+=("$compile")
  printf 'run %d: dataflow %.2f s, of which swiftc %.2f s\n' "$run" "$total" "$compile"
done
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
mt=$(median "${totals[@]}")
mc=$(median "${compiles[@]}")
printf 'median: dataflow %.2f s, swiftc %.2f s, ratio %.2fx\n' "$mt" "$mc" "$(echo "$mt / $mc" | bc -l)"
