"""Dictionaries for filling a crossword grid: entries with scores and their word breaks, read
from the setters' lists or taken from gridcraft's built-in English list, combined with weights.

Glossary::

    Scores = dict[str, int]   # an entry's letters (one character per cell, upper case) -> its score
    Forms = dict[str, str]    # an entry's letters -> the entry as written with its word breaks
                              # ("ONTHEWHOLE" -> "ON THE WHOLE"), for entries that have breaks

A dictionary file holds one entry a line, optionally scored as ``ENTRY;SCORE`` (the format of the
setters' common scored lists, such as Spread the Wordlist, often named ``*.dict``; scores from 0 to
100); an entry without a score scores :data:`DEFAULT_SCORE`, so a plain word list is a
dictionary. Blank lines are ignored and a line whose first non-blank character is ``#`` is a
comment. An entry is normalised as in every gridcraft word list (NFC, upper case of the same
length, spaces, hyphens and apostrophes dropped in the grid: ``ICE CREAM`` fills ICECREAM), and
keeps how it was written (its form: ``ICE CREAM``), so that a crossword can show its enumeration
(3,5); an entry listed twice keeps its highest score.

Several dictionaries combine (:func:`combine`): each has a weight that multiplies its scores
(within 0 to 100), every entry keeps its highest weighted score, and a "never use" list takes
entries out.

The built-in dictionary (:func:`builtin_dictionary`) is made by ``tools/make_dictionary.py`` from
WordNet 3.0 and wordfreq (see that script for its sources, scores and licences).
"""

from __future__ import annotations

import functools
import gc
import gzip
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import resources

from gridcraft.errors import ParseError
from gridcraft.words import make_entry, scan_lines

Scores = dict[str, int]
Forms = dict[str, str]
#: the score of an entry written without one
DEFAULT_SCORE = 50
#: the scores a dictionary file may give (the setters' lists score from 0 to 100 or within it)
SCORES = range(0, 101)
#: where the built-in dictionary lives in the package
BUILTIN = "english-fill.txt.gz"
#: the name of the built-in dictionary in messages and summaries
BUILTIN_NAME = "the built-in English dictionary"
#: the weights a dictionary may have (a multiplier of its scores)
WEIGHTS = (0.0, 10.0)

_SPACES = re.compile(r"\s+")
_BREAKS = frozenset(" -'’\u2010\u2011")


@dataclass(frozen=True)
class Dictionary:
    """Scored entries and their word breaks.

    Attributes:
        scores: entry letters -> score (0 to 100).
        forms: entry letters -> the entry as written with its word breaks (white space collapsed),
            for the entries that have breaks (``"ICECREAM"`` -> ``"ice cream"``).
    """

    scores: Scores
    forms: Forms = field(default_factory=dict)

    def form(self, letters: str) -> str:
        """The entry ``letters`` as written (``letters`` itself when it has no breaks)."""
        return self.forms.get(letters, letters)


def parse_dictionary(
    text: str, source: str = "<string>", *, lang: str | None = None, fold: bool = False
) -> Scores:
    """The scored entries of a dictionary file's text (:func:`read_dictionary`'s scores).

    >>> parse_dictionary("# mine\\nice cream;60\\nCAT\\ncat;40\\n")
    {'ICECREAM': 60, 'CAT': 50}
    """
    return read_dictionary(text, source, lang=lang, fold=fold).scores


def read_dictionary(
    text: str,
    source: str = "<string>",
    *,
    lang: str | None = None,
    fold: bool = False,
    weight: float = 1.0,
) -> Dictionary:
    """The dictionary of a file's text.

    Args:
        text: the file's contents (one ``ENTRY`` or ``ENTRY;SCORE`` a line).
        source: the file name for messages.
        lang: the language of the capitals (``tr``, ``az``: dotted and dotless I apart).
        fold: drop the accents of Latin letters (``--fold-accents``).
        weight: multiplies every score (the result rounded, within 0 to 100).

    Returns:
        entry letters (one character per cell, upper case) -> score, the highest where an entry
        is listed twice, and the written forms of entries with word breaks. Cost O(len(text)).

    Raises:
        ParseError: an entry that is not letters (joiners aside) or has fewer than two letters, or
            a score that is not a whole number from 0 to 100, at its line and column; a file with
            no entry.

    >>> d = read_dictionary("ice  cream;60\\nT-shirt\\n")
    >>> d.scores, d.forms
    ({'ICECREAM': 60, 'TSHIRT': 50}, {'ICECREAM': 'ice cream', 'TSHIRT': 'T-shirt'})
    """
    scores: Scores = {}
    forms: Forms = {}
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
        if weight != 1.0:
            score = weighted(score, weight)
        if entry.isascii() and entry.isalpha() and len(entry) >= 2 and lang not in ("tr", "az"):
            letters = entry.upper()  # the common case, fast
        else:
            letters = make_entry(
                entry, line.number, line.column(0), source, locate=line.column, lang=lang, fold=fold
            ).letters
        if scores.get(letters, score - 1) < score:
            scores[letters] = score
            if _BREAKS.intersection(entry):
                forms[letters] = _SPACES.sub(" ", entry.strip())
            else:
                forms.pop(letters, None)
    if not scores:
        raise ParseError("the dictionary holds no entries: one ENTRY or ENTRY;SCORE a line", 1, 1, source)
    return Dictionary(scores, forms)


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


def weighted(score: int, weight: float) -> int:
    """``score`` times ``weight``, rounded, within 0 to 100."""
    return max(SCORES.start, min(SCORES.stop - 1, round(score * weight)))


def combine(dictionaries: Iterable[Dictionary], never: Iterable[str] = ()) -> Dictionary:
    """One dictionary of several (their weights already applied): every entry with its highest
    score and that entry's written form; the letters of ``never`` left out."""
    scores: Scores = {}
    forms: Forms = {}
    for d in dictionaries:
        if not scores:
            scores, forms = dict(d.scores), dict(d.forms)
            continue
        for entry, score in d.scores.items():
            if scores.get(entry, score - 1) < score:
                scores[entry] = score
                if entry in d.forms:
                    forms[entry] = d.forms[entry]
                else:
                    forms.pop(entry, None)
    for entry in never:
        scores.pop(entry, None)
        forms.pop(entry, None)
    return Dictionary(scores, forms)


def read_never(
    text: str, source: str = "<string>", *, lang: str | None = None, fold: bool = False
) -> frozenset[str]:
    """The entries of a "never use" list (one entry a line, as a dictionary file; scores ignored).

    Raises:
        ParseError: as :func:`read_dictionary`.
    """
    return frozenset(read_dictionary(text, source, lang=lang, fold=fold).scores)


@functools.cache
def builtin_dictionary() -> Dictionary:
    """The built-in English dictionary (see the module's text), read once per process: its lines
    are ``ENTRY;SCORE``, an entry's words separated by a space or a hyphen."""
    data = resources.files("gridcraft").joinpath("data", BUILTIN).read_bytes()
    fields = gzip.decompress(data).decode("ascii").replace("\n", ";").split(";")  # entry, score, ...
    scores: Scores = {}
    forms: Forms = {}
    for entry, score in zip(fields[0:-1:2], map(int, fields[1::2])):
        if entry.isalpha():
            scores[entry] = score
        else:
            letters = entry.replace(" ", "").replace("-", "")
            if letters not in scores:
                scores[letters] = score
                forms[letters] = entry
    gc.freeze()  # its 300,000 entries live as long as the process: no collection need walk them
    return Dictionary(scores, forms)


def builtin() -> Scores:
    """The built-in English dictionary's scores (see :func:`builtin_dictionary`)."""
    return builtin_dictionary().scores
