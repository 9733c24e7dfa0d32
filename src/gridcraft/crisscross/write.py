"""Writers of a criss-cross layout: text, the generator's JSON document, the blank fill-in puzzle
it makes, and drawings. Each takes a :class:`~gridcraft.crisscross.layout.Layout` and returns a
value (``str``, ``dict`` or :class:`~gridcraft.draw.Drawing`); none does I/O.
"""

from __future__ import annotations

from gridcraft.captions import Captions, captions
from gridcraft.crisscross.bank import word_bank
from gridcraft.crisscross.layout import ACROSS, Layout
from gridcraft.draw import Drawing, Groups, WordBank, letter_grid
from gridcraft.errors import InvalidPuzzle, expect
from gridcraft.fillin import BLOCK, EMPTY, FillinPuzzle
from gridcraft.grid import Cell, number_cells
from gridcraft.words import Entry, clue_enumeration, grid_lines, group_by_length
from gridcraft.words import shown as shown_text


def caps(layout: Layout, lang: str | None = None) -> Captions:
    """The captions for ``layout``: of ``lang``, or of the language of its entries and clues."""
    return captions(lang, [text for p in layout.placements for text in (p.entry, p.clue)])


def to_text(layout: Layout, lang: str | None = None) -> str:
    """The grid as text, in the seed's style.

    One line per grid row (``layout.height`` lines), the row's ``layout.width`` cells separated by
    single spaces, an empty cell shown as a space; trailing spaces are stripped from each line and
    the text ends with a newline. A clash between crossing words is not detected here (later
    placements win, see :meth:`Layout.letters`); call :meth:`Layout.check` for that.

    >>> from gridcraft.crisscross.layout import Placement
    >>> print(to_text(Layout.from_placements([Placement("AB", 0, 0, "across"),
    ...                                       Placement("BC", 0, 1, "down")])), end="")
    A B
      C
    """
    expect(layout, Layout, "crisscross.to_text(layout=...)", "a Layout (from gridcraft.generate)")
    grid = "".join(visual_line(line, layout.rtl) + "\n" for line in grid_lines(layout.rows()))
    if not is_clued(layout):
        return grid
    return numbered_text(layout, lang) + f"\n{caps(layout, lang).solution}\n" + grid


def numbered_text(layout: Layout, lang: str | None = None) -> str:
    """A clued layout as a text crossword: the numbered empty grid (each cell two characters wide:
    its number, a given letter, or ``.``; blank outside the words, ``#`` for a crossword's block),
    then the Across and Down clues with their enumerations, ``1. a frozen dessert (3,5)``, headed
    in ``lang`` (default: the language of the words, see :mod:`gridcraft.captions`)."""
    at, letters, given = numbers(layout), layout.letters(), set(layout.givens)

    def cell(r: int, c: int) -> str:
        if (r, c) not in letters:
            return " #" if layout.crossword else "  "
        if (r, c) in at:
            return f"{at[(r, c)]:>2}"
        return f" {shown_text(letters[(r, c)])}" if (r, c) in given else " ."

    lines = [
        visual_line(" ".join(cell(r, c) for c in range(layout.width)).rstrip(), layout.rtl)
        for r in range(layout.height)
    ]
    for heading, clues in clue_groups(layout, lang):
        lines += ["", heading, *clues]
    return "\n".join(lines) + "\n"


Clue = tuple[int, str, str]  # (number, clue, enumeration such as "3,5")

#: left-to-right override and its end: a grid row of a right-to-left script is shown cell by cell
#: as it is drawn, not reordered by the terminal's bidirectional algorithm
LRO, PDF = "\u202d", "\u202c"


def visual_line(line: str, rtl: bool) -> str:
    """A text grid's row as it must appear: for a right-to-left layout, wrapped in a left-to-right
    override, so that a terminal shows the cells in the order they are drawn."""
    return f"{LRO}{line}{PDF}" if rtl and line else line


def numbers(layout: Layout) -> dict[Cell, int]:
    """Crossword numbering of the layout's cells (see :func:`gridcraft.grid.number_cells`)."""
    return number_cells(set(layout.letters()), layout.height, layout.width, rtl=layout.rtl)


def clue_lists(layout: Layout) -> dict[str, list[Clue]]:
    """The clues under ``"Across"`` and ``"Down"``, each list in number order: ``(number, clue,
    enumeration)``, the enumeration the setter's clue ends in when it adds up, else the entry's
    (``ICE CREAM``: ``3,5``; see :func:`gridcraft.words.clue_enumeration`)."""
    at = numbers(layout)
    lists: dict[str, list[Clue]] = {"Across": [], "Down": []}
    for p in sorted(layout.placements, key=lambda p: at[(p.row, p.col)]):
        lists["Across" if p.direction == ACROSS else "Down"].append(
            (at[(p.row, p.col)], *clue_enumeration(p.clue, p.entry))
        )
    return lists


def is_clued(layout: Layout) -> bool:
    """True when the layout is a crossword rather than a word-list puzzle: its words have clues,
    or it is a crossword's own grid (:attr:`Layout.crossword`), whose clues may still be empty."""
    return layout.crossword or any(p.clue for p in layout.placements)


def word_groups(layout: Layout) -> list[tuple[int, list[str]]]:
    """The layout's entries grouped by word length, as fill-in puzzles print their word lists.

    Returns:
        ``(length, entries)`` pairs, shortest length first; ``length`` counts the placed letters
        (``"ICE CREAM"`` has 8) and each group lists the entries as written, sorted alphabetically
        by their placed letters (then by spelling, so the order is total).
    """
    return group_by_length((p.word, p.entry) for p in layout.placements)


def blank_puzzle(layout: Layout) -> FillinPuzzle:
    """The fill-in puzzle a layout makes: its letter cells white and empty but for its givens,
    which show their letters, the rest of its box blocks, and its entries as the word list, sorted
    by length and then alphabetically (see :func:`word_groups`).

    Raises:
        InvalidPuzzle: a right-to-left layout (fill-in puzzles read left to right).
    """
    if layout.rtl:
        raise InvalidPuzzle("a fill-in puzzle reads left to right: a right-to-left layout makes none")
    shown = set(layout.givens)
    rows = tuple(
        "".join(BLOCK if ch == " " else ch if (r, c) in shown else EMPTY for c, ch in enumerate(row))
        for r, row in enumerate(layout.rows())
    )
    # the layout's own letters (Turkish İ and I, clusters), not the spellings upper-cased again
    ordered = sorted(layout.placements, key=lambda p: (len(p.word), p.word, p.entry))
    words = tuple(Entry(p.entry, p.word) for p in ordered)
    return FillinPuzzle(rows, words)


def to_svg(
    layout: Layout,
    *,
    blank: bool = False,
    word_list: bool = True,
    blocks: bool = True,
    lang: str | None = None,
) -> Drawing:
    """A drawing of ``layout`` (40-unit cells, see :func:`gridcraft.draw.letter_grid`): the solution,
    or with ``blank`` the empty grid, its givens shown, beside its word list grouped by length, or
    for a clued layout its Across and Down clues (``word_list=False``: without the list); a clued
    layout's cells carry their crossword numbers. ``blocks`` (the default) shades every empty cell
    of the box, so that no white square inside the grey reads as a hole (``False``: only the empty
    cells beside a letter cell);
    headings are in ``lang`` (default: the language of the words)."""
    expect(layout, Layout, "crisscross.to_svg(layout=...)", "a Layout (from gridcraft.generate)")
    clued = is_clued(layout)
    words: Groups | None = None
    if blank and word_list:
        words = listing(layout, lang)
    letters = layout.letters()
    shown = {cell: letters[cell] for cell in layout.givens}
    at = numbers(layout) if clued else None
    return letter_grid(
        letters,
        layout.height,
        layout.width,
        show=not blank,
        shown=shown,
        words=words,
        blocks=blocks,
        numbers=at,
        circled=layout.circled,
        shaded=layout.shaded,
    )


def clue_groups(layout: Layout, lang: str | None = None) -> list[tuple[str, list[str]]]:
    """The clues as headed groups: ``("Across", ["1. a frozen dessert (3,5)", ...])``, the headings
    in ``lang`` (default: the language of the words)."""
    names = caps(layout, lang)
    heading = {"Across": names.across, "Down": names.down}
    return [
        (heading[d], [f"{n}. {clue} ({enum})" if clue else f"{n}. ({enum})" for n, clue, enum in clues])
        for d, clues in clue_lists(layout).items()
    ]


def listing(layout: Layout, lang: str | None = None) -> list[tuple[str, list[str]]]:
    """What a printed puzzle lists beside its grid: the clues of a clued layout (then, for one
    handed out with a word bank, its answers in the alphabet's order under a
    :class:`~gridcraft.draw.WordBank` heading, see :mod:`gridcraft.crisscross.bank`), else the
    entries grouped by length under headings such as ``3 letters`` (in ``lang``)."""
    if is_clued(layout):
        groups = clue_groups(layout, lang)
        if layout.word_bank:
            names = caps(layout, lang)
            answers = [(p.word, p.entry) for p in layout.placements]
            groups.append((WordBank(names.word_bank), word_bank(answers, names.lang)))
        return groups
    names = caps(layout, lang)
    return [(names.length(n), entries) for n, entries in word_groups(layout)]
