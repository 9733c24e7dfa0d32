"""Kakuro's grades against the deductions their solves need, on a corpus of made puzzles.

The corpus: ``--count`` puzzles a side (seeds 0..count-1), each made by the core's pieces (a
pattern, a fill, its sums made unique: :mod:`gridcraft.latin.runs.make`) without a grade asked
for, so the grades fall as they may. Each puzzle is graded by the ladder and checked: the ladder
limited to its grade solves it, and the ladder limited to the grade below does not (it is stuck).
Reported per grade: the puzzles, the median white cells, the mean deductions (steps) of the whole
solve, the mean deductions per white cell, the mean deductions above Easy, and the mean seconds
of one grading (processor time, the ladder in Python).

Run: ``python benchmarks/kakuro_grades.py [--count 30] [--sizes 7,9,11] [--save
benchmarks/results/kakuro-grades.json]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from pathlib import Path

import results

from gridcraft.latin.runs import LEVELS, UNREASONABLE, solve_by_ladder
from gridcraft.latin.runs import make as mk


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=30, help="puzzles a side (default 30)")
    parser.add_argument("--sizes", default="7,9,11", help="sides (default 7,9,11)")
    parser.add_argument("--save", type=Path, help="also write a results file (benchmarks/results.py)")
    args = parser.parse_args()
    by_level: dict[int, list[tuple[int, int, int, float]]] = {}
    checked = 0
    for side in (int(s) for s in args.sizes.split(",")):
        for seed in range(args.count):
            rng = random.Random(f"grades:{side}:{seed}")
            found = None
            while found is None:
                white = mk.pattern(side, side, rng)
                if white is None:
                    continue
                empty = mk.shape(side, side, white)
                digits = mk.fill(empty, rng)
                found = None if digits is None else mk.unique(empty, digits, rng)
            board, solution = found
            start = time.process_time()
            full = solve_by_ladder(board, UNREASONABLE, solution=solution, explain=True)
            seconds = time.process_time() - start
            level = max(full.level, 0)
            assert full.status == "solved"
            assert solve_by_ladder(board, level, solution=solution).status == "solved"
            if level:
                assert solve_by_ladder(board, level - 1, solution=solution).status == "stuck"
            checked += 1
            above = sum(
                1
                for s in full.steps
                if s.rung.value not in ("naked single", "run single", "run combinations")
            )
            by_level.setdefault(level, []).append((board.size, len(full.steps), above, seconds))
    head = ["grade", "puzzles", "median cells", "mean deductions", "per cell", "above Easy", "mean grading s"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    rows = []
    for level in sorted(by_level):
        found = by_level[level]
        row = [
            LEVELS[level],
            str(len(found)),
            str(statistics.median(c for c, _, _, _ in found)),
            f"{statistics.mean(n for _, n, _, _ in found):.1f}",
            f"{statistics.mean(n / c for c, n, _, _ in found):.2f}",
            f"{statistics.mean(a for _, _, a, _ in found):.1f}",
            f"{statistics.mean(s for _, _, _, s in found):.3f}",
        ]
        rows.append(row)
        lines.append("| " + " | ".join(row) + " |")
    print("\n".join(lines))
    print(f"{checked} puzzles checked: each solved by the ladder limited to its grade, stuck below it")
    if args.save:
        results.save(
            args.save,
            benchmark="kakuro_grades.py",
            printed="\n".join(lines),
            names=[f"kakuro grades and deductions, {args.count} puzzles a side of {args.sizes}"],
            notes=[
                f"{checked} puzzles checked: each solved by the ladder limited to its grade, stuck below it"
            ],
        )


if __name__ == "__main__":
    main()
