"""Time-to-area curves of the criss-cross generator: the area of the best layout handed over by
0.1, 0.5, 1, 2, 5 and 10 s, for random lists of 20, 40, 80 and 200 words, before and after the
anytime search in C, in one run.

Each run is one process of ``crisscross_scale.py --driver`` (``gridcraft.crisscross.layouts`` under
a command's budget of 10 s, so the answer comes within the 10 s; every layout handed over is timed
from the run's start). ``after`` is this tree's ``src``; ``before`` another tree (default
``/work/main/src``, whose anytime search is in Python), with the same interpreter. Lists:
``wordlists.draw(size, seed)`` for list seeds 5000-5009 by default, never used for tuning.

A cell is the median area over the lists that have a layout by then, with ``(k/10)`` when only k of
them do; ``ratio`` is the median over lists of after / before at 10 s.

    python benchmarks/crisscross_anytime.py [--sizes 20,40,80,200] [--seeds 5000-5009]
        [--before-src /work/main/src] [--save FILE]

This file is a script, not a test module.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(BENCH))

import crisscross_scale  # noqa: E402
import results  # noqa: E402
import wordlists  # noqa: E402

CHECKPOINTS = (0.1, 0.5, 1.0, 2.0, 5.0, 10.0)
TIME_LIMIT = 10.0


def area_by(rec: dict[str, Any], t: float) -> int | None:
    """The smallest area handed over by ``t`` seconds (None: no layout yet)."""
    areas = [area for when, area in rec.get("yields", []) if when <= t]
    return min(areas) if areas else None


def cell(recs: list[dict[str, Any]], t: float) -> str:
    areas = [a for a in (area_by(r, t) for r in recs) if a is not None]
    if not areas:
        return f"- (0/{len(recs)})"
    med = statistics.median(areas)
    text = f"{med:g}"
    return text if len(areas) == len(recs) else f"{text} ({len(areas)}/{len(recs)})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="20,40,80,200")
    parser.add_argument("--seeds", default="5000-5009", help="list seeds (never used for tuning)")
    parser.add_argument("--before-src", type=Path, default=crisscross_scale.BEFORE_SRC)
    parser.add_argument("--save", type=Path, default=None, help="also write a results file")
    args = parser.parse_args(argv)
    sizes = wordlists.int_ranges(args.sizes, "size")
    seeds = wordlists.int_ranges(args.seeds, "seed")
    load = os.getloadavg()
    records: list[dict[str, Any]] = []
    head = "| words | code | " + " | ".join(f"{t:g} s" for t in CHECKPOINTS) + " | ratio at 10 s |"
    lines = [head, "|" + "---|" * (len(CHECKPOINTS) + 3)]
    for size in sizes:
        by_code: dict[str, list[dict[str, Any]]] = {"before": [], "after": []}
        for seed in seeds:
            path = BENCH / "out" / "lists" / f"{wordlists.list_name(size, seed)}.txt"
            wordlists.write_list(path, size, seed, wordlists.draw(size, seed))
            for code, src in (("before", args.before_src), ("after", ROOT / "src")):
                rec = crisscross_scale.run(src, path, TIME_LIMIT)
                rec.update(size=size, seed=seed, code=code, load=os.getloadavg()[0])
                records.append(rec)
                by_code[code].append(rec)
                final = rec.get("final")
                print(f"{size} words, seed {seed}, {code}: {final}", file=sys.stderr, flush=True)
        ratios = []
        for b, a in zip(by_code["before"], by_code["after"], strict=True):
            ab, aa = area_by(b, TIME_LIMIT), area_by(a, TIME_LIMIT)
            if ab and aa:
                ratios.append(aa / ab)
        for code in ("before", "after"):
            ratio = f"{statistics.median(ratios):.3f}" if code == "after" and ratios else ""
            cells = " | ".join(cell(by_code[code], t) for t in CHECKPOINTS)
            lines.append(f"| {size} | {code} | {cells} | {ratio} |")
    printed = "\n".join(lines)
    print(printed)
    notes = [
        f"load average at the start {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} (1 / 5 / 15 min)",
        f"list seeds {args.seeds}; time limit {TIME_LIMIT:g} s for the whole run; 'before' is {args.before_src}",
    ]
    print("\n".join(notes))
    if args.save:
        results.save(
            args.save, benchmark="crisscross_anytime.py", printed=printed, notes=notes, records=records
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
