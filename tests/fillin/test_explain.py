"""Explained fill-in solves: every step replays to the solution, the words name the slot, and a
wrong letter of a state is named."""

from __future__ import annotations

from pathlib import Path

import pytest
from fillin_gen import fillin_puzzles
from hypothesis import HealthCheck, given, settings

from gridcraft import crisscross, engine
from gridcraft.engine import Hint
from gridcraft.errors import InvalidPuzzle, WrongEntry
from gridcraft.fillin import FillinProblem, FillinPuzzle, explain, parse
from gridcraft.fillin.model import Grid

DATA = Path(__file__).resolve().parents[1] / "data" / "fillin"
WIKIPEDIA = parse((DATA / "wikipedia-7x7.txt").read_text(encoding="utf-8"))


def replay(puzzle: FillinPuzzle, solution: Grid, hints: list[Hint], start: Grid | None = None) -> None:
    """Write each hint's letters into the grid (each must be the solution's, and fill an empty
    cell), check no word removed from a slot is the solution's word there, and end full."""
    rows = [list(row) for row in (start or puzzle.rows)]
    slots = {(s.row, s.col, s.direction.value): s for s in puzzle.slots}
    for hint in hints:
        assert hint.text and hint.cells
        for (r, c), letter in hint.placed:
            assert letter == solution[r][c] and rows[r][c] == ".", hint.text
            rows[r][c] = str(letter)
        for (r0, c0), removal in hint.removed:
            direction, word = removal  # type: ignore[misc]
            answer = "".join(solution[r][c] for r, c in slots[(r0, c0, direction)].cells)
            assert word != answer, f"{hint.text!r} removes {answer} from its slot"
    assert ["".join(row).replace("#", " ") for row in rows] == list(solution)


def unique(puzzle: FillinPuzzle) -> Grid | None:
    found = list(engine.solutions(FillinProblem(puzzle), 2))
    return found[0] if len(found) == 1 else None


def test_the_wikipedia_puzzle_reads_as_a_person_says_it() -> None:
    hints = list(explain(WIKIPEDIA))
    solution = unique(WIKIPEDIA)
    assert solution is not None
    replay(WIKIPEDIA, solution, hints)
    assert (
        hints[0].text
        == "1 Across (r1c3): DAG is the only 3-letter word that fits D__ (EVO, OED and REF do not fit its letters)"
    )
    assert hints[0].cells == ((0, 2), (0, 3), (0, 4)) and not any(h.guess for h in hints)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(fillin_puzzles())
def test_every_step_replays_on_random_puzzles(case: tuple[FillinPuzzle, tuple[str, ...] | None]) -> None:
    puzzle, _ = case
    solution = unique(puzzle)
    if solution is None:
        with pytest.raises(InvalidPuzzle, match="solution"):
            list(explain(puzzle))
        return
    replay(puzzle, solution, list(explain(puzzle)))


def test_a_generated_puzzle_with_givens_replays() -> None:
    words = ["banana", "papaya", "apple", "grape", "lemon", "melon", "peach", "mango", "kiwi", "lime"]
    layout = crisscross.generate(words, time_limit=5, node_limit=3000, seed=1)
    puzzle = crisscross.blank_puzzle(layout)
    solution = unique(puzzle)
    assert solution is not None
    replay(puzzle, solution, list(explain(puzzle)))


def test_a_state_is_continued_and_a_wrong_letter_is_named() -> None:
    solution = unique(WIKIPEDIA)
    assert solution is not None
    start = tuple(
        "".join(ch if ch != "." or (r + c) % 4 else solution[r][c] for c, ch in enumerate(row))
        for r, row in enumerate(WIKIPEDIA.rows)
    )
    replay(WIKIPEDIA, solution, list(explain(WIKIPEDIA, start)), start)
    r, c = next((r, c) for r, row in enumerate(WIKIPEDIA.rows) for c, ch in enumerate(row) if ch == ".")
    wrong = [list(row) for row in WIKIPEDIA.rows]
    wrong[r][c] = "Q"
    with pytest.raises(WrongEntry, match=rf"^r{r + 1}c{c + 1} = Q") as caught:
        list(explain(WIKIPEDIA, tuple("".join(row) for row in wrong)))
    assert caught.value.cell == (r, c)
