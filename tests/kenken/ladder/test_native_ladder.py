"""The grading ladder in C against the Python reference: the same grade, the same candidates left,
the same number of steps of each kind; and the maker makes the same puzzles with either."""

from __future__ import annotations

import importlib
import math
import random
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kenken_gen import random_puzzle

from gridcraft.engine import native
from gridcraft.errors import BudgetExceeded
from gridcraft.kenken import Cage, KenKenPuzzle, Level, make, parse_keen_id
from gridcraft.kenken.ladder import grade as ladder
from gridcraft.kenken.ladder.grade import climb_native, climb_python, native_fits

maker = importlib.import_module("gridcraft.kenken.make")  # the module (the package exports the function)

GRADED = Path(__file__).resolve().parents[2] / "data" / "keen-graded.txt"

#: Keen's puzzles (from benchmarks/keen/) on which a slip in the order of the steps shows: a naked
#: pair in a line of four open cells, a forcing chain found only from its cell's other digit
SENSITIVE = [
    ("hard", "4:__a_3a_aab__a3,d2s2m12m16s2a5a5"),
    ("hard", "6:_4a_4a_4a_3a__a_3a_aa_3b_ba3bba,s1d3m48m6s3d3a9a6s1d2s2a15a10m6m6d2"),
    ("extreme", "5:aa_4a__a__b__a_a__aa_abb,m6m24a6m60a6s3a9s3s1m10"),
    ("extreme", "5:aa_9ba4_a__a__a_ab,m20s3a7s2d2s2s1m10m40a6a7"),
    ("extreme", "5:a_3a_3b_3a__aa__c_cb_a,a9a8m160s1d2m120s2s2d2"),
    ("extreme", "6:_b__aa_ab_3a_4aa_ba__aa__a_3aa__b__a,a7m18a13d2s2m20m18d2s1m12s4a12s2a7d2"),
    ("extreme", "4:_a_a__a_d_a__a__,m24s2d2d2a5s1m12"),
    ("extreme", "4:a_6daab_a__,m4a5s1s1m72d2"),
    ("extreme", "4:_a__b3__a_3a__,s2d2a10m12s1d2m3"),
    (
        "extreme",
        "8:a_5a_10a_4a_a__a_a_5b_4b_aa_a_5a_3ca_a3c__aa_3aa_a6,d2m240a11m60a6d4a13s2s2a6s5s1m6d4a11m24s5a11s1d4s4d3d4s2m84d2m40m168a11",
    ),
]

needs_native = pytest.mark.skipif(not native.enabled(ladder._ladder), reason="the C ladder is not built")


def same_climb(puzzle: KenKenPuzzle, highest: Level) -> None:
    fast, fast_board = climb_native(puzzle, highest)
    slow, slow_board = climb_python(puzzle, highest)
    assert fast == slow
    assert (fast_board is None) == (slow_board is None)
    if fast_board is not None and slow_board is not None:
        assert fast_board.cand == slow_board.cand
        assert fast_board.value == slow_board.value


@needs_native
def test_keens_puzzles_climb_the_same() -> None:
    lines = [line.split(" ", 1) for line in GRADED.read_text().splitlines() if not line.startswith("#")]
    lines += [list(case) for case in SENSITIVE]
    for label, game_id in lines:
        puzzle = parse_keen_id(game_id)
        level = Level[label.upper()]
        same_climb(puzzle, min(level, Level.EXTREME))  # filled (stuck at Unreasonable)
        if level > Level.EASY and puzzle.size <= 6:
            same_climb(puzzle, Level(level - 1))  # stuck below its grade


@needs_native
@settings(max_examples=80, deadline=None)
@given(
    st.integers(3, 8),
    st.integers(0, 2**32),
    st.integers(2, 6),
    st.sampled_from([0.0, 0.3]),
    st.integers(-1, 3),
    st.sampled_from(list(Level)),
)
def test_random_puzzles_climb_the_same(
    n: int, seed: int, size: int, no_op: float, wrong: int, highest: Level
) -> None:
    """Random puzzles with one solution or many, and (``wrong`` >= 0) with a target changed, so
    that most have none and the contradictions are met on the way."""
    rng = random.Random(seed)
    puzzle, _ = random_puzzle(n, rng, max_size=size, no_op=no_op)
    if wrong >= 0:
        cages = list(puzzle.cages)
        i = rng.randrange(len(cages))
        cages[i] = Cage(cages[i].target + 1 + wrong, cages[i].op, cages[i].cells)
        puzzle = KenKenPuzzle(n, tuple(cages))
    same_climb(puzzle, highest)


@needs_native
@settings(max_examples=100, deadline=None)
@given(st.integers(3, 7), st.integers(0, 2**32), st.integers(2, 5), st.booleans())
def test_the_c_count_of_solutions_is_the_solvers(n: int, seed: int, size: int, wrong: bool) -> None:
    rng = random.Random(seed)
    puzzle, _ = random_puzzle(n, rng, max_size=size, no_op=0.3)
    if wrong:
        cages = list(puzzle.cages)
        i = rng.randrange(len(cages))
        cages[i] = Cage(cages[i].target + 1, cages[i].op, cages[i].cells)
        puzzle = KenKenPuzzle(n, tuple(cages))
    coded = [(tuple(r * n + c for r, c in cage.cells), cage.op, cage.target) for cage in puzzle.cages]
    assert ladder.count_cages(n, coded) == ladder.count_solutions(puzzle)


def test_pure_python_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    puzzle = parse_keen_id(GRADED.read_text().splitlines()[-1].split(" ", 1)[1])
    monkeypatch.setenv(native.PURE_PYTHON, "1")
    assert not native_fits(puzzle)


@needs_native
def test_the_maker_makes_the_same_puzzles_either_way(monkeypatch: pytest.MonkeyPatch) -> None:
    cases = [  # (size, grade, operations, seed): each made within a few tenths of a second in Python
        (5, Level.EASY, "all", 1),
        (5, Level.HARD, "all", 1),
        (4, Level.NORMAL, "hidden", 1),
        (4, Level.HARD, "add-mul", 1),
        (4, Level.EXTREME, "all", 4),
        (4, Level.UNREASONABLE, "all", 1),
    ]
    cases += [(6, level, "all", 3) for level in (Level.EASY, Level.NORMAL, Level.HARD)]
    fast = [_made(n, level, ops, seed) for n, level, ops, seed in cases]
    monkeypatch.setenv(native.PURE_PYTHON, "1")
    assert fast == [_made(n, level, ops, seed) for n, level, ops, seed in cases]


def _made(n: int, level: Level, ops: str, seed: int | str) -> tuple[KenKenPuzzle, int, int]:
    made = make(n, level, seed=seed, ops=ops)
    return made.puzzle, made.squares, made.moves


@needs_native
@pytest.mark.parametrize(
    ("n", "level", "ops", "seed"),
    [
        (7, Level.EASY, "all", 0),
        (7, Level.EXTREME, "add-mul", 1),
        (8, Level.HARD, "hidden", 0),
        (9, Level.NORMAL, "all", 0),
        (9, Level.EXTREME, "all", 2),
        (5, Level.UNREASONABLE, "hidden", 3),
        (9, Level.UNREASONABLE, "all", 1),
        (6, Level.HARD, "all", "ключ " * 2000),  # a key of more than 1,024 words
    ],
)
def test_the_c_loop_draws_as_the_python_loop(
    monkeypatch: pytest.MonkeyPatch, n: int, level: Level, ops: str, seed: int | str
) -> None:
    """The maker's loop in C against the Python loop (with the C candidate): the same puzzle after
    the same number of squares and repair moves."""
    whole = _made(n, level, ops, seed)
    monkeypatch.setattr(maker, "native_make", lambda *args: None)
    assert _made(n, level, ops, seed) == whole


@needs_native
@pytest.mark.parametrize(
    ("n", "level", "ops"), [(3, Level.EASY, "all"), (5, Level.HARD, "hidden"), (9, Level.EXTREME, "all")]
)
def test_the_c_loops_puzzles_pass_the_models_checks(n: int, level: Level, ops: str) -> None:
    """The C loop's puzzles are built without the model's checks: built again with them, they are
    equal (cells sorted, cages in order, '=' on one cell, no cage missing or repeated)."""
    for seed in [*range(4), "ключ " * 2000]:  # a long seed's key: 10,000 bytes and more
        puzzle = make(n, level, seed=seed, ops=ops).puzzle
        again = tuple(
            Cage(cage.target, cage.op, tuple(reversed(cage.cells))) for cage in reversed(puzzle.cages)
        )
        assert KenKenPuzzle(n, again) == puzzle


@needs_native
def test_seed_key_is_how_random_seeds_a_text() -> None:
    """The C loop's key is the integer ``random.Random(text)`` seeds its Mersenne Twister with (the
    maker's draws are compared whole in the test above, a text whose key starts with zero bytes in
    the next)."""
    for text in ["", "kenken:9:extreme:all:4:0", "ключ " * 300]:
        key = ladder.seed_key(text)
        assert random.Random(int.from_bytes(key, "big")).random() == random.Random(text).random()


@needs_native
def test_leading_zero_bytes_of_the_key_do_not_count() -> None:
    """The key is read as a big-endian integer: zero bytes before it are the same integer, so the
    same draws and the same puzzle."""
    assert ladder._ladder is not None
    key = ladder.seed_key("kenken:5:hard:all:4:0")
    args = (5, int(Level.HARD), 0, 4, 0, 0.75, 40, 0)  # 0 steps: no limit
    made = ladder._ladder.make(*args, key, math.inf)
    assert made[0] == 0
    assert ladder._ladder.make(*args, bytes(9) + key, math.inf) == made
    assert ladder._ladder.make(*args, bytes(3), math.inf)[0] == 0  # the integer 0: one word


@needs_native
def test_the_c_loop_stops_at_its_deadline() -> None:
    """An 8 x 8 Easy KenKen without operations and without one-cell cages is (nearly) never met:
    the C loop gives up at the time limit, with the squares and moves it tried."""
    start = time.monotonic()
    with pytest.raises(
        BudgetExceeded,
        match=r"no 8 x 8 easy KenKen: the time limit \(0\.3 s\) cut the making at [0-9,]+ steps \([1-9][0-9]* squares",
    ):
        make(8, Level.EASY, seed=0, ops="hidden", max_givens=0, time_limit=0.3)
    assert time.monotonic() - start < 2.0


@needs_native
def test_the_c_loop_gives_up_at_the_same_step_as_the_python_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """A request that is (nearly) never met gives up after its steps, not at a clock reading: the C
    loop and the Python loop stop at the same step, having drawn the same squares and moves."""
    with pytest.raises(BudgetExceeded) as in_c:
        make(8, Level.EASY, seed=0, ops="hidden", max_givens=0, steps=120, time_limit=1e6)
    monkeypatch.setattr(maker, "native_make", lambda *args: None)
    with pytest.raises(BudgetExceeded) as in_python:
        make(8, Level.EASY, seed=0, ops="hidden", max_givens=0, steps=120, time_limit=1e6)
    assert str(in_c.value) == str(in_python.value)
    assert str(in_c.value).startswith("no 8 x 8 easy KenKen within 120 steps (")
    assert in_c.value.nodes == in_python.value.nodes == 120
