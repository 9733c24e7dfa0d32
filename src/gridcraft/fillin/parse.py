"""Reading fill-in puzzles: the gridcraft text format and kkck's original layout.

gridcraft format (DESIGN.md section 3): ``!`` comment lines; the grid (``#`` or space a block,
``.`` or ``_`` an empty white cell, a letter a given letter; ragged rows end in blocks); one blank
line; the word list (line breaks or commas between entries). kkck's layout (J. W. Shipman, *kkck:
a solver for Kriss Kross puzzles*, section 3) differs only in the grid, where ``#`` is a white cell
and a space a block, and in the word list, whose words are separated by any white space.
"""

from __future__ import annotations

from gridcraft.errors import ParseError, expect
from gridcraft.fillin.diagnose import diagnose
from gridcraft.fillin.model import BLOCK, EMPTY, FillinPuzzle
from gridcraft.grid import Cell
from gridcraft.words import (
    Entry,
    Line,
    cell_code,
    cells,
    display_upper,
    make_entry,
    parse_word_list,
    scan_lines,
    shown,
)

COMMENT = "!"
GRID_CHARACTERS = "#._ "  # besides letters, what the rows of a fill-in grid hold


def looks_like(text: str) -> bool:
    """True when ``text`` reads as a fill-in puzzle: the lines before the first blank line (``!``
    comments aside) hold only grid characters (``#``, ``.``, ``_``, space, letters) and some ``.``
    or ``_``. Never raises; cost O(len(text))."""
    lines = [line.text for line in scan_lines(text)]
    i = 0
    while i < len(lines) and (not lines[i].strip() or _comment(lines[i])):
        i += 1
    rows = []
    while i < len(lines) and lines[i].strip():
        if not _comment(lines[i]):
            rows.append(lines[i])
        i += 1
    grid_like = all(ch in GRID_CHARACTERS or ch.isalpha() for row in rows for ch in row)
    return grid_like and any(ch in row for row in rows for ch in "._")


def dumps(puzzle: FillinPuzzle, notes: tuple[str, ...] = ()) -> str:
    """``puzzle`` in the gridcraft text format, which :func:`parse` reads back equal.

    A ``!`` comment line (the number of words and the grid's size), one more for each of ``notes``
    (such as ``answers not counted: ...``), the grid (``puzzle.height``
    rows of ``puzzle.width`` cells: ``#`` a block, ``.`` an empty white cell, a given letter as
    itself), one blank line, then the word list one entry per line, as written and in its order.
    Ends with a newline.
    """
    expect(puzzle, FillinPuzzle, "fillin.dumps(puzzle=...)", "a FillinPuzzle (from fillin.parse)")
    n = len(puzzle.words)
    lines = [f"{COMMENT} fill-in puzzle: {n} word{'s' if n != 1 else ''}, {puzzle.width} x {puzzle.height}"]
    lines += [f"{COMMENT} {note}" for note in notes]
    lines += [shown(row) for row in puzzle.rows]
    lines.append("")
    lines += [e.text for e in puzzle.words]
    return "\n".join(lines) + "\n"


def parse(text: str, source: str = "<string>") -> FillinPuzzle:
    """Parse a fill-in puzzle in the gridcraft text format and check it (:func:`diagnose`).

    Args:
        text: the file's contents.
        source: the file name used in error messages.

    Raises:
        ParseError: with the 1-based line and column of an unknown character in the grid, a bad
            word, a white cell in no slot, a given letter no word can hold there, or slot and word
            lengths that differ (at the first entry of a length at fault; line 0 when no entry is).
        TypeError: ``text`` is not a ``str`` (bytes must be decoded first).
    """
    return _parse(text, source, blocks="# ", whites="._", kkck=False)


def parse_kkck(text: str, source: str = "<string>") -> FillinPuzzle:
    """Parse a puzzle in kkck's original layout (``#`` white cell, space block, words separated by
    white space, ``!`` comment lines) and check it as :func:`parse` does.

    Raises:
        ParseError, TypeError: as :func:`parse`.
    """
    return _parse(text, source, blocks=" ", whites="#", kkck=True)


def _parse(text: str, source: str, *, blocks: str, whites: str, kkck: bool) -> FillinPuzzle:
    grid, scanned, end, where = _grid(text, source, blocks, whites, kkck)
    words = _words(scanned, end, source, kkck)
    puzzle = FillinPuzzle(grid, tuple(words))
    problems = diagnose(puzzle)
    if problems:
        p = problems[0]
        line, col = 0, 0
        if p.cell is not None:
            line, col = where[p.cell]
        elif p.entry is not None:
            line, col = p.entry.line, p.entry.column
        raise ParseError(p.message, line, col, source)
    return puzzle


def parse_grid(
    text: str, source: str = "<string>", *, lang: str | None = None, fold: bool = False
) -> tuple[FillinPuzzle, dict[Cell, tuple[int, int]]]:
    """Parse a grid alone (the first part of a fill-in file: ``#`` block, ``.`` empty white cell,
    a letter fixed), as a puzzle with no words, and where each white cell was written. Letters are
    upper-cased for ``lang`` (``tr``, ``az``: dotted and dotless I) and, with ``fold``, lose the
    accents of Latin letters (see :func:`gridcraft.words.display_upper`).

    Returns:
        the puzzle, and ``(row, col) -> (line, column)`` (1-based) of each white cell.

    Raises:
        ParseError: an unknown character, a grid with no white cell, or text after the grid.
        TypeError: ``text`` is not a ``str``.
    """
    grid, scanned, end, where = _grid(text, source, "# ", "._", False, lang, fold, kkck_hint=False)
    rest = next((line for line in scanned[end:] if line.text.strip() and not line.is_comment(COMMENT)), None)
    if rest is not None:
        raise ParseError(
            "a grid file holds the grid alone: text after its blank line", rest.number, 1, source
        )
    return FillinPuzzle(grid, ()), where


def _grid(
    text: str,
    source: str,
    blocks: str,
    whites: str,
    kkck: bool,
    lang: str | None = None,
    fold: bool = False,
    *,
    kkck_hint: bool = True,
) -> tuple[tuple[str, ...], list[Line], int, dict[Cell, tuple[int, int]]]:
    """The grid rows at the start of ``text``, its lines, the index of the line after the grid,
    and where each white cell was written (``kkck_hint``: a grid of blocks alone is said to be
    perhaps in kkck's layout, for a command that reads it)."""
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, not {type(text).__name__}")
    scanned = scan_lines(text)
    lines = [line.text for line in scanned]
    start = 0
    while start < len(lines) and (not lines[start].strip() or _comment(lines[start])):
        start += 1
    if start == len(lines):
        raise ParseError(
            "no grid: the file holds only blank lines and comments", max(len(lines), 1), 1, source
        )
    rows: list[str] = []
    where: dict[Cell, tuple[int, int]] = {}  # cell -> (line, column), 1-based
    end = start
    while end < len(lines) and lines[end].strip():
        if not _comment(lines[end]):
            rows.append(_row(scanned[end], len(rows), blocks, whites, where, source, lang, fold))
        end += 1
    width = max(len(r) for r in rows)
    if not width or all(ch == BLOCK for r in rows for ch in r):
        hint = (
            " (in kkck's layout '#' is a white cell: read it as kkck, --from kkck)"
            if kkck_hint and not kkck
            else ""
        )
        raise ParseError(f"the grid has no white cell{hint}", start + 1, 1, source)
    return tuple(r.ljust(width, BLOCK) for r in rows), scanned, end, where


def _comment(line: str) -> bool:
    return line.lstrip().startswith(COMMENT)


def _row(
    line: Line,
    r: int,
    blocks: str,
    whites: str,
    where: dict[Cell, tuple[int, int]],
    source: str,
    lang: str | None = None,
    fold: bool = False,
) -> str:
    out = []
    number = line.number
    at = 0  # the character of the line where the cell starts
    for c, cell in enumerate(cells(line.text)):  # a cell holds one grapheme cluster
        ch = cell[0]
        if cell in blocks:
            out.append(BLOCK)
        elif cell in whites:
            out.append(EMPTY)
        elif ch.isalpha():
            out.append(cell_code(display_upper(cell, lang, fold=fold)))
        else:
            hint = " (a grid row holds '#' blocks, '.' white cells and letters)" if whites == "._" else ""
            if ch in ",;" and whites == "._":  # the word list begins here: no blank line before it
                hint = " (a blank line goes between the grid and the word list)"
            raise ParseError(
                f"{ch!r} is not a block, a white cell or a letter{hint}", number, line.column(at), source
            )
        if out[-1] != BLOCK:
            where[r, c] = (number, line.column(at))
        at += len(cell)
    return "".join(out)


def _words(lines: list[Line], end: int, source: str, kkck: bool) -> list[Entry]:
    rest = lines[end:]
    if not any(line.text.strip() and not line.is_comment(COMMENT) for line in rest):
        raise ParseError(
            "no word list: the grid must be followed by a blank line and the words",
            len(lines),
            len(lines[-1].raw) + 1,
            source,
        )
    if not kkck:
        return parse_word_list(
            "\n".join(line.raw for line in rest),
            source=source,
            comment=COMMENT,
            unique=False,
            first_line=end + 1,
        )
    words = []
    for line in rest:
        if line.is_comment(COMMENT):
            continue
        col = 0
        for token in line.text.split():
            col = line.text.index(token, col)
            locate = line.columns_from(col)
            words.append(make_entry(token, line.number, line.column(col), source, locate=locate))
            col += len(token)
    return words
