"""The Across Lite ``.puz`` container's text rules (the kinds that have a ``.puz`` form write
their own files through ``puzpy``: their table's ``puz``; this module imports no kind).

``.puz`` (version 1.3, the one Across Lite and most apps open) holds ISO-8859-1 text: Latin
letters, with accents, and no Cyrillic or Greek. Typographic punctuation that Latin-1 lacks (curly
quotes, en and em dashes, an ellipsis: :data:`PUNCTUATION`) is written in its plain form, as
Across Lite users type it. :func:`puz_problem` names the first character a puzzle or word list
cannot carry there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Generic, TypeVar

from gridcraft.formats.ipuz import Credits
from gridcraft.words import Entry

P = TypeVar("P")  # a kind's puzzle model

ENCODING = "ISO-8859-1"  # the text of a version 1.3 .puz file
VERSION = "1.3"
#: punctuation outside Latin-1 and its plain form in a ``.puz`` file
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


def puz_problem(texts: Iterable[str]) -> tuple[str, str] | None:
    """The first ``(character, text)`` among ``texts`` that ``.puz`` cannot hold, or ``None``."""
    for text in texts:
        for ch in plain(text):
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
            (``write(puzzle, credits)``); raises ``InvalidPuzzle`` naming a character Latin-1
            cannot hold.
        description: one line for help texts.
    """

    write: Callable[[P, Credits], bytes]
    description: str = "an Across Lite .puz file"
