"""Futoshiki text, read by :func:`parse` and written by :func:`dumps`.

Read, in either of these forms (``#`` at the start of a line begins a comment line; line and
column numbers in errors are 1-based):

- **a grid**, after an optional heading ``futoshiki N`` (``futoshiki N adjacent`` for Tatham's
  adjacent mode). Rows of cells alternate with lines of signs between them:

  .. code-block:: text

      futoshiki 4
      . < .   .   3
      ^
      .   . > .   .

      .   .   .   .
              v
      1   .   .   .

  A cell is a digit 1..n (a given) or ``.`` (``0`` too) for an empty cell. Between two cells of a
  row, ``<`` or ``>`` is a sign, the point towards the smaller digit. On a line between two rows,
  under a cell, ``^`` says the cell above is smaller than the one below and ``v`` the reverse. In
  adjacent mode ``|`` between two cells of a row and ``-`` under a cell are bars (the two digits
  differ by 1; every pair of neighbours without one differs by more). Spaces are free, but a sign
  under a cell sits in that cell's column (give or take one), so Unequal's own text layout (cells
  two columns apart) reads too. A line of signs may be left out when it has none. Without a
  heading the side is the number of rows, and the mode is adjacent when bars appear.
- **Simon Tatham's Unequal game ID** (``5:0,0,0U,...``, ``5a:...``; see
  :mod:`gridcraft.futoshiki.sgt_id`).

:func:`dumps` writes the heading and the grid (cells four columns apart), which :func:`parse`
reads back: ``parse(dumps(p)) == p``. :func:`looks_like` claims a ``futoshiki`` heading, an
Unequal game ID (its tokens tell it from a Keen ID, whose edges hold ``_`` and whose clues run
together as ``m18d2``, and from a Towers ID, whose clues are parted by ``/``; an ID with a fault is
claimed when its description has three commas or more and neither ``_`` nor ``/``), and a grid
without heading that holds a ``<``, ``>``, ``^`` or ``v`` sign and nothing but cells, signs and
spaces. Given ``--kind futoshiki``, a Keen or Towers ID is refused in one line that names the
``--kind`` to give instead.
"""

from __future__ import annotations

import re

from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.futoshiki.model import MAX_SIZE, MIN_SIZE, Cell, FutoshikiPuzzle, Pair
from gridcraft.futoshiki.sgt_id import UNEQUAL_ID, parse_unequal_id
from gridcraft.words import scan_lines

_HEAD = re.compile(r"futoshiki\b(.*)", re.IGNORECASE)
_ID_START = re.compile(r"\d+a?(?:d[a-z]?)?:")  # the start of an Unequal game ID
_CELL_CHARS = "0123456789."
_ROW_SIGNS = "<>|"
_COLUMN_SIGNS = "^v-"
#: a row of a grid written without heading: cells, the inequality signs, spaces
_BARE = re.compile(r"[0-9.<>^v ]+")


def looks_like(text: str) -> bool:
    """True when the first line that is neither blank nor a comment is a ``futoshiki`` heading or
    an Unequal game ID, or when every such line is a row of cells and signs (digits, ``.``, ``<``,
    ``>``, ``^``, ``v``, spaces) and one of them holds a sign. It does not validate: :func:`parse`
    may fail."""
    lines = _content(text)
    if not lines:
        return False
    first = lines[0][1].strip()
    if _HEAD.fullmatch(first) or is_unequal_id(first):
        return True
    rows = [line for _, line in lines]
    if not all(_BARE.fullmatch(row) for row in rows):
        return False
    cell_rows = [row for row in rows if any(ch in _CELL_CHARS for ch in row)]
    return len(cell_rows) >= MIN_SIZE and any(ch in "<>^v" for row in rows for ch in row)


def is_unequal_id(text: str) -> bool:
    """Whether ``text`` is written as an Unequal game ID: its tokens' grammar (the count of cells
    and the flags are the parser's to check), or, for an ID with a fault, parameters ``N[a]:`` and
    a description of three commas or more without ``_`` or ``/`` (a Keen ID has one comma and
    ``_`` in its edges, a Towers ID ``/`` between its clues), so that the fault is named as
    Unequal's."""
    given = text.strip()
    if UNEQUAL_ID.fullmatch(given):
        return True
    head = _ID_START.match(given)
    if head is None or any(ch.isspace() for ch in given):
        return False
    desc = given[head.end() :]
    return desc.count(",") >= 3 and "_" not in desc and "/" not in desc


def _content(text: str) -> list[tuple[int, str]]:
    return [
        (line.number, line.text.rstrip())
        for line in scan_lines(text)
        if line.text.strip() and not line.text.lstrip().startswith("#")
    ]


def parse(text: str, source: str = "<string>") -> FutoshikiPuzzle:
    """Read a futoshiki in one of the forms of the module docstring.

    Raises:
        ParseError: with the line and column of the fault: no grid, a side outside 3..9, a
            character that is neither a cell nor a sign, a row of the wrong length, a sign with no
            cell on one side, a sign of the other mode, a wrong number of rows, givens that break
            the rules, a malformed Unequal game ID.
    """
    lines = _content(text)
    if not lines:
        raise ParseError("no puzzle: the text is empty", 0, 0, source)
    number, first = lines[0]
    column = len(first) - len(first.lstrip()) + 1
    head = first.strip()
    if _ID_START.match(head):
        if len(lines) > 1:
            raise ParseError("a game ID stands alone: nothing may follow it", lines[1][0], 1, source)
        if not is_unequal_id(head) and ("_" in head or "/" in head):
            raise ParseError(
                "this game ID is not Unequal's (a Keen ID holds '_', a Towers ID '/'): "
                "give --kind kenken or --kind towers",
                number,
                column,
                source,
            )
        return parse_unequal_id(head, source, number, column)
    n: int | None = None
    adjacent: bool | None = None
    m = _HEAD.fullmatch(head)
    if m:
        n, adjacent = _heading(m.group(1), number, column + m.start(1), source)
        lines = lines[1:]
    if not lines:
        raise ParseError("no grid: give the rows of cells after the heading", number, column, source)
    return _grid(lines, n, adjacent, source)


def _heading(text: str, line: int, column: int, source: str) -> tuple[int, bool]:
    words = text.split()
    if not words or not words[0].isdigit():
        raise ParseError(
            "the heading gives the side after futoshiki, such as futoshiki 5 or futoshiki 5 adjacent",
            line,
            column,
            source,
        )
    n = int(words[0])
    if not MIN_SIZE <= n <= MAX_SIZE:
        raise ParseError(f"a futoshiki's side is {MIN_SIZE} to {MAX_SIZE}, not {n}", line, column, source)
    adjacent = False
    for word in words[1:]:
        if word.lower() == "adjacent":
            adjacent = True
        else:
            at = column + text.find(word)
            raise ParseError(f"{word!r} is not a futoshiki's setting: adjacent, or nothing", line, at, source)
    return n, adjacent


def _grid(lines: list[tuple[int, str]], n: int | None, adjacent: bool | None, source: str) -> FutoshikiPuzzle:
    """The puzzle of the grid's ``lines`` (side ``n`` and mode from the heading, or ``None``)."""
    cell_lines = [(k, line) for k, line in lines if any(ch in _CELL_CHARS for ch in line)]
    if n is None:
        n = len(cell_lines)
        if not MIN_SIZE <= n <= MAX_SIZE:
            raise ParseError(
                f"a grid of {n} rows: a futoshiki's side is {MIN_SIZE} to {MAX_SIZE}",
                cell_lines[0][0] if cell_lines else lines[0][0],
                1,
                source,
            )
    givens: list[tuple[Cell, int]] = []
    less: list[Pair] = []
    bars: list[Pair] = []
    signs: list[tuple[str, int, int]] = []  # (sign, line, column) of every sign read, for the mode
    where: dict[Cell, tuple[int, int]] = {}
    columns: list[int] = []  # the columns of the cells of the last row read
    pending: list[tuple[str, int, int]] = []  # the signs of a line between rows, read at the next row
    r = -1
    for k, line in lines:
        is_cells = any(ch in _CELL_CHARS for ch in line)
        if not is_cells:
            if r < 0:
                raise ParseError("a line of signs before the first row of cells", k, 1, source)
            if pending:
                raise ParseError("two lines of signs between the same rows", k, 1, source)
            for at, ch in enumerate(line):
                if ch.isspace():
                    continue
                if ch not in _COLUMN_SIGNS:
                    raise ParseError(_stray(ch, n, between=True), k, at + 1, source)
                pending.append((ch, k, at))
            continue
        r += 1
        if r >= n:
            raise ParseError(f"the grid has {n} rows; this line is one too many", k, 1, source)
        row_columns: list[int] = []
        sign: tuple[str, int] | None = None
        for at, ch in enumerate(line):
            if ch.isspace():
                continue
            if ch in _CELL_CHARS:
                c = len(row_columns)
                if c >= n:
                    raise ParseError(f"a row of more than {n} cells: the side is {n}", k, at + 1, source)
                if ch not in ".0":
                    value = int(ch)
                    if value > n:
                        raise ParseError(
                            f"{ch!r} is not a digit of a {n} x {n} futoshiki: 1 to {n}, or . for an empty cell",
                            k,
                            at + 1,
                            source,
                        )
                    givens.append(((r, c), value))
                where[(r, c)] = (k, at + 1)
                if sign is not None:
                    left, right = (r, c - 1), (r, c)
                    signs.append((sign[0], k, sign[1] + 1))
                    if sign[0] == "<":
                        less.append((left, right))
                    elif sign[0] == ">":
                        less.append((right, left))
                    else:
                        bars.append((left, right))
                    sign = None
                row_columns.append(at)
            elif ch in _ROW_SIGNS:
                if not row_columns or sign is not None:
                    raise ParseError(f"the sign {ch!r} stands between two cells of a row", k, at + 1, source)
                sign = (ch, at)
            else:
                raise ParseError(_stray(ch, n, between=False), k, at + 1, source)
        if sign is not None:
            raise ParseError(
                f"the sign {sign[0]!r} stands between two cells of a row", k, sign[1] + 1, source
            )
        if len(row_columns) != n:
            raise ParseError(
                f"a row of {len(row_columns)} cells: a futoshiki of side {n} has {n}", k, 1, source
            )
        for ch, sk, at in pending:
            below = _under(at, columns)
            if below is None:
                raise ParseError(f"the sign {ch!r} is under no cell of the row above", sk, at + 1, source)
            signs.append((ch, sk, at + 1))
            upper, lower = (r - 1, below), (r, below)
            if ch == "^":
                less.append((upper, lower))
            elif ch == "v":
                less.append((lower, upper))
            else:
                bars.append((upper, lower))
        pending = []
        columns = row_columns
    if pending:
        ch, sk, at = pending[0]
        raise ParseError(f"the sign {ch!r} has no row of cells below it", sk, at + 1, source)
    if r + 1 < n:
        raise ParseError(
            f"the grid has {r + 1} rows: a futoshiki of side {n} has {n}", lines[-1][0], 1, source
        )
    inequality = [s for s in signs if s[0] in "<>^v"]
    bar_signs = [s for s in signs if s[0] in "|-"]
    if adjacent is None:
        adjacent = bool(bar_signs) and not inequality
    if adjacent and inequality:
        ch, k, at = inequality[0]
        raise ParseError(
            f"the sign {ch!r}: an adjacent futoshiki has bars (| and -), not inequalities", k, at, source
        )
    if not adjacent and bar_signs:
        ch, k, at = bar_signs[0]
        raise ParseError(
            f"the bar {ch!r}: bars belong to adjacent mode (futoshiki {n} adjacent)", k, at, source
        )
    try:
        puzzle = FutoshikiPuzzle(n, (), tuple(less), adjacent, tuple(bars))
    except InvalidPuzzle as error:  # a sign marked twice
        raise ParseError(str(error), lines[0][0], 1, source) from None
    try:
        return FutoshikiPuzzle(n, tuple(givens), puzzle.less, adjacent, puzzle.bars)
    except InvalidPuzzle as error:  # givens that clash: at the last given named
        named = re.findall(r"r(\d)c(\d)", str(error))
        cell = (int(named[-1][0]) - 1, int(named[-1][1]) - 1) if named else None
        k, at = where.get(cell, (lines[0][0], 1)) if cell is not None else (lines[0][0], 1)
        raise ParseError(str(error), k, at, source) from None


def _under(at: int, columns: list[int]) -> int | None:
    """The index of the cell whose column is ``at`` (give or take one), ``None`` when no cell's
    column is that near or two are."""
    near = [c for c, x in enumerate(columns) if abs(x - at) <= 1]
    return near[0] if len(near) == 1 else None


def _stray(ch: str, n: int, *, between: bool) -> str:
    if between:
        return f"{ch!r} on a line between rows: only ^, v (and - in adjacent mode) under a cell"
    return f"{ch!r} is neither a cell (1 to {n}, or .) nor a sign (<, >, | in adjacent mode)"


def dumps(puzzle: FutoshikiPuzzle) -> str:
    """The heading and the grid (see the module), cells four columns apart; a line of signs is
    left empty when it has none. Ends in a newline.

    >>> from gridcraft.futoshiki.model import FutoshikiPuzzle
    >>> print(dumps(FutoshikiPuzzle(3, (((0, 0), 1),), (((0, 0), (0, 1)), ((1, 1), (0, 1))))), end="")
    futoshiki 3
    1 < .   .
        v
    .   .   .
    <BLANKLINE>
    .   .   .
    """
    return _layout(puzzle, dict(puzzle.givens), heading=True)


def _layout(puzzle: FutoshikiPuzzle, values: dict[Cell, int], *, heading: bool) -> str:
    n = puzzle.size
    row_sign: dict[tuple[Cell, Cell], str] = {}
    for a, b in puzzle.less:
        first, second = sorted((a, b))
        if first[0] == second[0]:
            row_sign[(first, second)] = "<" if a == first else ">"
        else:
            row_sign[(first, second)] = "^" if a == first else "v"
    for a, b in puzzle.bars:
        row_sign[(a, b)] = "|" if a[0] == b[0] else "-"
    out = []
    if heading:
        out.append(f"futoshiki {n}" + (" adjacent" if puzzle.adjacent else ""))
    for r in range(n):
        cells = []
        for c in range(n):
            v = values.get((r, c), 0)
            cells.append(str(v) if v else ".")
            if c + 1 < n:
                cells.append(row_sign.get(((r, c), (r, c + 1)), " "))
        out.append(" ".join(cells).rstrip())
        if r + 1 < n:
            line = "   ".join(row_sign.get(((r, c), (r + 1, c)), " ") for c in range(n))
            out.append(line.rstrip())
    return "\n".join(out) + "\n"


def grid_text(puzzle: FutoshikiPuzzle, grid: tuple[tuple[int, ...], ...]) -> str:
    """``grid`` (n rows of digits, 0 empty) with the puzzle's signs, in :func:`dumps`' layout
    without the heading. Ends in a newline."""
    n = puzzle.size
    values = {(r, c): grid[r][c] for r in range(n) for c in range(n) if grid[r][c]}
    return _layout(puzzle, dict(puzzle.givens) | values, heading=False)
