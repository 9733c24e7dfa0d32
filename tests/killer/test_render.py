"""Pictures: golden SVG and text files in tests/killer/data/, and the SVG's parts."""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gridcraft.killer import grade, parse, render_svg, render_text

DATA = Path(__file__).parent / "data"
UPDATE = os.environ.get("GRIDCRAFT_UPDATE_GOLDEN") == "1"
SVG = "{http://www.w3.org/2000/svg}"


def check_golden(name: str, text: str) -> None:
    path = DATA / name
    if UPDATE:
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("stem", ["solo-9-trivial"])
def test_golden_pictures(stem: str) -> None:
    puzzle = parse((DATA / f"{stem}.txt").read_text(encoding="utf-8"))
    solution = grade(puzzle).solution
    check_golden(f"{stem}.blank.svg", render_svg(puzzle).document())
    check_golden(f"{stem}.solved.svg", render_svg(puzzle, solution).document())
    check_golden(f"{stem}.solved.txt", render_text(puzzle, solution))


def test_svg_has_a_sum_per_cage_and_a_digit_per_cell() -> None:
    puzzle = parse((DATA / "solo-9-trivial.txt").read_text(encoding="utf-8"))
    solution = grade(puzzle).solution
    root = ET.fromstring(render_svg(puzzle, solution).document())
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert len(texts) == len(puzzle.cages) + 81
    dashed = [p for p in root.iter(f"{SVG}path") if p.get("stroke-dasharray")]
    assert len(dashed) == 1


def test_text_grid_of_a_six() -> None:
    puzzle = parse("6\n3 r1c1 r1c2\nr2c2 = 4\n")
    assert render_text(puzzle) == (
        "+-------+-------+\n"
        "| . . . | . . . |\n"
        "| . 4 . | . . . |\n"
        "+-------+-------+\n"
        "| . . . | . . . |\n"
        "| . . . | . . . |\n"
        "+-------+-------+\n"
        "| . . . | . . . |\n"
        "| . . . | . . . |\n"
        "+-------+-------+\n"
    )
    with pytest.raises(ValueError, match="6 rows"):
        render_text(puzzle, ((1, 2),))
