extension HTMLFormat {
    /// The page: styles, the script that draws the chosen step (the phone, the tree of bodies,
    /// the why panel, the lists) and a placeholder for the data. Nothing is loaded from anywhere.
    static let page = #"""
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
          .variants { display: grid; grid-template-columns: repeat(auto-fit, minmax(350px, 1fr)); gap: 14px; }
          .variant { background: #fff; border: 1px solid #e0e0e0; border-radius: 8px; padding: 10px 12px; }
          .variant h3 { margin: 0 0 6px; font-size: 15px; } .variant .sub { color: #666; font-size: 12.5px; margin-bottom: 6px; }
          ul.tree { list-style: none; padding-left: 16px; margin: 4px 0; } ul.tree.root { padding-left: 0; }
          .view { display: inline-block; border-radius: 4px; padding: 1px 6px; margin: 2px 0; border: 1px solid #ccc; font: 12.5px ui-monospace, Menlo, monospace; }
          .view.ran { background: #d4f7d4; border-color: #2a7a2a; } .view.skipped { background: #eee; color: #666; }
          .view.stale { background: #ffe0b3; border-color: #cc7a00; } .view.wasted { background: #fff3c4; border-color: #b38f00; }
          .why { color: #2a7a2a; font-size: 12px; margin-left: 6px; } .deps { color: #555; font-size: 12px; margin-left: 6px; }
          .legend span { margin-right: 8px; }
          .list { margin: 4px 0 8px; padding-left: 18px; font: 12.5px/1.4 ui-monospace, Menlo, monospace; }
          .swiftui { color: #8a1f8a; } .dataflow { color: #1f6f8a; } .stale-line { color: #a35c00; } .failure { color: #b00; font-weight: 600; }
          h4 { margin: 8px 0 2px; font-size: 13px; color: #333; }
          /* The phone: the screen drawn from its lines; outlines follow the body views that ran. */
          .stage { display: flex; gap: 12px; align-items: flex-start; flex-wrap: wrap; }
          .phone { position: relative; width: 300px; min-height: 440px; border: 10px solid #1d1d1f; border-radius: 36px; background: #f2f2f7; overflow: hidden; flex: none; }
          .phone .statusbar { height: 22px; font: 600 11px -apple-system, Helvetica, sans-serif; text-align: center; line-height: 22px; color: #1d1d1f; }
          .phone .content { padding: 6px 10px 56px; }
          .ui { position: relative; margin: 3px 0; cursor: pointer; border-radius: 6px; }
          .ui.ran { outline: 2px solid #34a853; outline-offset: 1px; }
          .ui.stale { outline: 2px dashed #e37400; outline-offset: 1px; background: #fff4e0; }
          .ui.ran.wasted { outline: 2px dotted #b38f00; }
          .ui.selected { box-shadow: 0 0 0 3px #0a84ff66; }
          .ui .tag { position: absolute; right: 2px; top: -7px; font: 9px ui-monospace, Menlo, monospace; background: #34a853; color: #fff; border-radius: 3px; padding: 0 3px; display: none; }
          .ui.ran > .tag { display: block; } .ui.stale > .tag { display: block; background: #e37400; } .ui.wasted > .tag { background: #b38f00; }
          .ui-stack > .kids, .ui-group > .kids { display: flex; flex-direction: column; gap: 2px; }
          .ui-hstack > .kids { display: flex; flex-direction: row; gap: 6px; align-items: center; flex-wrap: wrap; }
          .ui-list { background: #fff; border-radius: 10px; padding: 2px 10px; }
          .ui-list > .kids > .ui { border-bottom: 1px solid #e5e5ea; padding: 6px 0; margin: 0; }
          .ui-list > .kids > .ui:last-child { border-bottom: none; }
          .ui-section > .caption { font-size: 11px; color: #6e6e73; text-transform: uppercase; margin: 6px 0 2px; }
          .ui-text { font-size: 14px; } .ui-text.title { font-size: 20px; font-weight: 600; } .ui-text.large { font-size: 26px; font-weight: 700; } .ui-text.small { font-size: 11px; color: #6e6e73; }
          .ui-button { color: #0a84ff; font-size: 14px; } .ui-button.link::after { content: " ›"; color: #c7c7cc; float: right; }
          .ui-button.disabled { color: #b0b0b5; }
          .navbar .baritems { float: right; display: flex; gap: 10px; font-weight: 400; font-size: 14px; }
          .navbar .baritems .ui { margin: 0; }
          .ui-hint { font-size: 11px; color: #8e8e93; display: flex; gap: 6px; align-items: baseline; }
          .ui-hint .ui { margin: 0; font-size: 11px; }
          .ui-row { display: flex; justify-content: space-between; align-items: center; font-size: 14px; gap: 8px; }
          .switch { width: 34px; height: 20px; border-radius: 10px; background: #e5e5ea; position: relative; flex: none; }
          .switch::after { content: ""; position: absolute; top: 2px; left: 2px; width: 16px; height: 16px; border-radius: 8px; background: #fff; box-shadow: 0 1px 2px #0004; }
          .switch.on { background: #34c759; } .switch.on::after { left: 16px; }
          .field { flex: 1; background: #fff; border: 1px solid #d1d1d6; border-radius: 6px; padding: 3px 6px; font-size: 13px; min-height: 16px; }
          .field.placeholder { color: #a1a1a6; }
          .glyph { color: #6e6e73; font-size: 12px; }
          .ui-shape { display: inline-block; width: 18px; height: 18px; border-radius: 50%; border: 2px solid #0a84ff; vertical-align: middle; }
          .ui-shape.square { border-radius: 4px; } .ui-shape.picture { border-radius: 4px; border-color: #c7c7cc; background: #e5e5ea; }
          .ui-other { font: 11px ui-monospace, Menlo, monospace; color: #6e6e73; }
          .navbar { font-weight: 700; font-size: 18px; padding: 2px 0 6px; } .navbar .back { color: #0a84ff; font-weight: 400; font-size: 14px; display: block; }
          .tabbar { position: absolute; left: 0; right: 0; bottom: 0; height: 44px; background: #f9f9f9; border-top: 1px solid #d1d1d6; display: flex; justify-content: space-around; align-items: center; font-size: 11px; color: #8e8e93; }
          .tabbar .selected { color: #0a84ff; font-weight: 600; }
          .layer { position: absolute; left: 0; right: 0; bottom: 0; background: #fff; padding: 14px 10px; overflow: hidden; }
          .layer.sheet { top: 40px; border-radius: 14px 14px 0 0; box-shadow: 0 -2px 10px #0003; }
          .layer.cover { top: 0; }
          .scrim { position: absolute; inset: 0; background: #0005; }
          .layer.dialog { top: 35%; bottom: auto; left: 24px; right: 24px; border-radius: 14px; text-align: center; }
          .layer .layer-title { font-size: 11px; color: #6e6e73; margin-bottom: 6px; }
          .whypanel { flex: 1; min-width: 220px; font-size: 12.5px; }
          .whypanel .verdict { font-weight: 600; } .whypanel .wasted-hint { background: #fff3c4; border-radius: 4px; padding: 4px 6px; margin: 4px 0; font-size: 12.5px; } .whypanel .rule { color: #1f6f8a; font: 11px ui-monospace, Menlo, monospace; }
          .whypanel ul { list-style: none; padding-left: 0; margin: 4px 0; } .whypanel li { margin: 2px 0; }
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
        // `dataflow serve` makes the page live through these: controls operated on click, the
        // step shown reported and chosen. A page saved to a file has none.
        const hooks = window.dataflowHooks || {};
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
              const badge = el("span", { class: "view " + view.state, title: view.identity, "data-owner": view.id }, view.name);
              const why = view.changes ? el("span", { class: "why", title: view.wasted ? view.wasted.fix : "" },
                  view.state === "stale" ? "stale · " + view.changes : view.wasted ? "ran for nothing · " + view.wasted.cause : view.changes) :
                (view.state ? el("span", { class: "why" }, view.state === "skipped" ? "skipped: inputs equal" : view.state) : null);
              const deps = view.dependsOn.length ? el("span", { class: "deps" }, "← " + view.dependsOn.join(", ")) : null;
              return el("li", {}, badge, why, deps, branch(view.id));
            });
            return items.length ? el("ul", { class: "tree" + (parent === "" ? " root" : "") }, ...items) : null;
          }
          return branch("");
        }
        // The screen as a phone. Each screen line is `Kind "label" details`, indented by nesting; its
        // first word (SwiftUI's type name) picks the drawing, its owner the outline.
        function quoted(text) {
          const match = text.match(/"((?:[^"\\]|\\.)*)"/);
          return match ? match[1].replace(/\\"/g, '"').replace(/\\\\/g, "\\") : null;
        }
        function screenTree(lines) {
          const root = { children: [] };
          const stack = [{ depth: -1, node: root }];
          for (const line of lines) {
            const node = { line, children: [] };
            while (stack[stack.length - 1].depth >= line.depth) stack.pop();
            stack[stack.length - 1].node.children.push(node);
            stack.push({ depth: line.depth, node });
          }
          return root.children;
        }
        const containers = { VStack: "stack", LazyVStack: "stack", ZStack: "stack", ScrollView: "stack", Group: "stack", GeometryReader: "stack",
          HStack: "hstack", LazyHStack: "hstack", GridRow: "hstack", LazyVGrid: "hstack", LazyHGrid: "hstack", Grid: "stack",
          List: "list", Form: "list", Section: "section" };
        const buttons = ["Button", "NavigationLink", "Link", "Menu", "EditButton", "ShareLink", "PasteButton"];
        const fields = ["TextField", "SecureField", "TextEditor"];
        const valueRows = ["Slider", "Stepper", "Picker", "DatePicker", "ProgressView", "Gauge", "ColorPicker", "LabeledContent"];
        const shapes = ["Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Color", "Image", "AsyncImage", "Path"];
        function phone(step, views, select) {
          const byID = new Map(views.map(view => [view.id, view]));
          const layers = [];
          const bars = [];
          let tabbar = null;
          // A body view's region is outlined once, at its outermost line (`outer` is the body view of the
          // enclosing line), as React DevTools outlines a component that rendered; lines inside it drawn
          // by the same body carry no outline of their own.
          function ui(node, outer, className, ...content) {
            const line = node.line, owner = line.owner ? byID.get(line.owner) : null;
            const starts = owner && owner.id !== outer;
            // Bodies drawn inside this line (a row's view inside a NavigationLink) that ran.
            const inner = (line.inner || []).map(id => byID.get(id)).filter(Boolean);
            // A body that ran for nothing (D17) is outlined apart; clicking it shows why and the fix.
            const wasted = starts && owner.state === "wasted";
            const ran = (starts && (owner.state === "ran" || wasted)) || inner.length > 0;
            const box = el("div", { class: "ui " + className + (line.stale ? " stale" : ran ? (wasted ? " ran wasted" : " ran") : ""), title: line.text });
            const named = inner.length ? inner[0] : owner;
            if (named) {
              box.dataset.owner = named.id;
              if (starts || line.stale || inner.length) box.append(el("span", { class: "tag" }, line.stale ? "stale" : inner.length ? inner.map(view => view.name).join(", ") : wasted ? owner.name + " · for nothing" : owner.name));
            }
            box.addEventListener("click", event => {
              // Live, a click operates the control drawn (Alt-click asks why instead).
              if (hooks.operate && !event.altKey && hooks.operate(line, step)) { event.stopPropagation(); return; }
              if (!named) return;
              event.stopPropagation();
              select(named.id);
            });
            box.append(...content.filter(part => part !== null && part !== undefined));
            return box;
          }
          function kids(children, outer) { return el("div", { class: "kids" }, ...children.map(child => draw(child, outer)).filter(Boolean)); }
          function draw(node, outer) {
            const text = node.line.text, kind = (text.match(/^[A-Za-z]+/) || [""])[0], label = quoted(text);
            const inner = node.line.owner || outer;
            const sub = () => node.children.length ? kids(node.children, inner) : null;
            const box = (className, ...content) => ui(node, outer, className, ...content);
            if (/\((presented|pushed)\)$/.test(text)) {
              const style = /^(alert|confirmationDialog)/.test(text) ? "dialog" : /^(fullScreenCover|navigationDestination)/.test(text) ? "cover" : "sheet";
              layers.push({ style, box: box("layer " + style, el("div", { class: "layer-title" }, text), sub()) });
              return null;
            }
            if (kind === "NavigationStack" || kind === "NavigationView" || kind === "NavigationSplitView") {
              const pushed = (text.match(/, (\d+) pushed/) || [])[1];
              const items = el("span", { class: "baritems" });
              const navbar = el("div", { class: "navbar" }, pushed ? el("span", { class: "back" }, "‹ Back") : null, items, label || "");
              // Toolbar items below this stack go into its bar, as an app shows them.
              bars.push(items);
              const content = sub();
              bars.pop();
              return box("ui-group", navbar, content);
            }
            if (text === "toolbar" && bars.length) {
              bars[bars.length - 1].append(...node.children.map(child => draw(child, inner)).filter(Boolean));
              return null;
            }
            if (text === "swipeActions" || text === "contextMenu") {
              // Hidden until swiped or pressed: shown as a hint beside the row.
              return box("ui-hint", text === "swipeActions" ? "swipe: " : "menu: ", ...node.children.map(child => draw(child, inner)).filter(Boolean));
            }
            if (kind === "TabView") {
              const tabs = (text.split("tabs: ")[1] || "").match(/"((?:[^"\\]|\\.)*)"/g) || [];
              tabbar = el("div", { class: "tabbar" }, ...tabs.map(tab => {
                const item = el("span", { class: tab.slice(1, -1) === label ? "selected" : "" }, tab.slice(1, -1));
                if (hooks.operate) item.addEventListener("click", () => hooks.operate({ text: "Tab " + tab }, step));
                return item;
              }));
              return box("ui-group", sub());
            }
            if (containers[kind]) {
              const style = containers[kind];
              return box("ui-" + style, style === "section" && label ? el("div", { class: "caption" }, label) : null, sub());
            }
            if (kind === "Text") {
              const size = /\.largeTitle/.test(text) ? " large" : /\.(title|title2|title3|headline)\b/.test(text) ? " title" : /\.(caption|caption2|footnote)\b/.test(text) ? " small" : "";
              return box("ui-text" + size, label ?? text);
            }
            if (kind === "Label") return box("ui-text", el("span", { class: "glyph" }, "◆ "), label || "");
            if (buttons.includes(kind)) return box("ui-button" + (kind === "NavigationLink" ? " link" : "") + (/\.disabled\(true\)/.test(text) ? " disabled" : ""), label || kind, sub());
            if (kind === "Toggle") return box("ui-row", el("span", {}, label || ""), el("span", { class: "switch" + (/^Toggle "(?:[^"\\]|\\.)*" on\b/.test(text) ? " on" : "") }));
            if (fields.includes(kind)) {
              const value = (text.match(/ = "((?:[^"\\]|\\.)*)"/) || [])[1];
              return box("ui-row", el("span", { class: value ? "field" : "field placeholder" }, value || label || ""));
            }
            if (kind === "Stepper") return box("ui-row", el("span", {}, label || ""), el("span", { class: "glyph" }, "− +"));
            if (valueRows.includes(kind)) {
              // `Picker "Icon" = "star", options: …` shows its value; `Slider "Volume" 0.5` its number.
              const value = (text.match(/ = ("(?:[^"\\]|\\.)*"|[^,]+)/) || [])[1]?.replace(/^"(.*)"$/, "$1");
              const rest = value ?? text.slice(kind.length + (label === null ? 0 : label.length + 3)).trim();
              return box("ui-row", el("span", {}, label || kind), el("span", { class: "glyph" }, rest || kind));
            }
            if (shapes.includes(kind)) {
              const form = /Image/.test(kind) ? " picture" : /^(Circle|Ellipse)$/.test(kind) ? "" : " square";
              return box("ui-other", el("span", { class: "ui-shape" + form }), " " + (label || kind), sub());
            }
            if (kind === "Spacer" && !node.children.length) return box("ui-other", "");
            if (kind === "Divider") return box("ui-other", el("hr", {}));
            // Anything else: its screen line as a caption, its children drawn below it.
            return node.children.length ? box("ui-stack", el("div", { class: "ui-other" }, text), sub()) : box("ui-other", text);
          }
          const content = el("div", { class: "content" }, ...screenTree(step.lines).map(node => draw(node, null)).filter(Boolean));
          const frame = el("div", { class: "phone", role: "img", "aria-label": "the screen after this step" }, el("div", { class: "statusbar" }, "9:41"), content);
          if (tabbar) frame.append(tabbar);
          for (const layer of layers) {
            if (layer.style !== "cover") frame.append(el("div", { class: "scrim" }));
            frame.append(layer.box);
          }
          return frame;
        }
        function whyPanel(view) {
          const panel = el("div", { class: "whypanel" });
          if (!view) { panel.append(el("div", { class: "sub" }, "Click a view on the screen (or in the tree) to see why it did or did not update.")); return panel; }
          panel.append(el("h4", {}, "why " + view.name), el("div", { class: "sub" }, view.identity));
          if (!view.why) { panel.append(el("div", {}, "(too many views to explain on this page: ask `dataflow why` with the same experiment or files, the view " + view.identity + " and --step)")); return panel; }
          panel.append(el("div", { class: "verdict" }, "its body " + view.why.verdict));
          if (view.wasted) panel.append(el("div", { class: "wasted-hint" }, "ran for nothing: " + view.wasted.cause, el("br"), "fix: " + view.wasted.fix,
            el("span", { class: "rule" }, "  [" + view.wasted.rule + "]")));
          if (view.hint) panel.append(el("div", { class: "wasted-hint" }, "hint: " + view.hint.cause, el("br"), "fix: " + view.hint.fix,
            el("span", { class: "rule" }, "  [" + view.hint.rule + "]")));
          panel.append(el("ul", {}, ...view.why.reasons.map(reason => el("li", { style: "padding-left:" + (reason.depth * 14) + "px" },
            reason.text, reason.rule ? el("span", { class: "rule" }, "  [" + reason.rule + "]") : null))));
          return panel;
        }
        function variantColumn(variant, index) {
          const step = variant.steps.find(s => s.index === index);
          const column = el("div", { class: "variant" }, el("h3", {}, "variant " + variant.name), variant.summary ? el("div", { class: "sub" }, variant.summary) : null);
          if (!step) {
            column.append(el("div", { class: "failure" }, variant.failure || "(the script stopped before this step)"));
            return column;
          }
          const stage = el("div", { class: "stage" });
          function select(id) {
            for (const node of column.querySelectorAll("[data-owner]")) node.classList.toggle("selected", node.dataset.owner === id);
            stage.replaceChild(whyPanel(step.views.find(view => view.id === id)), stage.lastChild);
          }
          stage.append(phone(step, step.views, select), whyPanel(null));
          // `page.html#step=1&why=ContentView` opens with that view's answer (a name or an identity).
          // A fragment typed or pasted badly (`why=%E0%A4%A`) is read as it is, not thrown on.
          const rawAsked = (location.hash.match(/why=([^&]+)/) || [])[1] || "";
          let asked = rawAsked;
          try { asked = decodeURIComponent(rawAsked); } catch (error) { asked = rawAsked; }
          const askedView = asked && step.views.find(view => view.identity === asked || view.name === asked);
          column.append(el("h4", {}, "screen"), stage);
          const views = tree(step.views);
          if (views) for (const badge of views.querySelectorAll("[data-owner]")) badge.addEventListener("click", () => select(badge.dataset.owner));
          column.append(el("h4", {}, "views"), views || el("div", { class: "sub" }, "(no body views)"));
          if (askedView) select(askedView.id);
          for (const part of [
            list("written", step.writes), list("SwiftUI says", step.warnings, "swiftui"), list("dataflow notes", step.notes, "dataflow"),
            list("console", step.console), list("after the pass", step.actions), list("stale: shows → would show", step.stale, "stale-line"),
            list("state", step.state)
          ]) { if (part) column.append(part); }
          column.append(el("details", {}, el("summary", {}, "the screen as text"), el("pre", {}, step.screen.join("\n"))));
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
              el("span", { class: "view wasted" }, "ran for nothing"), el("span", { class: "view stale" }, "stale"));
            function show() {
              const step = steps[Number(slider.value)];
              label.textContent = "step " + step.index + ": " + step.action;
              columns.replaceChildren(...experiment.variants.map(variant => variantColumn(variant, step.index)));
              if (hooks.shown) hooks.shown(step.index);
            }
            slider.addEventListener("input", show);
            section.append(el("h2", {}, "Step by step"), el("div", { class: "controls" }, slider, label, legend), columns);
            show();
            if (hooks.register) hooks.register({ steps, current: () => steps[Number(slider.value)].index,
              go(index) { const position = steps.findIndex(s => s.index === index); if (position >= 0) { slider.value = String(position); show(); } } });
          }
          app.append(section);
        }
        </script>
        </body>
        </html>
        """#
}
