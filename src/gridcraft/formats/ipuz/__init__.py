"""The ipuz container (the open JSON puzzle format, http://ipuz.org, specification v2): the
envelope and its checks, read and written here; each kind writes and reads its own body through
its table's :class:`IpuzForm` (``KIND.ipuz``), and the registry (:mod:`gridcraft.kinds`) picks the
kind of a document. This package imports no kind.

- :func:`parse_json` parses a file's text once; :func:`envelope` checks the ipuz fields every kind
  shares and gives the credits; :func:`looks_like_ipuz` tells whether a text is to be read as JSON
  (the one detector);
- :func:`write_document` writes a puzzle in a kind's form, inside the envelope;
- :mod:`gridcraft.formats.ipuz.crossword` holds what every crossword shares (its grid, solution,
  clues and word list), for the kinds written as crosswords;
- :func:`read_ipuz_grid` reads a crossword's grid for the filler.

All functions are pure: ``str`` in, ``str`` or data out.
"""

from gridcraft.formats.ipuz.common import (
    BLOCK,
    CROSSWORD,
    EMPTY,
    EXT_CLUES,
    EXT_DIAGRAMLESS,
    EXT_KIND,
    EXT_RTL,
    EXT_WORDS,
    SUDOKU,
    WORDSEARCH,
    Credits,
    Document,
    Fields,
    IpuzForm,
    as_int,
    dump,
    is_int,
    is_kind,
    is_pair,
    xy,
)
from gridcraft.formats.ipuz.read import envelope, ipuz_document, looks_like_ipuz, parse_json, read_ipuz_grid
from gridcraft.formats.ipuz.write import header, write_document

__all__ = [
    "BLOCK",
    "CROSSWORD",
    "EMPTY",
    "EXT_CLUES",
    "EXT_DIAGRAMLESS",
    "EXT_KIND",
    "EXT_RTL",
    "EXT_WORDS",
    "SUDOKU",
    "WORDSEARCH",
    "Credits",
    "Document",
    "Fields",
    "IpuzForm",
    "as_int",
    "dump",
    "envelope",
    "header",
    "ipuz_document",
    "is_int",
    "is_kind",
    "is_pair",
    "looks_like_ipuz",
    "parse_json",
    "read_ipuz_grid",
    "write_document",
    "xy",
]
