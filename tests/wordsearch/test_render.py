"""Drawings and writers: golden SVGs, the text grid, the JSON document and the ipuz file."""

from __future__ import annotations

import json
import os
from pathlib import Path

import ipuz
import pytest

from gridcraft.wordsearch import parse, render_svg, render_text, to_ipuz, to_json

DATA = Path(__file__).resolve().parent / "data"
UPDATE = os.environ.get("GRIDCRAFT_UPDATE_GOLDEN") == "1"
PUZZLE = parse(
    """# directions: right down down-right down-left left up up-left up-right
PEARX
LMOLE
UGOAT
MXKZN

PEAR
PLUM
MOLE
GOAT
"""
)


@pytest.mark.parametrize(("name", "solution"), [("puzzle.svg", False), ("solution.svg", True)])
def test_golden_svg(name: str, solution: bool) -> None:
    svg = render_svg(PUZZLE, solution=solution).document()
    path = DATA / name
    if UPDATE:
        path.write_text(svg, encoding="utf-8")
    assert svg == path.read_text(encoding="utf-8")


def test_capsules_follow_each_word() -> None:
    body = render_svg(PUZZLE, solution=True).body
    assert body.count('rx="12"') == 4
    assert "rotate(0 " in body and "rotate(90 " in body


def test_a_shaped_grid_draws_no_cell_where_there_is_none() -> None:
    shaped = parse("C A T\n. O .\n\nCAT\n")
    assert render_svg(shaped).body.count("<rect") == 4


def test_text_and_solution_text() -> None:
    assert render_text(PUZZLE).splitlines()[0] == "P E A R X"
    solution = render_text(PUZZLE, solution=True).splitlines()
    assert solution[0] == "P E A R ·" and solution[3] == "M · · · ·"
    assert solution[5:] == ["PEAR", "PLUM", "MOLE", "GOAT"]


def test_json_document() -> None:
    doc = to_json(PUZZLE)
    assert doc["kind"] == "wordsearch" and (doc["width"], doc["height"]) == (5, 4)
    assert doc["placements"][1] == {
        "word": "PLUM",
        "row": 0,
        "col": 0,
        "direction": "down",
        "cells": [[0, 0], [1, 0], [2, 0], [3, 0]],
    }
    json.dumps(doc)


def test_ipuz_is_valid_and_holds_the_words_cells() -> None:
    text = to_ipuz(PUZZLE, title="Fruit and animals")
    ipuz.read(text)  # the ipuz package's validator of the Word Search kind
    doc = json.loads(text)
    assert doc["kind"] == ["http://ipuz.org/wordsearch#1"]
    assert doc["solution"]["GOAT"] == {"cells": [[2, 3], [3, 3], [4, 3], [5, 3]]}
    assert doc["solution"]["PEAR"] == {"cells": [[1, 1], [2, 1], [3, 1], [4, 1]]}
    assert doc["puzzle"][0] == ["P", "E", "A", "R", "X"]
