"""A fill as a crossword: its entries with the setter's clues (a clue list matched to the entries
by their letters), their enumerations from their word breaks, written as an ipuz crossword that
crossword apps open and every gridcraft command reads back as a crossword with its own grid (see
:func:`gridcraft.formats.ipuz.crossword.crossword_body`): every cell empty in the puzzle, every
letter in the solution, no word list, so that no entry, a theme entry least of all, is given
away.
"""

from __future__ import annotations

from collections.abc import Mapping

from gridcraft.captions import captions
from gridcraft.errors import InvalidPuzzle
from gridcraft.fillin.autofill.filler import Fill, slot_labels
from gridcraft.fillin.model import EMPTY, FillinPuzzle
from gridcraft.formats.ipuz import CROSSWORD, Credits, dump, header
from gridcraft.formats.ipuz.crossword import crossword_body, spelled
from gridcraft.words import Entry, clue_enumeration, enumeration, shown


def written(fill: Fill, letters: str, clue: Entry | None = None) -> str:
    """An entry of ``fill`` as written, shown: with the word breaks of the clue list's entry when
    it has some (``ice cream: Cold treat`` writes ICECREAM as ``ICE CREAM``), else as the
    dictionary writes it (see :attr:`Fill.forms`), else its letters."""
    enum = "" if clue is None else enumeration(clue.text)
    breaks = spelled(shown(letters), enum) if not enum.isdigit() else None
    return breaks or shown(fill.forms.get(letters, letters))


def crossword(puzzle: FillinPuzzle, fill: Fill, clues: Mapping[str, Entry]) -> str:
    """``fill`` of the grid ``puzzle`` as an ipuz crossword's text: each entry with the clue of its
    letters in ``clues`` (letters -> the clue list's entry; an entry without one has an empty clue
    for the setter to write) and the enumeration of its word breaks (the setter's own, when the
    clue ends in one that adds up: see :func:`gridcraft.words.clue_enumeration`); titled
    ``Crossword`` in the language of the entries.

    Raises:
        InvalidPuzzle: the fill leaves cells empty (a region's fill of a grid not yet filled
            elsewhere).
    """
    empty = sum(row.count(EMPTY) for row in fill.grid)
    if empty:
        raise InvalidPuzzle(
            f"the fill leaves {empty} cell{'s' * (empty != 1)} empty: a crossword needs every cell filled "
            "(fill the rest of the grid first)"
        )
    letters = {
        (r, c): ch for r, row in enumerate(fill.grid) for c, ch in enumerate(row) if ch not in (" ", "#")
    }
    texts: dict[tuple[tuple[int, int], str], tuple[str, str]] = {}
    spellings = []
    words = {label: word for label, word, _ in fill.entries}  # in label order, not the slots'
    for slot, label in zip(puzzle.slots, slot_labels(puzzle), strict=True):
        word = words[label]
        clue = clues.get(word)
        spelling = written(fill, word, clue)
        spellings.append(spelling)
        texts[((slot.row, slot.col), slot.direction.value)] = clue_enumeration(
            clue.clue if clue is not None else "", spelling
        )
    title = captions(None, spellings).titles[True]
    body = crossword_body(letters, puzzle.width, puzzle.height, texts)
    return dump(header(CROSSWORD, Credits(), title) | body)
