"""The fill-in (Kriss Kross) puzzle model.

Glossary::

    Cell = tuple[int, int]   # (row, col), 0-based
    Grid = tuple[str, ...]   # a filled grid: `height` rows of `width` characters, a space for a block
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from gridcraft.errors import InvalidPuzzle
from gridcraft.grid import Cell, Slot, find_slots
from gridcraft.words import Entry, is_letter

Grid = tuple[str, ...]
BLOCK = "#"  # a block in FillinPuzzle.rows
EMPTY = "."  # an empty white cell in FillinPuzzle.rows


@dataclass(frozen=True, slots=True)
class FillinPuzzle:
    """A fill-in puzzle: a grid of white cells and blocks, given letters, and a word list.

    Attributes:
        rows: ``height`` strings of ``width`` characters: ``#`` a block, ``.`` an empty white cell,
            any other character a given letter (upper-case, see :func:`gridcraft.words.display_upper`).
        words: the word list; an entry repeated (same letters) fills as many slots as it appears.
        slots: the slots (runs of 2+ white cells), across slots first; derived from ``rows``.

    Raises:
        InvalidPuzzle: rows of different lengths, no rows, or a character that is neither ``#``,
            ``.`` nor a letter.
    """

    rows: tuple[str, ...]
    words: tuple[Entry, ...]
    slots: tuple[Slot, ...] = field(init=False, compare=False)

    def __post_init__(self) -> None:
        if not self.rows or not self.rows[0]:
            raise InvalidPuzzle("a fill-in puzzle needs at least one row and one column")
        if len({len(r) for r in self.rows}) != 1:
            raise InvalidPuzzle("the rows of a fill-in puzzle must have the same length")
        for r, row in enumerate(self.rows):
            for c, ch in enumerate(row):
                if ch not in (BLOCK, EMPTY) and not is_letter(ch):
                    raise InvalidPuzzle(f"cell ({r}, {c}) holds {ch!r}, not '#', '.' or a letter")
        object.__setattr__(self, "slots", tuple(find_slots(self.white(), self.height, self.width)))

    @property
    def height(self) -> int:
        """Number of rows."""
        return len(self.rows)

    @property
    def width(self) -> int:
        """Number of columns."""
        return len(self.rows[0])

    def white(self) -> set[Cell]:
        """The white cells (empty or holding a given letter), ``(row, col)``."""
        return {(r, c) for r, row in enumerate(self.rows) for c, ch in enumerate(row) if ch != BLOCK}

    def givens(self) -> dict[Cell, str]:
        """The given letters, ``(row, col) -> letter``."""
        return {
            (r, c): ch
            for r, row in enumerate(self.rows)
            for c, ch in enumerate(row)
            if ch not in (BLOCK, EMPTY)
        }

    def word_counts(self) -> Counter[str]:
        """How many times each word (its placed letters) is in the word list."""
        return Counter(e.letters for e in self.words)
