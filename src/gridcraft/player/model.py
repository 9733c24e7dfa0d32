"""What the player shows of a puzzle, in terms every kind can fill in: a grid of cells and blocks,
its entries (the runs a solver fills, or KenKen's cages), a clue or a word bank, and the solution
with its explained steps (sealed into the file, see :mod:`gridcraft.player.seal`).

Every cell is ``(row, col)``, 0-based, as in the kinds' JSON; a value is one grapheme cluster (a
letter as the grid shows it, or a KenKen digit written as a decimal number).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from gridcraft.captions import guess_language
from gridcraft.grid import Cell
from gridcraft.words import letter_language, shown

#: the player's modes: ``clued`` (a numbered grid and its clues), ``words`` (a word bank to
#: place), ``cages`` (a Latin square in cages, its values few)
MODES = ("clued", "words", "cages")
#: a word bank: ``(length, ((spelling, letters), ...))`` (see :func:`word_bank`)
Bank = tuple[tuple[int, tuple[tuple[str, str], ...]], ...]


@dataclass(frozen=True, slots=True)
class PlayEntry:
    """One entry of the puzzle: the cells a solver fills as a unit.

    Attributes:
        label: its name for a reader (``4 Across``; a cage: ``cage 12×``).
        cells: its ``(row, col)`` cells in reading order (right to left for a right-to-left entry).
        direction: ``across``, ``down``, or ``cage``.
        number: its number in the grid (0: not numbered).
        clue: its clue (``""``: none).
        enumeration: its word lengths (``3,5``; ``""``: none shown).
        rtl: it reads right to left.
    """

    label: str
    cells: tuple[Cell, ...]
    direction: str
    number: int = 0
    clue: str = ""
    enumeration: str = ""
    rtl: bool = False


@dataclass(frozen=True, slots=True)
class PlayStep:
    """One explained step, as ``solve --explain`` gives it.

    Attributes:
        text: the step in plain words.
        cells: the cells its reasoning reads, ``(row, col)``.
        placed: ``((row, col), value)`` it fills in.
    """

    text: str
    cells: tuple[Cell, ...]
    placed: tuple[tuple[Cell, str], ...]


@dataclass(frozen=True, slots=True)
class PlayModel:
    """A puzzle as the player shows it.

    Attributes:
        mode: one of :data:`MODES`.
        title: the heading (and the file's title).
        lang: the language of the words (BCP 47, ``""``: unknown), for readers.
        caps: the language whose capitals a typed letter takes (``tr``: ``i`` is ``İ``; ``el``:
            no accents; ``""``: the usual ones), as the puzzle's own letters were made.
        grid: ``height`` rows of ``width`` cells: ``None`` a block (or a cell outside the puzzle),
            ``""`` an empty cell to fill, else the given value shown in it.
        entries: the entries, in the order Tab visits them.
        solution: the value of every cell to fill (givens too), ``(row, col) -> value``.
        numbers: the numbers printed in cells, ``(row, col) -> number``.
        bank: the word bank (see :func:`word_bank`; ``()``: none).
        cages: KenKen's cages: ``(label, cells)`` (``()``: none).
        values: the values a cell may take when they are few (KenKen's ``1`` to ``n``; ``()``: any
            letter).
        steps: the explained steps from the empty grid to the solution.
        hint_note: why there are no steps (``""``: there are, or the kind has none).
        rtl: the puzzle reads right to left (its across entries).
    """

    mode: str
    title: str
    grid: tuple[tuple[str | None, ...], ...]
    entries: tuple[PlayEntry, ...]
    solution: dict[Cell, str]
    lang: str = ""
    caps: str = ""
    numbers: dict[Cell, int] = field(default_factory=dict)
    bank: Bank = ()
    cages: tuple[tuple[str, tuple[Cell, ...]], ...] = ()
    values: tuple[str, ...] = ()
    steps: tuple[PlayStep, ...] = ()
    hint_note: str = ""
    rtl: bool = False

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, not {self.mode!r}")
        open_cells = {
            (r, c) for r, row in enumerate(self.grid) for c, value in enumerate(row) if value is not None
        }
        if set(self.solution) != open_cells:
            raise ValueError("the solution must give a value for every open cell, and only for those")

    @property
    def height(self) -> int:
        """Rows of the grid."""
        return len(self.grid)

    @property
    def width(self) -> int:
        """Columns of the grid."""
        return len(self.grid[0]) if self.grid else 0


def word_bank(pairs: Iterable[tuple[str, str]]) -> Bank:
    """A word bank grouped as the printed sheets group it.

    Args:
        pairs: ``(letters, spelling)`` of each entry, the letters one character per cell (a
            cluster as its code, see :func:`gridcraft.words.cell_code`); an entry listed twice
            appears twice.

    Returns:
        ``(length, ((spelling, letters), ...))``, shortest length first, each group sorted by
        letters and then spelling; the letters as the grid shows them.
    """
    groups: dict[int, list[tuple[str, str]]] = {}
    for letters, text in pairs:
        groups.setdefault(len(letters), []).append((letters, text))
    return tuple(
        (n, tuple((text, shown(letters)) for letters, text in sorted(groups[n]))) for n in sorted(groups)
    )


def languages(texts: Iterable[str], lang: str | None = None) -> tuple[str, str]:
    """The language of a puzzle's words for readers (``lang``, else guessed from ``texts``), and
    the language of its capitals (see :attr:`PlayModel.caps`), as the word list's were made."""
    texts = list(texts)
    spoken = lang or guess_language(texts)
    caps = letter_language(texts, lang) or ("el" if spoken == "el" else "")
    return spoken, caps
