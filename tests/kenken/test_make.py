"""The maker: puzzles of the asked size and grade, one solution each (checked by the independent
verifier and the complete search), the same seed the same puzzle, and requests it cannot meet."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft.errors import BudgetExceeded, InvalidPuzzle
from gridcraft.grid import components
from gridcraft.kenken import Level, Op, grade, make, solutions, verify
from gridcraft.kenken.make import latin_square, max_givens_of, partition
from gridcraft.kenken.model import Cage, KenKenPuzzle


@pytest.mark.parametrize("level", list(Level))
def test_each_grade_is_made_exactly_and_uniquely(level: Level) -> None:
    made = make(6, level, seed=3)
    assert grade(made.puzzle).level is level and made.level is level
    assert verify(made.puzzle, made.solution) == []
    assert list(solutions(made.puzzle, 2)) == [made.solution]


def test_the_same_seed_makes_the_same_puzzle() -> None:
    assert make(5, Level.HARD, seed="x").puzzle == make(5, Level.HARD, seed="x").puzzle
    assert make(5, Level.HARD, seed="x").puzzle != make(5, Level.HARD, seed="y").puzzle


def test_operations_and_cage_sizes_follow_the_options() -> None:
    add_mul = make(6, Level.NORMAL, seed=1, ops="add-mul").puzzle
    assert {c.op for c in add_mul.cages} <= {Op.ADD, Op.MUL, Op.EQ}
    hidden = make(5, Level.NORMAL, seed=1, ops="hidden").puzzle
    assert all(c.op is None for c in hidden.cages if len(c.cells) > 1)
    small = make(6, Level.HARD, seed=2, max_cage=3).puzzle
    assert max(len(c.cells) for c in small.cages) <= 3


@pytest.mark.parametrize(
    ("size", "level", "max_cage", "words"),
    [
        (2, Level.EASY, None, "between 3 and 16"),
        (17, Level.EASY, None, "between 3 and 16"),
        (3, Level.HARD, None, "a 3 x 3 KenKen is at most normal"),
        (5, Level.NORMAL, 1, "^max_cage 1 gives every cell"),  # the library's keyword, not a flag
        (
            5,
            Level.NORMAL,
            2,
            "^max_cage 2 without one-cell cages cannot cover the 25 cells",
        ),  # ran out of time
    ],
)
def test_requests_that_cannot_be_met_are_refused_at_once(
    size: int, level: Level, max_cage: int | None, words: str
) -> None:
    with pytest.raises(InvalidPuzzle, match=words) as found:
        make(size, level, max_cage=max_cage)
    worded = found.value.worded({"max_cage": "--max-cage", "size": "--size"})
    assert "max_cage" not in worded and ("--" in worded) == bool(found.value.settings)


@pytest.mark.parametrize(
    ("settings", "error", "words"),
    [
        ({"size": 6, "level": "hard"}, TypeError, "level must be a Level"),  # was an AttributeError
        ({"size": "6", "level": Level.HARD}, TypeError, "size must be a whole number, not '6'"),
        ({"size": 6.0, "level": Level.HARD}, TypeError, "size must be a whole number"),
        ({"size": 6, "level": Level.HARD, "max_givens": 1.5}, TypeError, "max_givens must be a whole number"),
        (
            {"size": 6, "level": Level.HARD, "time_limit": float("nan")},
            ValueError,
            "time_limit must be",
        ),  # was none
        (
            {"size": 6, "level": Level.HARD, "time_limit": -1},
            ValueError,
            "time_limit must be a number of seconds, 0",
        ),
        ({"size": 6, "level": Level.HARD, "seed": None}, TypeError, "seed must be a whole number or a text"),
    ],
)
def test_the_library_names_a_setting_of_the_wrong_type(
    settings: dict[str, object], error: type, words: str
) -> None:
    with pytest.raises(error, match=words):
        make(**settings)  # type: ignore[arg-type]


def test_no_time_left_is_out_of_time_not_a_bad_setting() -> None:
    """A maker's budget already spent hands ``make`` a time limit of 0: out of time, as before."""
    with pytest.raises(BudgetExceeded):
        make(9, Level.EXTREME, time_limit=0)


def test_more_givens_than_cells_mean_every_cell_may_be_given() -> None:
    """Past the C loop's integers (2**31) an OverflowError came out of ``make``."""
    assert make(5, Level.EASY, max_givens=2**40).puzzle == make(5, Level.EASY, max_givens=25).puzzle


def test_a_time_limit_that_runs_out_is_reported() -> None:
    # regression: 0.01 s depended on the clock: a warm process makes this puzzle in less
    with pytest.raises(
        BudgetExceeded, match="no 9 x 9 extreme KenKen: the time limit .* cut the making at 0 steps"
    ):
        make(9, Level.EXTREME, seed=0, time_limit=1e-9)


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 16), st.integers(0, 10**6))
def test_latin_squares_are_latin(n: int, seed: int) -> None:
    square = latin_square(n, random.Random(seed))
    assert all(sorted(row) == list(range(1, n + 1)) for row in square)
    assert all(sorted(col) == list(range(1, n + 1)) for col in zip(*square, strict=True))


@settings(max_examples=30, deadline=None)
@given(st.integers(3, 16), st.integers(1, 8), st.integers(0, 10**6))
def test_partitions_cover_the_grid_with_connected_cages(n: int, most: int, seed: int) -> None:
    groups = partition(n, random.Random(seed), most)
    cells = [cell for g in groups for cell in g]
    assert sorted(cells) == [(r, c) for r in range(n) for c in range(n)]
    assert all(1 <= len(g) <= most and len(components(g)) == 1 for g in groups)


def test_one_cell_cages_are_none_by_default_as_in_keens_puzzles() -> None:
    for seed in range(4):
        for n, level in ((4, Level.EASY), (6, Level.EASY), (6, Level.NORMAL)):
            made = make(n, level, seed=seed)
            assert not [c for c in made.puzzle.cages if len(c.cells) == 1], (n, level, seed)
    some = make(4, Level.EASY, seed=0, max_givens=16)  # allowed: the maker may give cells away
    assert some.level is Level.EASY


def test_max_givens_is_checked() -> None:
    with pytest.raises(InvalidPuzzle, match="must be 0 or more"):
        make(4, Level.EASY, max_givens=-1)
    with pytest.raises(InvalidPuzzle, match="more than"):
        make(4, Level.EASY, max_cage=1, max_givens=3)
    assert sum(len(c.cells) == 1 for c in make(3, Level.EASY, max_cage=1).puzzle.cages) == 9


def test_an_easy_puzzle_without_operations_from_8_x_8_may_give_n_cells() -> None:
    # regression: `make kenken --size 8 --difficulty easy --ops hidden` ran out of time every time
    # (none on seeds 0 to 4 in 4 s each without one-cell cages)
    for n in (8, 9):
        made = make(n, Level.EASY, seed=1, ops="hidden", time_limit=20)
        ones = sum(len(c.cells) == 1 for c in made.puzzle.cages)
        assert made.level is Level.EASY and ones <= n
        assert all(c.op is None for c in made.puzzle.cages if len(c.cells) > 1)
    with pytest.raises(BudgetExceeded):  # asked for none: still none
        make(8, Level.EASY, seed=1, ops="hidden", max_givens=0, time_limit=0.3)
    assert not [c for c in make(7, Level.EASY, seed=1, ops="hidden").puzzle.cages if len(c.cells) == 1]


def test_a_normal_puzzle_without_operations_at_9_x_9_may_give_n_cells() -> None:
    # regression: `make kenken --size 9 --ops hidden --difficulty normal` ran out of a 5 s limit on
    # seeds 1 and 2 (seeds 0 to 4 without one-cell cages: one not made in 20 s, the others in 3.4
    # to 8.9 s of processor time)
    assert max_givens_of(9, None, None, "hidden", Level.NORMAL) == 9
    assert max_givens_of(8, None, None, "hidden", Level.NORMAL) == 0  # made within 0.3 s without
    assert max_givens_of(9, None, None, "hidden", Level.HARD) == 0
    assert max_givens_of(9, None, None, "all", Level.NORMAL) == 0
    for seed in (1, 2):
        made = make(9, Level.NORMAL, seed=seed, ops="hidden", time_limit=5)
        assert made.level is Level.NORMAL and sum(len(c.cells) == 1 for c in made.puzzle.cages) <= 9
        assert grade(made.puzzle).level is Level.NORMAL


def test_a_3_x_3_normal_of_cages_of_two_cells_is_refused_unless_operations_are_hidden() -> None:
    # regression: `make kenken --size 3 --max-cage 2 --max-givens 1` ran out its time (60 s by
    # default): every such puzzle with its operations shown grades easy (benchmarks/kenken_small.py
    # grades them all); a sample of them is graded again here
    for ops in ("all", "add-mul"):
        with pytest.raises(InvalidPuzzle, match="easy whenever its operations are shown"):
            make(3, Level.NORMAL, max_cage=2, max_givens=1, ops=ops)
    assert make(3, Level.NORMAL, max_cage=2, max_givens=1, ops="hidden", time_limit=20).level is Level.NORMAL
    assert make(3, Level.EASY, max_cage=2, max_givens=1).level is Level.EASY
    rng = random.Random(5)
    graded = 0
    while graded < 150:
        cells = [(r, c) for r in range(3) for c in range(3)]
        rng.shuffle(cells)
        groups: list[tuple[tuple[int, int], ...]] = []
        left = set(cells)
        for cell in cells:
            if cell not in left:
                continue
            left.discard(cell)
            near = [x for x in left if abs(x[0] - cell[0]) + abs(x[1] - cell[1]) == 1]
            if near and rng.random() < 0.8:
                other = rng.choice(sorted(near))
                left.discard(other)
                groups.append((cell, other))
            else:
                groups.append((cell,))
        square = rng.choice(ALL_3_X_3_SQUARES)
        cages = []
        for group in groups:
            values = [square[r][c] for r, c in group]
            if len(group) == 1:
                cages.append(Cage(values[0], Op.EQ, group))
                continue
            hi, lo = max(values), min(values)
            op = rng.choice([Op.ADD, Op.MUL, Op.SUB] + ([Op.DIV] if hi % lo == 0 else []))
            target = {Op.ADD: hi + lo, Op.MUL: hi * lo, Op.SUB: hi - lo, Op.DIV: hi // max(lo, 1)}[op]
            cages.append(Cage(target, op, group))
        found = grade(KenKenPuzzle(3, tuple(cages)))
        assert found.level in (Level.EASY, None)
        graded += 1


ALL_3_X_3_SQUARES = [
    (p, q, tuple(6 - a - b for a, b in zip(p, q)))
    for p in ((1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1))
    for q in ((1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1))
    if all(a != b for a, b in zip(p, q))
]


def test_a_count_of_solutions_stops_at_the_time_limit() -> None:
    """Regression: at 12 x 12 Unreasonable without operations, one candidate's count of solutions
    in C (200,000 nodes, twice) ran on past the time limit: 19 s for --time-limit 10."""
    start = time.monotonic()
    with pytest.raises(BudgetExceeded):
        make(12, Level.UNREASONABLE, seed=0, ops="hidden", time_limit=1.5)
    assert time.monotonic() - start < 2.5


def test_the_steps_not_the_clock_decide() -> None:
    """The same seed makes the same puzzle under the default steps whatever the time limit (both far
    from cutting), and a request that is not met within its steps fails alike under any limit."""
    a = make(6, Level.HARD, seed=3, time_limit=60)
    b = make(6, Level.HARD, seed=3, time_limit=1e9)
    assert a.puzzle == b.puzzle and (a.squares, a.moves) == (b.squares, b.moves)
    messages = set()
    for limit in (60.0, 1e9):
        with pytest.raises(BudgetExceeded) as out:
            make(8, Level.EASY, seed=0, ops="hidden", max_givens=0, steps=40, time_limit=limit)
        messages.add(str(out.value))
    assert len(messages) == 1 and next(iter(messages)).startswith("no 8 x 8 easy KenKen within 40 steps")
    with pytest.raises(ValueError, match="steps must be at least 1"):
        make(6, Level.HARD, steps=0)
