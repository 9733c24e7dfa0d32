"""Killer sudoku grading agreement with Simon Tatham's Solo, and making speed beside ``sgt-solo --generate``.

Usage::

    python benchmarks/killer_grades.py                 # agreement on benchmarks/corpus/killer/*.txt
    python benchmarks/killer_grades.py --save benchmarks/results/killer-grades.json
    python benchmarks/killer_grades.py --make --skip-agreement --save benchmarks/results/killer-making.json
                                                       # making speed: 9 x 9, 20 per grade, 5 rounds
    python benchmarks/killer_grades.py --make --skip-agreement --grades eu --count 10 --rounds 1 \\
        --save benchmarks/results/killer-making-hard.json
    GRIDCRAFT_PURE_PYTHON=1 python benchmarks/killer_grades.py --make --skip-agreement --count 5 \\
        --rounds 1 --save benchmarks/results/killer-making-python.json   # without the C ladder

The corpus: one file per grade, one Solo game ID per line, puzzles that ``sgt-solo --generate N
3x3kd<letter>`` made at that grade (and some 4 x 4 and 6 x 6 ones). Solo's generator keeps a
killer puzzle only when its solver, allowed that grade, solves it needing exactly that grade (and
its killer level is the highest), so the grade it was made at is Solo's grade of it. Our grade
(``gridcraft.killer.grade``, the C ladder where it is built) is compared with it, and so is
``solo_makes`` (the killer level).

The making benchmark runs, per grade and round, ``sgt-solo --time-generation --generate N
3x3kd<letter>`` (Solo prints each puzzle's processor time) and then ``make(grade, 9, seed)`` for
seeds 0..N-1 in this process (one core), timing each call in processor time and wall time. The
table gives per grade the median over the rounds of each side's total for the N puzzles, in
processor seconds (what the machine's load weighs least) and in wall seconds (Solo's wall time is
its whole run: starting up, about 0.02 s, included), and the ratios ours / Solo's: below 1, ours is
faster. Every puzzle made is then graded once more, outside the timing, by the Python reference
ladder (``solve_python``): it must be the grade asked, at Solo's killer level, solved by those
deductions (so unique), its grid the solution.
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
from gridcraft.killer import GRADES, KillerLevel, Level, grade, make, parse
from gridcraft.latin.solo import solver
from gridcraft.latin.solo.count import count_python
from gridcraft.latin.solo.solver import solve_python

HERE = Path(__file__).resolve().parent / "corpus" / "killer"
LETTERS = dict(zip(GRADES, "tbiaeu", strict=True))
SOLO = shutil.which("sgt-solo") or ("/usr/games/sgt-solo" if Path("/usr/games/sgt-solo").exists() else None)


def _ids(label: str) -> list[str]:
    path = HERE / f"{label.lower()}.txt"
    if not path.exists():
        return []
    return [line for line in path.read_text().splitlines() if line and not line.startswith("#")]


def agreement() -> tuple[list[list[str]], dict[str, object]]:
    rows, records = [], {}
    print(f"{'grade':<14}{'size':>6}{'puzzles':>8}{'agree':>7}{'share':>8}{'median ms':>11}{'worst ms':>10}")
    for label in GRADES:
        by_size: dict[int, list[tuple[str, str, float]]] = {}
        for line in _ids(label):
            puzzle = parse(line)
            start = time.perf_counter()
            found = grade(puzzle)
            ms = 1000 * (time.perf_counter() - start)
            ours = found.label if found.solo_makes else f"{found.label} (killer level {found.killer.name})"
            by_size.setdefault(puzzle.size, []).append((line, ours, ms))
        for size, runs in sorted(by_size.items(), reverse=True):
            agree = sum(1 for _, ours, _ in runs if ours == label)
            times = [ms for _, _, ms in runs]
            row = [label, f"{size} x {size}", str(len(runs)), str(agree), f"{agree / len(runs):.1%}",
                   f"{statistics.median(times):.1f}", f"{max(times):.1f}"]  # fmt: skip
            print(f"{row[0]:<14}{row[1]:>6}{row[2]:>8}{row[3]:>7}{row[4]:>8}{row[5]:>11}{row[6]:>10}")
            rows.append(row)
            wrong = [(line, ours) for line, ours, _ in runs if ours != label]
            for line, ours in wrong:
                print(f"  {line}: ours {ours}")
            records[f"{label} {size}"] = {"puzzles": len(runs), "agree": agree, "wrong": wrong}
    return rows, records


def solo_run(letter: str, count: int) -> dict[str, Any]:
    """One ``sgt-solo --time-generation --generate count 3x3kd<letter>``: each puzzle's processor
    seconds as Solo prints them, and the whole run's wall and processor seconds."""
    assert SOLO is not None
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [SOLO, "--time-generation", "--generate", str(count), f"3x3kd{letter}"],
        capture_output=True,
        text=True,
        check=True,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    each = [float(m) for m in re.findall(r"^Solo \S+: ([0-9.]+)$", done.stdout, re.MULTILINE)]
    assert len(each) == count, done.stdout
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return {"each": each, "wall": wall, "cpu": cpu}


def _ms(seconds: list[float] | float) -> Any:
    """Seconds as milliseconds to the microsecond (what the records keep)."""
    if isinstance(seconds, list):
        return [round(1000 * x, 3) for x in seconds]
    return round(1000 * seconds, 3)


def our_run(label: str, count: int) -> tuple[dict[str, Any], list[Any]]:
    """``make(label, 9, seed)`` for seeds 0..count-1, each timed in processor and wall seconds."""
    cpu, wall, graded, made = [], [], [], []
    for seed in range(count):
        start, started = time.process_time(), time.perf_counter()
        one = make(label, 9, seed)
        cpu.append(time.process_time() - start)
        wall.append(time.perf_counter() - started)
        graded.append(one.graded)
        made.append(one)
    return {"cpu": cpu, "wall": wall, "graded": graded}, made


def check(label: str, made: list[Any]) -> None:
    """Each puzzle graded ``label`` by the Python reference ladder, at Solo's killer level, solved
    by the deductions of its grade (unique; at Unreasonable, one solution counted)."""
    level = Level[label.upper()]
    for one in made:
        out = solve_python(one.puzzle)
        assert out.level == level and out.killer == KillerLevel.INTERSECT, (label, one.puzzle)
        assert out.grid == tuple(d for row in one.solution for d in row)
        if level == Level.UNREASONABLE:
            assert count_python(one.puzzle) == 1
        else:
            assert solve_python(one.puzzle, level).level == level


def making(count: int, letters: str, rounds: int) -> tuple[list[list[str]], dict[str, Any]]:
    rows, records = [], {}
    head = ["grade", "puzzles", "ours s", "Solo s", "ratio", "ours wall s", "Solo wall s", "wall ratio",
            "graded/puzzle", "ours median ms", "Solo median ms"]  # fmt: skip
    print("\n" + " | ".join(head))
    for label in GRADES:
        if LETTERS[label] not in letters:
            continue
        ours, solo, made = [], [], []
        for _ in range(rounds):
            if SOLO:
                solo.append(solo_run(LETTERS[label], count))
            run, made = our_run(label, count)
            ours.append(run)
        check(label, made)
        cpu = statistics.median(sum(r["cpu"]) for r in ours)
        wall = statistics.median(sum(r["wall"]) for r in ours)
        each = statistics.median(statistics.median(r["cpu"]) for r in ours)
        graded = statistics.mean(ours[0]["graded"])
        row = [f"9 x 9 {label}", str(count), f"{cpu:.3f}"]
        if solo:
            solo_cpu = statistics.median(sum(r["each"]) for r in solo)
            solo_wall = statistics.median(r["wall"] for r in solo)
            solo_each = statistics.median(statistics.median(r["each"]) for r in solo)
            row += [f"{solo_cpu:.3f}", f"{cpu / solo_cpu:.2f}", f"{wall:.3f}", f"{solo_wall:.3f}",
                    f"{wall / solo_wall:.2f}", f"{graded:.1f}", f"{1000 * each:.2f}",
                    f"{1000 * solo_each:.2f}"]  # fmt: skip
        else:
            row += ["-", "-", f"{wall:.3f}", "-", "-", f"{graded:.1f}", f"{1000 * each:.2f}", "-"]
        print(" | ".join(row), flush=True)
        rows.append(row)
        records[label] = {
            "ours ms": [{"cpu": _ms(r["cpu"]), "wall": _ms(r["wall"]), "graded": r["graded"]} for r in ours],
            "solo ms": [{"each": _ms(r["each"]), "wall": _ms(r["wall"]), "cpu": _ms(r["cpu"])} for r in solo],
        }
    return [head, *rows], records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--make", action="store_true", help="also time the maker beside sgt-solo")
    parser.add_argument("--skip-agreement", action="store_true", help="leave out the grading agreement")
    parser.add_argument("--count", type=int, default=20, help="puzzles per grade and round (default 20)")
    parser.add_argument(
        "--rounds", type=int, default=5, help="rounds per grade (default 5; medians reported)"
    )
    parser.add_argument("--grades", default="tbia", help="letters of the grades to make (default tbia)")
    parser.add_argument("--save", type=Path, help="also write a results file (benchmarks/results.py)")
    args = parser.parse_args()
    engine = "C" if native.enabled(solver._solo) else "Python"
    tables: list[tuple[list[str], list[list[str]]]] = []
    names: list[str] = []
    records: dict[str, Any] = {}
    notes = [f"gridcraft's grader and maker (Solo's ladder, gridcraft.latin.solo) ran in {engine}."]
    if not args.skip_agreement:
        rows, records["agreement"] = agreement()
        tables.append((["grade", "size", "puzzles", "agree", "share", "median ms", "worst ms"], rows))
        names.append("grades against Solo's")
    if args.make:
        load = os.getloadavg()
        table, records["making"] = making(args.count, args.grades, args.rounds)
        tables.append((table[0], table[1:]))
        rounds = f"median of {args.rounds} rounds" if args.rounds > 1 else "one round"
        names.append(f"making 9 x 9, {args.count} puzzles per grade, {rounds}")
        notes.append(f"load average before {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}, after "
                     + " ".join(f"{x:.2f}" for x in os.getloadavg()))  # fmt: skip
        notes.append(f"sgt-solo: {SOLO} ({_solo_version()})")
    if args.save:
        printed = "\n\n".join(results.markdown({"columns": head, "rows": body}) for head, body in tables)
        results.save(
            args.save,
            benchmark="killer_grades.py",
            printed=printed,
            names=names,
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
    return f"sgt-puzzles {found.stdout.strip()}" if found.returncode == 0 else "version unknown"


if __name__ == "__main__":
    main()
