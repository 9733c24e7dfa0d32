"""The document of made KenKens: written and read back in one module."""

from __future__ import annotations

import json

from gridcraft import kenken


def test_made_json_reads_back() -> None:
    made = kenken.make(4, kenken.Level.EASY, seed="7")
    text = kenken.to_made_json([("7:0", made)])
    assert kenken.is_made_json(text)
    assert kenken.read_made_json(text, "m.json") == made.puzzle
    doc = json.loads(text)["puzzles"][0]
    assert (doc["seed"], doc["grade"], doc["size"]) == ("7:0", "easy", 4)
    assert kenken.verify(made.puzzle, tuple(tuple(r) for r in doc["solution"])) == []
    assert kenken.made_summary(1, 4, "easy") == "1 4 x 4 easy KenKen with one solution"
