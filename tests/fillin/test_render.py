"""Fill-in output against golden files in tests/data/fillin/golden/.

The ``assert_golden`` fixture of tests/conftest.py: set GRIDCRAFT_UPDATE_GOLDEN=1 to rewrite the golden
files (then review the diff).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from gridcraft.fillin import parse, solutions, to_json_rows, to_svg, to_text

DATA = Path(__file__).resolve().parent.parent / "data" / "fillin"
PUZZLE = parse((DATA / "wikipedia-7x7.txt").read_text(encoding="utf-8"))
SOLVED = next(solutions(PUZZLE))


def test_text(assert_golden: Callable[[str, str], None]) -> None:
    assert_golden("fillin/golden/wikipedia-7x7.txt", to_text(SOLVED))


def test_json_rows_use_spaces_for_blocks() -> None:
    rows = to_json_rows(SOLVED)
    assert rows[0] == "  DAG  " and all(len(r) == 7 for r in rows)


def test_svg_solution(assert_golden: Callable[[str, str], None]) -> None:
    svg = to_svg(PUZZLE, SOLVED).document()
    ET.fromstring(svg.encode("utf-8"))  # well-formed
    assert_golden("fillin/golden/wikipedia-7x7.svg", svg)


def test_svg_blank_shows_the_given_and_the_word_list(assert_golden: Callable[[str, str], None]) -> None:
    svg = to_svg(PUZZLE).document()
    root = ET.fromstring(svg.encode("utf-8"))
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "D" in texts  # the given letter
    assert {"ARTICLE", "VESICLE", "GI", "DAG"} <= set(texts)
    assert "E" not in texts  # no other letter of the solution
    assert_golden("fillin/golden/wikipedia-7x7-blank.svg", svg)


def test_svg_of_a_cyrillic_puzzle() -> None:
    puzzle = parse("...\n.#.\n\nМул, Мы, Лу\n")
    svg = to_svg(puzzle, next(solutions(puzzle))).document()
    assert ">М<" in svg and ">Л<" in svg


def test_a_grid_of_the_wrong_shape_is_refused_naming_it() -> None:
    from gridcraft.fillin import parse, to_svg

    with pytest.raises(ValueError, match=r"^grid must be 1 rows of 3 characters$"):
        to_svg(parse("...\n\nCAT"), ("CA",))
