"""Solving grids of units: one grid (:func:`solve_grid`) or a file's lines of puzzles
(:func:`solve_lines`), in C where it is built (``_units.c``), else by the Python reference
(:mod:`gridcraft.latin.units.search`), which gives the same counts and first solutions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from gridcraft.engine import native
from gridcraft.latin.units import search
from gridcraft.latin.units.geometry import Units

if TYPE_CHECKING:  # the types of what C returns: _units.pyi
    from gridcraft.latin.units import _units
else:
    _units = native.load("gridcraft.latin.units._units")  # None: built without a C compiler


def solve_grid(
    geometry: Units, grid: Sequence[int], limit: int = 2, nodes: int = 0
) -> tuple[int, tuple[int, ...] | None]:
    """The number of solutions of ``grid`` up to ``limit``, and the first one found.

    ``grid`` holds ``n * n`` digits row by row, 0 for an empty cell. The count stops at ``limit``:
    with the default 2, ``(1, solution)`` says the grid has one solution, ``(2, solution)`` two or
    more, ``(0, None)`` none (givens that clash count as none). The first solution is the one the
    search meets first (the cell with fewest candidates, lowest index among equals, digits
    increasing), the same in C and in Python. ``nodes`` bounds the states the search visits (0:
    no bound; the same count in C and in Python): past it, ``(-1, None)``.

    >>> from gridcraft.latin.units import units_of
    >>> g = units_of(4, boxes=(2, 2))
    >>> solve_grid(g, [1, 2, 3, 4] + [0] * 12)[0]
    2
    >>> solve_grid(g, [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 0, 0, 0, 0])
    (1, (1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1))

    Cost: a 17-clue sudoku takes some microseconds in C; the worst case is exponential.

    Raises:
        ValueError: ``grid`` is not ``n * n`` digits ``0..n``, or ``limit`` is below 1.
    """
    n = geometry.n
    if len(grid) != n * n or limit < 1:
        raise ValueError(f"a grid of {n * n} digits and a limit of 1 or more, not {len(grid)} and {limit}")
    topology = geometry.compiled()
    if topology is not None:
        assert _units is not None
        try:
            packed = bytes(grid)
        except (ValueError, TypeError):
            packed = b""
        if len(packed) == n * n and max(packed) <= n:
            count, first = _units.solve(topology, packed, limit, nodes)
            return count, (tuple(first) if first is not None else None)
    for i, v in enumerate(grid):
        if not isinstance(v, int) or not 0 <= v <= n:
            raise ValueError(f"cell {i} holds {v!r}, not a digit 0..{n}")
    return search.solve(geometry.reference(), grid, limit, nodes)


def solve_lines(
    geometry: Units, data: bytes, limit: int = 2, first_line: int = 1, seconds: float = 0.0
) -> bytes:
    """Solve a file's puzzles, one per line, and say for each, as one JSON line, how many solutions
    it has (up to ``limit``) and the first one.

    A puzzle line holds the ``n * n`` cells row by row: ``.`` or ``0`` for an empty cell, a digit
    ``1``-``9`` and beyond 9 the letters ``A``-``P`` (either case: ``A`` is 10, ``G`` 16, ``P``
    25). This is the line form of the 16 x 16 puzzles that count from 1 (``1``-``9``, ``A``-``G``);
    the hexadecimal form that counts from 0 (``0``-``F``, as some 16 x 16 collections write them)
    must be shifted by one first, as ``0`` here is an empty cell. White space around a line is
    dropped; blank lines and lines starting with ``#`` are skipped. Each puzzle gives one line::

        {"line": 3, "solutions": 1, "solution": "534678912..."}
        {"line": 4, "solutions": 0}
        {"line": 5, "error": "column 7: 'x' is not a cell of a 9 x 9 grid (1-9, '.' or '0')"}

    ``solutions`` is counted up to ``limit`` (2: 1 is unique, 2 is more than one); the solution is
    written in the symbols of the input (upper case). Lines are numbered from ``first_line``, so a
    caller can stream a file in chunks of whole lines (each chunk ending at a line break), giving
    each chunk the number of its first line. The whole loop runs in C where it is built. A puzzle
    still searched after ``seconds`` (0: no bound; the clock read every 1,024 states) is written
    with the solutions found so far and ``"complete": false``; an interrupt (Ctrl-C) stops the loop
    in C too (its ``KeyboardInterrupt`` raised).

    >>> from gridcraft.latin.units import units_of
    >>> solve_lines(units_of(4, boxes=(2, 2)), b"# two puzzles\\n1234341221430000\\n12x4341221430000\\n")
    b'{"line": 2, "solutions": 1, "solution": "1234341221434321"}\\n{"line": 3, "error": "column 3: \\'x\\' is not a cell of a 4 x 4 grid (1-4, \\'.\\' or \\'0\\')"}\\n'

    Raises:
        ValueError: ``limit`` is below 1.
    """
    if limit < 1:
        raise ValueError(f"a limit of 1 or more, not {limit}")
    topology = geometry.compiled()
    if topology is not None:
        assert _units is not None
        return _units.solve_lines(topology, bytes(data), limit, first_line, seconds)
    return search.solve_lines(geometry.reference(), bytes(data), limit, first_line, seconds)
