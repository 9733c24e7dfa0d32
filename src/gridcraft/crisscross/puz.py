"""A criss-cross layout as an Across Lite ``.puz`` file (version 1.3, through the ``puzpy``
library): the kind's ``.puz`` writer (its table's ``puz``), on the container's text rules
(:mod:`gridcraft.formats.puz`: Latin-1 and the punctuation of Windows-1252, other typographic
punctuation in its plain form)."""

from __future__ import annotations

from gridcraft.crisscross.layout import ACROSS, Layout, Placement
from gridcraft.crisscross.write import is_clued, numbers
from gridcraft.errors import InvalidPuzzle
from gridcraft.formats.ipuz import Credits
from gridcraft.formats.ipuz.crossword import is_rebus
from gridcraft.formats.puz import VERSION, puz_problem, puz_text
from gridcraft.words import clue_enumeration, enumeration, shown


def to_puz(layout: Layout, credits: Credits) -> bytes:
    """``layout`` as an Across Lite ``.puz`` file with the title, author and copyright of
    ``credits``: the solution, the empty grid (its givens filled in), and one clue per entry in the
    file's order (by number, across before down): the entry's clue and its enumeration (only the
    enumeration, ``(3,5)``, for a crossword's clue still empty), or for a layout without clues its
    enumeration (the word list then in the file's notes, after the layout's own notes). A rebus
    cell is written in the ``GRBS`` and ``RTBL`` sections (its first letter in the solution), a
    circled cell in ``GEXT``; ``.puz`` has no shaded cells, so a shaded cell is written circled
    (see :func:`puz_losses`). A diagramless crossword is a file of the diagramless type, its
    blocks ``:``.

    Raises:
        InvalidPuzzle: a letter, clue, title or note that the file cannot hold (the message
            names it).
        ModuleNotFoundError: ``puzpy`` is not installed.
    """
    return layout_to_puz(layout, title=credits.title, author=credits.author, copyright=credits.copyright)


def layout_to_puz(layout: Layout, *, title: str = "", author: str = "", copyright: str = "") -> bytes:
    """``layout`` as a ``.puz`` file (see :func:`to_puz`).

    Raises:
        InvalidPuzzle: a letter, clue, title or note that the file cannot hold (the message
            names it).
        ModuleNotFoundError: ``puzpy`` is not installed.
    """
    import puz  # type: ignore[import-untyped]  # puzpy

    letters, at, given = layout.letters(), numbers(layout), set(layout.givens)
    clued = is_clued(layout)
    order = sorted(layout.placements, key=lambda p: (at[(p.row, p.col)], p.direction != ACROSS))
    clues = [_clue(p, clued) for p in order]
    notes = layout.notes
    if not clued:  # a word-list puzzle: the words, where .puz apps show notes
        notes = "\n".join(filter(None, [notes, ", ".join(sorted(p.entry for p in layout.placements))]))
    credits = (("title", title), ("author", author), ("copyright", copyright), ("notes", notes))
    found = puz_problem(
        [*(shown(p.word) for p in order), *(p.entry for p in order), *clues, title, author, copyright, notes]
    )
    if found is not None:
        ch, text = found
        credit = next((name for name, value in credits if value == text), None)
        where = f"in the {credit}, {text!r}" if credit else f"in {text!r}"
        raise InvalidPuzzle(f".puz files hold Latin-1 text only, not {ch!r} ({where})")
    cells = [(r, c) for r in range(layout.height) for c in range(layout.width)]
    puzzle = puz.Puzzle(version=VERSION)
    puzzle.width, puzzle.height = layout.width, layout.height
    puzzle.title, puzzle.author, puzzle.copyright = puz_text(title), puz_text(author), puz_text(copyright)
    texts = {cell: puz_text(shown(ch)) for cell, ch in letters.items()}  # a rebus cell's whole text
    block = ":" if layout.diagramless else "."
    if layout.diagramless:
        puzzle.puzzletype = puz.PuzzleType.Diagramless
    puzzle.solution = "".join(texts[cell][0] if cell in texts else block for cell in cells)
    puzzle.fill = "".join(
        block if cell not in texts else texts[cell][0] if cell in given else "-" for cell in cells
    )
    puzzle.clues = [puz_text(clue) for clue in clues]
    for i, cell in enumerate(cells):
        if cell in texts and is_rebus(letters[cell]):  # GRBS and RTBL; the solution has its first letter
            puzzle.rebus().add_rebus_squares(i, texts[cell])
            if cell in given:
                puzzle.rebus().set_rebus_fill(i, texts[cell])
    marked = [i for i, cell in enumerate(cells) if cell in layout.circled | layout.shaded]
    if marked:  # GEXT; .puz has no shading: a shaded cell is circled, as Across Lite shows it
        puzzle.markup().set_markup_squares(marked, puz.GridMarkup.Circled)
    puzzle.notes = puz_text(notes)
    data: bytes = puzzle.tobytes()
    return data


def _clue(placement: Placement, clued: bool) -> str:
    """The ``.puz`` clue of ``placement``: ``"Cold treat (3,5)"``; ``"(3,5)"`` alone for an empty
    clue, or for an entry of a layout without clues."""
    if not clued:
        return f"({enumeration(placement.entry)})"
    text, enum = clue_enumeration(placement.clue, placement.entry)
    return f"{text} ({enum})" if text else f"({enum})"


def puz_losses(layout: Layout) -> list[str]:
    """What a ``.puz`` file of ``layout`` cannot hold as it is, one warning each (``[]``: nothing):
    shaded cells, which ``.puz`` has no mark for (they are written circled)."""
    if not layout.shaded - layout.circled:
        return []
    n = len(layout.shaded - layout.circled)
    return [f"warning: .puz files have no shaded cells: {n} shaded cell{'s' * (n != 1)} written as circled"]
