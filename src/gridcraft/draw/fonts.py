"""Which installed font draws a picture's letters, found with fontconfig (``fc-list``).

PNG and PDF are drawn by cairo, which takes the first family of an SVG's ``font-family`` that is
installed and does not fall back glyph by glyph. DejaVu Sans (the default, :data:`FONT`) draws
Latin, Greek, Cyrillic, Hebrew and Arabic; for other scripts (Devanagari, Thai, CJK) a picture names
an installed family that has every letter it shows (:func:`family_for`), and a command refuses,
before any search, letters no installed font has (:func:`missing_glyph`), naming the Debian
package that has them.
"""

from __future__ import annotations

import functools
import shutil
import subprocess
import unicodedata
from collections.abc import Iterable

import regex  # type: ignore[import-untyped]

from gridcraft.words import cells

DEJAVU = "DejaVu Sans"
FONT = f"{DEJAVU}, sans-serif"  # DejaVu covers Latin, Greek, Cyrillic, Hebrew and Arabic
#: characters below this code point are drawn by DejaVu Sans
DEJAVU_BELOW = 0x0700
#: the Debian package with a font for a script (by the first word of a character's Unicode name)
PACKAGES = {
    "CJK": "fonts-noto-cjk",
    "HIRAGANA": "fonts-noto-cjk",
    "KATAKANA": "fonts-noto-cjk",
    "HANGUL": "fonts-noto-cjk",
    "THAI": "fonts-thai-tlwg",
    "DEVANAGARI": "fonts-noto-core",
}
DEFAULT_PACKAGE = "fonts-noto-core"
EMOJI_PACKAGE = "fonts-noto-color-emoji"  # fonts-noto-core has no emoji


def _is_emoji(ch: str) -> bool:
    """True for a character shown as an emoji (Unicode's Extended_Pictographic property)."""
    return regex.match(r"\p{Extended_Pictographic}", ch) is not None


def _others(texts: Iterable[str]) -> str:
    """The distinct characters of ``texts`` that DejaVu Sans may not draw (letters and marks
    from U+0700 on), sorted."""
    return "".join(
        sorted({ch for text in texts for ch in text if ord(ch) >= DEJAVU_BELOW and not ch.isspace()})
    )


@functools.cache
def _families(chars: str, family: str = "") -> tuple[str, ...] | None:
    """Installed families (of the name ``family``, if given) that have every character of
    ``chars``; None when fontconfig cannot be asked (no ``fc-list``)."""
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        return None
    query = (f"{family}:" if family else ":") + "charset=" + " ".join(f"{ord(ch):x}" for ch in chars)
    try:
        out = subprocess.run(
            [fc_list, query, "family"], capture_output=True, text=True, timeout=20, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    names = {line.split(",")[0].strip() for line in out.stdout.splitlines() if line.strip()}
    return tuple(sorted(names, key=lambda name: ("Sans" not in name, "Mono" in name, name)))


def family_for(texts: Iterable[str]) -> str:
    """The SVG ``font-family`` for a picture showing ``texts``: :data:`FONT`, or an installed family
    that has all their letters first (then :data:`FONT` as the fallback)."""
    texts = list(texts)
    chars = _others(texts)
    if not chars or _families(chars, DEJAVU):  # DejaVu draws them (the minus sign, say)
        return FONT
    found = _families(_every(texts)) or _families(chars)  # one family for every letter, if any has them
    return f"{found[0]}, {FONT}" if found else FONT


def _every(texts: Iterable[str]) -> str:
    """The distinct characters of ``texts`` but spaces, sorted."""
    return "".join(sorted({ch for text in texts for ch in text if not ch.isspace()}))


def runs_for(text: str) -> list[tuple[str, str]]:
    """``text`` cut into runs, each with the SVG ``font-family`` that draws it: one run when one
    installed family has every letter (:func:`family_for`, checked on the whole text), else a run
    per stretch of grapheme clusters that one family draws (DejaVu Sans first, spaces too). Used for a title that mixes, say, Latin letters and emoji, which no one
    font has (cairo does not fall back glyph by glyph).

    >>> runs_for("Zoo")
    [('Zoo', 'DejaVu Sans, sans-serif')]
    """
    family = family_for([text])
    if family == FONT or _families(_every([text])):  # one family draws it all: family_for chose it
        return [(text, family)]
    runs: list[tuple[str, str]] = []
    for cluster in cells(text):
        own = FONT if cluster.isspace() else _family_of(cluster)  # an emoji font's space is wide
        if runs and runs[-1][1] == own:
            runs[-1] = (runs[-1][0] + cluster, own)
        else:
            runs.append((cluster, own))
    return runs


def _family_of(cluster: str) -> str:
    """The family for one grapheme cluster: :data:`FONT` when DejaVu Sans has it, else the first
    installed family that has all its characters (or its first character)."""
    chars = "".join(sorted(set(cluster)))
    if all(ord(ch) < DEJAVU_BELOW for ch in chars) or _families(chars, DEJAVU):
        return FONT
    found = _families(chars) or _families(cluster[0])
    return f"{found[0]}, {FONT}" if found else FONT


def missing_glyph(texts: Iterable[str]) -> tuple[str, str] | None:
    """A character of ``texts`` that no installed font draws, and the Debian package with a font
    that does; None when every character is drawn (or fontconfig cannot be asked)."""
    chars = _others(texts)
    if not chars or _families(chars):
        return None
    for ch in chars:
        found = _families(ch)
        if found is not None and not found and not unicodedata.category(ch).startswith(("M", "C")):
            script = unicodedata.name(ch, "").split(" ")[0]
            return ch, EMOJI_PACKAGE if _is_emoji(ch) else PACKAGES.get(script, DEFAULT_PACKAGE)
    return None
