// Drives `dataflow serve`'s page in a headless Chromium, as a user would, through the DevTools
// protocol (no library: Node's own fetch and WebSocket). Run by scripts/serve-page.sh, which
// starts the server and the browser; this file only talks to them.
//
//   node --experimental-websocket scripts/serve-page.mjs <devtools port> <page address> [<screenshot.png>]
//
// It taps a toggle on the drawn phone, waits for the new step to appear in the step list, asks
// why of a view (Alt-click), steps back with the ← key, and checks each; exit 0 when all hold.
import { writeFileSync } from "node:fs";

const [devtoolsPort, address, screenshot] = process.argv.slice(2);
if (!devtoolsPort || !address) {
  console.error("usage: node --experimental-websocket scripts/serve-page.mjs <devtools port> <page address> [<screenshot.png>]");
  process.exit(64);
}

const targets = await (await fetch(`http://127.0.0.1:${devtoolsPort}/json/list`)).json();
const page = targets.find(target => target.type === "page");
const socket = new WebSocket(page.webSocketDebuggerUrl);
await new Promise((resolve, reject) => { socket.onopen = resolve; socket.onerror = reject; });
let nextID = 0;
const waiting = new Map();
socket.onmessage = event => {
  const message = JSON.parse(event.data);
  if (message.id !== undefined && waiting.has(message.id)) { waiting.get(message.id)(message); waiting.delete(message.id); }
};
function send(method, params = {}) {
  const id = ++nextID;
  socket.send(JSON.stringify({ id, method, params }));
  return new Promise(resolve => waiting.set(id, resolve));
}
async function evaluate(expression) {
  const answer = await send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true });
  if (answer.result.exceptionDetails) throw new Error(expression + ": " + answer.result.exceptionDetails.text);
  return answer.result.result.value;
}
async function until(what, expression, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try { if (await evaluate(expression)) return; } catch { /* the page is loading */ }
    await new Promise(resolve => setTimeout(resolve, 100));
  }
  throw new Error("timed out waiting for " + what);
}
let failures = 0;
function check(what, holds) {
  console.log((holds ? "ok      " : "FAILED  ") + what);
  if (!holds) failures += 1;
}

await send("Page.enable");
await send("Emulation.setDeviceMetricsOverride", { width: 1280, height: 900, deviceScaleFactor: 1, mobile: false });
await send("Page.navigate", { url: address });
await until("the live panel", "document.querySelectorAll('#live ol.steps li').length > 0");
const stepsBefore = await evaluate("document.querySelectorAll('#live ol.steps li').length");
check("the page shows the experiment's steps: " + stepsBefore, stepsBefore >= 1);

// Tap the first toggle drawn on the phone: the page posts it and reloads with the new step.
const toggle = await evaluate(`(() => {
  const box = [...document.querySelectorAll(".phone .ui")].find(node => /^Toggle "/.test(node.title));
  if (!box) return null;
  box.click();
  return box.title;
})()`);
check("a toggle is drawn on the phone: " + toggle, toggle !== null);
await until("the new step", `document.querySelectorAll('#live ol.steps li').length === ${stepsBefore + 1}`);
const last = await evaluate("[...document.querySelectorAll('#live ol.steps li')].pop().textContent");
check("the step list ends with the toggle: " + last, /toggle "/.test(last));
const current = await evaluate("document.querySelector('#live ol.steps li.current').textContent");
check("the page shows the new step", current === last);

const changed = await evaluate("[...document.querySelectorAll('#live ul.state li.changed')].map(li => li.textContent).join(' | ')");
check("the state that changed is marked: " + changed, changed.length > 0);
const updates = await evaluate("[...document.querySelectorAll('#live ul.updates li')].map(li => li.textContent).join(', ')");
check("the updates per view are counted: " + updates, /^\d+ × /.test(updates));

// Alt-click a view that ran: the why panel answers for it.
await evaluate(`(() => {
  const box = document.querySelector(".phone .ui[data-owner]");
  box.dispatchEvent(new MouseEvent("click", { bubbles: true, altKey: true }));
})()`);
const why = await evaluate("(document.querySelector('.whypanel h4') || {}).textContent || ''");
check("Alt-click opens why: " + why, why.startsWith("why "));
const verdict = await evaluate("(document.querySelector('.whypanel .verdict') || {}).textContent || ''");
check("why gives a verdict: " + verdict, verdict.startsWith("its body "));
if (screenshot) {
  const picture = await send("Page.captureScreenshot", { format: "png" });
  writeFileSync(screenshot, Buffer.from(picture.result.data, "base64"));
  console.log("wrote   " + screenshot);
}

// Step back with the ← key: the step before is shown.
await evaluate(`document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }))`);
const back = await evaluate("document.querySelector('#live ol.steps li.current').textContent");
const expected = await evaluate("[...document.querySelectorAll('#live ol.steps li')].slice(-2, -1)[0].textContent");
check("← shows the step before", back === expected);

socket.close();
process.exit(failures === 0 ? 0 : 1);
