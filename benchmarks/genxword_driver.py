"""Drive genxword's Crossword class and print its layout as JSON (benchmarks/crisscross.py runs it).

Runs under the peers' venv (benchmarks/.peers/venv), never under gridcraft's. Reads one word per line
from standard input (letters only, upper-case) and prints one JSON object on standard output::

    {"tool": "genxword", "version": "2.2.0", "mode": "first", "rows": R, "cols": C, "attempts": N,
     "placements": [{"word": "LAMB", "row": r, "col": c, "direction": "across" | "down"}, ...],
     "unplaced": ["WORD", ...]}

with 0-based ``row``/``col`` in genxword's own ``rows x cols`` grid. Modes:

``first``  genxword's own ``Crossword.compute_crossword(time_permitted)``: it retries random layouts
           until the budget is spent and keeps the one with the most words, but stops at the first
           layout that holds every word (it never looks for a smaller one).
``area``   the same attempts (``prep_grid_words`` + two passes of ``add_words``, exactly the body of
           ``compute_crossword``) repeated for the whole budget, keeping the complete layout with the
           smallest bounding box (or, while none is complete, the one with the most words).

genxword takes randomness from the global ``random`` module; ``--seed`` seeds it.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from importlib.metadata import version

from genxword.calculate import Crossword
from genxword.control import Genxword


def default_grid(words: list[str]) -> int:
    """genxword's own default square grid side for this list (``Genxword.grid_size`` in auto mode)."""
    gen = Genxword(auto=True)
    gen.wlist(words, nwords=len(words))
    gen.grid_size()
    return int(gen.nrow)


def bbox_area(wordlist: list[list]) -> int:
    """Bounding-box area of genxword word records ``[word, clue, row, col, vertical]``."""
    cells = [
        (row + i * vertical, col + i * (1 - vertical))
        for word, _clue, row, col, vertical in (w[:5] for w in wordlist)
        for i in range(len(word))
    ]
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    return (max(rows) - min(rows) + 1) * (max(cols) - min(cols) + 1)


def run_area(calc: Crossword, budget: float) -> tuple[list[list], int]:
    """Repeat genxword's attempts for the whole budget; keep the smallest complete layout."""
    best: list[list] = []
    best_key: tuple[int, int] | None = None
    attempts = 0
    total = len(calc.available_words)
    start = time.time()
    while attempts == 0 or time.time() - start < budget:
        calc.prep_grid_words()
        [
            calc.add_words(word)
            for i in range(2)
            for word in calc.available_words
            if word not in calc.current_wordlist
        ]  # fmt: skip  (genxword's own loop body)
        attempts += 1
        key = (total - len(calc.current_wordlist), bbox_area(calc.current_wordlist))
        if best_key is None or key < best_key:
            best, best_key = list(calc.current_wordlist), key
    return best, attempts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds (default 10)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--mode", choices=("first", "area"), default="first")
    parser.add_argument(
        "--grid", type=int, default=0, help="square grid side (default: --grid-factor x genxword's default)"
    )
    parser.add_argument(
        "--grid-factor", type=int, default=2, help="without --grid: this many times genxword's default side"
    )
    args = parser.parse_args()

    words = [line.strip() for line in sys.stdin if line.strip()]
    random.seed(args.seed)
    gen = Genxword(auto=True)
    gen.wlist(words, nwords=len(words))  # longest first, as genxword's CLI does; no sampling
    side = args.grid or args.grid_factor * default_grid(words)
    calc = Crossword(side, side, "-", gen.wordlist)
    if args.mode == "first":
        calc.compute_crossword(time_permitted=args.time_limit)
        best, attempts = calc.best_wordlist, -1
    else:
        best, attempts = run_area(calc, args.time_limit)
    placed = {str(w[0]) for w in best}
    out = {
        "tool": "genxword",
        "version": version("genxword"),
        "mode": args.mode,
        "rows": side,
        "cols": side,
        "attempts": attempts,
        "placements": [
            {"word": str(w[0]), "row": w[2], "col": w[3], "direction": "down" if w[4] else "across"}
            for w in best
        ],
        "unplaced": [w for w in words if w not in placed],
    }
    json.dump(out, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
