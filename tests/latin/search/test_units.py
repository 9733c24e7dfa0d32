"""The core's search with jigsaw regions and extra units (X sudoku's diagonals): random jigsaw and
X sudokus against an independent backtracking counter written here, the pure propagation, the C
one and its conflict-driven decider against each other, regions shaped as boxes searched node for
node as the boxes, and bad regions and units refused in words."""

from __future__ import annotations

import random
import time
from itertools import product

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from latin_checks import decided

from gridcraft import engine, latin
from gridcraft.engine import SearchStats
from gridcraft.errors import InvalidPuzzle
from gridcraft.latin import LatinProblem, Op, Regions, cage_tuples
from gridcraft.latin import problem as latin_problem
from gridcraft.latin.search import native
from gridcraft.latin.search.lines import line_sums
from gridcraft.latin.search.relations import relation_tuples

needs_native = pytest.mark.skipif(not native.available(), reason="the C extension is not built")

Cell = tuple[int, int]
Grid = tuple[tuple[int, ...], ...]
LIMIT = 12  # solutions compared between the searches


# ---- written without the core: units, regions grown at random, a backtracking counter -------------


def diagonals(n: int) -> Regions:
    """The two long diagonals of an X sudoku."""
    return (tuple((i, i) for i in range(n)), tuple((i, n - 1 - i) for i in range(n)))


def box_regions(n: int, h: int, w: int) -> Regions:
    """Boxes of ``h`` rows and ``w`` columns, computed here (not by the core)."""
    return tuple(
        tuple((top + r, left + c) for r in range(h) for c in range(w))
        for top in range(0, n, h)
        for left in range(0, n, w)
    )


BOX_SHAPES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3)}


def connected(cells: set[Cell]) -> bool:
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for near in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if near in cells and near not in seen:
                seen.add(near)
                todo.append(near)
    return len(seen) == len(cells)


def jigsaw(n: int, rng: random.Random, x: bool, moves: int = 400) -> tuple[Regions, Regions, Grid]:
    """A random jigsaw (with both diagonals when ``x``) and a grid that fills it: a random sudoku
    of the regular boxes (of the rows, for a side without boxes) filled by the counter, then its
    regions grown into each other at random: a cell of one region and the cell of a neighbouring
    region with the same digit change places when both regions stay connected (so the grid still
    fills them). Returns the regions, the extra units and the grid."""
    extra = diagonals(n) if x else ()
    start = (
        box_regions(n, *BOX_SHAPES[n])
        if n in BOX_SHAPES
        else tuple(tuple((r, c) for c in range(n)) for r in range(n))
    )
    grid = fill(n, all_units(n, start, extra), rng)
    assert grid is not None
    members = [set(region) for region in start]
    owner = {cell: i for i, region in enumerate(start) for cell in region}
    at = {(i, grid[r][c]): (r, c) for i, region in enumerate(start) for r, c in region}
    for _ in range(moves):
        a = rng.choice(list(owner))
        r, c = a
        near = [(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))]
        others = [owner[cell] for cell in near if cell in owner and owner[cell] != owner[a]]
        if not others:
            continue
        i, j, v = owner[a], rng.choice(others), grid[r][c]
        b = at[(j, v)]
        grown_i, grown_j = members[i] - {a} | {b}, members[j] - {b} | {a}
        if connected(grown_i) and connected(grown_j):
            members[i], members[j] = grown_i, grown_j
            owner[a], owner[b] = j, i
            at[(i, v)], at[(j, v)] = b, a
    return tuple(tuple(sorted(region)) for region in members), extra, grid


def all_units(n: int, boxes: Regions, extra: Regions) -> list[tuple[Cell, ...]]:
    rows = [tuple((r, c) for c in range(n)) for r in range(n)]
    cols = [tuple((r, c) for r in range(n)) for c in range(n)]
    return rows + cols + list(boxes) + list(extra)


class Exhausted(Exception):
    """The counter met its node budget before it finished."""


SumCages = tuple[tuple[int, tuple[Cell, ...]], ...]  # (target, cells): distinct digits summing to target


def count_solutions(
    n: int,
    units: list[tuple[Cell, ...]],
    givens: dict[Cell, int],
    limit: int,
    rng: random.Random | None = None,
    *,
    cages: SumCages = (),
    nodes: int = 300_000,
) -> list[Grid]:
    """Up to ``limit`` grids whose every unit holds 1..n once, that keep the givens and whose
    ``cages`` hold distinct digits meeting their sums, by plain backtracking on the emptiest cell
    (values in random order with ``rng``, else ascending).

    Raises:
        Exhausted: more than ``nodes`` cells were tried.
    """
    of: dict[Cell, list[int]] = {}
    for u, unit in enumerate(units):
        for cell in unit:
            of.setdefault(cell, []).append(u)
    cage_of = {cell: cage for cage in cages for cell in cage[1]}
    used = [0] * len(units)
    grid = {cell: 0 for cell in product(range(n), repeat=2)}
    for cell, v in givens.items():
        if any(used[u] >> v & 1 for u in of[cell]):
            return []
        grid[cell] = v
        for u in of[cell]:
            used[u] |= 1 << v
    found: list[Grid] = []
    full = (1 << (n + 1)) - 2
    budget = [nodes]

    def cage_allows(cell: Cell, v: int) -> bool:
        if cell not in cage_of:
            return True
        target, cells = cage_of[cell]
        placed = [grid[other] for other in cells if grid[other]]
        left = len(cells) - len(placed) - 1
        total = sum(placed) + v
        return v not in placed and total + left <= target and (left > 0 or total == target)

    def search() -> None:
        budget[0] -= 1
        if budget[0] < 0:
            raise Exhausted
        best, best_free = None, 0
        for cell, v in grid.items():
            if v:
                continue
            taken = 0
            for u in of[cell]:
                taken |= used[u]
            free = full & ~taken
            if cell in cage_of:
                free = sum(1 << v for v in range(1, n + 1) if free >> v & 1 and cage_allows(cell, v))
            if best is None or free.bit_count() < best_free.bit_count():
                best, best_free = cell, free
                if not free:
                    return
        if best is None:
            found.append(tuple(tuple(grid[(r, c)] for c in range(n)) for r in range(n)))
            return
        values = [v for v in range(1, n + 1) if best_free >> v & 1]
        if rng is not None:
            rng.shuffle(values)
        for v in values:
            grid[best] = v
            for u in of[best]:
                used[u] |= 1 << v
            search()
            for u in of[best]:
                used[u] &= ~(1 << v)
            grid[best] = 0
            if len(found) >= limit:
                return

    search()
    return found


def fill(n: int, units: list[tuple[Cell, ...]], rng: random.Random, tries: int = 20) -> Grid | None:
    """A random filled grid of ``units`` by the counter, restarted after 2,000 nodes (random
    restarts fill a sudoku far sooner than one long search); ``None`` when one search proves that
    there is none.

    Raises:
        Exhausted: every try ran out of nodes.
    """
    for _ in range(tries):
        try:
            found = count_solutions(n, units, {}, 1, rng, nodes=2_000)
        except Exhausted:
            continue
        return found[0] if found else None
    raise Exhausted


def cut(grid: Grid, rng: random.Random, share: float, wrong: float = 0.2) -> dict[Cell, int]:
    """Givens cut at random from a filled grid (``share`` of its cells), one of them changed to
    another digit with probability ``wrong`` (often no solution then)."""
    n = len(grid)
    cells = rng.sample(list(product(range(n), repeat=2)), max(1, round(share * n * n)))
    givens = {cell: grid[cell[0]][cell[1]] for cell in cells}
    if rng.random() < wrong:
        cell = rng.choice(cells)
        givens[cell] = rng.choice([v for v in range(1, n + 1) if v != givens[cell]])
    return givens


def x_sudoku(n: int, rng: random.Random) -> tuple[Regions, Grid]:
    """The boxes of an X sudoku of side ``n`` (none for a side without boxes: a diagonal Latin
    square) and a random grid filling it."""
    whole = box_regions(n, *BOX_SHAPES[n]) if n in BOX_SHAPES else ()
    grid = fill(n, all_units(n, whole, diagonals(n)), rng)
    assert grid is not None
    return whole, grid


def core_square(n: int, givens: dict[Cell, int]) -> latin.LatinSquare:
    return latin.square(n, [], sorted(givens.items()))


# ---- the searches against the counter and each other ----------------------------------------------


def check_against_counter(
    n: int, boxes: Regions | tuple[int, int] | None, extra: Regions, givens: dict[Cell, int]
) -> int:
    """Every search of the core finds the counter's solutions (all of them below :data:`LIMIT`)."""
    if boxes is None:
        whole: Regions = ()
    elif latin.is_boxes(boxes):
        whole = box_regions(n, *boxes)
    else:
        whole = boxes
    units = all_units(n, whole, extra)
    expected = sorted(count_solutions(n, units, givens, LIMIT))
    puzzle = core_square(n, givens)
    searches = [
        LatinProblem(puzzle, boxes=boxes, units=extra, matching=True),
        LatinProblem(puzzle, boxes=boxes, units=extra, matching=False),
    ]
    if native.available():
        searches.append(native.NativeProblem(puzzle, boxes=boxes, units=extra))
        found, stats = decided(native.NativeProblem(puzzle, boxes=boxes, units=extra), LIMIT)
        if len(expected) < LIMIT:
            assert sorted(found) == expected and stats.complete
        else:
            assert len(set(found)) == LIMIT and all(valid(n, units, givens, grid) for grid in found)
    for made in searches:
        got = sorted(engine.solutions(made, LIMIT))
        if len(expected) < LIMIT:
            assert got == expected, type(made).__name__
        else:  # the first LIMIT of another order: each a solution of the counter's rules
            assert len(set(got)) == LIMIT and all(valid(n, units, givens, grid) for grid in got)
    return len(expected)


def valid(n: int, units: list[tuple[Cell, ...]], givens: dict[Cell, int], grid: Grid) -> bool:
    return all(sorted(grid[r][c] for r, c in unit) == list(range(1, n + 1)) for unit in units) and all(
        grid[r][c] == v for (r, c), v in givens.items()
    )


@settings(max_examples=25, deadline=None)
@given(st.integers(4, 8), st.integers(0, 2**32), st.sampled_from([0.2, 0.35, 0.5]), st.booleans())
def test_random_jigsaws_against_the_counter(n: int, seed: int, share: float, x: bool) -> None:
    """Random jigsaw sudokus (regions grown at random, some also with the diagonals): the pure
    propagation with and without the matching, the C depth-first search and the decider find the
    counter's solutions."""
    rng = random.Random(seed)
    try:
        boxes, extra, grid = jigsaw(n, rng, x)
        check_against_counter(n, boxes, extra, cut(grid, rng, share))
    except Exhausted:
        assume(False)  # too long for the counter: drawn again


X_SHAPES = [(4, (2, 2)), (5, None), (6, (2, 3)), (6, (3, 2)), (7, None), (8, (2, 4)), (9, (3, 3))]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(X_SHAPES), st.integers(0, 2**32), st.sampled_from([0.25, 0.35, 0.5]))
def test_random_x_sudokus_against_the_counter(
    shape: tuple[int, tuple[int, int] | None], seed: int, share: float
) -> None:
    """Random X sudokus (boxes and both diagonals; sides 5 and 7 have no boxes: diagonal Latin
    squares): every search of the core finds the counter's solutions."""
    n, boxes = shape
    rng = random.Random(seed)
    whole = box_regions(n, *boxes) if boxes else ()
    try:
        grid = fill(n, all_units(n, whole, diagonals(n)), rng)
        assert grid is not None
        check_against_counter(n, boxes, diagonals(n), cut(grid, rng, share))
    except Exhausted:
        assume(False)  # too long for the counter: drawn again


def test_counts_up_to_two_on_9x9_jigsaw_and_x_sudokus() -> None:
    """9 x 9 jigsaw and X sudokus of 24 to 32 givens: the core's count up to two is the counter's,
    unique ones among them (those the counter settles in 30,000 nodes)."""
    rng = random.Random("units-9x9")
    counts = []
    for k in range(10):
        try:
            if k % 2:
                boxes, extra, grid = jigsaw(9, rng, False)
            else:
                (boxes, grid), extra = x_sudoku(9, rng), diagonals(9)
            givens = cut(grid, rng, rng.choice([0.3, 0.35, 0.4]))
            expected = len(count_solutions(9, all_units(9, boxes, extra), givens, 2, nodes=30_000))
        except Exhausted:
            continue
        assert engine.count(latin_problem(core_square(9, givens), boxes=boxes, units=extra), 2) == expected
        assert engine.count(LatinProblem(core_square(9, givens), boxes=boxes, units=extra), 2) == expected
        counts.append(expected)
    assert set(counts) >= {1, 2}


@needs_native
@settings(max_examples=20, deadline=None)
@given(st.sampled_from([(4, (2, 2)), (6, (2, 3)), (6, (3, 2)), (9, (3, 3))]), st.integers(0, 2**32))
def test_regions_shaped_as_boxes_search_as_the_boxes(shape: tuple[int, tuple[int, int]], seed: int) -> None:
    """Regions that are the boxes, given in any order and each in any order, search exactly as the
    boxes do: the same solutions in the same order and the same nodes, in Python and in C, with the
    diagonals or without."""
    n, (h, w) = shape
    rng = random.Random(seed)
    shuffled = [list(region) for region in box_regions(n, h, w)]
    for region in shuffled:
        rng.shuffle(region)
    rng.shuffle(shuffled)
    as_regions = tuple(tuple(region) for region in shuffled)
    extra = diagonals(n) if rng.random() < 0.5 else ()
    grid = fill(n, all_units(n, box_regions(n, h, w), extra), rng)
    assert grid is not None
    puzzle = core_square(n, cut(grid, rng, 0.4 if n == 9 else 0.3))
    for kind in (LatinProblem, native.NativeProblem):
        runs = []
        for boxes in ((h, w), as_regions):
            stats = SearchStats()
            made_problem = kind(puzzle, boxes=boxes, units=extra)
            runs.append((list(engine.solutions(made_problem, 10, stats=stats)), stats))
        (one, a), (other, b) = runs
        assert one == other and (a.nodes, a.backtracks) == (b.nodes, b.backtracks)


@needs_native
@settings(max_examples=25, deadline=None)
@given(st.integers(4, 7), st.integers(0, 2**32))
def test_pure_and_native_search_the_same_nodes_with_regions_and_units(n: int, seed: int) -> None:
    """Jigsaw regions and the diagonals: the pure propagation (with the matching) and the C one
    visit the same nodes in the same order."""
    rng = random.Random(seed)
    try:
        boxes, extra, grid = jigsaw(n, rng, True)
    except Exhausted:
        assume(False)
    puzzle = core_square(n, cut(grid, rng, 0.3))
    slow, fast = SearchStats(), SearchStats()
    pure = list(
        engine.solutions(LatinProblem(puzzle, boxes=boxes, units=extra, matching=True), 20, stats=slow)
    )
    in_c = list(engine.solutions(native.NativeProblem(puzzle, boxes=boxes, units=extra), 20, stats=fast))
    assert pure == in_c and (slow.nodes, slow.backtracks) == (fast.nodes, fast.backtracks)


# ---- cages, relations and sums with regions and units ---------------------------------------------


@needs_native
def test_killer_cages_in_jigsaw_regions_with_diagonals() -> None:
    """Sum cages of distinct digits over a jigsaw with diagonals (cages grown inside the grid at
    random, every cell caged): the pure and C searches and the decider agree with the counter
    given the cages, tables and cages by bounds alike."""
    rng = random.Random("jigsaw-killer")
    for _ in range(8):
        n = rng.choice([4, 5, 6])
        boxes, extra, grid = jigsaw(n, rng, rng.random() < 0.6)
        units = all_units(n, boxes, extra)
        split: list[list[Cell]] = []  # cages: another jigsaw's regions, cut before a digit repeats
        for region in jigsaw(n, rng, False)[0]:
            split.append([])
            for r, c in region:
                if len(split[-1]) == 3 or grid[r][c] in {grid[i][j] for i, j in split[-1]}:
                    split.append([])
                split[-1].append((r, c))
        cages = tuple((sum(grid[r][c] for r, c in cage), tuple(cage)) for cage in split)
        puzzle = latin.square(n, [(target, Op.ADD, cage) for target, cage in cages])
        expected = sorted(count_solutions(n, units, {}, 10**6, cages=cages))
        assert grid in expected
        for limit in (20, 1):  # tables, then every cage of 3+ cells by bounds
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr("gridcraft.latin.search.solver.TABLE_LIMIT", limit)
                options = {"boxes": boxes, "units": extra, "distinct_cages": True}
                pure = sorted(engine.solutions(LatinProblem(puzzle, matching=True, **options)))  # type: ignore[arg-type]
                fast = sorted(engine.solutions(native.NativeProblem(puzzle, **options)))  # type: ignore[arg-type]
                found, stats = decided(native.NativeProblem(puzzle, **options), 10**6)  # type: ignore[arg-type]
            assert pure == fast == sorted(found) == expected and stats.complete


JIGSAW = (  # A A B B / A C B B / A C D D / C C D D
    ((0, 0), (0, 1), (1, 0), (2, 0)),
    ((0, 2), (0, 3), (1, 2), (1, 3)),
    ((1, 1), (2, 1), (3, 0), (3, 1)),
    ((2, 2), (2, 3), (3, 2), (3, 3)),
)


def test_tables_keep_the_latin_rule_of_regions_and_units() -> None:
    """A cage's and a relation's tables hold exactly the tuples that repeat no digit in a row,
    column, region or unit: r1c2 and r2c1 share only a region, r2c2 and r3c3 only a diagonal."""
    n = 4
    cells = ((0, 1), (1, 0), (1, 1), (2, 2))
    cage = latin.Cage(9, Op.ADD, cells)
    rel = latin.table(cells, [v for v in product(range(1, 5), repeat=4) if sum(v) == 9])

    def fits(values: tuple[int, ...], groups: list[tuple[Cell, ...]]) -> bool:
        return all(
            values[i] != values[j]
            for i in range(4)
            for j in range(i)
            if any(cells[i] in g and cells[j] in g for g in groups)
        )

    counts = []
    for boxes, extra in ((None, ()), (JIGSAW, ()), (None, diagonals(4)), (JIGSAW, diagonals(4))):
        groups = all_units(n, boxes or (), extra)
        expected = [v for v in product(range(1, 5), repeat=4) if sum(v) == 9 and fits(v, groups)]
        assert cage_tuples(cage, n, boxes=boxes, units=extra) == expected
        assert relation_tuples(rel, n, boxes=boxes, units=extra) == expected
        counts.append(len(expected))
    assert counts[0] > counts[1] > counts[3] and counts[0] > counts[2] > counts[3]


def test_regions_and_units_have_sums() -> None:
    """Each region's and each extra unit's sum less its sum cages is a linear charged to its unit,
    after the rows, columns and regions (regions ordered by their first cells)."""
    puzzle = latin.square(4, [(3, Op.ADD, [(0, 0), (1, 1)])])  # a cage on the main diagonal
    sums = line_sums(puzzle, boxes=JIGSAW, units=diagonals(4))
    extra = {lin[5]: lin[:3] for lin in sums if lin[5] >= 8}
    assert extra == {
        8: ((1, 4, 8), (5,), 7),  # region A holds r1c1 of the cage: its r2c2 is outside
        9: ((2, 3, 6, 7), (), 10),
        10: ((9, 12, 13), (0,), 7),  # region C holds r2c2: r1c1 is outside
        11: ((10, 11, 14, 15), (), 10),
        12: ((10, 15), (), 7),  # the main diagonal holds the whole cage
        13: ((3, 6, 9, 12), (), 10),
    }


# ---- regions and units refused in words; the services declare them --------------------------------


@pytest.mark.parametrize(
    ("boxes", "message"),
    [
        ((2, 3), "boxes of 2 x 3 cells do not tile a 4 x 4 grid"),
        (box_regions(4, 2, 2)[:3], "a 4 x 4 grid has 4 regions, not 3"),
        (box_regions(4, 2, 2)[:3] + (box_regions(4, 2, 2)[3][:3],), "region 4 has 3 cells, not 4"),
        (
            box_regions(4, 2, 2)[:3] + (box_regions(4, 2, 2)[3][:3] + ((0, 0),),),
            "cell r1c1 is in regions 1 and 4",
        ),
        (
            box_regions(4, 2, 2)[:3] + (box_regions(4, 2, 2)[3][:3] + ((3, 4),),),
            r"region 4's cell r4c5 is outside the 4 x 4 grid",
        ),
        (
            box_regions(4, 2, 2)[:3] + (box_regions(4, 2, 2)[3][:3] + ((2, 2),),),
            "cell r3c3 is twice",
        ),
    ],
)
def test_bad_regions_are_refused(boxes: Regions, message: str) -> None:
    for made in (latin_problem, LatinProblem):
        with pytest.raises(InvalidPuzzle, match=message):
            made(latin.square(4, []), boxes=boxes)


@pytest.mark.parametrize(
    ("units", "message"),
    [
        ((((0, 0), (1, 1), (2, 2)),), "unit 1 has 3 cells, not 4"),
        ((diagonals(4)[0], ((0, 0), (1, 1), (2, 2), (2, 2))), "cell r3c3 is twice in unit 2"),
        ((((0, 0), (1, 1), (2, 2), (4, 4)),), "unit 1's cell r5c5 is outside the 4 x 4 grid"),
    ],
)
def test_bad_units_are_refused(units: Regions, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        latin_problem(latin.square(4, []), units=units)


def test_units_without_boxes_make_pandiagonal_latin_squares() -> None:
    """The ten broken diagonals of a 5 x 5 grid as units (each cell in four units besides its row
    and column): the core counts the pandiagonal Latin squares of side 5 as the counter does (the
    two cyclic ones, rows shifted by 2 or by 3, in 5! namings of the digits: 240)."""
    n = 5
    broken = tuple(tuple((i, (i + s) % n) for i in range(n)) for s in range(n))
    broken += tuple(tuple((i, (s - i) % n) for i in range(n)) for s in range(n))
    expected = len(count_solutions(n, all_units(n, (), broken), {}, 1000))
    assert expected == 240
    assert engine.count(latin_problem(latin.square(n, []), units=broken), 1000) == expected
    assert engine.count(LatinProblem(latin.square(n, []), units=broken), 1000) == expected


@needs_native
def test_units_past_the_c_bounds_are_searched_in_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """A cell in more units than the C side holds: :func:`problem` takes the pure search, with the
    same count."""
    puzzle = latin.square(4, [])
    assert isinstance(latin_problem(puzzle, boxes=(2, 2), units=diagonals(4)), native.NativeProblem)
    monkeypatch.setattr(native._core, "MAXOF", 3)  # a diagonal's cells are in 4 units
    made = latin_problem(puzzle, boxes=(2, 2), units=diagonals(4))
    assert type(made) is LatinProblem
    expected = len(count_solutions(4, all_units(4, box_regions(4, 2, 2), diagonals(4)), {}, 1000))
    assert engine.count(made, 1000) == expected > 0


@needs_native
def test_9x9_x_and_jigsaw_sudokus_decide_in_milliseconds() -> None:
    """9 x 9 X and jigsaw sudokus of 25 givens are decided (up to two solutions, as the counter
    counts them) in C in a few milliseconds each, the problem's construction included (the bound
    here is loose: 0.25 s for the slowest)."""
    rng = random.Random("fast-9x9")
    slowest = 0.0
    done = 0
    while done < 8:
        try:
            if done % 2:
                boxes, extra, planted = jigsaw(9, rng, False)
            else:
                (boxes, planted), extra = x_sudoku(9, rng), diagonals(9)
        except Exhausted:
            continue
        givens = cut(planted, rng, 25 / 81, wrong=0.0)
        start = time.perf_counter()
        verdict = engine.verdict(latin_problem(core_square(9, givens), boxes=boxes, units=extra))
        slowest = max(slowest, time.perf_counter() - start)
        units = all_units(9, boxes, extra)
        assert verdict.found and all(valid(9, units, givens, grid) for grid in verdict.found)
        assert len(verdict.found) == 2 or list(verdict.found) == [planted]
        done += 1
    assert slowest < 0.25
