"""A partly filled Latin-square grid (a solver's progress), as text: read and written side by side.

The text is ``n`` lines of ``n`` entries, a digit or ``.`` (also ``_`` or ``0``) for an empty
cell: run together (``12.4``) when n <= 9, or separated by spaces (always allowed, needed above
9 x 9). ``#`` starts a comment; blank lines are skipped.

>>> read_state(2, "1.\\n..\\n")
((1, 0), (0, 0))
>>> dumps_state(((1, 0), (0, 0)))
'1.\\n..\\n'
"""

from __future__ import annotations

from gridcraft.errors import ParseError
from gridcraft.words import scan_lines

State = tuple[tuple[int, ...], ...]  # n rows of n digits, 0 for an empty cell
EMPTY = ".", "_", "0"


def read_state(n: int, text: str, source: str = "<string>", noun: str = "grid") -> State:
    """The ``n`` x ``n`` grid of ``text``; ``noun`` names the puzzle in messages ("a 4 x 4 KenKen").

    Raises:
        ParseError: at the entry that is not a digit of the puzzle (``.`` for empty), a row of
            the wrong length, or a wrong number of rows (line 0 when rows are missing).
    """
    rows: list[tuple[int, ...]] = []
    for line in scan_lines(text):
        body = line.text.split("#", 1)[0]
        if not body.strip():
            continue
        if len(rows) == n:
            raise ParseError(f"a {n} x {n} {noun} has {n} rows; this is row {n + 1}", line.number, 1, source)
        tokens = _tokens(body, n)
        if len(tokens) != n:
            raise ParseError(
                f"row {len(rows) + 1} has {len(tokens)} entries, not {n}",
                line.number,
                line.column(tokens[min(len(tokens), n) - 1][0]) if tokens else 1,
                source,
            )
        row = []
        for at, token in tokens:
            if token in EMPTY:
                row.append(0)
            elif token.isdigit() and token.isascii() and 1 <= int(token) <= n:
                row.append(int(token))
            else:
                raise ParseError(
                    f"{token!r} is not a digit 1 to {n}, or '.' or '0' for an empty cell",
                    line.number,
                    line.column(at),
                    source,
                )
        rows.append(tuple(row))
    if len(rows) != n:
        raise ParseError(f"a {n} x {n} {noun} has {n} rows, not {len(rows)}", 0, 0, source)
    return tuple(rows)


def _tokens(body: str, n: int) -> list[tuple[int, str]]:
    """The entries of a row with their 0-based indices: separated by white space, or one
    character each when the row has no spaces inside and the grid is at most 9 x 9."""
    stripped = body.strip()
    start = body.index(stripped[0])
    if n <= 9 and " " not in stripped and "\t" not in stripped:
        return [(start + i, ch) for i, ch in enumerate(stripped)]
    out, i = [], 0
    for token in body.split():
        i = body.index(token, i)
        out.append((i, token))
        i += len(token)
    return out


def entry_position(text: str, cell: tuple[int, int], n: int) -> tuple[int, int]:
    """The 1-based ``(line, column)`` in ``text`` (a state that :func:`read_state` accepted) of
    the entry of ``cell`` (``(row, col)``, 0-based)."""
    row = 0
    for line in scan_lines(text):
        body = line.text.split("#", 1)[0]
        if not body.strip():
            continue
        if row == cell[0]:
            return line.number, line.column(_tokens(body, n)[cell[1]][0])
        row += 1
    return 0, 0


def dumps_state(state: State) -> str:
    """``state`` as text that :func:`read_state` reads back (digits run together up to 9 x 9)."""
    n = len(state)
    sep = "" if n <= 9 else " "
    return "".join(sep.join(str(v) if v else "." for v in row) + "\n" for row in state)
