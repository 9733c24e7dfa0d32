"""One side of ``kenken_core.py``: grades, solves and makes KenKen puzzles with the gridcraft found
on ``PYTHONPATH`` and prints what it measured as one JSON document on stdout.

It uses only what the code before and after the Latin-square core both export:
``gridcraft.kenken.parse_keen_id / to_keen_id / grade / make / Level``, ``gridcraft.engine.count /
SearchStats``, and the search problem, ``gridcraft.latin.problem`` after the core and
``gridcraft.kenken.latin_problem`` before it.

    PYTHONPATH=<tree>/src python benchmarks/kenken_core_worker.py --keen benchmarks/keen \
        --corpus benchmarks/kenken_corpus --sizes 4,5,6,7,8,9 --seeds 20 --repeat 3
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

import gridcraft
from gridcraft.engine import SearchStats
from gridcraft.engine import count as engine_count
from gridcraft.kenken import Level, grade, make, parse_keen_id, to_keen_id

try:  # after the core
    from gridcraft.latin import problem

    PROBLEM = "gridcraft.latin.problem"
except ImportError:  # before it
    from gridcraft.kenken import latin_problem as problem

    PROBLEM = "gridcraft.kenken.latin_problem"

GRADES = ("easy", "normal", "hard", "extreme", "unreasonable")
DIFFICULTIES = "enhxu"


def keen_lines(path: Path) -> list[str]:
    """The Keen game IDs of a file: one a line, ``#`` comments and blank lines skipped."""
    return [
        line.strip() for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")
    ]


def grades(keen: Path) -> list[dict[str, Any]]:
    """Our grade of every puzzle of Keen's graded corpus, with the wall seconds it took."""
    rows = []
    grade(parse_keen_id(keen_lines(keen / "easy.txt")[0]))  # first call: imports and caches, not timed
    for keen_grade in GRADES:
        for number, line in enumerate(keen_lines(keen / f"{keen_grade}.txt"), start=1):
            puzzle = parse_keen_id(line)
            start = time.perf_counter()
            found = grade(puzzle)
            seconds = time.perf_counter() - start
            counts = {getattr(k, "name", str(k)): v for k, v in sorted(found.counts.items(), key=str)}
            rows.append(
                {
                    "puzzle": f"{keen_grade}#{number}",
                    "keen": keen_grade,
                    "ours": found.label,
                    "counts": counts,
                    "seconds": seconds,
                }
            )
    return rows


def solves(corpus: Path, sizes: list[int], repeat: int) -> list[dict[str, Any]]:
    """``engine.count(problem(puzzle), 2)`` on every puzzle of the held corpus: solutions, nodes and the
    best wall seconds of ``repeat`` runs (the problem's construction included, as in kenken.py)."""
    rows = []
    warm = parse_keen_id(keen_lines(corpus / "4de.txt")[0])
    engine_count(problem(warm), 2)  # first call: not timed
    for n in sizes:
        for d in DIFFICULTIES:
            for number, line in enumerate(keen_lines(corpus / f"{n}d{d}.txt"), start=1):
                puzzle = parse_keen_id(line)
                best, nodes, found, complete = float("inf"), set(), set(), set()
                for _ in range(repeat):
                    stats = SearchStats()
                    start = time.perf_counter()
                    counted = engine_count(problem(puzzle), 2, stats=stats)
                    best = min(best, time.perf_counter() - start)
                    nodes.add(stats.nodes)
                    found.add(counted)
                    complete.add(stats.complete)
                rows.append(
                    {
                        "puzzle": f"{n}d{d}#{number}",
                        "size": n,
                        "count": sorted(found),
                        "complete": sorted(complete),
                        "nodes": sorted(nodes),
                        "seconds": best,
                    }
                )
    return rows


def makes(sizes: list[int], seeds: int) -> list[dict[str, Any]]:
    """``make(n, level, seed=s, time_limit=None)`` for every size, grade and seed: the made puzzle's
    Keen ID, its solution and grade, and the processor seconds it took (as keen_grades.py --make)."""
    rows = []
    make(4, Level.EASY, seed=0, time_limit=None)  # first call: not timed
    for n in sizes:
        for level in Level:
            for seed in range(seeds):
                start = time.process_time()
                made = make(n, level, seed=seed, time_limit=None)
                seconds = time.process_time() - start
                rows.append(
                    {
                        "case": f"{n} x {n} {level.label}",
                        "seed": seed,
                        "id": to_keen_id(made.puzzle),
                        "solution": ["".join(str(v) for v in row) for row in made.solution],
                        "level": made.level.label,
                        "squares": made.squares,
                        "moves": made.moves,
                        "seconds": seconds,
                    }
                )
    return rows


def native() -> dict[str, Any]:
    """Which code runs: gridcraft's folder, the search problem's function and class, and whether the C
    search core and the C grading ladder (and maker's loop) are loaded."""
    puzzle = parse_keen_id("4:_a_7a4_a3,a3a5m12d2s1s1d2m4")
    made = problem(puzzle)
    ladder = importlib.import_module("gridcraft.kenken.ladder.grade")
    return {
        "gridcraft": str(Path(gridcraft.__file__).resolve().parent),
        "problem": PROBLEM,
        "problem_class": f"{type(made).__module__}.{type(made).__qualname__}",
        "search_in_c": type(made).__name__ == "NativeProblem",
        "ladder_in_c": bool(ladder.native_fits(puzzle)),
        "pure_python_asked": os.environ.get("GRIDCRAFT_PURE_PYTHON") == "1",
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--keen", type=Path, required=True, help="folder of Keen's graded corpus (<grade>.txt)")
    ap.add_argument("--corpus", type=Path, required=True, help="folder of the held corpus (<n>d<diff>.txt)")
    ap.add_argument("--sizes", default="4,5,6,7,8,9")
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--parts", default="grades,solves,makes")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    parts = args.parts.split(",")
    out: dict[str, Any] = {"native": native(), "load_start": os.getloadavg()[0]}
    if "grades" in parts:
        out["grades"] = grades(args.keen)
    if "solves" in parts:
        out["solves"] = solves(args.corpus, sizes, args.repeat)
    if "makes" in parts:
        out["makes"] = makes(sizes, args.seeds)
    out["load_end"] = os.getloadavg()[0]
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
