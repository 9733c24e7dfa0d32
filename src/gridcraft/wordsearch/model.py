"""The word-search model: a grid of letter cells, the words hidden in it, the directions they may
read in, and where each word is.

Glossary::

    Cell = tuple[int, int]          # (row, col), 0-based, row 0 at the top, col 0 at the left
    Grid = tuple[tuple[str | None, ...], ...]   # rows of cells: one grapheme cluster, upper-case,
                                    # or None for a cell the shape (mask) leaves out
    Placement(word, start, direction)   # ``word`` as written in the list; ``start`` the cell of
                                    # its first letter in the word's reading order; ``direction``
                                    # one of DIRECTIONS: the step to the next letter

Directions are named by the way a word reads in the grid as drawn (``right``: left to right).
A placement lists its cells in the word's own reading order, so a Hebrew word read leftward is
``Placement(word, start, "left")`` with ``start`` its rightmost cell.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from gridcraft.errors import InvalidPuzzle

Cell = tuple[int, int]  # (row, col), 0-based, as gridcraft.grid.Cell
from gridcraft.words import Entry, cells, display_upper, entries_from_strings, is_rtl, shown

Grid = tuple[tuple[str | None, ...], ...]

#: every direction, by name, as ``(row step, column step)``; this order is the canonical one
VECTORS: dict[str, tuple[int, int]] = {
    "right": (0, 1),
    "down": (1, 0),
    "down-right": (1, 1),
    "down-left": (1, -1),
    "left": (0, -1),
    "up": (-1, 0),
    "up-left": (-1, -1),
    "up-right": (-1, 1),
}
DIRECTIONS = tuple(VECTORS)
OPPOSITE = {
    name: next(o for o, v in VECTORS.items() if v == (-dr, -dc)) for name, (dr, dc) in VECTORS.items()
}
#: the presets for a left-to-right script; a right-to-left one mirrors them (``right`` becomes ``left``)
PRESETS = {
    "easy": ("right", "down"),
    "medium": ("right", "down", "down-right", "down-left"),
    "hard": DIRECTIONS,
}
MIRROR = {"right": "left", "left": "right", "down-right": "down-left", "down-left": "down-right"}


class WordConflict(InvalidPuzzle):
    """A word list in which some word could not be found exactly once, whatever the grid: a word
    inside another (CAT and CATS), or, when a direction and its reverse are both allowed, a word
    that reads the same backwards (LEVEL) or whose reverse is or is inside another (DOG, GOD).

    Attributes:
        words: the words at fault, as written.
    """

    def __init__(self, message: str, words: Sequence[str]) -> None:
        super().__init__(message)
        self.words = tuple(words)

    def __reduce__(self) -> tuple[type[WordConflict], tuple[str, tuple[str, ...]]]:
        return WordConflict, (self.template, self.words)


class NoFit(InvalidPuzzle):
    """The words cannot be placed in the grid asked for (its size, shape or message), or the search
    proved no placement exists; the message says which."""


class Placement(NamedTuple):
    """Where a word is: ``word`` (as written in the list), the ``(row, col)`` cell of its first
    letter (0-based) and the direction it reads in (a name of :data:`DIRECTIONS`)."""

    word: str
    start: Cell
    direction: str

    def cells(self, length: int) -> tuple[Cell, ...]:
        """The ``length`` cells of the word, in its reading order."""
        (r, c), (dr, dc) = self.start, VECTORS[self.direction]
        return tuple((r + i * dr, c + i * dc) for i in range(length))


def resolve_directions(directions: str | Iterable[str], rtl: bool = False) -> tuple[str, ...]:
    """The direction names of a preset (``easy``, ``medium``, ``hard``; mirrored for a right-to-left
    script, so that ``easy`` is leftward and down) or of a list of names, in canonical order.

    Raises:
        InvalidPuzzle: an unknown preset or direction name, or an empty list.
    """
    if isinstance(directions, str):
        if directions not in PRESETS:
            raise InvalidPuzzle(f"unknown directions {directions!r}: choose easy, medium, hard or a list")
        names: Iterable[str] = (MIRROR.get(d, d) if rtl else d for d in PRESETS[directions])
    else:
        names = list(directions)
        bad = [d for d in names if d not in VECTORS]
        if bad:
            raise InvalidPuzzle(f"unknown direction {bad[0]!r}: use {', '.join(DIRECTIONS)}")
    chosen = set(names)
    if not chosen:
        raise InvalidPuzzle("no directions: give at least one")
    return tuple(d for d in DIRECTIONS if d in chosen)


def word_entries(words: Sequence[str], *, unique: bool = False) -> list[Entry]:
    """The words as entries: NFC, joiners (spaces, hyphens, apostrophes) dropped, upper-cased per
    cell without changing length (see :func:`gridcraft.words.display_upper`); ``letters`` holds one
    character per cell (a cluster code for a cell of several characters).

    Raises:
        ParseError: a word that is not letters, of fewer than two letters, or (``unique``) repeated;
            its line is its 1-based index in ``words``.
    """
    return list(_entries(tuple(words), unique))


@functools.lru_cache(maxsize=256)
def _entries(words: tuple[str, ...], unique: bool) -> tuple[Entry, ...]:
    """:func:`word_entries`, kept: a puzzle's checks read its words' entries many times."""
    return tuple(entries_from_strings(list(words), unique=unique))


def word_cells(entry: Entry) -> tuple[str, ...]:
    """The cells an entry's letters fill, each a grapheme cluster."""
    return tuple(shown(ch) for ch in entry.letters)


def upper_cell(cell: str, lang: str | None = None) -> str:
    """A grid cell as the model holds it: NFC, upper-case without changing length."""
    return display_upper(unicodedata.normalize("NFC", cell), lang)


@dataclass(frozen=True, slots=True)
class WordSearch:
    """A word search: the grid, the words to find, the directions they read in, and their places.

    Attributes:
        grid: ``height`` rows of ``width`` cells; a cell is one grapheme cluster, upper-case, or
            ``None`` where the shape has no cell.
        words: the words as written, in the list's order.
        directions: the allowed direction names, in the canonical order of :data:`DIRECTIONS`.
        placements: one :class:`Placement` per word, in the order of ``words``.
        message: the hidden message the leftover cells spell in reading order, or ``None``.

    Raises:
        InvalidPuzzle: a ragged or empty grid, a cell that is not one upper-case grapheme cluster,
            an unknown direction, or placements that do not match the words one for one, leave
            the grid, read in a direction not allowed, or do not spell their word.
    """

    grid: Grid
    words: tuple[str, ...]
    directions: tuple[str, ...]
    placements: tuple[Placement, ...]
    message: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "placements", tuple(Placement(*p) for p in self.placements))
        if not self.grid or not self.grid[0] or len({len(row) for row in self.grid}) != 1:
            raise InvalidPuzzle("a word-search grid is a rectangle of at least one cell")
        for row in self.grid:
            for cell in row:
                if cell is not None and (len(cells(cell)) != 1 or not cell[0].isalpha()):
                    raise InvalidPuzzle(f"a cell holds one letter, not {cell!r}")
        if tuple(d for d in DIRECTIONS if d in self.directions) != self.directions or not self.directions:
            raise InvalidPuzzle(f"directions must be names of {DIRECTIONS}, in that order: {self.directions}")
        if [p.word for p in self.placements] != list(self.words):
            raise InvalidPuzzle("the placements must name the words one for one, in their order")
        for entry, p in zip(self.entries(), self.placements, strict=True):
            self._check_placement(entry, p)

    def _check_placement(self, entry: Entry, p: Placement) -> None:
        if p.direction not in self.directions:
            raise InvalidPuzzle(f"{p.word!r} reads {p.direction}, which the directions do not allow")
        spelt = []
        for r, c in p.cells(len(entry.letters)):
            inside = 0 <= r < self.height and 0 <= c < self.width
            spelt.append(self.grid[r][c] if inside else None)
        if tuple(spelt) != word_cells(entry):
            raise InvalidPuzzle(f"{p.word!r} is not at {p.start} reading {p.direction}")

    @property
    def height(self) -> int:
        """Rows of the grid."""
        return len(self.grid)

    @property
    def width(self) -> int:
        """Columns of the grid."""
        return len(self.grid[0])

    @property
    def rtl(self) -> bool:
        """True when the words are of a right-to-left script (the message reads right to left)."""
        return any(is_rtl(w) for w in self.words)

    def entries(self) -> list[Entry]:
        """The words as :class:`gridcraft.words.Entry` values (letters upper-case, one per cell)."""
        return word_entries(self.words)

    def cells_of(self) -> dict[str, tuple[Cell, ...]]:
        """Each word's cells in its reading order, by word."""
        return {p.word: p.cells(len(e.letters)) for e, p in zip(self.entries(), self.placements, strict=True)}

    def leftover(self) -> list[Cell]:
        """The cells no word covers, in reading order (row by row; right to left for a
        right-to-left script)."""
        used = {cell for cs in self.cells_of().values() for cell in cs}
        cols = range(self.width - 1, -1, -1) if self.rtl else range(self.width)
        return [
            (r, c)
            for r in range(self.height)
            for c in cols
            if self.grid[r][c] is not None and (r, c) not in used
        ]


def message_cells(message: str, lang: str | None = None) -> list[str]:
    """The cells a hidden message fills: its letters (a grapheme cluster each), upper-case; spaces,
    punctuation and digits are dropped (``"Well done!"`` fills 8 cells)."""
    text = unicodedata.normalize("NFC", message)
    return [display_upper(x, lang) for x in cells(text) if x[0].isalpha()]
