"""Simon Tatham's Solo game IDs of sudokus (classic ``3x3:...``, X ``3x3x:...``, jigsaw
``9j:...``), read and written through the Latin core's codec (:mod:`gridcraft.latin.solo`)."""

from __future__ import annotations

from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.latin.solo import SoloSudoku, parse_sudoku_id, sudoku_id
from gridcraft.sudoku.model import SudokuPuzzle


def parse_solo_id(text: str, source: str = "<string>", line: int = 1, column: int = 1) -> SudokuPuzzle:
    """The sudoku of a Solo game ID.

    Raises:
        ParseError: a malformed ID (the codec's message), or givens that break the rules.
    """
    found = parse_sudoku_id(text.strip(), source)
    box = None if found.regions is not None else found.box
    try:
        return SudokuPuzzle(found.size, box, found.givens, found.regions, found.diagonals)
    except InvalidPuzzle as error:
        raise ParseError(str(error), line, column, source) from None


def solo_id(puzzle: SudokuPuzzle) -> str:
    """``puzzle``'s Solo game ID (Solo reads classic sudokus with boxes of two rows or more, X and
    jigsaw)."""
    return sudoku_id(SoloSudoku(puzzle.size, puzzle.box, puzzle.regions, puzzle.diagonals, puzzle.givens))
