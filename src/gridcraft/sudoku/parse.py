"""Sudoku text, read by :func:`parse` and written by :func:`dumps`.

Read, in any of these forms (the text is NFC-normalised first; ``#`` at the start of a line begins
a comment line; line and column numbers in errors are 1-based):

- **a line** of n x n cells in reading order, the form puzzle collections use (81 characters
  for a 9 x 9): digits ``1``..``9``, then ``A``..``G`` for 10..16 (either case) on larger sides,
  and ``.``, ``0`` or ``_`` for an empty cell. Its side is read from its length (16, 36, 64, 81,
  100, 144, 196 or 256 cells), its boxes are the usual ones of the side.
- **a grid** of n rows of n cells in the same characters, or of numbers parted by spaces (``10 . 3
  16``); frame lines of ``-``, ``+``, ``|``, ``=`` and the ``|`` inside rows are passed over, as
  printed grids draw them.
- either of them after a **heading** ``sudoku N [RxC] [x] [jigsaw]``: the side, the boxes (rows x
  columns, default the most nearly square), ``x`` for X sudoku (both long diagonals hold each
  digit once), ``jigsaw`` for irregular regions, which then follow the digits after a blank line
  as n rows of n region symbols (any letters or digits, one a region, parted by spaces or not).
- **Simon Tatham's Solo game ID** of a classic, X or jigsaw sudoku (``3x3:...``, ``3x3x:...``,
  ``9j:...``).

:func:`dumps` writes the heading and the grid (and a jigsaw's regions as letters), which
:func:`parse` reads back: ``parse(dumps(p)) == p``.
"""

from __future__ import annotations

import re

from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.sudoku.model import MAX_SIZE, MIN_SIZE, Cell, SudokuPuzzle, cell_name, default_box
from gridcraft.sudoku.solo_id import parse_solo_id
from gridcraft.words import scan_lines

#: Solo's sudoku game IDs (classic, X, jigsaw; not killer, whose parameters hold ``k``)
SOLO_ID = re.compile(r"(?:\d+x\d+|\d+j)[a-jl-z0-9]*:[a-z_0-9,]+")  # a Keen ID is N:...
_HEAD = re.compile(r"sudoku\b(.*)", re.IGNORECASE)
_BOX = re.compile(r"(\d+)\s*[xX\u00d7]\s*(\d+)")
_FRAME = re.compile(r"[-+|=\s]+")
_EMPTY = ".0_"
PLAIN = re.compile(r"[0-9._]+")  # a line of digits and dots
_ROW = re.compile(r"[0-9._|+\- ]+")  # a row of a grid: digits, dots, frames, spaces
#: the characters of a value in a line or a row of characters
SYMBOLS = "123456789ABCDEFG"
#: the sides a single line of cells is read at, by its length
LINE_SIDES = {n * n: n for n in range(MIN_SIZE, MAX_SIZE + 1)}


def value_of(ch: str, n: int) -> int | None:
    """The value of a cell's character on a grid of side ``n``: 0 for an empty cell, ``None`` when
    it is not one of the side's characters."""
    if ch in _EMPTY:
        return 0
    k = SYMBOLS.find(ch.upper())
    return k + 1 if 0 <= k < n else None


def symbol(v: int) -> str:
    """The character of value ``v`` (``.`` for 0)."""
    return SYMBOLS[v - 1] if v else "."


def looks_like(text: str) -> bool:
    """True when the first line that is neither blank nor a comment is a ``sudoku`` heading, a Solo
    sudoku game ID, a line of n x n cells (also one of digits and dots alone, of any length from
    16: a line of the wrong length is a sudoku's fault to name), or when every line is a row of
    four or more digits, dots and frames (numbers parted by spaces too), as many rows as the most
    common row has cells, give or take one: a crossword grid of letters and ``#`` is not one, nor a
    KenKen's size line. It does not validate: :func:`parse` may fail."""
    lines = _content(text)
    if not lines:
        return False
    first = lines[0][1].strip()
    if _HEAD.fullmatch(first) or SOLO_ID.fullmatch(first):
        return True
    if len(first) in LINE_SIDES and all(value_of(ch, LINE_SIDES[len(first)]) is not None for ch in first):
        return True
    if one_line(first):
        return True
    rows = [line for _, line in lines if not _FRAME.fullmatch(line)]
    if not rows or not all(_ROW.fullmatch(row.strip()) for row in rows):
        return False
    lengths = [len(_cells_of(row)) for row in rows]
    n = max(sorted(set(lengths)), key=lengths.count)
    return MIN_SIZE <= n <= MAX_SIZE and abs(len(rows) - n) <= 1 and min(lengths) >= MIN_SIZE - 1


def one_line(text: str) -> bool:
    """Whether ``text`` reads as a sudoku on one line, right or wrong: 16 characters or more, letters,
    digits, dots and underscores only, at least half of them digits or dots (a wrong length or a
    stray letter is then the parser's fault to name, not another kind's)."""
    given = text.strip()
    if len(given) < 16 or not all(ch.isalnum() or ch in "._" for ch in given):
        return False
    return 2 * sum(ch.isdigit() or ch in "._" for ch in given) >= len(given)


def _content(text: str) -> list[tuple[int, str]]:
    return [
        (line.number, line.text.rstrip())
        for line in scan_lines(text)
        if line.text.strip() and not line.text.lstrip().startswith("#")
    ]


def _cells_of(line: str) -> list[str]:
    """A row's cells: its tokens when numbers parted by spaces (``10 . 3 16``), else its characters
    (frames dropped: ``|53.|.7.|...|`` is nine cells)."""
    body = line.replace("|", " ")
    tokens = body.split()
    if any(len(t) > 1 for t in tokens) and all(t.isdigit() or len(t) == 1 for t in tokens):
        return tokens
    return [ch for ch in body if not ch.isspace()]


def parse(text: str, source: str = "<string>") -> SudokuPuzzle:
    """Read a sudoku in one of the forms of the module docstring.

    Raises:
        ParseError: with the line and column of the fault: no grid, a side outside 4..16, boxes
            that do not tile it, a row of the wrong length, a character that is no value of the
            side, a wrong number of rows, a jigsaw's regions missing or not n of n cells, a given
            repeating a digit in a unit, several puzzles (one a line) in one file, a malformed
            Solo game ID.
    """
    lines = _content(text)
    if not lines:
        raise ParseError("no puzzle: the text is empty", 0, 0, source)
    number, first = lines[0]
    column = len(first) - len(first.lstrip()) + 1
    head = first.strip()
    if SOLO_ID.fullmatch(head):
        if len(lines) > 1:
            raise ParseError("a Solo game ID stands alone: nothing may follow it", lines[1][0], 1, source)
        return parse_solo_id(head, source, number, column)
    n: int | None = None
    box: tuple[int, int] | None = None
    x = jigsaw = False
    m = _HEAD.fullmatch(head)
    if m:
        n, box, x, jigsaw = _heading(m.group(1), number, column + m.start(1), source)
        lines = lines[1:]
    body = [(k, line) for k, line in lines if not _FRAME.fullmatch(line)]
    if not body:
        raise ParseError("no grid: give n rows of cells, or one line of n x n cells", number, column, source)
    k0, line0 = body[0]
    width = len(line0.strip())
    single = (
        width in LINE_SIDES
        and (len(body) == 1 or width > MAX_SIZE)
        and (n is None or width == n * n)
        and all(ch.isalnum() or ch in _EMPTY for ch in line0.strip())
    )
    if single:
        if len(body) > 1 and len(body[1][1].strip()) == width:
            raise ParseError(
                f"the file holds {len(body)} puzzles, one a line: solve them all with --format jsonl,"
                " or give one at a time",
                body[1][0],
                1,
                source,
            )
        n = LINE_SIDES[width]
        givens = _row(line0.strip(), n, k0, len(line0) - len(line0.lstrip()) + 1, source, n * n)
        lead = len(line0) - len(line0.lstrip())
        at = {(i // n, i % n): (k0, lead + i + 1) for i in range(n * n)}  # each cell's place
        rows_used = 1
    else:
        if n is None and len(body) == 1 and one_line(line0):
            raise ParseError(
                f"a line of {width} cells: a sudoku on one line has n x n cells (81 for a 9 x 9, 256 for"
                " a 16 x 16)",
                k0,
                len(line0.rstrip()) + 1,
                source,
            )
        if n is None:  # the side is the length most rows have
            lengths = [len(_cells_of(text_row)) for _, text_row in body]
            n = max(sorted(set(lengths)), key=lengths.count)
            if not MIN_SIZE <= n <= MAX_SIZE:
                raise ParseError(
                    f"a row of {n} cells: a sudoku's side is {MIN_SIZE} to {MAX_SIZE}", k0, 1, source
                )
        givens = []
        if len(body) < n:
            raise ParseError(
                f"the grid has {len(body)} rows: a sudoku of side {n} has {n}", body[-1][0], 1, source
            )
        at = {}
        for r in range(n):
            k, text_row = body[r]
            givens += _row(text_row, n, k, 1, source, n)
            for c in range(n):
                at[(r, c)] = (k, _nth_cell(text_row, c) + 1)
        rows_used = n
    grid_givens = tuple(((i // n, i % n), v) for i, v in enumerate(givens) if v)
    rest = body[rows_used:]
    regions = None
    if jigsaw:
        regions = _regions(rest, n, source, number)
        rest = rest[n:]
    if rest:
        k, line = rest[0]
        if _HEAD.fullmatch(line.strip()) or len(line.strip()) == n * n:
            raise ParseError(
                "another puzzle starts here: a file holds one puzzle (solve a file of one-line puzzles"
                " with --format jsonl)",
                k,
                1,
                source,
            )
        raise ParseError(f"the grid has {n} rows; this line is one too many", k, 1, source)
    if box is None and not jigsaw:
        box = default_box(n)
        if box[0] == 1:
            raise ParseError(
                f"a sudoku of side {n} has no boxes: give its jigsaw regions (sudoku {n} jigsaw)",
                number,
                column,
                source,
            )
    shape = _built(n, None if jigsaw else box, (), regions, x, source, number, column)
    if clash := shape.given_clash(grid_givens):
        raise ParseError(clash[2], *at[clash[1]], source)
    return _built(n, None if jigsaw else box, grid_givens, regions, x, source, number, column)


def _built(
    n: int,
    box: tuple[int, int] | None,
    givens: tuple[tuple[Cell, int], ...],
    regions: tuple[tuple[Cell, ...], ...] | None,
    x: bool,
    source: str,
    line: int,
    column: int,
) -> SudokuPuzzle:
    try:
        return SudokuPuzzle(n, box, givens, regions, x)
    except InvalidPuzzle as error:
        raise ParseError(str(error), line, column, source) from None


def _heading(
    text: str, line: int, column: int, source: str
) -> tuple[int, tuple[int, int] | None, bool, bool]:
    words = text.replace(",", " ").split()
    if not words or not words[0].isdigit():
        raise ParseError(
            "the heading gives the side after sudoku, such as sudoku 9, sudoku 6 2x3 or sudoku 9 x",
            line,
            column,
            source,
        )
    n = int(words[0])
    if not MIN_SIZE <= n <= MAX_SIZE:
        raise ParseError(f"a sudoku's side is {MIN_SIZE} to {MAX_SIZE}, not {n}", line, column, source)
    box, x, jigsaw = None, False, False
    for word in words[1:]:
        low = word.lower()
        at = column + text.find(word)
        if m := _BOX.fullmatch(word):
            rows, cols = int(m.group(1)), int(m.group(2))
            if rows * cols != n or rows < 2 or cols < 2:
                raise ParseError(f"boxes of {rows} x {cols} do not tile a {n} x {n} grid", line, at, source)
            box = (rows, cols)
        elif low == "x":
            x = True
        elif low == "jigsaw":
            jigsaw = True
        else:
            raise ParseError(
                f"{word!r} is not a sudoku's setting: boxes such as 3x3, x, or jigsaw", line, at, source
            )
    if jigsaw and box is not None:
        raise ParseError("a jigsaw has regions, not boxes: give one of the two", line, column, source)
    return n, box, x, jigsaw


def _row(text: str, n: int, line: int, column: int, source: str, width: int) -> list[int]:
    cells = _cells_of(text) if width == n else [ch for ch in text if not ch.isspace()]
    if len(cells) != width:
        raise ParseError(
            f"a row of {len(cells)} cells: a sudoku of side {n} has {width}", line, column, source
        )
    out = []
    for i, token in enumerate(cells):
        if len(token) == 1:
            v = value_of(token, n)
        else:
            v = int(token) if token.isdigit() and 1 <= int(token) <= n else None
        if v is None:
            at = text.find(token, 0) + column if len(token) > 1 else _nth_cell(text, i) + column
            raise ParseError(
                f"{token!r} is not a value of a sudoku of side {n}: {_alphabet(n)}", line, at, source
            )
        out.append(v)
    return out


def _nth_cell(text: str, i: int) -> int:
    """Where the ``i``-th cell of a row's ``text`` starts (0-based), as :func:`_cells_of` reads it."""
    if any(len(t) > 1 for t in _cells_of(text)):  # numbers parted by spaces: the i-th token
        starts = [m.start() for m in re.finditer(r"[^\s|]+", text)]
        return starts[i] if i < len(starts) else 0
    seen = -1
    for at, ch in enumerate(text):
        if ch.isspace() or ch == "|":
            continue
        seen += 1
        if seen == i:
            return at
    return 0


def _alphabet(n: int) -> str:
    top = SYMBOLS[n - 1]
    return f"1 to {top}" + (f" ({top} is {n})" if n > 9 else "") + ", or . for an empty cell"


def _regions(
    rows: list[tuple[int, str]], n: int, source: str, heading_line: int
) -> tuple[tuple[Cell, ...], ...]:
    if len(rows) < n:
        at = rows[-1][0] if rows else heading_line
        raise ParseError(
            f"a jigsaw's regions follow its grid: {n} rows of {n} region symbols, {len(rows)} found",
            at,
            1,
            source,
        )
    found: dict[str, list[Cell]] = {}
    for r in range(n):
        k, line = rows[r]
        cells = line.split() if " " in line.strip() else list(line.strip())
        if len(cells) != n:
            raise ParseError(
                f"a row of {len(cells)} region symbols: a jigsaw of side {n} has {n}", k, 1, source
            )
        for c, sym in enumerate(cells):
            found.setdefault(sym, []).append((r, c))
    if len(found) != n:
        raise ParseError(
            f"the regions use {len(found)} symbols: a jigsaw of side {n} has {n} regions",
            rows[0][0],
            1,
            source,
        )
    for sym, members in found.items():
        if len(members) != n:
            raise ParseError(
                f"region {sym!r} has {len(members)} cells (first at {cell_name(members[0])}): each has {n}",
                rows[members[0][0]][0],
                1,
                source,
            )
    return tuple(tuple(cells) for cells in found.values())


def line(puzzle: SudokuPuzzle) -> str:
    """The puzzle's givens as one line of n x n cells (``.`` empty), no newline."""
    n = puzzle.size
    givens = dict(puzzle.givens)
    return "".join(symbol(givens.get((r, c), 0)) for r in range(n) for c in range(n))


def dumps(puzzle: SudokuPuzzle) -> str:
    """The heading, the grid's rows, and a jigsaw's regions (as letters ``a``.. after a blank
    line). Ends in a newline.

    >>> from gridcraft.sudoku.model import SudokuPuzzle
    >>> print(dumps(SudokuPuzzle(4, (2, 2), (((0, 0), 1), ((3, 3), 4)))), end="")
    sudoku 4
    1...
    ....
    ....
    ...4
    """
    n = puzzle.size
    head = [f"sudoku {n}"]
    if puzzle.box is not None and puzzle.box != default_box(n):
        head.append(f"{puzzle.box[0]}x{puzzle.box[1]}")
    if puzzle.jigsaw:
        head.append("jigsaw")
    if puzzle.diagonals:
        head.append("x")
    cells = line(puzzle)
    out = [" ".join(head)] + [cells[r * n : r * n + n] for r in range(n)]
    if puzzle.jigsaw:
        owner = puzzle.region_map()
        out.append("")
        out += ["".join("abcdefghijklmnop"[owner[r][c]] for c in range(n)) for r in range(n)]
    return "\n".join(out) + "\n"
