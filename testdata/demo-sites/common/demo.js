// Shared by every demo site: seeded data from the URL (?seed=N), so the same
// URL always builds the same page and different seeds give different pages.
// No network, no storage: all state that must survive a navigation is in the URL.
(function () {
  "use strict";
  const params = new URLSearchParams(location.search);
  const seed = (parseInt(params.get("seed") || "1", 10) || 1) >>> 0;

  // mulberry32: tiny, fast and identical in every browser.
  function rng(s) {
    let a = s >>> 0;
    return function () {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  const random = rng(Math.imul(seed, 2654435761) ^ 0x5eed);
  const int = (n) => Math.floor(random() * n);
  const pick = (items) => items[int(items.length)];
  function shuffle(items) {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
  const sample = (items, k) => shuffle(items).slice(0, k);

  // A link to another page of the demo that keeps the seed (and any extras).
  function link(path, extra) {
    const q = new URLSearchParams({ seed: String(seed) });
    for (const [k, v] of Object.entries(extra || {})) q.set(k, String(v));
    return path + "?" + q.toString();
  }

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") node.className = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else if (v === true) node.setAttribute(k, "");
      else if (v !== false && v !== null && v !== undefined) node.setAttribute(k, v);
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined) continue;
      node.append(child.nodeType ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  // Inline icons (decorative: aria-hidden), so icon-only buttons depend on aria-label.
  const ICONS = {
    trash: "M6 7h12M9 7V4h6v3M8 7l1 13h6l1-13",
    search: "M10 4a6 6 0 1 0 0 12a6 6 0 1 0 0-12M15 15l5 5",
    cart: "M3 4h3l2 11h10l2-8H7M9 20h1M16 20h1",
    plus: "M12 5v14M5 12h14",
    minus: "M5 12h14",
    next: "M9 5l7 7l-7 7",
    prev: "M15 5l-7 7l7 7",
    close: "M6 6l12 12M18 6L6 18",
    eye: "M2 12s4-7 10-7s10 7 10 7s-4 7-10 7S2 12 2 12M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6",
    check: "M5 12l5 5l9-10",
    back: "M19 12H5M11 6l-6 6l6 6",
  };
  function icon(name) {
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("class", "icon");
    const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
    path.setAttribute("d", ICONS[name]);
    svg.append(path);
    return svg;
  }

  const FIRST = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Ken", "Radia", "Linus", "Margaret", "Dennis", "Frances", "John", "Sophie", "Tim", "Hedy", "Niklaus"];
  const LAST = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Thompson", "Perlman", "Torvalds", "Hamilton", "Ritchie", "Allen", "Backus", "Wilson", "Berners-Lee", "Lamarr", "Wirth"];
  const WORDS = ["apple", "river", "stone", "cloud", "ember", "maple", "orbit", "pixel", "quartz", "harbor", "lantern", "meadow", "signal", "timber", "violet", "willow"];

  window.Demo = { seed, params, random, int, pick, shuffle, sample, link, el, icon, FIRST, LAST, WORDS };
})();
