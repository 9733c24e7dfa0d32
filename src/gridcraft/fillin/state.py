"""A partly filled fill-in grid (a solver's progress), as text: read and written side by side.

The text is the puzzle's grid as its own file writes it, with letters where the solver has
written them: ``#`` a block, ``.`` an empty white cell, a letter a filled cell (any case; shown
upper-case). ``!`` starts a comment line; blank lines are skipped.

>>> from gridcraft.fillin import parse
>>> puzzle = parse("...\\n\\nCAT\\n")
>>> read_state(puzzle, "c..\\n")
('C..',)
>>> dumps_state(('C..',))
'C..\\n'
"""

from __future__ import annotations

from gridcraft.errors import ParseError, expect
from gridcraft.fillin.model import BLOCK, EMPTY, FillinPuzzle, Grid
from gridcraft.words import display_upper, scan_lines


def read_state(puzzle: FillinPuzzle, text: str, source: str = "<string>") -> Grid:
    """The grid of ``text`` for ``puzzle``: its rows, blocks where the puzzle's are, each given
    letter kept.

    Raises:
        ParseError: a row of the wrong length, a block or white cell where the puzzle has the
            other, a changed given letter, a character that is not a letter, or a wrong number of
            rows (line 0 when rows are missing).
    """
    expect(puzzle, FillinPuzzle, "fillin.read_state(puzzle=...)", "a FillinPuzzle (from fillin.parse)")
    rows: list[str] = []
    for line in scan_lines(text):
        body = line.text.rstrip()
        if not body.strip() or body.lstrip().startswith("!"):
            continue
        r = len(rows)
        if r == puzzle.height:
            raise ParseError(
                f"the puzzle has {puzzle.height} rows; this is row {r + 1}", line.number, 1, source
            )
        if len(body) != puzzle.width:
            raise ParseError(
                f"row {r + 1} has {len(body)} cells, not {puzzle.width}",
                line.number,
                line.column(min(len(body), puzzle.width)),
                source,
            )
        out = []
        for c, ch in enumerate(body):
            want = puzzle.rows[r][c]
            where = (line.number, line.column(c), source)
            if (ch == BLOCK) != (want == BLOCK):
                kind = "a block" if want == BLOCK else "a white cell"
                raise ParseError(f"r{r + 1}c{c + 1} is {kind} in the puzzle", *where)
            if ch not in (BLOCK, EMPTY) and not ch.isalpha():
                raise ParseError(f"{ch!r} is not a letter, '.' or '#'", *where)
            letter = ch if ch in (BLOCK, EMPTY) else display_upper(ch)
            if want not in (BLOCK, EMPTY) and letter != want:
                raise ParseError(f"r{r + 1}c{c + 1} holds the given letter {want}, not {ch}", *where)
            out.append(letter)
        rows.append("".join(out))
    if len(rows) != puzzle.height:
        raise ParseError(f"the puzzle has {puzzle.height} rows, not {len(rows)}", 0, 0, source)
    return tuple(rows)


def entry_position(text: str, cell: tuple[int, int]) -> tuple[int, int]:
    """The 1-based ``(line, column)`` in ``text`` (a state that :func:`read_state` accepted) of
    ``cell`` (``(row, col)``, 0-based)."""
    row = 0
    for line in scan_lines(text):
        body = line.text.rstrip()
        if not body.strip() or body.lstrip().startswith("!"):
            continue
        if row == cell[0]:
            return line.number, line.column(cell[1])
        row += 1
    return 0, 0


def dumps_state(state: Grid) -> str:
    """``state`` as text that :func:`read_state` reads back."""
    return "".join(row + "\n" for row in state)
