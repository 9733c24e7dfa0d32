"""Making sudokus beside Simon Tatham's Solo: ``sgt-solo --generate N PARAMS`` against
``gridcraft.sudoku.make`` at the same side, variant and grade, processor seconds per batch.

Each row makes ``--count`` puzzles (seeds 0..count-1) at one Solo parameter string: classic 9 x 9
at Trivial to Unreasonable (``3x3dt`` .. ``3x3du``), X (``3x3xd?``), jigsaw (``9jd?``), and the
larger and smaller sides (``2x3``, ``3x4``, ``4x4``: a 16 x 16). Solo's time is what it prints per
puzzle with ``--time-generation`` (its generation alone, no process start); ours is the library
call's processor time (``time.process_time``), so neither counts a process's start-up. Every puzzle
we make is checked: graded at the grade by Solo's ladder and counted unique by the core's units
solver (a count independent of the ladder).

Run: ``python benchmarks/sudoku_making.py [--count 20] [--rounds 3] [--save
benchmarks/results/sudoku-making.json]``.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import time
from pathlib import Path
from typing import Any

import results

from gridcraft.engine import native
from gridcraft.latin.solo import solver
from gridcraft.latin.units import solve_grid, units_of
from gridcraft.sudoku import GRADES, grade, make

SOLO = shutil.which("sgt-solo") or shutil.which("/usr/games/sgt-solo")
LETTERS = dict(zip("tbiaeu", GRADES, strict=True))
#: (Solo's parameters without the grade, our make's keywords, the row's name), then the grades
ROWS: list[tuple[str, dict[str, Any], str, str]] = [
    ("3x3", {"size": 9}, "9 x 9", "tbiaeu"),
    ("3x3x", {"size": 9, "x": True}, "9 x 9 X", "bia"),
    ("9j", {"size": 9, "jigsaw": True}, "9 x 9 jigsaw", "bia"),
    ("2x3", {"size": 6, "box": (2, 3)}, "6 x 6", "tb"),
    ("3x4", {"size": 12, "box": (3, 4)}, "12 x 12", "bi"),
    ("4x4", {"size": 16, "box": (4, 4)}, "16 x 16", "b"),
]


def solo_run(params: str, count: int) -> dict[str, Any]:
    """One ``sgt-solo --time-generation --generate count PARAMS``: each puzzle's processor seconds
    as Solo prints them, and the run's wall and processor seconds."""
    assert SOLO is not None
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [SOLO, "--time-generation", "--generate", str(count), params],
        capture_output=True,
        text=True,
        check=True,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    each = [float(m) for m in re.findall(r"^Solo \S+: ([0-9.]+)$", done.stdout, re.MULTILINE)]
    assert len(each) == count, done.stdout[:500]
    return {
        "each": each,
        "wall": wall,
        "cpu": after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime,
    }


def our_run(label: str, kwargs: dict[str, Any], count: int) -> tuple[list[float], list[Any]]:
    """``make(label, seed=s, **kwargs)`` for s in 0..count-1, each in processor seconds."""
    cpu, made = [], []
    for seed in range(count):
        start = time.process_time()
        made.append(make(label, seed=seed, **kwargs))
        cpu.append(time.process_time() - start)
    return cpu, made


def check(label: str, made: list[Any]) -> None:
    """Each puzzle graded ``label`` again, and unique by the units solver's count."""
    for one in made:
        p = one.puzzle
        assert grade(p).label == label, (label, p)
        n = p.size
        grid = [0] * (n * n)
        for (r, c), v in p.givens:
            grid[r * n + c] = v
        regions = [[r * n + c for r, c in cells] for cells in p.region_cells()]
        found, _ = solve_grid(units_of(n, regions=regions, diagonals=p.diagonals), grid, 2)
        assert found == 1, p


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20, help="puzzles per row and round (default 20)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds per row (default 3; medians reported)")
    parser.add_argument("--only", default="", help="rows whose name contains this text (default all)")
    parser.add_argument("--save", type=Path, help="also write a results file (benchmarks/results.py)")
    args = parser.parse_args()
    head = ["puzzles", "grade", "count", "ours s", "Solo s", "ratio", "ours median ms", "Solo median ms"]
    print(" | ".join(head))
    rows, records = [], {}
    load = os.getloadavg()
    for params, kwargs, name, letters in ROWS:
        if args.only not in name:
            continue
        for letter in letters:
            label = LETTERS[letter]
            ours, solo, made = [], [], []
            for _ in range(args.rounds):
                if SOLO:
                    solo.append(solo_run(f"{params}d{letter}", args.count))
                cpu, made = our_run(label, kwargs, args.count)
                ours.append(cpu)
            check(label, made)
            total = statistics.median(sum(r) for r in ours)
            each = statistics.median(statistics.median(r) for r in ours)
            row = [name, label, str(args.count), f"{total:.3f}"]
            if solo:
                solo_total = statistics.median(sum(r["each"]) for r in solo)
                solo_each = statistics.median(statistics.median(r["each"]) for r in solo)
                ratio = total / solo_total if solo_total else float("inf")
                row += [f"{solo_total:.3f}", f"{ratio:.2f}", f"{1000 * each:.2f}", f"{1000 * solo_each:.2f}"]
            else:
                row += ["-", "-", f"{1000 * each:.2f}", "-"]
            print(" | ".join(row), flush=True)
            rows.append(row)
            records[f"{name} {label}"] = {
                "ours ms": [[round(1000 * x, 3) for x in r] for r in ours],
                "solo ms": [[round(1000 * x, 3) for x in r["each"]] for r in solo],
                "solo params": f"{params}d{letter}",
            }
    if args.save:
        engine = "C" if native.enabled(solver._solo) else "Python"
        notes = [
            f"gridcraft's grader (Solo's ladder, gridcraft.latin.solo) ran in {engine}; the carving loop is Python.",
            f"sgt-solo: {SOLO} ({_solo_version()}); its times are those it prints with --time-generation.",
            f"load average before {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}, after "
            + " ".join(f"{x:.2f}" for x in os.getloadavg()),
        ]
        rounds = f"median of {args.rounds} rounds" if args.rounds > 1 else "one round"
        results.save(
            args.save,
            benchmark="sudoku_making.py",
            printed=results.markdown({"columns": head, "rows": rows}),
            names=[f"making sudokus beside sgt-solo --generate, {args.count} a row, {rounds}"],
            notes=notes,
            records=records,
        )


def _solo_version() -> str:
    try:
        found = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Version}", "sgt-puzzles"], capture_output=True, text=True
        )
    except OSError:
        return "version unknown"
    return found.stdout.strip() or "version unknown"


if __name__ == "__main__":
    main()
