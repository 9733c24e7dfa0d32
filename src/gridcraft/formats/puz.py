"""Across Lite ``.puz`` files of crossword layouts, through the ``puzpy`` library.

``.puz`` (version 1.3, the one Across Lite and most apps open) holds ISO-8859-1 text: Latin
letters, with accents, and no Cyrillic or Greek. Typographic punctuation that Latin-1 lacks (curly
quotes, en and em dashes, an ellipsis: :data:`PUNCTUATION`) is written in its plain form, as
Across Lite users type it. :func:`puz_problem` names the first character a layout or word list
cannot carry there; :func:`layout_to_puz` writes the file.
"""

from __future__ import annotations

from collections.abc import Iterable

from gridcraft import crisscross
from gridcraft.crisscross import ACROSS, Layout, numbers
from gridcraft.errors import InvalidPuzzle
from gridcraft.words import Entry, clue_enumeration, enumeration

ENCODING = "ISO-8859-1"  # the text of a version 1.3 .puz file
VERSION = "1.3"
#: punctuation outside Latin-1 and its plain form in a ``.puz`` file
PUNCTUATION = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u2032": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u201f": '"',
        "\u2033": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "--",
        "\u2015": "--",
        "\u2026": "...",
        "\u2009": " ",
        "\u200a": " ",
        "\u202f": " ",
        "\u2007": " ",
    }
)


def plain(text: str) -> str:
    """``text`` with the punctuation of :data:`PUNCTUATION` in its plain form.

    >>> print(plain("It\u2019s \u201cnice\u201d \u2014 isn\u2019t it\u2026"))
    It's "nice" -- isn't it...
    """
    return text.translate(PUNCTUATION)


def puz_problem(texts: Iterable[str]) -> tuple[str, str] | None:
    """The first ``(character, text)`` among ``texts`` that ``.puz`` cannot hold, or ``None``."""
    for text in texts:
        for ch in plain(text):
            try:
                ch.encode(ENCODING)
            except UnicodeEncodeError:
                return ch, text
    return None


def entries_problem(entries: list[Entry]) -> tuple[Entry, str] | None:
    """The first entry whose letters, spelling or clue ``.puz`` cannot hold, and the character."""
    for entry in entries:
        found = puz_problem([entry.letters, entry.text, entry.clue])
        if found is not None:
            return entry, found[0]
    return None


#: the kinds whose puzzles :func:`write_puz` writes, by name
PUZ_KINDS = frozenset({crisscross.KIND.name})


def write_puz(puzzle: object, credits: object) -> bytes:
    """A ``.puz`` file of a layout (see :func:`layout_to_puz`) with the title, author and copyright
    of ``credits`` (a :class:`gridcraft.formats.ipuz.Credits`).

    Raises:
        TypeError: ``puzzle`` is not a layout.
        InvalidPuzzle: as :func:`layout_to_puz`.
    """
    if not isinstance(puzzle, Layout):
        raise TypeError(f"no .puz writer for {type(puzzle).__name__}")
    return layout_to_puz(
        puzzle,
        title=getattr(credits, "title", ""),
        author=getattr(credits, "author", ""),
        copyright=getattr(credits, "copyright", ""),
    )


def layout_to_puz(layout: Layout, *, title: str = "", author: str = "", copyright: str = "") -> bytes:
    """``layout`` as an Across Lite ``.puz`` file (version 1.3): the solution, the empty grid (its
    givens filled in), and one clue per entry in the file's order (by number, across before down):
    the entry's clue and its enumeration, or for a layout without clues its length (the word list
    then in the file's notes).

    Raises:
        InvalidPuzzle: a letter, clue or title that ISO-8859-1 cannot hold (the message names it).
        ModuleNotFoundError: ``puzpy`` is not installed.
    """
    import puz  # type: ignore[import-untyped]  # puzpy

    letters, at, shown = layout.letters(), numbers(layout), set(layout.givens)
    clued = any(p.clue for p in layout.placements)
    order = sorted(layout.placements, key=lambda p: (at[(p.row, p.col)], p.direction != ACROSS))
    clues = [
        plain("{} ({})".format(*clue_enumeration(p.clue, p.entry))) if clued else f"({enumeration(p.entry)})"
        for p in order
    ]
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
