#!/usr/bin/env bash
# How long swiftc takes to type-check each user function and expression when dataflow compiles
# an app (issue 41: dataflow's overloads must not make the solver slower than SwiftUI's). For each
# app folder: `dataflow run <folder>` (mount only) with a swiftc that adds
# -warn-long-function-bodies and -warn-long-expression-type-checking at 1 ms, then the slowest
# function body and expression of the app's last compile round (earlier rounds may stop on
# errors the run then repairs, such as asset symbols, and an erroring solver searches
# everything).
#
#   scripts/typecheck-times.sh <app folder>...       # DATAFLOW defaults to .build/debug/dataflow
#
# Prints one line per app: its exit status, the slowest body and the slowest expression in ms,
# with their file and line. Nothing is written in the checkout or the apps' folders.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
DATAFLOW=${DATAFLOW:-$REPO/.build/debug/dataflow}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/dataflow-typecheck.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cat > "$WORK/swiftc" <<'WRAP'
#!/usr/bin/env bash
# swiftc, with slow type-checking reported into $TYPECHECK_LOG (one file per compile round).
log="$TYPECHECK_LOG.$(date +%s%N)"
exec 2> >(tee "$log" >&2)
exec "$REAL_SWIFTC" -Xfrontend -warn-long-function-bodies=1 -Xfrontend -warn-long-expression-type-checking=1 "$@"
WRAP
chmod +x "$WORK/swiftc"
for folder in "$@"; do
  name=$(basename "$folder")
  set +e
  REAL_SWIFTC=$(command -v swiftc) TYPECHECK_LOG="$WORK/$name" DATAFLOW_SWIFTC="$WORK/swiftc" DATAFLOW_CACHE="$WORK/cache-$name" \
    "$DATAFLOW" run "$folder" > /dev/null 2>&1
  status=$?
  set -e
  last=$(ls "$WORK/$name".* 2>/dev/null | sort | tail -1)
  [ -n "$last" ] || { echo "$name: status $status, no compile"; continue; }
  awk -v name="$name" -v status="$status" '
    /warning: .* took [0-9]+ms to type-check/ {
      match($0, /took [0-9]+ms/); ms = substr($0, RSTART + 5, RLENGTH - 7) + 0
      split($0, parts, ":"); n = split(parts[1], path, "/"); place = path[n] ":" parts[2]
      if ($0 ~ /warning: expression took/) { if (ms > expr) { expr = ms; exprAt = place } }
      else if (ms > body) { body = ms; bodyAt = place }
    }
    END { printf "%s: status %d, slowest body %d ms (%s), slowest expression %d ms (%s)\n", name, status, body, bodyAt, expr, exprAt }
  ' "$last"
done
