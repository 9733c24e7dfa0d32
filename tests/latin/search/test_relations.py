"""Relations over the cages (futoshiki's inequalities, towers' sightlines, tables): the pure search,
the C depth-first search and the C conflict-driven search against each other and against
python-constraint on random puzzles planted from a random Latin square; the rules' tables and the
sightline rule without a table against brute force; real puzzles from Simon Tatham's Unequal and
Towers; the model's checks."""

from __future__ import annotations

import random
from itertools import permutations, product
from math import prod
from pathlib import Path
from typing import Any

import pytest
from constraint import AllDifferentConstraint, FunctionConstraint, Problem, Unassigned
from hypothesis import given, settings
from hypothesis import strategies as st
from latin_checks import count_upto, decided
from kenken_gen import random_latin, random_puzzle

from gridcraft import engine, latin
from gridcraft.engine import Budget, SearchStats
from gridcraft.errors import InvalidPuzzle
from gridcraft.kenken import parse
from gridcraft.latin import LatinProblem, Op, Rel, Relation, less, seen, square, table
from gridcraft.latin.search import native
from gridcraft.latin.search.relations import relation_tuples, seen_count, seen_rule
from gridcraft.latin.search.solver import _Values
from gridcraft.latin.search.tuples import cage_tuples

needs_native = pytest.mark.skipif(not native.available(), reason="the C extension is not built")

Grid = tuple[tuple[int, ...], ...]
Cell = tuple[int, int]
LIMIT = 40
SEEN_LIMIT = "gridcraft.latin.search.relations.SEEN_TABLE_LIMIT"
KK = Path(__file__).resolve().parents[2] / "data" / "kenken"


def visible(values: list[int] | tuple[int, ...]) -> int:
    """How many of ``values`` are taller than every value before them."""
    tallest = count = 0
    for v in values:
        if v > tallest:
            tallest, count = v, count + 1
    return count


def lines_of(n: int) -> list[list[Cell]]:
    """Every sightline's cells: each row from the left and the right, each column from the top and
    the bottom."""
    rows = [[(r, c) for c in range(n)] for r in range(n)]
    cols = [[(r, c) for r in range(n)] for c in range(n)]
    return rows + [row[::-1] for row in rows] + cols + [col[::-1] for col in cols]


def some_givens(planted: Grid, rng: random.Random, rate: float) -> list[tuple[Cell, int]]:
    n = len(planted)
    return [((r, c), planted[r][c]) for r in range(n) for c in range(n) if rng.random() < rate]


def inequalities(planted: Grid, rng: random.Random, rate: float) -> list[Relation]:
    """Each pair of neighbouring cells related by its planted order with probability ``rate``."""
    n = len(planted)
    out = []
    for r, c in product(range(n), repeat=2):
        for dr, dc in ((0, 1), (1, 0)):
            a, b = (r, c), (r + dr, c + dc)
            if b[0] < n and b[1] < n and rng.random() < rate:
                low, high = (a, b) if planted[a[0]][a[1]] < planted[b[0]][b[1]] else (b, a)
                out.append(less(low, high))
    return out


def sightlines(planted: Grid, rng: random.Random, rate: float) -> list[Relation]:
    """Each of the 4n sightlines with its planted count, with probability ``rate``."""
    return [
        seen(cells, visible([planted[r][c] for r, c in cells]))
        for cells in lines_of(len(planted))
        if rng.random() < rate
    ]


def random_futoshiki(
    n: int, rng: random.Random, rate: float, givens: float
) -> tuple[latin.LatinSquare, Grid]:
    planted = random_latin(n, rng)
    return square(
        n, [], some_givens(planted, rng, givens), relations=inequalities(planted, rng, rate)
    ), planted


def random_towers(n: int, rng: random.Random, rate: float, givens: float) -> tuple[latin.LatinSquare, Grid]:
    planted = random_latin(n, rng)
    return square(n, [], some_givens(planted, rng, givens), relations=sightlines(planted, rng, rate)), planted


def random_mixed(n: int, rng: random.Random) -> tuple[latin.LatinSquare, Grid]:
    """A random KenKen (cages of 1 to 4 cells, some without an operation) with inequalities and
    sightlines of its planted solution over its cages."""
    kenken, planted = random_puzzle(n, rng, max_size=4, no_op=0.3)
    relations = inequalities(planted, rng, 0.2) + sightlines(planted, rng, 0.15)
    return square(n, [(c.target, c.op, c.cells) for c in kenken.cages], relations=relations), planted


def random_tables(n: int, rng: random.Random) -> tuple[latin.LatinSquare, Grid]:
    """Tables over random cells (2 or 3, anywhere, overlapping each other), each allowing its planted
    values and some random tuples, beside a few givens."""
    planted = random_latin(n, rng)
    cells = list(product(range(n), repeat=2))
    relations = []
    for _ in range(rng.randint(1, 2 * n)):
        scope = rng.sample(cells, rng.randint(2, 3))
        allowed = {tuple(planted[r][c] for r, c in scope)}
        allowed |= {tuple(rng.randint(1, n) for _ in scope) for _ in range(rng.randint(0, 6))}
        relations.append(table(scope, sorted(allowed)))
    return square(n, [], some_givens(planted, rng, 0.1), relations=relations), planted


def clue_holds(values: tuple[int, ...], op: Op | None, target: int) -> bool:
    """A cage's clue, from the rules (a cage without an operation: any that fits its size)."""
    if op is Op.ANY:
        return True
    if len(values) == 1:
        return values[0] == target
    a, b = (max(values), min(values)) if len(values) == 2 else (0, 0)
    checks = {
        Op.ADD: sum(values) == target,
        Op.MUL: prod(values) == target,
        Op.SUB: len(values) == 2 and a - b == target,
        Op.DIV: len(values) == 2 and a == b * target,
    }
    return any(checks.values()) if op is None else checks[op]


def relation_holds(rel: Relation, values: tuple[int, ...]) -> bool:
    if rel.kind is Rel.LESS:
        return values[0] < values[1]
    if rel.kind is Rel.SEEN:
        return visible(values) == rel.target
    return values in rel.tuples


def is_solution(puzzle: latin.LatinSquare, grid: Grid) -> bool:
    """Checked from the rules alone: a Latin square meeting every cage, relation and given."""
    n = puzzle.size
    everything = set(range(1, n + 1))
    if any(set(row) != everything for row in grid) or any(set(col) != everything for col in zip(*grid)):
        return False
    value = {(r, c): grid[r][c] for r in range(n) for c in range(n)}
    return (
        all(clue_holds(tuple(value[x] for x in cage.cells), cage.op, cage.target) for cage in puzzle.cages)
        and all(relation_holds(rel, tuple(value[x] for x in rel.cells)) for rel in puzzle.relations)
        and all(value[cell] == v for cell, v in puzzle.givens)
    )


def partly_seen(target: int, n: int) -> Any:
    """A sightline's check on a partial line (python-constraint passes ``Unassigned`` for an empty
    cell): the filled cells before the first empty one see no more than ``target``, and no fewer
    than ``target`` less the values above their tallest (the only ones that can still be seen)."""

    def holds(*values: Any) -> bool:
        tallest = count = 0
        for v in values:
            if v is Unassigned:
                return count <= target <= count + n - tallest
            if v > tallest:
                tallest, count = v, count + 1
        return count == target

    return holds


def reference(puzzle: latin.LatinSquare, limit: int) -> int:
    """python-constraint's count of the solutions, up to ``limit``: a variable per cell (a given's
    domain is its value), AllDifferent on rows and columns, a function constraint per cage and per
    relation."""
    n = puzzle.size
    problem = Problem()
    name = {(r, c): f"r{r}c{c}" for r in range(n) for c in range(n)}
    given_at = dict(puzzle.givens)
    for cell, var in name.items():
        problem.addVariable(var, [given_at[cell]] if cell in given_at else list(range(1, n + 1)))
    for i in range(n):
        problem.addConstraint(AllDifferentConstraint(), [name[i, c] for c in range(n)])
        problem.addConstraint(AllDifferentConstraint(), [name[r, i] for r in range(n)])
    for cage in puzzle.cages:
        if cage.op is not Op.ANY:
            check = FunctionConstraint(lambda *v, op=cage.op, t=cage.target: clue_holds(v, op, t))
            problem.addConstraint(check, [name[x] for x in cage.cells])
    for rel in puzzle.relations:
        cells = [name[x] for x in rel.cells]
        if rel.kind is Rel.SEEN:  # checked on each filled prefix, or a 6 x 6 search takes minutes
            problem.addConstraint(FunctionConstraint(partly_seen(rel.target, n), False), cells)
        else:
            problem.addConstraint(FunctionConstraint(lambda *v, rel=rel: relation_holds(rel, v)), cells)
    return count_upto(problem, limit)


def compare_everywhere(puzzle: latin.LatinSquare, planted: Grid, with_reference: bool = True) -> None:
    """The pure search with and without the matching, the C depth-first search and the C decider:
    the same solutions up to LIMIT, as many as python-constraint finds (``with_reference``), all
    valid, the planted one among them when there are fewer than LIMIT; the pure search with the
    matching and the C one visit the same nodes (no cage prunes by bounds here)."""
    slow, fast = SearchStats(), SearchStats()
    pure_problem = LatinProblem(puzzle, matching=True)
    assert not any(pure_problem.by_bounds)
    pure = list(engine.solutions(pure_problem, LIMIT, stats=slow))
    depth_first = list(engine.solutions(native.NativeProblem(puzzle), LIMIT, stats=fast))
    assert depth_first == pure and (slow.nodes, slow.backtracks) == (fast.nodes, fast.backtracks)
    plain = sorted(engine.solutions(LatinProblem(puzzle, matching=False), LIMIT))
    found, stats = decided(native.NativeProblem(puzzle), LIMIT)
    assert not with_reference or len(pure) == reference(puzzle, LIMIT)
    if len(pure) < LIMIT:
        assert plain == sorted(found) == sorted(pure) and stats.complete and planted in pure
    else:
        assert all(len(set(grids)) == LIMIT for grids in (plain, found))
    assert all(is_solution(puzzle, grid) for grids in (pure, plain, found) for grid in grids)


@needs_native
@settings(max_examples=40, deadline=None)
@given(
    st.integers(4, 6),
    st.integers(0, 2**32),
    st.sampled_from([0.15, 0.3, 0.5]),
    st.sampled_from([0.0, 0.1, 0.2]),
)
def test_random_futoshikis_agree_everywhere(n: int, seed: int, rate: float, givens: float) -> None:
    puzzle, planted = random_futoshiki(n, random.Random(seed), rate, givens)
    compare_everywhere(puzzle, planted)


@needs_native
@settings(max_examples=40, deadline=None)
@given(
    st.integers(4, 6), st.integers(0, 2**32), st.sampled_from([0.2, 0.4, 0.7]), st.sampled_from([0.0, 0.1])
)
def test_random_towers_agree_everywhere(n: int, seed: int, rate: float, givens: float) -> None:
    """Against python-constraint up to 5 x 5 (at 6 x 6 it takes seconds to minutes a puzzle: see the
    slow test below)."""
    puzzle, planted = random_towers(n, random.Random(seed), rate, givens)
    compare_everywhere(puzzle, planted, with_reference=n <= 5)


@needs_native
@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
def test_random_6x6_towers_against_python_constraint(seed: int) -> None:
    rng = random.Random(f"towers-6-{seed}")
    puzzle, planted = random_towers(6, rng, [0.2, 0.4, 0.7][seed % 3], 0.1 * (seed % 2))
    compare_everywhere(puzzle, planted)


@needs_native
@settings(max_examples=30, deadline=None)
@given(st.integers(3, 6), st.integers(0, 2**32))
def test_relations_over_kenken_cages_agree_everywhere(n: int, seed: int) -> None:
    """Inequalities and sightlines overlapping KenKen cages (a cell in one cage and several
    relations): the same everywhere, nodes included."""
    puzzle, planted = random_mixed(n, random.Random(seed))
    compare_everywhere(puzzle, planted)


@needs_native
@settings(max_examples=30, deadline=None)
@given(st.integers(3, 5), st.integers(0, 2**32))
def test_random_tables_agree_everywhere(n: int, seed: int) -> None:
    """Tables of allowed tuples over any cells, overlapping one another: the same everywhere."""
    puzzle, planted = random_tables(n, random.Random(seed))
    compare_everywhere(puzzle, planted)


@needs_native
@settings(max_examples=30, deadline=None)
@given(st.integers(4, 6), st.integers(0, 2**32), st.sampled_from([0.3, 0.6]), st.booleans())
def test_sightlines_in_tables_prune_as_the_rule_without(n: int, seed: int, rate: float, mixed: bool) -> None:
    """With every sightline in a table (by default none has one: the rule of
    :func:`seen_rule` keeps the same values), the pure and C searches visit the same nodes as
    without, and the decider (explaining by the tables) finds the same solutions."""
    rng = random.Random(seed)
    puzzle, planted = random_mixed(n, rng) if mixed else random_towers(n, rng, rate, 0.0)
    by_rule = SearchStats()
    expected = list(engine.solutions(LatinProblem(puzzle, matching=True), LIMIT, stats=by_rule))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(SEEN_LIMIT, 10**9)
        root = LatinProblem(puzzle).root()
        assert root is None or None not in root[2][len(puzzle.cages) :]  # every relation in a table
        for made in (LatinProblem(puzzle, matching=True), native.NativeProblem(puzzle)):
            stats = SearchStats()
            assert list(engine.solutions(made, LIMIT, stats=stats)) == expected
            assert (stats.nodes, stats.backtracks) == (by_rule.nodes, by_rule.backtracks)
        found, stats = decided(native.NativeProblem(puzzle), LIMIT)
    if len(expected) < LIMIT:
        assert sorted(found) == sorted(expected) and stats.complete and planted in found
    else:
        assert len(set(found)) == LIMIT and all(is_solution(puzzle, grid) for grid in found)


@needs_native
def test_relations_leave_kenken_alone() -> None:
    """A square without relations keeps the C state it had before relations: candidates twice over,
    then a word per 64 tuples of each cage."""
    puzzle = parse((KK / "wikipedia-6x6.txt").read_text())
    made = native.NativeProblem(puzzle)
    root = made.root()
    words = sum(max(1, (len(cage_tuples(cage, 6)) + 63) // 64) for cage in puzzle.cages)
    assert root is not None and len(root) == 36 * 8 + 8 * words
    assert made.relations == () and latin.relations_of(puzzle) == () and made.scopes == made.cage_cells


# ---- real puzzles -----------------------------------------------------------------------------

# sgt-unequal --generate 1 5dx, 6dx, 7dr (Extreme, Extreme, Recursive); sgt-towers 5dh, 6du, 8du, 9du
UNEQUAL = [
    "5:0,0L,3R,0R,0,0,0,2,0,4,0R,0,0,0,0,0,0,0,0L,0UD,0R,0,0,0,0L,",
    "6:0,0,0D,0R,0,0,0D,3,0R,0,0,0,0D,0,0L,0,0,4UL,0,0,0,0,4,2,0,0,0,0,0,0,2R,0,0,0,0,6,",
    (
        "7:4D,0L,2,0,0,0,0D,0,0,0,0,0,3,0D,0,0U,0,0D,0,0,0D,0U,0,0,0R,0R,0D,0,0UD,0L,0R,0,0,0L,0,0,0,0L,0D,0,"
        "0,0D,0,0,0R,0,0,0,0,"
    ),
]
TOWERS = [
    "5:1/3////3/3//4//////4/////",
    "6:/3//3/3//5/3///1/2//2//3/3/4/2//3/2/3/",
    "8:3//2/2///3/5//3//4/5/4/3/1//3/1/3/3////2/4/3///4//,a6e3i3j5i5t1d",
    "9:/1/4/4/6////3/4/3//3/1//3//3///2/4/2/5///3/3/3//1/3///3/,d1j1o6e3_5_2g3b5m5d3e5c2_4",
]


def read_unequal(game_id: str) -> latin.LatinSquare:
    """An Unequal game ID: per cell in reading order its digit (0: empty) and the directions
    (U, R, D, L) of the neighbours it is greater than."""
    size, body = game_id.split(":")
    n = int(size)
    step = {"U": (-1, 0), "R": (0, 1), "D": (1, 0), "L": (0, -1)}
    givens, relations = [], []
    for i, entry in enumerate(body.rstrip(",").split(",")):
        cell = divmod(i, n)
        digits = entry.rstrip("URDL")
        if int(digits):
            givens.append((cell, int(digits)))
        for flag in entry[len(digits) :]:
            relations.append(less((cell[0] + step[flag][0], cell[1] + step[flag][1]), cell))
    return square(n, [], givens, relations=relations)


def read_towers(game_id: str) -> latin.LatinSquare:
    """A Towers game ID: 4n clues (columns from the top, then from the bottom, rows from the left,
    then from the right; empty for none), then optionally the givens, runs of empty cells as letters
    (a = 1)."""
    size, rest = game_id.split(":")
    n = int(size)
    clues, _, cells = rest.partition(",")
    views = [[(r, c) for r in range(n)] for c in range(n)]
    views += [view[::-1] for view in views]
    views += [[(r, c) for c in range(n)] for r in range(n)]
    views += [view[::-1] for view in views[2 * n :]]
    relations = [seen(view, int(clue)) for view, clue in zip(views, clues.split("/"), strict=True) if clue]
    givens, at = [], 0
    for ch in cells:
        if ch.isalpha():
            at += ord(ch) - ord("a") + 1
        elif ch.isdigit():
            givens.append((divmod(at, n), int(ch)))
            at += 1
    return square(n, [], givens, relations=relations)


@pytest.mark.parametrize(
    ("read", "game_id"), [(read_unequal, g) for g in UNEQUAL] + [(read_towers, g) for g in TOWERS]
)
def test_tathams_puzzles_are_unique(read: Any, game_id: str) -> None:
    """Unequal's and Towers' puzzles have one solution: the engine's verdict (the decider in C, the
    depth-first search in pure Python) proves it."""
    puzzle = read(game_id)
    verdict = engine.verdict(latin.problem(puzzle), budget=Budget(node_limit=100_000))
    assert verdict.uniqueness is engine.Uniqueness.UNIQUE
    assert is_solution(puzzle, verdict.found[0])


@needs_native
@pytest.mark.parametrize("limit", [0, 20_000])
def test_a_9x9_towers_in_every_search(limit: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The 9 x 9 Towers puzzle, its long sightlines with and without tables: the C depth-first search
    and the decider find its one solution."""
    monkeypatch.setattr(SEEN_LIMIT, limit)
    puzzle = read_towers(TOWERS[-1])
    depth_first = list(engine.solutions(native.NativeProblem(puzzle), 2))
    found, stats = decided(native.NativeProblem(puzzle), 2)
    assert found == depth_first and len(found) == 1 and stats.complete and is_solution(puzzle, found[0])


# ---- the rules ------------------------------------------------------------------------------


@pytest.mark.parametrize("n", range(1, 8))
def test_sightline_tables_are_the_permutations_seeing_their_count(n: int) -> None:
    row = [(0, c) for c in range(n)]
    every = list(permutations(range(1, n + 1)))
    for target in range(1, n + 1):
        made = relation_tuples(seen(row, target), n)
        assert made == [p for p in every if visible(p) == target]
        assert len(made) == seen_count(n, target)
    assert seen_count(9, 3) == 118_124 and sum(seen_count(9, k) for k in range(1, 10)) == 362_880


def test_tables_of_inequalities_and_given_tuples() -> None:
    """An inequality's table: the ordered pairs; a given table: its tuples, sorted, less those that
    repeat a value in one row, column or box, and only allowed values."""
    assert relation_tuples(less((0, 0), (1, 1)), 4) == [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]
    assert relation_tuples(less((0, 0), (0, 1)), 4, [0b00110, 0b01100]) == [(1, 2), (1, 3), (2, 3)]
    rel = table([(0, 0), (0, 1), (1, 1)], [(3, 2, 1), (2, 1, 1), (1, 1, 2), (1, 2, 1), (1, 2, 1)])
    assert relation_tuples(rel, 4) == [(1, 2, 1), (3, 2, 1)]  # r1c2, r2c2 share a column; r1c1, r1c2 a row
    assert relation_tuples(rel, 4, boxes=(2, 2)) == [(3, 2, 1)]  # r1c1 and r2c2 share a box
    assert relation_tuples(rel, 4, [0b110, 0b100, 0b010]) == [(1, 2, 1)]


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 6), st.integers(0, 2**32))
def test_the_sightline_rule_keeps_what_the_table_keeps(n: int, seed: int) -> None:
    """On random candidates (with singles left in place), the rule without a table narrows exactly
    to the values some allowed permutation seeing the target puts in each cell, and fails exactly
    when there is none."""
    rng = random.Random(seed)
    full = (1 << (n + 1)) - 2
    doms = [rng.randrange(1, 1 << n) << 1 & full for _ in range(n)]
    doms = [d if rng.random() < 0.7 else full for d in doms]
    target = rng.randint(1, n)
    allowed = relation_tuples(seen([(0, c) for c in range(n)], target), n, doms)
    cells = tuple(range(n))
    queue: list[int] = []
    narrowed = list(doms)
    holds = seen_rule(cells, target, narrowed, queue, _Values())
    assert holds == bool(allowed)
    if allowed:
        expected = [sum({1 << t[i] for t in allowed}) for i in range(n)]
        assert narrowed == expected
        assert queue == [k for k in cells if expected[k] != doms[k]]


def test_a_sightline_of_one_puts_the_tallest_first() -> None:
    """Tatham's easy deductions follow: a clue of 1 puts n beside it; a clue of n orders the line;
    facing clues summing to n + 1 place n."""
    n = 5
    row = [(0, c) for c in range(n)]
    for relations, cell, value in (
        ([seen(row, 1)], (0, 0), 5),
        ([seen(row, 5)], (0, 3), 4),
        ([seen(row, 2), seen(row[::-1], 4)], (0, 1), 5),
    ):
        made = LatinProblem(square(n, [], relations=relations), matching=True)
        state = made.root()
        assert state is not None and made.candidates(state)[cell[1]] == 1 << value


def test_relations_are_weighed_with_their_cells() -> None:
    """Relations are constraints numbered after the cages; a cell's weight for branching is its
    cage's, its relations' and its units'."""
    puzzle = square(3, [], relations=[less((0, 0), (0, 1)), less((1, 1), (2, 2))])
    made = LatinProblem(puzzle, matching=True)
    assert made.rels_of[1] == (9,) and made.rels_of[4] == made.rels_of[8] == (10,) and made.rels_of[3] == ()
    state = made.root()
    assert state is not None and made.candidates(state)[:2] == [0b110, 0b1100]
    assert made.branch(state) == [(0, 1), (0, 2)]  # 2 candidates over a weight of 4, first in reading order
    made.weight[10] += 1  # a wipe-out in the second inequality: its cells go first
    assert made.branch(state) == [(4, 1), (4, 2)]
    cycle = square(3, [], relations=[less((0, 0), (0, 1)), less((0, 1), (0, 2)), less((0, 2), (0, 0))])
    assert LatinProblem(cycle).root() is None
    assert engine.count(native.NativeProblem(cycle) if native.available() else LatinProblem(cycle)) == 0


# ---- the model ----------------------------------------------------------------------------------


def test_squares_take_relations() -> None:
    rel = seen([(2, 0), (1, 0), (0, 0)], 2)
    built = square(3, [(6, Op.ADD, [(0, 0), (0, 1), (0, 2)])], relations=[rel, less((1, 1), (1, 2))])
    assert built.relations == (rel, less((1, 1), (1, 2))) and latin.relations_of(built) == built.relations
    assert square(3, []).relations == ()
    assert latin.relations_of(parse((KK / "wikipedia-6x6.txt").read_text())) == ()


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Relation(Rel.LESS, ((0, 0), (0, 1), (0, 2))), "relates two cells"),
        (lambda: less((0, 0), (0, 0)), "distinct"),
        (lambda: seen([(0, 0), (0, 1)], 3), "cannot see 3"),
        (lambda: table([(0, 0), (0, 1)], [(1,)]), "2 values each"),
        (lambda: square(3, [], relations=[less((0, 0), (3, 0))]), "outside the 3 x 3 grid"),
        (lambda: square(3, [], relations=[seen([(0, 0), (0, 1), (1, 1)], 2)]), "whole row or column"),
        (lambda: square(3, [], relations=[seen([(0, 0), (0, 2), (0, 1)], 2)]), "whole row or column"),
        (lambda: square(3, [], relations=[seen([(0, 0), (0, 1)], 2)]), "whole row or column"),
        (lambda: square(3, [], relations=[table([(0, 0)], [(4,)])]), "digits 1 to 3"),
    ],
)
def test_relations_the_grid_refuses(make: Any, message: str) -> None:
    with pytest.raises(InvalidPuzzle, match=message):
        make()
