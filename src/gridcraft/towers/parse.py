"""Towers text, read by :func:`parse` and written by :func:`dumps`.

Read, in either of these forms (``#`` at the start of a line begins a comment line; line and
column numbers in errors are 1-based):

- **Simon Tatham's Towers game ID** (``5://///4//3//2/2///2///4///,m3k``; see
  :mod:`gridcraft.towers.sgt_id`), alone on its line.
- **a framed grid** after the heading ``towers N`` (or ``skyscrapers N``; ``N``, the side, may be
  left out when the line of top clues shows it). Then ``N + 2`` lines: the top clues (``N``
  marks, left to right), ``N`` rows each of the left clue, the ``N`` cells and the right clue,
  and the bottom clues (``N`` marks). A clue is a number 1..N, a cell a given height 1..N;
  ``.``, ``-``, ``_`` or ``0`` is no clue or an empty cell. Each mark is one character (N is at
  most 9): marks are parted by spaces or run together (``3.....2``); ``|`` between marks, and
  lines of ``-``, ``+`` and ``=`` alone (a frame), are passed over. For example (the puzzle of
  the game ID above)::

      towers 5
          . . . . .
        +-----------+
      2 | . . . . . | .
      . | . . . . . | 4
      . | . . . 3 . | .
      2 | . . . . . | .
      . | . . . . . | .
        +-----------+
          4 . 3 . 2

:func:`dumps` writes the heading and the framed grid, which :func:`parse` reads back:
``parse(dumps(p)) == p``.
"""

from __future__ import annotations

import re

from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.towers.model import MAX_SIZE, MIN_SIZE, TowersPuzzle, given_clash
from gridcraft.towers.sgt_id import looks_like_id, parse_towers_id
from gridcraft.words import scan_lines

_HEAD = re.compile(r"(?:towers|skyscrapers)\b(.*)", re.IGNORECASE)
_FRAME = re.compile(r"[-+=\s]+")
_DETECTED = re.compile(r"(?:towers|skyscrapers)(?:\s+\d+)?", re.IGNORECASE)  # a heading, for detection
_MARKS = re.compile(r"[\s0-9._|+=-]+")  # a line of clues, cells and frames
_NONE = ".-_0"


def looks_like(text: str) -> bool:
    """True when the first line that is neither blank nor a comment is a Towers game ID (``n:``
    and clues parted by ``/``: a Keen ID, also ``n:...``, has none), or the heading ``towers``
    (or ``skyscrapers``), alone or with a number, followed by a line of marks or by nothing (a
    word list that starts with the word is not one). It does not validate: :func:`parse` may
    fail."""
    lines = _content(text)
    if not lines:
        return False
    first = lines[0][1].strip()
    if looks_like_id(first):
        return True
    return bool(_DETECTED.fullmatch(first)) and (len(lines) == 1 or bool(_MARKS.fullmatch(lines[1][1])))


def _content(text: str) -> list[tuple[int, str]]:
    return [
        (line.number, line.text.rstrip())
        for line in scan_lines(text)
        if line.text.strip() and not line.text.lstrip().startswith("#")
    ]


def _marks(line: str) -> list[tuple[int, str]]:
    """The marks of a line with their 1-based columns: every character but spaces and ``|`` (a
    clue or a height is one digit, so marks may be parted by spaces or run together)."""
    return [(at + 1, ch) for at, ch in enumerate(line) if not ch.isspace() and ch != "|"]


def _value(token: str, n: int, what: str, number: int, column: int, source: str) -> int:
    if token in _NONE:
        return 0
    if token.isdigit() and 1 <= int(token) <= n:
        return int(token)
    raise ParseError(
        f"{token!r} is not a {what} of a towers puzzle of side {n}: 1 to {n}, or . for none",
        number,
        column,
        source,
    )


def parse(text: str, source: str = "<string>") -> TowersPuzzle:
    """Read a towers puzzle in one of the forms of the module docstring.

    Raises:
        ParseError: with the line and column of the fault: no puzzle, a side outside 3..9, a line
            of the wrong number of marks, a mark that is no clue or height of the side, a wrong
            number of lines, a given repeating a height in a row or column, a malformed game ID.
    """
    lines = _content(text)
    if not lines:
        raise ParseError("no puzzle: the text is empty", 0, 0, source)
    number, first = lines[0]
    column = len(first) - len(first.lstrip()) + 1
    head = first.strip()
    if looks_like_id(head):
        if len(lines) > 1:
            raise ParseError("a Towers game ID stands alone: nothing may follow it", lines[1][0], 1, source)
        return parse_towers_id(first, source, number, 1)
    m = _HEAD.fullmatch(head)
    if m is None:
        raise ParseError(
            "a towers puzzle starts with its heading (towers 5) or is a Towers game ID",
            number,
            column,
            source,
        )
    words = m.group(1).split()
    n: int | None = None
    if words:
        at = column + m.start(1) + m.group(1).find(words[0])
        if len(words) > 1 or not words[0].isdigit():
            raise ParseError("the heading gives the side after towers, such as towers 5", number, at, source)
        n = int(words[0])
        if not MIN_SIZE <= n <= MAX_SIZE:
            raise ParseError(
                f"a towers puzzle's side is {MIN_SIZE} to {MAX_SIZE}, not {n}", number, at, source
            )
    body = [(k, line) for k, line in lines[1:] if not _FRAME.fullmatch(line)]
    if not body:
        raise ParseError("no grid: the heading is followed by the clues and rows", number, column, source)
    if n is None:
        n = len(_marks(body[0][1]))
        if not MIN_SIZE <= n <= MAX_SIZE:
            raise ParseError(
                f"{n} top clues: a towers puzzle's side is {MIN_SIZE} to {MAX_SIZE}", body[0][0], 1, source
            )
    if len(body) < n + 2:
        raise ParseError(
            f"{len(body)} {'line' if len(body) == 1 else 'lines'} after the heading: a towers puzzle"
            f" of side {n} has {n + 2}"
            " (the top clues, the rows, the bottom clues)",
            body[-1][0],
            1,
            source,
        )
    if len(body) > n + 2:
        raise ParseError(
            f"the puzzle has {n + 2} lines after its heading; this one is one too many",
            body[n + 2][0],
            1,
            source,
        )

    def marks(k: int, line: str, count: int, what: str) -> list[tuple[int, str]]:
        found = _marks(line)
        if len(found) != count:
            raise ParseError(
                f"{len(found)} marks: {what} of a towers puzzle of side {n} has {count}", k, 1, source
            )
        return found

    top = [
        _value(t, n, "clue", body[0][0], at, source) for at, t in marks(*body[0], n, "the line of top clues")
    ]
    bottom = [
        _value(t, n, "clue", body[-1][0], at, source)
        for at, t in marks(*body[-1], n, "the line of bottom clues")
    ]
    left, right = [], []
    givens = []
    where = {}
    for r in range(n):
        k, line = body[1 + r]
        found = marks(k, line, n + 2, f"row {r + 1} (its left clue, {n} cells, its right clue)")
        left.append(_value(found[0][1], n, "clue", k, found[0][0], source))
        right.append(_value(found[-1][1], n, "clue", k, found[-1][0], source))
        for c in range(n):
            at, token = found[1 + c]
            v = _value(token, n, "height", k, at, source)
            if v:
                givens.append(((r, c), v))
                where[(r, c)] = (k, at)
    try:
        return TowersPuzzle(n, tuple(top), tuple(bottom), tuple(left), tuple(right), tuple(givens))
    except InvalidPuzzle as error:
        clash = given_clash(givens)
        k, at = where[clash[1]] if clash else (number, column)
        raise ParseError(str(error), k, at, source) from None


def dumps(puzzle: TowersPuzzle) -> str:
    """The heading and the framed grid (see the module docstring). Ends in a newline.

    >>> from gridcraft.towers.model import TowersPuzzle
    >>> print(dumps(TowersPuzzle(3, top=(1, 0, 0), right=(0, 0, 3), givens=(((1, 1), 2),))), end="")
    towers 3
        1 . .
      +-------+
    . | . . . | .
    . | . 2 . | .
    . | . . . | 3
      +-------+
        . . .
    """
    n = puzzle.size
    given = dict(puzzle.givens)

    def mark(v: int) -> str:
        return str(v) if v else "."

    rule = "  +" + "-" * (2 * n + 1) + "+"
    out = [f"towers {n}", "    " + " ".join(mark(v) for v in puzzle.top), rule]
    for r in range(n):
        cells = " ".join(mark(given.get((r, c), 0)) for c in range(n))
        out.append(f"{mark(puzzle.left[r])} | {cells} | {mark(puzzle.right[r])}")
    out += [rule, "    " + " ".join(mark(v) for v in puzzle.bottom)]
    return "\n".join(out) + "\n"
