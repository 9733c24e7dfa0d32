"""gridcraft.latin.units: the exact solver of grids of units, checked against a plain backtracking
counter and a checker of solutions written here (neither uses the package), in C and in Python."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator, Sequence
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft.engine import native
from gridcraft.latin.units import SYMBOLS, Units, solve_grid, solve_lines, units_of
from gridcraft.latin.units import geometry as geometry_module

ROOT = Path(__file__).resolve().parents[3]
CORPUS = ROOT / "benchmarks" / "corpus" / "sudoku-bulk" / "17-clue.txt"
BUILT = geometry_module._units is not None
needs_c = pytest.mark.skipif(not BUILT, reason="the C extension is not built")

JIGSAW5 = "AAABB ACABB CCCDB EDCDD EEEED"
JIGSAW6 = "AAABBB ACAABB CCCDDB ECCDDF EEEDDF EEFFFF"

# ---- the independent side: units, a checker, a plain backtracking counter ----------------------------


def plain_units(
    n: int, boxes: tuple[int, int] | None, regions: str | None, diagonals: bool
) -> list[set[int]]:
    """The units of a geometry, as sets of (row, col) flattened, made without the package."""
    units = [{r * n + c for c in range(n)} for r in range(n)] + [
        {r * n + c for r in range(n)} for c in range(n)
    ]
    if boxes:
        h, w = boxes
        for r in range(n):
            for c in range(n):
                if r % h == 0 and c % w == 0:
                    units.append({(r + i) * n + c + j for i in range(h) for j in range(w)})
    if regions:
        labels = "".join(regions.split())
        units += [{i for i, ch in enumerate(labels) if ch == label} for label in sorted(set(labels))]
    if diagonals:
        units += [{i * n + i for i in range(n)}, {i * n + n - 1 - i for i in range(n)}]
    return units


def region_cells(regions: str) -> list[list[int]]:
    labels = "".join(regions.split())
    return [[i for i, ch in enumerate(labels) if ch == label] for label in sorted(set(labels))]


def is_solution(n: int, units: list[set[int]], givens: Sequence[int], grid: Sequence[int]) -> bool:
    """Every unit holds 1..n once and every given is kept."""
    if len(grid) != n * n or any(g and g != v for g, v in zip(givens, grid, strict=True)):
        return False
    return all(sorted(grid[c] for c in unit) == list(range(1, n + 1)) for unit in units)


def plain_count(n: int, units: list[set[int]], givens: Sequence[int], limit: int) -> int:
    """Solutions up to ``limit`` by filling cells in reading order, each digit checked against its peers."""
    peers = [set().union(*(u for u in units if c in u)) - {c} for c in range(n * n)]
    for c, v in enumerate(givens):
        if v and any(givens[p] == v for p in peers[c]):
            return 0
    grid = list(givens)
    empty = [c for c, v in enumerate(grid) if v == 0]

    def fill(k: int, want: int) -> int:
        if k == len(empty):
            return 1
        c, found = empty[k], 0
        for v in range(1, n + 1):
            if all(grid[p] != v for p in peers[c]):
                grid[c] = v
                found += fill(k + 1, want - found)
                grid[c] = 0
                if found >= want:
                    break
        return found

    return fill(0, limit)


GEOMETRIES = {
    "latin4": (4, None, None, False),
    "sudoku4": (4, (2, 2), None, False),
    "x4": (4, (2, 2), None, True),
    "jigsaw5": (5, None, JIGSAW5, False),
    "sudoku6": (6, (2, 3), None, False),
    "x6": (6, (2, 3), None, True),
    "jigsaw6": (6, None, JIGSAW6, False),
}


def ours(name: str) -> Units:
    n, boxes, regions, diagonals = GEOMETRIES[name]
    return units_of(n, boxes=boxes, regions=region_cells(regions) if regions else None, diagonals=diagonals)


@cache
def a_solution(name: str) -> tuple[int, ...]:
    """One full grid of the geometry, found by the plain search (first solution in reading order)."""
    n = GEOMETRIES[name][0]
    units = plain_units(*GEOMETRIES[name])
    peers = [set().union(*(u for u in units if c in u)) - {c} for c in range(n * n)]
    grid = [0] * (n * n)

    def fill(c: int) -> bool:
        if c == n * n:
            return True
        for v in range(1, n + 1):
            if all(grid[p] != v for p in peers[c]):
                grid[c] = v
                if fill(c + 1):
                    return True
        grid[c] = 0
        return False

    assert fill(0)
    return tuple(grid)


@st.composite
def puzzles(draw: st.DrawFn) -> tuple[str, list[int]]:
    """A geometry and givens: a full grid with its digits renamed, a share of its cells kept, and
    sometimes one given changed (then it may have no solution)."""
    name = draw(st.sampled_from(sorted(GEOMETRIES)))
    n = GEOMETRIES[name][0]
    rng = random.Random(draw(st.integers(0, 2**32)))
    rename = list(range(1, n + 1))
    rng.shuffle(rename)
    grid = [rename[v - 1] for v in a_solution(name)]
    keep = draw(st.floats(0.15 if n < 6 else 0.45, 1.0))
    givens = [v if rng.random() < keep else 0 for v in grid]
    if draw(st.booleans()) and keep > 0.6:
        c = rng.randrange(n * n)
        givens[c] = rng.randint(1, n)
    return name, givens


@pytest.fixture(params=["c", "python"])
def mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Each test once with C (where built) and once with the Python reference."""
    if request.param == "c" and not BUILT:
        pytest.skip("the C extension is not built")
    if request.param == "python":
        monkeypatch.setenv(native.PURE_PYTHON, "1")
    else:
        monkeypatch.delenv(native.PURE_PYTHON, raising=False)
    yield request.param


# ---- examples -------------------------------------------------------------------------------------


def test_the_first_17_clue_sudoku_has_its_known_solution(mode: str) -> None:
    line = CORPUS.read_text().splitlines()[0]
    grid = [0 if ch == "." else int(ch) for ch in line]
    count, first = solve_grid(units_of(9, boxes=(3, 3)), grid)
    assert count == 1 and first is not None
    assert "".join(map(str, first)) == (
        "693784512487512936125963874932651487568247391741398625319475268856129743274836159"
    )


@pytest.mark.parametrize(
    ("units", "count"),
    [(units_of(4), 576), (units_of(4, boxes=(2, 2)), 288), (units_of(4, boxes=(2, 2), diagonals=True), 48)],
)
def test_empty_grids_have_their_known_numbers_of_solutions(mode: str, units: Units, count: int) -> None:
    assert solve_grid(units, [0] * 16, limit=10_000)[0] == count
    assert solve_grid(units, [0] * 16, limit=7)[0] == 7


def test_a_bound_of_nodes_stops_the_search_at_the_same_node_in_c_and_python(mode: str) -> None:
    empty = units_of(4, boxes=(2, 2))
    assert solve_grid(empty, [0] * 16, limit=288, nodes=50) == (-1, None)  # 288 leaves need more
    assert solve_grid(empty, [0] * 16, limit=288, nodes=100_000)[0] == 288
    needed = next(k for k in range(1, 400) if solve_grid(empty, [0] * 16, limit=5, nodes=k)[0] == 5)
    assert solve_grid(empty, [0] * 16, limit=5, nodes=needed - 1) == (-1, None)
    assert needed == 14  # the same count of states in C and in Python


def test_clashing_givens_have_no_solution(mode: str) -> None:
    grid = [0] * 81
    grid[0] = grid[80] = 5
    assert solve_grid(units_of(9, boxes=(3, 3)), grid)[0] == 2
    grid[8] = 5
    assert solve_grid(units_of(9, boxes=(3, 3)), grid) == (0, None)
    assert (
        solve_grid(units_of(9, boxes=(3, 3), diagonals=True), [5 if c in (0, 80) else 0 for c in range(81)])[
            0
        ]
        == 0
    )


def grid_of(n: int, rows: int, cols: int, seed: int, keep: float) -> tuple[list[int], list[int]]:
    """A full sudoku of side n (boxes rows x cols) from the pattern, shuffled, and its puzzle."""
    rng = random.Random(seed)
    full = [((r % rows) * cols + r // rows + c) % n + 1 for r in range(n) for c in range(n)]
    rename = list(range(1, n + 1))
    rng.shuffle(rename)
    full = [rename[v - 1] for v in full]
    return full, [v if rng.random() < keep else 0 for v in full]


@pytest.mark.parametrize(("n", "rows", "cols"), [(16, 4, 4), (25, 5, 5), (12, 3, 4)])
def test_large_grids_are_solved_quickly(mode: str, n: int, rows: int, cols: int) -> None:
    if mode == "python" and n == 25:
        pytest.skip("the reference is not for speed")
    units = units_of(n, boxes=(rows, cols))
    expected = plain_units(n, (rows, cols), None, False)
    full, puzzle = grid_of(n, rows, cols, 7, 0.55)
    start = time.perf_counter()
    count, first = solve_grid(units, puzzle, limit=1)
    assert count == 1 and first is not None and is_solution(n, expected, puzzle, first)
    assert time.perf_counter() - start < (2.0 if mode == "c" else 30.0)
    assert solve_grid(units, full) == (1, tuple(full))


# ---- properties against the plain counter ---------------------------------------------------------


@settings(max_examples=150)
@given(puzzles())
def test_counts_and_solutions_match_the_plain_counter(case: tuple[str, list[int]]) -> None:
    name, givens = case
    n = GEOMETRIES[name][0]
    units = plain_units(*GEOMETRIES[name])
    expected = plain_count(n, units, givens, 3)
    count, first = solve_grid(ours(name), givens, limit=3)
    assert count == expected
    assert (first is None) == (count == 0)
    if first is not None:
        assert is_solution(n, units, givens, first)


@needs_c
@settings(max_examples=100)
@given(puzzles(), st.integers(1, 4), st.booleans())
def test_c_and_python_give_the_same_count_and_first_solution(
    case: tuple[str, list[int]], limit: int, intersections: bool
) -> None:
    name, givens = case
    n, boxes, regions, diagonals = GEOMETRIES[name]
    units = units_of(
        n,
        boxes=boxes,
        regions=region_cells(regions) if regions else None,
        diagonals=diagonals,
        intersections=intersections,
    )
    from gridcraft.latin.units import search

    assert solve_grid(units, givens, limit) == search.solve(units.reference(), givens, limit)


@needs_c
def test_c_and_python_write_the_same_lines_for_corpus_and_malformed_lines(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    corpus = CORPUS.read_bytes().splitlines()[:40]
    data = b"\n".join([*corpus, b"# a comment", b"", b"  \t", b"12x" + b"." * 78, b"1" * 81, b"..."]) + b"\n"
    for intersections in (True, False):
        units = units_of(9, boxes=(3, 3), intersections=intersections)
        fast = solve_lines(units, data, 2, 10)
        monkeypatch.setenv(native.PURE_PYTHON, "1")
        assert solve_lines(units, data, 2, 10) == fast
        monkeypatch.delenv(native.PURE_PYTHON)
    assert len(fast.splitlines()) == 43


# ---- lines of puzzles -----------------------------------------------------------------------------


def test_lines_give_one_json_line_per_puzzle(mode: str) -> None:
    units = units_of(9, boxes=(3, 3))
    lines = CORPUS.read_text().splitlines()[:5]
    out = solve_lines(units, ("\n".join(lines) + "\n").encode())
    records = [json.loads(r) for r in out.decode().splitlines()]
    assert [r["line"] for r in records] == [1, 2, 3, 4, 5]
    expected = plain_units(9, (3, 3), None, False)
    for line, r in zip(lines, records, strict=True):
        assert set(r) == {"line", "solutions", "solution"} and r["solutions"] == 1
        givens = [0 if ch == "." else int(ch) for ch in line]
        assert is_solution(9, expected, givens, [int(ch) for ch in r["solution"]])


def test_lines_say_none_and_many(mode: str) -> None:
    units = units_of(4, boxes=(2, 2))
    out = solve_lines(units, b"11..............\r\n0000000000000000\n1234341221434321", limit=5, first_line=7)
    assert out == (
        b'{"line": 7, "solutions": 0}\n'
        b'{"line": 8, "solutions": 5, "solution": "1234341221434321"}\n'
        b'{"line": 9, "solutions": 1, "solution": "1234341221434321"}\n'
    )


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (b"12x4" + b"." * 77, "column 3: 'x' is not a cell of a 9 x 9 grid (1-9, '.' or '0')"),
        (b"  1" + b"." * 81, "column 84: the line has 82 cells; a 9 x 9 grid has 81"),
        (b"." * 80, "column 81: the line has 80 cells; a 9 x 9 grid has 81"),
        (b'."' + b"." * 79, "column 2: byte 0x22 is not a cell of a 9 x 9 grid (1-9, '.' or '0')"),
        (
            "\u00e9".encode() + b"." * 80,
            "column 1: byte 0xC3 is not a cell of a 9 x 9 grid (1-9, '.' or '0')",
        ),
        (
            b"." * 40 + b" " + b"." * 40,
            "column 41: byte 0x20 is not a cell of a 9 x 9 grid (1-9, '.' or '0')",
        ),
    ],
)
def test_malformed_lines_are_errors_naming_the_column(mode: str, line: bytes, message: str) -> None:
    out = solve_lines(units_of(9, boxes=(3, 3)), b"# head\n" + line + b"\n", first_line=3)
    record = json.loads(out)
    assert record == {"line": 4, "error": message}


def test_sixteen_letters_read_in_either_case_and_come_back_upper_case(mode: str) -> None:
    _, puzzle = grid_of(16, 4, 4, 3, 0.6)
    upper = "".join(SYMBOLS[v - 1] if v else "." for v in puzzle)
    mixed = "".join(ch.lower() if c % 2 else ch for c, ch in enumerate(upper))
    units = units_of(16, boxes=(4, 4))
    out = solve_lines(units, f"{upper}\n{mixed}\n".encode(), limit=1)
    first, second = (json.loads(r) for r in out.splitlines())
    assert first["solution"] == second["solution"] and first["solution"].isupper()
    solution = [SYMBOLS.index(ch) + 1 for ch in first["solution"]]
    assert is_solution(16, plain_units(16, (4, 4), None, False), puzzle, solution)
    bad = json.loads(solve_lines(units, b"H" + b"." * 255))
    assert bad["error"] == "column 1: 'H' is not a cell of a 16 x 16 grid (1-9, A-G, '.' or '0')"


def test_lines_in_chunks_give_what_the_whole_gives() -> None:
    units = units_of(9, boxes=(3, 3))
    lines = CORPUS.read_bytes().splitlines(keepends=True)[:30]
    whole = solve_lines(units, b"".join(lines))
    chunks = b"".join(
        solve_lines(units, b"".join(lines[i : i + 7]), first_line=i + 1) for i in range(0, 30, 7)
    )
    assert chunks == whole


# ---- geometry -------------------------------------------------------------------------------------


def test_geometries_are_checked() -> None:
    with pytest.raises(ValueError, match="boxes of 2 x 4"):
        units_of(9, boxes=(2, 4))
    with pytest.raises(ValueError, match="a side of 1 to 25"):
        units_of(26)
    regions = region_cells(JIGSAW5)
    with pytest.raises(ValueError, match="in regions 0 and 1"):
        units_of(5, regions=[regions[0], [regions[0][0], *regions[1][1:]], *regions[2:]])
    with pytest.raises(ValueError, match="4 regions"):
        units_of(5, regions=regions[:4])
    with pytest.raises(ValueError, match="has 4 cells"):
        units_of(5, regions=[regions[0][:4], *regions[1:]])
    with pytest.raises(ValueError, match="not a digit 0..4"):
        solve_grid(units_of(4), [5] + [0] * 15)
    with pytest.raises(ValueError, match="limit"):
        solve_lines(units_of(4), b"", limit=0)
    assert units_of(9, boxes=(3, 3)) == units_of(9, boxes=(3, 3))
    assert units_of(9, boxes=(3, 3)) != units_of(9, boxes=(3, 3), intersections=False)


def test_a_puzzle_past_its_seconds_is_cut_short_the_same_in_c_and_python(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = b"." * 81 + b"\n" + b"1" + b"." * 80 + b"\n"
    tiny = 1e-9  # the clock read every 1,024 states: both stop at the 1,024th
    monkeypatch.setenv(native.PURE_PYTHON, "1")
    pure = solve_lines(units_of(9, boxes=(3, 3)), data, 10**6, 1, tiny)
    monkeypatch.delenv(native.PURE_PYTHON)
    if BUILT:
        assert solve_lines(units_of(9, boxes=(3, 3)), data, 10**6, 1, tiny) == pure
    answers = [json.loads(row) for row in pure.splitlines()]
    assert [(a["line"], a["complete"]) for a in answers] == [(1, False), (2, False)]  # each its own time
    assert all(a["solutions"] >= 1 for a in answers)
