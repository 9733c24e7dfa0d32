"""Fill-in stress families for ``benchmarks/stress.py fillin``, made with a seed from Debian's wamerican.

Families (puzzle ``i`` uses ``random.Random(f"{family}:{seed + i}")``):

* ``brick-WxL``: W brick columns of L levels: five-letter across words at rows 0, 4, 8, ... and
  columns 6j..6j+4, joined by five-letter down words alternately at their first and last letters,
  so each column is a zigzag chain of 2L - 1 words that cross only at their ends (the shape of
  ``../shared/examples/stress/brick-5x15-s2.txt``: W = 5, L = 8, 75 words, 29 x 29). Each chain
  is a random walk over the word list's five-letter words (each word once in the puzzle), so the
  puzzles do not depend on gridcraft's own search.
* ``stairs-75``: five staircases of 15 five-letter words, each word starting with the last letter of
  the one before (``fillin_make.chains``), as ``tests/data/fillin/hard/chains-75.txt``.
* ``grid-15``: a 15 x 15 crossword-like pattern (``fillin_make.pattern``: symmetric, about 22%
  blocks, slots of 3 to 7 cells) filled from the word list (``fillin_make.fill``, which uses
  gridcraft's own fill-in search: these puzzles change when its branching changes; keep them with
  ``--write`` to compare versions).

Both solvers look for a first solution: gridcraft as ``gridcraft solve --limit 1`` does
(``engine.count(fillin.search_problem(p), 1)``: the propagation in C when it is built; ``--pure``
for the pure Python one), CP-SAT with one worker (``benchmarks/fillin.py``'s model).
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


def brick_fill(width: int, levels: int, five: list[str], rng: random.Random) -> dict | None:
    """Letters for :func:`brick_pattern`: chain by chain, across and down words drawn at random
    among the words that meet the letters already placed (a few hundred fresh starts at most)."""
    grid: dict[tuple[int, int], str] = {}
    used: set[str] = set()
    for j in range(width):
        for _ in range(300):
            chain = _chain(levels, five, used, rng)
            if chain is not None:
                break
        else:
            return None
        for level, (across, down) in enumerate(chain):
            r, col = 4 * level, 6 * j
            used.update(w for w in (across, down) if w)
            for k, ch in enumerate(across):
                grid[(r, col + k)] = ch
            if down:
                at = col if level % 2 == 0 else col + 4
                for k, ch in enumerate(down):
                    grid[(r + k, at)] = ch
    return grid


def _chain(levels: int, five: list[str], used: set[str], rng: random.Random) -> list[tuple[str, str]] | None:
    """One brick column: per level its across word and the down word below it ('' at the bottom)."""
    taken = set(used)
    out: list[tuple[str, str]] = []
    across = rng.choice([w for w in five if w not in taken])
    taken.add(across)
    for level in range(levels):
        if level == levels - 1:
            out.append((across, ""))
            return out
        end = 0 if level % 2 == 0 else 4  # the down word leaves from this end and reaches the same end
        downs = [w for w in five if w[0] == across[end] and w not in taken]
        rng.shuffle(downs)
        for down in downs:
            nexts = [w for w in five if w[end] == down[4] and w not in taken and w != down]
            if nexts:
                taken.add(down)
                out.append((across, down))
                across = rng.choice(nexts)
                taken.add(across)
                break
        else:
            return None
    return None


def make(family: str, rng: random.Random, words: list[str]) -> str | None:
    """One puzzle of ``family`` as a gridcraft fill-in file, or None if the fill failed."""
    if family.startswith("brick-"):
        width, levels = (int(x) for x in family[6:].split("x"))
        grid = brick_fill(width, levels, [w for w in words if len(w) == 5], rng)
    elif family == "stairs-75":
        grid = chains(words, 5, 15, rng)
    else:
        side = int(family.split("-")[1])
        entries = entries_from_strings(words, unique=False)
        grid = None
        for _ in range(20):  # patterns until one fills (fillin_make.main does the same)
            white = pattern(side, BLOCKS, rng, MAX_LEN)
            if max(len(run) for run in runs(white, side)) <= MAX_LEN:
                grid = fill(white, side, entries, rng)
                if grid is not None:
                    break
    return None if grid is None else puzzle_text(grid, family)


def ours(path: Path, limit: float, pure: bool = False) -> dict[str, Any]:
    puzzle = fillin.parse(path.read_text(encoding="utf-8"), str(path))
    stats = SearchStats()
    start = time.perf_counter()
    made = FillinProblem(puzzle) if pure else fillin.search_problem(puzzle)
    found = engine.count(made, 1, budget=Budget(time_limit=limit), stats=stats)
    return {
        "seconds": time.perf_counter() - start,
        "found": found,
        "decided": found >= 1,
        "nodes": stats.nodes,
    }


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
            g = ours(path, args.time_limit, args.pure)
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
