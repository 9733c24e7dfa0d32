"""Which densities can a criss-cross layout of a random list reach at all? Proofs by exhaustion.

A valid layout of ``n`` words holding ``S`` letters in all is connected, so it has at least ``n - 1``
crossings and at most ``S - n + 1`` letter cells. Its density (letter cells / area) can therefore
reach ``D`` only when its area is at most ``A = floor((S - n + 1) / D)``. This script runs gridcraft's
exact search (``gridcraft.crisscross.exact.ExactSearch``, in C, on two threads) with a score of
``A + 1`` as the incumbent, so that it looks only for layouts of area ``A`` or less, under the
generator's footprint rules (``--max-aspect``, default 2 as in ``gridcraft generate``). When the
search space is exhausted without a layout, no valid layout of that list reaches density ``D``.

Lists are drawn as in ``crisscross.py --random`` (``wordlists.draw(size, seed)``), so the same size
and seed name the same list in both. Needs the ``bench`` extra and wamerican (see ``wordlists.py``)
and the C extension built.

    python benchmarks/density_bound.py --sizes 12,14 --seeds 1000-1009 --density 0.58

Prints one markdown row per list: its letters, the largest area that could reach the density, and
the verdict: ``none reaches it (proven)``, ``a layout reaches it`` (with its area), or ``budget ran
out`` (nothing proven).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

import wordlists

from gridcraft.crisscross.exact import ExactSearch
from gridcraft.crisscross.shape import Shape


def largest_area(words: list[str], density: float) -> int:
    """The largest area (cells) at which a layout of ``words`` could still reach ``density``."""
    letters = sum(len(w) for w in words) - (len(words) - 1)
    return int(letters / density + 1e-9)


def probe(words: list[str], density: float, aspect: float | None, seconds: float) -> dict[str, object]:
    """Search ``words`` for a layout of density ``density`` or more, for at most ``seconds``.

    Returns a dict: ``area_max`` (the largest area that could reach it), ``exhausted`` (bool),
    ``found`` (the area of a layout found, or None), ``nodes`` and ``seconds``.
    """
    area_max = largest_area(words, density)
    start = time.perf_counter()
    search = ExactSearch(
        words,
        Shape(aspect, None, None),
        time.monotonic() + seconds,
        incumbent=(area_max + 1, -(1 << 30), 0),
        threads=2,
    )
    exhausted = search.run(True)
    found = search.best[0] if search.best_moves is not None else None
    return {
        "area_max": area_max,
        "exhausted": exhausted,
        "found": found,
        "nodes": search.nodes,
        "seconds": round(time.perf_counter() - start, 1),
    }


def verdict(result: dict[str, object]) -> str:
    """One phrase for a :func:`probe` result."""
    if result["found"] is not None:
        return f"a layout reaches it (area {result['found']})"
    return "none reaches it (proven)" if result["exhausted"] else "budget ran out"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="12,14", help="list sizes, comma-separated (default 12,14)")
    parser.add_argument("--seeds", default="1000-1009", help="list seeds: A-B or a comma list")
    parser.add_argument("--density", type=float, default=0.58, help="density to test (default 0.58)")
    parser.add_argument("--max-aspect", default="2", help="aspect cap as in generate, or none (default 2)")
    parser.add_argument("--time-limit", type=float, default=300.0, help="seconds per list (default 300)")
    args = parser.parse_args()
    if not 0 < args.density <= 1:
        parser.error(f"--density {args.density:g}: give a number above 0 and at most 1")
    if not args.time_limit > 0:
        parser.error(f"--time-limit {args.time_limit:g}: give a number of seconds above 0")
    aspect = None
    if args.max_aspect != "none":
        try:
            aspect = float(args.max_aspect)
        except ValueError:
            aspect = 0.0
        if not aspect >= 1:
            parser.error(f"--max-aspect {args.max_aspect}: give a number of 1 or more, or none")
    sizes = wordlists.int_ranges(args.sizes, "size")
    seeds = wordlists.int_ranges(args.seeds, "seed")
    print(f"Density {args.density} under max-aspect {args.max_aspect}; {args.time_limit:g} s per list.\n")
    print("| list | letters | largest area for the density | verdict | nodes | seconds |")
    print("|---|---|---|---|---|---|")
    for size in sizes:
        for seed in seeds:
            words = wordlists.draw(size, seed)
            result = probe(words, args.density, aspect, args.time_limit)
            print(
                f"| {wordlists.list_name(size, seed)} | {sum(map(len, words))} | {result['area_max']} | "
                f"{verdict(result)} | {result['nodes']:,} | {result['seconds']} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
