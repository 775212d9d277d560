// mimic's in-page input recorder. Injected into an isolated world of every
// frame (Page.addScriptToEvaluateOnNewDocument with a worldName), so the
// page's own scripts can neither see these listeners nor call the binding.
// Reports through the CDP binding named by __MIMIC_BINDING__ (added with
// Runtime.addBinding for that world only). Keeps only trusted events: a
// script's synthetic events are not a person's input.
//
// Each message is one JSON object: {"channel":"raw","at":<epoch ms>, ...}
// whose rest is a mimic raw event (mimic_schema::raw::RawEvent), or
// {"channel":"mutation","at":<epoch ms>} when the page changed, so the
// recorder can observe it again once it settles.
(() => {
  "use strict";
  const send = globalThis["__MIMIC_BINDING__"];
  if (typeof send !== "function" || globalThis.__mimicRecorderInstalled) return;
  globalThis.__mimicRecorderInstalled = true;

  // Same values as Chromium's defaults on Linux: presses closer than this in
  // time and space are one double click.
  const DOUBLE_CLICK_MS = 500;
  const DOUBLE_CLICK_PX = 4;
  // Pointer moves are sampled: enough to replay hover paths, not a flood.
  const MOVE_SAMPLE_MS = 50;
  // Mutations are reported at most this often; the recorder only needs to
  // know that the page changed, not how.
  const MUTATION_REPORT_MS = 100;
  const TEXT_INPUT_TYPES = new Set(["", "text", "search", "email", "url", "tel", "password", "number"]);
  // What makes a field secret: mimic_schema::secret's lists (the password
  // input type, `autocomplete` tokens and prefixes, words in a field's name,
  // id, label or placeholder), filled in by mimic (recorder.rs), so the
  // recorder and the observer agree.
  const SECRET = __MIMIC_SECRET_RULES__;
  const SECRET_WORDS = new Set(SECRET.words);
  const SECRET_PAIRS = new Set(SECRET.pairs.map((pair) => pair.join(" ")));
  const sensitiveAutocomplete = (value) => value.toLowerCase().split(/[ \t\n\f\r]+/).some((token) =>
    SECRET.autocompleteTokens.includes(token) || SECRET.autocompletePrefixes.some((prefix) => token.startsWith(prefix)));

  const now = (event) => performance.timeOrigin + (event ? event.timeStamp : performance.now());
  const post = (at, payload) => {
    try {
      send(JSON.stringify(Object.assign({ channel: "raw", at }, payload)));
    } catch (_) {
      // The binding goes away with the recording; nothing to report then.
    }
  };

  // Offset of this frame's viewport in the top-level viewport (same-origin
  // frames only; a cross-origin parent cannot be measured from inside).
  function frameOffset() {
    let x = 0, y = 0, win = window;
    try {
      while (win.frameElement) {
        const box = win.frameElement.getBoundingClientRect();
        const style = win.frameElement.ownerDocument.defaultView.getComputedStyle(win.frameElement);
        x += box.left + (parseFloat(style.borderLeftWidth) || 0) + (parseFloat(style.paddingLeft) || 0);
        y += box.top + (parseFloat(style.borderTopWidth) || 0) + (parseFloat(style.paddingTop) || 0);
        win = win.parent;
      }
    } catch (_) { /* cross-origin parent */ }
    return { x, y };
  }

  const point = (event) => {
    const o = frameOffset();
    return { x: event.clientX + o.x, y: event.clientY + o.y };
  };

  const modifiers = (event) => {
    const m = {};
    if (event.altKey) m.alt = true;
    if (event.ctrlKey) m.ctrl = true;
    if (event.metaKey) m.meta = true;
    if (event.shiftKey) m.shift = true;
    return m;
  };

  function isEditable(el) {
    if (!el || el.nodeType !== 1) return false;
    if (el.isContentEditable) return true;
    if (el.tagName === "TEXTAREA") return !el.readOnly && !el.disabled;
    if (el.tagName === "INPUT") return TEXT_INPUT_TYPES.has((el.getAttribute("type") || "").toLowerCase()) && !el.readOnly && !el.disabled;
    return false;
  }

  // Split as mimic_schema's name_words: runs of ASCII letters and digits,
  // also split where a capital follows a lower-case letter or a digit.
  function namesSecret(text) {
    const words = String(text || "").replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.toLowerCase());
    return words.some((w, i) => SECRET_WORDS.has(w) || (i > 0 && SECRET_PAIRS.has(words[i - 1] + " " + w)));
  }

  // The field's name, id, placeholder, ARIA label, title and label texts.
  function namesOf(el) {
    const names = ["name", "id", "placeholder", "aria-label", "title"].map((a) => el.getAttribute(a));
    const root = el.getRootNode();
    for (const id of (el.getAttribute("aria-labelledby") || "").split(/\s+/)) {
      const label = id && root.getElementById ? root.getElementById(id) : null;
      if (label) names.push(label.textContent);
    }
    for (const label of el.labels || []) names.push(label.textContent);
    return names;
  }

  function isSensitive(el) {
    if (!el || el.nodeType !== 1) return false;
    if (el.tagName === "INPUT" && (el.type || "").toLowerCase() === SECRET.passwordType) return true;
    if (sensitiveAutocomplete(el.getAttribute("autocomplete") || "")) return true;
    return isEditable(el) && namesOf(el).some(namesSecret);
  }

  function cssString(text) {
    return '"' + text.replace(/\\/g, "\\\\").replace(/"/g, '\\"') + '"';
  }

  // The element's tag, with :nth-of-type(k) when same-tag siblings share its
  // parent (element, document or shadow root).
  function tagStep(node) {
    const siblings = node.parentNode ? Array.from(node.parentNode.children).filter((c) => c.localName === node.localName) : [node];
    return siblings.length > 1 ? node.localName + ":nth-of-type(" + (siblings.indexOf(node) + 1) + ")" : node.localName;
  }

  // A selector a person or a replay can use to find the element again:
  // data-testid, then a unique id, then a short nth-of-type path.
  function selectorOf(el) {
    const root = el.getRootNode();
    const unique = (sel) => { try { return root.querySelectorAll(sel).length === 1; } catch (_) { return false; } };
    const testid = el.getAttribute("data-testid");
    if (testid && unique("[data-testid=" + cssString(testid) + "]")) return "[data-testid=" + cssString(testid) + "]";
    if (el.id && unique("#" + CSS.escape(el.id))) return "#" + CSS.escape(el.id);
    const parts = [];
    let node = el;
    while (node && node.nodeType === 1 && parts.length < 8) {
      const tid = node.getAttribute("data-testid");
      if (node !== el && tid && unique("[data-testid=" + cssString(tid) + "]")) { parts.unshift("[data-testid=" + cssString(tid) + "]"); break; }
      if (node !== el && node.id && unique("#" + CSS.escape(node.id))) { parts.unshift("#" + CSS.escape(node.id)); break; }
      parts.unshift(tagStep(node));
      node = node.parentElement;
    }
    return parts.join(" > ");
  }

  // The observer's locator of an element (docs/observe-chrome.md, candidate
  // metadata `selector` and `framePath`), built by the same rules so the
  // mapper can tell which candidate *is* the element: within the element's
  // tree, a unique id ends the path, else the tag, with :nth-of-type when
  // same-tag siblings share its parent; a shadow tree's part follows its
  // host's after ` >>> `. No value or text goes into it.
  const CSS_IDENT = /^(?:-[A-Za-z_]|[A-Za-z_])[A-Za-z0-9_-]*$/;
  function uniqueId(el) {
    const id = el.getAttribute("id");
    if (!id) return null;
    return el.getRootNode().querySelectorAll('[id="' + CSS.escape(id) + '"]').length === 1 ? id : null;
  }

  function treeSelector(el) {
    const parts = [];
    let node = el;
    for (;;) {
      const id = uniqueId(node);
      if (id !== null) {
        parts.push(CSS_IDENT.test(id) ? "#" + id : "[id=" + cssString(id) + "]");
        break;
      }
      parts.push(tagStep(node));
      // null at the top of the document and of a shadow tree; a shadow
      // tree's top step is anchored at its root, as the observer does
      if (!node.parentElement) {
        if (node.parentNode && node.parentNode.nodeType === 11 && node.parentNode.host) parts.push(":host");
        break;
      }
      node = node.parentElement;
    }
    parts.reverse();
    const root = el.getRootNode();
    const own = parts.join(" > ");
    return root.nodeType === 11 && root.host ? treeSelector(root.host) + " >>> " + own : own;
  }

  // Undefined inside a cross-origin frame: the observer has no candidates
  // there either.
  function locatorOf(el) {
    const framePath = [];
    try {
      for (let win = window; win.frameElement; win = win.parent) framePath.unshift(treeSelector(win.frameElement));
    } catch (_) {
      return undefined;
    }
    return { framePath, selector: treeSelector(el) };
  }

  // Evidence of what the browser delivered the event to: the first element
  // of composedPath() with a box (as the DevTools Recorder does).
  function targetOf(event) {
    const path = event.composedPath ? event.composedPath() : [event.target];
    for (const node of path) {
      if (!node || node.nodeType !== 1) continue;
      const box = node.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) return describe(node, box);
    }
    return undefined;
  }

  function describe(el, box) {
    box = box || el.getBoundingClientRect();
    const o = frameOffset();
    const t = {
      selector: selectorOf(el),
      locator: locatorOf(el),
      tag: el.localName,
      bounds: { x: box.left + o.x, y: box.top + o.y, width: box.width, height: box.height },
    };
    const role = el.getAttribute("role");
    if (role) t.role = role;
    if (isEditable(el)) t.editable = true;
    if (isSensitive(el)) t.sensitive = true;
    return t;
  }

  // The element that has focus, looking into open shadow roots.
  function focusedElement() {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    return el && el !== document.body && el !== document.documentElement ? el : null;
  }

  let lastDown = null;
  const listen = (type, handler) => window.addEventListener(type, (event) => {
    if (event.isTrusted) handler(event);
  }, { capture: true, passive: true });

  listen("pointerdown", (e) => {
    const p = point(e);
    const at = now(e);
    const repeat = lastDown && lastDown.button === e.button && at - lastDown.at <= DOUBLE_CLICK_MS &&
      Math.hypot(p.x - lastDown.x, p.y - lastDown.y) <= DOUBLE_CLICK_PX;
    const clickCount = repeat ? lastDown.count + 1 : 1;
    lastDown = { at, x: p.x, y: p.y, button: e.button, count: clickCount };
    post(at, { kind: "pointer_down", point: p, button: e.button, clickCount, modifiers: modifiers(e), target: targetOf(e) });
  });
  listen("pointerup", (e) => {
    post(now(e), { kind: "pointer_up", point: point(e), button: e.button, clickCount: lastDown ? lastDown.count : 1, modifiers: modifiers(e), target: targetOf(e) });
  });
  let lastMove = -Infinity;
  listen("pointermove", (e) => {
    const at = now(e);
    if (at - lastMove < MOVE_SAMPLE_MS) return;
    lastMove = at;
    post(at, { kind: "pointer_move", point: point(e) });
  });
  listen("wheel", (e) => {
    // Lines and pages to CSS pixels, as Chromium scrolls them.
    const unit = e.deltaMode === 1 ? 40 : e.deltaMode === 2 ? window.innerHeight : 1;
    post(now(e), { kind: "wheel", point: point(e), deltaX: e.deltaX * unit, deltaY: e.deltaY * unit, modifiers: modifiers(e) });
  });
  // The element a key event was delivered to, inside open shadow roots (the
  // composed path's first element; a retargeted event.target would name the
  // host).
  const keyTarget = (e) => {
    const first = e.composedPath ? e.composedPath()[0] : null;
    return first && first.nodeType === 1 ? first : focusedElement() || e.target;
  };
  const keyEvent = (kind) => (e) => {
    const target = keyTarget(e);
    const secret = isSensitive(target) && e.key.length === 1;
    const payload = { kind, modifiers: modifiers(e) };
    if (secret) payload.redacted = true;
    else { payload.key = e.key; payload.code = e.code; }
    if (kind === "key_down" && target && target.nodeType === 1) payload.target = describe(target);
    post(now(e), payload);
  };
  listen("keydown", keyEvent("key_down"));
  listen("keyup", keyEvent("key_up"));
  // Text that arrives without one key per character: paste, drop, IME.
  listen("beforeinput", (e) => {
    if (!/^insertFrom(Paste|Drop)|^insertReplacementText$/.test(e.inputType)) return;
    const el = e.target;
    const text = e.data !== null ? e.data : (e.dataTransfer ? e.dataTransfer.getData("text/plain") : "");
    const payload = { kind: "insert_text", target: describe(el) };
    if (isSensitive(el)) payload.redacted = true; else payload.text = text;
    post(now(e), payload);
  });
  listen("compositionend", (e) => {
    const el = e.target;
    const payload = { kind: "insert_text", target: describe(el) };
    if (isSensitive(el)) payload.redacted = true; else payload.text = e.data;
    post(now(e), payload);
  });
  listen("focusin", (e) => post(now(e), { kind: "focus", target: describe(focusedElement() || e.target) }));
  listen("focusout", (e) => { if (!e.relatedTarget) post(now(e), { kind: "focus" }); });

  // Report that the page changed (throttled), so it can be observed again.
  // The reported time is after every mutation of the batch: a step whose
  // observation predates it may see a changed page, so it is marked stale
  // rather than trusted (conservative by design).
  let mutationTimer = null;
  const reportMutation = () => {
    if (mutationTimer !== null) return;
    mutationTimer = setTimeout(() => {
      mutationTimer = null;
      try { send(JSON.stringify({ channel: "mutation", at: now() })); } catch (_) { /* gone */ }
    }, MUTATION_REPORT_MS);
  };
  const startObserving = () => new MutationObserver(reportMutation).observe(document.documentElement, {
    subtree: true, childList: true, attributes: true, characterData: true,
  });
  if (document.documentElement) startObserving();
  else document.addEventListener("readystatechange", startObserving, { once: true });
})();
