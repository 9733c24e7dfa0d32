"""Making kakuros: ``gridcraft.kakuro.make`` per size and grade, processor seconds per puzzle.

Each row makes ``--count`` puzzles (seeds 0..count-1) of one size at one grade and checks each:
graded at the grade by the ladder, counted unique by the core's search, its sums those of its
solution (the independent verifier). Reported: the median and the largest processor seconds of
one puzzle, the median fills tried, how many puzzles needed givens (the maker's last resort when
changing the fill did not make its sums unique), and how many seeds found no puzzle within the
maker's bounds or within ``--time-limit`` seconds (default 120).

Run: ``python benchmarks/kakuro_making.py [--count 5] [--sizes 6,8,10,12,14] [--grades
Easy,Medium,Hard,Extreme,Unreasonable] [--save benchmarks/results/kakuro-making.json]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

import results

from gridcraft.engine import Budget
from gridcraft.errors import BudgetExceeded, InvalidPuzzle
from gridcraft.kakuro import GRADES, grade, make, verify
from gridcraft.latin.runs import count as count_solutions
from gridcraft.latin.runs.problem import available


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=5, help="puzzles per row (default 5)")
    parser.add_argument("--sizes", default="6,8,10,12,14", help="sides (default 6,8,10,12,14)")
    parser.add_argument("--grades", default=",".join(GRADES), help="grades (default all)")
    parser.add_argument("--time-limit", type=float, default=120.0, help="seconds a puzzle (default 120)")
    parser.add_argument("--save", type=Path, help="also write a results file (benchmarks/results.py)")
    args = parser.parse_args()
    head = ["size", "grade", "made", "median s", "max s", "median fills", "with givens", "not found"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    rows, records = [], {}
    load = os.getloadavg()
    for size in (int(s) for s in args.sizes.split(",")):
        for label in args.grades.split(","):
            cpu, fills, givens, missing = [], [], 0, 0
            for seed in range(args.count):
                start = time.process_time()
                try:
                    made = make(label, size, size, seed, budget=Budget(args.time_limit))
                except (InvalidPuzzle, BudgetExceeded):
                    missing += 1
                    cpu.append(time.process_time() - start)
                    continue
                cpu.append(time.process_time() - start)
                fills.append(made.fills)
                givens += bool(made.puzzle.givens)
                assert grade(made.puzzle).label == label
                assert count_solutions(made.puzzle.board(), 2)[0] == 1
                assert verify(made.puzzle, made.solution) == []
            row = [
                f"{size} x {size}",
                label,
                str(args.count - missing),
                f"{statistics.median(cpu):.2f}",
                f"{max(cpu):.2f}",
                str(statistics.median(fills)) if fills else "-",
                str(givens),
                str(missing),
            ]
            print("| " + " | ".join(row) + " |", flush=True)
            rows.append(row)
            records[f"{size} {label}"] = {"cpu s": [round(x, 3) for x in cpu], "fills": fills}
    if args.save:
        notes = [
            f"the search ran in {'C' if available() else 'Python'}; the ladder (grading) and the maker's loop are Python.",
            f"load average before {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}, after "
            + " ".join(f"{x:.2f}" for x in os.getloadavg()),
        ]
        results.save(
            args.save,
            benchmark="kakuro_making.py",
            printed=results.markdown({"columns": head, "rows": rows}),
            names=[f"making kakuros, {args.count} a row (seeds 0..{args.count - 1})"],
            notes=notes,
            records=records,
        )


if __name__ == "__main__":
    main()
