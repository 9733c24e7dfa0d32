"""Killer sudoku as a table on the Latin-square core: no digit twice in a cage holds in every service
(solve, grade, hint, explain), and cells in no cage are solved, graded and explained."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gridcraft import engine, latin
from gridcraft.killer import KIND, parse, verify
from gridcraft.killer.kind import as_square

DATA = Path(__file__).parent / "data"

# Unique only by the no-repeat rule: as a KenKen of sums with boxes it has several solutions.
NO_REPEAT_4 = "killer 4\n6 r1c1 r2c1\n6 r1c2 r1c3 r1c4\n6 r2c2 r3c1 r3c2\n8 r2c3 r3c3 r4c3\n9 r2c4 r3c4 r4c4\n5 r4c1 r4c2\n"
# A Solo Unreasonable killer (sgt-solo --generate 3x3kdu) that is unique only by the no-repeat rule.
NO_REPEAT_9 = (
    "3x3k:zzzc,aab___aa____aa__a_b_____a__a_a___a__a______a____aaaaa_bbaaa___a_a_______a____aa___aa_aaaba__aaa"
    "__b,11a9a18b14_8_4a15a7a9c16_9a12b16_13b7_8b11b20_12a14a8a12c12a16a12_3b5_8b9a7_17_15b22b17c9g"
)


def _without_no_repeat(text: str) -> int:
    """The solutions (up to 3) of the puzzle with digits allowed to repeat in a cage."""
    puzzle = parse(text)
    return engine.count(latin.problem(as_square(puzzle), boxes=puzzle.box, distinct_cages=False), 3)


def _solution(run: Callable[..., Any], name: str) -> tuple[tuple[int, ...], ...]:
    solved = run("solve", name, "--all", "--format", "json")
    doc = json.loads(solved.out)
    assert (solved.code, doc["count"], doc["complete"]) == (0, 1, True), solved.err
    return tuple(tuple(int(v) for v in row) for row in doc["solutions"][0])


@pytest.mark.parametrize("text", [NO_REPEAT_4, NO_REPEAT_9], ids=["4x4", "solo-9"])
def test_a_killer_unique_only_by_no_repeat(run: Callable[..., Any], tmp_path: Path, text: str) -> None:
    assert _without_no_repeat(text) > 1  # the weaker KenKen rule would not make it unique
    (tmp_path / "k.txt").write_text(text, encoding="utf-8")
    puzzle = parse(text)
    solution = _solution(run, "k.txt")
    assert verify(puzzle, solution) == []
    graded = run("grade", "k.txt")
    assert graded.code == 0 and graded.out.splitlines()[0] in (
        "Trivial",
        "Basic",
        "Intermediate",
        "Advanced",
        "Extreme",
        "Unreasonable",
    ), graded.out
    hint = run("hint", "k.txt")
    assert hint.code == 0 and hint.out.strip(), hint.err
    _steps_agree(puzzle, solution)
    explained = run("solve", "k.txt", "--explain")
    assert explained.code == 0, explained.err


def _steps_agree(puzzle: Any, solution: tuple[tuple[int, ...], ...]) -> None:
    """Every explained step places the solution's digit and rules out none of its digits."""
    steps = list(KIND.explain(puzzle))
    assert steps
    for hint in steps:
        for (r, c), value in hint.placed:
            assert value == solution[r][c], (hint.text, (r, c), value)
        for (r, c), value in hint.removed:
            assert value != solution[r][c], (hint.text, (r, c), value)


def test_cells_in_no_cage_are_solved_graded_and_hinted(run: Callable[..., Any], tmp_path: Path) -> None:
    text = (DATA / "uncaged-9.txt").read_text(encoding="utf-8")
    puzzle = parse(text)
    free = 81 - sum(len(cage.cells) for cage in puzzle.cages)
    assert free >= 10 and not puzzle.covered
    (tmp_path / "k.txt").write_text(text, encoding="utf-8")
    solution = _solution(run, "k.txt")
    assert verify(puzzle, solution) == []
    assert run("grade", "k.txt").out.splitlines()[0] == "Basic"
    _steps_agree(puzzle, solution)
    assert run("hint", "k.txt").code == 0


def test_cells_in_no_cage_solve_the_same_in_python(monkeypatch: pytest.MonkeyPatch) -> None:
    puzzle = parse((DATA / "uncaged-9.txt").read_text(encoding="utf-8"))
    square = as_square(puzzle)
    assert sum(cage.op is latin.Op.ANY for cage in square.cages) >= 10
    pure = latin.LatinProblem(square, boxes=puzzle.box, distinct_cages=True)
    assert list(engine.solutions(pure, 3)) == list(engine.solutions(KIND.problem(puzzle), 3))


def test_a_solo_id_of_a_killer_with_cells_in_no_cage_is_refused_in_one_line(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    (tmp_path / "k.txt").write_text((DATA / "uncaged-9.txt").read_text(encoding="utf-8"), encoding="utf-8")
    refused = run("solve", "k.txt", "--blank", "--format", "solo")
    assert refused.code == 2 and refused.err.count("\n") == 1, refused.err
    assert "is in none" in refused.err and "Traceback" not in refused.err
