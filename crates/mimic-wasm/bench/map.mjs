// Mappings per second from Node through the WebAssembly package, beside a
// baseline measured in the same run: a plain JavaScript snap rule (smallest
// box containing the point, else the nearest within 20 px, as computer-use-mcp
// snaps today) on the same scenes. Each `mapAction` call is one-shot: it
// carries the observation across, prepares it, maps, renders the reason and
// returns the recorded mapping.
//
//   node crates/mimic-wasm/bench/map.mjs [PACKAGE_FOLDER] [--seconds S]
//
// PACKAGE_FOLDER defaults to ./mimic-out/wasm (scripts/build-wasm.sh).
// The scenes follow examples/bench-map.rs: cards holding links and a button,
// paint order known, clicks mostly uniform over a 1280x800 viewport and one
// in five just off a candidate's edge.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const args = process.argv.slice(2);
const secondsAt = args.indexOf('--seconds');
const seconds = secondsAt >= 0 ? Number(args.splice(secondsAt, 2)[1]) : 1;
const pkg = resolve(args[0] ?? 'mimic-out/wasm');
const { mapAction } = createRequire(import.meta.url)(pkg);

const VIEWPORT = { x: 0, y: 0, width: 1280, height: 800 };
const POINTS = 1024;

function rng(seed) {
  let s = seed >>> 0 || 1;
  return (lo, hi) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return lo + ((s >>> 0) / 2 ** 32) * (hi - lo);
  };
}

function scene(n, between) {
  const cards = Math.ceil(n / 4);
  const cols = Math.max(1, Math.ceil(Math.sqrt((cards * VIEWPORT.width) / VIEWPORT.height)));
  const rows = Math.max(1, Math.ceil(cards / cols));
  const [cellW, cellH] = [VIEWPORT.width / cols, VIEWPORT.height / rows];
  const candidates = [];
  for (let card = 0; card < cards && candidates.length < n; card++) {
    const [col, row] = [card % cols, Math.floor(card / cols)];
    const box = { x: col * cellW + cellW * 0.05, y: row * cellH + cellH * 0.05, width: cellW * 0.9, height: cellH * 0.9 };
    for (let k = 0; k < 4 && candidates.length < n; k++) {
      let bounds = box;
      if (k > 0) {
        const width = box.width * between(0.2, 0.6);
        const height = box.height * between(0.1, 0.25);
        bounds = { x: box.x + between(0, box.width - width), y: box.y + (box.height * (k - 1)) / 3, width, height };
      }
      candidates.push({
        id: `c${candidates.length}`,
        source: 'chrome_dom',
        role: k === 3 ? 'button' : 'link',
        label: `Item ${card}.${k}`,
        bounds,
        enabled: true,
        visible: between(0, 1) > 0.05,
        metadata: { paintOrder: candidates.length + 1 },
      });
    }
  }
  return { candidates };
}

function clickPoint(observation, between) {
  if (between(0, 1) < 0.8) return { x: between(0, VIEWPORT.width), y: between(0, VIEWPORT.height) };
  const c = observation.candidates[Math.floor(between(0, observation.candidates.length))];
  return { x: c.bounds.x + c.bounds.width + between(0, 6), y: c.bounds.y + between(0, c.bounds.height) };
}

/** The baseline: smallest visible box containing the point, else the nearest within 20 px. */
function snap(observation, point) {
  let best = null;
  let bestArea = Infinity;
  let near = null;
  let nearDistance = 20;
  for (const c of observation.candidates) {
    if (c.visible === false) continue;
    const { x, y, width, height } = c.bounds;
    const dx = Math.max(x - point.x, 0, point.x - (x + width));
    const dy = Math.max(y - point.y, 0, point.y - (y + height));
    const distance = Math.hypot(dx, dy);
    if (distance === 0 && width * height < bestArea) [best, bestArea] = [c, width * height];
    else if (distance <= nearDistance) [near, nearDistance] = [c, distance];
  }
  return (best ?? near)?.id;
}

/** Calls per second of `call(i)`, best of several rounds within the budget. */
function rate(call) {
  const rounds = 5;
  let best = 0;
  for (let round = 0; round < rounds; round++) {
    const end = performance.now() + (seconds * 1000) / rounds;
    let calls = 0;
    const start = performance.now();
    while (performance.now() < end) {
      for (let i = 0; i < 64; i++) call(calls++);
    }
    best = Math.max(best, calls / ((performance.now() - start) / 1000));
  }
  return best;
}

const format = (perSecond) =>
  perSecond >= 1e6
    ? `${(perSecond / 1e6).toFixed(2)} M`
    : perSecond >= 1e3
      ? `${(perSecond / 1e3).toFixed(1)} k`
      : perSecond.toFixed(0);

console.log(`node ${process.version}, package ${pkg}`);
console.log('candidates  mapAction/s (wasm, one-shot)  JS snap baseline/s  baseline/wasm');
for (const n of [10, 100, 1000, 10000]) {
  const between = rng(0x9e3779b9 ^ n);
  const observation = scene(n, between);
  const observationExt = { coordinateSpace: 'chrome_dom', observedArea: VIEWPORT, scale: 1 };
  const actions = Array.from({ length: POINTS }, () => ({ type: 'click', point: clickPoint(observation, between) }));
  const wasm = rate((i) => mapAction({ observation, observationExt, action: actions[i % POINTS] }));
  const baseline = rate((i) => snap(observation, actions[i % POINTS].point));
  console.log(
    `${String(n).padStart(10)}  ${format(wasm).padStart(28)}  ${format(baseline).padStart(18)}  ${(baseline / wasm).toFixed(1).padStart(12)}x`,
  );
}
