/// The `--format html` page made live for `serve`: a panel beside it to act (the controls on
/// screen, a line of the script grammar, undo, reset), the steps to jump between, the exports,
/// and the compile error of the last edit; a click on a control of the phone operates it.
/// The page asks the server for its state every second and reloads when a run changed it.
enum LivePage {
    /// `page` (HTMLFormat's) with the session's state and the live script in its head, where
    /// they are read before the page draws.
    static func live(_ page: String, state: JSONValue) -> String {
        guard let head = page.range(of: "</head>") else { return page }
        return page.replacingCharacters(in: head, with: parts(state) + "</head>")
    }

    /// The page while the code has never compiled: the error, and the same panel.
    static func errorPage(_ state: JSONValue) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>dataflow serve</title>
        \(parts(state))</head>
        <body><main id="app"></main></body>
        </html>

        """
    }

    private static func parts(_ state: JSONValue) -> String {
        "<style>\n\(style)</style>\n<script type=\"application/json\" id=\"live-state\">\n\(HTMLFormat.scriptSafe(state.rendered()))</script>\n<script>\n\(script)</script>\n"
    }

    static let style = """
        body.live { margin-right: 380px; }
        #live { position: fixed; top: 0; right: 0; bottom: 0; width: 360px; overflow-y: auto; background: #fff; border-left: 1px solid #ddd; padding: 10px 12px; font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; z-index: 5; box-sizing: border-box; }
        #live h2 { font-size: 15px; margin: 12px 0 4px; } #live .name { font: 12px ui-monospace, Menlo, monospace; color: #555; word-break: break-all; }
        #live input[type=text] { width: 100%; box-sizing: border-box; font: 14px ui-monospace, Menlo, monospace; padding: 5px; border: 1px solid #aaa; border-radius: 5px; }
        #live button { font-size: 13px; margin: 2px 2px 2px 0; padding: 3px 8px; border-radius: 5px; border: 1px solid #bbb; background: #f4f4f6; cursor: pointer; }
        #live button:focus-visible, #live input:focus-visible, #live li:focus-visible { outline: 3px solid #0a84ff; }
        #live .controls button { font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
        #live .message { color: #b00; white-space: pre-wrap; font: 12px ui-monospace, Menlo, monospace; }
        #live .problem { background: #fde8e8; border: 1px solid #e99; border-radius: 6px; padding: 6px; white-space: pre-wrap; font: 12px ui-monospace, Menlo, monospace; max-height: 240px; overflow: auto; }
        #live ol.steps { list-style: none; padding: 0; margin: 0; font: 12.5px ui-monospace, Menlo, monospace; }
        #live ol.steps li { padding: 3px 5px; border-radius: 4px; cursor: pointer; } #live ol.steps li.current { background: #e1efff; }
        #live ol.steps .counts { color: #666; font-size: 11px; display: block; }
        #live pre { white-space: pre-wrap; word-break: break-all; font: 11.5px ui-monospace, Menlo, monospace; background: #f6f6f6; padding: 6px; border-radius: 5px; }
        #live .hint { color: #666; font-size: 12px; }
        #live .busy { color: #0a84ff; font-size: 12px; min-height: 16px; }
        #live ul.state, #live ul.updates { list-style: none; padding: 0; margin: 0; font: 12px ui-monospace, Menlo, monospace; word-break: break-all; }
        #live ul.state li.changed { background: #fff3c4; } #live ul.state li.changed::before { content: "changed  "; color: #a35c00; }

        """

    /// The live side, plain JavaScript with no library: it defines the hooks `HTMLPage`'s script
    /// calls (`operate`, `shown`, `register`) and draws the panel once the page is there.
    static let script = #"""
        "use strict";
        window.dataflowHooks = (() => {
          const token = new URLSearchParams(location.search).get("token") || "";
          const state = JSON.parse(document.getElementById("live-state").textContent);
          let view = null;
          let panel = null;
          const quote = text => '"' + String(text).replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\t/g, "\\t") + '"';
          function quotedIn(text) {
            const match = text.match(/"((?:[^"\\]|\\.)*)"/);
            return match ? match[1].replace(/\\"/g, '"').replace(/\\\\/g, "\\") : null;
          }
          function make(tag, attributes, ...children) {
            const node = document.createElement(tag);
            for (const [key, value] of Object.entries(attributes || {})) {
              if (key === "class") node.className = value; else node.setAttribute(key, value);
            }
            for (const child of children) if (child !== null && child !== undefined) node.append(typeof child === "string" ? document.createTextNode(child) : child);
            return node;
          }
          function say(text, kind) {
            const line = panel && panel.querySelector("#live-message");
            if (line) { line.textContent = text || ""; line.className = kind === "busy" ? "busy" : "message"; }
          }
          async function send(path, body) {
            say("playing…", "busy");
            let response;
            try {
              response = await fetch(path, { method: "POST", headers: { "X-Dataflow-Token": token, "Content-Type": "text/plain" }, body });
            } catch (error) { say("serve is not answering (was it stopped?)"); return; }
            const answer = await response.json().catch(() => ({ error: "an answer that is not JSON" }));
            if (!response.ok) { say(answer.error || ("HTTP " + response.status)); return; }
            location.hash = "step=" + answer.actions.length;
            location.reload();
          }
          // The step the page shows: acting there plays after it, and drops any later steps.
          function current() { return view ? view.current() : state.actions.length; }
          function act(action) {
            if (!action) return;
            send("/act?after=" + current(), action);
          }
          function setScript(actions) { send("/script", actions.join("\n")); }
          // Fills what a control's action leaves to the user (`type "Name" "…"`, `slide "Volume"
          // <value>`, `delete|select "Row"`) by asking; null when the user cancels.
          function filled(control) {
            let action = control;
            const verbs = action.split(" ")[0].split("|");
            if (verbs.length > 1) {
              const verb = prompt("Which action: " + verbs.join(", ") + "?", verbs[0]);
              if (verb === null) return null;
              action = verb.trim() + action.slice(action.indexOf(" "));
            }
            while (action.includes('"…"')) {
              const answer = prompt(action + "\nin place of …:");
              if (answer === null) return null;
              action = action.replace('"…"', quote(answer));
            }
            for (let hole = action.match(/<([^>]+)>/); hole; hole = action.match(/<([^>]+)>/)) {
              const answer = prompt(action + "\n" + hole[1] + ":");
              if (answer === null) return null;
              action = action.replace(hole[0], answer.trim());
            }
            return action;
          }
          const taps = ["Button", "NavigationLink", "Link", "Menu", "EditButton", "ShareLink", "PasteButton"];
          const fields = ["TextField", "SecureField", "TextEditor"];
          // The action a click on a drawn line means, with its place among lines like it.
          function actionFor(line, step) {
            const text = line.text, kind = (text.match(/^[A-Za-z]+/) || [""])[0], label = quotedIn(text);
            if (label === null) return null;
            if (kind === "Tab") return "select-tab " + quote(label);
            let verb = null;
            if (taps.includes(kind)) verb = "tap";
            else if (kind === "Toggle") verb = "toggle";
            else if (kind === "Stepper") verb = "increment";
            if (verb) {
              const same = step.lines.slice(0, step.lines.indexOf(line)).filter(other =>
                quotedIn(other.text) === label && (other.text.match(/^[A-Za-z]+/) || [""])[0] === kind).length;
              return verb + " " + quote(label) + (same > 0 ? " " + (same + 1) : "");
            }
            if (fields.includes(kind)) {
              const typed = prompt("Type into " + quote(label) + ":", (text.match(/ = "((?:[^"\\]|\\.)*)"/) || [])[1] || "");
              return typed === null ? undefined : "type " + quote(label) + " " + quote(typed);
            }
            if (kind === "Picker" || kind === "DatePicker") {
              const options = (text.split("options: ")[1] || "").match(/"((?:[^"\\]|\\.)*)"/g) || [];
              const chosen = prompt("Pick in " + quote(label) + (options.length ? " (" + options.join(", ") + ")" : "") + ":");
              return chosen === null ? undefined : "pick " + quote(label) + " " + quote(chosen.replace(/^"(.*)"$/, "$1"));
            }
            if (kind === "Slider") {
              const value = prompt("Slide " + quote(label) + " to:");
              return value === null ? undefined : "slide " + quote(label) + " " + value;
            }
            return null;
          }
          function operate(line, step) {
            const action = actionFor(line, step);
            if (action === null) return false;
            if (action !== undefined) act(action);
            return true;
          }
          function counts(step) {
            const tally = { ran: 0, skipped: 0, wasted: 0, stale: 0 };
            for (const item of step.views || []) if (item.state in tally) tally[item.state] += 1;
            const parts = [tally.ran + " ran", tally.skipped + " skipped"];
            if (tally.wasted) parts.push(tally.wasted + " for nothing");
            if (tally.stale) parts.push(tally.stale + " stale");
            if ((step.writes || []).length) parts.push(step.writes.length + " written");
            if ((step.warnings || []).length) parts.push(step.warnings.length + " SwiftUI warning" + (step.warnings.length > 1 ? "s" : ""));
            return parts.join(" · ");
          }
          function exportLink(what, label) {
            return make("a", { href: "/export/" + what + "?token=" + encodeURIComponent(token), download: "" }, label);
          }
          function drawPanel() {
            document.body.classList.add("live");
            panel = make("aside", { id: "live", "aria-label": "dataflow serve" });
            panel.append(make("div", { class: "name" }, "dataflow serve · " + state.name + (state.watching ? " · watching its files" : "")));
            if (state.problem) panel.append(make("h2", {}, "The last run"), make("div", { class: "problem", role: "alert" }, state.problem));
            const input = make("input", { type: "text", id: "live-action", placeholder: 'tap "Save"   (Enter plays it)', "aria-label": "an action, in the script grammar" });
            input.addEventListener("keydown", event => { if (event.key === "Enter") act(input.value.trim()); });
            panel.append(make("h2", {}, "Act"), input, make("div", { id: "live-message", class: "busy", role: "status" }));
            const controls = make("div", { class: "controls" });
            for (const control of state.controls) {
              const button = make("button", { type: "button" }, control);
              button.addEventListener("click", () => act(filled(control)));
              controls.append(button);
            }
            const more = make("div", {});
            for (const [label, action] of [["back", "back"], ["dismiss", "dismiss"], ["resume", "resume"], ["wait 1", "wait 1"], ["scroll down", "scroll down"]]) {
              const button = make("button", { type: "button" }, label);
              button.addEventListener("click", () => act(action));
              more.append(button);
            }
            const undo = make("button", { type: "button", title: "u" }, "undo");
            undo.addEventListener("click", () => { if (state.actions.length) setScript(state.actions.slice(0, -1)); });
            const reset = make("button", { type: "button" }, "reset");
            reset.addEventListener("click", () => setScript([]));
            panel.append(make("div", { class: "hint" }, "Click a control on the phone to operate it; Alt-click a view (or a name in the tree) to ask why. Controls at the last step:"),
              controls, more, make("div", {}, undo, reset));
            const steps = make("ol", { class: "steps", "aria-label": "steps" });
            panel.append(make("h2", {}, "Steps (← → to move)"), steps);
            panel.append(make("h2", {}, "State after this step"), make("ul", { class: "state" }));
            panel.append(make("h2", {}, "Updates per view, mount included"), make("ul", { class: "updates" }));
            const script = make("pre", {}, state.actions.length ? state.actions.join("\n") : "(no actions yet)");
            panel.append(make("h2", {}, "Script"), script);
            if (state.command) panel.append(make("div", { class: "hint" }, "In CI:"), make("pre", {}, state.command));
            panel.append(make("h2", {}, "Export"), make("div", {},
              exportLink("script", "script"), " · ", exportLink("transcript.txt", "transcript"), " · ", exportLink("transcript.json", "JSON"), " · ",
              exportLink("golden", "golden"), " · ", exportLink("page.html", "page")));
            if (state.notes) panel.append(make("h2", {}, "Notes"), make("pre", {}, state.notes));
            document.body.append(panel);
            drawSteps();
          }
          function drawSteps() {
            const list = panel && panel.querySelector("ol.steps");
            if (!list || !view) return;
            const shown = current();
            list.replaceChildren(...view.steps.map(step => {
              const item = make("li", { tabindex: "0", class: step.index === shown ? "current" : "" }, "[" + step.index + "] " + step.action, make("span", { class: "counts" }, counts(step)));
              item.addEventListener("click", () => view.go(step.index));
              return item;
            }));
            // The state after the step shown, what changed in it marked; the first variant's.
            const position = view.steps.findIndex(step => step.index === shown);
            const now = (view.steps[position] || {}).state || [];
            const before = new Set(position > 0 ? view.steps[position - 1].state || [] : []);
            panel.querySelector("ul.state").replaceChildren(...now.map(line =>
              make("li", { class: position > 0 && !before.has(line) ? "changed" : "" }, line)));
            // How many steps each body view ran in, up to the step shown: the tree's update counts.
            const ran = new Map();
            for (const step of view.steps.slice(0, position + 1)) {
              for (const item of step.views || []) {
                const entry = ran.get(item.identity) || { name: item.name, count: 0 };
                if (item.state === "ran" || item.state === "wasted") entry.count += 1;
                ran.set(item.identity, entry);
              }
            }
            panel.querySelector("ul.updates").replaceChildren(...[...ran.entries()].map(([identity, entry]) =>
              make("li", { title: identity }, entry.count + " × " + entry.name)));
          }
          document.addEventListener("keydown", event => {
            if (event.target instanceof HTMLInputElement || event.metaKey || event.ctrlKey) return;
            if (view && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
              const position = view.steps.findIndex(step => step.index === current()) + (event.key === "ArrowLeft" ? -1 : 1);
              if (position >= 0 && position < view.steps.length) view.go(view.steps[position].index);
            } else if (event.key === "/") { event.preventDefault(); document.getElementById("live-action").focus(); }
            else if (event.key === "u" && state.actions.length) setScript(state.actions.slice(0, -1));
          });
          // A run since this page (an edit saved, another window's action): show it. One question
          // at a time: while a run compiles, the server answers after it, and asks must not pile up.
          let asking = false;
          setInterval(async () => {
            if (asking) return;
            asking = true;
            try {
              const response = await fetch("/state?token=" + encodeURIComponent(token));
              const now = await response.json();
              if (now.version !== state.version) location.reload();
            } catch (error) { say("serve is not answering (was it stopped?)"); }
            asking = false;
          }, 1000);
          if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", drawPanel); else drawPanel();
          // The session is at its last step: the page opens there unless the address names one.
          function register(page) {
            view = page;
            if (!/step=\d+/.test(location.hash) && view.steps.length) view.go(view.steps[view.steps.length - 1].index);
            drawSteps();
          }
          return { operate, register, shown() { drawSteps(); } };
        })();

        """#
}
