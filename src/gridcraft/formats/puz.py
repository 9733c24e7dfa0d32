"""The Across Lite ``.puz`` container's text rules (the kinds that have a ``.puz`` form write
their own files through ``puzpy``: their table's ``puz``; this module imports no kind).

``.puz`` (version 1.3, the one Across Lite and most apps open) holds one byte per character:
Latin-1 letters, with accents, and, in bytes 0x80 to 0x9F, the Windows-1252 punctuation that
Across Lite on Windows writes (curly quotes, en and em dashes, an ellipsis, and a few letters such
as ``Œ``); no Cyrillic or Greek. puzpy reads those bytes as ISO-8859-1, so :func:`read_text` turns
them into the characters they stand for, and :func:`puz_text` writes them back as those bytes.
Punctuation that neither holds (a prime, a non-breaking hyphen: :data:`PUNCTUATION`) is written in
its plain form, as Across Lite users type it. :func:`puz_problem` names the first character a
puzzle or word list cannot carry there.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Generic, TypeVar

from gridcraft.formats.ipuz import Credits
from gridcraft.words import Entry

P = TypeVar("P")  # a kind's puzzle model

ENCODING = "ISO-8859-1"  # the text of a version 1.3 .puz file, as puzpy reads and writes it
WINDOWS = "cp1252"  # what its bytes 0x80 to 0x9F stand for
VERSION = "1.3"
_C1 = re.compile("[\u0080-\u009f]")  # the characters bytes 0x80 to 0x9F become in ISO-8859-1
#: typographic punctuation and spaces outside Latin-1 and their plain form in a ``.puz`` file
#: (:func:`puz_text` writes the ones Windows-1252 holds as they are)
PUNCTUATION = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u2032": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u201f": '"',
        "\u2033": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "--",
        "\u2015": "--",
        "\u2026": "...",
        "\u2009": " ",
        "\u200a": " ",
        "\u202f": " ",
        "\u2007": " ",
    }
)


def plain(text: str) -> str:
    """``text`` with the punctuation of :data:`PUNCTUATION` in its plain form.

    >>> print(plain("It\u2019s \u201cnice\u201d \u2014 isn\u2019t it\u2026"))
    It's "nice" -- isn't it...
    """
    return text.translate(PUNCTUATION)


def read_text(text: str) -> str:
    """A ``.puz`` text as puzpy reads it (ISO-8859-1) with the characters of bytes 0x80 to 0x9F
    read as Windows-1252 has them (a byte Windows-1252 leaves undefined is kept as it is).

    >>> print(read_text("It\x92s \x93nice\x94 \x97 isn\x92t it\x85"))
    It’s “nice” — isn’t it…
    """
    return _C1.sub(lambda m: _windows(m.group()), text)


def _windows(ch: str) -> str:
    """The Windows-1252 character of the byte that ISO-8859-1 reads as ``ch``, or ``ch``."""
    try:
        return ch.encode(ENCODING).decode(WINDOWS)
    except UnicodeDecodeError:  # 0x81, 0x8D, 0x8F, 0x90, 0x9D: undefined
        return ch


def puz_text(text: str) -> str:
    """``text`` as puzpy is to write it (ISO-8859-1) so that the file's bytes are Windows-1252:
    a character Windows-1252 holds in bytes 0x80 to 0x9F becomes the character of that byte, one
    that neither holds takes its plain form (:data:`PUNCTUATION`); anything else is left for
    :func:`puz_problem` to name.

    >>> puz_text("It\u2019s \u2032") == "It\x92s '"
    True
    """
    out = []
    for ch in text:
        if ch.isascii() or "\u00a0" <= ch <= "\u00ff":
            out.append(ch)
            continue
        try:
            out.append(ch.encode(WINDOWS).decode(ENCODING))
        except UnicodeEncodeError:
            out.append(ch.translate(PUNCTUATION))
    return "".join(out)


def puz_problem(texts: Iterable[str]) -> tuple[str, str] | None:
    """The first ``(character, text)`` among ``texts`` that ``.puz`` cannot hold, or ``None``."""
    for text in texts:
        for ch in puz_text(text):
            try:
                ch.encode(ENCODING)
            except UnicodeEncodeError:
                return ch, text
    return None


def entries_problem(entries: list[Entry]) -> tuple[Entry, str] | None:
    """The first entry whose letters, spelling or clue ``.puz`` cannot hold, and the character."""
    for entry in entries:
        found = puz_problem([entry.letters, entry.text, entry.clue])
        if found is not None:
            return entry, found[0]
    return None


@dataclass(frozen=True, slots=True)
class PuzForm(Generic[P]):
    """A kind's ``.puz`` form (its table's ``puz``).

    Attributes:
        write: the file of a puzzle with the title, author and copyright of its credits
            (``write(puzzle, credits)``); raises ``InvalidPuzzle`` naming a character the file
            cannot hold.
        description: one line for help texts.
        losses: what the file of a puzzle cannot hold as it is, one warning line each (``[]``:
            nothing; shaded cells, say, which ``.puz`` has no mark for).
    """

    write: Callable[[P, Credits], bytes]
    description: str = "an Across Lite .puz file"
    losses: Callable[[P], list[str]] = lambda puzzle: []
