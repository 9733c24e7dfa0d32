"""Explained solves: every step replays to the solution (each placement is the solution's digit,
no removal is), the words name the right cells, and a wrong entry of a state is named."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gridcraft.engine import Hint
from gridcraft.errors import InvalidPuzzle, WrongEntry
from gridcraft.kenken import Level, explain, make, parse, parse_keen_id
from gridcraft.kenken.ladder.grade import solution
from gridcraft.kenken.model import Grid, KenKenPuzzle

DATA = Path(__file__).resolve().parents[2] / "data" / "kenken"
GRADED = [
    line.split(" ", 1)
    for line in (DATA.parent / "keen-graded.txt").read_text().splitlines()
    if not line.startswith("#")
]


def replay(puzzle: KenKenPuzzle, solution: Grid, hints: list[Hint], start: Grid | None = None) -> None:
    """Apply the hints to an empty grid (or ``start``): each placement must be the solution's digit
    and no removal may be, and the grid must end full."""
    n = puzzle.size
    grid = [list(row) for row in (start or [[0] * n for _ in range(n)])]
    for hint in hints:
        assert hint.text and hint.cells
        for (r, c), v in hint.removed:
            assert v != solution[r][c], f"{hint.text!r} removes the solution's {v} from r{r + 1}c{c + 1}"
        for (r, c), v in hint.placed:
            assert v == solution[r][c] and grid[r][c] == 0, hint.text
            grid[r][c] = v
        assert hint.guess == (hint.deduction == "guess")
    assert grid == [list(row) for row in solution]


@pytest.mark.parametrize(("label", "game_id"), GRADED[::3], ids=lambda x: str(x)[:12])
def test_every_step_of_keens_puzzles_replays(label: str, game_id: str) -> None:
    puzzle = parse_keen_id(game_id)
    answer = solution(puzzle)
    assert answer is not None
    hints = list(explain(puzzle))
    replay(puzzle, answer, hints)
    assert any(h.guess for h in hints) == (label == "unreasonable")


def test_the_issue_example_reads_as_a_person_says_it() -> None:
    puzzle = parse("4:_a_7a4_a3,a3a5m12d2s1s1d2m4")
    first = next(explain(puzzle))
    assert first.text == (  # cells with the same reason named together (they were named one by one)
        "r4c1 = 3: the only place for 3 in row 4 (r4c2 and r4c3: cage 4× at r4c2–r4c3 allows only 1 or 4 "
        "there; r4c4: cage 2÷ at r3c4–r4c4 allows only 1, 2 or 4 there)"
    )
    assert first.placed == (((3, 0), 3),) and (3, 1) in first.cells


def test_a_cage_line_names_its_digits_together() -> None:
    """Regression: "every combination of cage 36× ... puts 2 in its cells of column 2; every
    combination of cage 36× ... puts 3 ...; every combination ... puts 6 ..." in one hint."""
    made = make(6, Level.HARD, seed=2)
    lines = [h.text for h in explain(made.puzzle) if h.deduction == "cage line"]
    assert lines
    for text in lines:
        said = [part.split(" puts ")[0] for part in text.split("; so ")[0].split("; ")]
        assert len(said) == len(set(said)), text  # each cage named once per hint


def test_a_state_is_continued_and_a_wrong_entry_is_named() -> None:
    made = make(6, Level.HARD, seed=4)
    n, solution = 6, made.solution
    start = tuple(tuple(solution[r][c] if (r + c) % 3 == 0 else 0 for c in range(n)) for r in range(n))
    replay(made.puzzle, solution, list(explain(made.puzzle, start)), start)
    wrong = [list(row) for row in start]
    wrong[0][0] = solution[0][1]
    with pytest.raises(WrongEntry) as caught:
        list(explain(made.puzzle, tuple(tuple(row) for row in wrong)))
    assert caught.value.cell == (0, 0) and str(caught.value).startswith(f"r1c1 = {solution[0][1]} ")


def test_a_puzzle_without_one_solution_is_not_explained() -> None:
    with pytest.raises(InvalidPuzzle, match="several solutions"):
        next(explain(parse("2\n3 + r1c1 r1c2\n3 + r2c1 r2c2")))


def test_a_solved_grid_of_a_puzzle_with_several_solutions_has_no_steps_left() -> None:
    puzzle = parse("2\n3 + r1c1 r1c2\n3 + r2c1 r2c2")
    assert list(explain(puzzle, ((1, 2), (2, 1)))) == []
    assert list(explain(puzzle, ((2, 1), (1, 2)))) == []
    with pytest.raises(InvalidPuzzle, match="several solutions"):  # not complete: still not explained
        next(explain(puzzle, ((1, 2), (0, 0))))


def test_a_cage_that_is_not_a_line_is_named_cell_by_cell() -> None:
    # regression: "cage 30× at r4c4–r5c5" read as a rectangle of four cells; the cage has three
    made = make(6, Level.HARD, seed=2)
    texts = " ".join(h.text for h in explain(made.puzzle))
    for cage in made.puzzle.cages:
        rows, cols = {r for r, _ in cage.cells}, {c for _, c in cage.cells}
        if len(rows) > 1 and len(cols) > 1:
            first, last = cage.cells[0], cage.cells[-1]
            assert f"r{first[0] + 1}c{first[1] + 1}–r{last[0] + 1}c{last[1] + 1}" not in texts
    assert re.search(r"cage \d+\S at r\dc\d r\dc\d r\dc\d", texts)  # one named cell by cell


def test_a_naked_single_rules_out_every_other_digit_in_its_words() -> None:
    """Regression: "r3c2 = 3: cage 72× ... allows only 3, 4 or 6 there; 6 is already in column 2"
    left 4 unexplained: a cage's words on a cell were its last removal's in digit order, not the
    latest (narrowest) in time."""
    checked = 0
    for seed in range(12):
        made = make(6, Level.HARD, seed=seed)
        for hint in explain(made.puzzle):
            if hint.deduction != "naked single":
                continue
            head, _, reasons = hint.text.partition(": ")
            placed = int(head.split(" = ")[1])
            left = set(range(1, 7))
            for part in reasons.split("; "):
                if " allows only " in part:
                    left &= {int(d) for d in re.findall(r"\d+", part.split(" allows only ")[1])}
                elif " already in " in part:
                    left -= {int(d) for d in re.findall(r"\d+", part.split(" already in ")[0])}
                else:
                    break  # another kind of reason: not checked here
            else:
                assert left == {placed}, hint.text
                checked += 1
    assert checked > 20
