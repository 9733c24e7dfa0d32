"""The text of a file's bytes, as every front end reads an input file (the command line's
files and standard input, the page's uploads): UTF-8 text, or an Across Lite ``.puz`` file
(recognised by its magic, whatever its name) as the text of the ipuz crossword it holds.
"""

from __future__ import annotations

import codecs

from gridcraft.errors import ParseError
from gridcraft.formats.puz_read import is_puz, puz_to_ipuz


def file_text(data: bytes, source: str) -> str:
    """The text of the file ``data``, named ``source``: a ``.puz`` file as the ipuz crossword it
    holds (see :func:`gridcraft.formats.puz_read.puz_to_ipuz`), else its UTF-8 text without a
    leading byte-order mark.

    Raises:
        ParseError: an unreadable ``.puz`` file, or a file named ``.puz`` that is not one (line 0);
            ``not UTF-8 text`` at the first bad byte (1-based line; the column counts the
            characters before it, plus one).
    """
    if is_puz(data):  # an Across Lite file, whatever its name: read as the ipuz crossword it holds
        return puz_to_ipuz(data, source)
    if source.lower().endswith(".puz"):
        raise ParseError("not a .puz file: no 'ACROSS&DOWN' at byte 2", 0, 0, source)
    data = data.removeprefix(codecs.BOM_UTF8)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        start = data.rfind(b"\n", 0, e.start) + 1
        line = data.count(b"\n", 0, e.start) + 1
        column = len(data[start : e.start].decode("utf-8", "replace")) + 1
        raise ParseError("not UTF-8 text", line, column, source) from None
