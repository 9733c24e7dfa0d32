"""Reading Across Lite ``.puz`` files, through the ``puzpy`` library: a ``.puz`` file becomes the
text of the ipuz crossword it holds (grid, numbers, solution, clues, title, author, copyright,
notes), so that every command that reads ipuz reads ``.puz`` too (see
:mod:`gridcraft.formats.crossword_file`).

- A rebus cell (the ``GRBS`` and ``RTBL`` sections) holds its whole text in the solution
  (``"HEART"``), and a circled cell (``0x80`` in the ``GEXT`` section) is a LabeledCell with the
  style ``{"shapebg": "circle"}``.
- Text in bytes 0x80 to 0x9F is Windows-1252 punctuation (curly quotes, dashes, an ellipsis), read
  as such (:func:`gridcraft.formats.puz.read_text`).
- A diagramless puzzle (its blocks ``:`` in the solution) is read with its blocks, and the ipuz
  crossword says it is diagramless (``org.gridcraft:diagramless``).
- A locked (scrambled) solution is unlocked by trying every key of 4 digits
  (:mod:`gridcraft.formats.puz_lock`), with a warning line on standard error naming the key.
- :func:`is_puz` recognises a file by its magic (``ACROSS&DOWN`` at byte 2 of the puzzle), whatever
  its name, and wherever the puzzle starts: bytes before it (a download's wrapper) are skipped, as
  Across Lite and puzpy skip them.
"""

from __future__ import annotations

import sys
from typing import Any

from gridcraft.errors import ParseError
from gridcraft.formats.crossword_file import CELL_RULE, CrosswordFile, is_cell_value, tidy, to_ipuz
from gridcraft.formats.puz import ENCODING, read_text
from gridcraft.formats.puz_lock import BLOCKS, unlock

MAGIC = b"ACROSS&DOWN\0"  # at byte 2 of every .puz puzzle
SOLUTION_NOT_PROVIDED = 0x0002  # the header's solution state of a file without a solution


def start_of(data: bytes) -> int | None:
    """Where the ``.puz`` puzzle in ``data`` starts (2 bytes before its magic), or ``None`` when
    ``data`` holds none (no magic after its first 2 bytes)."""
    found = data.find(MAGIC)
    return found - 2 if found >= 2 else None


def is_puz(data: bytes) -> bool:
    """True when ``data`` holds a ``.puz`` puzzle: its magic at byte 2 of the puzzle, which may
    start after a few bytes of something else (see :func:`start_of`)."""
    return start_of(data) is not None


def puz_to_ipuz(data: bytes, source: str = "<string>") -> str:
    """The ipuz text (JSON) of the ``.puz`` file ``data``: a crossword with its numbers, solution
    and clues ("Across" and "Down" lists of ``[number, clue]``), its credits and notes (see the
    module docstring).

    Raises:
        ParseError: at line 0 of ``source``: ``data`` is not a readable ``.puz`` file (truncated,
            damaged, without a solution, or locked with no key that unlocks it), with the reason.
    """
    return to_ipuz(read_puz(data, source))


def read_puz(data: bytes, source: str = "<string>") -> CrosswordFile:
    """The crossword of the ``.puz`` file ``data`` (see :func:`puz_to_ipuz`).

    Raises:
        ParseError: as :func:`puz_to_ipuz`.
    """
    import puz  # type: ignore[import-untyped]  # puzpy

    def refuse(reason: str) -> ParseError:
        return ParseError(f"not a readable .puz file: {reason}", 0, 0, source)

    try:
        found: Any = puz.load(data)
    except puz.PuzzleFormatError as err:
        reason = " ".join(str(err).split())
        if not reason or "unpack" in reason:  # puzpy's words for a file that ends too soon
            reason = "truncated or damaged"
        raise refuse(reason) from None
    except (ValueError, IndexError, KeyError, UnicodeError):  # a file that ends too soon, say
        raise refuse("truncated or damaged") from None
    width, height, solution = int(found.width), int(found.height), str(found.solution)
    if width < 1 or height < 1 or len(solution) != width * height:
        raise refuse(f"{width} x {height} cells but {len(solution)} letters")
    if found.solution_state == SOLUTION_NOT_PROVIDED:
        raise refuse("it holds no solution, and gridcraft reads crosswords with their solutions")
    if found.is_solution_locked():
        solution = _unlocked(solution, width, height, int(found.scrambled_cksum), source)
    text = read_text if found.encoding == ENCODING else str  # version 2.0 files are UTF-8
    cells: list[str | None] = [None if ch in BLOCKS else text(ch) for ch in solution]
    try:
        rebus: Any = found.rebus() if found.has_rebus() else None
        for i in rebus.get_rebus_squares() if rebus is not None else ():
            cells[i] = text(str(rebus.get_rebus_solution(i))) if cells[i] is not None else None
        circled = (
            set(found.markup().get_markup_squares(puz.GridMarkup.Circled)) if found.has_markup() else set()
        )
        found.solution = solution
        numbering = found.clue_numbering()
        clues = {
            (int(c["num"]), direction): (text(str(c["clue"] or "")), "")
            for direction, listed in (("across", numbering.across), ("down", numbering.down))
            for c in listed
        }
    except (ValueError, IndexError, KeyError, UnicodeError):  # a rebus table without its solutions
        raise refuse("a damaged rebus or markup section") from None
    for i, value in enumerate(cells):
        if value is not None and not is_cell_value(value):
            raise refuse(f"the cell r{i // width + 1}c{i % width + 1} holds {value!r}: {CELL_RULE}")
    grid = tuple(tuple(cells[r * width : (r + 1) * width]) for r in range(height))
    return CrosswordFile(
        grid,
        clues,
        circled=frozenset(divmod(i, width) for i in circled if cells[i] is not None),
        title=" ".join(text(found.title or "").split()),
        author=" ".join(text(found.author or "").split()),
        copyright=" ".join(text(found.copyright or "").split()),
        notes=tidy(text(found.notes or "")),
        diagramless=found.puzzletype == puz.PuzzleType.Diagramless or ":" in solution,
    )


def _unlocked(solution: str, width: int, height: int, sum16: int, source: str) -> str:
    """The solution of a locked file, unlocked with the key found (said on standard error).

    Raises:
        ParseError: no key of 4 digits unlocks it.
    """
    found = unlock(solution, width, height, sum16)
    if found is None:
        raise ParseError(
            "the .puz file's solution is locked (scrambled) and no key of 4 digits unlocks it: "
            "gridcraft needs the solution to check the puzzle",
            0,
            0,
            source,
        )
    key, unlocked = found
    print(
        f"{source}: warning: the .puz file's solution was locked; unlocked with key {key:04d}",
        file=sys.stderr,
    )
    return unlocked
