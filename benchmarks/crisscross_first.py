"""Time to the first layout of ``gridcraft.crisscross.layouts``: from the call to the first layout
it yields (built, checked by the independent checker, and handed over), for random lists of 20 to
400 words.

One process: the library is imported and warmed on one list first, then each list is timed with
``time.perf_counter`` from the call to the first yield, under a 10 s budget (the searches are
stopped as soon as the first layout is in). Lists: ``wordlists.draw(size, seed)``, list seeds
6000-6009 by default (those of the time-to-area run), never used for tuning.

    python benchmarks/crisscross_first.py [--sizes 20,40,80,200,400] [--seeds 6000-6009] [--save FILE]

This file is a script, not a test module.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

import results  # noqa: E402
import wordlists  # noqa: E402


def first_ms(words: list[str]) -> tuple[float, int]:
    """Milliseconds from the call to the first layout, and its area."""
    from gridcraft.crisscross import layouts
    from gridcraft.engine import Budget

    start = time.perf_counter()
    search = layouts(words, budget=Budget(time_limit=10.0))
    try:
        layout = next(search)
        return (time.perf_counter() - start) * 1000, layout.area
    finally:
        search.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="20,40,80,200,400")
    parser.add_argument("--seeds", default="6000-6009", help="list seeds (never used for tuning)")
    parser.add_argument("--save", type=Path, default=None, help="also write a results file")
    args = parser.parse_args(argv)
    sizes = wordlists.int_ranges(args.sizes, "size")
    seeds = wordlists.int_ranges(args.seeds, "seed")
    load = os.getloadavg()
    first_ms(wordlists.draw(30, 1))  # imports and caches, not timed
    records: list[dict[str, Any]] = []
    lines = ["| words | lists | median ms | worst ms | within 100 ms |", "|---|---|---|---|---|"]
    for size in sizes:
        times = []
        for seed in seeds:
            ms, area = first_ms(wordlists.draw(size, seed))
            times.append(ms)
            records.append({"size": size, "seed": seed, "ms": round(ms, 2), "area": area})
        within = sum(1 for t in times if t <= 100)
        lines.append(
            f"| {size} | {len(times)} | {statistics.median(times):.0f} | {max(times):.0f} | {within}/{len(times)} |"
        )
        print(lines[-1], file=sys.stderr, flush=True)
    printed = "\n".join(lines)
    print(printed)
    notes = [f"load average at the start {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} (1 / 5 / 15 min)"]
    print("\n".join(notes))
    if args.save:
        results.save(
            args.save, benchmark="crisscross_first.py", printed=printed, notes=notes, records=records
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
