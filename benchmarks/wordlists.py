"""Word lists drawn at random, with a seed, for ``benchmarks/crisscross.py --random``.

The pool: the ``POOL_TOP`` most frequent English words of ``wordfreq.top_n_list("en", POOL_TOP)``,
kept when the word is 3 to 10 ASCII letters, is a lower-case line of Debian's wamerican list
(``/usr/share/dict/american-english``: drops names, places, months and most proper nouns, brand names,
abbreviations such as ``lol``, and most British spellings), and is neither in better-profanity's word list
or the short ``EXTRA_OFFENSIVE`` below, nor one of their entries with an ending of ``SUFFIXES``
(``MOLESTED``, ``SEXY``). That last rule errs on the side of dropping: it also takes out about ten
harmless words (``HOARD``, ``SPACED``, ``TESTED``). Two more cheap rules drop abbreviations without a
vowel (``MPH``, ``LBS``) and Roman numerals (``XIV``), which wamerican lists in lower case; a few
abbreviations with a vowel stay (``AVG``, ``HWY``, ``ETC``). The words are upper-cased, deduplicated
and sorted, so the pool does not depend on wordfreq's order.

Why 25,000: wordfreq's English word of rank 25,000 has a Zipf frequency of about 3.1 (about once per
million words), so every word is one a puzzle maker would use; after the filters the pool holds about
17,000 words, enough that two lists of 400 share about ten words. With 50,000 the tail reaches
Zipf 2.5 (rank 50,000 is ``impertinent``): rarer words than a criss-cross usually holds.

A list of ``k`` words with seed ``s`` is ``random.Random(f"{s}-{k}").sample(pool, k)``: a string seed
is hashed with SHA-512 by ``random.seed`` (version 2), so the draw is the same on every Python 3
and under any ``PYTHONHASHSEED``. It is the same on another machine when wordfreq and better-profanity
have the versions of ``.ci/constraints.txt`` and the wamerican list is the same; ``pool().info``
gives the pool's SHA-256 to check that.

Needs the ``bench`` extra (``pip install -c .ci/constraints.txt -e '.[bench]'``) and
``apt-get install wamerican``.
"""

from __future__ import annotations

import functools
import hashlib
import random
import re
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

POOL_TOP = 25_000
DICTIONARY = Path("/usr/share/dict/american-english")
WORD = re.compile(r"[a-z]{3,10}")
VOWEL = re.compile(r"[aeiouy]")
ROMAN = re.compile(r"[ivx]+")
# Words that better-profanity 0.7.0 lacks and that the other filters let through.
EXTRA_OFFENSIVE = frozenset({"CRIPPLE", "MIDGET", "REDNECK", "SCUMBAG", "STRIPPER"})
# Endings after a banned entry of 3 letters or more that make the word banned too.
SUFFIXES = ("S", "ES", "D", "ED", "ING", "ER", "ERS", "Y", "LY")
INSTALL_HINT = "pip install -c .ci/constraints.txt -e '.[bench]'"


@dataclass(frozen=True)
class Pool:
    """The words that lists are drawn from (upper-case, sorted), and how they were made."""

    words: tuple[str, ...]
    info: dict[str, object]


def offensive(word: str, banned: frozenset[str]) -> bool:
    """True when upper-case ``word`` is in ``banned``, or is an entry of 3+ letters with a suffix."""
    return word in banned or any(
        word.endswith(end) and len(word) - len(end) >= 3 and word[: -len(end)] in banned for end in SUFFIXES
    )


def plausible(word: str) -> bool:
    """False for a lower-case ``word`` with no vowel (``mph``) or made of ``i v x`` (``xiv``)."""
    return VOWEL.search(word) is not None and ROMAN.fullmatch(word) is None


def profanity_words() -> frozenset[str]:
    """better-profanity's own word list (its single words, upper-case), plus ``EXTRA_OFFENSIVE``."""
    import better_profanity
    from better_profanity.utils import read_wordlist

    path = Path(better_profanity.__file__).parent / "profanity_wordlist.txt"
    return frozenset(w.strip().upper() for w in read_wordlist(str(path))) | EXTRA_OFFENSIVE


def dictionary_words(path: Path = DICTIONARY) -> frozenset[str]:
    """The lines of ``path`` that are lower-case ASCII words (proper nouns there are capitalised)."""
    if not path.exists():
        raise SystemExit(f"{path} is missing: apt-get install wamerican")
    return frozenset(line.strip() for line in path.read_text(encoding="utf-8").splitlines())


@functools.cache
def pool(top: int = POOL_TOP) -> Pool:
    """The filtered pool of the ``top`` most frequent English words (about 0.3 s for 25,000)."""
    try:
        import wordfreq
    except ImportError as exc:
        raise SystemExit(f"random word lists need wordfreq and better-profanity: {INSTALL_HINT}") from exc
    banned = profanity_words()
    known = dictionary_words()
    ranked = wordfreq.top_n_list("en", top)
    common = [w for w in ranked if WORD.fullmatch(w) and w in known and plausible(w)]
    words = tuple(w for w in sorted({w.upper() for w in common}) if not offensive(w, banned))
    digest = hashlib.sha256("\n".join(words).encode("ascii")).hexdigest()
    info: dict[str, object] = {
        "source": f'wordfreq.top_n_list("en", {top})',
        "wordfreq": package_version("wordfreq"),
        "better_profanity": package_version("better-profanity"),
        "dictionary": str(DICTIONARY),
        "ranked": len(ranked),
        "ascii_3_to_10_in_dictionary_plausible": len(set(common)),
        "words": len(words),
        "sha256": digest,
    }
    return Pool(words, info)


def package_version(name: str) -> str:
    try:
        return version(name)
    except PackageNotFoundError:
        return "?"


def draw(size: int, seed: int) -> list[str]:
    """``size`` distinct words drawn from :func:`pool` with seed ``seed``, in the order drawn.

    Raises:
        SystemExit: ``size`` is below 2 or larger than the pool.
    """
    words = pool().words
    if not 2 <= size <= len(words):
        raise SystemExit(f"list size {size}: choose 2 to {len(words)}")
    return random.Random(f"{seed}-{size}").sample(words, size)


def list_name(size: int, seed: int) -> str:
    return f"rand-{size}-s{seed}"


def write_list(path: Path, size: int, seed: int, words: list[str]) -> None:
    """One word per line after one comment line that says where the list comes from."""
    info = pool().info
    head = f"# {list_name(size, seed)}: {size} words drawn with seed {seed} from a pool of {info['words']} "
    head += f"words (sha256 {str(info['sha256'])[:12]}; benchmarks/wordlists.py)"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join([head, *words]) + "\n", encoding="utf-8")


def int_ranges(text: str, what: str) -> list[int]:
    """``"1000-1009"``, ``"12,20,40"`` or a mix (``"1,5-7"``) as a list of integers, in order given.

    Raises:
        SystemExit: a part is not an integer or a range ``A-B`` with ``A <= B``.
    """
    out: list[int] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        m = re.fullmatch(r"(\d+)(?:-(\d+))?", part)
        if m is None or (m[2] is not None and int(m[2]) < int(m[1])):
            raise SystemExit(f"bad {what} {part!r}: give N, A-B or a comma list of them")
        out += range(int(m[1]), int(m[2] or m[1]) + 1)
    if not out:
        raise SystemExit(f"no {what} given")
    return out
