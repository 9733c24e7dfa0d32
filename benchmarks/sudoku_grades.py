"""Sudoku grading agreement with Simon Tatham's Solo: classic, X and jigsaw puzzles that
``sgt-solo --generate`` made at each grade, graded again by our restatement of its ladder.

Usage::

    python benchmarks/sudoku_grades.py                  # agreement on benchmarks/corpus/sudoku/*.txt
    python benchmarks/sudoku_grades.py --save benchmarks/results/sudoku-grades.json
    python benchmarks/sudoku_grades.py --generate       # make the corpus again with sgt-solo first

The corpus: one file per parameters (``3x3dt`` .. ``3x3du``, ``2x3db`` .., ``3x4db`` ..,
``4x4db`` .., ``3x3xdb`` .., ``9jdb`` ..), one Solo game ID per line, made by ``sgt-solo
--generate 30 PARAMS``. Solo's generator keeps a puzzle only when its solver, allowed the grade
asked (the letter after ``d``), solves it needing exactly that grade, so the grade asked is Solo's
grade of it. Ours is ``gridcraft.latin.solo.solve`` on the puzzle read by
``gridcraft.latin.solo.ids``: the C ladder on every puzzle, the Python reference on the first
``--python`` of each file (both must give the grade asked); every puzzle must also have exactly one
solution by ``count_solutions``. A disagreement is listed with its ID.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import time
from pathlib import Path
from typing import Any

import results

from gridcraft.engine import native
from gridcraft.latin.solo import Level, count_solutions, solve, solver
from gridcraft.latin.solo.ids import parse_sudoku_id, square
from gridcraft.latin.solo.solver import solve_python

HERE = Path(__file__).resolve().parent / "corpus" / "sudoku"
SOLO = shutil.which("sgt-solo") or ("/usr/games/sgt-solo" if Path("/usr/games/sgt-solo").exists() else None)
LEVELS = dict(zip("tbiaeu", Level, strict=False))
#: the parameters of the corpus: Solo's classic 9 x 9 at every grade it offers, other boxes, X, jigsaw
PARAMS = (
    *(f"3x3d{g}" for g in "tbiaeu"),
    *(f"2x3d{g}" for g in "biae"),
    *(f"3x4d{g}" for g in "biae"),
    *(f"4x4d{g}" for g in "bia"),
    *(f"3x3xd{g}" for g in "biae"),
    *(f"9jd{g}" for g in "bia"),
)
COUNT = 30
#: a generation that takes longer is left out of the corpus (and said so)
TIMEOUT = 300.0


def asked(params: str) -> Level:
    """The grade a corpus file's parameters asked Solo for (the letter after ``d``)."""
    return LEVELS[params[params.index("d") + 1]]


def solo_version() -> str:
    """``sgt-puzzles VERSION`` as dpkg knows it, or ``version unknown``."""
    try:
        found = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Version}", "sgt-puzzles"],
            capture_output=True,
            text=True,
            check=False,
        )
    except OSError:
        return "version unknown"
    return f"sgt-puzzles {found.stdout.strip()}" if found.returncode == 0 else "version unknown"


def generate(count: int) -> list[str]:
    """Write the corpus again with sgt-solo; the parameters left out (too slow), as notes."""
    assert SOLO is not None, "sgt-solo is not installed (Debian: apt-get install sgt-puzzles)"
    HERE.mkdir(parents=True, exist_ok=True)
    version, skipped = solo_version(), []
    for params in PARAMS:
        start = time.perf_counter()
        try:
            done = subprocess.run(
                [SOLO, "--generate", str(count), params],
                capture_output=True,
                text=True,
                check=True,
                timeout=TIMEOUT,
            )
        except subprocess.TimeoutExpired:
            skipped.append(f"{params}: sgt-solo took over {TIMEOUT:.0f} s for {count} puzzles, left out")
            print(skipped[-1], flush=True)
            continue
        seconds = time.perf_counter() - start
        ids = done.stdout.split()
        head = f"# Solo ({version}) sudoku puzzles, made with sgt-solo --generate {count} {params} ({seconds:.1f} s)\n"
        (HERE / f"{params}.txt").write_text(head + "\n".join(ids) + "\n", encoding="utf-8")
        print(f"{params}: {len(ids)} puzzles in {seconds:.1f} s", flush=True)
    return skipped


def corpus(params: str) -> list[str]:
    """The IDs of one corpus file (none when it is missing)."""
    path = HERE / f"{params}.txt"
    if not path.exists():
        return []
    return [line for line in path.read_text().splitlines() if line and not line.startswith("#")]


def grade_file(params: str, python: int) -> tuple[list[str], dict[str, Any]] | None:
    """One file graded: its table row and its record."""
    ids = corpus(params)
    if not ids:
        return None
    want = asked(params)
    times, wrong, py_times, py_wrong, not_unique = [], [], [], [], []
    for k, text in enumerate(ids):
        puzzle = square(parse_sudoku_id(text))
        start = time.perf_counter()
        ours = solve(puzzle).level
        times.append(1000 * (time.perf_counter() - start))
        if ours != want:
            wrong.append({"id": text, "ours": ours.name.title()})
        if count_solutions(puzzle) != 1:
            not_unique.append(text)
        if k < python:
            start = time.perf_counter()
            slow = solve_python(puzzle).level
            py_times.append(1000 * (time.perf_counter() - start))
            if slow != want:
                py_wrong.append({"id": text, "ours": slow.name.title()})
    agreed = len(ids) - len(wrong)
    row = [params, want.name.title(), str(len(ids)), str(agreed), f"{agreed / len(ids):.0%}",
           f"{statistics.median(times):.2f}", f"{max(times):.2f}", f"{len(py_times) - len(py_wrong)}/{len(py_times)}",
           f"{statistics.median(py_times):.0f}" if py_times else "-"]  # fmt: skip
    record = {
        "grade": want.name.title(),
        "count": len(ids),
        "agreed": agreed,
        "disagreements": wrong,
        "python": {
            "count": len(py_times),
            "agreed": len(py_times) - len(py_wrong),
            "disagreements": py_wrong,
        },
        "not unique": not_unique,
        "ms": {"median": round(statistics.median(times), 3), "worst": round(max(times), 3)},
    }
    return row, record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--generate", action="store_true", help="make the corpus again with sgt-solo first")
    parser.add_argument(
        "--count", type=int, default=COUNT, help=f"puzzles per parameters made (default {COUNT})"
    )
    parser.add_argument(
        "--python",
        type=int,
        default=5,
        help="puzzles per file graded by the Python reference too (default 5)",
    )
    parser.add_argument("--save", type=Path, help="also write a results file (benchmarks/results.py)")
    args = parser.parse_args()
    notes = []
    if args.generate:
        notes += generate(args.count)
    head = ["params", "grade", "puzzles", "agree", "share", "C median ms", "C worst ms", "Python agree",
            "Python median ms"]  # fmt: skip
    print("| " + " | ".join(head) + " |\n|" + "---|" * len(head))
    rows, records = [], {}
    for params in PARAMS:
        found = grade_file(params, args.python)
        if found is None:
            notes.append(f"{params}: no corpus file")
            continue
        row, records[params] = found
        rows.append(row)
        print("| " + " | ".join(row) + " |", flush=True)
        for wrong in records[params]["disagreements"] + records[params]["python"]["disagreements"]:
            print(f"  {wrong['id']}: ours {wrong['ours']}")
        for text in records[params]["not unique"]:
            print(f"  {text}: not one solution")
    engine = "C" if native.enabled(solver._solo) else "Python"
    notes.append(
        f"the ladder on every puzzle ran in {engine}; the Python reference on the first {args.python}"
    )
    notes.append(
        f"corpus made by {SOLO} ({solo_version()}); see the header of each benchmarks/corpus/sudoku file"
    )
    if args.save:
        printed = results.markdown({"columns": head, "rows": rows})
        results.save(
            args.save,
            benchmark="sudoku_grades.py",
            printed=printed,
            names=["sudoku grades against Solo's"],
            notes=notes,
            records=records,
        )


if __name__ == "__main__":
    main()
