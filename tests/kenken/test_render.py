"""KenKen text and SVG pictures against golden files in tests/data/kenken/, and the JSON rows.

The ``assert_golden`` fixture of tests/conftest.py: set GRIDCRAFT_UPDATE_GOLDEN=1 to rewrite the golden
files (then review the diff).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from gridcraft.kenken import Cage, KenKenPuzzle, Op, grid_rows, parse, render_svg, render_text, solutions

KK = Path(__file__).resolve().parent.parent / "data" / "kenken"
SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("stem", ["tatham-4x4-easy", "wikipedia-6x6"])
def test_golden_pictures(assert_golden: Callable[[str, str], None], stem: str) -> None:
    puzzle = parse((KK / f"{stem}.txt").read_text(encoding="utf-8"))
    (grid,) = solutions(puzzle)
    assert_golden(f"kenken/{stem}.solved.txt", render_text(puzzle, grid))
    assert_golden(f"kenken/{stem}.blank.txt", render_text(puzzle))
    assert_golden(f"kenken/{stem}.solved.svg", render_svg(puzzle, grid).document())
    assert_golden(f"kenken/{stem}.blank.svg", render_svg(puzzle).document())


def test_text_shows_outlines_clues_and_values() -> None:
    puzzle = parse("2\n3 + r1c1 r1c2\n2 r2c1\n1 r2c2\n")
    assert render_text(puzzle, ((1, 2), (2, 1))) == (
        "+---+---+\n|3+     |\n| 1   2 |\n+---+---+\n|2  |1  |\n| 2 | 1 |\n+---+---+\n"
    )


def test_svg_is_well_formed_with_a_clue_per_cage_and_a_value_per_cell() -> None:
    puzzle = parse((KK / "wikipedia-6x6.txt").read_text(encoding="utf-8"))
    (grid,) = solutions(puzzle)
    root = ET.fromstring(render_svg(puzzle, grid).document().split("\n", 1)[1])
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert len(texts) == len(puzzle.cages) + 36
    assert "240\u00d7" in texts and "11+" in texts and "3\u2212" in texts and "2\u00f7" in texts
    assert (
        ET.fromstring(render_svg(puzzle).document().split("\n", 1)[1]).findall(f"{SVG}text")[0].text == "11+"
    )


def big_puzzle(n: int) -> KenKenPuzzle:
    return KenKenPuzzle(n, tuple(Cage(1 + (r + c) % n, Op.EQ, ((r, c),)) for r in range(n) for c in range(n)))


def test_rows_of_large_grids_are_space_separated() -> None:
    puzzle = big_puzzle(12)
    (grid,) = solutions(puzzle)
    rows = grid_rows(puzzle, grid)
    assert rows[0] == "1 2 3 4 5 6 7 8 9 10 11 12"
    assert grid_rows(parse("2\n3 + r1c1 r1c2\n3 + r2c1 r2c2\n"), ((1, 2), (2, 1))) == ["12", "21"]
    text = render_text(puzzle, grid)
    assert "| 10 |" in text and len({len(line) for line in text.splitlines()}) == 1


def test_long_clues_shrink_to_fit() -> None:
    puzzle = parse("3\n1296 x r1c1 r1c2 r1c3 r2c1 r2c2 r2c3 r3c1 r3c2 r3c3\n")
    root = ET.fromstring(render_svg(puzzle).document().split("\n", 1)[1])
    (clue,) = root.iter(f"{SVG}text")
    assert clue.text == "1296\u00d7" and clue.get("font-size") == "12"
    puzzle = parse(
        "4\n1234567 r1c1 r1c2 r1c3 r1c4\n10 + r2c1 r2c2 r2c3 r2c4\n10 + r3c1 r3c2 r3c3 r3c4\n10 + r4c1 r4c2 r4c3 r4c4\n"
    )
    root = ET.fromstring(render_svg(puzzle).document().split("\n", 1)[1])
    assert next(root.iter(f"{SVG}text")).get("font-size") == "10"  # 7 characters: 12 * 6 // 7


def test_a_grid_of_the_wrong_shape_is_refused_naming_it() -> None:
    from gridcraft.kenken import parse, render_svg, render_text

    puzzle = parse("2\n3 + r1c1 r1c2\n3 + r2c1 r2c2")
    for render in (render_svg, render_text):
        with pytest.raises(ValueError, match=r"^grid must be 2 rows of 2 values, not 1 rows"):
            render(puzzle, ((1, 2),))
