"""Fill-in solver benchmark: gridcraft side by side with an OR-Tools CP-SAT model, in one run.

Setup (once): ``pip install -e '.[bench]'`` (OR-Tools); the corpus is committed in
benchmarks/fillin_corpus/ (remade by benchmarks/fillin_make.py, which needs Debian's wamerican).

Each puzzle is solved by both tools, each in a fresh Python process:

* gridcraft: ``engine.count(fillin.search_problem(puzzle), limit=2)`` (one search that finds the solution and
  proves there is no other);
* CP-SAT: booleans slot x word, one word per slot, each word as many times as it is listed,
  crossing letters agree (for every crossing and letter, the two slots' words with that letter
  there are chosen together); a first solve, then a second with a no-good on the first solution
  to prove uniqueness.

Reported per puzzle: the solution count each tool proved (``1`` = unique, search complete), the
solve-only seconds measured inside the process (model building and search, after parsing), the
whole-process seconds (``gridcraft solve FILE`` against ``python benchmarks/fillin.py --cpsat
FILE``: start-up, parsing, solving, output), and the ratios gridcraft / CP-SAT (below 1: gridcraft
is faster). Times are the median of ``--repeat`` runs. The hard case (``chains-75``) reports the
time to a first solution instead, gridcraft under ``--hard-limit`` seconds.

Usage: python benchmarks/fillin.py [--repeat 3] [--hard-limit 60]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

import results

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CORPUS = [
    ROOT / "tests" / "data" / "fillin" / n
    for n in ("hackerrank-sample.txt", "kkck-example.txt", "wikipedia-7x7.txt")
]
CORPUS += [HERE / "fillin_corpus" / f"grid-{n}.txt" for n in (15, 21, 27)]
HARD = ROOT / "tests" / "data" / "fillin" / "hard" / "chains-75.txt"  # shared with the tests
GRIDCRAFT = str(Path(sys.executable).with_name("gridcraft"))


# -- the two solvers, run inside a driver process -----------------------------------------------
def run_gridcraft(path: Path, first: bool, time_limit: float | None) -> dict:
    from gridcraft import engine, fillin
    from gridcraft.engine import Budget, SearchStats

    puzzle = fillin.parse(path.read_text(encoding="utf-8"), str(path))
    stats = SearchStats()
    t = time.perf_counter()
    problem = fillin.search_problem(puzzle)
    n = engine.count(problem, 1 if first else 2, budget=Budget(time_limit=time_limit), stats=stats)
    seconds = time.perf_counter() - t
    return {
        "count": n,
        "complete": stats.complete,
        "seconds": seconds,
        "nodes": stats.nodes,
        "out_of_time": stats.budget_exhausted,
    }


def run_cpsat(path: Path, first: bool, time_limit: float | None) -> dict:
    from ortools.sat.python import cp_model

    from gridcraft import fillin

    puzzle = fillin.parse(path.read_text(encoding="utf-8"), str(path))
    t = time.perf_counter()
    counts = puzzle.word_counts()
    words = sorted(counts)
    givens = puzzle.givens()
    model = cp_model.CpModel()
    x: dict[tuple[int, str], cp_model.IntVar] = {}
    for s, slot in enumerate(puzzle.slots):
        for w in words:
            if len(w) == slot.length and all(givens.get(c, ch) == ch for c, ch in zip(slot.cells, w)):
                x[s, w] = model.new_bool_var(f"x{s}_{w}")
        model.add_exactly_one(x[s, w] for w in words if (s, w) in x)
    for w in words:
        model.add(sum(x[s, w] for s in range(len(puzzle.slots)) if (s, w) in x) == counts[w])
    at: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for s, slot in enumerate(puzzle.slots):
        for i, cell in enumerate(slot.cells):
            at.setdefault(cell, []).append((s, i))
    for pair in at.values():
        if len(pair) == 2:
            (s, i), (u, j) = pair
            for ch in {w[i] for w in words if (s, w) in x} | {w[j] for w in words if (u, w) in x}:
                model.add(
                    sum(x[s, w] for w in words if (s, w) in x and w[i] == ch)
                    == sum(x[u, w] for w in words if (u, w) in x and w[j] == ch)
                )
    solver = cp_model.CpSolver()
    if time_limit:
        solver.parameters.max_time_in_seconds = time_limit
    status = solver.solve(model)
    n, complete = 0, status in (cp_model.INFEASIBLE, cp_model.OPTIMAL, cp_model.FEASIBLE)
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        n = 1
        if not first:
            chosen = [v for v in x.values() if solver.boolean_value(v)]
            model.add(sum(chosen) <= len(chosen) - 1)
            status = solver.solve(model)
            n += status in (cp_model.OPTIMAL, cp_model.FEASIBLE)
            complete = status in (cp_model.INFEASIBLE, cp_model.OPTIMAL, cp_model.FEASIBLE)
    return {"count": n, "complete": complete, "seconds": time.perf_counter() - t, "out_of_time": not complete}


# -- the harness ---------------------------------------------------------------------------------
def measure(tool: str, path: Path, first: bool = False, time_limit: float | None = None) -> dict:
    """Run one tool on one puzzle in a fresh process: its result, solve-only and whole seconds."""
    if tool == "gridcraft-cli":
        argv = [GRIDCRAFT, "solve", str(path), "--format", "json"]
        if first:
            argv += ["--limit", "1"]
        if time_limit:
            argv += ["--time-limit", str(time_limit)]
    else:
        argv = [sys.executable, __file__, f"--{tool}", str(path)] + (["--first"] if first else [])
        if time_limit:
            argv += ["--time-limit", str(time_limit)]
    t = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    whole = time.perf_counter() - t
    if tool == "gridcraft-cli":
        return {"whole": whole, "code": done.returncode}
    if done.returncode != 0:
        raise SystemExit(f"{tool} failed on {path.name}: {done.stderr.strip()}")
    result = json.loads(done.stdout)
    result["whole"] = whole
    return result


def median_of(runs: list[dict], key: str) -> float:
    return statistics.median(r[key] for r in runs)


def compare(path: Path, repeat: int) -> list[str]:
    ours = [measure("gridcraft", path) for _ in range(repeat)]
    cli = [measure("gridcraft-cli", path) for _ in range(repeat)]
    cpsat = [measure("cpsat", path) for _ in range(repeat)]
    text = path.read_text(encoding="utf-8")
    from gridcraft import fillin

    puzzle = fillin.parse(text)
    size = f"{puzzle.width}x{puzzle.height}"
    o_solve, c_solve = median_of(ours, "seconds"), median_of(cpsat, "seconds")
    o_whole, c_whole = median_of(cli, "whole"), median_of(cpsat, "whole")
    return [
        path.stem,
        size,
        str(len(puzzle.words)),
        answer(ours[0]),
        f"{ours[0]['nodes']}",
        f"{o_solve:.4f}",
        f"{o_whole:.3f}",
        answer(cpsat[0]),
        f"{c_solve:.4f}",
        f"{c_whole:.3f}",
        f"{o_solve / c_solve:.3f}",
        f"{o_whole / c_whole:.3f}",
    ]


def answer(result: dict) -> str:
    if not result["complete"]:
        return f"{result['count']}+ (out of time)" if result.get("out_of_time") else f"{result['count']}+"
    return {0: "none", 1: "unique"}.get(result["count"], str(result["count"]))


def hard(path: Path, limit: float) -> list[str]:
    ours = measure("gridcraft", path, first=True, time_limit=limit)
    cpsat = measure("cpsat", path, first=True)
    got = "found" if ours["count"] else f"none, out of time after {ours['nodes']} nodes"
    return [
        path.stem,
        got,
        f"{ours['seconds']:.3f}",
        f"{ours['nodes']}",
        "found" if cpsat["count"] else "none",
        f"{cpsat['seconds']:.3f}",
        f"{ours['seconds'] / cpsat['seconds']:.3f}",
    ]


def table(head: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    return "\n".join(lines + ["| " + " | ".join(r) + " |" for r in rows])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=3, help="runs per tool and puzzle (median)")
    ap.add_argument("--hard-limit", type=float, default=60.0, help="gridcraft's seconds on the hard case")
    ap.add_argument("--gridcraft", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--cpsat", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--first", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--time-limit", type=float, help=argparse.SUPPRESS)
    ap.add_argument(
        "--save",
        type=Path,
        help="also write a results file (benchmarks/results.py), such as benchmarks/results/fillin.json",
    )
    args = ap.parse_args()
    if args.gridcraft or args.cpsat:  # driver mode: one solve, JSON on stdout
        run = run_gridcraft if args.gridcraft else run_cpsat
        print(json.dumps(run(args.gridcraft or args.cpsat, args.first, args.time_limit)))
        return 0
    head = [
        "puzzle",
        "size",
        "words",
        "gridcraft",
        "nodes",
        "solve s",
        "process s",
        "CP-SAT",
        "solve s",
        "process s",
        "solve ratio",
        "process ratio",
    ]
    printed = table(head, [compare(p, args.repeat) for p in CORPUS]) + "\n\n"
    head = ["hard case", "gridcraft", "first solution s", "nodes", "CP-SAT", "first solution s", "ratio"]
    printed += table(head, [hard(HARD, args.hard_limit)])
    print(printed)
    if args.save:
        results.save(args.save, benchmark="fillin.py", printed=printed, names=["corpus", "hard case"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
