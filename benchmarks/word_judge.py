"""An independent judge of fill quality: is an entry a real English word or phrase?

The judge knows nothing of gridcraft's dictionary or of blacksquare's: it reads Debian's wamerican
list (``/usr/share/dict/american-english``, SCOWL size 50: 63,875 lower-case words with their
inflections; proper names, abbreviations and possessives are left out by taking only the lines of
lower-case letters). An entry (its letters, upper case, no breaks: a fill's grid does not show
where a phrase's words break) is **real** when it is such a word, or when it splits into two or
three such words of at least two letters each, one of them at least three (ON THE WHOLE, ICE CREAM,
AT IT), so that the phrases of either tool's list are judged by the same rule. Anything else
(abbreviations such as ABN or OCLC, fragments such as NATUR, names such as USNM) is not.

Needs ``apt-get install -y wamerican``. Usage as a module: ``Judge().real("ICECREAM")``.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

WAMERICAN = Path("/usr/share/dict/american-english")
_WORD = re.compile(r"[a-z]+")


class Judge:
    """The judge over a word list file (one word a line; only lower-case lines count)."""

    def __init__(self, path: Path = WAMERICAN) -> None:
        text = path.read_text(encoding="utf-8", errors="replace")
        self.words = frozenset(w.upper() for w in text.split() if _WORD.fullmatch(w) and len(w) >= 2)

    @functools.lru_cache(maxsize=None)  # noqa: B019 (one judge per run)
    def real(self, entry: str) -> bool:
        """Whether ``entry`` (upper-case letters) is a word of the list, or two or three of them."""
        return entry in self.words or self._split(entry, 3)

    def _split(self, rest: str, parts: int, long_seen: bool = False) -> bool:
        if parts == 0:
            return False
        for i in range(2, len(rest) - 1):
            head, tail = rest[:i], rest[i:]
            if head not in self.words:
                continue
            long_now = long_seen or len(head) >= 3
            if tail in self.words and (long_now or len(tail) >= 3):
                return True
            if parts > 2 and self._split(tail, parts - 1, long_now):
                return True
        return False

    def share(self, entries: list[str]) -> float:
        """The share of ``entries`` that are real (0 to 1)."""
        return sum(self.real(e) for e in entries) / len(entries) if entries else 1.0
