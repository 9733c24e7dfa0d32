"""What the player shows of a puzzle, in terms every kind can fill in: a grid of cells and blocks,
its entries (the runs a solver fills, or the cages), a clue or a word bank, the words to find in a
grid of letters, boxes and cages, and the solution with its explained steps (sealed into the file,
see :mod:`gridcraft.player.seal`).

Every cell is ``(row, col)``, 0-based, as in the kinds' JSON; a value is one grapheme cluster (a
letter as the grid shows it, or a KenKen digit written as a decimal number).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field

from gridcraft.captions import guess_language
from gridcraft.grid import Cell
from gridcraft.words import display_upper, letter_language, shown

#: the player's modes: ``clued`` (a numbered grid and its clues), ``words`` (a word bank to
#: place), ``cages`` (a Latin square in cages, its values few), ``find`` (a grid of letters, every
#: one given, and a list of words to find in it along straight lines)
MODES = ("clued", "words", "cages", "find")
#: how cages are drawn: ``solid`` (thick walls on the cells' edges, the clue in the corner) or
#: ``dashed`` (a dashed outline inset inside the cells, the sum small in the corner)
CAGE_STYLES = ("solid", "dashed")
#: the marks of :attr:`PlayModel.signs`: ``<`` (the first cell is the smaller), ``|`` (a bar: 1 apart)
SIGN_MARKS = ("<", "|")
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
class PlayFind:
    """One word to find in a ``find`` puzzle.

    Attributes:
        text: the word as the list shows it (its spelling: ``ice cream``, ``שלום``).
        cells: its ``(row, col)`` cells from its first letter to its last, as its reader reads
            it (a right-to-left word too): 2 or more consecutive cells on a straight line in one
            of the 8 directions (across, down, or diagonal, either way).
        rtl: it reads right to left (the list shows it so).
    """

    text: str
    cells: tuple[Cell, ...]
    rtl: bool = False

    def __post_init__(self) -> None:
        if len(self.cells) < 2:
            raise ValueError(f"the word {self.text!r} to find needs 2 cells or more")
        (r0, c0), (r1, c1) = self.cells[0], self.cells[1]
        dr, dc = r1 - r0, c1 - c0
        if max(abs(dr), abs(dc)) != 1:
            raise ValueError(f"the cells of {self.text!r} are not next to each other")
        if any(cell != (r0 + k * dr, c0 + k * dc) for k, cell in enumerate(self.cells)):
            raise ValueError(f"the cells of {self.text!r} are not on one straight line, one after another")

    @property
    def direction(self) -> tuple[int, int]:
        """The step ``(rows, columns)`` from one letter to the next, each -1, 0 or 1."""
        (r0, c0), (r1, c1) = self.cells[0], self.cells[1]
        return r1 - r0, c1 - c0


def _spelling_key(text: str, caps: str, fold: bool) -> str:
    """The letters of ``text`` (letters and their marks; no space, hyphen or apostrophe) as a grid
    shows them, to compare a word with the cells that spell it."""
    letters = "".join(ch for ch in unicodedata.normalize("NFC", text) if unicodedata.category(ch)[0] in "LM")
    return unicodedata.normalize("NFC", display_upper(letters, caps or None, fold=fold))


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
            ``""`` an empty cell to fill, else the given value shown in it (``find``: every open
            cell is a given letter; ``None`` cells are masked out and not drawn).
        entries: the entries, in the order Tab visits them.
        solution: the value of every cell to fill (givens too), ``(row, col) -> value``
            (``find``: the grid's letters).
        numbers: the numbers printed in cells, ``(row, col) -> number``.
        bank: the word bank (see :func:`word_bank`; ``()``: none).
        cages: the cages: ``(label, cells)``, the label (a clue, a sum) shown in the first cell,
            each cell open and in one cage at most (``()``: none).
        values: the values a cell may take when they are few (KenKen's ``1`` to ``n``; ``()``: any
            letter).
        steps: the explained steps from the empty grid to the solution.
        hint_note: why there are no steps (``""``: there are, or the kind has none).
        rtl: the puzzle reads right to left (its across entries).
        finds: the words to find (``find`` only, which needs one or more), in the order the list
            shows them; a word may be listed twice (then it is found twice, in two places).
        boxes: ``(rows, cols)`` of each box, drawn with thick lines between boxes (a sudoku's
            ``(3, 3)``); they divide the grid's height and width. ``(0, 0)``: no boxes.
        cage_style: how the cages are drawn, one of :data:`CAGE_STYLES`.
        rules: how the puzzle is played, a paragraph each, shown beside a ``cages`` grid (``()``:
            the player's own words for a Latin square in cages with arithmetic clues).
        unit: what a ``cages`` grid's entries are called on its buttons and in its help (``box``,
            ``region``; ``""``: ``cage``).
        shaded: cells drawn on a pale ground (an X sudoku's diagonals; ``()``: none).
        labels: text on blocks (cells whose grid value is ``None``), ``(row, col) -> (first,
            second)``. When every label's second text is ``""``, each first text is centred in its
            cell, on the page's ground, and the block is drawn as a place for a clue, without walls
            (towers: a ring of clue places around the grid; ``("", "")`` a blank place). Otherwise
            every labelled block is split by a diagonal from its top-left corner, the first text
            (a down sum) in its bottom-left half and the second (an across sum) in its top-right
            half, either ``""`` (kakuro's clue blocks). ``{}``: none.
        origin: where the puzzle's cell ``(0, 0)`` lies in the grid, ``(row, col)``: the explained
            steps' cells are the puzzle's own, shifted by it (towers' grid starts at ``(1, 1)``,
            inside its ring of clues).
        signs: marks on the border between two neighbouring open cells, ``(first, second,
            mark)``: ``"<"`` the first cell's value is below the second's (drawn as ``<``, ``>``,
            ``∧`` or ``∨`` by where the cells lie, the point towards the smaller), ``"|"`` a bar:
            the two values differ by 1 (futoshiki's adjacent mode). ``()``: none.
        circled: open cells drawn with a circle in them (a crossword's theme; ``()``: none).
        diagramless: a diagramless crossword: the solver is not shown its blocks.
        notes: the puzzle's notes to the solver (a crossword file's notepad; ``""``: none).

    Raises:
        ValueError: a field breaks a rule above (the message says which).
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
    finds: tuple[PlayFind, ...] = ()
    boxes: tuple[int, int] = (0, 0)
    cage_style: str = "solid"
    rules: tuple[str, ...] = ()
    unit: str = ""
    shaded: tuple[Cell, ...] = ()
    labels: dict[Cell, tuple[str, str]] = field(default_factory=dict)
    origin: Cell = (0, 0)
    signs: tuple[tuple[Cell, Cell, str], ...] = ()
    circled: tuple[Cell, ...] = ()
    diagramless: bool = False
    notes: str = ""

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, not {self.mode!r}")
        open_cells = {
            (r, c) for r, row in enumerate(self.grid) for c, value in enumerate(row) if value is not None
        }
        if set(self.solution) != open_cells:
            raise ValueError("the solution must give a value for every open cell, and only for those")
        if self.cage_style not in CAGE_STYLES:
            raise ValueError(f"cage_style must be one of {', '.join(CAGE_STYLES)}, not {self.cage_style!r}")
        self._check_boxes()
        self._check_labels()
        self._check_cages(open_cells)
        self._check_signs(open_cells)
        if any(cell not in open_cells for cell in self.circled):
            raise ValueError("a circled cell must be an open cell")
        if self.mode == "find":
            self._check_finds()
        elif self.finds:
            raise ValueError("only a puzzle of mode 'find' has words to find")

    def _check_boxes(self) -> None:
        rows, cols = self.boxes
        if (rows, cols) == (0, 0):
            return
        if rows < 1 or cols < 1 or self.height % rows or self.width % cols:
            raise ValueError(
                f"boxes of {rows} x {cols} cells do not divide a grid of {self.height} x {self.width}"
            )

    def _check_labels(self) -> None:
        for (r, c), texts in self.labels.items():
            if not (0 <= r < self.height and 0 <= c < self.width) or self.grid[r][c] is not None:
                raise ValueError(f"the label {texts!r} is on {(r, c)}, not on a block of the grid")
            if not (isinstance(texts, tuple) and len(texts) == 2 and all(isinstance(t, str) for t in texts)):
                raise ValueError(f"the label on {(r, c)} is two texts (first, second), not {texts!r}")
        r, c = self.origin
        if not (0 <= r < max(self.height, 1) and 0 <= c < max(self.width, 1)):
            raise ValueError(f"the origin {self.origin} is outside the grid")

    @property
    def split_labels(self) -> bool:
        """Whether the labels are drawn split by a diagonal (see :attr:`labels`)."""
        return any(second for _, second in self.labels.values())

    def _check_signs(self, open_cells: set[Cell]) -> None:
        for first, second, mark in self.signs:
            if mark not in SIGN_MARKS:
                raise ValueError(f"a sign's mark is one of {', '.join(SIGN_MARKS)}, not {mark!r}")
            if first not in open_cells or second not in open_cells:
                raise ValueError(f"the sign {mark!r} between {first} and {second} is not between open cells")
            if abs(first[0] - second[0]) + abs(first[1] - second[1]) != 1:
                raise ValueError(f"the sign {mark!r} between {first} and {second}: they are not neighbours")

    def _check_cages(self, open_cells: set[Cell]) -> None:
        seen: set[Cell] = set()
        for label, cells in self.cages:
            if not cells:
                raise ValueError(f"the cage {label!r} has no cell")
            for cell in cells:
                if cell not in open_cells or cell in seen:
                    raise ValueError(f"the cage {label!r} holds {cell}, a block or a cell of another cage")
                seen.add(cell)

    def _check_finds(self) -> None:
        if not self.finds:
            raise ValueError("a puzzle of mode 'find' needs words to find")
        if self.entries or self.bank:
            raise ValueError("a puzzle of mode 'find' has its words in finds, not in entries or a bank")
        for (r, c), value in self.solution.items():
            if not value or self.grid[r][c] != value:
                raise ValueError(f"every open cell of a 'find' grid shows its letter, and {(r, c)} does not")
        for find in self.finds:
            if any(cell not in self.solution for cell in find.cells):
                raise ValueError(f"the word {find.text!r} runs over a masked cell or out of the grid")
            spelled = "".join(self.solution[cell] for cell in find.cells)
            if all(
                _spelling_key(spelled, self.caps, fold) != _spelling_key(find.text, self.caps, fold)
                for fold in (False, True)
            ):
                raise ValueError(f"the cells of {find.text!r} spell {spelled!r}")

    def find_letters(self, find: PlayFind) -> tuple[str, ...]:
        """The letters of ``find`` as its cells show them, first to last (one cluster each)."""
        return tuple(self.solution[cell] for cell in find.cells)

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
