"""The ``.xd`` crossword format of public crossword archives (the xd corpus): read into the ipuz
crossword every front end reads, and written from the ipuz crossword a kind writes (see
:mod:`gridcraft.formats.crossword_file`).

An ``.xd`` file is UTF-8 text in sections, apart by blank lines (or headed ``## Metadata``, ``##
Grid``, ``## Clues``, ``## Notes``): headers (``Title: ...``, one a line), the grid (a row a line,
a character a cell: a letter, ``#`` a block), the clues (``A1. Clue ~ ANSWER``, ``D1. ...``), and
free notes after them. Headers read: ``Title``, ``Author``, ``Copyright``, ``Notes`` (the notes,
before the notes section's), ``Rebus`` (``Rebus: 1=HEART 2=DIAMOND``: the grid's ``1`` holds
HEART; pairs apart by spaces, commas or semicolons; of a value written ``A/B``, its first reading)
and ``Special`` (``circle`` or ``shaded``: a lower-case letter in the grid is such a cell; a
lower-case rebus key is one too). In the grid ``_`` (a cell outside the puzzle) is a block, and a
grid whose blocks are all ``_`` is a diagramless puzzle's (as the archive's converter writes one);
``.``, an unknown letter, is a block in a grid without any ``#`` (as some converted archives write
blocks). Markup in clues (``{/italic/}``, ``{*bold*}``) is dropped, and a ``\\`` (a line break)
becomes a space. A clue's number names its entry, which the grid numbers as crosswords are.

Written: ``Title``, ``Author``, ``Copyright``, ``Rebus`` (keys ``1`` to ``9``, ``0``, then
symbols; lower-case letters for a circled rebus cell) and ``Special`` headers, the grid, the clues
with their answers (a rebus cell's whole text; an enumeration of several words after the clue,
``(3,5)``), then the notes; a diagramless crossword's blocks are ``_``. ``.xd`` has no givens, and
a crossword both circled and shaded keeps its circles.

Source: the xd format, version 3 (https://github.com/century-arcade/xd, ``doc/xd-format.md``).
"""

from __future__ import annotations

import re

from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.formats.crossword_file import (
    ACROSS,
    CELL_RULE,
    DOWN,
    CrosswordFile,
    from_ipuz,
    is_cell_value,
    to_ipuz,
)
from gridcraft.formats.ipuz import Document
from gridcraft.grid import Cell

BLOCKS = "#_\u25a0\uff3f"  # a block, a cell outside the puzzle, and their East Asian forms
OPEN = "_"  # a cell outside the puzzle; every block of a diagramless puzzle
UNKNOWN = "."
_CLUE = re.compile(r"^([A-Za-z])(\d+)\s*\.\s?(.*?)(?:\s*~\s*([^~]*))?$")
_CLUE_META = re.compile(r"^[A-Za-z]\d+\s*\^")  # "A1 ^Refs: A2 D4": a clue's metadata
_HEADER = re.compile(r"^([A-Za-z][\w -]*?)\s*:\s?(.*)$")
_SECTION = re.compile(r"^##\s*(\w[\w ]*?)\s*$")
#: the headers of the format (any of them above a grid says the text is .xd)
HEADERS = frozenset(
    {"title", "author", "editor", "copyright", "date", "rebus", "special", "notes", "description"}
)
_PAIR = re.compile(r"(\S)=([^\s,;]+)")
_MARKUP = re.compile(r"\{([/*_\-])(.*?)\1\}")
#: rebus keys, in the order they are given (lower-case letters: a special cell's)
KEYS = "1234567890!$%&*+=?@^<>|\u2660\u2663\u2665\u2666\u2605\u2606\u266a\u266b\u2600\u2602\u2603\u273f\u2740"
LOWER_KEYS = "zyxwvutsrqponmlkjihgfedcba"


def is_xd(text: str, source: str = "") -> bool:
    """True when ``text`` is an ``.xd`` crossword: its file is named ``.xd``; or it has an ``##
    Grid`` section; or a grid (two rows or more) comes before a clue line ``A1. ... ~ ANSWER``,
    or after headers such as ``Title:`` (a grid of rows of one length, with a block in it). Cost
    O(len(text)); never raises."""
    if source.lower().endswith(".xd"):
        return True
    lines = [line.strip() for line in text.splitlines()]
    if any(_SECTION.match(line) and line.lstrip("# ").lower() == "grid" for line in lines):
        return True
    first_clue = next((i for i, line in enumerate(lines) if _CLUE.match(line) and " ~ " in line), len(lines))
    headed = False
    rows: list[str] = []
    for line in lines[:first_clue]:
        header = _HEADER.match(line)
        if header and not rows:
            headed = headed or header.group(1).strip().lower() in HEADERS
            continue
        if not _is_grid_line(line):
            if len(rows) >= 2:
                break  # the grid has ended
            rows = []
            continue
        rows.append(line)
        if len(rows) >= 2 and first_clue < len(lines):
            return True
    blocked = any(ch in BLOCKS + UNKNOWN for row in rows for ch in row)
    return headed and len(rows) >= 2 and len({len(row) for row in rows}) == 1 and blocked


def _is_grid_line(line: str) -> bool:
    """A line that may be a grid row: no spaces, no header's colon, no clue's dot and tilde."""
    return len(line) >= 2 and not any(ch.isspace() for ch in line) and ":" not in line and "~" not in line


def xd_to_ipuz(text: str, source: str = "<string>") -> str:
    """The ipuz crossword (JSON text) of the ``.xd`` file ``text`` (see the module docstring).

    Raises:
        ParseError: not a readable ``.xd`` crossword: no grid, rows of different lengths, a cell
            that is neither a letter, a block nor a rebus key, an empty cell, a clue that names
            no entry (at its line and column).
    """
    return to_ipuz(read_xd(text, source))


def ipuz_to_xd(doc: Document) -> str:
    """The ``.xd`` file (text) of the ipuz crossword ``doc`` (as a kind writes one).

    Raises:
        FieldError: a bad field of ``doc``. InvalidPuzzle: ``doc`` has no complete solution, or
            more rebus texts than ``.xd`` has keys for.
    """
    return write_xd(from_ipuz(doc))


def _sections(lines: list[str]) -> dict[str, list[tuple[int, str]]]:
    """The lines (1-based number, text stripped) of each section: ``metadata``, ``grid``,
    ``clues`` and ``notes``: in order (headers, the grid, the clues, then anything after them)
    up to the first ``##`` heading, and from there by their headings (other sections, such as
    ``## Design``, are not read)."""
    found: dict[str, list[tuple[int, str]]] = {"metadata": [], "grid": [], "clues": [], "notes": []}
    numbered = [(i + 1, line.strip()) for i, line in enumerate(lines)]
    first = next((i for i, (_, text) in enumerate(numbered) if _SECTION.match(text)), len(numbered))
    part, blank = "metadata", False
    for number, text in numbered[:first]:
        if part == "notes":  # the notes keep their blank lines
            found[part].append((number, text))
            continue
        if not text:
            if part == "grid" and found["grid"]:
                part = "clues"
            blank = True
            continue
        if part == "metadata" and not _HEADER.match(text) and _is_grid_line(text):
            part = "grid"
        elif (
            part == "clues" and blank and found["clues"] and not (_CLUE.match(text) or _CLUE_META.match(text))
        ):
            part = "notes"  # after the clues and a blank line: the notes (else a line that is no clue)
        found[part].append((number, text))
        blank = False
    for number, text in numbered[first:]:
        heading = _SECTION.match(text)
        if heading:
            part = heading.group(1).lower()
        elif part in found and (text or part == "notes"):
            found[part].append((number, text))
    return found


def read_xd(text: str, source: str = "<string>") -> CrosswordFile:
    """The crossword of the ``.xd`` file ``text`` (see :func:`xd_to_ipuz`).

    Raises:
        ParseError: as :func:`xd_to_ipuz`.
    """
    lines = text.removeprefix("\ufeff").splitlines()
    sections = _sections(lines)
    headers: dict[str, str] = {}
    notes: list[str] = []
    for _, line in sections["metadata"]:
        header = _HEADER.match(line)
        if header:
            headers.setdefault(header.group(1).strip().lower(), header.group(2).strip())
        else:
            notes.append(line)
    pairs = _PAIR.findall(headers.get("rebus", ""))
    rebus = {key: value.split("/")[0] or value for key, value in pairs}  # "1=C/P": its first reading
    special = headers.get("special", "").lower()
    cells, marked = _grid(sections["grid"], rebus, special, source)
    blocks = {ch for _, row in sections["grid"] for ch in row if ch in BLOCKS}
    found = CrosswordFile(cells)
    clues = _clues(sections["clues"], found, source)
    notes = ([headers["notes"]] if headers.get("notes") else []) + notes
    notes += [line for _, line in sections["notes"]]
    return CrosswordFile(
        cells,
        clues,
        circled=frozenset(marked) if special.startswith("circle") else frozenset(),
        shaded=frozenset(marked) if special.startswith("shade") else frozenset(),
        title=headers.get("title", ""),
        author=headers.get("author", ""),
        copyright=headers.get("copyright", ""),
        notes="\n".join(notes).strip("\n"),
        diagramless=blocks == {OPEN},
    )


def _grid(
    rows: list[tuple[int, str]], rebus: dict[str, str], special: str, source: str
) -> tuple[tuple[tuple[str | None, ...], ...], set[Cell]]:
    """The cells of the grid's rows (``None`` a block) and its special cells (lower-case).

    Raises:
        ParseError: as :func:`xd_to_ipuz`.
    """
    if not rows:
        raise ParseError("not a readable .xd crossword: it has no grid", 0, 0, source)
    width = len(rows[0][1])
    dots_are_blocks = not any(ch in BLOCKS for _, row in rows for ch in row)
    cells: list[tuple[str | None, ...]] = []
    marked: set[Cell] = set()
    for r, (number, row) in enumerate(rows):
        if len(row) != width:
            raise ParseError(
                f"the grid's rows differ in length ({len(row)} cells, not {width} as the first row)",
                number,
                1,
                source,
            )
        found: list[str | None] = []
        for c, ch in enumerate(row):
            if ch in BLOCKS or (ch == UNKNOWN and dots_are_blocks):
                found.append(None)
            elif ch in rebus:
                if not is_cell_value(rebus[ch]):
                    raise ParseError(
                        f"the rebus {ch}={rebus[ch]} in the grid: {CELL_RULE}", number, c + 1, source
                    )
                found.append(rebus[ch])
            elif ch.isalpha():
                found.append(ch.upper())
            else:
                what = "an empty cell" if ch == UNKNOWN else repr(ch)
                raise ParseError(
                    f"{what} in the grid: gridcraft reads a letter, a block '#' or a key of the "
                    "Rebus header in each cell",
                    number,
                    c + 1,
                    source,
                )
            if special and ch.isalpha() and ch.islower():
                marked.add((r, c))
        cells.append(tuple(found))
    return tuple(cells), marked


def _clues(
    lines: list[tuple[int, str]], found: CrosswordFile, source: str
) -> dict[tuple[int, str], tuple[str, str]]:
    """The clues by number and direction (``A`` across, ``D`` down; clues of other groups, and
    a clue's metadata lines, are not read).

    Raises:
        ParseError: a line that is no clue, or a clue that names no entry of the grid.
    """
    entries = {(number, direction) for number, direction, _ in found.entries()}
    clues: dict[tuple[int, str], tuple[str, str]] = {}
    for number, line in lines:
        if _CLUE_META.match(line):
            continue
        clue = _CLUE.match(line)
        if clue is None:
            raise ParseError("not a clue: a clue line is 'A1. Clue ~ ANSWER'", number, 1, source)
        group, at, text = clue.group(1).upper(), int(clue.group(2)), clue.group(3)
        if group not in "AD":
            continue
        direction = ACROSS if group == "A" else DOWN
        if (at, direction) not in entries:
            raise ParseError(f"the grid has no {at} {direction.title()} for this clue", number, 1, source)
        text = " ".join(_MARKUP.sub(r"\2", text).replace("\\", " ").split())
        clues[(at, direction)] = (text, "")
    return clues


def write_xd(crossword: CrosswordFile) -> str:
    """The ``.xd`` file (text) of ``crossword`` (see the module docstring)."""
    special = "circle" if crossword.circled else "shaded" if crossword.shaded else ""
    marked = crossword.circled or crossword.shaded
    keys = _rebus_keys(crossword, marked)
    headers = [("Title", crossword.title), ("Author", crossword.author), ("Copyright", crossword.copyright)]
    if keys:
        headers.append(("Rebus", " ".join(f"{key}={text}" for (text, _), key in keys.items())))
    headers.append(("Special", special))
    lines = [f"{name}: {' '.join(value.split())}" for name, value in headers if value]
    lines += ["", ""]
    for r, row in enumerate(crossword.cells):
        line = ""
        for c, value in enumerate(row):
            mark = (r, c) in marked
            if value is None:
                line += OPEN if crossword.diagramless else "#"
            elif (value, mark) in keys:
                line += keys[(value, mark)]
            else:
                line += value.lower() if mark else value
        lines.append(line)
    lines += ["", ""]
    previous = ""
    for number, direction, slot in crossword.entries():
        if previous and direction != previous:
            lines.append("")
        previous = direction
        text, enum = crossword.clues.get((number, direction), ("", ""))
        if enum and ("," in enum or "-" in enum):
            text = f"{text} ({enum})".strip()
        text = " ".join(text.split())  # an empty clue: "A1.  ~ ANSWER"
        lines.append(f"{'A' if direction == ACROSS else 'D'}{number}. {text} ~ {crossword.answer(slot)}")
    if crossword.notes:
        lines += ["", "", crossword.notes]
    return "\n".join(lines) + "\n"


def _rebus_keys(crossword: CrosswordFile, marked: frozenset[Cell]) -> dict[tuple[str, bool], str]:
    """The key of each rebus cell's text (several characters, or one that is not a letter),
    by ``(text, special)``: ``1`` to ``9``, ``0``, then symbols; lower-case letters for a special
    cell (not those of the grid's special letter cells).

    Raises:
        InvalidPuzzle: more rebus texts than there are keys.
    """
    plain = iter(KEYS)
    used = {v.lower() for (r, c) in marked if (v := crossword.cells[r][c]) is not None and len(v) == 1}
    lower = iter(k for k in LOWER_KEYS if k not in used)
    keys: dict[tuple[str, bool], str] = {}
    for r, row in enumerate(crossword.cells):
        for c, value in enumerate(row):
            if value is None or (len(value) == 1 and value.isalpha()):
                continue
            mark = (r, c) in marked
            if (value, mark) not in keys:
                key = next(lower if mark else plain, None)
                if key is None:
                    raise InvalidPuzzle(f"an .xd file holds {len(keys)} rebus texts at most")
                keys[(value, mark)] = key
    return keys
