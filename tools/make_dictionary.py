"""Write gridcraft's built-in English fill dictionary, ``src/gridcraft/data/english-fill.txt.gz``.

Usage: ``python tools/make_dictionary.py [OUT]`` (about 15 s). Needs WordNet 3.0
(``apt-get install wordnet-base``: ``/usr/share/wordnet``) and the ``bench`` extra (wordfreq,
better-profanity: ``pip install -c .ci/constraints.txt -e '.[bench]'``). The same WordNet, wordfreq
and better-profanity write the same bytes.

The file: gzip (level 9, no time stamp) of ASCII lines ``ENTRY;SCORE``, best score first, then
by entry. An entry is upper case, its words parted by one space, or by a hyphen where WordNet
writes one (``ON THE WHOLE``, ``T-SHIRT``); 2 to 21 letters A-Z not counting the breaks (a form
with an apostrophe, a digit or a period is left out); each letter string once, in its best-scored
form. Scores are whole numbers 1 to 100 on the scale of the setters' scored lists: 50 is fine,
60 and up good, below 30 questionable, below 20 poor.

Sources and licences:
- wordfreq (https://github.com/rspeer/wordfreq), English "large" list: the frequencies, and the
  low-scored tokens at the end. Its data is licensed CC BY-SA 4.0, and so is this file.
- WordNet 3.0 (https://wordnet.princeton.edu), Debian's ``wordnet-base``: the words, phrases,
  inflections and their kinds. Its licence allows any use, commercial too, provided that its
  notice appears on all copies: "Permission to use, copy, modify and distribute this software
  and database and its documentation for any purpose and without fee or royalty is hereby
  granted, provided that you agree to comply with the following copyright notice and
  statements, including the disclaimer, and that the same appear on ALL copies of the software,
  database and documentation, including modifications that you make for internal use or for
  distribution. WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. THIS
  SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR
  WARRANTIES, EXPRESS OR IMPLIED. [...] The name of Princeton University or Princeton may not be
  used in advertising or publicity pertaining to distribution of the software and/or database.
  Title to copyright in this software, database and any associated documentation shall at all
  times remain with Princeton University and LICENSEE agrees to preserve same."
  The whole notice ships beside the file, in ``src/gridcraft/data/english-fill-notice.txt``.
- better-profanity (MIT), through ``benchmarks/wordlists.py`` (its ``offensive`` rule, applied
  to every word, every word of a phrase and a phrase's letters run together), and ``OBSCENE``
  parts of ``tools/fill_scores.py``: offensive entries are left out.
No other word list is read: ``/usr/share/dict`` lists stay independent judges of the result.

The scores (``z`` is a word's Zipf frequency in wordfreq, log10 of its uses per billion words):
- Real words, ``27 + 12 (z - 1)`` (``z`` at least 1), at most 100: WordNet lemmas of one word
  written in lower case at least once, their inflections (noun plurals, verb -s -ed -ing,
  adjective -er -est: WordNet's morphology rules read backwards and its exception lists, a form
  kept when wordfreq knows it, a regular form beside an irregular one only when at most ten
  times rarer: LEARNED beside LEARNT, not CHILDS beside CHILDREN), and the function words and
  interjections of ``CLOSED_CLASS``. THE 100, CAT 72, ALGORITHM 63, CROSSWORD 53. Rare words
  stay low, and crosswordese with them: ERNE 40, STET 37, ALEE 36, ETUI 30.
- Phrases, WordNet lemmas of several words written in lower case: ``22 + 6 (z' - 1)`` where
  ``z'`` is the rarest word's ``z`` (at most 5), plus signs of use: SemCor tag counts
  (``cntlist.rev``, up to 15), mentions in WordNet's glosses and examples beyond chance (up to
  10), the words run together in wordfreq (ICECREAM, HOTDOG: up to 12; for a verb or adverb only
  when that is a WordNet word, LOOKUP, not a name, EATON), 6 for an adverbial
  (ON THE WHOLE, IN FACT), 3 for a phrasal verb (LOOK UP); minus 8 when every word is a function
  word, 6 for each word beyond three; at most 80. With a capitalised word (FRENCH FRIES): 12
  less. Inflected (ICE CREAMS, GAVE UP, TAKES THE FIFTH): 5 less. Left out: a phrase with a word
  wordfreq does not know, a taxon (genus Canis, tea family) or Latin binomial, an abbreviation
  (CD-R). ON THE WHOLE 68, ICE CREAM 68, HOT DOG 60, AT THE MOST 50, MATRIX ADDITION 40.
- Proper names (WordNet writes them only capitalised; phrases of up to three words, all
  capitalised): ``10 + 5 (z - 1)``, 10 to 30. PARIS 29.
- Derived words that WordNet lacks, a prefix or ending on a real word (COLLABORATIVELY,
  PREREGISTRATION): 8 below a real word, 10 to 50.
- Abbreviations (all capitals in WordNet, no vowel, a synonym's initials) and the wordfreq tokens
  of 2 to 21 letters that no rule above explains (names, fragments: ABN, EPP, KRAV, NATUR),
  most frequent first, until there are ``SIZE`` entries: ``4 (z - 1)``, 1 to 20. Roman
  numerals are left out. They let a search finish a hard corner; a filler that maximises the
  lowest score takes them last.
"""

from __future__ import annotations

import gzip
import math
import re
import sys
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import wordnet_source
from benchmarks.wordlists import offensive, plausible, profanity_words
from fill_scores import (
    CLOSED_CLASS,
    NUMERAL_LETTERS,
    OBSCENE,
    PARTICLES,
    TAXA,
    Entries,
    clamp,
    derived,
    derived_score,
    fragment_score,
    name_score,
    roman,
    word_score,
)

OUT = Path(__file__).resolve().parents[1] / "src" / "gridcraft" / "data" / "english-fill.txt.gz"
SIZE = 300_000  # entries in all: the low-scored wordfreq tokens fill up to this
TOKEN = re.compile(r"[a-z]+")
LEMMA = re.compile(r"[a-z]+(?:[_-][a-z]+)*")
SPLIT = re.compile(r"[_-]")
INFLECTED_PHRASE = 5  # an inflected phrase scores this much below the phrase
CAPITALISED = 12  # a phrase with a capitalised word (French fries) scores this much below
GROUP, ANIMAL, PLANT = 14, 5, 20  # WordNet lexicographer files noun.group, noun.animal, noun.plant
NO_LEMMA = wordnet_source.Lemma()


class Sources:
    """wordfreq's English frequencies, WordNet and better-profanity's list."""

    def __init__(self) -> None:
        import wordfreq

        frequencies = wordfreq.get_frequency_dict("en", "large")
        self.freq = {word: f for word, f in frequencies.items() if TOKEN.fullmatch(word)}
        self.wn = wordnet_source.read()
        self.banned = profanity_words()

    def zipf(self, token: str) -> float:
        """As ``wordfreq.zipf_frequency``: 0 for an unknown token."""
        f = self.freq.get(token)
        return round(math.log10(f) + 9, 2) if f else 0.0

    def clean(self, tokens: Iterable[str]) -> bool:
        """False when a token, or all of them run together, is offensive or holds an obscene part."""
        words = [t.upper() for t in tokens]
        solid = "".join(words)
        return not any(offensive(w, self.banned) for w in [*words, solid]) and OBSCENE.search(solid) is None


def phrase_score(src: Sources, lemma: wordnet_source.Lemma, tokens: list[str]) -> int:
    """A WordNet phrase written in lower case (or with a capitalised adjective: French fries)."""
    zipfs = [src.zipf(t) for t in tokens]
    score = 22 + 6 * (min(5.0, *zipfs) - 1)
    if all(t in CLOSED_CLASS for t in tokens):
        score -= 8
    score += min(15, 4 * math.log2(1 + lemma.tags))
    chance = src.wn.gloss_tokens * math.prod(10 ** (z - 9) for z in zipfs)
    score += min(10, 3 * math.log2(1 + lemma.glosses / (1 + chance)))
    solid = "".join(tokens)  # written solid too (icecream, hotdog, lookup): in use
    if "n" in lemma.pos or src.wn.lemmas.get(solid, NO_LEMMA).lower():  # not EATON, PUTIN
        score += min(12, 4 * src.zipf(solid))
    if "r" in lemma.pos:
        score += 6
    elif "v" in lemma.pos and tokens[-1] in PARTICLES:
        score += 3
    score -= 6 * max(0, len(tokens) - 3)
    return clamp(score, 1, 80)


def build(src: Sources) -> Entries:
    entries = Entries()
    for token in sorted(CLOSED_CLASS):
        entries.add(token.upper(), word_score(src.zipf(token)))
    for name in sorted(src.wn.lemmas):
        lemma = src.wn.lemmas[name]
        if not LEMMA.fullmatch(name):
            continue
        tokens = SPLIT.split(name)
        if len(tokens) == 1:
            add_word(src, entries, name, lemma)
        else:
            add_phrase(src, entries, lemma, tokens)
    for token, _ in sorted(src.freq.items(), key=lambda kv: (-kv[1], kv[0])):
        if len(entries.best) >= SIZE:
            break
        if token.upper() not in entries.best and src.clean([token]) and not roman(token):
            zipf = src.zipf(token)
            score = derived_score(zipf) if derived(token, entries.words) else fragment_score(zipf)
            entries.add(token.upper(), score)
    return entries


def add_word(src: Sources, entries: Entries, name: str, lemma: wordnet_source.Lemma) -> None:
    if not src.clean([name]) or (lemma.numerals == lemma.senses and NUMERAL_LETTERS.fullmatch(name)):
        return
    if not plausible(name) or all(form.isupper() for form in lemma.forms) or lemma.short == lemma.senses:
        if name in src.freq:
            entries.add(name.upper(), fragment_score(src.zipf(name)))
        return
    if not lemma.lower():
        entries.add(name.upper(), name_score(src.zipf(name)))
        return
    entries.add(name.upper(), word_score(src.zipf(name)))
    entries.words.add(name)
    for pos in sorted(lemma.pos):
        for form in inflected(src, name, pos):
            entries.add(form.upper(), word_score(src.zipf(form)))
            entries.words.add(form)


def common_forms(src: Sources, base: str, pos: str) -> list[str]:
    """The inflections of ``base`` that a phrase takes: at most about 30 times rarer than ``base``
    (not LAW ENFORCEMENTS, WROUGHT OUT), and not ``am`` (AM DUE: only with I before it)."""
    floor = src.zipf(base) - 1.5
    return [form for form in inflected(src, base, pos) if src.zipf(form) >= floor and form != "am"]


def inflected(src: Sources, base: str, pos: str) -> list[str]:
    """The inflections of ``base`` as ``pos`` in use: known to wordfreq and not offensive, a regular
    form only when it is at most 10 times rarer than the irregular one (``learned`` beside
    ``learnt``, ``indexes`` beside ``indices``, not ``childs`` beside ``children``)."""
    irregular, regular = wordnet_source.inflections(base, pos, src.wn.exceptions)
    irregular = [form for form in irregular if form in src.freq]
    floor = max((src.zipf(form) for form in irregular), default=0.0) - 1
    regular = [form for form in regular if form in src.freq and src.zipf(form) >= floor]
    return [form for form in irregular + regular if src.clean([form])]


def add_phrase(src: Sources, entries: Entries, lemma: wordnet_source.Lemma, tokens: list[str]) -> None:
    long_tokens = [t for t in tokens if len(t) > 1]
    if any(t not in src.freq or not plausible(t) for t in long_tokens) or lemma.taxa == lemma.senses:
        return  # a word wordfreq does not know, an abbreviation (ft-L), a taxon
    if not src.clean(tokens):
        return
    written = min(lemma.forms, key=lambda f: (f != f.lower(), f))
    parts = SPLIT.split(written)
    if any(len(p) > 1 and p.isupper() for p in parts):
        return  # an abbreviation: CD-R, DNA_polymerase
    caps = [p[:1].isupper() for p in parts if len(p) > 1 and p.lower() not in CLOSED_CLASS]
    if not caps or not any(caps):
        score = phrase_score(src, lemma, tokens)
    elif all(caps):
        if len(tokens) > 3 or any(len(t) == 1 for t in tokens):
            return
        score = name_score(min(src.zipf(t) for t in tokens))
    elif taxonomic(src, lemma, parts):
        return
    else:
        score = max(1, phrase_score(src, lemma, tokens) - CAPITALISED)
    written = written.upper().replace("_", " ")
    entries.add(written, score)
    if any(caps):
        return
    # Inflected phrases: ICE CREAMS, GAVE UP, TAKES THE FIFTH.
    seps = re.findall("[ -]", written)
    words = written.split(" ")
    variants: list[list[str]] = []
    if "n" in lemma.pos and not CLOSED_CLASS & set(tokens):
        variants += [[*tokens[:-1], form] for form in common_forms(src, tokens[-1], "n")]
    verb = "v" in src.wn.lemmas.get(tokens[0], NO_LEMMA).pos
    if "v" in lemma.pos and verb and "-" not in words[0] and not {"and", "or"} & set(tokens):
        variants += [[form, *tokens[1:]] for form in common_forms(src, tokens[0], "v")]
    for variant in variants:
        text = variant[0] + "".join(sep + t for sep, t in zip(seps, variant[1:], strict=True))
        if src.clean(variant):
            entries.add(text.upper(), max(1, score - INFLECTED_PHRASE))


def taxonomic(src: Sources, lemma: wordnet_source.Lemma, parts: list[str]) -> bool:
    """True for the name of a taxon (genus Canis) or a Latin binomial (Quercus ilex)."""
    if TAXA & {p.lower() for p in parts}:
        return True
    if not lemma.lexfiles & {ANIMAL, PLANT} or not parts[0][:1].isupper():
        return False
    genus = src.wn.lemmas.get(parts[0].lower())
    return genus is None or genus.lexfiles <= {GROUP, ANIMAL, PLANT}


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    text = "".join(build(Sources()).lines())
    out.write_bytes(gzip.compress(text.encode("ascii"), compresslevel=9, mtime=0))
    print(f"{out}: {text.count(chr(10))} entries, {out.stat().st_size} bytes")


if __name__ == "__main__":
    main()
