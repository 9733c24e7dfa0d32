"""Fill-in stress families for ``benchmarks/stress.py fillin``, made with a seed from Debian's wamerican.

Families (puzzle ``i`` uses ``random.Random(f"{family}:{seed + i}")``):

* ``brick-WxL``: W brick columns of L levels: five-letter across words at rows 0, 4, 8, ... and
  columns 6j..6j+4, joined by five-letter down words alternately at their first and last letters,
  so each column is a zigzag chain of 2L - 1 words that cross only at their ends (the shape of
  ``../shared/examples/stress/brick-5x15-s2.txt``: W = 5, L = 8, 75 words, 29 x 29). The pattern
  is filled from the word list's five-letter words by gridcraft's fill-in search in dictionary mode
  (each word at most once, words tried in random order).
* ``stairs-75``: five staircases of 15 five-letter words, each word starting with the last letter of
  the one before (``fillin_make.chains``), as ``benchmarks/fillin_corpus/chains-75.txt``.
* ``grid-15``: a 15 x 15 crossword-like pattern (``fillin_make.pattern``: symmetric, about 22%
  blocks, slots of 3 to 7 cells) filled from the word list (``fillin_make.fill``).

Both solvers look for a first solution: gridcraft as ``gridcraft solve --limit 1`` does
(``engine.count(FillinProblem(p), 1)``), CP-SAT with one worker (``benchmarks/fillin.py``'s model).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from fillin import run_cpsat
from fillin_make import BLOCKS, MAX_LEN, chains, fill, pattern, puzzle_text, read_words, runs

from gridcraft import engine, fillin
from gridcraft.engine import Budget, SearchStats
from gridcraft.fillin import FillinProblem
from gridcraft.words import entries_from_strings

WORDS = Path("/usr/share/dict/words")
FAMILIES = ["brick-5x8", "brick-3x8", "brick-7x6", "stairs-75", "grid-15"]


def brick_pattern(width: int, levels: int) -> tuple[set[tuple[int, int]], int, int]:
    """The white cells of a brick wall of ``width`` columns and ``levels`` levels, and its size."""
    white = set()
    for level in range(levels):
        r = 4 * level
        for j in range(width):
            white.update((r, 6 * j + k) for k in range(5))
            if level + 1 < levels:
                col = 6 * j + (0 if level % 2 == 0 else 4)
                white.update((r + k, col) for k in range(1, 4))
    return white, 4 * (levels - 1) + 1, 6 * width - 1


def make(family: str, rng: random.Random, words: list[str]) -> str | None:
    """One puzzle of ``family`` as a gridcraft fill-in file, or None if the fill failed."""
    if family.startswith("brick-"):
        width, levels = (int(x) for x in family[6:].split("x"))
        white, rows, cols = brick_pattern(width, levels)
        five = entries_from_strings([w for w in words if len(w) == 5], unique=False)
        grid = fill(white, max(rows, cols), five, rng)  # the unused rows or columns stay blocks
    elif family == "stairs-75":
        grid = chains(words, 5, 15, rng)
    else:
        side = int(family.split("-")[1])
        white = pattern(side, BLOCKS, rng, MAX_LEN)
        if max(len(run) for run in runs(white, side)) > MAX_LEN:
            return None
        grid = fill(white, side, entries_from_strings(words, unique=False), rng)
    return None if grid is None else puzzle_text(grid, family)


def ours(path: Path, limit: float) -> dict[str, Any]:
    puzzle = fillin.parse(path.read_text(encoding="utf-8"), str(path))
    stats = SearchStats()
    start = time.perf_counter()
    found = engine.count(FillinProblem(puzzle), 1, budget=Budget(time_limit=limit), stats=stats)
    return {"seconds": time.perf_counter() - start, "found": found, "decided": found >= 1, "nodes": stats.nodes}


def run(args: argparse.Namespace) -> list[dict[str, Any]]:
    words = read_words(WORDS)
    families = args.sizes.split(",") if args.sizes else FAMILIES
    rows = []
    folder = args.write or Path(tempfile.mkdtemp(prefix="fillin-stress-"))
    folder.mkdir(parents=True, exist_ok=True)
    for family in families:
        for i in range(args.count):
            seed = args.seed + i
            text = make(family, random.Random(f"{family}:{seed}"), words)
            if text is None:
                print(f"{family}-{seed}: the fill failed; skipped", file=sys.stderr)
                continue
            path = folder / f"{family}-{seed}.txt"
            path.write_text(text, encoding="utf-8")
            g = ours(path, args.time_limit)
            c = run_cpsat(path, True, args.time_limit)
            c = {"seconds": c["seconds"], "found": c["count"], "decided": c["count"] >= 1}
            rows.append({"puzzle": path.stem, "size": family, "gridcraft": g, "cpsat": c, "agree": True})
            print(
                f"{path.stem}: gridcraft {g['seconds']:.2f} s ({'found' if g['decided'] else 'timeout'},"
                f" {g['nodes']} nodes)  cp-sat {c['seconds']:.2f} s ({'found' if c['decided'] else 'timeout'})",
                file=sys.stderr,
                flush=True,
            )
    return rows
