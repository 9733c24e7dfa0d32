"""Write gridcraft's built-in English fill dictionary, ``src/gridcraft/data/english-fill.txt.gz``.

The entries: wordfreq's English list (``wordfreq.top_n_list("en", 1_000_000)``: every word it
ranks), kept when the word is 2 to 21 ASCII letters with a vowel (``y`` counts), not a Roman
numeral, and not offensive by the filter of
``benchmarks/wordlists.py`` (better-profanity's word list, a few more words, and those words with
a common ending), then the ``TOP`` most frequent of them. Each entry's score is its Zipf frequency
``z`` (log10 of its uses per billion words) as ``round(20 * (z - 1))`` within 1 to 100: a word used
about three times per million words (``z`` = 3.5) scores 50, the usual "acceptable" mark of the
setters' scored lists; ``the`` (``z`` = 7.7) scores 100.

The file is one ``ENTRY;SCORE`` line per entry (upper case), most frequent first, gzip-compressed
with no time stamp, so that the same wordfreq and better-profanity versions write the same bytes.
wordfreq's data is licensed CC BY-SA 4.0, and so is this file (see README).

Needs the ``bench`` extra (``pip install -c .ci/constraints.txt -e '.[bench]'``).
Usage: ``python tools/make_dictionary.py [OUT]``.
"""

from __future__ import annotations

import gzip
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.wordlists import offensive, plausible, profanity_words  # noqa: E402

TOP = 200_000
WORD = re.compile(r"[a-z]{2,21}")
OUT = Path(__file__).resolve().parents[1] / "src" / "gridcraft" / "data" / "english-fill.txt.gz"


def score(zipf: float) -> int:
    """The 1-100 score of a word of Zipf frequency ``zipf``."""
    return max(1, min(100, round(20 * (zipf - 1))))


def entries() -> list[tuple[str, int]]:
    """``(ENTRY, score)`` pairs, most frequent first (wordfreq's order)."""
    import wordfreq

    banned = profanity_words()
    out: list[tuple[str, int]] = []
    seen: set[str] = set()
    for word in wordfreq.top_n_list("en", 1_000_000):
        if not WORD.fullmatch(word) or not plausible(word):
            continue
        upper = word.upper()
        if upper in seen or offensive(upper, banned):
            continue
        seen.add(upper)
        out.append((upper, score(wordfreq.zipf_frequency(word, "en"))))
        if len(out) == TOP:
            break
    return out


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    text = "".join(f"{word};{value}\n" for word, value in entries())
    out.write_bytes(gzip.compress(text.encode("ascii"), compresslevel=9, mtime=0))
    print(f"{out}: {text.count(chr(10))} entries, {out.stat().st_size} bytes")


if __name__ == "__main__":
    main()
