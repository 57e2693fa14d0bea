#!/usr/bin/env bash
# Drives `dataflow serve`'s page in a headless Chromium, when one is installed: tap a toggle on
# the drawn phone, see its step appear, Alt-click a view for why, step back with ←
# (scripts/serve-page.mjs says what it checks). Without Chromium it says so and exits 0.
#
#   scripts/serve-page.sh [EXPERIMENT] [SCREENSHOT.png]     # default: state-of-array, no picture
#
# Uses .build/debug/dataflow (built first); DATAFLOW=<path> chooses another binary. The server
# and the browser run in temporary folders and end with the script (Ctrl-C included).
set -euo pipefail
EXPERIMENT=${1:-state-of-array}
SCREENSHOT=${2:-}
REPO=$(cd "$(dirname "$0")/.." && pwd)
BROWSER=""
for candidate in chromium chromium-browser google-chrome google-chrome-stable; do
    if command -v "$candidate" >/dev/null; then BROWSER=$(command -v "$candidate"); break; fi
done
if [ -z "$BROWSER" ]; then
    echo "serve-page: no headless Chromium here (chromium, chromium-browser or google-chrome); nothing checked"
    exit 0
fi
if [ -z "${DATAFLOW:-}" ]; then
    swift build --package-path "$REPO" --product dataflow >/dev/null
    DATAFLOW="$REPO/.build/debug/dataflow"
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/dataflow-serve-page.XXXXXX")
SERVER=""
BROWSER_PID=""
cleanup() {
    set +e
    [ -n "$BROWSER_PID" ] && kill "$BROWSER_PID" 2>/dev/null && wait "$BROWSER_PID" 2>/dev/null
    # A background job ignores Ctrl-C's SIGINT in a script: SIGTERM, which serve treats alike.
    if [ -n "$SERVER" ]; then
        kill -TERM "$SERVER" 2>/dev/null
        for _ in $(seq 1 50); do kill -0 "$SERVER" 2>/dev/null || break; sleep 0.1; done
        kill -0 "$SERVER" 2>/dev/null && { echo "serve-page: serve did not end on SIGTERM" >&2; kill -KILL "$SERVER"; }
    fi
    rm -rf "$WORK"
}
trap cleanup EXIT

"$DATAFLOW" serve "$EXPERIMENT" --port 0 </dev/null >"$WORK/serve.out" 2>&1 &
SERVER=$!
for _ in $(seq 1 600); do
    grep -q "/?token=" "$WORK/serve.out" && break
    kill -0 "$SERVER" 2>/dev/null || { cat "$WORK/serve.out"; exit 1; }
    sleep 0.1
done
ADDRESS=$(grep -o "http://127.0.0.1:[0-9]*/?token=[0-9a-f]*" "$WORK/serve.out")

"$BROWSER" --headless=new --no-sandbox --disable-gpu --no-first-run --user-data-dir="$WORK/profile" \
    --remote-debugging-port=0 about:blank 2>"$WORK/browser.err" &
BROWSER_PID=$!
for _ in $(seq 1 300); do
    [ -f "$WORK/profile/DevToolsActivePort" ] && break
    sleep 0.1
done
DEVTOOLS_PORT=$(head -1 "$WORK/profile/DevToolsActivePort")

timeout 120 node --experimental-websocket --no-warnings "$REPO/scripts/serve-page.mjs" "$DEVTOOLS_PORT" "$ADDRESS" ${SCREENSHOT:+"$SCREENSHOT"}
