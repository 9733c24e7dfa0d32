"""The word lists and score formulas of ``tools/make_dictionary.py`` (its docstring explains them)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Function words, which WordNet leaves out, and a few interjections: real words.
CLOSED_CLASS = _words(
    """
    a an the this that these those my your his her its our their mine yours hers ours theirs
    me you he she it we they him us them myself yourself himself herself itself ourselves
    yourselves themselves oneself who whom whose which what whoever whomever whatever whichever
    anybody anyone anything everybody everyone everything nobody none nothing somebody someone
    something each either neither both all any some many much more most few fewer several such
    every no another other enough
    about above across after against along amid amidst among amongst around as at before behind
    below beneath beside besides between beyond by despite down during except for from in inside
    into like near of off on onto opposite out outside over past per since than through
    throughout till to toward towards under underneath unlike until unto up upon via with within
    without
    and but or nor so yet if because although though unless whereas whether while whilst when
    whenever where wherever whereby wherein once lest
    am is are was were be been being have has had having do does did done doing can cannot could
    may might must shall should will would ought
    not there here hence thus also too very just how why yes hello goodbye okay please thanks
    hey hi oh ah aha oops ouch huh yay yep nope
    """
)
# Taxonomic ranks: a phrase with one of them and a capitalised word names a taxon (genus Canis).
TAXA = _words(
    """genus subgenus family subfamily superfamily order suborder superorder infraorder class
    subclass superclass phylum subphylum division subdivision kingdom subkingdom tribe"""
)
# The last word of a phrasal verb (LOOK UP, CARRY OUT).
PARTICLES = _words("up down out off in on over away back through around about along into for with to at")
# Parts that make any word holding them obscene (HORSESHIT, MINDFUCK): better-profanity lists
# whole words, and these parts occur in no harmless word.
OBSCENE = re.compile("FUCK|SHIT|CUNT|BITCH|WHORE|SLUT|NIGGER|NIGGA|FAGGOT|TWAT|WANKER|JIZZ|DILDO")
# Derivation: a prefix and a real word, or a real word and an ending (with what the ending
# replaced at the end of the word: happily, happy).
PREFIXES = sorted(
    _words("un re non pre over under mis dis anti counter inter multi semi super sub hyper micro post out")
)
SUFFIXES = [
    *(
        (end, "")
        for end in sorted(
            _words("ly ness ity ism isms ist ists less ful able ably ment ments ship ships hood")
        )
    ),
    *(("ily", "y"), ("iness", "y"), ("ically", "ic"), ("ation", "e"), ("ation", "")),
    *(("ization", "ize"), ("isation", "ise"), ("able", "e")),
]
ROMAN_NUMERAL = re.compile(r"m{0,4}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})")
NUMERAL_LETTERS = re.compile("[ivxlcdm]+")  # a WordNet number so written is a Roman numeral (lvi)
MIN_LETTERS, MAX_LETTERS = 2, 21


def clamp(value: float, low: int, high: int) -> int:
    return max(low, min(high, round(value)))


def word_score(zipf: float) -> int:
    """A real word (WordNet lemma, inflection, function word) of Zipf frequency ``zipf``."""
    return clamp(27 + 12 * (max(zipf, 1.0) - 1), 1, 100)


def derived_score(zipf: float) -> int:
    """A word that WordNet lacks, made of a real word and a prefix or an ending."""
    return clamp(word_score(zipf) - 8, 10, 50)


def name_score(zipf: float) -> int:
    """A proper name (capitalised in WordNet); ``zipf`` of its rarest word."""
    return clamp(10 + 5 * (zipf - 1), 10, 30)


def fragment_score(zipf: float) -> int:
    """An abbreviation, or a wordfreq token that no rule explains."""
    return clamp(4 * (zipf - 1), 1, 20)


def roman(token: str) -> bool:
    return len(token) > 1 and ROMAN_NUMERAL.fullmatch(token) is not None


def derived(token: str, words: set[str]) -> bool:
    """True when ``token`` is a prefix and a real word of 4+ letters (``preregistration``) or such
    a word and an ending (``collaboratively``, ``entrepreneurism``)."""
    rests = [token[len(p) :] for p in PREFIXES if token.startswith(p)]
    if any(len(rest) >= 4 and rest in words and rest not in CLOSED_CLASS for rest in rests):
        return True
    return any(
        token.endswith(end) and len(token) - len(end) + len(base) >= 4 and token[: -len(end)] + base in words
        for end, base in SUFFIXES
    )


@dataclass
class Entries:
    """The best score and written form of each letter string, and the real words so far."""

    best: dict[str, tuple[int, str]] = field(default_factory=dict)
    words: set[str] = field(default_factory=lambda: set(CLOSED_CLASS))  # lower case

    def add(self, written: str, score: int) -> None:
        """Keep ``written`` (upper case, words parted by a space or hyphen) if it scores best."""
        letters = written.replace(" ", "").replace("-", "")
        if not MIN_LETTERS <= len(letters) <= MAX_LETTERS:
            return
        old = self.best.get(letters)
        if old is None or (-score, written) < (-old[0], old[1]):
            self.best[letters] = (score, written)

    def lines(self) -> list[str]:
        """``ENTRY;SCORE`` lines, best score first, then by entry."""
        ranked = sorted((-score, written) for score, written in self.best.values())
        return [f"{written};{-neg}\n" for neg, written in ranked]
