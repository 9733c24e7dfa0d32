"""An independent check of a KenKen solution, written from the rules alone (no solver code)."""

from __future__ import annotations

from collections.abc import Sequence
from math import prod

from gridcraft.errors import expect
from gridcraft.kenken.model import Cage, KenKenPuzzle, Op, cell_name


def _meets(values: list[int], op: Op | None, target: int) -> bool:
    """True when ``values`` (one per cage cell) meet ``target`` under ``op`` (``None``: any that fits)."""
    if len(values) == 1:
        return values[0] == target
    if op is None:
        ops = [Op.ADD, Op.SUB, Op.MUL, Op.DIV] if len(values) == 2 else [Op.ADD, Op.MUL]
        return any(_meets(values, each, target) for each in ops)
    if op is Op.ADD:
        return sum(values) == target
    if op is Op.MUL:
        return prod(values) == target
    if len(values) != 2:
        return False
    big, small = max(values), min(values)
    if op is Op.SUB:
        return big - small == target
    if op is Op.DIV:
        return big == small * target
    return False  # Op.EQ on several cells


def _describe(cage: Cage) -> str:
    return f"cage {cage.label()} at {cell_name(cage.cells[0])}"


def verify(puzzle: KenKenPuzzle, grid: Sequence[Sequence[int]]) -> list[str]:
    """The rules ``grid`` breaks, as short sentences; an empty list when it solves ``puzzle``.

    ``grid`` is ``n`` rows of ``n`` values in 1..n (a row may be any sequence). Checks: the shape,
    the range of values, each value once per row and per column, each cage's clue. Cost O(n^2).
    Never raises for a badly shaped grid: it says what is wrong instead.
    """
    expect(puzzle, KenKenPuzzle, "kenken.verify(puzzle=...)", "a KenKenPuzzle (from kenken.parse)")
    n = puzzle.size
    if len(grid) != n or any(len(row) != n for row in grid):
        shape = ", ".join(str(len(row)) for row in grid)
        return [f"the grid must be {n} rows of {n} values, not {len(grid)} rows of [{shape}] values"]
    broken: list[str] = []
    for r in range(n):
        for c in range(n):
            v = grid[r][c]
            if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= n:
                broken.append(f"{cell_name((r, c))} holds {v!r}, not a value in 1..{n}")
    if broken:
        return broken
    for r in range(n):
        repeated = sorted({v for v in grid[r] if list(grid[r]).count(v) > 1})
        if repeated:
            broken.append(f"row {r + 1} repeats {', '.join(map(str, repeated))}")
    for c in range(n):
        column = [grid[r][c] for r in range(n)]
        repeated = sorted({v for v in column if column.count(v) > 1})
        if repeated:
            broken.append(f"column {c + 1} repeats {', '.join(map(str, repeated))}")
    for (r, c), v in puzzle.givens:
        if grid[r][c] != v:
            broken.append(f"{cell_name((r, c))} holds {grid[r][c]}, not its given {v}")
    for cage in puzzle.cages:
        values = [grid[r][c] for r, c in cage.cells]
        if not _meets(values, cage.op, cage.target):
            broken.append(f"{_describe(cage)} does not hold: its values are {', '.join(map(str, values))}")
    return broken
