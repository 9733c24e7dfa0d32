"""Solo's ladder in C against the Python reference: the same level, killer level, grid reached,
candidates left, contradiction and number of steps of each deduction, on Solo's own puzzles at
every level (killer, classic, X and jigsaw) and on random sudokus with sum cages, with jigsaw
regions, with X diagonals, from their givens and from other grids; and the same count of
solutions."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from solo_strategies import Cage, Square, scattered_regions, squares, starts, unit_squares

from gridcraft.engine import native
from gridcraft.killer import parse
from gridcraft.latin.solo import DEDUCTIONS, Level, count_solutions, solve, solver
from gridcraft.latin.solo.count import count_native, count_python
from gridcraft.latin.solo.ids import parse_sudoku_id, square
from gridcraft.latin.solo.solver import solve_native, solve_python

CORPUS = Path(__file__).resolve().parents[3] / "benchmarks" / "corpus" / "killer"
LEVELS = [level for level in Level if level <= Level.UNREASONABLE]

needs_native = pytest.mark.skipif(not native.enabled(solver._solo), reason="the C ladder is not built")


def corpus(per_file: int | None = None) -> list[tuple[str, str]]:
    """(grade, Solo game ID) of benchmarks/corpus/killer/, the first ``per_file`` of each file."""
    found = []
    for path in sorted(CORPUS.glob("*.txt")):
        lines = [line for line in path.read_text().splitlines() if line and not line.startswith("#")]
        found += [(path.stem, line) for line in lines[:per_file]]
    return found


def same(puzzle: Square, level: Level, start: tuple[int, ...] | None = None) -> None:
    fast = solve_native(puzzle, level, start)
    slow = solve_python(puzzle, level, start=start)
    assert fast == slow
    assert set(slow.counts) <= set(DEDUCTIONS)


@needs_native
@pytest.mark.parametrize(
    ("label", "game_id"), corpus(2), ids=[f"{g}-{i % 2}" for i, (g, _) in enumerate(corpus(2))]
)
def test_solos_puzzles_solve_the_same_up_to_their_grade(label: str, game_id: str) -> None:
    puzzle = parse(game_id)
    grade = Level[label.upper()]
    for level in {Level.TRIVIAL, Level(max(grade - 1, 0)), grade}:
        same(puzzle, level)


@needs_native
@pytest.mark.slow
@pytest.mark.parametrize(
    ("label", "game_id"), corpus(), ids=[f"{g}-{i}" for i, (g, _) in enumerate(corpus())]
)
def test_solos_puzzles_solve_the_same_at_every_level(label: str, game_id: str) -> None:
    puzzle = parse(game_id)
    for level in LEVELS:
        same(puzzle, level)


SMALL = [(1, 1), (1, 2), (2, 1), (2, 2), (2, 3), (3, 2)]


@needs_native
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(squares(SMALL), st.sampled_from(LEVELS), st.integers(0, 2**32))
def test_random_small_puzzles_solve_the_same(
    drawn: tuple[Square, list[list[int]]], level: Level, seed: int
) -> None:
    puzzle, grid = drawn
    same(puzzle, level)
    for start in starts(grid, random.Random(seed)):
        same(puzzle, level, start)


@needs_native
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(squares([(3, 3), (2, 4)]), st.sampled_from(LEVELS[:5]), st.integers(0, 2**32))
def test_random_nines_and_eights_solve_the_same(
    drawn: tuple[Square, list[list[int]]], level: Level, seed: int
) -> None:
    puzzle, grid = drawn
    same(puzzle, level)
    same(puzzle, level, starts(grid, random.Random(seed))[1])


@needs_native
@pytest.mark.slow
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(squares(), st.sampled_from(LEVELS), st.integers(0, 2**32))
def test_many_random_puzzles_solve_the_same(
    drawn: tuple[Square, list[list[int]]], level: Level, seed: int
) -> None:
    puzzle, grid = drawn
    if puzzle.size > 6 and level == Level.UNREASONABLE and len(puzzle.cages) < 20:
        level = Level.EXTREME  # Python's guessing on a nearly empty 9 x 9 takes minutes
    same(puzzle, level)
    for start in starts(grid, random.Random(seed)):
        same(puzzle, level, start)


@needs_native
@pytest.mark.slow
@pytest.mark.parametrize("box", [(3, 4), (4, 4)])
def test_sides_above_nine_solve_the_same(box: tuple[int, int]) -> None:
    """Above 9 the sum sets run to n (Solo's tables stop at 9)."""
    from solo_strategies import random_cages, solved_grid

    rng = random.Random(box[1])
    for _ in range(3):
        grid = solved_grid(box, rng)
        cells = random_cages(grid, rng, 4)
        cages = tuple(Cage(tuple(c), sum(grid[r][k] for r, k in c)) for c in cells)
        puzzle = Square(box[0] * box[1], box, cages)
        for level in (Level.TRIVIAL, Level.BASIC, Level.ADVANCED):
            same(puzzle, level)


@needs_native
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(squares(SMALL), st.integers(1, 4))  # 9 x 9 counts: test_a_count_from_a_start_grid
def test_counts_are_the_same(drawn: tuple[Square, list[list[int]]], limit: int) -> None:
    puzzle, _ = drawn
    assert count_native(puzzle, limit) == count_python(puzzle, limit)


@needs_native
def test_a_count_from_a_start_grid() -> None:
    puzzle = parse(corpus(1)[-1][1])  # an Unreasonable 9 x 9: unique only by guessing
    assert count_native(puzzle) == count_python(puzzle) == 1
    fewer = Square(puzzle.size, puzzle.box, tuple(Cage(c.cells, c.total) for c in puzzle.cages[12:]))
    assert count_native(fewer, 5) == count_python(fewer, 5) > 1
    start = tuple(solve(puzzle).grid[:9]) + (0,) * 72
    assert count_native(fewer, 3, start) == count_python(fewer, 3, start)


def test_what_c_does_not_take_goes_to_python() -> None:
    """A cage of more than n cells, or two cages sharing a cell, or a start value above n: the C
    ladder refuses (None) and :func:`solve` answers with the reference."""
    too_big = Square(2, (1, 2), (Cage(((0, 0), (0, 1), (1, 0)), 4),))
    shared = Square(2, (1, 2), (Cage(((0, 0), (0, 1)), 3), Cage(((0, 1), (1, 1)), 3)))
    for puzzle in (too_big, shared):
        assert solve_native(puzzle) is None
        assert count_native(puzzle) is None
        assert solve(puzzle) == solve_python(puzzle)
        assert count_solutions(puzzle) == count_python(puzzle)
    fine = Square(2, (1, 2), ())
    assert solve_native(fine, start=(3, 0, 0, 0)) is None


def test_pure_python_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[object] = []
    monkeypatch.setenv(native.PURE_PYTHON, "1")
    monkeypatch.setattr(solver, "solve_native", lambda *args: calls.append(args))
    puzzle = parse(corpus(1)[0][1])
    assert solve(puzzle).level == Level.ADVANCED
    assert not calls


SUDOKUS = Path(__file__).resolve().parents[3] / "benchmarks" / "corpus" / "sudoku"


def sudokus(per_file: int, kinds: str = "") -> list[tuple[Level, str]]:
    """(Solo's grade, game ID) of benchmarks/corpus/sudoku/, the first ``per_file`` of each file
    whose parameters hold one of ``kinds`` (``x``, ``j``; empty: every file)."""
    found = []
    for path in sorted(SUDOKUS.glob("*.txt")):
        params, _, grade = path.stem.rpartition("d")
        if kinds and not any(k in params[1:] for k in kinds):
            continue
        lines = [line for line in path.read_text().splitlines() if line and not line.startswith("#")]
        found += [(Level("tbiaeu".index(grade)), line) for line in lines[:per_file]]
    return found


@needs_native
@pytest.mark.parametrize(("grade", "game_id"), sudokus(1), ids=[t.split(":")[0] for _, t in sudokus(1)])
def test_solos_sudokus_solve_the_same_up_to_their_grade(grade: Level, game_id: str) -> None:
    puzzle = square(parse_sudoku_id(game_id))
    for level in {Level.TRIVIAL, Level(max(grade - 1, 0)), grade}:
        same(puzzle, level)
    assert count_native(puzzle) == count_python(puzzle) == 1


@needs_native
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sudokus(5, "xj")), st.sampled_from(LEVELS[:5]), st.integers(0, 2**32))
def test_x_and_jigsaw_sudokus_solve_the_same_from_other_grids(
    solo: tuple[Level, str], level: Level, seed: int
) -> None:
    puzzle = square(parse_sudoku_id(solo[1]))
    n = puzzle.size
    solution = solve(puzzle).grid
    for start in starts([list(solution[r * n : r * n + n]) for r in range(n)], random.Random(seed)):
        same(puzzle, level, start)


@needs_native
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(unit_squares(), st.sampled_from(LEVELS))
def test_random_jigsaw_and_x_squares_solve_and_count_the_same(puzzle: Square, level: Level) -> None:
    if puzzle.size > 4 and level == Level.UNREASONABLE and len(puzzle.givens) < puzzle.size:
        level = Level.EXTREME  # Python's guessing on a nearly empty square takes minutes
    same(puzzle, level)
    if puzzle.size <= 5:  # a 6 x 6 with wrong givens may be searched through in Python
        assert count_native(puzzle, 3) == count_python(puzzle, 3)


@needs_native
def test_regions_in_any_order_are_numbered_by_their_first_cell() -> None:
    """Solo numbers a jigsaw's blocks by their first cell: the order the regions come in, and of
    their cells, changes nothing, in C or in Python."""
    for _, game_id in sudokus(3, "j"):
        puzzle = square(parse_sudoku_id(game_id))
        assert puzzle.regions is not None
        rng = random.Random(game_id)
        shuffled = [rng.sample(cells, len(cells)) for cells in puzzle.regions]
        rng.shuffle(shuffled)
        other = replace(puzzle, regions=tuple(tuple(cells) for cells in shuffled))
        for level in (Level.BASIC, Level.ADVANCED):
            assert solve_native(other, level) == solve_native(puzzle, level)
            assert solve_python(other, level) == solve_python(puzzle, level)
    assert scattered_regions(4, random.Random(0))  # (the strategies' regions are drawn the same way)
