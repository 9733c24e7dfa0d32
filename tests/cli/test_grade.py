"""``gridcraft grade``: the grade and the deductions used, as text and JSON; no grade without one
solution."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from samples import write

DATA = Path(__file__).resolve().parents[1] / "data"
GRADED = [
    line.split(" ", 1)
    for line in (DATA / "keen-graded.txt").read_text().splitlines()
    if not line.startswith("#")
]


def test_grades_with_counts(run: Callable[..., Any]) -> None:
    for label, game_id in GRADED[::12]:
        path = write("k.txt", game_id + "\n")
        result = run("grade", path)
        lines = result.out.splitlines()
        assert result.code == 0 and lines[0] == label
        assert all(line.startswith("  ") and line.split()[-1].isdigit() for line in lines[1:])
    doc = json.loads(run("grade", path, "--format", "json").out)
    assert doc["grade"] == GRADED[::12][-1][0] and all(v > 0 for v in doc["deductions"].values())


def test_no_grade_without_one_solution(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    path = write("two.txt", "2\n3 + r1c1 r1c2\n3 + r2c1 r2c2\n")
    assert_one_error(run("grade", path), 1, f"{path}: not graded: the puzzle has several solutions")
    none = write("none.txt", "2\n4 + r1c1 r1c2\n3 + r2c1 r2c2\n")
    assert_one_error(run("grade", none), 1, f"{none}: not graded: the puzzle has no solution")
    fillin = DATA / "fillin" / "wikipedia-7x7.txt"
    assert_one_error(
        run("grade", str(fillin)),
        2,
        f"{fillin}: grade reads sudoku puzzles or towers puzzles or futoshiki puzzles or kakuro puzzles or killer sudoku puzzles"
        " or KenKen puzzles; this looks like a fill-in puzzle",
    )
    empty = write("empty.txt", "\n \n")  # regression: it was called "a word list"
    assert_one_error(
        run("grade", empty),
        2,
        f"{empty}: grade reads sudoku puzzles or towers puzzles or futoshiki puzzles or kakuro puzzles or killer sudoku puzzles"
        " or KenKen puzzles; this file is empty",
    )


def test_a_kenken_made_as_json_or_ipuz_is_graded_and_a_layout_is_not(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    # regression: a KenKen's JSON or ipuz was read as a killer sudoku ("holds a kenken puzzle, not killer")
    for fmt in ("json", "ipuz"):
        out = tmp_path / f"one.{fmt}"
        made = run("make", "kenken", "--size", "4", "--difficulty", "easy", "--format", fmt, "-o", str(out))
        assert made.code == 0, made.err
        graded = run("grade", str(out))
        assert graded.code == 0 and graded.out.splitlines()[0] == "easy", graded.err
    layout = tmp_path / "layout.json"
    words = write("w.txt", "cat\ncar\ntar\n")
    assert run("generate", words, "--format", "json", "-o", str(layout)).code == 0
    refused = run("grade", str(layout))
    assert refused.code == 2 and refused.err.rstrip().endswith("this is a fill-in puzzle")


def test_a_full_grid_grades_trivial_without_deductions(run: Callable[..., Any]) -> None:
    """A puzzle whose every cell is given needs no deduction: its grade, not an internal error."""
    full = "futoshiki 4\n1   3 > 2   4\n3 < 4   1   2\n2   1   4   3\n4   2   3   1\n"
    done = run("grade", write("full.txt", full))
    assert (done.code, done.out) == (0, "Trivial\n")
