"""An independent checker of made word searches, written without gridcraft's code: plain loops
over every cell and direction, its own upper-casing and its own read of the offensive-word file.

``check(puzzle)`` returns what is wrong, one line each: a word not found exactly once (or not at
its placement), an offensive word spelt across or outside the words in any of eight directions,
or a message the leftover cells do not spell.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any

import regex

STEPS = {
    "right": (0, 1),
    "left": (0, -1),
    "down": (1, 0),
    "up": (-1, 0),
    "down-right": (1, 1),
    "down-left": (1, -1),
    "up-right": (-1, 1),
    "up-left": (-1, -1),
}
OFFENSIVE_FILE = Path(__file__).resolve().parents[2] / "src" / "gridcraft" / "data" / "offensive.txt"


def banned() -> set[str]:
    lines = OFFENSIVE_FILE.read_text(encoding="ascii").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def upper(cluster: str) -> str:
    out = ""
    for ch in cluster:
        up = ch.upper()
        out += up if len(up) == 1 else {"ß": "ẞ"}.get(ch, ch)
    return out


def letters(text: str) -> list[str]:
    """The cells a word or message fills: its letter clusters, upper-case."""
    clusters = regex.findall(r"\X", unicodedata.normalize("NFC", text))
    return [upper(c) for c in clusters if c[0].isalpha()]


def occurrences(grid: Any, word: list[str], directions: Any) -> list[tuple[tuple[int, int], str]]:
    """Every (start, direction) at which ``word`` (cells) reads in ``grid``."""
    found = []
    height, width = len(grid), len(grid[0])
    for r in range(height):
        for c in range(width):
            for name in directions:
                dr, dc = STEPS[name]
                ok = True
                for i, letter in enumerate(word):
                    y, x = r + i * dr, c + i * dc
                    if not (0 <= y < height and 0 <= x < width) or grid[y][x] is None:
                        ok = False
                        break
                    if upper(grid[y][x]) != letter:
                        ok = False
                        break
                if ok:
                    found.append(((r, c), name))
    return found


def check(puzzle: Any, bad: set[str] | None = None) -> list[str]:
    bad = banned() if bad is None else bad
    faults = []
    grid = puzzle.grid
    height, width = len(grid), len(grid[0])
    spans = []
    for word, placement in zip(puzzle.words, puzzle.placements):
        cells = letters(word)
        at = occurrences(grid, cells, puzzle.directions)
        if len(at) != 1:
            faults.append(f"{word} found {len(at)} times")
            continue
        (r, c), name = at[0]
        if (placement[1], placement[2]) != ((r, c), name):
            faults.append(f"{word} is at {at[0]}, not at its placement {placement}")
        dr, dc = STEPS[name]
        spans.append({(r + i * dr, c + i * dc) for i in range(len(cells))})
    lengths = sorted({len(w) for w in bad})
    for r in range(height):
        for c in range(width):
            for dr, dc in STEPS.values():
                for n in lengths:
                    cells = [(r + i * dr, c + i * dc) for i in range(n)]
                    if not all(
                        0 <= y < height and 0 <= x < width and grid[y][x] is not None for y, x in cells
                    ):
                        break
                    text = "".join(grid[y][x] for y, x in cells)
                    if text in bad and not any(set(cells) <= s for s in spans):
                        faults.append(f"offensive {text} at {(r, c)}")
    if puzzle.message is not None:
        used = set().union(*spans) if spans else set()
        rtl = any(unicodedata.bidirectional(ch) in ("R", "AL") for w in puzzle.words for ch in w)
        cols = range(width - 1, -1, -1) if rtl else range(width)
        rest = [
            grid[r][c] for r in range(height) for c in cols if grid[r][c] is not None and (r, c) not in used
        ]
        if rest != letters(puzzle.message):
            faults.append(f"the leftover cells spell {''.join(rest)}, not {puzzle.message}")
    return faults
