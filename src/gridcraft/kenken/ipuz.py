"""KenKen as an ipuz sudoku with cages (``http://ipuz.org/sudoku#1``): the body the kind writes in
the container (:mod:`gridcraft.formats.ipuz`) and reads back (its table's ``ipuz`` form).

Written: ``charset`` the digits 1..n when n <= 9, ``boxes`` false (no sudoku boxes),
``showoperators`` true unless every cage of two or more cells is given without its operation,
``cageborder`` ``"thick"``, ``puzzle`` n rows of zeros (a digit given in a larger cage in its cell),
``solution`` when given, and each cage as a CalcSpec ``{"value": target, "operator": op, "cells":
[[x, y], ...]}`` with ``op`` one of ``+ - * /`` (none for a one-cell cage or a cage given without
an operation) and cells as ``[column, row]``, 1-based, in the order of ``cage.cells``.

Read: any sudoku document (the killer kind takes those whose boxes are on and whose cages are
sums first). Cage cells are ipuz coordinates ``[x, y]`` = ``[column, row]``; the spec is not clear
whether the top-left cell is ``[1, 1]`` or ``[0, 0]`` (libipuz counts from 0, other programs from
1), so the reader decides per file: cages must cover every cell, so 0-based files use the
coordinate 0 and 1-based files the coordinate n, never both.

Source: the ipuz specification v2 (http://ipuz.org), the sudoku kind: ``puzzle`` (SudokuGiven),
``solution`` (SudokuValue), ``cages`` (CalcSpec: ``value``, ``operator`` one of ``+ - * /``,
``cells`` or ``rect``).
"""

from __future__ import annotations

from typing import Any

from gridcraft.errors import FieldError, InvalidPuzzle
from gridcraft.formats.ipuz import (
    EMPTY,
    SUDOKU,
    Credits,
    Document,
    IpuzForm,
    as_int,
    is_int,
    is_kind,
    is_pair,
    write_document,
    xy,
)
from gridcraft.grid import Cell
from gridcraft.kenken.model import MAX_SIZE, OP_SYMBOLS, Cage, Grid, KenKenPuzzle, Op
from gridcraft.kenken.verify import verify

# The CalcSpec operators of the spec; a one-cell cage and a cage without an operation get none.
OPERATORS = {Op.ADD: "+", Op.SUB: "-", Op.MUL: "*", Op.DIV: "/"}


def body(puzzle: KenKenPuzzle, solution: Grid | None = None) -> Document:
    """The fields of ``puzzle`` (and ``solution``) after the envelope (see the module docstring).

    Raises:
        InvalidPuzzle: ``solution`` does not solve ``puzzle`` (the message says why).
    """
    n = puzzle.size
    if solution is not None:
        broken = verify(puzzle, solution)
        if broken:
            raise InvalidPuzzle(f"the solution does not solve the puzzle: {broken[0]}")
    doc: Document = {}
    if n <= 9:
        doc["charset"] = "123456789"[:n]
    shown = any(cage.op is not None for cage in puzzle.cages if len(cage.cells) > 1)  # not when hidden
    doc |= {"boxes": False, "showoperators": shown, "cageborder": "thick"}
    doc["puzzle"] = [[EMPTY] * n for _ in range(n)]
    for (r, c), v in puzzle.givens:  # digits printed in cells of larger cages
        doc["puzzle"][r][c] = v
    if solution is not None:
        doc["solution"] = [list(row) for row in solution]
    cages = []
    for cage in puzzle.cages:
        spec: dict[str, Any] = {"value": cage.target}
        if cage.op in OPERATORS:
            spec["operator"] = OPERATORS[cage.op]
        spec["cells"] = [xy(cell) for cell in cage.cells]
        cages.append(spec)
    doc["cages"] = cages
    return doc


def read(doc: Document) -> tuple[KenKenPuzzle, Grid | None] | None:
    """The KenKen puzzle of a sudoku document, with its solution when the file has one; ``None``
    for a document of another kind.

    Raises:
        FieldError: a missing or bad ``puzzle``, ``cages`` or ``solution``; a given that differs
            from its one-cell cage's value; a solution that breaks a rule. A given in a larger
            cage is a fixed digit of the puzzle (``givens``).
    """
    if not is_kind(doc, SUDOKU):
        return None
    grid = doc.get("puzzle")
    n = len(grid) if isinstance(grid, list) else 0
    if not 1 <= n <= MAX_SIZE:
        raise FieldError("puzzle", f"must be n rows of n cells with 1 <= n <= {MAX_SIZE}")
    givens = _number_grid(grid, "puzzle", "given", n, allow_empty=True)
    raw = doc.get("cages")
    if not isinstance(raw, list) or not raw:
        raise FieldError("cages", "a sudoku without cages is not a KenKen puzzle")
    specs = [_cage_spec(spec, i) for i, spec in enumerate(raw)]
    base = _base([pair for _, _, cells in specs for pair in cells], n)
    cages = []
    for i, (target, op, cells) in enumerate(specs):
        try:
            cages.append(Cage(target, op, tuple((y - base, x - base) for x, y in cells)))
        except InvalidPuzzle as err:
            raise FieldError("cages", f"cage {i + 1}: {err}") from None
    single = {cage.cells[0]: cage.target for cage in cages if len(cage.cells) == 1}
    for (r, c), value in givens.items():
        if (r, c) in single and single[(r, c)] != value:
            raise FieldError(
                "puzzle",
                f"cell ({r}, {c}): the given {value} differs from its one-cell cage's {single[(r, c)]}",
            )
    inside = tuple(((r, c), v) for (r, c), v in givens.items() if (r, c) not in single)  # in larger cages
    try:
        puzzle = KenKenPuzzle(n, tuple(cages), inside)
    except InvalidPuzzle as err:
        raise FieldError("cages", str(err)) from None
    solution = None
    if "solution" in doc:
        values = _number_grid(doc["solution"], "solution", "value", n, allow_empty=False)
        solution = tuple(tuple(values[(r, c)] for c in range(n)) for r in range(n))
        broken = verify(puzzle, solution)
        if broken:
            raise FieldError("solution", f"does not solve the puzzle: {broken[0]}")
    return puzzle, solution


def _number_grid(grid: Any, name: str, key: str, n: int, *, allow_empty: bool) -> dict[Cell, int]:
    """The values 1..n of an n x n grid of SudokuGivens/SudokuValues (ints, digit strings or
    ``{key: value}``); empty cells (0, "0", null) are left out, and allowed only if ``allow_empty``."""
    if (
        not isinstance(grid, list)
        or len(grid) != n
        or any(not isinstance(r, list) or len(r) != n for r in grid)
    ):
        lengths = ", ".join(str(len(r)) if isinstance(r, list) else repr(r) for r in grid or [])
        raise FieldError(name, f"must be {n} rows of {n} cells, not rows of [{lengths}] cells")
    values: dict[Cell, int] = {}
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            raw = cell.get(key) if isinstance(cell, dict) else cell
            value = as_int(raw)
            if (raw is None or value == 0) and allow_empty:
                continue
            if value is None or not 1 <= value <= n:
                raise FieldError(name, f"cell ({r}, {c}) holds {cell!r}, not a value in 1..{n}")
            values[(r, c)] = value
    return values


def _cage_spec(spec: Any, i: int) -> tuple[int, Op | None, list[tuple[int, int]]]:
    """``(target, op, [(x, y), ...])`` of one CalcSpec, coordinates as written."""
    if not isinstance(spec, dict):
        raise FieldError("cages", f"cage {i + 1} is {spec!r}, not a CalcSpec object")
    target = as_int(spec.get("value"))
    if target is None or target < 1:
        raise FieldError(
            "cages", f"cage {i + 1}: value must be a positive integer, not {spec.get('value')!r}"
        )
    symbol = spec.get("operator")
    if symbol is not None and symbol not in OP_SYMBOLS:
        raise FieldError("cages", f"cage {i + 1}: operator {symbol!r} is not one of + - * /")
    op = OP_SYMBOLS[symbol] if symbol is not None else None
    if "cells" in spec:
        raw = spec["cells"]
        if not isinstance(raw, list) or not raw or not all(is_pair(pair) for pair in raw):
            raise FieldError("cages", f"cage {i + 1}: cells must be a list of [x, y] pairs")
        cells = [(int(pair[0]), int(pair[1])) for pair in raw]
    elif "rect" in spec:
        rect = spec["rect"]
        if not isinstance(rect, list) or len(rect) != 4 or not all(is_int(v) for v in rect):
            raise FieldError("cages", f"cage {i + 1}: rect must be [x1, y1, x2, y2]")
        x1, y1, x2, y2 = rect
        cells = [
            (x, y) for y in range(min(y1, y2), max(y1, y2) + 1) for x in range(min(x1, x2), max(x1, x2) + 1)
        ]
    else:
        raise FieldError("cages", f"cage {i + 1} has neither cells nor rect")
    return target, op, cells


def _base(coords: list[tuple[int, int]], n: int) -> int:
    """0 when the coordinates count from 0, 1 when they count from 1 (see the module docstring)."""
    values = {v for pair in coords for v in pair}
    low, high = min(values), max(values)
    base = 0 if low == 0 else 1
    if low < 0 or high > n - 1 + base:
        raise FieldError("cages", f"coordinates run from {low} to {high}, outside a {n} x {n} grid")
    return base


#: the kind's ipuz form (its table's ``ipuz``)
IPUZ: IpuzForm[KenKenPuzzle, Grid] = IpuzForm(
    SUDOKU, "KenKen", body, read, description="an ipuz file (a sudoku with cages)"
)


def to_ipuz(
    puzzle: KenKenPuzzle,
    solution: Grid | None = None,
    *,
    title: str = "",
    author: str = "",
    copyright: str = "",
) -> str:
    """``puzzle`` (and ``solution``) as an ipuz file's text (title ``KenKen`` unless given).

    >>> from gridcraft.kenken.parse import parse
    >>> puzzle = parse("2\\n3 + r1c1 r1c2\\n3 + r2c1 r2c2")
    >>> import json; json.loads(to_ipuz(puzzle))["cages"][0]
    {'value': 3, 'operator': '+', 'cells': [[1, 1], [2, 1]]}

    Raises:
        InvalidPuzzle: ``solution`` does not solve ``puzzle``.
    """
    return write_document(IPUZ, puzzle, solution, Credits(title, author, copyright))
