"""A crossword's word bank: its answers listed for younger solvers, in the order of the language's
alphabet.

The order is a simple collation: each letter by its place in the language's alphabet (Spanish Ñ
after N, Russian Ё after Е, Turkish Ç after C and I before İ, Azerbaijani Ə after E and X after H),
a letter with an accent the alphabet does not list (French É, German Ä) beside its base letter,
the accent deciding only between words otherwise equal; a letter of another script by its Unicode
code point, after the alphabet's letters. The languages are those of the captions
(:data:`gridcraft.captions.LANGUAGES`).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from gridcraft.words import shown

LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: each language's alphabet, upper-case, in its order (a letter may be a string of one character)
ALPHABETS: dict[str, tuple[str, ...]] = {
    "en": tuple(LATIN),
    "de": tuple(LATIN),
    "fr": tuple(LATIN),
    "es": tuple("ABCDEFGHIJKLMN") + ("Ñ",) + tuple("OPQRSTUVWXYZ"),
    "ru": tuple("АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"),
    "el": tuple("ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ"),
    "tr": tuple("ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ"),
    "az": tuple("ABCÇDEƏFGĞHXIİJKQLMNOÖPRSŞTUÜVYZ"),
}
FOLDED = {"ß": "SS", "ẞ": "SS", "Æ": "AE", "Œ": "OE", "ς": "Σ"}  # letters an alphabet spells out
OTHER = 1 << 21  # past every place in an alphabet: a letter of no alphabet, by its code point


def _base(letter: str) -> str:
    """``letter`` without its accents (``É``: ``E``)."""
    return "".join(ch for ch in unicodedata.normalize("NFD", letter) if not unicodedata.combining(ch))


def collation_key(letters: str, lang: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The sort key of ``letters`` (upper-case, one character per cell as a layout places them) in
    ``lang``'s alphabet (English's for a language without one): first each letter's place, an
    accented letter at its base letter's; then, to break ties, the accents (an unaccented letter
    first). Cost O(len(letters)).

    >>> sorted(["ÑU", "NU", "OS"], key=lambda w: collation_key(w, "es"))
    ['NU', 'ÑU', 'OS']
    >>> sorted(["ЁЖ", "ЕЖ", "АЖ"], key=lambda w: collation_key(w, "ru"))
    ['АЖ', 'ЕЖ', 'ЁЖ']
    """
    alphabet = ALPHABETS.get(lang, ALPHABETS["en"])
    place = {letter: i for i, letter in enumerate(alphabet)}
    primary: list[int] = []
    accents: list[int] = []
    for cell in letters:
        letter = unicodedata.normalize("NFC", shown(cell))
        for ch in FOLDED.get(letter, letter):  # a cell of several characters: each in turn
            if ch in place:
                primary.append(place[ch])
                accents.append(0)
            elif _base(ch) in place:
                primary.append(place[_base(ch)])
                accents.append(ord(ch))
            else:
                primary.append(OTHER + ord(ch))
                accents.append(0)
    return tuple(primary), tuple(accents)


def word_bank(answers: Iterable[tuple[str, str]], lang: str) -> list[str]:
    """The word bank of ``answers`` (``(letters as placed, entry as written)`` pairs): the entries
    as written, in ``lang``'s alphabetical order of their letters (see :func:`collation_key`),
    then by spelling, so that the order is total.

    >>> word_bank([("TIGER", "tiger"), ("ANT", "ant"), ("ÉTÉ", "été"), ("EZ", "ez")], "fr")
    ['ant', 'été', 'ez', 'tiger']
    """
    return [entry for _, entry in sorted(answers, key=lambda pair: (collation_key(pair[0], lang), pair[1]))]
