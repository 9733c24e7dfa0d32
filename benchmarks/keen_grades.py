"""Grading agreement with Simon Tatham's Keen, and making speed beside ``sgt-keen --generate``.

Usage::

    python benchmarks/keen_grades.py            # agreement on benchmarks/keen/*.txt
    python benchmarks/keen_grades.py --make --count 20 --save benchmarks/results/keen-making.json
                                                # making speed instead: 6 x 6 and 9 x 9, every grade
    python benchmarks/keen_grades.py --make --sizes 3,4,5,6,7,8,9   # every size Keen makes
    python benchmarks/keen_grades.py --make --large   # 12 x 12 and 16 x 16 normal too
    python benchmarks/keen_grades.py --singletons  # one-cell cages per made puzzle, beside Keen's own

The corpus: for each grade, 20 puzzles per size 4 to 9 that Keen made at that grade (Keen accepts a
puzzle only when its solver fills it at that grade and not at the one below, so the grade it was
made at is Keen's grade of it). Our grade of each (gridcraft.kenken.ladder.grade.grade) is compared with
it. The making benchmark times ``make`` per puzzle over seeds 0..N-1 in processor time (one core),
and right after it ``sgt-keen --time-generation --generate N`` for the same size and grade when
it is installed (sizes up to 9; Keen prints each puzzle's processor time), and gives the ratios
of our median and worst to Keen's; the load average is recorded beside the table (the machine
may be shared, and processor time weighs that less than wall time). The
singletons benchmark counts the one-cell cages (cells given away) of each puzzle ``make`` makes over
seeds 0..N-1, per size and grade, beside the same count over Keen's own puzzles of the corpus.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import time
from pathlib import Path

import results

from gridcraft.kenken import parse_keen_id
from gridcraft.kenken.ladder.deduce import Level
from gridcraft.kenken.ladder.grade import grade, native_fits, native_make
from gridcraft.kenken.make import DEFAULT_MAX_CAGE, MOVES, OP_MODES, PAIRING, make, max_givens_of, seed_text

HERE = Path(__file__).resolve().parent / "keen"
LETTER = {Level.EASY: "e", Level.NORMAL: "n", Level.HARD: "h", Level.EXTREME: "x", Level.UNREASONABLE: "u"}
KEEN = shutil.which("sgt-keen") or ("/usr/games/sgt-keen" if Path("/usr/games/sgt-keen").exists() else None)


def agreement() -> list[list[str]]:
    rows = []
    print(f"{'grade':<14}{'puzzles':>8}{'agree':>7}{'share':>8}{'median ms':>11}{'worst ms':>10}")
    for level in Level:
        lines = [
            line
            for line in (HERE / f"{level.label}.txt").read_text().splitlines()
            if line and not line.startswith("#")
        ]
        agree, times, wrong = 0, [], []
        for line in lines:
            start = time.perf_counter()
            found = grade(parse_keen_id(line))
            times.append(1000 * (time.perf_counter() - start))
            if found.level is level:
                agree += 1
            else:
                wrong.append((line, found.label))
        print(
            f"{level.label:<14}{len(lines):>8}{agree:>7}{agree / len(lines):>8.1%}"
            f"{statistics.median(times):>11.1f}{max(times):>10.1f}"
        )
        rows.append(
            [
                level.label,
                str(len(lines)),
                str(agree),
                f"{agree / len(lines):.1%}",
                f"{statistics.median(times):.1f}",
                f"{max(times):.1f}",
            ]
        )
        for line, label in wrong:
            print(f"  {line}: ours {label}")
    return rows


def _package_version(name: str) -> str:
    """The installed Debian package's version, or ``unknown``."""
    try:
        found = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Version}", name], capture_output=True, text=True, check=False
        )
    except OSError:
        return "unknown"
    return found.stdout.strip() or "unknown"


def c_loop(n: int, level: Level, seed: int) -> float | None:
    """Processor seconds of the maker's C loop alone for ``make(n, level, seed=seed)`` (the same
    puzzle, without the Python call around it: settings' checks, the seed's text,
    the clock and the result; the seed's key and the puzzle's objects are inside);
    None where ``make`` does not use it."""
    limit = DEFAULT_MAX_CAGE[n]
    givens = max_givens_of(n, None, None, "all", level)
    seeded = seed_text(n, level, "all", limit, seed)
    start = time.process_time()
    whole = native_make(n, level, OP_MODES["all"], limit, givens, PAIRING[level], MOVES, seeded, None)
    spent = time.process_time() - start
    return spent if whole is not None else None


def making(count: int, large: bool = False, sizes: tuple[int, ...] = (6, 9)) -> list[list[str]]:
    """Processor seconds per puzzle (one core): ``make`` over seeds 0..count-1, then right after
    it ``sgt-keen --time-generation --generate count`` (Keen's own per-puzzle times, also processor
    time), so that other work on the machine weighs less on either."""
    rows = []
    cases = [(n, level) for n in sizes for level in Level if n > 3 or level <= Level.NORMAL]
    if large:
        cases += [(12, Level.NORMAL), (16, Level.NORMAL)]
    head = f"{'puzzle':<22}{'median ms':>10}{'worst ms':>10}{'C loop':>9}{'Keen median':>12}{'Keen worst':>11}{'ratios':>13}"
    print("\n" + head)
    for n, level in cases:
        times = []
        for seed in range(count):
            start = time.process_time()
            make(n, level, seed=seed, time_limit=None)
            times.append(time.process_time() - start)
        ours = [statistics.median(times), max(times)]
        alone = [c_loop(n, level, seed) for seed in range(count)]
        c_median = (
            "-" if None in alone else f"{1000 * statistics.median([t for t in alone if t is not None]):.3f}"
        )
        keen = ["(Keen stops at 9)", "-"] if n > 9 else ["-", "-"]
        ratios = ["-", "-"]
        if KEEN and n <= 9:
            out = subprocess.run(
                [KEEN, "--time-generation", "--generate", str(count), f"{n}d{LETTER[level]}"],
                capture_output=True,
                check=True,
                text=True,
            ).stdout
            theirs = [float(line.split()[-1]) for line in out.splitlines() if line.startswith("Keen ")]
            keen = [f"{1000 * statistics.median(theirs):.3f}", f"{1000 * max(theirs):.3f}"]
            ratios = [f"{ours[0] / statistics.median(theirs):.2f}", f"{ours[1] / max(theirs):.2f}"]
        row = [
            f"{n} x {n} {level.label}",
            f"{1000 * ours[0]:.3f}",
            f"{1000 * ours[1]:.3f}",
            c_median,
            *keen,
            *ratios,
        ]
        print(
            f"{row[0]:<22}{row[1]:>10}{row[2]:>10}{row[3]:>9}{row[4]:>12}{row[5]:>11}{row[6]:>7}{row[7]:>6}"
        )
        rows.append(row)
    return rows


SINGLETON_CASES = [(4, Level.EASY), (4, Level.NORMAL), (6, Level.EASY), (6, Level.NORMAL), (6, Level.HARD),
                   (9, Level.EASY), (9, Level.NORMAL), (9, Level.HARD)]  # fmt: skip


def _ones(puzzle: object) -> int:
    return sum(1 for cage in getattr(puzzle, "cages") if len(cage.cells) == 1)


def _spread(counts: list[int]) -> str:
    """``0:12 1:6 2:2``: how many puzzles had each number of one-cell cages."""
    return " ".join(f"{k}:{counts.count(k)}" for k in sorted(set(counts)))


def singletons(count: int) -> tuple[list[list[str]], dict[str, object]]:
    """Rows of one-cell cages per puzzle, ours (seeds 0..count-1) and Keen's (the corpus), and the
    per-puzzle counts as records."""
    rows, records = [], {}
    print(f"\n{'puzzle':<12}{'ours: mean':>11}{'max':>5}  {'spread':<24}{'Keen: mean':>11}{'max':>5}")
    for n, level in SINGLETON_CASES:
        ours = [_ones(make(n, level, seed=s).puzzle) for s in range(count)]
        keen = [
            _ones(parse_keen_id(line))
            for line in (HERE / f"{level.label}.txt").read_text().splitlines()
            if line.startswith(f"{n}:")
        ]
        name = f"{n} x {n} {level.label}"
        records[name] = {"ours": ours, "keen": keen}
        row = [name, f"{statistics.mean(ours):.1f}", str(max(ours)), _spread(ours),
               f"{statistics.mean(keen):.1f}", str(max(keen))]  # fmt: skip
        print(f"{row[0]:<12}{row[1]:>11}{row[2]:>5}  {row[3]:<24}{row[4]:>11}{row[5]:>5}")
        rows.append(row)
    return rows, records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--make", action="store_true", help="time the maker beside Keen's instead")
    parser.add_argument("--large", action="store_true", help="with --make: 12 x 12 and 16 x 16 normal too")
    parser.add_argument("--singletons", action="store_true", help="count one-cell cages instead")
    parser.add_argument(
        "--sizes", default="6,9", help="with --make: the sizes, such as 3,4,5,6,7,8,9 (default 6,9)"
    )
    parser.add_argument("--count", type=int, default=10, help="puzzles per case for --make (default 10)")
    parser.add_argument(
        "--save",
        type=Path,
        help="also write a results file (benchmarks/results.py), such as benchmarks/results/keen-grades.json",
    )
    args = parser.parse_args()
    if args.singletons:
        rows, records = singletons(args.count)
        head = ["puzzle", "ours: mean", "max", "puzzles by one-cell cages", "Keen: mean", "max"]
        if args.save:
            results.save(args.save, benchmark="keen_grades.py", printed=results.markdown({"columns": head, "rows": rows}),
                         names=[f"one-cell cages per puzzle: ours over seeds 0 to {args.count - 1}, Keen's over "
                                "its 20 puzzles of the corpus"], records=records)  # fmt: skip
        return
    if args.make:
        load_before = os.getloadavg()
        rows = making(args.count, args.large, tuple(int(n) for n in args.sizes.split(",")))
        load_after = os.getloadavg()
        loads = " / ".join(f"{a:.2f}, {b:.2f}, {c:.2f}" for a, b, c in (load_before, load_after))
        print(f"load average (1, 5, 15 min) before / after: {loads}")
        if args.save:
            head = [
                "puzzle",
                "median ms",
                "worst ms",
                "C loop median ms",
                "Keen median ms",
                "Keen worst ms",
                "median ratio",
                "worst ratio",
            ]
            name = (
                f"making, processor milliseconds per puzzle (one core): ours over seeds 0 to {args.count - 1} (the "
                "C loop alone: the same puzzles without the Python call around it), and Keen's own times of "
                f"sgt-keen --time-generation --generate {args.count} right after each, in the same run"
            )
            note = (
                f"load average (1, 5, 15 min) before / after the run: {loads} ({os.cpu_count()} CPUs, shared)"
            )
            built = "built" if native_fits(make(4, Level.EASY).puzzle) else "not built or turned off"
            versions = [
                f"the C grading ladder (gridcraft.kenken.ladder._ladder): {built}",
                f"Keen: {KEEN} from sgt-puzzles {_package_version('sgt-puzzles')}",
            ]
            printed = results.markdown({"columns": head, "rows": rows})
            results.save(
                args.save, benchmark="keen_grades.py", printed=printed, names=[name], notes=[note, *versions]
            )
        return
    rows = agreement()
    if args.save:
        head = ["grade", "puzzles", "agree", "share", "median ms", "worst ms"]
        results.save(args.save, benchmark="keen_grades.py", printed=results.markdown({"columns": head, "rows": rows}),
                     names=["grades against Keen's"])  # fmt: skip


if __name__ == "__main__":
    main()
