"""Dictionaries for filling a crossword grid: entries with scores, read from the setters' scored
lists or taken from gridcraft's built-in English list.

Glossary::

    Scores = dict[str, int]   # an entry's letters (one character per cell, upper case) -> its score

A dictionary file holds one entry a line, optionally scored as ``ENTRY;SCORE`` (the format of the
setters' common scored lists, such as Spread the Wordlist; scores from 0 to 100); an entry
without a score scores :data:`DEFAULT_SCORE`. Blank lines are ignored and a line whose first non-blank character is ``#``
is a comment. An entry is normalised as in every gridcraft word list (NFC, upper case of the same
length, spaces, hyphens and apostrophes dropped: ``ICE CREAM`` fills ICECREAM); an entry listed
twice keeps its highest score.

The built-in dictionary (:func:`builtin`) is made by ``tools/make_dictionary.py`` from wordfreq's
English word list (data licensed CC BY-SA 4.0): 200,000 words of 2 to 21 letters, scored 1 to 100
from their frequency, offensive words filtered out.
"""

from __future__ import annotations

import functools
import gzip
from importlib import resources

from gridcraft.errors import ParseError
from gridcraft.words import make_entry, scan_lines

Scores = dict[str, int]
#: the score of an entry written without one
DEFAULT_SCORE = 50
#: the scores a dictionary file may give (the setters' lists score from 0 to 100 or within it)
SCORES = range(0, 101)
#: where the built-in dictionary lives in the package
BUILTIN = "english-fill.txt.gz"
#: the name of the built-in dictionary in messages and summaries
BUILTIN_NAME = "the built-in English dictionary"


def parse_dictionary(
    text: str, source: str = "<string>", *, lang: str | None = None, fold: bool = False
) -> Scores:
    """The scored entries of a dictionary file's text.

    Args:
        text: the file's contents (one ``ENTRY`` or ``ENTRY;SCORE`` a line).
        source: the file name for messages.
        lang: the language of the capitals (``tr``, ``az``: dotted and dotless I apart).
        fold: drop the accents of Latin letters (``--fold-accents``).

    Returns:
        entry letters (one character per cell, upper case) -> score, the highest where an entry
        is listed twice. Cost O(len(text)).

    Raises:
        ParseError: an entry that is not letters (joiners aside) or has fewer than two letters, or
            a score that is not a whole number from 0 to 100, at its line and column; a file with
            no entry.

    >>> parse_dictionary("# mine\\nice cream;60\\nCAT\\ncat;40\\n")
    {'ICECREAM': 60, 'CAT': 50}
    """
    scores: Scores = {}
    for line in scan_lines(text):
        raw = line.text
        if not raw.strip() or line.is_comment("#"):
            continue
        entry, sep, written = raw.partition(";")
        score = DEFAULT_SCORE
        if sep:
            try:
                score = int(written.strip())
            except ValueError:
                column = line.column(len(entry) + 1 + len(written) - len(written.lstrip()))
                raise ParseError(
                    f"the score {written.strip()!r} is not a whole number", line.number, column, source
                ) from None
            if score not in SCORES:
                column = line.column(len(entry) + 1 + len(written) - len(written.lstrip()))
                raise ParseError(
                    f"the score {score} is outside {SCORES.start} to {SCORES.stop - 1}",
                    line.number,
                    column,
                    source,
                )
        if entry.isascii() and entry.isalpha() and len(entry) >= 2 and lang not in ("tr", "az"):
            letters = entry.upper()  # the common case, fast
        else:
            letters = make_entry(
                entry, line.number, line.column(0), source, locate=line.column, lang=lang, fold=fold
            ).letters
        if scores.get(letters, score - 1) < score:
            scores[letters] = score
    if not scores:
        raise ParseError("the dictionary holds no entries: one ENTRY or ENTRY;SCORE a line", 1, 1, source)
    return scores


def merge(dictionaries: list[Scores]) -> Scores:
    """One dictionary of several: every entry, with its highest score."""
    if len(dictionaries) == 1:
        return dictionaries[0]
    out: Scores = {}
    for d in dictionaries:
        for entry, score in d.items():
            if out.get(entry, score - 1) < score:
                out[entry] = score
    return out


@functools.cache
def builtin() -> Scores:
    """The built-in English dictionary (see the module's text): 200,000 entries, most frequent
    first. Read once per process (about 0.2 s)."""
    data = resources.files("gridcraft").joinpath("data", BUILTIN).read_bytes()
    fields = gzip.decompress(data).decode("ascii").replace("\n", ";").split(";")  # entry, score, ...
    return dict(zip(fields[0:-1:2], map(int, fields[1::2])))
