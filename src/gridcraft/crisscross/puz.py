"""A criss-cross layout as an Across Lite ``.puz`` file (version 1.3, through the ``puzpy``
library): the kind's ``.puz`` writer (its table's ``puz``), on the container's text rules
(:mod:`gridcraft.formats.puz`: Latin-1 only, typographic punctuation in its plain form)."""

from __future__ import annotations

from gridcraft.crisscross.layout import ACROSS, Layout, Placement
from gridcraft.crisscross.write import is_clued, numbers
from gridcraft.errors import InvalidPuzzle
from gridcraft.formats.ipuz import Credits
from gridcraft.formats.puz import VERSION, plain, puz_problem
from gridcraft.words import clue_enumeration, enumeration


def to_puz(layout: Layout, credits: Credits) -> bytes:
    """``layout`` as an Across Lite ``.puz`` file with the title, author and copyright of
    ``credits``: the solution, the empty grid (its givens filled in), and one clue per entry in the
    file's order (by number, across before down): the entry's clue and its enumeration (only the
    enumeration, ``(3,5)``, for a crossword's clue still empty), or for a layout without clues its
    enumeration (the word list then in the file's notes).

    Raises:
        InvalidPuzzle: a letter, clue or title that ISO-8859-1 cannot hold (the message names it).
        ModuleNotFoundError: ``puzpy`` is not installed.
    """
    return layout_to_puz(layout, title=credits.title, author=credits.author, copyright=credits.copyright)


def layout_to_puz(layout: Layout, *, title: str = "", author: str = "", copyright: str = "") -> bytes:
    """``layout`` as a ``.puz`` file (see :func:`to_puz`).

    Raises:
        InvalidPuzzle: a letter, clue or title that ISO-8859-1 cannot hold (the message names it).
        ModuleNotFoundError: ``puzpy`` is not installed.
    """
    import puz  # type: ignore[import-untyped]  # puzpy

    letters, at, shown = layout.letters(), numbers(layout), set(layout.givens)
    clued = is_clued(layout)
    order = sorted(layout.placements, key=lambda p: (at[(p.row, p.col)], p.direction != ACROSS))
    clues = [_clue(p, clued) for p in order]
    found = puz_problem(
        [*(p.word for p in order), *(p.entry for p in order), *clues, title, author, copyright]
    )
    if found is not None:
        ch, text = found
        credit = next(
            (
                name
                for name, value in (("title", title), ("author", author), ("copyright", copyright))
                if value == text
            ),
            None,
        )
        where = f"in the {credit}, {text!r}" if credit else f"in {text!r}"
        raise InvalidPuzzle(f".puz files hold Latin-1 text only, not {ch!r} ({where})")
    cells = [(r, c) for r in range(layout.height) for c in range(layout.width)]
    puzzle = puz.Puzzle(version=VERSION)
    puzzle.width, puzzle.height = layout.width, layout.height
    puzzle.title, puzzle.author, puzzle.copyright = plain(title), plain(author), plain(copyright)
    puzzle.solution = "".join(letters.get(cell, ".") for cell in cells)
    puzzle.fill = "".join(
        "." if cell not in letters else letters[cell] if cell in shown else "-" for cell in cells
    )
    puzzle.clues = clues
    if not clued:  # a word-list puzzle: the words, where .puz apps show notes
        puzzle.notes = ", ".join(sorted(p.entry for p in layout.placements))
    data: bytes = puzzle.tobytes()
    return data


def _clue(placement: Placement, clued: bool) -> str:
    """The ``.puz`` clue of ``placement``: ``"Cold treat (3,5)"``; ``"(3,5)"`` alone for an empty
    clue, or for an entry of a layout without clues."""
    if not clued:
        return f"({enumeration(placement.entry)})"
    text, enum = clue_enumeration(placement.clue, placement.entry)
    return plain(f"{text} ({enum})" if text else f"({enum})")
