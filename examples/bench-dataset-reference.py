"""The Python reference builder that bench-dataset times beside mimic's:
reads OUT/traces/*.jsonl with orjson and writes OUT/dataset/{train,val,test}.jsonl
in the mimic.dataset-example.v1 shape, split by trace with the builder's
seeded hash (default seed 0, ratios 0.8/0.1/0.1).

What it does NOT do, and the builder does: validate records (shape, rules,
unknown fields) or report bad lines with their JSON path; check or copy
screenshots (their path is only rewritten to screenshots/<sha256>.png);
detect duplicate trace or step ids; clean (--keep, --drop, --dedup); hash
inputs and outputs; write stats, manifest, schema, Parquet or a dataset card;
write atomically. An invalid line raises or produces a wrong example.

Usage: python3 bench-dataset-reference.py TRACES_ROOT OUT [SEED]
Prints: examples per split, as "train N val N test N".
"""

import hashlib
import pathlib
import struct
import sys

import orjson

RATIOS = (("train", 0.8), ("val", 0.1), ("test", 0.1))


def split_of(seed, unit):
    digest = hashlib.sha256(struct.pack("<Q", seed) + unit.encode()).digest()
    point = (struct.unpack(">Q", digest[:8])[0] >> 11) / float(1 << 53)
    upper = 0.0
    for name, share in RATIOS:
        upper += share
        if point < upper:
            return name
    return RATIOS[-1][0]


def example(record, incomplete):
    ext = record.get("mimic") or {}
    obs = record["observation"]
    observation_ext = ext.get("observation")
    action = record["chosenAction"]
    mapping = record["mapping"]
    meta = {k: ext[k] for k in ("taskId", "siteId", "instanceId", "runId", "stepIndex") if k in ext}
    meta["collector"] = record["source"]["collector"]
    meta["platform"] = record["source"]["platform"]
    inp = {"taskGoal": record["taskGoal"], "currentSubgoal": record["currentSubgoal"]}
    if obs.get("screenshotSha256"):
        sha = obs["screenshotSha256"]
        inp["screenshot"] = {"path": f"screenshots/{sha}.png", "sha256": sha}
    for key in ("url", "title", "app", "windowTitle"):
        if obs.get(key) is not None:
            inp[key] = obs[key]
    if observation_ext is not None:
        inp["observation"] = observation_ext
    inp["candidates"] = obs["candidates"]
    inp["previousActions"] = record["previousActions"]
    label = {"actionType": action["type"], "action": action}
    if mapping["status"] == "matched_candidate":
        gold = record.get("chosenCandidateId") or mapping.get("candidateId")
        if gold is not None:
            label["candidateId"] = gold
    label["mappingStatus"] = mapping["status"]
    if ext.get("mapping"):
        label["reasonCode"] = ext["mapping"]["reasonCode"]
    if mapping.get("reason") is not None:
        label["reason"] = mapping["reason"]
    flags = {}
    if record.get("verification"):
        flags["verification"] = record["verification"]["status"]
    if observation_ext and observation_ext.get("stale"):
        flags["staleObservation"] = True
    if observation_ext and observation_ext.get("partial"):
        flags["partialObservation"] = True
    if incomplete:
        flags["traceIncomplete"] = True
    if (ext.get("redaction") or {}).get("redacted"):
        flags["redacted"] = True
    return {
        "schema": "mimic.dataset-example.v1",
        "exampleId": f"{record['traceId']}/{record['stepId']}",
        "traceId": record["traceId"],
        "stepId": record["stepId"],
        "meta": meta,
        "input": inp,
        "label": label,
        "flags": flags,
    }


def main():
    root, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    dataset = out / "dataset"
    dataset.mkdir(parents=True, exist_ok=True)
    files = {name: open(dataset / f"{name}.jsonl", "wb") for name, _ in RATIOS}
    counts = dict.fromkeys(files, 0)
    for path in sorted((root / "traces").glob("*.jsonl")):
        lines = [line for line in path.read_bytes().splitlines() if line.strip()]
        if not lines:
            continue
        last = orjson.loads(lines[-1])
        incomplete = (last.get("mimic") or {}).get("traceStatus") != "completed"
        split = None
        for line in lines:
            record = orjson.loads(line)
            split = split or split_of(seed, record["traceId"])
            files[split].write(orjson.dumps(example(record, incomplete)) + b"\n")
            counts[split] += 1
    for file in files.values():
        file.close()
    print(" ".join(f"{name} {count}" for name, count in counts.items()))


main()
