// Resolves a task Locator inside one document, in mimic's isolated world
// (page scripts cannot change the prototypes used here). Called with
// Runtime.callFunctionOn; `this` is the `within` element, or the global
// object when the whole document is searched. The rules are in
// docs/tasks.md ("Locators").
//
// op "find": returns [info, ...elements]; info is JSON text
//   {total, items: [{x, y, width, height, desc}]}, one item per element.
// op "closest": returns JSON text: up to 3 "desc (reason)" strings.
// op "names": returns JSON text: the indexes of `given` whose name matches.
// `given` (role only): [{role, name, ignored}] from Chromium's
// accessibility tree, and for "find" the elements of those nodes after it.
function (op, spec, given, ...elements) {
  const norm = (s) => String(s ?? '').replace(/\s+/g, ' ').trim();
  const fold = (s) => norm(s).toLowerCase();
  const wanted = spec.kind === 'role' ? spec.name : spec.value;
  const matches = (actual) => {
    if (wanted == null) return true;
    return spec.exact ? norm(actual) === norm(wanted) : fold(actual).includes(fold(wanted));
  };
  const snip = (s) => {
    const t = norm(s);
    return t.length > 40 ? t.slice(0, 39) + '…' : t;
  };
  const quote = (s) => JSON.stringify(snip(s));
  // Before elements are resolved: which accessibility nodes are worth it.
  if (op === 'names') return JSON.stringify(given.flatMap((g, i) => (matches(g.name) ? [i] : [])));
  const scope = this && this.nodeType === 1 ? this : null;

  if (spec.kind === 'css') {
    try {
      document.createDocumentFragment().querySelector(spec.value);
    } catch (e) {
      return op === 'find' ? [JSON.stringify({ badSelector: String(e.message) })] : '[]';
    }
  }

  // The flat tree: a host shows its open shadow root (a closed one reads
  // null in every script world, so it is never entered), a slot its
  // assigned nodes (or its fallback content). Children that are in the DOM
  // but not rendered (unassigned light children, overridden fallback) come
  // after, so attribute and CSS locators still find them.
  const flat = (node) => {
    if (node.localName === 'slot' && node.getRootNode() instanceof ShadowRoot) {
      const assigned = node.assignedNodes();
      return assigned.length ? [assigned, [...node.children]] : [[...node.childNodes], []];
    }
    const root = node.shadowRoot;
    if (root) return [[...root.childNodes], [...node.children].filter((c) => !c.assignedSlot)];
    return [[...node.childNodes], []];
  };

  // Text of a subtree for labels and descriptions: every text node in the
  // flat tree, rendered or not, except under `skip`.
  const plain = (node, skip) => {
    let out = '';
    for (const kid of flat(node)[0]) {
      if (kid.nodeType === 3) out += kid.data;
      else if (kid.nodeType === 1 && kid !== skip && !['script', 'style', 'template'].includes(kid.localName)) {
        out += kid.localName === 'br' ? ' ' : plain(kid, skip);
      }
    }
    return out;
  };

  const labelsOf = (el) => {
    const out = [];
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      const root = el.getRootNode();
      const text = by.split(/\s+/).map((id) => root.getElementById && root.getElementById(id))
        .filter(Boolean).map((e) => plain(e)).join(' ');
      if (norm(text)) out.push(text);
    }
    const aria = el.getAttribute('aria-label');
    if (norm(aria)) out.push(aria);
    if (el.labels) for (const label of el.labels) out.push(plain(label, el));
    return out;
  };

  const describe = (el) => {
    let s = el.localName;
    if (el.id) s += '#' + el.id;
    const testId = el.getAttribute('data-testid');
    if (testId != null) s += `[data-testid=${JSON.stringify(testId)}]`;
    const text = el.getAttribute('aria-label') || el.getAttribute('placeholder') || plain(el);
    if (norm(text)) s += ' ' + quote(text);
    return s;
  };

  // One walk in document order, the flat tree's (see `flat`); for text
  // locators it also computes each element's rendered text bottom-up.
  const needText = spec.kind === 'text';
  const order = [];
  const rendered = new Map(); // element -> [rendered text, holds text itself]
  const textHits = [];
  const visit = (el, parentShown) => {
    const index = order.length;
    order.push(el);
    let shown = false;
    let visible = false;
    let block = false;
    let contents = false;
    if (needText && parentShown) {
      const style = getComputedStyle(el);
      contents = style.display === 'contents';
      // display: contents has no box of its own: it shows if its parent does.
      shown = contents || el.checkVisibility();
      visible = shown && style.visibility === 'visible';
      block = el.localName === 'br' || (shown && !contents && !style.display.startsWith('inline'));
    }
    const [kids, rest] = flat(el);
    let text = '';
    let own = false;
    let below = false;
    if (visible && el.localName === 'input' && ['button', 'submit', 'reset'].includes(el.type)) {
      text = el.value;
      own = true;
    }
    for (const kid of kids) {
      if (kid.nodeType === 3) {
        if (visible) {
          text += kid.data;
          own = own || norm(kid.data) !== '';
        }
      } else if (kid.nodeType === 1) {
        const r = visit(kid, shown);
        text += r.block ? ' ' + r.text + ' ' : r.text;
        below = below || r.hit;
      }
    }
    for (const kid of rest) if (kid.nodeType === 1) below = visit(kid, false).hit || below;
    let hit = false;
    if (needText) {
      rendered.set(el, [text, own]);
      // The innermost element only: an ancestor of a match is none.
      const target = shown && el.localName !== 'slot' && !contents;
      hit = !below && target && matches(text);
      if (hit) textHits.push([index, el]);
    }
    return { text, block, hit: hit || below };
  };
  if (scope) {
    // `within` scopes to the element's descendants, not the element itself.
    const shown = scope.checkVisibility() || getComputedStyle(scope).display === 'contents';
    const [kids, rest] = flat(scope);
    for (const kid of kids) if (kid.nodeType === 1) visit(kid, shown);
    for (const kid of rest) if (kid.nodeType === 1) visit(kid, false);
  } else {
    visit(document.documentElement, true);
  }

  const roleNames = new Map(); // element -> accessible name
  if (spec.kind === 'role' && op === 'find') {
    elements.forEach((el, i) => roleNames.set(el, given[i].name));
  }
  const test = {
    role: (el) => roleNames.has(el) && matches(roleNames.get(el)),
    label: (el) => labelsOf(el).some(matches),
    placeholder: (el) => el.hasAttribute('placeholder') && matches(el.getAttribute('placeholder')),
    testId: (el) => el.getAttribute('data-testid') === spec.value,
    css: (el) => el.matches(spec.value),
  };
  const found = needText ? textHits.sort((a, b) => a[0] - b[0]).map((h) => h[1]) : order.filter(test[spec.kind]);

  if (op === 'find') {
    const picked = spec.nth == null ? found : found.slice(spec.nth, spec.nth + 1);
    const items = picked.map((el) => {
      const r = el.getBoundingClientRect();
      const desc = spec.kind === 'role' ? `${spec.role} ${quote(roleNames.get(el))}` : describe(el);
      return { x: r.x, y: r.y, width: r.width, height: r.height, desc };
    });
    return [JSON.stringify({ total: found.length, items }), ...picked];
  }

  // op "closest": what the author may have meant, most similar first.
  const bigrams = (s) => {
    const out = new Map();
    for (let i = 0; i + 1 < s.length; i++) out.set(s.slice(i, i + 2), (out.get(s.slice(i, i + 2)) || 0) + 1);
    return out;
  };
  const similarity = (a, b) => {
    a = fold(a);
    b = fold(b);
    if (!a || !b) return 0;
    if (a.includes(b) || b.includes(a)) return 0.8 + 0.2 * Math.min(a.length, b.length) / Math.max(a.length, b.length);
    const x = bigrams(a);
    const y = bigrams(b);
    let common = 0;
    for (const [k, n] of x) common += Math.min(n, y.get(k) || 0);
    return (2 * common) / Math.max(1, a.length - 1 + b.length - 1) * 0.8;
  };
  const candidates = []; // [score, "desc (reason)"]
  const add = (score, desc, reason) => candidates.push([score, `${desc} (${reason})`]);
  if (spec.kind === 'role') {
    const boring = new Set(['StaticText', 'InlineTextBox', 'generic', 'none', 'LineBreak']);
    for (const node of given) {
      const desc = `${node.role} ${quote(node.name)}`;
      const sameRole = node.role === spec.role;
      const nameOk = matches(node.name);
      if (sameRole && nameOk) {
        add(3, desc, node.ignored ? 'matches, but hidden from the accessibility tree'
          : 'matches, but outside the search: a closed shadow root, another frame or outside within');
      } else if (node.ignored || boring.has(node.role)) {
        continue;
      } else if (sameRole) {
        add(1 + similarity(node.name, wanted), desc, 'same role, name differs');
      } else if (wanted != null && nameOk) {
        add(2, desc, 'same name, role differs');
      } else if (wanted == null) {
        add(similarity(node.role, spec.role), desc, 'role differs');
      }
    }
  } else {
    for (const el of order) {
      if (spec.kind === 'text') {
        const [text, own] = rendered.get(el);
        if (own) add(similarity(text, wanted), `text ${quote(text)}`, spec.exact && fold(text).includes(fold(wanted)) ? 'not the whole text, or case differs' : 'text differs');
        else if (!norm(text) && norm(el.textContent) && [...el.childNodes].some((n) => n.nodeType === 3 && matches(n.data))) add(3, describe(el), 'matches, but is not rendered');
      } else if (spec.kind === 'label') {
        for (const label of labelsOf(el)) add(similarity(label, wanted), `${el.localName} labelled ${quote(label)}`, 'label differs');
      } else if (spec.kind === 'placeholder') {
        if (el.hasAttribute('placeholder')) add(similarity(el.getAttribute('placeholder'), wanted), `[placeholder=${JSON.stringify(el.getAttribute('placeholder'))}]`, 'placeholder differs');
      } else if (spec.kind === 'testId') {
        if (el.hasAttribute('data-testid')) add(similarity(el.getAttribute('data-testid'), spec.value), `[data-testid=${JSON.stringify(el.getAttribute('data-testid'))}]`, 'test id differs');
      } else {
        let s = el.localName + (el.id ? '#' + el.id : '') + [...el.classList].map((c) => '.' + c).join('');
        add(similarity(s, spec.value), s, 'does not match the selector');
      }
    }
  }
  candidates.sort((a, b) => b[0] - a[0]);
  const out = [];
  for (const [score, text] of candidates) {
    if (score <= 0.2 || out.includes(text)) continue;
    out.push(text);
    if (out.length === 3) break;
  }
  return JSON.stringify(out);
}
