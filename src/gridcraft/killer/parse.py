"""Killer sudoku text: the cage list (read by :func:`parse`, written by :func:`dumps`), and Simon
Tatham's Solo game IDs (read by :func:`parse` too; see :mod:`gridcraft.killer.solo_id`).

The cage list follows the KenKen cage list of :mod:`gridcraft.kenken.parse`::

    killer 9          # the word "killer" and the size; optionally the box as ROWSxCOLS:
                      # "killer 6 2x3" (default: the most nearly square box with rows <= cols,
                      # so "6" alone means 2 x 3); the word may be left out where the kind is
                      # named (--kind killer) or the box is given ("9 3x3")
    15 r1c1 r1c2      # a cage: its SUM, then its cells (r<row>c<col> or A1, 1-based;
    10 C1, C2 D1      # separated by spaces or commas; "15+" is read as 15)
    r5c5 = 7          # a given digit: CELL = DIGIT (several may share a line)

``#`` starts a comment that runs to the end of the line; blank lines are ignored. Cells left out of
every cage are plain sudoku cells (see :mod:`gridcraft.killer.model`). The text is NFC-normalised
first; line and column numbers are 1-based. ``parse(dumps(p)) == p`` for every puzzle ``p``.
"""

from __future__ import annotations

import re

from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.killer.model import (
    MAX_SIZE,
    Cage,
    Cell,
    KillerPuzzle,
    cell_name,
    default_box,
    given_clash,
    sum_range,
)
from gridcraft.killer.solo_id import SOLO_ID, SOLO_LIKE, parse_solo_id
from gridcraft.words import scan_lines

_SIZE = re.compile(r"(\d+)(?:\s*[xX]\s*(\d+))?(?:\s+(\d+)\s*[xX]\s*(\d+))?")
_SUM = re.compile(r"(\d+)\+?")
_GIVEN = re.compile(r"([rR]\d+[cC]\d+|[A-Za-z]\d+)\s*=\s*(\d+)")
_RC = re.compile(r"[rR](\d+)[cC](\d+)")
_A1 = re.compile(r"([A-Za-z])(\d+)")
_TOKEN = re.compile(r"[^\s,]+")
#: the error at the start of a second puzzle in one file
ONE_PER_FILE = (
    "another puzzle starts here: a file holds one puzzle (split a batch of gridcraft make into files)"
)


def looks_like(text: str) -> bool:
    """True when the first line that is neither blank nor a comment is ``killer`` and a size
    (``killer 9``), a size with its box (``6 2x3``: a KenKen's size line never gives one), or a
    Solo killer game ID (``3x3k:...``). A bare size (``9``) is a KenKen's first line: such a file
    is read as a killer when the kind is named. It does not validate: :func:`parse` may fail."""
    for line in scan_lines(text):
        content = line.text.split("#", 1)[0].strip()
        if content:
            word, rest = _named(content)
            found = _SIZE.fullmatch(rest)
            return bool(word or (found and found.group(3)) or SOLO_ID.fullmatch(content))
    return False


def _named(content: str) -> tuple[bool, str]:
    """Whether a size line starts with the word ``killer``, and the rest of the line."""
    head, _, rest = content.strip().partition(" ")
    return (True, rest.strip()) if head.lower() == "killer" else (False, content)


def parse(text: str, source: str = "<string>") -> KillerPuzzle:
    """Read a killer sudoku written as a cage list or as a Solo game ID (see the module docstring).

    Raises:
        ParseError: with the 1-based line and column of the fault: no size line, a size outside
            1..16 or a box that does not tile it, a token that is neither a sum nor a cell, a cell
            outside the grid, in two cages or repeated, a cage with no cells, disconnected cells,
            more than n cells, or a sum no n distinct digits make, a given outside 1..n or given
            twice, a malformed Solo game ID.
    """
    lines = []
    for line in scan_lines(text):
        content = line.text.split("#", 1)[0].rstrip()
        if content.strip():
            lines.append((line.number, content))
    if not lines:
        raise ParseError("no puzzle: the text is empty", 0, 0, source)
    number, first = lines[0]
    start = len(first) - len(first.lstrip()) + 1
    if SOLO_LIKE.fullmatch(first.strip()):
        if len(lines) > 1:
            raise ParseError("a Solo game ID stands alone: nothing may follow it", lines[1][0], 1, source)
        return parse_solo_id(first.strip(), source, number, start)
    named, size_text = _named(first.strip())
    n, box = _size(size_text, number, start + (len(first.strip()) - len(size_text) if named else 0), source)
    owner: dict[Cell, Cell] = {}  # cell -> first cell of its cage, for messages
    cages: list[Cage] = []
    givens: dict[Cell, int] = {}
    given_at: dict[Cell, tuple[int, int]] = {}  # each given's line and column, for messages
    for number, content in lines[1:]:
        tokens = [(m.start() + 1, m.group()) for m in _TOKEN.finditer(content)]
        if not tokens:
            continue
        if "=" in content:
            _givens(content, n, number, source, givens, given_at)
            continue
        col0, head = tokens[0]
        m = _SUM.fullmatch(head)
        if not m and _named(content)[0]:
            raise ParseError(ONE_PER_FILE, number, col0, source)
        if not m:
            raise ParseError(f"a cage starts with its sum, not {head!r}", number, col0, source)
        total = int(m.group(1))
        cells: list[Cell] = []
        for column, token in tokens[1:]:
            cell = _cell(token, n, number, column, source)
            if cell in cells:
                raise ParseError(f"cell {token} is twice in this cage", number, column, source)
            if cell in owner:
                raise ParseError(
                    f"cell {token} is already in the cage at {cell_name(owner[cell])}", number, column, source
                )
            cells.append(cell)
        if not cells:
            raise ParseError(f"cage {total} has no cells", number, col0, source)
        low, high = sum_range(len(cells), n)
        if len(cells) <= n and not low <= total <= high:
            raise ParseError(
                f"{len(cells)} different digits 1 to {n} add up to {low}..{high}, not {total}",
                number,
                col0,
                source,
            )
        try:
            cage = Cage(tuple(cells), total)
        except InvalidPuzzle as error:
            raise ParseError(str(error), number, col0, source) from None
        if len(cells) > n:
            raise ParseError(f"a cage holds at most {n} cells, this one {len(cells)}", number, col0, source)
        for cell in cells:
            owner[cell] = cage.cells[0]
        cages.append(cage)
    if clash := given_clash(n, box, tuple(cages), tuple(givens.items())):
        raise ParseError(clash[2], *given_at[clash[1]], source)
    try:
        return KillerPuzzle(n, box, tuple(cages), tuple(givens.items()))
    except InvalidPuzzle as error:  # pragma: no cover - every fault is caught above with its place
        raise ParseError(str(error), 0, 0, source) from None


def _size(text: str, line: int, column: int, source: str) -> tuple[int, tuple[int, int]]:
    m = _SIZE.fullmatch(text)
    if not text:
        raise ParseError("the first line gives the size after killer, such as killer 9", line, column, source)
    if not m:
        raise ParseError(
            f"the first line gives the size, such as 9 or 6 2x3, not {text!r}", line, column, source
        )
    n = int(m.group(1))
    if m.group(2) is not None and int(m.group(2)) != n:
        raise ParseError(f"a killer sudoku is square, not {n} x {m.group(2)}", line, column, source)
    if not 1 <= n <= MAX_SIZE:
        raise ParseError(f"the size is 1 to {MAX_SIZE}, not {n}", line, column, source)
    if m.group(3) is None:
        if n > 1 and default_box(n)[0] == 1:
            raise ParseError(
                f"a killer sudoku of side {n} has no boxes of two rows or more: take a side such as 4,"
                f" 6, 8 or 9, or give the boxes (killer {n} 1x{n} for rows alone)",
                line,
                column,
                source,
            )
        return n, default_box(n)
    rows, cols = int(m.group(3)), int(m.group(4))
    if rows * cols != n:
        raise ParseError(
            f"boxes of {rows} x {cols} do not tile a {n} x {n} grid", line, column + m.start(3), source
        )
    return n, (rows, cols)


def _givens(
    content: str, n: int, line: int, source: str, givens: dict[Cell, int], at_: dict[Cell, tuple[int, int]]
) -> None:
    at = 0
    for m in _GIVEN.finditer(content):
        gap = content[at : m.start()]
        if gap.strip(" \t,;"):
            column = at + len(gap) - len(gap.lstrip(" \t,;")) + 1
            raise ParseError(f"expected a given such as r1c2 = 5, not {gap.strip()!r}", line, column, source)
        cell = _cell(m.group(1), n, line, m.start() + 1, source)
        value = int(m.group(2))
        if not 1 <= value <= n:
            raise ParseError(f"a given is a digit 1 to {n}, not {value}", line, m.start(2) + 1, source)
        if cell in givens:
            raise ParseError(f"cell {cell_name(cell)} is given twice", line, m.start() + 1, source)
        givens[cell] = value
        at_[cell] = (line, m.start() + 1)
        at = m.end()
    rest = content[at:]
    if rest.strip(" \t,;"):
        column = at + len(rest) - len(rest.lstrip(" \t,;")) + 1
        raise ParseError(f"expected a given such as r1c2 = 5, not {rest.strip()!r}", line, column, source)


def _cell(token: str, n: int, line: int, column: int, source: str) -> Cell:
    m = _RC.fullmatch(token)
    if m:
        row, col = int(m.group(1)), int(m.group(2))
    else:
        m = _A1.fullmatch(token)
        if not m:
            raise ParseError(f"expected a cell such as r1c2 or B1, not {token!r}", line, column, source)
        col, row = ord(m.group(1).upper()) - ord("A") + 1, int(m.group(2))
    if not (1 <= row <= n and 1 <= col <= n):
        raise ParseError(f"cell {token} is outside the {n} x {n} grid", line, column, source)
    return row - 1, col - 1


def dumps(puzzle: KillerPuzzle) -> str:
    """The cage list of ``puzzle``: the size (with the box when it is not the default), one cage per
    line in canonical order with ``r<row>c<col>`` cells, then one line per given. Ends in a newline.

    >>> from gridcraft.killer.model import Cage, KillerPuzzle
    >>> print(dumps(KillerPuzzle(4, (2, 2), (Cage(((0, 0), (0, 1)), 3),))), end="")
    killer 4
    3 r1c1 r1c2
    """
    n, box = puzzle.size, puzzle.box
    usual = box == default_box(n) and (n == 1 or box[0] > 1)  # a side without boxes says its rows
    head = f"killer {n}" if usual else f"killer {n} {box[0]}x{box[1]}"
    out = [head]
    for cage in puzzle.cages:
        out.append(" ".join([str(cage.total), *(cell_name(cell) for cell in cage.cells)]))
    for cell, value in puzzle.givens:
        out.append(f"{cell_name(cell)} = {value}")
    return "\n".join(out) + "\n"
