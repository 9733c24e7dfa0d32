"""Write the offensive-word list that word-search filler avoids, ``src/gridcraft/data/offensive.txt``.

The words: better-profanity's own word list (``better_profanity/profanity_wordlist.txt``) plus
``EXTRA_OFFENSIVE`` of ``benchmarks/wordlists.py``, read by its ``profanity_words()``, kept when
the entry is a single word of 3 or more ASCII letters (better-profanity's entries with spaces,
digits or symbols such as ``a$$`` are left out: a grid cell holds a letter), upper-case, sorted,
one per line, after a header of ``#`` comment lines naming the source and its licence
(better-profanity is MIT-licensed). The same better-profanity version writes the same bytes.

Needs the ``bench`` extra (``pip install -c .ci/constraints.txt -e '.[bench]'``).
Usage: ``python tools/make_offensive.py [OUT]``.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.wordlists import EXTRA_OFFENSIVE, package_version, profanity_words

OUT = Path(__file__).resolve().parents[1] / "src" / "gridcraft" / "data" / "offensive.txt"
WORD = re.compile(r"[A-Z]{3,}")


def words() -> list[str]:
    """The kept words, upper-case and sorted."""
    return sorted(w for w in profanity_words() if WORD.fullmatch(w))


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    kept = words()
    head = [
        "# Offensive words that word-search filler never spells, in any direction (substring match).",
        f"# Source: better-profanity {package_version('better-profanity')} (MIT licence, "
        + "https://github.com/snguyenthanh/better_profanity), its profanity_wordlist.txt,",
        f"# plus {len(EXTRA_OFFENSIVE)} words of benchmarks/wordlists.py EXTRA_OFFENSIVE; single words of 3+ letters,",
        "# upper-case, sorted. Written by tools/make_offensive.py; do not edit by hand.",
    ]
    out.write_text("\n".join([*head, *kept]) + "\n", encoding="ascii")
    print(f"{out}: {len(kept)} words")


if __name__ == "__main__":
    main()
