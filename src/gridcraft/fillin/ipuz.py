"""A fill-in puzzle as an ipuz crossword (``http://ipuz.org/crossword#1``): the body the kind
writes in the container (:mod:`gridcraft.formats.ipuz`) and reads back (its table's ``ipuz``
form, which the registry asks last: it also reads any crossword with a complete solution).

Written: the grid as the crossword's ``puzzle`` (``"#"`` a block, a white cell its clue number or
0, a given letter ``{"cell": number, "value": letter}``); each slot a clue with empty text and its
length as the enumeration (a fill-in puzzle does not say which word goes where); the word list
twice: readable in ``intro`` (grouped by length, shown by crossword apps above the grid), and
exactly, in list order, in the extension field ``org.gridcraft:words``; ``org.gridcraft:kind``
``"fillin"``; the ``solution`` when given, ``"#"`` for a block.

Read: a crossword whose ``org.gridcraft:kind`` is ``"fillin"`` (its word list from
``org.gridcraft:words``), or any other crossword with a complete ``solution``, whose words are
then the words of its solution; its grid and given letters come from ``puzzle``.

Source: the ipuz specification v2 (http://ipuz.org), the crossword kind.
"""

from __future__ import annotations

from typing import Any

from gridcraft.errors import FieldError, InvalidPuzzle
from gridcraft.fillin.diagnose import diagnose
from gridcraft.fillin.model import BLOCK as FILLIN_BLOCK
from gridcraft.fillin.model import EMPTY as FILLIN_EMPTY
from gridcraft.fillin.model import FillinPuzzle, Grid
from gridcraft.fillin.verify import verify
from gridcraft.formats.ipuz import (
    BLOCK,
    CROSSWORD,
    EMPTY,
    EXT_KIND,
    EXT_WORDS,
    Credits,
    Document,
    IpuzForm,
    is_kind,
    write_document,
)
from gridcraft.formats.ipuz.crossword import DIRECTIONS, crossword_cells, entries, letters_of, word_list_html
from gridcraft.grid import find_slots, number_cells
from gridcraft.words import Entry, shown

NAME = "fillin"  # the kind's name, written in org.gridcraft:kind


def body(puzzle: FillinPuzzle, solution: Grid | None = None) -> Document:
    """The fields of ``puzzle`` (and ``solution``: ``puzzle.height`` strings of ``puzzle.width``
    letters, a space for a block) after the envelope (see the module docstring).

    Raises:
        InvalidPuzzle: ``solution`` does not solve ``puzzle`` (the message says why).
    """
    if solution is not None:
        broken = verify(puzzle, solution)
        if broken:
            raise InvalidPuzzle(f"the solution does not solve the puzzle: {broken[0]}")
    numbers = number_cells(puzzle.white(), puzzle.height, puzzle.width)
    grid: list[list[Any]] = []
    for r, row in enumerate(puzzle.rows):
        cells: list[Any] = []
        for c, ch in enumerate(row):
            if ch == FILLIN_BLOCK:
                cells.append(BLOCK)
            elif ch == FILLIN_EMPTY:
                cells.append(numbers.get((r, c), EMPTY))
            else:
                cells.append({"cell": numbers.get((r, c), EMPTY), "value": shown(ch)})
        grid.append(cells)
    clues: dict[str, list[dict[str, Any]]] = {"Across": [], "Down": []}
    for slot in sorted(puzzle.slots, key=lambda s: (numbers[(s.row, s.col)], s.direction.value)):
        clue = {"number": numbers[(slot.row, slot.col)], "clue": "", "enumeration": str(slot.length)}
        clues[DIRECTIONS[slot.direction]].append(clue)
    doc: Document = {}
    if puzzle.words:  # a grid still to fill (a fill of a region) has none
        doc["intro"] = word_list_html([e.text for e in puzzle.words])
    doc |= {"block": BLOCK, "empty": EMPTY}
    doc["dimensions"] = {"width": puzzle.width, "height": puzzle.height}
    doc["puzzle"] = grid
    if solution is not None:
        doc["solution"] = [
            [BLOCK if ch in (" ", FILLIN_BLOCK) else shown(ch) for ch in row] for row in solution
        ]
    doc["clues"] = clues
    doc[EXT_KIND] = NAME
    doc[EXT_WORDS] = [e.text for e in puzzle.words]
    return doc


def read(doc: Document) -> tuple[FillinPuzzle, Grid | None] | None:
    """The fill-in puzzle of a crossword (see the module docstring), with its solution when the
    file has a complete one; ``None`` for another kind of document, or a crossword of another
    gridcraft kind.

    Raises:
        FieldError: a bad grid, solution or word list; a crossword without a complete solution
            and without gridcraft's word list; a puzzle that fails the fill-in checks.
    """
    kind = doc.get(EXT_KIND)
    if not is_kind(doc, CROSSWORD) or kind not in (None, NAME):
        return None
    width, height, rows, letters = crossword_cells(doc)
    white = {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "#"}
    complete = letters is not None and set(letters) == white
    if kind == NAME:
        words = entries(doc)
    elif complete and letters is not None:
        runs = [letters_of(letters, s.cells) for s in find_slots(white, height, width)]
        words = [Entry(shown(run), run) for run in runs]  # a rebus cell stays one cell code
    else:
        raise FieldError("solution", "a crossword without a complete solution gives no word list")
    puzzle = FillinPuzzle(tuple(rows), tuple(words))
    problems = diagnose(puzzle)
    if problems:
        raise FieldError("puzzle", problems[0].message)
    if not complete or letters is None:
        return puzzle, None
    grid: Grid = tuple("".join(letters.get((r, c), " ") for c in range(width)) for r in range(height))
    broken = verify(puzzle, grid)
    if broken:
        raise FieldError("solution", f"does not solve the puzzle: {broken[0]}")
    return puzzle, grid


#: the kind's ipuz form (its table's ``ipuz``): asked last, as it reads any solved crossword
IPUZ: IpuzForm[FillinPuzzle, Grid] = IpuzForm(
    CROSSWORD, "Fill-in puzzle", body, read, last=True, description="an ipuz file (a crossword)"
)


def to_ipuz(
    puzzle: FillinPuzzle,
    solution: Grid | None = None,
    *,
    title: str = "",
    author: str = "",
    copyright: str = "",
) -> str:
    """``puzzle`` (and ``solution``) as an ipuz file's text (title ``Fill-in puzzle`` unless given).

    Raises:
        InvalidPuzzle: ``solution`` does not solve ``puzzle``.
    """
    return write_document(IPUZ, puzzle, solution, Credits(title, author, copyright))
