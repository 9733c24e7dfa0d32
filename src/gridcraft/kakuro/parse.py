"""Reading and writing kakuro puzzles as text.

The text form, for people::

    kakuro 5x5
    #    #    16\\  23\\  #
    #    \\17  .    .    #
    #    23\\30 .    .    .
    \\27  .    .    .    .
    \\12  .    .    #    #

A heading ``kakuro WxH`` (``W`` columns, ``H`` rows; ``kakuro N`` for a square; ``x`` or ``X``,
spaces allowed around it), then ``H`` rows of ``W`` cells separated by spaces (any number: columns
may be aligned). A cell is ``#`` (a plain block), ``D\\A`` (a clue block: ``D`` the sum of the run
of white cells below it, ``A`` the sum of the run to its right; either may be left out: ``16\\``,
``\\23``; ``\\`` alone is a plain block), ``.`` (a white cell to fill) or a digit 1 to 9 (a white
cell given). Before the heading, blank lines and lines starting with ``#`` followed by a space or
nothing (comments) are skipped; after it, blank lines are skipped and nothing may follow the rows.
Every run of two white cells or more needs its sum on the block before it, every sum a run of two
cells or more after it, and every white cell a run of two or more.

A partly filled grid (a solver's progress, ``hint --state``) is the same rows (the heading may be
left out; with it, comments may come before it as before a puzzle's): blocks as in the puzzle
(any block token), ``.`` or ``0`` an empty white cell, a digit a filled one.
"""

from __future__ import annotations

import re

from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.kakuro.model import MAX_SIDE, MIN_SIDE, Cell, Grid, KakuroPuzzle, cell_name, check

HEADING = re.compile(r"kakuro\s+(\d+)(?:\s*[xX×]\s*(\d+))?\s*", re.IGNORECASE)
CLUE = re.compile(r"(\d*)\\(\d*)")
BLOCKS = ("#",)


def looks_like(text: str) -> bool:
    """Whether ``text`` starts (after comments and blank lines) with a ``kakuro`` heading."""
    for line in text.splitlines():
        body = line.strip()
        if not body or _comment(body):
            continue
        return HEADING.fullmatch(body) is not None or body.lower().startswith("kakuro ")
    return False


def _comment(body: str) -> bool:
    return body == "#" or body.startswith(("# ", "#\t"))


def _tokens(line: str) -> list[tuple[int, str]]:
    """The cells of a row with their 0-based columns."""
    return [(m.start(), m.group()) for m in re.finditer(r"\S+", line)]


def parse(text: str, source: str = "<string>") -> KakuroPuzzle:
    """The puzzle of ``text`` (see the module).

    Raises:
        ParseError: at the fault: no heading, a bad size, a row of the wrong length, a cell that is
            none of the tokens, a sum out of reach, a run without its sum (at the run's first cell).
    """
    lines = text.splitlines()
    at = 0
    while at < len(lines) and (not lines[at].strip() or _comment(lines[at].strip())):
        at += 1
    if at == len(lines):
        raise ParseError("no kakuro heading: the text starts with 'kakuro WxH'", 0, 0, source)
    head = lines[at].strip()
    found = HEADING.fullmatch(head)
    column = lines[at].index(head) + 1
    if found is None:
        raise ParseError(
            f"{head!r} is not a heading 'kakuro WxH' (W columns, H rows)", at + 1, column, source
        )
    width = int(found.group(1))
    height = int(found.group(2) or found.group(1))
    for side in (width, height):
        if not MIN_SIDE <= side <= MAX_SIDE:
            raise ParseError(
                f"a kakuro's side is {MIN_SIDE} to {MAX_SIDE} cells, not {side}", at + 1, column, source
            )
    white: set[Cell] = set()
    sums: list[tuple[Cell, int, int]] = []
    givens: list[tuple[Cell, int]] = []
    where: dict[Cell, tuple[int, int]] = {}
    r = 0
    for number in range(at + 2, len(lines) + 1):
        line = lines[number - 1]
        if not line.strip():
            continue
        tokens = _tokens(line)
        if r == height:
            raise ParseError(
                f"a kakuro of {height} rows has no row {height + 1}", number, tokens[0][0] + 1, source
            )
        if len(tokens) != width:
            col = tokens[min(len(tokens), width) - 1][0] + 1
            raise ParseError(f"row {r + 1} has {len(tokens)} cells, not {width}", number, col, source)
        for c, (offset, token) in enumerate(tokens):
            where[(r, c)] = (number, offset + 1)
            clue = CLUE.fullmatch(token)
            if token in BLOCKS:
                continue
            if clue is not None:
                down, across = (int(g) if g else 0 for g in clue.groups())
                for value, way in ((down, "down"), (across, "across")):
                    if value and not 3 <= value <= 45:
                        raise ParseError(
                            f"the {way} sum {value} of {token!r} is not a sum of 2 to 9 distinct digits (3 to 45)",
                            number,
                            offset + 1,
                            source,
                        )
                if down or across:
                    sums.append(((r, c), down, across))
            elif token == ".":
                white.add((r, c))
            elif len(token) == 1 and token in "123456789":
                white.add((r, c))
                givens.append(((r, c), int(token)))
            else:
                raise ParseError(
                    f"{token!r} is not a cell: '#' a block, 'D\\A' a clue block (16\\, \\23, 16\\23), "
                    "'.' a white cell, or a digit 1 to 9",
                    number,
                    offset + 1,
                    source,
                )
        r += 1
    if r != height:
        raise ParseError(f"a kakuro of {height} rows has {r}", len(lines), 1, source)
    puzzle = KakuroPuzzle(width, height, frozenset(white), tuple(sums), tuple(givens))
    try:
        check(puzzle)
    except InvalidPuzzle as e:
        line_no, col = _located(str(e), where)
        raise ParseError(str(e), line_no, col, source) from None
    return puzzle


def _located(message: str, where: dict[Cell, tuple[int, int]]) -> tuple[int, int]:
    """The position of the first cell a message of :func:`~gridcraft.kakuro.model.check` names."""
    found = re.search(r"r(\d+)c(\d+)", message)
    if found is None:
        return 0, 0
    return where.get((int(found.group(1)) - 1, int(found.group(2)) - 1), (0, 0))


def token(puzzle: KakuroPuzzle, cell: Cell, digit: int = 0) -> str:
    """The text of one cell (``digit``: a white cell's digit to show)."""
    sums = {c: (d, a) for c, d, a in puzzle.sums}
    if cell in puzzle.white:
        given = dict(puzzle.givens).get(cell, 0)
        value = digit or given
        return str(value) if value else "."
    if cell in sums:
        down, across = sums[cell]
        return f"{down or ''}\\{across or ''}"
    return "#"


def rows(puzzle: KakuroPuzzle, grid: Grid | None = None) -> str:
    """The rows of the text form, columns aligned (``grid``: the white cells' digits)."""
    cells = [
        [token(puzzle, (r, c), grid[r][c] if grid is not None else 0) for c in range(puzzle.width)]
        for r in range(puzzle.height)
    ]
    width = max(len(t) for row in cells for t in row)
    return "".join(" ".join(t.ljust(width) for t in row).rstrip() + "\n" for row in cells)


def dumps(puzzle: KakuroPuzzle) -> str:
    """The puzzle in the text form, which :func:`parse` reads back equal."""
    return f"kakuro {puzzle.width}x{puzzle.height}\n" + rows(puzzle)


def _state_lines(text: str) -> list[tuple[int, str]]:
    """The numbered rows of a state: after its heading when it has one (comments may come before
    it), else every line that is not blank."""
    lines = list(enumerate(text.splitlines(), start=1))
    head = next((k for k, (_, line) in enumerate(lines) if HEADING.fullmatch(line.strip())), None)
    if head is not None and all(not line.strip() or _comment(line.strip()) for _, line in lines[:head]):
        lines = lines[head + 1 :]
    return [(number, line) for number, line in lines if line.strip()]


def read_state(puzzle: KakuroPuzzle, text: str, source: str = "<string>") -> Grid:
    """A partly filled grid of ``puzzle`` (see the module): 0 for an empty white cell and on blocks.

    Raises:
        ParseError: at a row of the wrong length, a block where the puzzle has a white cell or
            the other way round, a token that is no digit; line 0 for missing rows.
    """
    out: list[tuple[int, ...]] = []
    for number, line in _state_lines(text):
        tokens = _tokens(line)
        r = len(out)
        if r == puzzle.height:
            raise ParseError(f"the kakuro has {puzzle.height} rows; this is row {r + 1}", number, 1, source)
        if len(tokens) != puzzle.width:
            raise ParseError(f"row {r + 1} has {len(tokens)} cells, not {puzzle.width}", number, 1, source)
        row = []
        for c, (offset, tok) in enumerate(tokens):
            if (r, c) not in puzzle.white:
                if tok != "#" and CLUE.fullmatch(tok) is None:
                    raise ParseError(
                        f"{cell_name((r, c))} is a block, not {tok!r}", number, offset + 1, source
                    )
                row.append(0)
            elif tok in (".", "0"):
                row.append(0)
            elif len(tok) == 1 and tok in "123456789":
                row.append(int(tok))
            else:
                raise ParseError(
                    f"{cell_name((r, c))} is a white cell: a digit 1 to 9, or '.' for empty, not {tok!r}",
                    number,
                    offset + 1,
                    source,
                )
        out.append(tuple(row))
    if len(out) != puzzle.height:
        raise ParseError(f"the kakuro has {puzzle.height} rows, not {len(out)}", 0, 0, source)
    return tuple(out)


def entry_position(puzzle: KakuroPuzzle, text: str, cell: Cell) -> tuple[int, int]:
    """The 1-based ``(line, column)`` of ``cell``'s token in a state's ``text`` ((0, 0): not found)."""
    for r, (number, line) in enumerate(_state_lines(text)):
        if r == cell[0]:
            tokens = _tokens(line)
            if cell[1] < len(tokens):
                return number, tokens[cell[1]][0] + 1
            return number, 1
    return 0, 0
