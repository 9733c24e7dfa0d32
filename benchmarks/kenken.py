"""KenKen solver benchmark: gridcraft beside an OR-Tools CP-SAT model, on a fixed corpus of Keen puzzles.

Set up (once per machine, from the repository root):

    apt-get install -y sgt-puzzles            # Simon Tatham's puzzles; /usr/games/sgt-keen (corpus only)
    python3 -m venv .venv && .venv/bin/pip install -c .ci/constraints.txt -e '.[bench]'   # OR-Tools CP-SAT

Run:

    .venv/bin/python benchmarks/kenken.py                 # the whole corpus, both solvers, one run
    .venv/bin/python benchmarks/kenken.py --sizes 9 --difficulties x,u --repeat 1
    .venv/bin/python benchmarks/kenken.py --make-corpus --corpus /tmp/keen   # a fresh (random) corpus
    .venv/bin/python benchmarks/kenken.py --corpus /tmp/keen                 # ... and a run on it

The corpus (``benchmarks/kenken_corpus/<n>d<diff>.txt``, one Keen game ID a line) was made by
``/usr/games/sgt-keen --generate 10 <n>d<diff>`` for n in 4..9 and diff in e n h x u (Easy, Normal,
Hard, Extreme, Unreasonable), sgt-puzzles 20230122.806ae71-2 (Debian 12). Keen draws a fresh random
seed on each run, so ``--make-corpus`` gives a different corpus (it overwrites the files of
``--corpus``, by default the committed reference corpus).

Each puzzle is parsed once by gridcraft; then both solvers count its solutions up to two (unique means
exactly one, with the search complete), timed solve-only with ``time.perf_counter``:

* gridcraft: ``engine.count(latin.problem(puzzle), limit=2)`` (the propagation in C when
  it is built; set ``GRIDCRAFT_PURE_PYTHON=1`` for the pure Python one), cage tables built inside
  the timing; ``--no-cage-lines`` turns off the cage-line rule (Keen's "Hard" deduction, pure
  Python propagation) to measure what it buys;
* CP-SAT: building the model (one integer variable per cell, AddAllDifferent on rows and columns,
  sums as linear equalities, products as AddMultiplicationEquality, differences and quotients as
  tables of allowed pairs, single cells fixed) and solving it with ``enumerate_all_solutions`` and a
  callback that stops at the second solution (one worker, as enumeration requires).

One puzzle of each solver is solved before timing starts (imports, first-call set-up). A puzzle's
time is the best of ``--repeat`` runs (default 3; a shared machine has pauses). The table gives per
size the median and worst seconds of each solver, gridcraft's median and worst search nodes, and the
totals; ``ratio`` is gridcraft's total over CP-SAT's. Everything also goes to ``benchmarks/out/kenken.json``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import results

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from gridcraft.engine import SearchStats
from gridcraft.engine import count as engine_count
from gridcraft.kenken import KenKenProblem, KenKenPuzzle, Op, parse_keen_id
from gridcraft.latin import problem

CORPUS = ROOT / "benchmarks" / "kenken_corpus"
KEEN = "/usr/games/sgt-keen"
SIZES = range(4, 10)
DIFFICULTIES = "enhxu"


def make_corpus(per: int, corpus: Path) -> None:
    """Generate a corpus with Keen into ``corpus``: ``per`` puzzles for each size and difficulty."""
    corpus.mkdir(parents=True, exist_ok=True)
    for n in SIZES:
        for d in DIFFICULTIES:
            out = subprocess.run(
                [KEEN, "--generate", str(per), f"{n}d{d}"], capture_output=True, text=True, check=True
            )
            (corpus / f"{n}d{d}.txt").write_text(out.stdout)
            print(f"{n}d{d}: {len(out.stdout.splitlines())} puzzles", file=sys.stderr)


def cpsat_count(puzzle: KenKenPuzzle, limit: int = 2, time_limit: float | None = None) -> tuple[int, bool]:
    """Solutions found by CP-SAT (at most ``limit``, within ``time_limit`` seconds) and whether the
    search was complete."""
    from ortools.sat.python import cp_model

    n = puzzle.size
    model = cp_model.CpModel()
    x = [[model.NewIntVar(1, n, f"x{r}_{c}") for c in range(n)] for r in range(n)]
    for i in range(n):
        model.AddAllDifferent(x[i])
        model.AddAllDifferent([x[r][i] for r in range(n)])
    for cage in puzzle.cages:
        cells = [x[r][c] for r, c in cage.cells]
        t = cage.target
        if cage.op is Op.EQ:
            model.Add(cells[0] == t)
        elif cage.op is Op.ADD:
            model.Add(sum(cells) == t)
        elif cage.op is Op.MUL:
            model.AddMultiplicationEquality(t, cells)
        elif cage.op is Op.SUB:
            pairs = [p for a in range(1, n + 1 - t) for p in ((a, a + t), (a + t, a))]
            model.AddAllowedAssignments(cells, pairs)
        elif cage.op is Op.DIV:
            pairs = [p for a in range(1, n // t + 1) if t > 1 for p in ((a, a * t), (a * t, a))]
            model.AddAllowedAssignments(cells, pairs)
        else:
            raise ValueError(f"cage {cage.label()} has no operation")

    class Stop(cp_model.CpSolverSolutionCallback):
        def __init__(self) -> None:
            super().__init__()
            self.found = 0

        def on_solution_callback(self) -> None:
            self.found += 1
            if self.found >= limit:
                self.StopSearch()

    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.num_workers = 1
    if time_limit is not None:
        solver.parameters.max_time_in_seconds = time_limit
    callback = Stop()
    status = solver.Solve(model, callback)
    complete = status in (cp_model.OPTIMAL, cp_model.INFEASIBLE) and callback.found < limit
    return callback.found, complete


def timed(fn: Any, repeat: int) -> tuple[float, Any]:
    best, result = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - start)
    return best, result


def run(corpus: Path, sizes: list[int], diffs: str, repeat: int, cage_lines: bool) -> dict[str, Any]:
    rows: list[dict[str, Any]] = []
    warm = parse_keen_id(next(path for path in sorted(corpus.glob("*.txt"))).read_text().split()[0])
    engine_count(problem(warm), 2)  # first calls pay for imports and caches: not timed
    cpsat_count(warm)
    for n in sizes:
        for d in diffs:
            path = corpus / f"{n}d{d}.txt"
            for number, line in enumerate(path.read_text().split(), start=1):
                puzzle = parse_keen_id(line)

                def ours(puzzle: KenKenPuzzle = puzzle) -> tuple[int, SearchStats]:
                    stats = SearchStats()
                    made = problem(puzzle) if cage_lines else KenKenProblem(puzzle, cage_lines=False)
                    return engine_count(made, 2, stats=stats), stats

                g_sec, (g_count, stats) = timed(ours, repeat)
                c_sec, (c_count, c_complete) = timed(lambda puzzle=puzzle: cpsat_count(puzzle), repeat)
                rows.append(
                    {
                        "puzzle": f"{n}d{d}#{number}",
                        "id": line,
                        "size": n,
                        "difficulty": d,
                        "gridcraft_seconds": g_sec,
                        "gridcraft_count": g_count,
                        "gridcraft_unique": g_count == 1 and stats.complete,
                        "nodes": stats.nodes,
                        "cpsat_seconds": c_sec,
                        "cpsat_count": c_count,
                        "cpsat_unique": c_count == 1 and c_complete,
                    }
                )
            print(f"{n}d{d} done", file=sys.stderr)
    return {"rows": rows}


def table(rows: list[dict[str, Any]]) -> str:
    out = [
        (
            "| size | puzzles | unique (gridcraft / CP-SAT) | gridcraft median s | gridcraft worst s "
            "| nodes median / worst | CP-SAT median s | CP-SAT worst s |"
        ),
        "|---|---|---|---|---|---|---|---|",
    ]
    for n in sorted({r["size"] for r in rows}):
        group = [r for r in rows if r["size"] == n]
        g = [r["gridcraft_seconds"] for r in group]
        c = [r["cpsat_seconds"] for r in group]
        nodes = [r["nodes"] for r in group]
        out.append(
            f"| {n}x{n} | {len(group)} | {sum(r['gridcraft_unique'] for r in group)} / "
            f"{sum(r['cpsat_unique'] for r in group)} | {statistics.median(g):.4f} | {max(g):.4f} | "
            f"{statistics.median(nodes):g} / {max(nodes)} | {statistics.median(c):.4f} | {max(c):.4f} |"
        )
    g_total = sum(r["gridcraft_seconds"] for r in rows)
    c_total = sum(r["cpsat_seconds"] for r in rows)
    out.append("")
    out.append(
        f"total: gridcraft {g_total:.3f} s, CP-SAT {c_total:.3f} s, ratio {g_total / c_total:.2f}; "
        f"unique: gridcraft {sum(r['gridcraft_unique'] for r in rows)}/{len(rows)}, "
        f"CP-SAT {sum(r['cpsat_unique'] for r in rows)}/{len(rows)}; "
        f"counts agree on {sum(r['gridcraft_count'] == r['cpsat_count'] for r in rows)}/{len(rows)}"
    )
    worst = max(rows, key=lambda r: r["gridcraft_seconds"])
    out.append(
        f"gridcraft's slowest: {worst['puzzle']} {worst['gridcraft_seconds']:.4f} s, {worst['nodes']} nodes"
    )
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="4,5,6,7,8,9", help="comma-separated sizes (default 4..9)")
    ap.add_argument("--difficulties", default=",".join(DIFFICULTIES), help="comma-separated, of e,n,h,x,u")
    ap.add_argument("--repeat", type=int, default=3, help="time each puzzle this many times, keep the best")
    ap.add_argument("--no-cage-lines", action="store_true", help="gridcraft without its cage-line rule")
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "out" / "kenken.json"))
    ap.add_argument(
        "--corpus", default=str(CORPUS), help="folder of <n>d<diff>.txt files (default: the fixed corpus)"
    )
    ap.add_argument(
        "--make-corpus", action="store_true", help="generate a corpus into --corpus with sgt-keen, then stop"
    )
    ap.add_argument("--per", type=int, default=10, help="puzzles per size and difficulty for --make-corpus")
    ap.add_argument(
        "--save",
        type=Path,
        help="also write a results file (benchmarks/results.py), such as benchmarks/results/kenken.json",
    )
    args = ap.parse_args()
    corpus = Path(args.corpus)
    if args.make_corpus:
        make_corpus(args.per, corpus)
        return
    sizes = [int(s) for s in args.sizes.split(",")]
    diffs = "".join(args.difficulties.replace(",", ""))
    result = run(corpus, sizes, diffs, args.repeat, not args.no_cage_lines)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(result, indent=1) + "\n")
    printed = table(result["rows"])
    print(printed)
    if args.save:
        results.save(
            args.save,
            benchmark="kenken.py",
            printed=printed,
            records=result["rows"],
            names=["per size"],
            notes=printed.split("\n\n", 1)[1].splitlines(),
        )


if __name__ == "__main__":
    main()
