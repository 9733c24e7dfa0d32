"""An independent check of a kakuro solution, written from the rules alone (no solver code)."""

from __future__ import annotations

from collections.abc import Sequence

from gridcraft.kakuro.model import KakuroPuzzle, cell_name


def verify(puzzle: KakuroPuzzle, grid: Sequence[Sequence[int]]) -> list[str]:
    """The rules ``grid`` breaks, as short sentences; an empty list when it solves ``puzzle``.

    ``grid`` is ``height`` rows of ``width`` values (0 on blocks). Checks: the shape; a digit 1 to 9
    in every white cell; each run's digits distinct and adding up to its sum; the givens."""
    if len(grid) != puzzle.height or any(len(row) != puzzle.width for row in grid):
        return [f"the grid must be {puzzle.height} rows of {puzzle.width} values"]
    problems = []
    for r, c in sorted(puzzle.white):
        v = grid[r][c]
        if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= 9:
            problems.append(f"{cell_name((r, c))} holds {v!r}, not a digit 1 to 9")
    if problems:
        return problems
    for way, _, total, cells in puzzle.runs():
        values = [grid[r][c] for r, c in cells]
        name = f"the {way} run from {cell_name(cells[0])}"
        if len(set(values)) != len(values):
            repeated = sorted({v for v in values if values.count(v) > 1})
            problems.append(f"{name} repeats {', '.join(map(str, repeated))}")
        if sum(values) != total:
            problems.append(f"{name} adds up to {sum(values)}, not {total}")
    for (r, c), v in puzzle.givens:
        if grid[r][c] != v:
            problems.append(f"{cell_name((r, c))} is given as {v}, not {grid[r][c]}")
    return problems
