"""The text of a file's bytes, as every front end reads an input file (the command line's
files and standard input, the page's uploads): UTF-8 text (or UTF-16 or UTF-32 with a byte-order
mark), or an Across Lite ``.puz`` file (recognised by its magic, whatever its name), a Crossword
Compiler ``.jpz`` file or an ``.xd`` crossword (recognised by their content, or their names) as the
text of the ipuz crossword it holds.
"""

from __future__ import annotations

from gridcraft.errors import ParseError
from gridcraft.formats.decoding import decode_text
from gridcraft.formats.jpz import is_jpz, jpz_to_ipuz
from gridcraft.formats.puz_read import is_puz, puz_to_ipuz
from gridcraft.formats.xd import is_xd, xd_to_ipuz


def file_text(data: bytes, source: str) -> str:
    """The text of the file ``data``, named ``source``: a ``.puz`` file as the ipuz crossword it
    holds (see :func:`gridcraft.formats.puz_read.puz_to_ipuz`), else its text, UTF-8 or UTF-16
    or UTF-32 with a byte-order mark (see :func:`gridcraft.formats.decoding.decode_text`).

    Raises:
        ParseError: an unreadable ``.puz`` file, or a file named ``.puz`` that is not one (no
            line); a file that is not text (a PNG image, a binary file), or text that does not
            decode, at the first bad byte (see :func:`~gridcraft.formats.decoding.decode_text`).
    """
    if is_puz(data):  # an Across Lite file, whatever its name: read as the ipuz crossword it holds
        return puz_to_ipuz(data, source)
    if source.lower().endswith(".puz"):
        raise ParseError("not a .puz file: no 'ACROSS&DOWN' at byte 2", 0, 0, source)
    if is_jpz(data) or source.lower().endswith(".jpz"):  # Crossword Compiler's XML, or a ZIP of it
        return jpz_to_ipuz(data, source)
    text = decode_text(data, source)  # UTF-8, or UTF-16/32 with a byte-order mark
    return xd_to_ipuz(text, source) if is_xd(text, source) else text  # an .xd crossword as its ipuz
