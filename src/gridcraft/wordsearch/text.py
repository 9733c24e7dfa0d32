"""The word-search text file: reader (:func:`parse`), writer (:func:`dumps`) and the cheap test
kind detection uses (:func:`looks_like`).

The file::

    # directions: right down down-right down-left     <- optional; default: all eight
    # message: Well done                              <- optional: the leftover cells spell it
    CATSX                                             <- the grid: one cell per character...
    DOGEA
    .BEE.                                             <- '.': no cell there (a shaped grid)
                                                      <- one blank line ends the grid
    CATS                                              <- the words, one per line or
    DOG, BEE                                             separated by commas (a word list)

Lines starting with ``#`` are comments (the two above are read). The grid's cells are separated
by spaces when any cell is more than one character (a letter with a combining mark, a Devanagari
conjunct); without spaces, each grapheme cluster is a cell. A row of a right-to-left grid may be
wrapped in a left-to-right override (U+202D ... U+202C), as :func:`dumps` writes it, so that an
editor shows the cells in grid order. Letters are upper-cased per cell without changing length.

The reader finds every word (:func:`gridcraft.wordsearch.find.find`) and refuses a grid in
which a word is missing (naming every missing word); a word found more than once keeps its first
place here, and solving the puzzle finds every place (several solutions: the word is found twice).
"""

from __future__ import annotations

import re
import unicodedata

from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.words import Line, cells, is_rtl, letter_language, parse_word_list, scan_lines
from gridcraft.wordsearch.find import find
from gridcraft.wordsearch.model import (
    DIRECTIONS,
    PRESETS,
    VECTORS,
    Placement,
    WordSearch,
    message_cells,
    resolve_directions,
    upper_cell,
)

HOLE = "."  # a cell the shape leaves out
_DIRECTIVE = re.compile(r"#\s*(directions|message)\s*:", re.IGNORECASE)  # the header lines it reads
LRO, PDF = "\u202d", "\u202c"


def _content(line: Line) -> str:
    return line.text.strip().removeprefix(LRO).removesuffix(PDF).strip()


def _grid_row(line: Line, spaced: bool, source: str) -> list[str | None]:
    """One grid row's cells (``None`` for a hole).

    Raises:
        ParseError: a cell that is not one letter or ``.``, at its column.
    """
    text = line.text
    row: list[str | None] = []
    if spaced:
        i = 0
        for token in text.split():
            i = text.index(token, i)
            row.append(_cell(token, line, i, source))
            i += len(token)
    else:
        i = 0
        for cluster in cells(text):
            if cluster not in (LRO, PDF) and not cluster.isspace():
                row.append(_cell(cluster, line, i, source))
            i += len(cluster)
    return row


def _cell(token: str, line: Line, at: int, source: str) -> str | None:
    token = token.removeprefix(LRO).removesuffix(PDF)
    if token == HOLE:
        return None
    if len(cells(token)) != 1 or not token[0].isalpha():
        raise ParseError(
            f"a grid cell is one letter or '.', not {token!r}", line.number, line.column(at), source
        )
    return token


def parse(text: str, source: str = "<string>") -> WordSearch:
    """Read a word search (see the module docstring for the format).

    Returns:
        The puzzle, with each word's placement found in the grid.

    Raises:
        ParseError: with the 1-based line and column: no grid, a cell that is not a letter, rows of
            different lengths, no word list, a bad or repeated word, an unknown direction, a word
            not in the grid (in the directions given), or a message the
            leftover cells do not spell.
    """
    lines = scan_lines(text)
    header: dict[str, Line] = {}
    i = 0
    while i < len(lines) and (not lines[i].text.strip() or lines[i].is_comment("#")):
        _directive(lines[i], header)
        i += 1
    grid_lines = []
    while i < len(lines) and lines[i].text.strip():
        if not lines[i].is_comment("#"):
            grid_lines.append(lines[i])
        i += 1
    if not grid_lines:
        raise ParseError(
            "no grid: a word search starts with its grid of letters", i + 1 if lines else 1, 1, source
        )
    spaced = any(" " in _content(line) for line in grid_lines)
    rows = [_grid_row(line, spaced, source) for line in grid_lines]
    width = len(rows[0])
    for line, row in zip(grid_lines, rows, strict=True):
        if len(row) != width:
            raise ParseError(f"this row has {len(row)} cells, the first {width}", line.number, 1, source)
    rest = "\n".join(line.raw for line in lines[i:])
    if not any(ln.text.strip() and not ln.is_comment("#") for ln in lines[i:]):
        raise ParseError(
            "no word list: after the grid, a blank line and the words", len(lines) + 1, 1, source
        )
    entries = parse_word_list(rest, source=source, first_line=i + 1)
    lang = letter_language([e.text for e in entries])
    grid = tuple(tuple(None if x is None else upper_cell(x, lang) for x in row) for row in rows)
    words = tuple(e.text for e in entries)
    directions = _directions(header.get("directions"), any(is_rtl(w) for w in words), source)
    message = header["message"].text.partition(":")[2].strip() if "message" in header else None
    findings = find(grid, words, directions)
    missing = [e for e in entries if not findings.found[e.text]]
    if missing:
        names = ", ".join(repr(e.text) for e in missing)
        verb = "is" if len(missing) == 1 else "are"
        raise ParseError(
            f"{names} {verb} not in the grid, reading {', '.join(directions)}",
            missing[0].line,
            missing[0].column,
            source,
        )
    placements = [Placement(*findings.found[e.text][0]) for e in entries]  # the solver finds every place
    puzzle = WordSearch(grid, words, directions, tuple(placements), message)
    if message is not None:
        spelt = [grid[r][c] for r, c in puzzle.leftover()]
        if spelt != message_cells(message, lang):
            line = header["message"]
            raise ParseError(
                f"the cells no word covers spell {''.join(x or '' for x in spelt)!r}, not the message",
                line.number,
                1,
                source,
            )
    return puzzle


def _directive(line: Line, found: dict[str, Line]) -> None:
    """Note a header line ``# directions: ...`` or ``# message: ...`` under its key."""
    key = line.text.strip().lstrip("#").partition(":")[0].strip().lower()
    if key in ("directions", "message") and ":" in line.text:
        found[key] = line


def _directions(line: Line | None, rtl: bool, source: str) -> tuple[str, ...]:
    """The directions a header line names (a preset or names; default: all eight).

    Raises:
        ParseError: an unknown name, at its line.
    """
    if line is None:
        return DIRECTIONS
    names = line.text.partition(":")[2].replace(",", " ").split()
    try:
        return resolve_directions(names[0] if len(names) == 1 and names[0] in PRESETS else names, rtl)
    except InvalidPuzzle as err:
        bad = next((n for n in names if n not in VECTORS and n not in PRESETS), "")
        at = line.text.index(bad, line.text.index(":")) if bad else line.text.index(":") + 1
        raise ParseError(str(err), line.number, line.column(at), source) from None


def dumps(puzzle: WordSearch) -> str:
    """The puzzle as text that :func:`parse` reads back equal: the directions and message
    lines, the grid (cells separated by spaces when any cell is more than one character; rows
    of a right-to-left grid in a left-to-right override), a blank line, one word per line."""
    out = [f"# directions: {' '.join(puzzle.directions)}"]
    if puzzle.message is not None:
        out.append(f"# message: {puzzle.message}")
    spaced = any(x is not None and len(x) > 1 for row in puzzle.grid for x in row)
    for row in puzzle.grid:
        line = (" " if spaced else "").join(HOLE if x is None else x for x in row)
        out.append(f"{LRO}{line}{PDF}" if puzzle.rtl else line)
    out.append("")
    out += list(puzzle.words)
    return "\n".join(out) + "\n"


def looks_like(text: str) -> bool:
    """True when ``text`` reads as a word search: after comments, a rectangular block of at least
    two rows of at least two cells, letters or ``.`` with letters the majority (a fill-in grid is
    mostly ``.`` and ``#``), a blank line, then words, the first of which is in the grid in one of
    the eight directions (a plain word list with a blank line holds no such block); or any text
    whose header has a ``# directions:`` or ``# message:`` line, so that a grid with faults gets
    this parser's message. Cheap: it
    reads the text once and searches one word; :func:`parse` may still refuse the text."""
    lines = scan_lines(text)
    i = 0
    while i < len(lines) and (not lines[i].text.strip() or lines[i].is_comment("#")):
        if _DIRECTIVE.match(lines[i].text.strip()):
            return True  # a word search's own header line: its parser names any fault below
        i += 1
    block = []
    while i < len(lines) and lines[i].text.strip():
        block.append(_content(lines[i]))
        i += 1
    if len(block) < 2:
        return False
    spaced = any(" " in row for row in block)
    rows = [row.split() if spaced else [x for x in cells(row) if x not in (LRO, PDF)] for row in block]
    if len({len(r) for r in rows}) != 1 or len(rows[0]) < 2:
        return False
    flat = [x for r in rows for x in r]
    if any(x != HOLE and (len(cells(x)) != 1 or not x[0].isalpha()) for x in flat):
        return False
    if sum(x != HOLE for x in flat) * 2 <= len(flat):
        return False
    word = next((ln.text.strip() for ln in lines[i:] if ln.text.strip() and not ln.is_comment("#")), "")
    word = word.split(",")[0].strip()
    if not word or not all(
        ch.isalpha() or ch in " -'" or unicodedata.category(ch).startswith("M") for ch in word
    ):
        return False
    try:
        grid = [[None if x == HOLE else x for x in r] for r in rows]
        return bool(find(grid, [word]).found[word])
    except ParseError:
        return False
