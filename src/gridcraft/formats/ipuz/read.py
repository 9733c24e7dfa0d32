"""Reading the ipuz container: the text parsed once (:func:`parse_json`), its envelope checked
(:func:`envelope`: ``version``, ``kind``, ``title``, ``author``, ``copyright``), and a
crossword's grid for the filler (:func:`read_ipuz_grid`). What a document holds is each kind's to
read (its :class:`~gridcraft.formats.ipuz.IpuzForm`), through the registry.

Source: the ipuz specification v2 (http://ipuz.org): ``version``, ``kind``, ``block``/``empty``,
LabeledCell, CrosswordValue; JSONP (``ipuz({...})``), which the spec has deprecated, is still read.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

from gridcraft.errors import FieldError, ParseError
from gridcraft.formats.ipuz.common import CROSSWORD, Credits, Document, Fields, is_kind, position
from gridcraft.formats.ipuz.crossword import crossword_grid, crossword_solution, dimensions
from gridcraft.words import shown

_JSONP = re.compile(r"\s*[A-Za-z_$][\w$]*\s*\((.*)\)\s*;?\s*", re.DOTALL)
_VERSION = re.compile(r"http://ipuz\.org/v[1-9][0-9]*")
_TAG = re.compile(r"<[^>]*>")


def unwrap(text: str) -> tuple[str, int]:
    """The JSON inside ``text`` and its offset in ``text``: a leading byte-order mark is skipped and a
    JSONP wrapper ``name( ... )`` (optionally followed by ``;``) removed."""
    start = 1 if text.startswith("\ufeff") else 0
    m = _JSONP.fullmatch(text, start)
    if m and not text[start:].lstrip().startswith("{"):
        return m.group(1), m.start(1)
    return text[start:], start


def looks_like_ipuz(text: str) -> bool:
    """True when ``text`` is to be read as JSON (ipuz, or one of gridcraft's own documents): it
    starts (after a byte-order mark and white space) like JSON (``{``, ``[``) or JSONP
    (``ipuz(``). The registry then says what is wrong with one that holds no puzzle; no other input
    of gridcraft starts so. Cost O(1) beyond the leading white space; never raises.

    >>> looks_like_ipuz('  {"kind": []}'), looks_like_ipuz("ipuz({})"), looks_like_ipuz("CAT, DOG")
    (True, True, False)
    """
    return text.lstrip("\ufeff \t\r\n").startswith(("{", "[", "ipuz("))


def parse_json(text: str, source: str = "<string>") -> Any:
    """The JSON value of ``text`` (a byte-order mark skipped, a JSONP wrapper removed): the one
    parse of a JSON puzzle file, whose value every reader then takes.

    Raises:
        ParseError: bad JSON, at the line and column the JSON parser gives (JSON nested too deeply
            for Python's parser at line 1, column 1).
    """
    body, offset = unwrap(text)
    try:
        return json.loads(body)
    except json.JSONDecodeError as err:
        line, column = position(text, offset + err.pos)
        raise ParseError(f"not valid JSON: {err.msg}", line, column, source) from None
    except RecursionError:  # arrays or objects nested thousands deep: no puzzle is
        raise ParseError("not valid JSON for a puzzle: nested too deeply", 1, 1, source) from None


def envelope(value: Any, text: str, source: str = "<string>") -> tuple[Document, Fields, Credits]:
    """The ipuz document of a parsed file (``value``, the JSON of ``text``): the object itself, its
    version and ``kind`` list checked, its fields for located messages, and its credits.

    Raises:
        ParseError: not an object, or a bad ``version``, ``kind``, ``title``, ``author`` or
            ``copyright`` field (at the field's line and column).
    """
    fields = Fields(text, source)
    if not isinstance(value, dict):
        raise ParseError("an ipuz file is a JSON object ({...})", 1, 1, source)
    version = value.get("version")
    if not isinstance(version, str) or not _VERSION.fullmatch(version):
        raise fields.error("version", f"{version!r} is not an ipuz version such as 'http://ipuz.org/v2'")
    kinds = value.get("kind")
    if not isinstance(kinds, list) or not kinds or not all(isinstance(k, str) for k in kinds):
        raise fields.error("kind", "must be a non-empty list of PuzzleKind URIs")
    return value, fields, _credits(value, fields)


def ipuz_document(text: str, source: str = "<string>") -> tuple[Document, Fields, Credits]:
    """:func:`envelope` of the text ``text``, parsed (:func:`parse_json`).

    Raises:
        ParseError: as :func:`parse_json` and :func:`envelope`.
    """
    return envelope(parse_json(text, source), text, source)


def _credits(doc: Document, fields: Fields) -> Credits:
    """The ``title``, ``author`` and ``copyright`` fields as plain text (the spec allows HTML in
    them: tags are dropped, entities decoded, white space collapsed)."""
    found = {}
    for name in ("title", "author", "copyright"):
        value = doc.get(name, "")
        if value is None:
            value = ""
        if not isinstance(value, str):
            raise fields.error(name, f"must be a string, not {value!r}")
        found[name] = " ".join(html.unescape(_TAG.sub(" ", value)).split())
    return Credits(**found)


def read_ipuz_grid(text: str, source: str = "<string>") -> list[str]:
    """The grid of an ipuz crossword as the rows of a fill-in grid: ``#`` a block, ``.`` an empty
    cell, a letter where ``puzzle`` gives one or ``solution`` (complete or not) holds one (each
    cell's letter as written, a cluster of several characters too).

    Raises:
        ParseError: as :func:`ipuz_document`, or an ipuz file of another kind than a crossword.
    """
    doc, fields, _ = ipuz_document(text, source)
    if not is_kind(doc, CROSSWORD):
        raise fields.error("kind", f"{doc['kind']!r}: a grid to fill is a crossword")
    try:
        width, height = dimensions(doc)
        block = doc.get("block", "#")
        rows = crossword_grid(doc, width, height, block)
        letters = crossword_solution(doc, rows, block, doc.get("empty", 0)) if "solution" in doc else {}
    except FieldError as e:
        raise fields.error(e.field, str(e)) from None
    return ["".join(shown(letters.get((r, c), ch)) for c, ch in enumerate(row)) for r, row in enumerate(rows)]
