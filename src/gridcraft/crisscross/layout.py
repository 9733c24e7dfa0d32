"""The criss-cross layout model and its independent validity checker.

Glossary::

    Cell = tuple[int, int]        # (row, col), 0-based, row 0 at the top
    Direction = "across" | "down"

A layout is valid when (1) letters agree wherever words cross, (2) every maximal horizontal or
vertical run of two or more letters is exactly one placed word (so nothing touches a word's sides or
ends except at crossings: no accidental words), (3) every word of the list is placed exactly once,
(4) all letters form one 4-connected piece, and (5) the stated width and height are the bounding box.
:meth:`Layout.check` tests exactly this from the placements alone, without the generator's bookkeeping.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from gridcraft.errors import InvalidPuzzle
from gridcraft.grid import ACROSS as ACROSS  # re-exported: the kind's directions
from gridcraft.grid import DOWN as DOWN
from gridcraft.grid import Cell, components


@dataclass(frozen=True, slots=True)
class Placement:
    """One word in the grid.

    Attributes:
        word: the letters as placed, upper-case (e.g. ``"ICECREAM"``).
        row: 0-based row of the first letter.
        col: 0-based column of the first letter.
        direction: ``"across"`` (left to right) or ``"down"`` (top to bottom).
        entry: the spelling given in the word list (e.g. ``"ice cream"``); defaults to ``word``.
        clue: the word's clue (``""``: none).
        rtl: the word is in a right-to-left script: across, its first letter is the rightmost
            (``col`` is that cell's column) and it reads leftwards; down is unchanged.
    """

    word: str
    row: int
    col: int
    direction: str
    entry: str = ""
    clue: str = ""
    rtl: bool = False

    def __post_init__(self) -> None:
        if self.direction not in (ACROSS, DOWN):
            raise InvalidPuzzle(f"direction must be 'across' or 'down', not {self.direction!r}")
        if not self.entry:
            object.__setattr__(self, "entry", self.word)

    def cells(self) -> list[Cell]:
        """The ``(row, col)`` cells of the word, first letter first (leftwards for a right-to-left
        across word)."""
        if self.direction == ACROSS:
            step = -1 if self.rtl else 1
            return [(self.row, self.col + step * i) for i in range(len(self.word))]
        return [(self.row + i, self.col) for i in range(len(self.word))]

    def visual(self) -> tuple[int, int, str, str]:
        """``(row, col, direction, letters)`` as the grid shows the word, left to right and top to
        bottom: a right-to-left across word from its leftmost cell, its letters reversed."""
        if self.direction == ACROSS and self.rtl:
            return (self.row, self.col - len(self.word) + 1, self.direction, self.word[::-1])
        return (self.row, self.col, self.direction, self.word)


@dataclass(frozen=True, slots=True)
class SearchInfo:
    """How a layout was found.

    Attributes:
        nodes: search nodes expanded.
        seconds: wall-clock seconds spent.
        optimal: True only when the search proved no better layout exists (under the given limits).
        method: ``"exact"`` (branch and bound) or ``"anytime"``.
        note: one line on how far the search got (e.g. the box sizes tried).
        fills: how many ways the empty grid can be filled with the words (``None``: not checked);
            a lower bound unless ``fills_complete``.
        fills_complete: ``fills`` is exact (every fill was enumerated).
        givens_minimal: the layout's givens are proven the fewest that make its fill unique.
        clock_cut: the time limit stopped a search before its node budget was spent: the layout
            then depends on the machine's speed (a node budget alone gives the same one anywhere).
    """

    nodes: int = 0
    seconds: float = 0.0
    optimal: bool = False
    method: str = ""
    note: str = ""
    fills: int | None = None
    fills_complete: bool = False
    givens_minimal: bool = False
    clock_cut: bool = False


@dataclass(frozen=True, slots=True)
class Layout:
    """A criss-cross layout: placements normalised so that the bounding box starts at ``(0, 0)``.

    Attributes:
        placements: the placed words, in word-list order.
        width: bounding-box width in cells.
        height: bounding-box height in cells.
        info: how the layout was found (:class:`SearchInfo`).
        givens: cells, ``(row, col)`` 0-based in reading order, whose letters the empty puzzle
            shows, so that the puzzle has one answer (see :mod:`gridcraft.crisscross.answer`).
        crossword: a crossword's own grid, read from a crossword file (a filled grid's, or another
            program's): numbered, with a clue per entry even while its clues are empty, and never
            a word-list puzzle.
        circled: letter cells drawn with a circle in them (a crossword's theme, say).
        shaded: letter cells drawn on a light grey ground.
        notes: a crossword file's notes to the solver (its notepad; ``""``: none).
        diagramless: a diagramless crossword (read from a file): the solver is not shown its
            blocks.
        word_bank: a crossword handed out with its answers listed in a word bank beside its
            clues (for younger solvers; see :mod:`gridcraft.crisscross.bank`).

    A cell whose letter is a rebus (several letters in one cell, ``"HEART"``) holds one cell code
    (see :func:`gridcraft.words.cell_code`), as a grapheme cluster does: a word's ``word`` has one
    character per cell, and :func:`gridcraft.words.shown` writes the rebus whole.
    """

    placements: tuple[Placement, ...]
    width: int
    height: int
    info: SearchInfo = field(default_factory=SearchInfo, compare=False)
    givens: tuple[Cell, ...] = ()
    crossword: bool = False
    circled: frozenset[Cell] = frozenset()
    shaded: frozenset[Cell] = frozenset()
    notes: str = ""
    diagramless: bool = False
    word_bank: bool = False

    @staticmethod
    def from_placements(placements: Iterable[Placement], info: SearchInfo | None = None) -> Layout:
        """Build a layout, translating the placements so the bounding box starts at ``(0, 0)``.

        Raises:
            InvalidPuzzle: no placements.
        """
        ps = list(placements)
        if not ps:
            raise InvalidPuzzle("a layout needs at least one placement")
        cells = [cell for p in ps for cell in _ends(p.cells())]  # a word's extreme cells are its ends
        r0 = min(r for r, _ in cells)
        c0 = min(c for _, c in cells)
        moved = tuple(
            p
            if not (r0 or c0)
            else Placement(p.word, p.row - r0, p.col - c0, p.direction, p.entry, p.clue, p.rtl)
            for p in ps
        )
        h = max(r for r, _ in cells) - r0 + 1
        w = max(c for _, c in cells) - c0 + 1
        return Layout(moved, w, h, info or SearchInfo())

    # -- derived views ---------------------------------------------------------------------------
    @property
    def area(self) -> int:
        """Bounding-box area, ``width * height`` cells."""
        return self.width * self.height

    @property
    def optimal(self) -> bool:
        """True when the footprint is proven minimal."""
        return self.info.optimal

    def letters(self) -> dict[Cell, str]:
        """Map ``(row, col)`` -> letter. Later placements win on a clash (use :meth:`check`)."""
        grid: dict[Cell, str] = {}
        for p in self.placements:
            for cell, ch in zip(p.cells(), p.word):
                grid[cell] = ch
        return grid

    def rows(self) -> list[str]:
        """The grid as ``height`` strings of ``width`` characters, a space for an empty cell."""
        grid = self.letters()
        return ["".join(grid.get((r, c), " ") for c in range(self.width)) for r in range(self.height)]

    @property
    def crossings(self) -> int:
        """Number of cells shared by an across and a down word."""
        return sum(len(p.word) for p in self.placements) - len(self.letters())

    @property
    def density(self) -> float:
        """Letter cells / area."""
        return len(self.letters()) / self.area

    @property
    def rtl(self) -> bool:
        """True for a layout of words in a right-to-left script (across words read leftwards)."""
        return any(p.rtl for p in self.placements)

    def mirrored(self) -> Layout:
        """The layout mirrored left to right, each word's reading direction turned with it: a
        left-to-right layout becomes the right-to-left layout of the same words (each across word
        read from its rightmost cell), and back."""
        last = self.width - 1
        ps = [replace(p, col=last - p.col, rtl=not p.rtl) for p in self.placements]
        givens = tuple(sorted((r, last - c) for r, c in self.givens))
        circled = frozenset((r, last - c) for r, c in self.circled)
        shaded = frozenset((r, last - c) for r, c in self.shaded)
        return replace(self, placements=tuple(ps), givens=givens, circled=circled, shaded=shaded)

    def transposed(self) -> Layout:
        """The layout mirrored in its main diagonal (across words become down words; a
        right-to-left layout stays right-to-left)."""
        if self.rtl:
            return self.mirrored().transposed().mirrored()
        ps = [
            replace(p, row=p.col, col=p.row, direction=DOWN if p.direction == ACROSS else ACROSS)
            for p in self.placements
        ]
        givens = tuple(sorted((c, r) for r, c in self.givens))
        circled, shaded = (
            frozenset((c, r) for r, c in self.circled),
            frozenset((c, r) for r, c in self.shaded),
        )
        return replace(
            self,
            placements=tuple(ps),
            width=self.height,
            height=self.width,
            givens=givens,
            circled=circled,
            shaded=shaded,
        )

    def check(self, words: Iterable[str] | None = None) -> list[str]:
        """Return every rule the layout breaks (empty list: valid; see :func:`check_layout`), and
        any given that is not a letter cell."""
        letters = self.letters() if self.givens or self.circled or self.shaded else {}
        stray = [f"given {cell} is not a letter cell" for cell in self.givens if cell not in letters]
        stray += [
            f"marked cell {cell} is not a letter cell"
            for cell in self.circled | self.shaded
            if cell not in letters
        ]
        return check_layout(self.placements, self.width, self.height, words) + stray


def _ends(cells: list[Cell]) -> tuple[Cell, Cell]:
    return cells[0], cells[-1]


def check_layout(
    placements: Iterable[Placement], width: int, height: int, words: Iterable[str] | None = None
) -> list[str]:
    """Check a layout against every rule, independently of how it was built.

    Args:
        placements: the placed words; coordinates are ``(row, col)``, 0-based.
        width, height: the claimed bounding box, which must start at ``(0, 0)``.
        words: if given, the word list (letters as placed); each must be placed exactly once.

    Returns:
        One message per broken rule; an empty list means valid.
    """
    ps = list(placements)
    errors: list[str] = []
    if not ps:
        return ["no words placed"]
    grid: dict[Cell, str] = {}
    for p in ps:
        if p.direction not in (ACROSS, DOWN):
            errors.append(f"{p.word}: bad direction {p.direction!r}")
        for cell, ch in zip(p.cells(), p.word):
            if grid.get(cell, ch) != ch:
                errors.append(f"{p.word}: {ch!r} clashes with {grid[cell]!r} at {cell}")
            grid.setdefault(cell, ch)
    # bounding box
    rows = [r for r, _ in grid]
    cols = [c for _, c in grid]
    if (min(rows), min(cols)) != (0, 0) or (max(rows) + 1, max(cols) + 1) != (height, width):
        errors.append(
            f"bounding box is rows {min(rows)}..{max(rows)}, cols {min(cols)}..{max(cols)}, "
            f"not {width} x {height} from (0, 0)"
        )
    # word list: each word exactly once
    placed = sorted(p.word for p in ps)
    if words is not None and placed != sorted(words):
        errors.append(f"placed words {placed} differ from the word list {sorted(words)}")
    elif len(set(placed)) != len(placed):
        errors.append("a word is placed twice")
    # every maximal run of 2+ letters is exactly one placed word
    starts = {p.visual() for p in ps}
    found: list[tuple[int, int, str, str]] = []
    for r, c in grid:
        for d, (dr, dc) in ((ACROSS, (0, 1)), (DOWN, (1, 0))):
            if (r - dr, c - dc) in grid:
                continue  # not the start of a run
            k = 0
            while (r + k * dr, c + k * dc) in grid:
                k += 1
            if k >= 2:
                run = "".join(grid[(r + i * dr, c + i * dc)] for i in range(k))
                found.append((r, c, d, run))
    for found_run in found:
        if found_run not in starts:
            r, c, d, text = found_run
            errors.append(f"{text} ({d} at {(r, c)}) is not a placed word")
    found_set = set(found)
    for p in ps:
        if p.visual() not in found_set:
            errors.append(f"{p.word} ({p.direction} at {(p.row, p.col)}) touches another word or is covered")
    # one connected piece
    pieces = components(grid)
    if len(pieces) > 1:
        reached = len(next(p for p in pieces if next(iter(grid)) in p))
        errors.append(f"the layout falls into pieces ({reached} of {len(grid)} letters reachable)")
    return errors
