"""The shared KenKen search with boxes and distinct cages (killer sudoku): the pure propagation, the C
one and its conflict-driven decider against each other and against python-constraint, real killers
from Simon Tatham's Solo, and the rules' edge cases."""

from __future__ import annotations

import random
from itertools import product
from typing import Any

import pytest
from constraint import AllDifferentConstraint, ExactSumConstraint, Problem
from hypothesis import example, given, settings
from hypothesis import strategies as st
from latin_checks import count_upto, decided
from killer_gen import Boxes, Grid, box_of, random_killer, read_solo

from gridcraft import engine, latin
from gridcraft.engine import Budget, SearchStats
from gridcraft.kenken import Cage, KenKenProblem, KenKenPuzzle, Op
from gridcraft.latin import problem as latin_problem
from gridcraft.latin.search import native
from gridcraft.latin.search.lines import all_different, box_cells, line_sums
from gridcraft.latin.search.solver import _Values
from gridcraft.latin.search.tuples import cage_tuples, estimate

needs_native = pytest.mark.skipif(not native.available(), reason="the C extension is not built")

LIMIT = 50
SHAPES = [(4, (2, 2)), (6, (2, 3)), (6, (3, 2))]

# Solo's killers (sgt-solo --generate 1 3x3kdu, 3x3kde, 3x3kdt, 2x3kdu, 3x2kdu): each has one solution
SOLO = [
    (
        "3x3k:zzzc,aa_aa_a___a_____a__________a____a___a_____a____a_a_aa_aaaa_a_bab_a_a___a_a_aaa_aaa___a_aa____ab"
        "__aba,11a15a9_18a8a11_17_9b9a10c8_5_14a9a8_7d12_9_7b19_9a9c19b12_8a13a16a11_14b6f11a12_12b15b13b10c"
    ),
    (
        "3x3k:zzzc,baba__a_b__a________a______aaa_a_____a_______a_a_aaa__a_a___a_baa_baa_a___b_a__a____a___a__a_b"
        "aaaa_,18b3a18b9_13a6_11_10a15b8c17b18_6_11_5_16_10_15_10i9a8_11a11b5a13a17_15_13_5_12a14a15d17i8a13a"
    ),
    (
        "3x3k:zzzc,____b_____aaaaa__a___________a_____a___a_a__ba___ba__b__b_a__aaa_aba_aa____a_____a___a_a_abaaa"
        "baaa,5_10_12_10_18b15_12d9d14a13a14a8_8a10a12_10_10c11_18_13c5a14c30_7_10a10a11d11b5d7a14_11a20_7b11e"
    ),
    "2x3k:zj,___a__abac_ab__ca__b___a______a____b_b,6_4_14_10a8f5a9a7a12b14_14a7c16g",
    "3x2k:zj,aaaaa_a__________aab_aa___a__aa_a___b_ba,9a9a3a3_7a7a12a9a11_17a8_3f11b7_10e",
]


def is_killer_solution(puzzle: latin.Square, boxes: Boxes, grid: Grid, distinct: bool = True) -> bool:
    """Checked from the rules alone: rows, columns and boxes hold 1..n once, each cage sums to its
    target (its values distinct when ``distinct``), and the givens hold."""
    n = puzzle.size
    everything = set(range(1, n + 1))
    units = [[(r, c) for c in range(n)] for r in range(n)] + [[(r, c) for r in range(n)] for c in range(n)]
    units += [
        [cell for cell in product(range(n), repeat=2) if box_of(cell, boxes) == b]
        for b in {box_of((r, c), boxes) for r in range(n) for c in range(n)}
    ]
    if any({grid[r][c] for r, c in unit} != everything for unit in units):
        return False
    for cage in puzzle.cages:
        if cage.op is Op.ANY:  # a cell in no cage
            continue
        values = [grid[r][c] for r, c in cage.cells]
        if sum(values) != cage.target or (distinct and len(set(values)) != len(values)):
            return False
    return all(grid[r][c] == v for (r, c), v in puzzle.givens)


def reference_count(puzzle: latin.Square, boxes: Boxes, distinct: bool, limit: int) -> int:
    """python-constraint's count of the solutions, up to ``limit``: one variable per cell,
    AllDifferent on rows, columns and boxes (and cages when ``distinct``), ExactSum on cages."""
    n = puzzle.size
    problem = Problem()
    name = {(r, c): f"r{r}c{c}" for r in range(n) for c in range(n)}
    problem.addVariables(list(name.values()), list(range(1, n + 1)))
    groups: dict[Any, list[str]] = {}
    for (r, c), var in name.items():
        for key in (("row", r), ("col", c), ("box", box_of((r, c), boxes))):
            groups.setdefault(key, []).append(var)
    for group in groups.values():
        problem.addConstraint(AllDifferentConstraint(), group)
    for cage in puzzle.cages:
        if cage.op is Op.ANY:  # a cell in no cage
            continue
        cells = [name[cell] for cell in cage.cells]
        problem.addConstraint(ExactSumConstraint(cage.target), cells)
        if distinct and len(cells) > 1:
            problem.addConstraint(AllDifferentConstraint(), cells)
    return count_upto(problem, limit)


@needs_native
@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(SHAPES),
    st.integers(0, 2**32),
    st.integers(1, 6),
    st.booleans(),
    st.booleans(),
    st.sampled_from([0.0, 0.0, 0.2]),
)
def test_killers_count_the_same_everywhere(
    shape: tuple[int, Boxes], seed: int, size: int, distinct: bool, bounds: bool, uncaged: float
) -> None:
    """Random killers (cages of distinct values searched with ``distinct_cages``, or cages that may
    repeat a value, sums only, searched without; some with cells in no cage): the same solutions,
    up to 50, from the pure propagation with and without the matching, the C depth-first search and
    the conflict-driven search, python-constraint's count, and the planted solution among them;
    with a table limit of one tuple every cage of 3+ cells prunes by bounds (and is a unit of its
    own)."""
    n, boxes = shape
    puzzle, planted = random_killer(
        n, boxes, random.Random(seed), max_size=size, distinct=distinct, uncaged=uncaged
    )
    with pytest.MonkeyPatch.context() as patch:
        if bounds:
            patch.setattr("gridcraft.latin.search.solver.TABLE_LIMIT", 1)
        options: dict[str, Any] = {"boxes": boxes, "distinct_cages": distinct}
        pure = sorted(engine.solutions(KenKenProblem(puzzle, matching=True, **options), LIMIT))
        others = [
            sorted(engine.solutions(KenKenProblem(puzzle, matching=False, **options), LIMIT)),
            sorted(engine.solutions(native.NativeProblem(puzzle, **options), LIMIT)),
        ]
        found, stats = decided(native.NativeProblem(puzzle, **options), LIMIT)
        others.append(sorted(found))
    assert len(pure) == reference_count(puzzle, boxes, distinct, LIMIT)
    if len(pure) < LIMIT:  # all of them: the same
        assert others == [pure] * 3 and stats.complete and planted in pure
    else:  # the first 50 of each search's order
        assert all(len(set(grids)) == LIMIT for grids in others)
    assert all(
        is_killer_solution(puzzle, boxes, grid, distinct) for grids in [pure, *others] for grid in grids
    )


@needs_native
@settings(max_examples=40, deadline=None)
@given(st.sampled_from(SHAPES), st.integers(0, 2**32), st.integers(1, 5))
@example(shape=(6, (3, 2)), seed=255, size=4)  # a cell queued again kept its place in C only
def test_pure_and_native_search_the_same_nodes_with_boxes(
    shape: tuple[int, Boxes], seed: int, size: int
) -> None:
    """With every cage in a table, the pure propagation (with the matching) and the C one visit the
    same nodes in the same order, boxes and distinct cages included."""
    n, boxes = shape
    puzzle, _ = random_killer(n, boxes, random.Random(seed), max_size=size)
    slow, fast = SearchStats(), SearchStats()
    pure = KenKenProblem(puzzle, matching=True, boxes=boxes, distinct_cages=True)
    assert not any(pure.by_bounds)
    assert list(engine.solutions(pure, 20, stats=slow)) == list(
        engine.solutions(native.NativeProblem(puzzle, boxes=boxes, distinct_cages=True), 20, stats=fast)
    )
    assert (slow.nodes, slow.backtracks) == (fast.nodes, fast.backtracks)


@pytest.mark.parametrize("game_id", SOLO)
def test_solo_killers_are_unique(game_id: str) -> None:
    """Tatham's killers have one solution: the engine's verdict through the decider (C) or the
    depth-first search (pure Python) proves it."""
    puzzle, boxes = read_solo(game_id)
    verdict = engine.verdict(
        latin_problem(puzzle, boxes=boxes, distinct_cages=True), budget=Budget(time_limit=60)
    )
    assert verdict.uniqueness is engine.Uniqueness.UNIQUE
    assert is_killer_solution(puzzle, boxes, verdict.found[0])


@needs_native
@pytest.mark.parametrize("bounds", [False, True])
def test_random_9x9_killers_decide_like_the_depth_first_search(
    bounds: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """9 x 9 killers cut at random from a random sudoku (some unique, some not): the decider and the
    depth-first search in C agree on the first two solutions' count, and every solution is valid;
    also with every cage of 3+ cells by bounds (most then units of their own, their removals
    explained by Hall sets and distinct sums)."""
    if bounds:
        monkeypatch.setattr("gridcraft.latin.search.solver.TABLE_LIMIT", 1)
    rng = random.Random("killer-9x9")
    for size in (3, 4, 5, 6, 7, 8):
        puzzle, planted = random_killer(9, (3, 3), rng, max_size=size)
        made = native.NativeProblem(puzzle, boxes=(3, 3), distinct_cages=True)
        found, stats = decided(made, 2)
        assert stats.complete or len(found) == 2
        depth_first = list(
            engine.solutions(native.NativeProblem(puzzle, boxes=(3, 3), distinct_cages=True), 2)
        )
        assert len(found) == len(depth_first) and (len(found) == 2 or found == depth_first == [planted])
        assert all(is_killer_solution(puzzle, (3, 3), grid) for grid in found + depth_first)


def test_sudokus_counted() -> None:
    """Rows as 10+ cages in a 4 x 4 grid with 2 x 2 boxes: the 288 sudokus of that size, with and
    without distinct cages, pure and native; a 4 x 4 grid's whole-row cages of distinct values
    hold 576 Latin squares without boxes."""
    rows = tuple(Cage(10, Op.ADD, tuple((r, c) for c in range(4))) for r in range(4))
    puzzle = KenKenPuzzle(4, rows)
    for distinct in (False, True):
        assert (
            engine.count(KenKenProblem(puzzle, boxes=(2, 2), distinct_cages=distinct, matching=True)) == 288
        )
        assert engine.count(latin_problem(puzzle, boxes=(2, 2), distinct_cages=distinct)) == 288
        assert engine.count(latin_problem(puzzle, distinct_cages=distinct)) == 576


@pytest.mark.parametrize("pure", [True, False])
def test_cages_by_bounds_are_units(pure: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """9-cell cages of 45 over the boxes of a 9 x 9 grid prune by bounds; each lies in a box, so it
    needs no unit of its own. With every cage of 3+ cells by bounds, a cage over two boxes becomes a
    unit of its own (and a distinct sum): counts agree with the tables'."""
    if pure:
        monkeypatch.setenv("GRIDCRAFT_PURE_PYTHON", "1")
    whole = [Cage(45, Op.ADD, cells) for cells in box_cells(9, (3, 3))]
    made = latin_problem(KenKenPuzzle(9, tuple(whole)), boxes=(3, 3), distinct_cages=True)
    assert made.by_bounds == [True] * 9 and len(made.lines) == 27
    assert engine.count(made, 3) == 3
    rng = random.Random("units")
    for _ in range(6):
        puzzle, _ = random_killer(6, (2, 3), rng, max_size=6)
        counted = engine.count(latin_problem(puzzle, boxes=(2, 3), distinct_cages=True), LIMIT)
        monkeypatch.setattr("gridcraft.latin.search.solver.TABLE_LIMIT", 1)
        made = latin_problem(puzzle, boxes=(2, 3), distinct_cages=True)
        assert engine.count(made, LIMIT) == counted
        if not pure:
            assert len(decided(made, LIMIT)[0]) == counted
        monkeypatch.undo()
        if pure:
            monkeypatch.setenv("GRIDCRAFT_PURE_PYTHON", "1")
    assert len(made.lines) >= 18


def test_a_cage_of_more_cells_than_values_has_no_solution() -> None:
    """Six cells of distinct values in a 4 x 4 grid cannot be; without distinct cages they can."""
    six = ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2))
    rest = [cell for cell in product(range(4), repeat=2) if cell not in six]
    puzzle = KenKenPuzzle(4, (Cage(15, Op.ADD, six), Cage(25, Op.ADD, tuple(rest))))
    assert engine.count(KenKenProblem(puzzle, distinct_cages=True), 5) == 0
    assert engine.count(latin_problem(puzzle, distinct_cages=True), 5) == 0
    assert (
        engine.count(latin_problem(puzzle), 5) == engine.count(KenKenProblem(puzzle, matching=True), 5) == 5
    )


@pytest.mark.parametrize("shape", [(3, 3), (2, 5), (0, 9)])
def test_boxes_must_tile_the_grid(shape: Boxes) -> None:
    rows = tuple(Cage(45, Op.ADD, tuple((r, c) for c in range(9))) for r in range(9))
    with pytest.raises(ValueError, match="do not tile"):
        latin_problem(KenKenPuzzle(9, rows), boxes=(shape[0], shape[1] + 1))


@pytest.mark.parametrize(
    "cells", [((0, 0), (0, 1), (1, 0)), ((0, 0), (0, 1), (0, 2), (1, 2)), ((2, 2), (2, 3), (3, 3))]
)
@pytest.mark.parametrize("target", [6, 7, 9, 12])
def test_distinct_and_boxed_tables_match_brute_force(cells: tuple[tuple[int, int], ...], target: int) -> None:
    """Tables with boxes and distinct values hold exactly the tuples that meet the rules, and the
    estimate bounds their count."""
    cage = Cage(target, Op.ADD, cells)
    n, boxes = 4, (2, 2)
    for distinct in (False, True):
        expected = [
            values
            for values in product(range(1, n + 1), repeat=len(cells))
            if sum(values) == target
            and not (distinct and len(set(values)) < len(values))
            and all(
                values[i] != values[j]
                for i in range(len(cells))
                for j in range(i)
                if cells[i][0] == cells[j][0]
                or cells[i][1] == cells[j][1]
                or box_of(cells[i], boxes) == box_of(cells[j], boxes)
            )
        ]
        assert cage_tuples(cage, n, boxes=boxes, distinct=distinct) == expected
        assert estimate(cage, n, distinct) >= len(expected)
        rng = random.Random(f"{cells}{target}")
        for _ in range(5):  # only allowed values: the same tuples, filtered
            doms = [rng.randrange(2, 32) & ~1 for _ in cells]
            allowed = [t for t in expected if all(doms[i] >> v & 1 for i, v in enumerate(t))]
            assert cage_tuples(cage, n, doms, boxes=boxes, distinct=distinct) == allowed


def test_distinct_estimate_counts_sets_of_values() -> None:
    """A 7-cell cage of 35 in a 9 x 9 grid: 4 sets of 7 values of 1..9 sum to 35 (those without two
    values summing to 10), so at most 4 x 7! distinct tuples, well under the plain estimate."""
    cage = Cage(35, Op.ADD, tuple((r, c) for r in range(3) for c in range(3))[:7])
    assert estimate(cage, 9, True) == 4 * 5040 < estimate(cage, 9)


def test_box_sums_are_the_45_rule() -> None:
    """With boxes, each box's sum less its sum cages is a linear charged to the box's unit (2n + b)."""
    rows = tuple(Cage(10, Op.ADD, tuple((r, c) for c in range(4))) for r in range(4))
    sums = line_sums(KenKenPuzzle(4, rows), boxes=(2, 2))
    boxes = [lin for lin in sums if lin[5] >= 8]
    assert [lin[5] for lin in boxes] == [8, 9, 10, 11]
    assert boxes[0] == ((), (2, 3, 6, 7), -10, (0, 1, 2, 3, 4), True, 8)  # rows 1 and 2 less box 2


def test_matching_in_a_cage_of_fewer_cells_than_values() -> None:
    """Four cells of a cage's unit with five values among them: two cells take 1 and 2, so a third
    loses them; the fourth keeps 5, free in the matching (a row would fail on such a unit only if it
    had fewer values than cells)."""
    values = _Values()
    doms = [0b110, 0b110, 0b11110, 0b111000]
    queue: list[int] = []
    assert all_different(range(4), doms, queue, values, whole=False)
    assert doms == [0b110, 0b110, 0b11000, 0b111000] and queue == [2]
    assert not all_different(range(3), [0b110, 0b110, 0b110], [], values, whole=False)
