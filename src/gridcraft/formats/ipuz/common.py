"""The ipuz container's shared pieces: field names, credits, the form a kind fills in to write and
read its body (:class:`IpuzForm`), a deterministic JSON layout, and errors that point at a field.

Glossary::

    Cell = tuple[int, int]   # (row, col), 0-based
    an ipuz coordinate       # [x, y] = [col, row], 1-based when we write it

Source: the ipuz specification, version 2 (http://ipuz.org, mirrored at puzzazz.com/ipuz and
libipuz.org/ipuz-spec.html): PuzzleKind URIs, the ``version``/``kind`` fields, LabeledCell,
CrosswordValue, Clue, CalcSpec, and extension fields (names holding a ``.``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from gridcraft.errors import ParseError
from gridcraft.grid import Cell

P = TypeVar("P")  # a kind's puzzle model
S = TypeVar("S")  # its solution

VERSION = "http://ipuz.org/v2"
CROSSWORD = "http://ipuz.org/crossword#1"
SUDOKU = "http://ipuz.org/sudoku#1"
WORDSEARCH = "http://ipuz.org/wordsearch#1"
KIND_PREFIX = "http://ipuz.org/"
ORIGIN = "gridcraft"
BLOCK = "#"  # the spec's default block value
EMPTY = 0  # the spec's default empty value
# Extension fields (the spec: a field whose name holds a '.' is an extension; readers ignore the
# ones they do not know). They record what a plain crossword cannot: which gridcraft kind the
# file holds and the word list as written, in its order.
EXT_KIND = "org.gridcraft:kind"  # the name of the kind the file holds
EXT_WORDS = "org.gridcraft:words"  # the entries as written, word-list order
EXT_CLUES = "org.gridcraft:clues"  # a clued layout's clues as written, word-list order
EXT_RTL = "org.gridcraft:rtl"  # true for a layout whose across words read right to left
EXT_DIAGRAMLESS = "org.gridcraft:diagramless"  # true for a diagramless crossword (its blocks hidden)
WIDTH = 100  # a JSON value whose one-line form fits in this many characters stays on one line

Document = dict[str, Any]  # an ipuz file's JSON object


@dataclass(frozen=True, slots=True)
class Credits:
    """Who made a puzzle and what it is called, as a puzzle file gives them (plain text; ``""``:
    not given).

    Attributes:
        title: the puzzle's title (ipuz ``title``).
        author: its author (ipuz ``author``).
        copyright: its copyright line (ipuz ``copyright``).
    """

    title: str = ""
    author: str = ""
    copyright: str = ""


@dataclass(frozen=True, slots=True)
class IpuzForm(Generic[P, S]):
    """A kind's ipuz form: what the kind writes inside the container's envelope and how it reads
    its documents back (the container, :mod:`gridcraft.formats.ipuz`, writes and checks the
    envelope: ``version``, ``kind``, ``origin``, ``title``, ``author``, ``copyright``).

    Attributes:
        kind: the PuzzleKind URI written in ``kind`` (``http://ipuz.org/sudoku#1``).
        title: the title written when none is given (``KenKen``).
        body: the fields after the envelope's, in order: ``body(puzzle, solution)`` (``solution``
            ``None``: the empty puzzle); raises ``InvalidPuzzle`` for a solution that does not
            solve the puzzle.
        read: the puzzle and its solution (``None`` when the file has none) of a document that
            holds the kind's puzzle, or ``None`` when the document is not the kind's; raises
            :class:`gridcraft.errors.FieldError` for a bad field of one that is.
        last: whether the registry asks this form after every other kind's (it takes documents
            the others leave: the fill-in kind reads any crossword with a complete solution).
        description: one line for help texts.
        warnings: what the reader mends in a document it takes, one line each (a clue's
            enumeration that does not fit its entry), which the registry says on standard error
            as warnings about the file; ``None``: nothing.
    """

    kind: str
    title: str
    body: Callable[[P, S | None], Document]
    read: Callable[[Document], tuple[P, S | None] | None]
    last: bool = False
    description: str = "an ipuz file"
    warnings: Callable[[Document], list[str]] | None = None


def dump(doc: Document) -> str:
    """``doc`` as JSON text: keys in insertion order, UTF-8 letters kept as they are, a value on
    one line when it fits in :data:`WIDTH` characters (so each grid row is one line), a trailing
    newline. The same ``doc`` always gives the same text."""
    return _render(doc, 0, force=True) + "\n"


def _render(value: Any, indent: int, lead: int = 0, force: bool = False) -> str:
    """``value`` indented by ``indent`` spaces, its first line starting after ``lead`` characters."""
    flat = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if not force and (not isinstance(value, (dict, list)) or not value or lead + len(flat) <= WIDTH):
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        items = []
        for key, item in value.items():
            name = json.dumps(key, ensure_ascii=False)
            items.append(f"{pad}{name}: {_render(item, indent + 2, indent + 4 + len(name))}")
    else:
        items = [pad + _render(item, indent + 2, indent + 2) for item in value]
    close = " " * indent + ("}" if isinstance(value, dict) else "]")
    opening = "{" if isinstance(value, dict) else "["
    return opening + "\n" + ",\n".join(items) + "\n" + close


class Fields:
    """Errors about the fields of one ipuz text: each names the field and points at the first place
    where the field's name is written (1-based line and column), or at line 0 when it is absent.

    Args:
        text: the whole text as given (so positions match the file).
        source: the file name for messages.
    """

    def __init__(self, text: str, source: str) -> None:
        self.text = text
        self.source = source

    def where(self, field: str) -> tuple[int, int]:
        """1-based ``(line, column)`` of ``"field"`` followed by ``:``, or ``(0, 0)``."""
        key = json.dumps(field, ensure_ascii=False)
        start = 0
        while True:
            i = self.text.find(key, start)
            if i < 0:
                return 0, 0
            rest = self.text[i + len(key) :].lstrip()
            if rest.startswith(":"):
                return position(self.text, i)
            start = i + 1

    def error(self, field: str, message: str) -> ParseError:
        """A :class:`ParseError` ``"'field': message"`` at the field's position."""
        line, column = self.where(field)
        return ParseError(f"{field!r}: {message}", line, column, self.source)


def position(text: str, offset: int) -> tuple[int, int]:
    """1-based ``(line, column)`` of character ``offset`` of ``text``."""
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, column


def as_int(value: Any) -> int | None:
    """An int (not a bool) or a string of digits as an int (the spec: numbers and strings holding
    numbers are interchangeable); ``None`` for anything else."""
    if is_int(value):
        return int(value)
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    return None


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_pair(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(is_int(v) for v in value)


def is_kind(doc: Document, uri: str) -> bool:
    """Whether the document's ``kind`` list names the PuzzleKind ``uri`` (its version number, the
    part from ``#``, left out: ``http://ipuz.org/sudoku`` for ``http://ipuz.org/sudoku#1``)."""
    base = uri.split("#", 1)[0]
    kinds = doc.get("kind")
    return isinstance(kinds, list) and any(str(k).startswith(base) for k in kinds)


def xy(cell: Cell) -> list[int]:
    """The ipuz coordinate ``[x, y]`` (column, row; 1-based) of a 0-based ``(row, col)`` cell."""
    return [cell[1] + 1, cell[0] + 1]
