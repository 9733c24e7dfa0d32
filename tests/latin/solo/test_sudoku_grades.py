"""Solo's grades of sudoku (classic, X, jigsaw) reproduced: the first puzzles of each file of
benchmarks/corpus/sudoku/ (made by ``sgt-solo --generate N PARAMS``, which keeps a puzzle only at
the grade its parameters ask) graded by the ladder at that grade, C and Python, each with exactly
one solution. The whole corpus is graded by benchmarks/sudoku_grades.py."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from gridcraft.latin.solo import Level, count_solutions, solve
from gridcraft.latin.solo.count import count_python
from gridcraft.latin.solo.ids import parse_sudoku_id, square
from gridcraft.latin.solo.solver import solve_python

CORPUS = Path(__file__).resolve().parents[3] / "benchmarks" / "corpus" / "sudoku"
FILES = sorted(CORPUS.glob("*.txt"))
PER_FILE = 5  # graded in C (or in Python where C is not built)
IN_PYTHON = 2  # of those, graded by the Python reference too (one above 9 x 9)


def ids(path: Path) -> list[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line and not line.startswith("#")]


def asked(params: str) -> Level:
    """The grade the parameters asked for: the letter after ``d`` (``3x3xda``: Advanced)."""
    return Level("tbiaeu".index(params[params.index("d") + 1]))


def test_the_corpus_covers_classic_x_and_jigsaw_at_solos_grades() -> None:
    names = {path.stem for path in FILES}
    assert {f"3x3d{g}" for g in "tbiaeu"} <= names
    assert {"3x3xdb", "3x3xda", "9jdb", "9jda", "2x3da", "4x4db"} <= names
    for path in FILES:
        assert path.read_text(encoding="utf-8").startswith("# Solo (sgt-puzzles ")
        assert len(ids(path)) >= PER_FILE


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_solos_puzzles_grade_as_solo_made_them(path: Path) -> None:
    want = asked(path.stem)
    for k, text in enumerate(ids(path)[:PER_FILE]):
        puzzle = square(parse_sudoku_id(text))
        out = solve(puzzle)
        assert out.level == want, text
        assert count_solutions(puzzle) == 1, text
        if k < (IN_PYTHON if puzzle.size <= 9 else 1):
            slow = solve_python(puzzle)
            assert slow.level == want and slow.grid == out.grid, text
            assert count_python(puzzle) == 1, text
        if Level.TRIVIAL < want < Level.UNREASONABLE:  # its grade's deductions, not fewer
            assert all(solve(puzzle, want).grid), text
            assert solve(puzzle, Level(want - 1)).level == Level.IMPOSSIBLE, text


def test_the_diagonals_and_the_regions_are_what_grades_them() -> None:
    """The same givens without an X puzzle's diagonals, or with a jigsaw's regions swapped for
    boxes, are no longer the puzzle Solo graded: another grade or more than one solution."""
    for params in ("3x3xdb", "3x3xda", "9jdb", "9jda"):
        for text in ids(CORPUS / f"{params}.txt")[:PER_FILE]:
            given = square(parse_sudoku_id(text))
            boxed = replace(given, box=(3, 3), regions=None, diagonals=False)
            assert (solve(boxed).level, count_solutions(boxed)) != (asked(params), 1), text
