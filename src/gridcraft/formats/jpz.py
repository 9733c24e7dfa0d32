"""Crossword Compiler's ``.jpz`` files (XML in the namespace
``http://crossword.info/xml/rectangular-puzzle``, often zipped): read into the ipuz crossword
every front end reads, and written from the ipuz crossword a kind writes (see
:mod:`gridcraft.formats.crossword_file`).

Read: the ``rectangular-puzzle``'s ``metadata`` (``title``, ``creator``, ``copyright``, and
``description`` and ``instructions`` as the notes) and its ``crossword``: the ``grid``'s cells
(``type="block"`` or ``"void"``, or a cell left out, a block; ``solution``, several letters in a
rebus cell; ``background-shape="circle"`` circled; a ``background-color`` other than white
shaded; ``solve-state`` or ``hint="true"`` a given letter), the ``word`` elements (their
``cells``, one by one or as ranges ``x="1-4"``) and the ``clues`` lists (titled Across and Down;
each ``clue`` names its word, and its ``format`` is the enumeration). A clue's word gives its
entry, numbered as crosswords are. Markup in texts (``<i>``, ``<b>``) is dropped. Tags are matched
by their local names, so files with the applet's root (``crossword-compiler-applet``), another
namespace or none read alike. Refused: a barred grid (bars between cells, not blocks), and a file
with a DOCTYPE (no ``.jpz`` has one: no entities are ever expanded).

Written: plain XML (not zipped), UTF-8, with the numbers, one ``word`` per entry (across entries
first, ids from 1; down entries from 1001), the clues with their enumerations as ``format``, circled
and shaded cells, givens as ``solve-state`` (``type="clue"``), and the notes as ``description``.
``.jpz`` has no diagramless flag here: a diagramless crossword is written with its blocks.

Source: the ``.jpz`` files of Crossword Compiler and its applet as public readers (kotwords,
xword-dl) describe them; the element and attribute names above.
"""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET
import zipfile
from xml.sax.saxutils import escape, quoteattr

from gridcraft.errors import ParseError
from gridcraft.formats.crossword_file import (
    ACROSS,
    CELL_RULE,
    DOWN,
    CrosswordFile,
    from_ipuz,
    is_cell_value,
    tidy,
    to_ipuz,
)
from gridcraft.formats.ipuz import Document
from gridcraft.grid import Cell

NAMESPACE = "http://crossword.info/xml/rectangular-puzzle"
COMPILER = "http://crossword.info/xml/crossword-compiler"
MAX_XML = 20_000_000  # bytes: the most a zipped .jpz may unpack to
SHADE = "#C0C0C0"  # the background of a shaded cell, as written
_WHITE = {"", "#fff", "#ffffff", "white", "transparent"}
_SNIFF = 4096  # bytes looked at to tell a .jpz from other XML


def is_jpz(data: bytes) -> bool:
    """True when ``data`` is a ``.jpz`` file: XML whose start names ``crossword-compiler`` or
    ``rectangular-puzzle``, or a ZIP archive holding one."""
    if data.startswith(b"PK\x03\x04"):
        try:
            return is_jpz(_unzipped(data, "<zip>"))
        except ParseError:
            return False
    head = data[:_SNIFF].lstrip(b"\xef\xbb\xbf \t\r\n")
    return head.startswith(b"<") and (b"<crossword-compiler" in head or b"rectangular-puzzle" in head)


def jpz_to_ipuz(data: bytes, source: str = "<string>") -> str:
    """The ipuz crossword (JSON text) of the ``.jpz`` file ``data`` (see the module docstring).

    Raises:
        ParseError: not a readable ``.jpz`` crossword (bad XML, a ZIP without one, no crossword,
            a cell without its solution, a clue whose word is not an entry of the grid), at
            line 0 of ``source`` (bad XML at its line and column).
    """
    return to_ipuz(read_jpz(data, source))


def ipuz_to_jpz(doc: Document) -> str:
    """The ``.jpz`` file (XML text) of the ipuz crossword ``doc`` (as a kind writes one).

    Raises:
        FieldError: a bad field of ``doc``. InvalidPuzzle: ``doc`` has no complete solution.
    """
    return write_jpz(from_ipuz(doc))


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _find(parent: ET.Element, name: str) -> ET.Element | None:
    return next((child for child in parent if _local(child.tag) == name), None)


def _all(parent: ET.Element, name: str) -> list[ET.Element]:
    return [child for child in parent if _local(child.tag) == name]


def _text(element: ET.Element | None) -> str:
    """The text of ``element`` with its markup dropped, white space collapsed (``""``: none)."""
    return " ".join("".join(element.itertext()).split()) if element is not None else ""


def _lines(element: ET.Element | None) -> str:
    """The text of ``element`` with its line breaks (a ``<br>`` too) kept (see :func:`tidy`)."""
    if element is None:
        return ""
    parts = [element.text or ""]
    for child in element:
        parts += ["\n" if _local(child.tag) == "br" else "", _lines(child), child.tail or ""]
    return tidy("".join(parts))


def _unzipped(data: bytes, source: str) -> bytes:
    """The XML file a zipped ``.jpz`` holds (its first file that is one).

    Raises:
        ParseError: a damaged archive, or one that holds no XML file of a sane size.
    """
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            for info in archive.infolist():
                if info.is_dir() or info.file_size > MAX_XML:
                    continue
                inner = archive.read(info)
                if inner.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<"):
                    return inner
    except (zipfile.BadZipFile, OSError, EOFError, RuntimeError, ValueError):
        raise ParseError("not a readable .jpz file: a damaged ZIP archive", 0, 0, source) from None
    raise ParseError("not a readable .jpz file: the ZIP archive holds no XML file", 0, 0, source)


def _root(data: bytes, source: str) -> ET.Element:
    """The parsed XML of a ``.jpz`` file (unzipped first).

    Raises:
        ParseError: as :func:`jpz_to_ipuz`.
    """
    xml = _unzipped(data, source) if data.startswith(b"PK\x03\x04") else data
    if b"<!DOCTYPE" in xml[:_SNIFF] or b"<!ENTITY" in xml:
        raise ParseError("not a readable .jpz file: it declares a DOCTYPE", 0, 0, source)
    try:
        return ET.fromstring(xml)
    except ET.ParseError as err:
        line, column = err.position
        raise ParseError(
            f"not a readable .jpz file: bad XML ({_reason(err)})", line, column + 1, source
        ) from None


def _reason(err: ET.ParseError) -> str:
    return re.sub(r":\s*line \d+, column \d+$", "", str(err))


def read_jpz(data: bytes, source: str = "<string>") -> CrosswordFile:
    """The crossword of the ``.jpz`` file ``data`` (see :func:`jpz_to_ipuz`).

    Raises:
        ParseError: as :func:`jpz_to_ipuz`.
    """
    root = _root(data, source)

    def refuse(reason: str) -> ParseError:
        return _refuse(reason, source)

    puzzle = root if _local(root.tag) == "rectangular-puzzle" else _find(root, "rectangular-puzzle")
    if puzzle is None:
        raise refuse("no rectangular-puzzle element")
    crossword = _find(puzzle, "crossword")
    if crossword is None:
        others = [
            _local(child.tag) for child in puzzle if _local(child.tag) not in ("metadata", "instructions")
        ]
        raise refuse(f"it holds {others[0] if others else 'no puzzle'}, not a crossword")
    grid = _find(crossword, "grid")
    if grid is None:
        raise refuse("no grid")
    cells, circled, shaded, givens = _cells(grid, source)
    clues = _clues(crossword, CrosswordFile(cells), source)
    metadata = _find(puzzle, "metadata")
    meta = {
        name: _text(_find(metadata, name)) if metadata is not None else ""
        for name in ("title", "creator", "copyright")
    }
    notes = [
        _lines(_find(metadata, "description")) if metadata is not None else "",
        _lines(_find(puzzle, "instructions")),
    ]
    return CrosswordFile(
        cells,
        clues,
        frozenset(circled),
        frozenset(shaded),
        frozenset(givens),
        title=meta["title"],
        author=meta["creator"],
        copyright=meta["copyright"],
        notes="\n".join(note for note in notes if note),
    )


def _refuse(reason: str, source: str) -> ParseError:
    return ParseError(f"not a readable .jpz crossword: {reason}", 0, 0, source)


def _cells(
    grid: ET.Element, source: str
) -> tuple[tuple[tuple[str | None, ...], ...], set[Cell], set[Cell], set[Cell]]:
    """The grid's cells (``None`` a block), and its circled, shaded and given cells.

    Raises:
        ParseError: a grid without its size, a cell without its place or its solution.
    """

    def refuse(reason: str) -> ParseError:
        return _refuse(reason, source)

    try:
        width, height = int(grid.get("width", "")), int(grid.get("height", ""))
    except ValueError:
        raise refuse("the grid needs a width and a height") from None
    if not (0 < width <= 255 and 0 < height <= 255):
        raise refuse(f"a grid of {width} x {height} cells")
    rows: list[list[str | None]] = [[None] * width for _ in range(height)]
    circled: set[Cell] = set()
    shaded: set[Cell] = set()
    givens: set[Cell] = set()
    for cell in _all(grid, "cell"):
        try:
            x, y = int(cell.get("x", "")), int(cell.get("y", ""))
        except ValueError:
            raise refuse(f"a cell without its place: {ET.tostring(cell, 'unicode').strip()}") from None
        if not (1 <= x <= width and 1 <= y <= height):
            raise refuse(f"the cell x={x} y={y} is outside the {width} x {height} grid")
        if any(cell.get(f"{side}-bar") == "true" for side in ("top", "bottom", "left", "right")):
            raise refuse(
                f"a barred grid (a bar beside the cell x={x} y={y}): gridcraft reads grids of blocks"
            )
        kind, solution = cell.get("type", ""), (cell.get("solution") or "").strip()
        if kind in ("block", "void") or (kind == "clue" and not solution):
            continue
        if not solution:
            raise refuse(
                f"the cell x={x} y={y} has no solution (gridcraft reads crosswords with their solutions)"
            )
        if not is_cell_value(solution):
            raise refuse(f"the cell x={x} y={y} holds {solution!r}: {CELL_RULE}")
        at = (y - 1, x - 1)
        rows[at[0]][at[1]] = solution
        if cell.get("background-shape") == "circle":
            circled.add(at)
        if (cell.get("background-color") or "").strip().lower() not in _WHITE:
            shaded.add(at)
        if (cell.get("solve-state") or "").strip() or cell.get("hint") == "true":
            givens.add(at)
    return tuple(tuple(row) for row in rows), circled, shaded, givens


def _word_cells(word: ET.Element) -> list[Cell]:
    """The cells of a ``word`` element, in order: its own ``x``/``y`` range, then its ``cells``."""
    found: list[Cell] = []
    for part in ([word] if word.get("x") and word.get("y") else []) + _all(word, "cells"):
        (x0, _, x1), (y0, _, y1) = part.get("x", "").partition("-"), part.get("y", "").partition("-")
        xs, ys = range(int(x0), int(x1 or x0) + 1), range(int(y0), int(y1 or y0) + 1)
        found += [(y - 1, x - 1) for x in xs for y in ys]
    return found


def _clues(
    crossword: ET.Element, found: CrosswordFile, source: str
) -> dict[tuple[int, str], tuple[str, str]]:
    """The clues by the number and direction of their words' entries.

    Raises:
        ParseError: a word with a cell without its place, a clue whose word is no entry.
    """

    def refuse(reason: str) -> ParseError:
        return _refuse(reason, source)

    starts = {(slot.cells[0], direction): number for number, direction, slot in found.entries()}
    words: dict[str, list[Cell]] = {}
    for word in _all(crossword, "word"):
        try:
            words[word.get("id", "")] = _word_cells(word)
        except ValueError:
            raise refuse(f"the word {word.get('id')!r} has a cell without its place") from None
    clues: dict[tuple[int, str], tuple[str, str]] = {}
    for group in _all(crossword, "clues"):
        title = _text(_find(group, "title")).lower()
        named = ACROSS if "across" in title else DOWN if "down" in title else ""
        for clue in _all(group, "clue"):
            cells = words.get(clue.get("word", ""), [])
            direction = named or (ACROSS if len({r for r, _ in cells}) == 1 else DOWN)
            number = starts.get((cells[0], direction)) if cells else None
            if number is None:
                label = f"{clue.get('number', '?')} {direction}"
                raise refuse(f"the clue {label} ({_text(clue)!r}) names no entry of the grid")
            clues[(number, direction)] = (_text(clue), (clue.get("format") or "").strip())
    return clues


def write_jpz(crossword: CrosswordFile) -> str:
    """The ``.jpz`` file (XML text) of ``crossword`` (see the module docstring)."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<crossword-compiler xmlns="{COMPILER}">',
        f'  <rectangular-puzzle xmlns="{NAMESPACE}">',
        "    <metadata>",
    ]
    for name, text in (
        ("title", crossword.title),
        ("creator", crossword.author),
        ("copyright", crossword.copyright),
        ("description", crossword.notes),
    ):
        if text:
            lines.append(f"      <{name}>{escape(text)}</{name}>")
    lines += ["    </metadata>", "    <crossword>", *_grid_lines(crossword), *_word_and_clue_lines(crossword)]
    lines += ["    </crossword>", "  </rectangular-puzzle>", "</crossword-compiler>", ""]
    return "\n".join(lines)


def _grid_lines(crossword: CrosswordFile) -> list[str]:
    """The ``grid`` element: a ``cell`` per cell, row by row."""
    numbers = crossword.numbers()
    lines = [
        f'      <grid width="{crossword.width}" height="{crossword.height}">',
        '        <grid-look numbering-scheme="normal"/>',
    ]
    for r, row in enumerate(crossword.cells):
        for c, solution in enumerate(row):
            attributes = {"x": str(c + 1), "y": str(r + 1)}
            if solution is None:
                attributes["type"] = "block"
            else:
                attributes["solution"] = solution
                if (r, c) in numbers:
                    attributes["number"] = str(numbers[(r, c)])
                if (r, c) in crossword.circled:
                    attributes["background-shape"] = "circle"
                if (r, c) in crossword.shaded:
                    attributes["background-color"] = SHADE
                if (r, c) in crossword.givens:
                    attributes |= {"type": "clue", "solve-state": solution}
            lines.append(f"        <cell{_attributes(attributes)}/>")
    return [*lines, "      </grid>"]


def _word_and_clue_lines(crossword: CrosswordFile) -> list[str]:
    """A ``word`` per entry (across ids from 1, down ids from 1001), then the Across and Down
    ``clues``."""
    entries = crossword.entries()
    lines: list[str] = []
    ids: dict[tuple[int, str], str] = {}
    counts = {ACROSS: 0, DOWN: 1000}
    for number, direction, slot in entries:
        counts[direction] += 1
        ids[(number, direction)] = str(counts[direction])
        lines.append(f'      <word id="{counts[direction]}">')
        lines += [f'        <cells x="{c + 1}" y="{r + 1}"/>' for r, c in slot.cells]
        lines.append("      </word>")
    for direction, heading in ((ACROSS, "Across"), (DOWN, "Down")):
        lines += ['      <clues ordering="normal">', f"        <title><b>{heading}</b></title>"]
        for number, way, _ in entries:
            if way == direction:
                text, enum = crossword.clues.get((number, direction), ("", ""))
                attributes = {"word": ids[(number, direction)], "number": str(number)}
                attributes |= {"format": enum} if enum else {}
                lines.append(f"        <clue{_attributes(attributes)}>{escape(text)}</clue>")
        lines.append("      </clues>")
    return lines


def _attributes(attributes: dict[str, str]) -> str:
    return "".join(f" {name}={quoteattr(value)}" for name, value in attributes.items())
