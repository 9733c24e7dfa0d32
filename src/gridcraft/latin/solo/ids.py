"""Simon Tatham's Solo game IDs of sudoku (classic, X and jigsaw), read and written, and the two
codecs every Solo ID is made of: a grid of numbers and the walls between cells.

An ID is ``PARAMS:GRID`` (classic and X) or ``PARAMS:GRID,BLOCKS`` (jigsaw), as Solo prints it
under "Game ID". The facts, from Solo's source (solo.c: ``decode_params``, ``spec_to_grid``,
``spec_to_dsf``, ``encode_block_structure_desc``), restated:

- PARAMS ``CxR``: the grid has side ``n = C * R`` and boxes ``C`` rows tall and ``R`` columns wide
  (Solo's "columns of sub-blocks" is C): ``2x3`` is a 6 x 6 of boxes 2 rows by 3 columns. ``N``
  alone is ``NxN``. ``Nj`` is a jigsaw of side N (``CxRj``: of side C * R); ``x`` after the sizes
  adds the two long diagonals (X sudoku), ``k`` makes a killer (read by
  :mod:`gridcraft.killer.solo_id`); ``d`` with one of ``tbiaeu`` is the difficulty asked for,
  ``a``, ``r2``, ``r4``, ``m2``, ``md2``, ``m4``, ``md4``, ``m8`` the symmetry: both are how the
  puzzle was made, not what it is, and are read and dropped.
- GRID lists the cells in reading order: a number is a cell's digit, a letter ``a``..``z`` a run
  of 1..26 empty cells, ``_`` separates two adjacent numbers (:func:`read_grid`).
- BLOCKS (and a killer's cage walls) lists the ``n(n-1)`` inner vertical cell edges in reading
  order (edge ``x`` of row ``y`` lies between cells ``(y, x)`` and ``(y, x+1)``), then the
  ``n(n-1)`` inner horizontal edges column by column (the edge below ``(y, x)``), then one virtual
  edge that ends the list. Each letter ``a``..``y`` counts 1..25 edges that are not walls followed
  by a wall, ``_`` a wall alone, ``z`` 26 edges that are not walls and no wall (as Solo reads it;
  its writer, for a run of more than 25, writes ``z`` for 25, which it then reads as 26: this
  writer writes what Solo reads). The blocks are the cells joined through edges that are not walls
  (:func:`read_walls`).

Jigsaw regions come out numbered as Solo numbers its blocks: by their first cell in reading order.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.latin.model import Boxes, Cell, checked_givens
from gridcraft.latin.solo.board import Regions, checked_regions

#: the largest side Solo plays (31 symbols); a Solo ID of a larger grid is refused
MAX_SIDE = 31
#: the shape of Solo's parameters: sizes, then letters and numbers, then ``:``
_PARAMS = re.compile(r"(\d+)(?:x(\d+))?([a-z0-9]*):")
_TOKENS = re.compile(r"md?\d+|r\d+|d[a-z]|[a-z]|\d+")
_LEVELS = "tbiaeu"


class _Failer(Protocol):
    """The type of ``fail`` in :func:`parse_sudoku_id`: a message and an offset to a ParseError."""

    def __call__(self, message: str, at: int = 0) -> ParseError: ...


class IdError(ValueError):
    """A part of a Solo ID that cannot be read: ``message`` and the offset ``at`` in that part,
    which a reader turns into a located :class:`~gridcraft.errors.ParseError`."""

    def __init__(self, message: str, at: int) -> None:
        super().__init__(message)
        self.message, self.at = message, at


# ---- the codecs --------------------------------------------------------------------------------


def read_grid(text: str, area: int) -> list[int]:
    """The ``area`` numbers of a grid part (0: an empty cell), in reading order.

    Raises:
        IdError: a character other than digits, ``a``..``z`` and ``_``; too much or too little
            data for the grid.
    """
    out: list[int] = []
    for m in re.finditer(r"[a-z]|_|[1-9]\d*|.", text):
        token = m.group()
        if token == "_":
            continue
        if token[0].isdigit():
            out.append(int(token))
        elif "a" <= token <= "z":
            out.extend([0] * (ord(token) - ord("a") + 1))
        else:
            raise IdError(f"invalid character {token!r} in the grid", m.start())
        if len(out) > area:
            raise IdError("too much data for the grid", m.start())
    if len(out) < area:
        raise IdError(f"not enough data for the grid: {len(out)} of {area} cells", len(text))
    return out


def write_grid(values: Sequence[int]) -> str:
    """A grid part of the numbers ``values`` (0: an empty cell), as Solo writes it.

    >>> write_grid([0, 0, 5, 12, 0] + [0] * 27)
    'b5_12zb'
    """
    out: list[str] = []
    run = 0
    for v in [*values, -1]:
        if v == 0:
            run += 1
            continue
        if run:
            while run > 0:
                step = min(run, 26)
                out.append(chr(ord("a") + step - 1))
                run -= step
        elif out and v > 0:
            out.append("_")
        if v > 0:
            out.append(str(v))
        run = 0
    return "".join(out)


def wall_edges(n: int) -> list[tuple[int, int]]:
    """The inner edges of an ``n x n`` grid as pairs of cell indices ``row * n + col``, in Solo's
    order (the vertical edges in reading order, then the horizontal ones column by column)."""
    out = []
    for i in range(2 * n * (n - 1)):
        if i < n * (n - 1):
            y, x = divmod(i, n - 1)
            out.append((y * n + x, y * n + x + 1))
        else:
            x, y = i // (n - 1) - n, i % (n - 1)
            out.append((y * n + x, (y + 1) * n + x))
    return out


def read_walls(text: str, n: int) -> list[int]:
    """Each cell's block (indices ``row * n + col``) from a wall part, as the smallest cell index
    of its block: the cells joined through edges that are not walls. Cost: O(n * n).

    Raises:
        IdError: a character other than ``a``..``z`` and ``_``; too much or too little data.
    """
    edges = wall_edges(n)
    parent = list(range(n * n))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    pos = 0
    for k, ch in enumerate(text):
        if ch == "_":
            count = 0
        elif "a" <= ch <= "z":
            count = ord(ch) - ord("a") + 1
        else:
            raise IdError(f"invalid character {ch!r} in the walls", k)
        for _ in range(count):
            if pos >= len(edges):
                raise IdError("too much data in the walls", k)
            a, b = find(edges[pos][0]), find(edges[pos][1])
            parent[max(a, b)] = min(a, b)
            pos += 1
        if count != 26:
            pos += 1
    if pos != len(edges) + 1:
        raise IdError("the walls do not match the grid", len(text))
    return [find(i) for i in range(n * n)]


def write_walls(owner: Sequence[int], n: int) -> str:
    """The wall part of an ``n x n`` grid whose cell ``i`` lies in block ``owner[i]`` (any labels):
    a wall between two cells of different blocks, as Solo reads it."""
    walls: list[str] = []
    run = 0
    for a, b in [*wall_edges(n), (-1, -1)]:
        if a >= 0 and owner[a] == owner[b]:
            run += 1
            continue
        while run >= 26:
            walls.append("z")
            run -= 26
        walls.append(chr(ord("a") + run - 1) if run else "_")
        run = 0
    return "".join(walls)


# ---- sudoku IDs --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SoloSudoku:
    """A sudoku as a Solo game ID holds it: plain data.

    Attributes:
        size: n, the side; digits run 1..n.
        box: ``(rows, cols)`` of a box, ``rows * cols == n``; ``None`` for a jigsaw.
        regions: a jigsaw's ``n`` regions of ``n`` cells ``(row, col)``, each in reading order,
            ordered by their first cells (as Solo numbers them); ``None`` with boxes.
        diagonals: both long diagonals hold every digit once too (X sudoku).
        givens: ``((row, col), digit)``, 0-based, sorted by cell.

    Raises:
        InvalidPuzzle: a side outside 2..31 (Solo's), both or neither of ``box`` and ``regions``,
            a box that does not tile the grid, regions that are not ``n`` of ``n`` cells covering
            it once, a given outside the grid or the digits, or given twice.
    """

    size: int
    box: Boxes | None
    regions: Regions | None
    diagonals: bool
    givens: tuple[tuple[Cell, int], ...]

    def __post_init__(self) -> None:
        n = self.size
        if not isinstance(n, int) or not 2 <= n <= MAX_SIDE:
            raise InvalidPuzzle(f"a Solo sudoku has a side of 2 to {MAX_SIDE}, not {n!r}")
        if (self.box is None) == (self.regions is None):
            raise InvalidPuzzle("a Solo sudoku has either boxes or jigsaw regions")
        if self.box is not None:
            rows, cols = int(self.box[0]), int(self.box[1])
            object.__setattr__(self, "box", (rows, cols))
            checked_regions(n, (rows, cols))
        else:
            assert self.regions is not None
            object.__setattr__(self, "regions", checked_regions(n, (1, n), self.regions))
        object.__setattr__(self, "diagonals", bool(self.diagonals))
        object.__setattr__(self, "givens", checked_givens(tuple(self.givens), n))


def parse_sudoku_id(text: str, source: str = "<string>", line: int = 1, column: int = 1) -> SoloSudoku:
    """Read a Solo game ID of a classic, X or jigsaw sudoku (see the module docstring); ``line`` and
    ``column`` place it in its source for messages. Surrounding white space is ignored.

    >>> s = parse_sudoku_id("2x2x:a1b3e2a4c")
    >>> s.size, s.box, s.diagonals, s.givens
    (4, (2, 2), True, (((0, 1), 1), ((1, 0), 3), ((2, 2), 2), ((3, 0), 4)))

    Raises:
        ParseError: (one line, at the column of the part at fault) parameters that are not a
            sudoku's (no sizes, a killer's ``k``, an unknown letter, a side outside 2..31), a
            bad character, too much or too little data in the grid or the walls, jigsaw walls
            that do not make n regions of n cells, a jigsaw ID without walls or a classic one
            with a part after the grid, a digit outside 1..n.
    """
    stripped = text.strip()
    column += len(text) - len(text.lstrip())

    def fail(message: str, at: int = 0) -> ParseError:
        return ParseError(f"Solo game ID: {message}", line, column + at, source)

    m = _PARAMS.match(stripped)
    if not m:
        raise fail("expected parameters such as 3x3, 3x3x or 9j before ':'")
    size, jigsaw, diagonals = _read_params(m, fail)
    parts = stripped[m.end() :].split(",")
    want = 2 if jigsaw else 1
    if len(parts) != want:
        at = m.end() + len(parts[0]) if len(parts) > want else len(stripped)
        what = "GRID,BLOCKS (a jigsaw)" if jigsaw else "GRID alone (a jigsaw's parameters end in j)"
        raise fail(f"expected {what} after ':', found {len(parts)} parts", at)
    try:
        cells = read_grid(parts[0], size * size)
    except IdError as error:
        raise fail(f"{error.message} (GRID)", m.end() + error.at) from None
    for i, v in enumerate(cells):
        if v > size:
            raise fail(f"r{i // size + 1}c{i % size + 1} = {v} is not a digit 1 to {size}", m.end())
    givens = tuple(((i // size, i % size), v) for i, v in enumerate(cells) if v)
    regions = None
    if jigsaw:
        at = m.end() + len(parts[0]) + 1
        try:
            owner = read_walls(parts[1], size)
        except IdError as error:
            raise fail(f"{error.message} (BLOCKS)", at + error.at) from None
        found: dict[int, list[Cell]] = {}
        for i, b in enumerate(owner):
            found.setdefault(b, []).append((i // size, i % size))
        regions = tuple(tuple(cells) for cells in found.values())
        bad = [cells for cells in regions if len(cells) != size]
        if len(regions) != size or bad:
            what = f"{len(bad[0])} cells at r{bad[0][0][0] + 1}c{bad[0][0][1] + 1}" if bad else ""
            counted = f"{len(regions)} regions" + (f", one of {what}" if what else "")
            raise fail(f"the blocks make {counted}: a jigsaw has {size} regions of {size} cells", at)
    box = None if jigsaw else (int(m.group(1)), int(m.group(2) or m.group(1)))
    try:
        return SoloSudoku(size, box, regions, diagonals, givens)
    except InvalidPuzzle as error:
        raise fail(str(error)) from None


def _read_params(m: re.Match[str], fail: _Failer) -> tuple[int, bool, bool]:
    """(side, jigsaw, diagonals) of matched parameters (Solo's ``decode_params``)."""
    c = int(m.group(1))
    r = int(m.group(2)) if m.group(2) is not None else c
    jigsaw = diagonals = False
    letters = m.group(3)
    at = m.start(3)
    pos = 0
    while pos < len(letters):
        token = _TOKENS.match(letters, pos)
        assert token is not None  # any letter or digit matches
        word = token.group()
        if word == "j":
            jigsaw = True
        elif word == "x":
            diagonals = True
        elif word == "k":
            raise fail("a killer sudoku's ID (parameters with k): not a sudoku's", at + pos)
        elif word[0] == "d" and word[1:] in _LEVELS:
            pass  # the difficulty asked of the generator
        elif word in ("a", "r2", "r4", "m2", "md2", "m4", "md4", "m8"):
            pass  # the symmetry of the givens
        else:
            raise fail(f"unknown parameter {word!r}", at + pos)
        pos = token.end()
    if jigsaw:
        size = c * r if m.group(2) is not None else c
    else:
        size = c * r
    if not 2 <= size <= MAX_SIDE or c < 1 or r < 1:
        raise fail(f"a grid of side {size}: Solo plays sides 2 to {MAX_SIDE}")
    if not jigsaw and (c < 2 or r < 2) and size > 1:
        raise fail(f"boxes of {c} x {r}: Solo's boxes have both sides at least 2 (or use {size}j)")
    return size, jigsaw, diagonals


def sudoku_id(s: SoloSudoku) -> str:
    """The Solo game ID of ``s`` (``3x3:...``, ``3x3x:...``, ``9j:GRID,BLOCKS``), which Solo's
    "Specific" dialog reads; no difficulty or symmetry in the parameters (Solo writes none in an ID).

    >>> sudoku_id(parse_sudoku_id("2x2x:a1b3e2a4c"))
    '2x2x:a1b3e2a4c'
    """
    n = s.size
    grid = [0] * (n * n)
    for (r, c), v in s.givens:
        grid[r * n + c] = v
    x = "x" if s.diagonals else ""
    if s.regions is None:
        assert s.box is not None
        return f"{s.box[0]}x{s.box[1]}{x}:{write_grid(grid)}"
    owner = [0] * (n * n)
    for b, cells in enumerate(s.regions):
        for r, c in cells:
            owner[r * n + c] = b
    return f"{n}j{x}:{write_grid(grid)},{write_walls(owner, n)}"


@dataclass(frozen=True, slots=True)
class SudokuSquare:
    """A sudoku as Solo's ladder reads it (a :class:`~gridcraft.latin.solo.board.SumSquare` with no
    cages): what :func:`square` makes of a :class:`SoloSudoku`. A jigsaw's ``box`` is ``(1, n)``,
    which its ``regions`` replace."""

    size: int
    box: Boxes
    regions: Regions | None
    diagonals: bool
    givens: tuple[tuple[Cell, int], ...]
    cages: tuple[()] = ()


def square(s: SoloSudoku) -> SudokuSquare:
    """``s`` as Solo's ladder reads it: ``solve(square(parse_sudoku_id(text)))`` grades a Solo ID."""
    return SudokuSquare(s.size, s.box or (1, s.size), s.regions, s.diagonals, s.givens)
