"""What ``gridcraft generate`` gives for a time limit of 1, 2, 5 and 10 s: the area of the answer
on random lists of 12 to 200 words, each run under its own time limit (not a 10 s run read at 1 s:
the node budget is sized from the time limit), and how often a short list's answer is proven
optimal.

Each run is one process of ``crisscross_scale.py --driver`` (``gridcraft.crisscross.layouts`` under
a command's budget, as ``gridcraft generate --time-limit T`` runs). Lists: ``wordlists.draw(size,
seed)`` for list seeds 6100-6109 by default, never used for tuning.

A cell is the median over the lists of the answer's area and, in brackets, the median of its
ratio to the same list's area at 10 s; ``proven`` counts answers proven optimal (exact search
exhausted). The time column is the median wall time of the run.

    python benchmarks/crisscross_stop.py [--sizes 12,20,40,80,200] [--seeds 6100-6109]
        [--limits 1,2,5,10] [--save FILE]

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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="12,20,40,80,200")
    parser.add_argument("--seeds", default="6100-6109", help="list seeds (never used for tuning)")
    parser.add_argument("--limits", default="1,2,5,10", help="time limits in seconds")
    parser.add_argument("--save", type=Path, default=None, help="also write a results file")
    args = parser.parse_args(argv)
    sizes = wordlists.int_ranges(args.sizes, "size")
    seeds = wordlists.int_ranges(args.seeds, "seed")
    limits = [float(x) for x in args.limits.split(",")]
    longest = max(limits)
    load = os.getloadavg()
    records: list[dict[str, Any]] = []
    head = "| words | " + " | ".join(f"{t:g} s: area (ratio), proven" for t in limits) + " |"
    lines = [head, "|" + "---|" * (len(limits) + 1)]
    for size in sizes:
        runs: dict[float, list[dict[str, Any]]] = {t: [] for t in limits}
        for seed in seeds:
            path = BENCH / "out" / "lists" / f"{wordlists.list_name(size, seed)}.txt"
            wordlists.write_list(path, size, seed, wordlists.draw(size, seed))
            for t in limits:
                rec = crisscross_scale.run(ROOT / "src", path, t)
                rec.update(size=size, seed=seed, limit=t, load=os.getloadavg()[0])
                records.append(rec)
                runs[t].append(rec)
                print(f"{size} words, seed {seed}, {t:g} s: {rec.get('final')}", file=sys.stderr, flush=True)
        cells = []
        for t in limits:
            areas = [r["final"][1] for r in runs[t] if r.get("final")]
            ratios = [
                a["final"][1] / b["final"][1]
                for a, b in zip(runs[t], runs[longest], strict=True)
                if a.get("final") and b.get("final")
            ]
            proven = sum(1 for r in runs[t] if r.get("optimal"))
            med = f"{statistics.median(areas):g}" if areas else "-"
            ratio = f"{statistics.median(ratios):.3f}" if ratios else "-"
            missing = "" if len(areas) == len(runs[t]) else f", {len(runs[t]) - len(areas)} without a layout"
            cells.append(f"{med} ({ratio}), {proven}/{len(runs[t])}{missing}")
        lines.append(f"| {size} | " + " | ".join(cells) + " |")
        print(lines[-1], file=sys.stderr, flush=True)
    printed = "\n".join(lines)
    print(printed)
    notes = [
        f"load average at the start {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} (1 / 5 / 15 min)",
        f"list seeds {args.seeds}; each run under its own time limit for the whole command",
    ]
    print("\n".join(notes))
    if args.save:
        results.save(args.save, benchmark="crisscross_stop.py", printed=printed, notes=notes, records=records)
    return 0


if __name__ == "__main__":
    sys.exit(main())
