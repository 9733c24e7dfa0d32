"""Shared pieces of the ipuz reader and writers: field names, the result type, crossword
numbering, a deterministic JSON layout, and errors that point at a field.

Glossary::

    Cell = tuple[int, int]   # (row, col), 0-based
    an ipuz coordinate       # [x, y] = [col, row], 1-based when we write it (see ipuz_read)

Source: the ipuz specification, version 2 (http://ipuz.org, mirrored at puzzazz.com/ipuz and
libipuz.org/ipuz-spec.html): PuzzleKind URIs, the ``version``/``kind`` fields, LabeledCell,
CrosswordValue, Clue, CalcSpec, and extension fields (names holding a ``.``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from gridcraft import crisscross, fillin, kenken
from gridcraft.crisscross import Layout
from gridcraft.errors import ParseError
from gridcraft.fillin import FillinPuzzle
from gridcraft.fillin import Grid as FillinGrid
from gridcraft.kenken import Grid as KenKenGrid
from gridcraft.kenken import KenKenPuzzle

VERSION = "http://ipuz.org/v2"
CROSSWORD = "http://ipuz.org/crossword#1"
SUDOKU = "http://ipuz.org/sudoku#1"
KIND_PREFIX = "http://ipuz.org/"
ORIGIN = "gridcraft"
BLOCK = "#"  # the spec's default block value
EMPTY = 0  # the spec's default empty value
# Extension fields (the spec: a field whose name holds a '.' is an extension; readers ignore the
# ones they do not know). They record what a plain crossword cannot: which gridcraft kind the
# file holds and the word list as written, in its order.
EXT_KIND = "org.gridcraft:kind"  # the name of the fill-in or the criss-cross kind
EXT_WORDS = "org.gridcraft:words"  # the entries as written, word-list order
EXT_CLUES = "org.gridcraft:clues"  # a clued layout's clues as written, word-list order
EXT_RTL = "org.gridcraft:rtl"  # true for a layout whose across words read right to left
FILLIN = fillin.KIND
CRISSCROSS = crisscross.KIND
KENKEN = kenken.KIND
WIDTH = 100  # a JSON value whose one-line form fits in this many characters stays on one line

AnyPuzzle = FillinPuzzle | Layout | KenKenPuzzle
AnyGrid = FillinGrid | KenKenGrid
AnyKind = fillin.FillinKind | crisscross.CrissCrossKind | kenken.KenKenKind


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
class IpuzPuzzle:
    """What an ipuz file holds, as gridcraft models.

    Attributes:
        kind: the kind of the puzzle: the fill-in, criss-cross or KenKen ``KIND``.
        puzzle: a :class:`~gridcraft.fillin.FillinPuzzle`, a criss-cross
            :class:`~gridcraft.crisscross.Layout` or a :class:`~gridcraft.kenken.KenKenPuzzle`.
        solution: the file's solution when it has a complete one: for a fill-in puzzle ``height``
            strings of ``width`` characters (a space for a block), for KenKen ``n`` rows of ``n``
            ints; always ``None`` for a layout (its letters are the layout itself).
        credits: the file's title, author and copyright.
    """

    kind: AnyKind
    puzzle: AnyPuzzle
    solution: AnyGrid | None = None
    credits: Credits = Credits()


def dump(doc: dict[str, Any]) -> str:
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
