"""Read WordNet 3.0's database files (Debian's ``wordnet-base``, ``/usr/share/wordnet``) for
``tools/make_dictionary.py``: every lemma as written, its parts of speech, lexicographer files,
SemCor tag count and the number of times its words appear in WordNet's glosses and examples, the
exception lists of irregular forms, and the regular inflections of a lemma.

WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. (The licence, and its
notice requirement, are quoted in ``tools/make_dictionary.py``.)
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

WORDNET = Path("/usr/share/wordnet")
POS_FILES = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}
SENSE_POS = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}  # sense-key synset types; 5 = satellite
ADJ_MARKER = re.compile(r"\((?:a|p|ip)\)$")
GLOSS_TOKEN = re.compile(r"[a-z]+(?:-[a-z]+)*")
MAX_NGRAM = 5
QUANTITY = 23  # lexicographer file noun.quantity
TAXON = re.compile(
    r"(?:genus|subgenus|(?:sub|super)?family|(?:sub|super|infra)?order|(?:sub|super)?class|(?:sub)?phylum"
    r"|(?:sub)?division|(?:sub)?kingdom|tribe)_[A-Z]\S*"
)


@dataclass
class Lemma:
    """One WordNet lemma, keyed by its lower-case spelling with ``_`` between words."""

    forms: set[str] = field(default_factory=set)  # as written in data.*, e.g. {"Paris", "paris"}
    pos: set[str] = field(default_factory=set)  # of n v a r
    lexfiles: set[int] = field(default_factory=set)  # 5 = noun.animal, 14 = noun.group, ...
    tags: int = 0  # SemCor tag count over all its senses (cntlist.rev)
    glosses: int = 0  # times its words appear, in order, in WordNet's glosses and examples
    senses: int = 0  # synsets it belongs to
    taxa: int = 0  # of them, synsets that name a taxon (with a synonym such as family_Theaceae)
    numerals: int = 0  # of them, synsets of a number (with a synonym in digits: lvi, 56)
    short: int = 0  # of them, synsets where it abbreviates a synonym (rpm, meq)

    def lower(self) -> bool:
        """True when WordNet writes it in lower case at least once (not only as a name)."""
        return any(form == form.lower() for form in self.forms)


@dataclass
class WordNet:
    lemmas: dict[str, Lemma]
    exceptions: dict[str, dict[str, list[str]]]  # pos -> base -> irregular forms (verb.exc ...)
    gloss_tokens: int  # words in all glosses and examples


def read(root: Path = WORDNET) -> WordNet:
    """The lemmas and exception lists of the WordNet database in ``root``."""
    lemmas: dict[str, Lemma] = defaultdict(Lemma)
    gloss_text: list[str] = []
    for name, pos in POS_FILES.items():
        for line in (root / f"data.{name}").read_text(encoding="latin-1").splitlines():
            if line.startswith("  "):
                continue  # the licence header
            head, _, gloss = line.partition("|")
            fields = head.split()
            lexfile, count = int(fields[1]), int(fields[3], 16)
            words = [ADJ_MARKER.sub("", fields[4 + 2 * i]) for i in range(count)]
            taxon = any(TAXON.fullmatch(word) for word in words)
            numeral = any(word.isdigit() for word in words)
            for written in words:
                lemma = lemmas[written.lower()]
                lemma.forms.add(written)
                lemma.pos.add(pos)
                lemma.lexfiles.add(lexfile)
                lemma.senses += 1
                lemma.taxa += taxon
                lemma.numerals += numeral
                lemma.short += abbreviates(written, words, lexfile)
            gloss_text.append(gloss.lower())
    for line in (root / "cntlist.rev").read_text(encoding="latin-1").splitlines():
        key, _, tags = line.split()
        name = key.split("%")[0]
        if name in lemmas:
            lemmas[name].tags += int(tags)
    gloss_tokens = count_gloss_mentions(lemmas, gloss_text)
    exceptions: dict[str, dict[str, list[str]]] = {}
    for name, pos in POS_FILES.items():
        table: dict[str, list[str]] = defaultdict(list)
        for line in (root / f"{name}.exc").read_text(encoding="latin-1").splitlines():
            form, *bases = line.split()
            for base in bases:
                table[base].append(form)
        exceptions[pos] = {base: sorted(set(forms)) for base, forms in table.items()}
    return WordNet(dict(lemmas), exceptions, gloss_tokens)


def abbreviates(word: str, synonyms: list[str], lexfile: int) -> bool:
    """True when ``word`` is the initials of a synonym (rpm: revolutions_per_minute), or a unit's
    short name made of some of its letters (meq: milliequivalent)."""
    for other in synonyms:
        parts = re.split("[_-]", other.lower())
        if len(parts) > 1 and word in (
            "".join(p[0] for p in parts),
            "".join(p[0] for p in parts if len(p) > 3),
        ):
            return True
        letters = iter(other.lower())
        unit = lexfile == QUANTITY and len(other) > len(word) and other[0] == word[0]
        if unit and not other.startswith(word) and all(c in letters for c in word):
            return True
    return False


def count_gloss_mentions(lemmas: dict[str, Lemma], glosses: list[str]) -> int:
    """Set ``Lemma.glosses`` of multi-word lemmas: how often their words appear in a row in ``glosses``.

    Returns the number of words in ``glosses``.
    """
    phrases = {tuple(name.split("_")): name for name in lemmas if "_" in name or "-" in name}
    counts: Counter[str] = Counter()
    total = 0
    for gloss in glosses:
        tokens = GLOSS_TOKEN.findall(gloss)
        total += len(tokens)
        for i in range(len(tokens)):
            for n in range(1, MAX_NGRAM + 1):
                name = phrases.get(tuple(tokens[i : i + n]))
                if name is not None:
                    counts[name] += 1
    for name, count in counts.items():
        lemmas[name].glosses = count
    return total


def inflections(
    base: str, pos: str, exceptions: dict[str, dict[str, list[str]]]
) -> tuple[list[str], list[str]]:
    """The irregular and the regular inflected forms of lower-case single-word ``base`` as ``pos``.

    Irregular: the forms the exception list of ``pos`` gives (noun.exc: ``children``; verb.exc:
    ``gave``, ``stopped``; adj.exc: ``bigger``). Regular, by WordNet's morphology rules read
    backwards: nouns -s/-es/-ies (-man: -men), verbs -s, -ed and -ing (a silent e dropped),
    adjectives -er and -est. Adverbs: none. The caller keeps the forms in use.
    """
    irregular = exceptions.get(pos, {}).get(base, [])
    consonant_y = len(base) > 1 and base.endswith("y") and base[-2] not in "aeiou"
    third = (
        base[:-1] + "ies"
        if consonant_y
        else base + ("es" if base.endswith(("s", "x", "z", "ch", "sh")) else "s")
    )
    if pos == "n":
        return irregular, [base[:-3] + "men" if base.endswith("man") and len(base) > 3 else third]
    if pos == "v":
        past = base[:-1] + "ied" if consonant_y else base + ("d" if base.endswith("e") else "ed")
        silent_e = base.endswith("e") and not base.endswith(("ee", "ye", "oe")) and len(base) > 2
        return irregular, [third, past, (base[:-1] if silent_e else base) + "ing"]
    if pos == "a":
        stem = base[:-1] + "i" if consonant_y else base.removesuffix("e")
        return irregular, [stem + "er", stem + "est"]
    return [], []
