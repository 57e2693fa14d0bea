import DataFlow

/// `--format html`: one self-contained page (no network, no other file): the lesson, the code of
/// each variant, a step control, and for the chosen step, each variant side by side: the tree of
/// body views marked ran, skipped or stale, what each depends on, the writes, SwiftUI's warnings,
/// dataflow's notes, the console and the screen.
enum HTMLFormat {
    static func render(_ transcripts: [Transcript], code: [String: [(name: String, text: String)]]) -> String {
        let data = JSONValue.array(transcripts.map { json($0, code: code[$0.id] ?? []) }).rendered()
        let title = transcripts.count == 1 ? transcripts[0].title : "dataflow: \(transcripts.count) experiments"
        // Each placeholder is filled once, in a part of the page the other's text never enters.
        let parts = page.components(separatedBy: "{{DATA}}")
        return parts[0].replacingOccurrences(of: "{{TITLE}}", with: escape(title)) + scriptSafe(data) + parts[1]
    }

    /// JSON that cannot end or alter the `<script>` element holding it: `<`, `>` and `&` occur
    /// only inside JSON strings, where `\u003c` and the like mean the same characters (`</script>`
    /// and `<!--` in a label stay text).
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }

    private static func json(_ transcript: Transcript, code: [(name: String, text: String)]) -> JSONValue {
        .object([
            ("id", .string(transcript.id)),
            ("title", .string(transcript.title)),
            ("claims", JSONValue(transcript.claims)),
            ("lesson", .string(transcript.lesson)),
            ("code", .array(code.map { .object([("name", .string($0.name)), ("text", .string($0.text))]) })),
            ("variants", .array(transcript.variants.map { variant in
                .object([
                    ("name", .string(variant.name)),
                    ("summary", .string(variant.summary)),
                    ("failure", variant.failure.map { .string($0.description) } ?? .null),
                    ("steps", .array(variant.steps.map { step(transcript, variant, $0) })),
                ])
            })),
        ])
    }

    private static func step(_ transcript: Transcript, _ variant: VariantRun, _ step: StepRecord) -> JSONValue {
        let picture = StepPicture(title: "", step: step)
        return .object([
            ("index", .number(step.index)),
            ("action", .string(step.action)),
            ("views", .array(picture.views.map { view in
                .object([
                    ("id", .string(view.id)), ("name", .string(view.name)), ("identity", .string(view.identity)),
                    ("parent", view.parent.map { .string($0) } ?? .null), ("state", .string(GraphFormats.style(of: view) ?? "")),
                    ("changes", view.changes.map { .string($0) } ?? .null),
                    ("dependsOn", JSONValue(picture.edges.filter { $0.view == view.id }.compactMap { edge in
                        picture.sources.first { $0.id == edge.source }.map { "\(edge.kind): \($0.name)\($0.written ? " (written)" : "")" }
                    })),
                ])
            })),
            ("writes", JSONValue(step.writes.map { TextTranscript.describe($0, indent: "", layout: TextLayout(width: 10_000)) })),
            ("warnings", JSONValue(step.warnings)),
            ("notes", JSONValue(step.notes)),
            ("console", JSONValue(step.console)),
            ("actions", JSONValue(step.queuedActions + step.taskEvents)),
            ("screen", JSONValue(step.screen)),
            ("stale", JSONValue(step.stale.map { "\($0.shows ?? "(not shown)") → \($0.current ?? "(not shown)")" })),
        ])
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// The page: styles, a script that draws the chosen step, and the data.
    private static let page = #"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{TITLE}}</title>
<style>
  body { font: 15px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0; color: #1d1d1f; background: #fafafa; }
  header, section.experiment > .intro { max-width: 980px; }
  section.experiment { padding: 16px 24px 32px; border-bottom: 1px solid #ddd; }
  h1 { font-size: 22px; margin: 8px 0; } h2 { font-size: 17px; margin: 18px 0 8px; }
  .claims { color: #555; font-size: 13px; }
  pre { background: #fff; border: 1px solid #e0e0e0; border-radius: 6px; padding: 10px; overflow-x: auto; font: 12.5px/1.4 ui-monospace, Menlo, Consolas, monospace; }
  details { margin: 6px 0; } summary { cursor: pointer; font-weight: 600; }
  .controls { position: sticky; top: 0; background: #fafafa; padding: 8px 0; z-index: 1; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
  .controls input[type=range] { width: 260px; }
  .steplabel { font: 13px ui-monospace, Menlo, monospace; }
  .variants { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 14px; }
  .variant { background: #fff; border: 1px solid #e0e0e0; border-radius: 8px; padding: 10px 12px; }
  .variant h3 { margin: 0 0 6px; font-size: 15px; } .variant .sub { color: #666; font-size: 12.5px; margin-bottom: 6px; }
  ul.tree { list-style: none; padding-left: 16px; margin: 4px 0; } ul.tree.root { padding-left: 0; }
  .view { display: inline-block; border-radius: 4px; padding: 1px 6px; margin: 2px 0; border: 1px solid #ccc; font: 12.5px ui-monospace, Menlo, monospace; }
  .view.ran { background: #d4f7d4; border-color: #2a7a2a; } .view.skipped { background: #eee; color: #666; }
  .view.stale { background: #ffe0b3; border-color: #cc7a00; }
  .why { color: #2a7a2a; font-size: 12px; margin-left: 6px; } .deps { color: #555; font-size: 12px; margin-left: 6px; }
  .legend span { margin-right: 8px; }
  .list { margin: 4px 0 8px; padding-left: 18px; font: 12.5px/1.4 ui-monospace, Menlo, monospace; }
  .swiftui { color: #8a1f8a; } .dataflow { color: #1f6f8a; } .stale-line { color: #a35c00; } .failure { color: #b00; font-weight: 600; }
  h4 { margin: 8px 0 2px; font-size: 13px; color: #333; }
</style>
</head>
<body>
<main id="app"></main>
<script type="application/json" id="data">
{{DATA}}
</script>
<script>
"use strict";
const experiments = JSON.parse(document.getElementById("data").textContent);
const app = document.getElementById("app");
function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (key === "class") node.className = value; else node.setAttribute(key, value);
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}
function list(title, items, className) {
  if (!items || items.length === 0) return null;
  return el("div", {}, el("h4", {}, title), el("ul", { class: "list" }, ...items.map(item => el("li", { class: className || "" }, item))));
}
function tree(views) {
  const children = new Map();
  for (const view of views) {
    const key = view.parent || "";
    if (!children.has(key)) children.set(key, []);
    children.get(key).push(view);
  }
  function branch(parent) {
    const items = (children.get(parent) || []).map(view => {
      const badge = el("span", { class: "view " + view.state, title: view.identity }, view.name);
      const why = view.changes ? el("span", { class: "why" }, view.state === "stale" ? "stale · " + view.changes : view.changes) :
        (view.state ? el("span", { class: "why" }, view.state === "skipped" ? "skipped: inputs equal" : view.state) : null);
      const deps = view.dependsOn.length ? el("span", { class: "deps" }, "← " + view.dependsOn.join(", ")) : null;
      return el("li", {}, badge, why, deps, branch(view.id));
    });
    return items.length ? el("ul", { class: "tree" + (parent === "" ? " root" : "") }, ...items) : null;
  }
  return branch("");
}
function variantColumn(variant, index) {
  const step = variant.steps.find(s => s.index === index);
  const column = el("div", { class: "variant" }, el("h3", {}, "variant " + variant.name), variant.summary ? el("div", { class: "sub" }, variant.summary) : null);
  if (!step) {
    column.append(el("div", { class: "failure" }, variant.failure || "(the script stopped before this step)"));
    return column;
  }
  column.append(el("h4", {}, "views"), tree(step.views) || el("div", { class: "sub" }, "(no body views)"));
  for (const part of [
    list("written", step.writes), list("SwiftUI says", step.warnings, "swiftui"), list("dataflow notes", step.notes, "dataflow"),
    list("console", step.console), list("after the pass", step.actions), list("stale: shows → would show", step.stale, "stale-line")
  ]) { if (part) column.append(part); }
  column.append(el("h4", {}, "screen"), el("pre", {}, step.screen.join("\n")));
  if (variant.failure && index === variant.steps[variant.steps.length - 1].index) column.append(el("div", { class: "failure" }, variant.failure));
  return column;
}
for (const experiment of experiments) {
  const section = el("section", { class: "experiment" });
  const steps = [];
  for (const variant of experiment.variants) for (const step of variant.steps) if (!steps.some(s => s.index === step.index)) steps.push(step);
  steps.sort((a, b) => a.index - b.index);
  section.append(el("div", { class: "intro" },
    el("h1", {}, experiment.title),
    el("div", { class: "claims" }, experiment.id + (experiment.claims.length ? " · claims: " + experiment.claims.join(", ") + " (dataflow explain <id>)" : "")),
    experiment.lesson ? el("p", {}, experiment.lesson) : null,
    experiment.code.length ? el("h2", {}, "The code") : null,
    ...experiment.code.map(file => el("details", {}, el("summary", {}, file.name), el("pre", {}, file.text)))));
  if (steps.length) {
    const label = el("span", { class: "steplabel" });
    // `page.html#step=2` opens on step 2.
    const wanted = Number((location.hash.match(/step=(\d+)/) || [])[1] || 0);
    const start = Math.max(0, steps.findIndex(s => s.index === wanted));
    const slider = el("input", { type: "range", min: "0", max: String(steps.length - 1), value: String(start), "aria-label": "step" });
    const columns = el("div", { class: "variants" });
    const legend = el("span", { class: "legend" }, el("span", { class: "view ran" }, "ran"), el("span", { class: "view skipped" }, "skipped"),
      el("span", { class: "view stale" }, "stale"));
    function show() {
      const step = steps[Number(slider.value)];
      label.textContent = "step " + step.index + ": " + step.action;
      columns.replaceChildren(...experiment.variants.map(variant => variantColumn(variant, step.index)));
    }
    slider.addEventListener("input", show);
    section.append(el("h2", {}, "Step by step"), el("div", { class: "controls" }, slider, label, legend), columns);
    show();
  }
  app.append(section);
}
</script>
</body>
</html>
"""#
}
