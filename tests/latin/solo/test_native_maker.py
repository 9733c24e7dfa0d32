"""The killer maker's walk in C against the Python reference: the same cages, grid, grids drawn and
puzzles graded for the same seed; and what it makes is graded at the grade asked by the Python
reference ladder, and unique."""

from __future__ import annotations

import importlib
import math

import pytest

from gridcraft.engine import Budget, native
from gridcraft.errors import BudgetExceeded
from gridcraft.latin.solo import MADE, KillerLevel, Level, count_solutions, valid, walk
from gridcraft.latin.solo import make as walking
from gridcraft.latin.solo.count import count_python
from gridcraft.latin.solo.make import LATE, MOVES, OTHER_MOVES, WalkCage, WalkSquare, walk_native, walk_python
from gridcraft.latin.solo.solver import solve_python

killer_make = importlib.import_module(
    "gridcraft.killer.make"
)  # the module (the package exports the function)

needs_native = pytest.mark.skipif(not native.enabled(walking._solo), reason="the C ladder is not built")


def both(n: int, box: tuple[int, int], level: Level, seed: str, moves: int | None = None) -> walking.Walked:
    steps = moves if moves is not None else MOVES[level] if n == 9 else OTHER_MOVES
    fast = walk_native(n, box, level, seed, True, n // 2 + 1, steps, 400, None)
    slow = walk_python(n, box, level, seed, True, n // 2 + 1, steps, 400, None)
    assert fast == slow
    assert fast is not None
    return fast


def puzzle_of(n: int, box: tuple[int, int], found: walking.Walked) -> WalkSquare:
    cages = tuple(WalkCage(tuple(divmod(i, n) for i in cells), total) for cells, total in found.cages)
    return WalkSquare(n, box, cages)


def check_made(n: int, box: tuple[int, int], level: Level, found: walking.Walked) -> None:
    """Graded ``level`` by the Python reference, at Solo's killer level, its grid the solution,
    and unique (by the deductions below Unreasonable, by a count at it)."""
    assert found.status == MADE
    puzzle = puzzle_of(n, box, found)
    out = solve_python(puzzle)
    assert out.level == level and out.killer == KillerLevel.INTERSECT
    assert out.grid == found.solution and valid(puzzle, out.grid)
    if level == Level.UNREASONABLE:
        assert count_python(puzzle) == 1
    else:
        assert solve_python(puzzle, level).level == level  # solved by deductions: unique


@needs_native
@pytest.mark.parametrize("level", [Level.TRIVIAL, Level.BASIC, Level.INTERMEDIATE, Level.ADVANCED])
def test_nines_walk_the_same_in_c_and_python(level: Level) -> None:
    for seed in range(3):
        check_made(9, (3, 3), level, both(9, (3, 3), level, f"test:{level}:{seed}"))


@needs_native
@pytest.mark.parametrize(
    ("n", "box", "level"),
    [
        (4, (2, 2), Level.TRIVIAL),
        (6, (2, 3), Level.BASIC),
        (6, (3, 2), Level.INTERMEDIATE),
        (8, (2, 4), Level.TRIVIAL),
    ],
)
def test_other_sides_walk_the_same(n: int, box: tuple[int, int], level: Level) -> None:
    for seed in range(2):
        check_made(n, box, level, both(n, box, level, f"side:{n}:{seed}"))


@needs_native
def test_fours_draw_cages_too_big_to_fill_the_same_way() -> None:
    """On a 4 x 4 a lone cell may join a cage of four: no grid fills it, and both loops spend the
    same draws failing to (the next grids and puzzles are the same)."""
    for seed in range(12):
        both(4, (2, 2), Level.TRIVIAL, f"four:{seed}")


@needs_native
@pytest.mark.slow
@pytest.mark.parametrize("level", [Level.EXTREME, Level.UNREASONABLE])
def test_hard_nines_walk_the_same(level: Level) -> None:
    check_made(9, (3, 3), level, both(9, (3, 3), level, f"test:{level}:0"))


@needs_native
def test_walks_of_other_lengths_and_settings_are_the_same() -> None:
    for moves in (0, 3, 50):
        both(6, (2, 3), Level.ADVANCED, f"moves:{moves}", moves)
    fast = walk_native(9, (3, 3), Level.BASIC, "loose", False, 3, 5, 400, None)
    assert fast == walk_python(9, (3, 3), Level.BASIC, "loose", False, 3, 5, 400, None)


@needs_native
def test_a_walk_without_c_makes_the_same_puzzle(monkeypatch: pytest.MonkeyPatch) -> None:
    """The whole maker, ladder included, in Python and in C: the same puzzle for the same seed."""
    fast = killer_make.make("Trivial", 9, seed=7)
    monkeypatch.setenv(native.PURE_PYTHON, "1")
    slow = killer_make.make("Trivial", 9, seed=7)
    assert slow == fast


@needs_native
@pytest.mark.slow
@pytest.mark.parametrize("label", ["Basic", "Intermediate", "Advanced"])
def test_walks_without_c_make_the_same_puzzles(monkeypatch: pytest.MonkeyPatch, label: str) -> None:
    fast = [killer_make.make(label, 9, seed=seed) for seed in range(2)]
    monkeypatch.setenv(native.PURE_PYTHON, "1")
    assert [killer_make.make(label, 9, seed=seed) for seed in range(2)] == fast


def test_a_spent_budget_stops_either_walk() -> None:
    spent = Budget(time_limit=0)
    for run in (walk_native, walk_python):
        found = run(9, (3, 3), Level.BASIC, "late", True, 5, 5, 400, spent)
        assert found is None or (found.status == LATE and found.grids == 1 and found.graded == 0)
    with pytest.raises(BudgetExceeded, match="the time limit cut the making"):
        killer_make.make("Basic", 9, seed=1, budget=Budget(time_limit=0))


def test_a_budget_on_another_clock_is_read_by_the_python_walk() -> None:
    ticks = iter(range(10**6))
    budget = Budget(time_limit=math.inf, clock=lambda: float(next(ticks)))
    assert walk_native(9, (3, 3), Level.TRIVIAL, "clock", True, 5, 0, 400, budget) is None
    found = walk(9, (3, 3), Level.TRIVIAL, "clock", budget=budget)
    assert found.status == MADE


def test_a_made_puzzle_counts_one_solution() -> None:
    found = walk(9, (3, 3), Level.BASIC, "count")
    assert count_solutions(puzzle_of(9, (3, 3), found), 5) == 1
