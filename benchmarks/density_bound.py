"""Which densities can a criss-cross layout of a random list reach at all? Proofs by exhaustion.

A valid layout of ``n`` words holding ``S`` letters in all is connected, so it has at least ``n - 1``
crossings and at most ``S - n + 1`` letter cells. Its density (letter cells / area) can therefore
reach ``D`` only when its area is at most ``A = floor((S - n + 1) / D)``. This script runs gridcraft's
exact search (``gridcraft.crisscross.search.exact.ExactSearch``, in C, on two threads) with a score of
``A + 1`` as the incumbent, so that it looks only for layouts of area ``A`` or less, under the
generator's footprint rules (``--max-aspect``, default 2 as in ``gridcraft generate``). When the
search space is exhausted without a layout, no valid layout of that list reaches density ``D``.

Lists are drawn as in ``crisscross.py --random`` (``wordlists.draw(size, seed)``), so the same size
and seed name the same list in both. Needs the ``bench`` extra and wamerican (see ``wordlists.py``)
and the C extension built.

    python benchmarks/density_bound.py --sizes 12,14 --seeds 1000-1009 --density 0.58

Prints one markdown row per list: the letters of its words (``S``: a crossing's letter counted twice),
the largest area that could reach the density, and the verdict: ``none reaches it (proven)``, ``a
layout reaches it`` (with its area and density), ``undecided`` (the search keeps the layout of the
smallest area with the most crossings, the least dense of its area; when that one falls short,
another with fewer crossings may not), or ``budget ran out`` (nothing proven).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

import results
import wordlists

from gridcraft.crisscross.search.exact import ExactSearch
from gridcraft.crisscross.search.shape import Shape


def largest_area(words: list[str], density: float) -> int:
    """The largest area (cells) at which a layout of ``words`` could still reach ``density``."""
    return int((letters_of(words) - (len(words) - 1)) / density + 1e-9)


def letters_of(words: list[str]) -> int:
    """``S``: the letters of ``words``, a crossing's letter counted twice."""
    return sum(len(w) for w in words)


def probe(words: list[str], density: float, aspect: float | None, seconds: float) -> dict[str, object]:
    """Search ``words`` for a layout of density ``density`` or more, for at most ``seconds``.

    Returns a dict: ``area_max`` (the largest area that could reach it), ``exhausted`` (bool),
    ``found`` (the area of the layout found, or None), ``found_density`` (its density, or None),
    ``nodes`` and ``seconds``. The layout found has the smallest area below ``area_max + 1`` and,
    among those, the most crossings, so its density is the lowest of its area: when it falls short
    of ``density``, another layout of that area with fewer crossings may still reach it.
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
    found = found_density = None
    if search.best_moves is not None:
        area, negcross = int(search.best[0]), int(search.best[1])
        found, found_density = area, (letters_of(words) + negcross) / area
    return {
        "area_max": area_max,
        "exhausted": exhausted,
        "found": found,
        "found_density": found_density,
        "nodes": search.nodes,
        "seconds": round(time.perf_counter() - start, 1),
    }


def verdict(result: dict[str, object], density: float) -> str:
    """One phrase for a :func:`probe` result."""
    found, found_density = result["found"], result["found_density"]
    if isinstance(found, int) and isinstance(found_density, float):
        if found_density >= density - 1e-12:
            return f"a layout reaches it (area {found}, density {found_density:.3f})"
        return f"undecided (a layout of area {found} has density {found_density:.3f})"
    return "none reaches it (proven)" if result["exhausted"] else "budget ran out"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="12,14", help="list sizes, comma-separated (default 12,14)")
    parser.add_argument(
        "--seeds", default="1000-1009", help="list seeds: A-B or a comma list (default 1000-1009)"
    )
    parser.add_argument("--density", type=float, default=0.58, help="density to test (default 0.58)")
    parser.add_argument("--max-aspect", default="2", help="aspect cap as in generate, or none (default 2)")
    parser.add_argument("--time-limit", type=float, default=300.0, help="seconds per list (default 300)")
    parser.add_argument(
        "--save",
        type=Path,
        help="also write a results file (benchmarks/results.py), such as benchmarks/results/density-bound.json",
    )
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
    try:
        sizes = wordlists.int_ranges(args.sizes, "size")
        seeds = wordlists.int_ranges(args.seeds, "seed")
    except SystemExit as err:
        parser.error(str(err))
    words_in_pool = len(wordlists.pool().words)
    for size in sizes:
        if not 2 <= size <= words_in_pool:
            parser.error(f"--sizes: list size {size}: choose 2 to {words_in_pool}")
    printed = [
        f"Density {args.density} under max-aspect {args.max_aspect}; {args.time_limit:g} s per list.\n"
    ]
    printed.append(
        "| list | letters of its words | largest area that could reach it | verdict | nodes | seconds |"
    )
    printed.append("|---|---|---|---|---|---|")
    print("\n".join(printed))
    for size in sizes:
        for seed in seeds:
            words = wordlists.draw(size, seed)
            result = probe(words, args.density, aspect, args.time_limit)
            printed.append(
                f"| {wordlists.list_name(size, seed)} | {letters_of(words)} | {result['area_max']} | "
                f"{verdict(result, args.density)} | {result['nodes']:,} | {result['seconds']} |"
            )
            print(printed[-1], flush=True)
    if args.save:
        results.save(args.save, benchmark="density_bound.py", printed="\n".join(printed), notes=printed[:1])


if __name__ == "__main__":
    main()
