"""Killer sudoku grading agreement with Simon Tatham's Solo, and making speed beside ``sgt-solo --generate``.

Usage::

    python benchmarks/killer_grades.py                 # agreement on benchmarks/corpus/killer/*.txt
    python benchmarks/killer_grades.py --make          # making speed too (9 x 9, every grade)
    python benchmarks/killer_grades.py --save benchmarks/results/killer-grades.json

The corpus: one file per grade, one Solo game ID per line, puzzles that ``sgt-solo --generate N
3x3kd<letter>`` made at that grade (and some 4 x 4 and 6 x 6 ones). Solo's generator keeps a
killer puzzle only when its solver, allowed that grade, solves it needing exactly that grade (and
its killer level is the highest), so the grade it was made at is Solo's grade of it. Our grade
(``gridcraft.killer.grade``) is compared with it, and so is ``solo_makes`` (the killer level).
The making benchmark times ``make`` (one core) per puzzle over seeds 0..N-1 beside ``sgt-solo
--generate N 3x3kd<letter>`` run once for the same grade.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import time
from pathlib import Path

import results

from gridcraft.killer import GRADES, grade, make, parse

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
                   f"{statistics.median(times):.0f}", f"{max(times):.0f}"]  # fmt: skip
            print(f"{row[0]:<14}{row[1]:>6}{row[2]:>8}{row[3]:>7}{row[4]:>8}{row[5]:>11}{row[6]:>10}")
            rows.append(row)
            wrong = [(line, ours) for line, ours, _ in runs if ours != label]
            for line, ours in wrong:
                print(f"  {line}: ours {ours}")
            records[f"{label} {size}"] = {"puzzles": len(runs), "agree": agree, "wrong": wrong}
    return rows, records


def making(count: int) -> list[list[str]]:
    rows = []
    print(f"\n{'grade':<14}{'median s':>9}{'worst s':>9}{'solo s/puzzle':>15}{'ratio':>8}")
    for label in GRADES:
        times = []
        for seed in range(count):
            start = time.perf_counter()
            made = make(label, 9, seed)
            times.append(time.perf_counter() - start)
            assert made.grade.label == label
        solo = ratio = "-"
        if SOLO:
            start = time.perf_counter()
            subprocess.run(
                [SOLO, "--generate", str(count), f"3x3kd{LETTERS[label]}"], capture_output=True, check=True
            )
            per = (time.perf_counter() - start) / count
            solo, ratio = f"{per:.3f}", f"{statistics.median(times) / per:.0f}"
        row = [f"9 x 9 {label}", f"{statistics.median(times):.2f}", f"{max(times):.2f}", solo, ratio]
        print(f"{label:<14}{row[1]:>9}{row[2]:>9}{row[3]:>15}{row[4]:>8}")
        rows.append(row)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--make", action="store_true", help="also time the maker beside sgt-solo")
    parser.add_argument("--count", type=int, default=5, help="puzzles per grade for --make (default 5)")
    parser.add_argument("--save", type=Path, help="also write a results file (benchmarks/results.py)")
    args = parser.parse_args()
    rows, records = agreement()
    tables = [(["grade", "size", "puzzles", "agree", "share", "median ms", "worst ms"], rows)]
    names = ["grades against Solo's"]
    if args.make:
        tables.append((["puzzle", "median s", "worst s", "Solo s/puzzle", "ratio"], making(args.count)))
        names.append(f"making, one core, seeds 0 to {args.count - 1}")
    if args.save:
        printed = "\n\n".join(results.markdown({"columns": head, "rows": body}) for head, body in tables)
        results.save(args.save, benchmark="killer_grades.py", printed=printed, names=names, records=records)


if __name__ == "__main__":
    main()
