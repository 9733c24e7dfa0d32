"""Making futoshikis and towers beside Simon Tatham's Unequal and Towers: ``sgt-unequal --generate
N PARAMS`` (``sgt-towers``) against ``gridcraft.latin.rules.make`` at the same side, mode and grade,
processor seconds per batch.

Each row makes ``--count`` puzzles (seeds 0..count-1) at one parameter string: Unequal of sides 4
to 7 (and 9) at Trivial to Recursive, adjacent mode, Towers of sides 4 to 8 at Easy to
Unreasonable. Tatham's time is what his program prints per puzzle with ``--time-generation`` (its
generation alone, no process start); ours is the library call's processor time
(``time.process_time``). Every puzzle we make is checked: graded exactly at the grade by our
restatement of Tatham's ladder, and unique by the core's exhaustive search (independent of the
ladder). Unequal's maker settles for an easier puzzle after 50 squares; ours keeps trying until the
grade is met, so where that happens often (small sides, high grades) ours does more work. So each
of Tatham's puzzles is made again from the random seed it prints (``--generate 1 'PARAMS#SEED'``,
not timed) and graded (by our grader, which grades every corpus puzzle as Tatham's own solver does:
``latin_grades.py``), and the last columns compare the time per puzzle *of the grade asked*: ours
(every puzzle) against Tatham's batch time divided by how many of his are at that grade.

Run: ``python benchmarks/latin_making.py [--count 20] [--rounds 3] [--only 'unequal 5'] [--save
benchmarks/results/latin-making.json]``.
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

from gridcraft.latin.rules import TOWERS_LEVELS, UNEQUAL_LEVELS, Board, grade, make
from gridcraft.latin.rules.ids import parse_towers_id, parse_unequal_id
from gridcraft.latin.rules.native import available
from gridcraft.latin.rules.search import count

#: (kind, side, adjacent mode, the grade letters)
ROWS: list[tuple[str, int, bool, str]] = [
    *(("unequal", n, False, "tekxr") for n in (4, 5, 6, 7)),
    *(("unequal", n, True, "tekxr") for n in (5, 6, 7)),
    ("unequal", 9, False, "tekx"),
    *(("towers", n, False, "ehxu") for n in (4, 5, 6, 7)),
    ("towers", 8, False, "eh"),
]
LETTERS = {"unequal": "tekxr", "towers": "ehxu"}
RULES = {"unequal": "inequalities", "towers": "sightlines"}  # the rules make() takes per game


def program(kind: str) -> str | None:
    """The installed ``sgt-unequal`` or ``sgt-towers``."""
    return shutil.which(f"sgt-{kind}") or shutil.which(f"/usr/games/sgt-{kind}")


def params_of(kind: str, n: int, adjacent: bool, letter: str) -> str:
    """Tatham's parameter string: ``5adk``."""
    return f"{n}{'a' if adjacent else ''}d{letter}"


def tatham_run(kind: str, params: str, count_each: int) -> dict[str, Any]:
    """One ``sgt-KIND --time-generation --generate count PARAMS``: each puzzle's processor seconds
    as it prints them, and the run's wall and processor seconds."""
    exe = program(kind)
    assert exe is not None
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [exe, "--time-generation", "--generate", str(count_each), params],
        capture_output=True,
        text=True,
        check=True,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    found = re.findall(r"^\w+ (\S+): ([0-9.]+)$", done.stdout, re.MULTILINE)
    assert len(found) == count_each, done.stdout[:500]
    return {
        "each": [float(seconds) for _, seconds in found],
        "seeds": [seed for seed, _ in found],
        "wall": wall,
        "cpu": after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime,
    }


def tatham_at_grade(kind: str, seeds: list[str], level: int) -> int:
    """How many of Tatham's puzzles (made again from their random ``seeds``) our grader grades
    ``level``."""
    exe = program(kind)
    assert exe is not None
    parse = parse_towers_id if kind == "towers" else parse_unequal_id
    hits = 0
    for seed in seeds:
        made = subprocess.run([exe, "--generate", "1", seed], capture_output=True, text=True, check=True)
        hits += grade(parse(made.stdout.strip())).level == level
    return hits


def our_run(
    kind: str, n: int, level: int, adjacent: bool, count_each: int
) -> tuple[list[float], list[tuple[Board, tuple[int, ...]]]]:
    """``make(kind, n, level, seed)`` for seeds 0..count-1, each in processor seconds."""
    cpu, made = [], []
    for seed in range(count_each):
        start = time.process_time()
        made.append(make(RULES[kind], n, level, str(seed), adjacent=adjacent))
        cpu.append(time.process_time() - start)
    return cpu, made


def check(level: int, made: list[tuple[Board, tuple[int, ...]]]) -> None:
    """Each puzzle graded exactly ``level`` with its solution, and unique by the core's search."""
    for board, solution in made:
        found = grade(board)
        assert (found.status, found.level, found.grid) == ("solved", level, solution), board
        assert count(board) == 1, board


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20, help="puzzles per row and round (default 20)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds per row (default 3; medians reported)")
    parser.add_argument(
        "--only", default="", help="rows whose 'kind params' contains this text (default all)"
    )
    parser.add_argument("--save", type=Path, help="also write a results file (benchmarks/results.py)")
    args = parser.parse_args()
    head = [
        "kind",
        "params",
        "grade",
        "count",
        "ours s",
        "Tatham s",
        "ratio",
        "ours median ms",
        "Tatham median ms",
        "Tatham at grade",
        "ms a puzzle at grade: ours",
        "Tatham",
        "ratio at grade",
    ]
    print(" | ".join(head))
    rows, records = [], {}
    load = os.getloadavg()
    for kind, n, adjacent, letters in ROWS:
        for letter in letters:
            params = params_of(kind, n, adjacent, letter)
            if args.only not in f"{kind} {params}":
                continue
            level = LETTERS[kind].index(letter)
            label = (UNEQUAL_LEVELS if kind == "unequal" else TOWERS_LEVELS)[level]
            ours, theirs = [], []
            made: list[tuple[Board, tuple[int, ...]]] = []
            for _ in range(args.rounds):
                if program(kind):
                    theirs.append(tatham_run(kind, params, args.count))
                cpu, made = our_run(kind, n, level, adjacent, args.count)
                ours.append(cpu)
            check(level, made)
            total = statistics.median(sum(r) for r in ours)
            each = statistics.median(statistics.median(r) for r in ours)
            row = [kind, params, label, str(args.count), f"{total:.3f}"]
            if theirs:
                their_total = statistics.median(sum(r["each"]) for r in theirs)
                their_each = statistics.median(statistics.median(r["each"]) for r in theirs)
                ratio = total / their_total if their_total else float("inf")
                hits = [tatham_at_grade(kind, r["seeds"], level) for r in theirs]
                at_grade = statistics.median(hits)
                ours_at = total / args.count
                theirs_at = their_total / at_grade if at_grade else float("inf")
                row += [
                    f"{their_total:.3f}",
                    f"{ratio:.2f}",
                    f"{1000 * each:.2f}",
                    f"{1000 * their_each:.2f}",
                    f"{at_grade:g}/{args.count}",
                    f"{1000 * ours_at:.2f}",
                    f"{1000 * theirs_at:.2f}",
                    f"{ours_at / theirs_at:.2f}",
                ]
            else:
                row += ["-", "-", f"{1000 * each:.2f}", "-", "-", "-", "-", "-"]
            print(" | ".join(row), flush=True)
            rows.append(row)
            records[f"{kind} {params}"] = {
                "ours ms": [[round(1000 * x, 3) for x in r] for r in ours],
                "tatham ms": [[round(1000 * x, 3) for x in r["each"]] for r in theirs],
                "tatham seeds": [r["seeds"] for r in theirs],
            }
    if args.save:
        engine = "C" if available() else "Python"
        notes = [
            (
                f"gridcraft's grader and the makers' carving loops (gridcraft.latin.rules) ran in {engine};"
                " the random draws are Python's."
            ),
            (
                f"Tatham's programs: sgt-unequal and sgt-towers ({_version()}); their times are those they print"
                " with --time-generation."
            ),
            "Unequal's maker settles for an easier puzzle after 50 squares; ours tries until the grade is met.",
            f"load average before {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}, after "
            + " ".join(f"{x:.2f}" for x in os.getloadavg()),
        ]
        rounds = f"median of {args.rounds} rounds" if args.rounds > 1 else "one round"
        results.save(
            args.save,
            benchmark="latin_making.py",
            printed=results.markdown({"columns": head, "rows": rows}),
            names=[
                f"making futoshikis and towers beside sgt-unequal and sgt-towers --generate, {args.count} a row, {rounds}"
            ],
            notes=notes,
            records=records,
        )


def _version() -> str:
    try:
        found = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Version}", "sgt-puzzles"],
            capture_output=True,
            text=True,
            check=False,
        )
    except OSError:
        return "version unknown"
    return found.stdout.strip() or "version unknown"


if __name__ == "__main__":
    main()
