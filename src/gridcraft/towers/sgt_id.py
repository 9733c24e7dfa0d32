"""Simon Tatham's Towers game IDs of towers puzzles (``5:2/1/4/2/2/.../3,m3k``), read and written
through the Latin core's codec (:mod:`gridcraft.latin.rules`).

The form, as Towers reads it: the side ``n`` (optionally followed by Towers' difficulty parameter
``d`` and a letter, passed over), ``:``, then ``4n`` clues parted by ``/`` (a number 1..n, or
nothing for no clue) in Towers' order (top and bottom left to right, left and right top to
bottom), then optionally ``,`` and the givens in reading order: a letter ``a``..``z`` skips 1 to
26 empty cells, a number is a given height, ``_`` parts two numbers with no empty cell between
them.
"""

from __future__ import annotations

import re

from gridcraft.errors import ParseError
from gridcraft.latin import rules
from gridcraft.towers.model import TowersPuzzle

#: a towers game ID, right or wrong in its details: a side, ``:``, clues parted by ``/`` (at least
#: one ``/``: a Keen ID, also ``n:...``, has none), then optionally the givens
TOWERS_ID = re.compile(r"\d+(?:d[a-z]?)?:[0-9]*(?:/[0-9]*)+(?:,\S*)?")


def looks_like_id(text: str) -> bool:
    """Whether ``text`` (one line) is shaped as a Towers game ID (see :data:`TOWERS_ID`)."""
    return TOWERS_ID.fullmatch(text.strip()) is not None


def parse_towers_id(text: str, source: str = "<string>", line: int = 1, column: int = 1) -> TowersPuzzle:
    """The puzzle of a Towers game ID (``line`` and ``column``: where ``text`` starts).

    Raises:
        ParseError: a malformed ID (the codec's message, which names the character), a side
            outside 3..9, givens that break the rules.
    """
    given = text.strip()
    column += len(text) - len(text.lstrip())
    try:
        return TowersPuzzle.of_board(rules.parse_towers_id(given))
    except ValueError as error:  # the codec's, or the model's (an InvalidPuzzle)
        at = re.search(r"character (\d+)", str(error))  # where the codec names the fault
        raise ParseError(str(error), line, column + (int(at.group(1)) - 1 if at else 0), source) from None


def towers_id(puzzle: TowersPuzzle) -> str:
    """``puzzle``'s Towers game ID, as Towers writes it."""
    return rules.towers_id(puzzle.board())
