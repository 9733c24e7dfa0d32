"""Givens that leave a fill-in puzzle one answer: the exact hitting-set method against brute
force, the incremental method, and every result proven unique by the solver."""

from __future__ import annotations

import itertools

import pytest
from fillin_gen import fillin_puzzles
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gridcraft import engine
from gridcraft.engine import SearchStats
from gridcraft.fillin import FillinProblem, FillinPuzzle, Grid, parse, unique_givens, verify, with_givens
from gridcraft.fillin import givens as givens_module
from gridcraft.grid import Cell


def solutions(puzzle: FillinPuzzle, limit: int | None = None) -> tuple[list[Grid], bool]:
    stats = SearchStats()
    found = list(engine.solutions(FillinProblem(puzzle), limit, stats=stats))
    return found, stats.complete


def is_unique(puzzle: FillinPuzzle) -> bool:
    found, complete = solutions(puzzle, 2)
    return len(found) == 1 and complete


def blanked(puzzle: FillinPuzzle) -> FillinPuzzle:
    rows = tuple("".join("#" if ch == "#" else "." for ch in row) for row in puzzle.rows)
    return FillinPuzzle(rows, puzzle.words)


def test_two_swappable_words_need_one_given() -> None:
    blank = parse("...\n###\n...\n\nABC, DEF")
    answer = ("ABC", "   ", "DEF")
    result = unique_givens(blank, answer)
    assert result is not None and (result.fills, result.complete, result.minimal) == (2, True, True)
    assert len(result.cells) == 1 and result.answer == answer
    assert is_unique(result.puzzle(blank)) and verify(result.puzzle(blank), answer) == []


def test_a_unique_puzzle_needs_no_givens() -> None:
    blank = parse("....\n.#.#\n\nLOVE, LO, VA")
    result = unique_givens(blank, ("LOVE", "O#A#".replace("#", " ")))
    assert result is not None and result.cells == () and result.fills == 1 and result.minimal


def test_one_given_can_settle_several_other_fills() -> None:
    # ABD can go on any of the three rows (3 fills): its D on row 4 rules out both others
    blank = parse("...\n###\n...\n###\n...\n\nABC, ABC, ABD")
    result = unique_givens(blank, ("ABC", "   ", "ABC", "   ", "ABD"))
    assert result is not None and result.cells == ((4, 2),) and result.minimal and result.fills == 3
    assert is_unique(result.puzzle(blank))


def brute_force_fewest(blank: FillinPuzzle, answer: Grid) -> int:
    """The fewest givens that single out ``answer``, by trying every set of white cells."""
    white = [(r, c) for r, row in enumerate(blank.rows) for c, ch in enumerate(row) if ch == "."]
    for k in range(len(white) + 1):
        for cells in itertools.combinations(white, k):
            if is_unique(with_givens(blank, answer, cells)):
                return k
    raise AssertionError("the answer itself is a set of givens")


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]
)
@given(fillin_puzzles())
def test_givens_make_the_answer_unique_and_no_fewer_do(case: tuple[FillinPuzzle, Grid | None]) -> None:
    puzzle, _ = case
    blank = blanked(puzzle)
    fills, complete = solutions(blank, 50)
    if not fills or not complete:
        return
    answer = fills[-1]
    result = unique_givens(blank, answer)
    assert result is not None and result.complete and result.fills == len(fills)
    assert verify(result.puzzle(blank), result.answer) == []  # the independent checker
    assert is_unique(result.puzzle(blank))
    assert all(blank.rows[r][c] == "." for r, c in result.cells)
    white = sum(ch == "." for row in blank.rows for ch in row)
    if result.minimal and white <= 12 and result.answer == answer:
        assert len(result.cells) == brute_force_fewest(blank, answer)


sets_of_cells = st.lists(
    st.frozensets(st.tuples(st.integers(0, 3), st.integers(0, 3)), min_size=1, max_size=4),
    min_size=1,
    max_size=6,
)


@given(sets_of_cells)
def test_hitting_set_is_a_smallest_one(sets: list[frozenset[Cell]]) -> None:
    found, exhaustive = givens_module._hitting_set(sets, None)
    assert exhaustive and found is not None and all(s & found for s in sets)
    cells = sorted({c for s in sets for c in s})
    smaller = any(all(s & set(pick) for s in sets) for pick in itertools.combinations(cells, len(found) - 1))
    assert not smaller


def test_many_fills_fall_back_to_givens_one_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(givens_module, "FILL_LIMIT", 1)
    blank = parse("...\n###\n...\n###\n...\n\nABC, DEF, GHI")  # 6 fills
    answer = ("ABC", "   ", "DEF", "   ", "GHI")
    result = unique_givens(blank, answer, limit=1)
    assert result is not None and not result.complete and not result.minimal
    assert len(result.cells) == 2 and is_unique(result.puzzle(blank)) and result.answer == answer


def isolated_rows(words: list[str]) -> tuple[FillinPuzzle, Grid]:
    """Rows of one word each, block rows between: every order of same-length words is a fill."""
    rows, answer = [], []
    for word in words:
        rows += ["." * len(word), "#" * len(word)]
        answer += [word, " " * len(word)]
    return parse("\n".join(rows[:-1]) + "\n\n" + ", ".join(words)), tuple(answer[:-1])


def test_swaps_are_other_fills() -> None:
    blank, answer = isolated_rows(["CAT", "DOG", "COT", "EMU"])
    swaps = givens_module._swaps(blank, answer)
    assert len(swaps) == 6  # every pair of the four rows
    assert frozenset({(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)}) in swaps  # CAT and DOG
    assert frozenset({(0, 1), (4, 1)}) in swaps  # CAT and COT differ in the middle only


@settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]
)
@given(fillin_puzzles())
def test_each_swap_is_a_fill_and_the_incremental_givens_single_out_the_answer(
    case: tuple[FillinPuzzle, Grid | None],
) -> None:
    puzzle, _ = case
    blank = blanked(puzzle)
    fills, _ = solutions(blank, 1)
    if not fills:
        return
    answer = fills[0]
    for differ in givens_module._swaps(blank, answer):
        # the two slots' words exchanged: the cells of each slot in differ take the other's letters
        slots = [s for s in blank.slots if any(cell in differ for cell in s.cells)]
        one, two = slots
        rows = [list(row) for row in answer]
        for a, b in zip(one.cells, two.cells, strict=True):
            rows[a[0]][a[1]], rows[b[0]][b[1]] = answer[b[0]][b[1]], answer[a[0]][a[1]]
        swapped = tuple("".join(row) for row in rows)
        assert swapped != answer and verify(blank, swapped) == []  # the independent checker
    cells = givens_module._incremental(blank, answer, engine.Budget())
    assert cells is not None and is_unique(with_givens(blank, answer, cells))


def test_thousands_of_fills_get_givens_within_a_short_budget() -> None:
    """Regression: a puzzle with more fills than the exact method enumerates spent its whole budget
    enumerating them (a 300-word layout: 20 s for 5,001 fills) and got no givens at all."""
    words = [a + b + c for a, b, c in itertools.product("BCDFG", "AEIOU", "LMN")][:60]
    blank, answer = isolated_rows(words)
    budget = engine.Budget(time_limit=1.5)
    result = unique_givens(blank, answer, budget=budget)
    assert result is not None and not result.complete and is_unique(result.puzzle(blank))
    assert len(result.cells) >= len(words) - 1  # two rows without a letter would swap
    assert budget.elapsed() < 3.0
    for cell in result.cells[::7]:  # and none of them is needless
        assert not is_unique(with_givens(blank, answer, [c for c in result.cells if c != cell]))


def test_many_independent_swaps_skip_the_enumeration(monkeypatch: pytest.MonkeyPatch) -> None:
    """13 swaps that share no slot make at least 2 ** 13 fills, more than the exact method takes:
    the givens are found without enumerating any (a 400-word layout spent 30 s enumerating)."""
    words = [a + b + c for a, b, c in itertools.product("BCDFG", "AEIOU", "XY")][:26]  # 26 rows: 13 pairs
    blank, answer = isolated_rows(words)
    assert givens_module._disjoint(blank, givens_module._swaps(blank, answer)) >= 13

    def no_enumeration(*args: object, **kwargs: object) -> None:
        raise AssertionError("the fills were enumerated")

    monkeypatch.setattr(givens_module, "_share", no_enumeration)
    result = unique_givens(blank, answer)
    assert result is not None and not result.complete and is_unique(result.puzzle(blank))
