"""ipuz import and export (the open JSON puzzle format, http://ipuz.org, specification v2).

- a fill-in puzzle is written as a crossword (``http://ipuz.org/crossword#1``) with its word list
  in ``intro`` and in the extension field ``org.gridcraft:words``: :func:`fillin_to_ipuz`;
- a criss-cross layout as a crossword with numbered cells, its solution and one clue per word:
  :func:`layout_to_ipuz`;
- a KenKen puzzle as a sudoku (``http://ipuz.org/sudoku#1``) with ``cages``: :func:`kenken_to_ipuz`;
- :func:`read_ipuz` reads all three back (and other crosswords with a solution, as fill-in
  puzzles); :func:`looks_like_ipuz` tells whether a text is to be read as ipuz (the one detector).

All functions are pure: ``str`` in, ``str`` or a model out.

>>> from gridcraft import kenken
>>> puzzle = kenken.parse("2\\n3 + r1c1 r1c2\\n3 + r2c1 r2c2")
>>> back = read_ipuz(kenken_to_ipuz(puzzle, ((1, 2), (2, 1))))
>>> back.kind.name, back.puzzle == puzzle, back.solution
('kenken', True, ((1, 2), (2, 1)))
"""

from gridcraft.formats.ipuz.common import Credits, Fields, IpuzPuzzle
from gridcraft.formats.ipuz.read import ipuz_document, looks_like_ipuz, read_ipuz, read_ipuz_grid
from gridcraft.formats.ipuz.write import (
    IPUZ_KINDS,
    fillin_to_ipuz,
    kenken_to_ipuz,
    layout_to_ipuz,
    write_ipuz,
)

__all__ = [
    "IPUZ_KINDS",
    "Credits",
    "Fields",
    "IpuzPuzzle",
    "ipuz_document",
    "fillin_to_ipuz",
    "kenken_to_ipuz",
    "layout_to_ipuz",
    "looks_like_ipuz",
    "read_ipuz",
    "read_ipuz_grid",
    "write_ipuz",
]
