"""The document of made KenKens: written and read back in one module."""

from __future__ import annotations

import json

import pytest

from gridcraft import kenken
from gridcraft.errors import ParseError


def test_made_json_reads_back() -> None:
    made = kenken.make(4, kenken.Level.EASY, seed="7")
    text = kenken.to_made_json([("7:0", made)])
    assert kenken.is_made_json(text)
    assert kenken.read_made_json(text, "m.json") == made.puzzle
    doc = json.loads(text)["puzzles"][0]
    assert (doc["seed"], doc["grade"], doc["size"]) == ("7:0", "easy", 4)
    assert kenken.verify(made.puzzle, tuple(tuple(r) for r in doc["solution"])) == []
    assert kenken.made_summary(1, 4, "easy") == "1 4 x 4 easy KenKen with one solution"


def test_hidden_operations_are_written_without_a_keen_id_and_read_back() -> None:
    made = kenken.make(4, kenken.Level.NORMAL, seed="3", ops="hidden")
    assert all(c.op is None for c in made.puzzle.cages if len(c.cells) > 1)
    text = kenken.to_made_json([("3:0", made)])
    doc = json.loads(text)["puzzles"][0]
    assert doc["keen"] is None and all(c["op"] is None for c in doc["cages"] if len(c["cells"]) > 1)
    assert kenken.is_made_json(text)
    assert kenken.read_made_json(text, "m.json") == made.puzzle


def test_the_cages_are_the_puzzle_and_bad_ones_are_named() -> None:
    made = kenken.make(4, kenken.Level.EASY, seed="7")
    doc = json.loads(kenken.to_made_json([("7:0", made)]))
    doc["puzzles"][0]["keen"] = "2:b__,a3a3"  # another puzzle: the cages win
    assert kenken.read_made_json(json.dumps(doc), "m.json") == made.puzzle
    del doc["puzzles"][0]["cages"][0]
    with pytest.raises(ParseError, match=r"^m.json: 'cages': cell r1c1 is in no cage$"):
        kenken.read_made_json(json.dumps(doc), "m.json")
    doc["puzzles"][0]["cages"][0]["op"] = "^"
    with pytest.raises(ParseError, match="cage 1 of 'cages' is not"):
        kenken.read_made_json(json.dumps(doc), "m.json")


def test_a_summary_says_the_operations_are_hidden() -> None:
    assert kenken.made_summary(1, 9, "normal", hidden=True) == (
        "1 9 x 9 normal KenKen without operations, with one solution"
    )
    assert (
        kenken.made_summary(3, 4, "easy", hidden=True)
        == "3 4 x 4 easy KenKens without operations, each with one solution"
    )
    assert kenken.made_summary(3, 4, "easy") == "3 4 x 4 easy KenKens, each with one solution"
