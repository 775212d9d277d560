"""Loads dataset folders the way a person who was sent one would: with
Hugging Face `datasets`, offline, from the folder alone; then checks them
against their manifest. Run by crates/mimic-dataset/tests/hub.rs.

Usage: python load_hub.py DATASET_DIR...
Prints one line per folder: its splits and sizes, the images checked.
"""

import hashlib
import json
import pathlib
import sys

import datasets
import pyarrow.parquet as pq

HUB_NAMES = {"train": "train", "val": "validation", "test": "test"}

for arg in sys.argv[1:]:
    folder = pathlib.Path(arg)
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    expected = {
        HUB_NAMES[split]: count
        for split, count in manifest["counts"]["examples"].items()
        if count > 0
    }

    loaded = datasets.load_dataset(str(folder))
    sizes = {split: len(loaded[split]) for split in loaded}
    assert sizes == expected, (sizes, expected)
    assert isinstance(loaded["train"].features["image"], datasets.Image)

    images = 0
    for split in loaded:
        raw = loaded[split].cast_column("image", datasets.Image(decode=False))
        for row in raw:
            shot = row["input"]["screenshot"]
            if shot is None:
                assert row["image"] is None, row["exampleId"]
                continue
            digest = hashlib.sha256(row["image"]["bytes"]).hexdigest()
            assert digest == shot["sha256"], (row["exampleId"], digest)
            assert row["image"]["path"] == shot["path"]
            images += 1

    shards = 0
    for name, output in manifest["outputs"].items():
        if name.endswith(".parquet"):
            table = pq.read_table(folder / name)
            assert table.num_rows == output["examples"], name
            assert table.schema.field("image").type.num_fields == 2
            shards += 1

    listing = ", ".join(f"{split} {size}" for split, size in sorted(sizes.items()))
    print(f"{folder.name}: {listing}; {images} images; {shards} shards")
