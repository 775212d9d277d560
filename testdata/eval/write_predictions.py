"""Writes a mimic predictions file (docs/eval.md) from Python, standard
library only: the loop an outside model would run.

    python3 write_predictions.py DATASET_DIR OUT.jsonl [--split NAME]

The "model" ranks candidates by how many words of the subgoal their label
shares (ties keep the candidate order) and reads the action type off the
subgoal's verb. It predicts "no target" when no label shares a word.
"""

import json
import re
import sys
from pathlib import Path


def words(text):
    return set(re.findall(r"\w+", (text or "").lower()))


def predict(example):
    subgoal = words(example["input"]["currentSubgoal"])
    candidates = example["input"]["candidates"]
    scored = sorted(
        ((len(subgoal & words(c.get("label"))), i, c["id"]) for i, c in enumerate(candidates)),
        key=lambda t: (-t[0], t[1]),
    )
    if "type" in subgoal:
        action = "type_text"
    elif "scroll" in subgoal:
        action = "scroll"
    elif "wait" in subgoal:
        action = "wait"
    else:
        action = "click"
    return {
        "exampleId": example["exampleId"],
        "candidateIds": [cid for _, _, cid in scored],
        "scores": [float(score) for score, _, _ in scored],
        "actionType": action,
        "noTarget": not scored or scored[0][0] == 0,
    }


def main(argv):
    dataset, out = Path(argv[1]), Path(argv[2])
    splits = [argv[4]] if len(argv) > 4 and argv[3] == "--split" else ["train", "val", "test"]
    with out.open("w", encoding="utf-8") as sink:
        for split in splits:
            path = dataset / f"{split}.jsonl"
            if not path.exists():
                continue
            with path.open(encoding="utf-8") as lines:
                for line in lines:
                    if line.strip():
                        sink.write(json.dumps(predict(json.loads(line))) + "\n")


if __name__ == "__main__":
    main(sys.argv)
