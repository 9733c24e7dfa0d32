"""Reading KenKen from an ipuz sudoku with cages (``http://ipuz.org/sudoku#1``).

Cage cells are ipuz coordinates ``[x, y]`` = ``[column, row]``. The spec writes them ``[x, y]``
but is not clear whether the top-left cell is ``[1, 1]`` or ``[0, 0]`` (libipuz counts from 0,
other programs from 1), so the reader decides per file: cages must cover every cell, so 0-based
files use the coordinate 0 and 1-based files the coordinate n, never both. gridcraft writes 1-based.

Source: the ipuz specification v2 (http://ipuz.org), the sudoku kind: ``puzzle`` (SudokuGiven),
``solution`` (SudokuValue), ``cages`` (CalcSpec: ``value``, ``operator`` one of ``+ - * /``,
``cells`` or ``rect``).
"""

from __future__ import annotations

from typing import Any

from gridcraft.errors import InvalidPuzzle
from gridcraft.formats.ipuz.common import KENKEN, Fields, IpuzPuzzle, as_int, is_int, is_pair
from gridcraft.grid import Cell
from gridcraft.kenken import MAX_SIZE, OP_SYMBOLS, Cage, KenKenPuzzle, Op
from gridcraft.kenken import verify as verify_kenken


def read_kenken(doc: dict[str, Any], fields: Fields) -> IpuzPuzzle:
    """The KenKen puzzle of a parsed ipuz sudoku document (the KenKen kind), with its solution when
    the file has one.

    Raises:
        ParseError: a missing or bad ``puzzle``, ``cages`` or ``solution`` (via ``fields``); a given
            that differs from its one-cell cage's value; a solution that breaks a rule. A given in a
            larger cage is a fixed digit of the puzzle (``givens``).
    """
    grid = doc.get("puzzle")
    n = len(grid) if isinstance(grid, list) else 0
    if not 1 <= n <= MAX_SIZE:
        raise fields.error("puzzle", f"must be n rows of n cells with 1 <= n <= {MAX_SIZE}")
    givens = _number_grid(grid, fields, "puzzle", "given", n, allow_empty=True)
    raw = doc.get("cages")
    if not isinstance(raw, list) or not raw:
        raise fields.error("cages", "a sudoku without cages is not a KenKen puzzle")
    specs = [_cage_spec(spec, i, fields) for i, spec in enumerate(raw)]
    base = _base([xy for _, _, cells in specs for xy in cells], n, fields)
    cages = []
    for i, (target, op, cells) in enumerate(specs):
        try:
            cages.append(Cage(target, op, tuple((y - base, x - base) for x, y in cells)))
        except InvalidPuzzle as err:
            raise fields.error("cages", f"cage {i + 1}: {err}") from None
    single = {cage.cells[0]: cage.target for cage in cages if len(cage.cells) == 1}
    for (r, c), value in givens.items():
        if (r, c) in single and single[(r, c)] != value:
            raise fields.error(
                "puzzle",
                f"cell ({r}, {c}): the given {value} differs from its one-cell cage's {single[(r, c)]}",
            )
    inside = tuple(((r, c), v) for (r, c), v in givens.items() if (r, c) not in single)  # in larger cages
    try:
        puzzle = KenKenPuzzle(n, tuple(cages), inside)
    except InvalidPuzzle as err:
        raise fields.error("cages", str(err)) from None
    solution = None
    if "solution" in doc:
        values = _number_grid(doc["solution"], fields, "solution", "value", n, allow_empty=False)
        solution = tuple(tuple(values[(r, c)] for c in range(n)) for r in range(n))
        broken = verify_kenken(puzzle, solution)
        if broken:
            raise fields.error("solution", f"does not solve the puzzle: {broken[0]}")
    return IpuzPuzzle(KENKEN, puzzle, solution)


def _number_grid(
    grid: Any, fields: Fields, name: str, key: str, n: int, *, allow_empty: bool
) -> dict[Cell, int]:
    """The values 1..n of an n x n grid of SudokuGivens/SudokuValues (ints, digit strings or
    ``{key: value}``); empty cells (0, "0", null) are left out, and allowed only if ``allow_empty``."""
    if (
        not isinstance(grid, list)
        or len(grid) != n
        or any(not isinstance(r, list) or len(r) != n for r in grid)
    ):
        lengths = ", ".join(str(len(r)) if isinstance(r, list) else repr(r) for r in grid or [])
        raise fields.error(name, f"must be {n} rows of {n} cells, not rows of [{lengths}] cells")
    values: dict[Cell, int] = {}
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            raw = cell.get(key) if isinstance(cell, dict) else cell
            value = as_int(raw)
            if (raw is None or value == 0) and allow_empty:
                continue
            if value is None or not 1 <= value <= n:
                raise fields.error(name, f"cell ({r}, {c}) holds {cell!r}, not a value in 1..{n}")
            values[(r, c)] = value
    return values


def _cage_spec(spec: Any, i: int, fields: Fields) -> tuple[int, Op | None, list[tuple[int, int]]]:
    """``(target, op, [(x, y), ...])`` of one CalcSpec, coordinates as written."""
    if not isinstance(spec, dict):
        raise fields.error("cages", f"cage {i + 1} is {spec!r}, not a CalcSpec object")
    target = as_int(spec.get("value"))
    if target is None or target < 1:
        raise fields.error(
            "cages", f"cage {i + 1}: value must be a positive integer, not {spec.get('value')!r}"
        )
    symbol = spec.get("operator")
    if symbol is not None and symbol not in OP_SYMBOLS:
        raise fields.error("cages", f"cage {i + 1}: operator {symbol!r} is not one of + - * /")
    op = OP_SYMBOLS[symbol] if symbol is not None else None
    if "cells" in spec:
        raw = spec["cells"]
        if not isinstance(raw, list) or not raw or not all(is_pair(xy) for xy in raw):
            raise fields.error("cages", f"cage {i + 1}: cells must be a list of [x, y] pairs")
        cells = [(int(xy[0]), int(xy[1])) for xy in raw]
    elif "rect" in spec:
        rect = spec["rect"]
        if not isinstance(rect, list) or len(rect) != 4 or not all(is_int(v) for v in rect):
            raise fields.error("cages", f"cage {i + 1}: rect must be [x1, y1, x2, y2]")
        x1, y1, x2, y2 = rect
        cells = [
            (x, y) for y in range(min(y1, y2), max(y1, y2) + 1) for x in range(min(x1, x2), max(x1, x2) + 1)
        ]
    else:
        raise fields.error("cages", f"cage {i + 1} has neither cells nor rect")
    return target, op, cells


def _base(coords: list[tuple[int, int]], n: int, fields: Fields) -> int:
    """0 when the coordinates count from 0, 1 when they count from 1 (see the module docstring)."""
    values = {v for xy in coords for v in xy}
    low, high = min(values), max(values)
    base = 0 if low == 0 else 1
    if low < 0 or high > n - 1 + base:
        raise fields.error("cages", f"coordinates run from {low} to {high}, outside a {n} x {n} grid")
    return base
