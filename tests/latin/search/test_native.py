"""The propagation in C against the pure Python one, and the hard puzzles it must decide quickly."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from kenken_gen import random_puzzle

from gridcraft import engine
from gridcraft.engine import Budget, SearchStats
from gridcraft.kenken import KenKenProblem, parse, solutions, verify
from gridcraft.latin.search import native
from gridcraft.latin.search.lines import all_different, line_sum, line_sums
from gridcraft.latin.search.native import problem
from gridcraft.latin.search.solver import _Values

KK = Path(__file__).resolve().parents[2] / "data" / "kenken"

needs_native = pytest.mark.skipif(not native.available(), reason="the C extension is not built")


def test_the_extension_is_built_where_required() -> None:
    """CI sets GRIDCRAFT_REQUIRE_NATIVE=1: there the extension must have been compiled."""
    if os.environ.get("GRIDCRAFT_REQUIRE_NATIVE") == "1":
        assert native.available()
        assert isinstance(problem(parse((KK / "wikipedia-6x6.txt").read_text())), native.NativeProblem)


def test_pure_python_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRIDCRAFT_PURE_PYTHON", "1")
    made = problem(parse((KK / "wikipedia-6x6.txt").read_text()))
    assert type(made) is KenKenProblem
    assert list(engine.solutions(made)) == list(solutions(parse((KK / "wikipedia-6x6.txt").read_text())))


@needs_native
@settings(max_examples=80, deadline=None)
@example(n=6, seed=269, size=5, no_op=0.0, lines=False, matching=False)  # 68 solutions: first 60 differ
@given(
    st.integers(1, 7),
    st.integers(0, 2**32),
    st.integers(1, 5),
    st.sampled_from([0.0, 0.3]),
    st.booleans(),
    st.booleans(),
)
def test_native_and_pure_find_the_same_solutions(
    n: int, seed: int, size: int, no_op: float, lines: bool, matching: bool
) -> None:
    """The pure propagation with and without the matching and line sums, and the native one: the
    same solutions, all of them below 60; beyond, the first 60 are the same where the propagation
    is (with the matching, as in C) and may differ without it (it branches elsewhere)."""
    puzzle, planted = random_puzzle(n, random.Random(seed), max_size=size, no_op=no_op)
    fast = native.NativeProblem(puzzle, cage_lines=lines)
    slow = KenKenProblem(puzzle, cage_lines=lines, matching=matching)
    found = sorted(engine.solutions(fast, 60))
    pure = sorted(engine.solutions(slow, 60))
    if matching or len(found) < 60:
        assert found == pure
    else:
        assert len(pure) == 60 and all(verify(puzzle, grid) == [] for grid in pure)
    assert found and all(verify(puzzle, grid) == [] for grid in found)
    if len(found) < 60:
        assert planted in found


@needs_native
@settings(max_examples=120, deadline=None)
@given(
    st.integers(1, 8),
    st.integers(0, 2**32),
    st.integers(1, 5),
    st.sampled_from([0.0, 0.3]),
    st.booleans(),
    st.booleans(),
)
def test_conflict_driven_search_finds_the_same_solutions(
    n: int, seed: int, size: int, no_op: float, lines: bool, bounds: bool
) -> None:
    """The conflict-driven search asked for up to 40 solutions finds the same ones as the pure
    depth-first search, with tables or with bounds for cages of 3+ cells (every explanation found:
    a missing one raises)."""
    puzzle, planted = random_puzzle(n, random.Random(seed), max_size=size, no_op=no_op)
    with pytest.MonkeyPatch.context() as patch:
        if bounds:
            patch.setattr("gridcraft.latin.search.solver.TABLE_LIMIT", 1)
        stats = SearchStats()
        made = native.NativeProblem(puzzle, cage_lines=lines)
        found = sorted(made.grid(state) for state in made.decide(40, Budget(), stats))
    expected = sorted(engine.solutions(KenKenProblem(puzzle, cage_lines=lines), 40))
    if len(expected) < 40:
        assert found == expected and stats.complete and planted in found
    else:
        assert len(set(found)) == 40 and all(verify(puzzle, grid) == [] for grid in found)


@needs_native
@pytest.mark.parametrize("n", [4, 5, 6])
def test_native_bounds_cages_count_the_same(n: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """With a table limit of one tuple, every cage of 3+ cells prunes by bounds for the whole search."""
    monkeypatch.setattr("gridcraft.latin.search.solver.TABLE_LIMIT", 1)
    rng = random.Random(f"native-bounds-{n}")
    for _ in range(15):
        puzzle, planted = random_puzzle(n, rng, max_size=6, no_op=0.3)
        fast = native.NativeProblem(puzzle)
        found = list(engine.solutions(fast, 500))
        assert len(found) == engine.count(KenKenProblem(puzzle), 500)
        assert (planted in found or len(found) == 500) and all(verify(puzzle, g) == [] for g in found)


@needs_native
def test_latin_squares_and_huge_products() -> None:
    cells = " ".join(f"r{r}c{c}" for r in range(1, 5) for c in range(1, 5))
    assert engine.count(native.NativeProblem(parse(f"4\n40 + {cells}\n"))) == 576
    assert engine.count(native.NativeProblem(parse(f"4\n331776 x {cells}\n"))) == 576  # 24^4
    rows = "\n".join("362880 x " + " ".join(f"r{r}c{c}" for c in range(1, 10)) for r in range(1, 10))
    puzzle = parse(f"9\n{rows}\n")
    made = native.NativeProblem(puzzle)
    assert made.root() is not None
    assert engine.count(made, 3) == 3


@needs_native
@pytest.mark.parametrize(
    ("name", "nodes"), [("kk16-small-06.txt", 200_000), ("kk12-small-03.txt", 2_000_000)]
)
def test_hard_random_puzzles_are_proven_unique(name: str, nodes: int) -> None:
    """Random 16 x 16 and 12 x 12 KenKens with cages of 1 to 4 cells; the first took 230,912 nodes
    and 60 s without an answer before the all-different matching, the line sums and dom/wdeg."""
    puzzle = parse((KK / name).read_text(encoding="utf-8"))
    stats = SearchStats()
    found = list(engine.solutions(problem(puzzle), 2, budget=Budget(node_limit=nodes), stats=stats))
    assert stats.complete and len(found) == 1 and stats.backtracks > 0
    assert verify(puzzle, found[0]) == []


def test_matching_finds_a_hall_set() -> None:
    """Two cells that may only hold 1 or 2 take both values: the row's other cells lose them."""
    values = _Values()
    doms = [0b110, 0b110, 0b1110, 0b111110, 0b111110]  # a line of 5: values 1..5
    queue: list[int] = []
    assert all_different(range(5), doms, queue, values)
    assert doms == [0b110, 0b110, 0b1000, 0b110000, 0b110000] and sorted(queue) == [2, 3, 4]
    assert not all_different(range(3), [0b110, 0b110, 0b110], [], values)  # three cells, two values


def test_line_sum_bounds() -> None:
    """Row of 4 (total 10) with a sum cage 7+ over r1c4 and r2c4 (cell 3 stands for r2c4):
    x1 + x2 + x3 - r2c4 == 10 - 7 == 3."""
    values = _Values()
    full, ident = 0b11110, (0, 1, 2, 3, 4)
    doms = [full, 0b10, 0b100, full]  # x1 open, x2 = 1, x3 = 2, r2c4 open
    queue: list[int] = []
    assert line_sum(((0, 1, 2), (3,), 3, ident, True, 0), doms, queue, values)
    assert doms == [full, 0b10, 0b100, full]  # x1 = r2c4: bounds alone remove nothing yet
    doms[0] = 0b10000  # x1 = 4
    assert line_sum(((0, 1, 2), (3,), 3, ident, True, 0), doms, queue, values)
    assert doms[3] == 0b10000 and queue == [3]
    assert not line_sum(((1, 2), (), 4, ident, True, 0), [full, 0b10, 0b100], [], values)  # 1 + 2 != 4


def test_line_products_by_prime_exponents() -> None:
    """A row of 4 holds 1, 2, 3, 4 (three factors 2); a product cage 8x over r1c1, r1c2 and r2c1:
    the exponents of 2 in r1c3, r1c4 sum to 3 - 3 + e(r2c1) - so with r2c1 odd, r1c3 and r1c4 are odd."""
    puzzle_text = "4\n8 x r1c1 r1c2 r2c1\n7 + r1c3 r2c3\n5 + r1c4 r2c4\n" + "\n".join(
        f"{r * 4 + c} = r{r + 1}c{c + 1}"
        for r in range(1, 4)
        for c in range(4)
        if (r, c) not in {(1, 0), (1, 2), (1, 3)}
    )
    sums = line_sums(parse(puzzle_text), primes=True)
    two = [lin for lin in sums if lin[3] == (0, 0, 1, 0, 2) and lin[5] == 0]
    assert two == [((2, 3), (4,), 0, (0, 0, 1, 0, 2), True, 0)]
    values = _Values()
    doms = [0b11110, 0b11110, 0b11110, 0b11110, 0b1010]  # r2c1 (cell 4 here) is 1 or 3
    queue: list[int] = []
    assert line_sum(((2, 3), (4,), 0, (0, 0, 1, 0, 2), True, 0), doms, queue, values)
    assert doms[2] == doms[3] == 0b1010 and sorted(queue) == [2, 3]


@needs_native
def test_conflict_driven_search_enumerates_latin_squares_exactly() -> None:
    """Rows as 15+ cages (5 x 5 Latin squares): the conflict-driven search, asked for many
    solutions, excludes each one found by the nogood of its decisions and learns from every failure;
    its first 3000 solutions are distinct and valid, and it counts the 576 4 x 4 Latin squares."""
    rows = "\n".join("15 + " + " ".join(f"r{r}c{c}" for c in range(1, 6)) for r in range(1, 6))
    puzzle = parse(f"5\n{rows}\n")
    stats = SearchStats()
    made = native.NativeProblem(puzzle)
    found = [made.grid(s) for s in made.decide(3000, Budget(), stats)]
    assert len(set(found)) == 3000 and all(verify(puzzle, g) == [] for g in found[::97])
    assert not stats.complete
    stats = SearchStats()
    made = native.NativeProblem(parse("4\n" + rows_of(4)))
    assert sum(1 for _ in made.decide(10**6, Budget(), stats)) == 576 and stats.complete


@needs_native
def test_enumerating_many_solutions_keeps_no_record_of_them() -> None:
    """Beyond two solutions the search is plain depth first, without restarts or random probes:
    nothing remembers the solutions found (once, probes kept every solution's key: 58 MB for the
    161,280 solutions of this puzzle, against 26 MB)."""
    rows = "\n".join("15 + " + " ".join(f"r{r}c{c}" for c in range(1, 6)) for r in range(1, 6))
    made = native.NativeProblem(parse(f"5\n{rows}\n"))
    calls = []
    made.key = lambda state: calls.append(state) or state  # type: ignore[method-assign]
    stats = SearchStats()
    assert engine.count(made, 5000, stats=stats) == 5000 and not calls


def rows_of(n: int) -> str:
    total = n * (n + 1) // 2
    return "\n".join(f"{total} + " + " ".join(f"r{r}c{c}" for c in range(1, n + 1)) for r in range(1, n + 1))
