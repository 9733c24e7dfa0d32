"""Types of Solo's ladder in C (``_solo.c``), so that ``mypy --strict`` checks
:mod:`gridcraft.latin.solo.solver` and :mod:`gridcraft.latin.solo.count`."""

from collections.abc import Sequence
from typing import TypeAlias

Cages: TypeAlias = Sequence[tuple[tuple[int, ...], int]]

def solve(
    n: int,
    boxes: Sequence[int],
    diagonals: bool,
    cages: Cages,
    start: Sequence[int],
    max_level: int,
    /,
) -> tuple[int, int, list[int], list[int], int, list[int], bool] | None:
    """``solver.solve`` without steps: the grid of side ``n`` whose cell ``row * n + col`` lies in
    box ``boxes[row * n + col]`` (n boxes 0..n-1 of n cells: regular boxes or a jigsaw's regions,
    renumbered by their first cell), with both long diagonals as units when ``diagonals``,
    ``cages`` as (cell indices ``row * n + col``, total), from the grid ``start`` (0: empty).
    Returns (level, killer level, grid reached, steps per deduction in the order of
    ``solver.DEDUCTIONS``, candidates left in empty cells, each cell's candidates, contradiction),
    or None when it does not take the puzzle (a side above 16, boxes not n of n cells, a cage of
    more than ``n`` cells or sharing a cell, a value outside the grid)."""

def count(
    n: int,
    boxes: Sequence[int],
    diagonals: bool,
    cages: Cages,
    givens: Sequence[tuple[int, int]],
    start: Sequence[int],
    limit: int,
    /,
) -> int | None:
    """``count.count_solutions`` from ``start`` (the shape as for :func:`solve`), ``givens`` as
    (cell index, digit) for its final check; None when it does not take the puzzle."""

def make(
    n: int,
    rows: int,
    cols: int,
    level: int,
    strict: bool,
    max_cage: int,
    moves: int,
    attempts: int,
    key: bytes,
    deadline: float,
    /,
) -> tuple[int, int, int, list[tuple[tuple[int, ...], int]] | None, list[int] | None, list[int] | None, int]:
    """``make.walk_python`` from a Mersenne Twister seeded as ``random.Random`` seeds it with the
    integer whose big-endian bytes are ``key``, until ``deadline`` (``time.monotonic()`` seconds):
    (status 0 made, 1 late, 2 gave up, 3 the Python loop must run; grids drawn; puzzles graded; the
    cages as (cell indices, total) sorted by their first cell, the solution, the whole ladder's steps
    per deduction in the order of ``solver.DEDUCTIONS`` and its killer level; or None, None, None, 0)."""

def carve(
    n: int,
    boxes: Sequence[int],
    diagonals: bool,
    full: Sequence[int],
    orbits: Sequence[Sequence[int]],
    target: int,
    /,
) -> list[int] | None:
    """``carve.carve_python``'s loop over the orbits: the filled grid ``full`` with each orbit's
    cells (at most 8) emptied in turn and refilled unless Solo's deductions up to ``target`` still
    solve it (at Unreasonable: unless it still has one solution); None when it does not take the
    shape."""
