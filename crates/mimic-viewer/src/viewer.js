// mimic trace viewer. Every string from a trace reaches the page through
// textContent or setAttribute on fixed attribute names: labels come from
// arbitrary websites and must never become markup. Text from the observed
// page sits in <bdi> (pageText), so right-to-left text cannot reorder the
// viewer's own words around it; explicit bidi controls and other control
// characters arrive already made visible (model.rs).
(function () {
  "use strict";

  var SVG = "http://www.w3.org/2000/svg";
  var STATUSES = ["matched_candidate", "ambiguous", "no_target", "outside_observed_bounds"];
  var VERIFICATIONS = ["passed", "failed", "unknown", "none"];
  var index = JSON.parse(document.getElementById("index").textContent);
  var parsed = {};
  var state = { trace: null, status: "", verification: "", task: "", site: "", collector: "" };

  // Builds an element; `attrs` values are set as attributes, `children` are
  // nodes or strings (strings become text nodes).
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    setAttrs(node, attrs);
    append(node, children);
    return node;
  }
  function svg(tag, attrs, children) {
    var node = document.createElementNS(SVG, tag);
    setAttrs(node, attrs);
    append(node, children);
    return node;
  }
  function setAttrs(node, attrs) {
    if (!attrs) return;
    Object.keys(attrs).forEach(function (k) {
      if (attrs[k] !== null && attrs[k] !== undefined) node.setAttribute(k, String(attrs[k]));
    });
  }
  function append(node, children) {
    if (children === null || children === undefined) return;
    if (!Array.isArray(children)) children = [children];
    children.forEach(function (c) {
      if (c === null || c === undefined || c === false) return;
      node.appendChild(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
    });
  }
  function none(v) { return v === null || v === undefined ? "(none)" : v; }
  // Text that came from the observed page, isolated from its surroundings.
  function pageText(v) { return v === null || v === undefined || v === "" ? "" : el("bdi", null, v); }
  function fmt(n) { return Math.round(n * 100) / 100; }

  function traceData(i) {
    if (!parsed[i]) parsed[i] = JSON.parse(document.getElementById("trace-" + i).textContent);
    return parsed[i];
  }

  function stepPasses(summary, j) {
    if (state.status && summary.statuses[j] !== state.status) return false;
    if (state.verification && (summary.verifications[j] || "none") !== state.verification) return false;
    return true;
  }
  function tracePasses(t) {
    if (state.task && none(t.task) !== state.task) return false;
    if (state.site && none(t.site) !== state.site) return false;
    if (state.collector && t.collector !== state.collector) return false;
    for (var j = 0; j < t.statuses.length; j++) if (stepPasses(t, j)) return true;
    return t.statuses.length === 0 && !state.status && !state.verification;
  }

  // --- state in the URL fragment, so a view can be linked -----------------
  function readHash() {
    var params = new URLSearchParams(location.hash.slice(1));
    Object.keys(state).forEach(function (k) { state[k] = params.get(k) || (k === "trace" ? null : ""); });
  }
  function writeHash() {
    var params = new URLSearchParams();
    Object.keys(state).forEach(function (k) { if (state[k]) params.set(k, state[k]); });
    history.replaceState(null, "", "#" + params.toString());
  }

  // --- header: totals and filters ------------------------------------------
  function unique(key) {
    var seen = {};
    index.traces.forEach(function (t) { seen[key === "collector" ? t.collector : none(t[key])] = true; });
    return Object.keys(seen).sort();
  }
  function select(name, label, values) {
    var s = el("select", { id: "filter-" + name, "aria-label": label }, [el("option", { value: "" }, "all " + label)]);
    values.forEach(function (v) { s.appendChild(el("option", { value: v }, v)); });
    s.value = state[name];
    s.addEventListener("change", function () { state[name] = s.value; state.trace = null; render(); });
    return s;
  }
  function header() {
    var steps = 0, counts = {};
    index.traces.forEach(function (t) {
      steps += t.statuses.length;
      t.statuses.forEach(function (s) { counts[s] = (counts[s] || 0) + 1; });
    });
    var totals = el("p", { class: "totals", id: "totals" }, [
      index.traces.length + " traces, " + steps + " steps: ",
    ]);
    STATUSES.forEach(function (s) {
      totals.appendChild(el("span", { class: "badge st-" + s }, s + " " + (counts[s] || 0)));
    });
    if (index.scorers.length) totals.appendChild(el("span", { class: "scorers" }, "scorers (top-" + index.topK + "): " + index.scorers.join(", ")));
    var filters = el("div", { class: "filters" }, [
      select("status", "statuses", STATUSES),
      select("verification", "verifications", VERIFICATIONS),
      select("task", "tasks", unique("task")),
      select("site", "sites", unique("site")),
      select("collector", "collectors", unique("collector")),
    ]);
    var head = el("header", null, [el("h1", null, "mimic trace viewer"), totals, filters]);
    if (index.problems.length) {
      var list = el("ul");
      index.problems.forEach(function (p) { list.appendChild(el("li", null, p)); });
      head.appendChild(el("details", { class: "problems", id: "problems" }, [
        el("summary", null, index.problems.length + " input problem(s): lines or files the viewer skipped"),
        list,
      ]));
    }
    return head;
  }

  // --- the trace list --------------------------------------------------------
  function traceList(visible) {
    var nav = el("nav", { id: "trace-list" }, el("p", { class: "count" }, visible.length + " of " + index.traces.length + " traces match"));
    visible.forEach(function (i) {
      var t = index.traces[i];
      var dots = el("span", { class: "dots" });
      t.statuses.forEach(function (s, j) {
        dots.appendChild(el("span", { class: "dot st-" + s + (stepPasses(t, j) ? "" : " dim"), title: s }));
      });
      var item = el("button", { type: "button", class: "trace-item" + (t.id === state.trace ? " selected" : "") }, [
        el("span", { class: "trace-id" }, t.id),
        el("span", { class: "trace-meta" }, none(t.task) + " · " + none(t.site) + " · " + t.collector + " · " + t.traceStatus),
        dots,
      ]);
      item.addEventListener("click", function () { state.trace = t.id; render(); });
      nav.appendChild(item);
    });
    return nav;
  }

  // --- one step --------------------------------------------------------------
  function describeAction(a) {
    var parts = [a.type];
    if (a.point) parts.push("at (" + a.point[0] + ", " + a.point[1] + ")");
    if (a.text !== null && a.text !== undefined) parts.push("text " + JSON.stringify(a.text));
    if (a.key) parts.push("key " + a.key);
    if (a.direction) parts.push(a.direction);
    if (a.claimed) parts.push("(claims " + a.claimed + ")");
    return parts.join(" ");
  }
  // Nodes naming a candidate: its id, role and (isolated) label.
  function candidateName(step, id) {
    for (var i = 0; i < step.candidates.length; i++) {
      var c = step.candidates[i];
      if (c.id === id) return [id + (c.role ? " " + c.role : ""), c.label ? " “" : "", pageText(c.label), c.label ? "”" : ""];
    }
    return [id + " (not among the candidates)"];
  }
  function joined(parts, separator) {
    var out = [];
    parts.forEach(function (p, i) { if (i) out.push(separator); out = out.concat(p); });
    return out;
  }

  function screenshot(step, rects) {
    var size = step.screenshotSize;
    if (!size) {
      // Without recorded geometry, frame whatever the boxes cover.
      var w = 1, h = 1;
      step.candidates.forEach(function (c) { w = Math.max(w, c.px[0] + c.px[2]); h = Math.max(h, c.px[1] + c.px[3]); });
      if (step.action.pointPx) { w = Math.max(w, step.action.pointPx[0] + 10); h = Math.max(h, step.action.pointPx[1] + 10); }
      size = [w, h];
    }
    var overlay = svg("svg", { class: "overlay", viewBox: "0 0 " + size[0] + " " + size[1], preserveAspectRatio: "none" });
    var tied = {};
    step.tied.forEach(function (id) { tied[id] = true; });
    step.candidates.forEach(function (c) {
      var cls = "cand";
      if (c.id === step.mapped) cls += " mapped";
      if (tied[c.id]) cls += " tied";
      if (step.intended && c.id === step.intended && c.id !== step.mapped) cls += " intended";
      if (c.visible === false) cls += " invisible";
      var rect = svg("rect", { class: cls, "data-id": c.id, x: c.px[0], y: c.px[1], width: c.px[2], height: c.px[3] },
        svg("title", null, c.id + (c.role ? " " + c.role : "") + (c.label ? ": " + c.label : "")));
      rects[c.id] = rect;
      overlay.appendChild(rect);
    });
    var p = step.action.pointPx;
    if (p) {
      var r = Math.max(size[0], size[1]) / 60;
      overlay.appendChild(svg("g", { class: "action" }, [
        svg("circle", { cx: p[0], cy: p[1], r: r }),
        svg("line", { x1: p[0] - 2 * r, y1: p[1], x2: p[0] + 2 * r, y2: p[1] }),
        svg("line", { x1: p[0], y1: p[1] - 2 * r, x2: p[0], y2: p[1] + 2 * r }),
        svg("title", null, "action point (" + step.action.point[0] + ", " + step.action.point[1] + ")"),
      ]));
    }
    var frame = el("div", { class: "frame" });
    var note = el("figcaption");
    if (step.screenshot) {
      var img = el("img", { src: step.screenshot, alt: "screenshot of step " + step.index, loading: "lazy", width: size[0], height: size[1] });
      img.addEventListener("load", function () {
        var w = img.naturalWidth, h = img.naturalHeight;
        overlay.setAttribute("viewBox", "0 0 " + w + " " + h);
        if (step.screenshotSize && (Math.abs(w - step.screenshotSize[0]) > 1 || Math.abs(h - step.screenshotSize[1]) > 1)) {
          append(note, "Screenshot is " + w + "×" + h + " px but observed area × scale is " +
            fmt(step.screenshotSize[0]) + "×" + fmt(step.screenshotSize[1]) + ": boxes may be off. ");
        }
      });
      img.addEventListener("error", function () { frame.classList.add("missing"); append(note, "Screenshot failed to load. "); });
      frame.appendChild(img);
    } else {
      frame.classList.add("missing");
      frame.style.aspectRatio = size[0] + " / " + size[1];
      append(note, (step.screenshotProblem || "No screenshot") + ". ");
    }
    frame.appendChild(overlay);
    if (p && (p[0] < 0 || p[1] < 0 || p[0] > size[0] || p[1] > size[1])) {
      append(note, "The action point lies outside the screenshot. ");
    }
    if (!step.geometryRecorded) append(note, "No observation geometry recorded: boxes drawn at scale 1 from the origin. ");
    append(note, step.candidates.length + " candidates; scale " + step.scale + ".");
    return el("figure", { class: "shot" }, [frame, note]);
  }

  function highlightOn(node, rects, id) {
    node.addEventListener("mouseenter", function () { if (rects[id]) rects[id].classList.add("hl"); });
    node.addEventListener("mouseleave", function () { if (rects[id]) rects[id].classList.remove("hl"); });
  }

  function fact(dl, term, value, cls) {
    if (value === null || value === undefined || value === "" || (Array.isArray(value) && !value.length)) return;
    dl.appendChild(el("dt", null, term));
    dl.appendChild(el("dd", cls ? { class: cls } : null, value));
  }

  function predictions(step, rects) {
    var scorers = Object.keys(step.predictions);
    if (!index.scorers.length) return null;
    var box = el("div", { class: "predictions" }, el("h4", null, "Scorers' top-" + index.topK));
    if (!scorers.length) box.appendChild(el("p", { class: "muted" }, "No scorer predicted this step."));
    scorers.forEach(function (name) {
      var ids = step.predictions[name];
      var rank = ids.indexOf(step.gold);
      var verdict = !step.gold ? "no gold (" + step.status + ")"
        : rank === 0 ? "top-1 hit" : rank > 0 ? "hit at rank " + (rank + 1) : "miss (gold " + step.gold + " not in top-" + index.topK + ")";
      var list = el("ol");
      ids.forEach(function (id) {
        var cls = !step.gold ? "nogold" : id === step.gold ? "hit" : "miss";
        var li = el("li", { class: cls, "data-id": id }, [el("span", { class: "mark" }, cls === "hit" ? "✓" : cls === "miss" ? "✗" : "·")].concat(candidateName(step, id)));
        highlightOn(li, rects, id);
        list.appendChild(li);
      });
      box.appendChild(el("div", { class: "scorer", "data-scorer": name }, [
        el("p", null, [el("strong", null, name), " — ", el("span", { class: "verdict " + (rank === 0 ? "hit" : rank > 0 ? "near" : step.gold ? "miss" : "nogold") }, verdict)]),
        list,
      ]));
    });
    return box;
  }

  function candidateTable(step, rects) {
    var body = el("tbody");
    step.candidates.forEach(function (c) {
      var flags = [];
      if (c.id === step.mapped) flags.push("mapped");
      if (c.id === step.intended) flags.push("intended");
      if (step.tied.indexOf(c.id) >= 0) flags.push("tied");
      if (c.visible === false) flags.push("invisible");
      if (c.enabled === false) flags.push("disabled");
      var row = el("tr", { class: c.id === step.mapped ? "mapped" : null, "data-id": c.id }, [
        el("td", null, c.id), el("td", null, pageText(c.role)), el("td", null, pageText(c.label)), el("td", null, pageText(c.text)),
        el("td", null, c.bounds.join(", ")), el("td", null, flags.join(" ")),
      ]);
      highlightOn(row, rects, c.id);
      body.appendChild(row);
    });
    return el("details", { class: "candidates" }, [
      el("summary", null, step.candidates.length + " candidates"),
      el("table", null, [el("thead", null, el("tr", null, ["id", "role", "label", "text", "bounds (x, y, w, h)", ""].map(function (h) { return el("th", null, h); }))), body]),
    ]);
  }

  function stepCard(step) {
    var rects = {};
    var shot = screenshot(step, rects);
    var badges = el("span", { class: "badges" }, [
      el("span", { class: "badge status st-" + step.status }, step.status),
      el("span", { class: "badge ver-" + (step.verification || "none") }, "verification: " + (step.verification || "none")),
      step.stale && el("span", { class: "badge warn" }, "stale"),
      step.partial && el("span", { class: "badge warn" }, "partial" + (step.partialReasons.length ? ": " + step.partialReasons.join(", ") : "")),
      step.redacted && el("span", { class: "badge" }, "redacted"),
      step.claimDisagrees && el("span", { class: "badge warn" }, "claim disagrees"),
    ]);
    var dl = el("dl");
    fact(dl, "Subgoal", step.subgoal);
    fact(dl, "Action", describeAction(step.action));
    fact(dl, "Mapped", step.mapped ? candidateName(step, step.mapped) : "no candidate", "mapped-fact");
    fact(dl, "Gold", step.gold ? step.gold : "none (unmapped)");
    fact(dl, "Distance", step.distancePx === null ? null : step.distancePx + " px");
    fact(dl, "Reason", (step.reason || "") + (step.reasonCode ? " [" + step.reasonCode + "]" : ""), "reason");
    if (step.tied.length) fact(dl, "Tied", joined(step.tied.map(function (id) { return candidateName(step, id); }), "; "));
    if (step.expectedStatus) {
      var agrees = step.expectedStatus === step.status && (step.intended || null) === (step.mapped || null);
      fact(dl, "Demonstrator", (step.intended ? ["aimed at "].concat(candidateName(step, step.intended)) : ["aimed at no candidate"]).concat(
        ", expected " + step.expectedStatus + (step.aim ? " (" + step.aim + ")" : "") +
        (agrees ? " — agrees" : " — DISAGREES")), agrees ? "agree" : "disagree");
    }
    fact(dl, "Expected effect", step.expectedEffect);
    fact(dl, "Verification", (step.verification || "not recorded") + (step.verificationSummary ? ": " + step.verificationSummary : ""), "ver-" + (step.verification || "none"));
    fact(dl, "Page", joined([step.title, step.url].filter(Boolean).map(pageText), " — "));
    return el("article", { class: "step st-" + step.status, id: "step-" + step.index, "data-step": step.id }, [
      el("h3", null, ["Step " + step.index + " ", el("code", null, step.id), " ", badges]),
      el("div", { class: "step-body" }, [shot, el("div", { class: "facts" }, [dl, predictions(step, rects), candidateTable(step, rects)])]),
    ]);
  }

  function traceView(i) {
    var t = index.traces[i];
    var data = traceData(i);
    var main = el("main", { id: "trace", "data-trace": t.id }, [
      el("h2", null, data.id),
      el("p", { class: "goal" }, ["Goal: ", data.goal]),
      el("p", { class: "trace-meta" }, "task " + none(t.task) + " · site " + none(t.site) + " · instance " + none(t.instance) +
        " · run " + none(t.run) + " · " + t.collector + " · " + t.traceStatus),
    ]);
    var shown = 0;
    data.steps.forEach(function (step, j) {
      if (!stepPasses(t, j)) return;
      main.appendChild(stepCard(step));
      shown++;
    });
    if (shown < data.steps.length) main.appendChild(el("p", { class: "muted" }, (data.steps.length - shown) + " step(s) hidden by the filters."));
    return main;
  }

  function render() {
    var visible = [];
    index.traces.forEach(function (t, i) { if (tracePasses(t)) visible.push(i); });
    var selected = visible.filter(function (i) { return index.traces[i].id === state.trace; })[0];
    if (selected === undefined && visible.length) { selected = visible[0]; state.trace = index.traces[selected].id; }
    writeHash();
    var layout = el("div", { id: "layout" }, [
      traceList(visible),
      selected === undefined ? el("main", { id: "trace" }, el("p", { class: "muted" }, index.traces.length ? "No trace matches the filters." : "No traces in this output folder.")) : traceView(selected),
    ]);
    document.getElementById("app").replaceChildren(header(), layout);
  }

  readHash();
  render();
})();
