"""Reading Across Lite ``.puz`` files, through the ``puzpy`` library: a ``.puz`` file becomes the
text of the ipuz crossword it holds (grid, numbers, solution, clues, title, author, copyright), so
that every command that reads ipuz reads ``.puz`` too. A rebus cell (the ``GRBS`` and ``RTBL``
sections) holds its whole text in the solution (``"HEART"``), and a circled cell (``0x80`` in the
``GEXT`` section) is a LabeledCell with the style ``{"shapebg": "circle"}``. :func:`is_puz` recognises one by its magic
(``ACROSS&DOWN`` at byte 2), whatever its name.
"""

from __future__ import annotations

import json
from typing import Any

from gridcraft.errors import ParseError

MAGIC = b"ACROSS&DOWN\0"  # at byte 2 of every .puz file
BLOCK = "."  # a black cell in a .puz solution


def is_puz(data: bytes) -> bool:
    """True when ``data`` starts as a ``.puz`` file does (its magic at byte 2)."""
    return data[2 : 2 + len(MAGIC)] == MAGIC


def puz_to_ipuz(data: bytes, source: str = "<string>") -> str:
    """The ipuz text (JSON) of the ``.puz`` file ``data``: a crossword with its numbers, solution
    and clues ("Across" and "Down" lists of ``[number, clue]``).

    Raises:
        ParseError: at line 0 of ``source``: ``data`` is not a readable ``.puz`` file (truncated,
            scrambled, without a solution), with puzpy's reason.
    """
    import puz  # type: ignore[import-untyped]  # puzpy

    try:
        found: Any = puz.load(data)
        numbering = found.clue_numbering()
    except puz.PuzzleFormatError as err:
        reason = " ".join(str(err).split())
        if not reason or "unpack" in reason:  # puzpy's words for a file that ends too soon
            reason = "truncated or damaged"
        raise ParseError(f"not a readable .puz file: {reason}", 0, 0, source) from None
    except (ValueError, IndexError, KeyError, UnicodeError):  # a file that ends too soon, say
        raise ParseError("not a readable .puz file: truncated or damaged", 0, 0, source) from None
    width, height, solution = int(found.width), int(found.height), str(found.solution)
    if width < 1 or height < 1 or len(solution) != width * height:
        raise ParseError(
            f"not a readable .puz file: {width} x {height} cells but {len(solution)} letters", 0, 0, source
        )
    if found.is_solution_locked():
        raise ParseError("the .puz file's solution is scrambled (locked): unlock it first", 0, 0, source)
    number_at = {int(c["cell"]): int(c["num"]) for c in [*numbering.across, *numbering.down]}
    cells = [solution[i] for i in range(width * height)]
    try:
        rebus: Any = found.rebus() if found.has_rebus() else None
        for i in rebus.get_rebus_squares() if rebus is not None else ():
            cells[i] = str(rebus.get_rebus_solution(i)) if cells[i] != BLOCK else BLOCK
        circled = (
            set(found.markup().get_markup_squares(puz.GridMarkup.Circled)) if found.has_markup() else set()
        )
    except (ValueError, IndexError, KeyError, UnicodeError):  # a rebus table without its solutions
        raise ParseError(
            "not a readable .puz file: a damaged rebus or markup section", 0, 0, source
        ) from None

    def label(i: int) -> Any:
        number = number_at.get(i, 0)
        return {"cell": number, "style": {"shapebg": "circle"}} if i in circled else number

    puzzle = [
        ["#" if cells[r * width + c] == BLOCK else label(r * width + c) for c in range(width)]
        for r in range(height)
    ]
    letters = [
        ["#" if ch == BLOCK else ch for ch in cells[r * width : (r + 1) * width]] for r in range(height)
    ]
    doc = {
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/crossword#1"],
        "dimensions": {"width": width, "height": height},
        "title": found.title or "",
        "author": found.author or "",
        "copyright": found.copyright or "",
        "puzzle": puzzle,
        "solution": letters,
        "clues": {
            "Across": [[int(c["num"]), str(c["clue"])] for c in numbering.across],
            "Down": [[int(c["num"]), str(c["clue"])] for c in numbering.down],
        },
    }
    return json.dumps(doc, ensure_ascii=False)
