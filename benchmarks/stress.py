"""Stress families for the solvers, made with a seed, solved by gridcraft and by OR-Tools CP-SAT back to back.

Set up as for ``benchmarks/kenken.py`` (the ``bench`` extra: OR-Tools). Run from the repository root:

    .venv/bin/python benchmarks/stress.py kenken                       # n = 12, 14, 16; cages of 1-4 cells
    .venv/bin/python benchmarks/stress.py kenken --sizes 10,12 --cages 8 --count 5
    .venv/bin/python benchmarks/stress.py kenken --write /tmp/kk       # also keep the puzzles as files
    .venv/bin/python benchmarks/stress.py fillin                       # bricks, staircases, crossword-like

**KenKen.** Puzzle ``i`` of size ``n`` uses ``random.Random(f"{n}:{cages}:{seed + i}")``: a random
Latin square (``gridcraft.kenken.make.latin_square``), then cages grown from the first free cell in
a random order, each to a size drawn uniformly from 2 to ``--cages`` through random free neighbours
(a cage left with no free neighbour stays smaller, so some have one cell);
one cell gets ``=``, two cells ``+ - x /`` at random among those that fit (``/`` only when one value
divides the other), larger cages ``+`` or ``x``. Such puzzles often have several solutions: both
solvers decide with a limit of two, as the maker's uniqueness check does, and their answers (one,
two, or none) must agree.

**Fill-in.** See :mod:`fillin_stress` (bricks, staircases and crossword-like grids filled from a word
list, then emptied): both solvers look for a first solution.

Each puzzle is solved by gridcraft (``engine.count(latin.problem(p), 2)``, the propagation
in C when it is built; ``--pure`` for the pure Python one), then by CP-SAT with one worker (the model
of ``benchmarks/kenken.py``), each with ``--time-limit`` seconds (default 60), timed with
``time.perf_counter`` and the cage tables built inside the timing. The table gives per size each
solver's total and worst seconds, its timeouts, the ratio of totals (gridcraft / CP-SAT; a timeout
counts as the limit), and whether every decided answer agreed. Rows also go to
``benchmarks/out/stress-<family>.json``; a results file (``--save``) notes the load average at the
start and the end (the machine may be shared), and each KenKen row its own.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

import results

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from gridcraft.engine import Budget, SearchStats
from gridcraft.engine import count as engine_count
from gridcraft.kenken import Cage, KenKenPuzzle, Op, dumps
from gridcraft.kenken.make import latin_square
from gridcraft.latin import problem
from gridcraft.latin import LatinProblem as KenKenProblem


def random_kenken(
    n: int, max_cage: int, rng: random.Random
) -> tuple[KenKenPuzzle, tuple[tuple[int, ...], ...]]:
    """A random puzzle of side ``n`` with cages of 1 to ``max_cage`` cells, and the square it was made from."""
    square = latin_square(n, rng)
    owner: dict[tuple[int, int], int] = {}
    groups: list[list[tuple[int, int]]] = []
    order = [(r, c) for r in range(n) for c in range(n)]
    rng.shuffle(order)
    for start in order:
        if start in owner:
            continue
        size = rng.randint(min(2, max_cage), max_cage)
        group = [start]
        owner[start] = len(groups)
        while len(group) < size:
            frontier = [
                (r + dr, c + dc)
                for r, c in group
                for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                if 0 <= r + dr < n and 0 <= c + dc < n and (r + dr, c + dc) not in owner
            ]
            if not frontier:
                break
            cell = rng.choice(frontier)
            owner[cell] = len(groups)
            group.append(cell)
        groups.append(group)
    cages = []
    for group in groups:
        values = [square[r][c] for r, c in group]
        if len(group) == 1:
            cages.append(Cage(values[0], Op.EQ, tuple(group)))
            continue
        ops = [Op.ADD, Op.MUL]
        if len(group) == 2:
            ops += [Op.SUB] + ([Op.DIV] if max(values) % min(values) == 0 else [])
        op = rng.choice(ops)
        if op is Op.ADD:
            target = sum(values)
        elif op is Op.MUL:
            target = 1
            for v in values:
                target *= v
        elif op is Op.SUB:
            target = max(values) - min(values)
        else:
            target = max(values) // min(values)
        if op in (Op.SUB, Op.DIV) and target == 0:
            op, target = Op.ADD, sum(values)
        cages.append(Cage(target, op, tuple(group)))
    return KenKenPuzzle(n, tuple(cages)), square


def ours(puzzle: KenKenPuzzle, limit: float, pure: bool) -> dict[str, Any]:
    stats = SearchStats()
    start = time.perf_counter()
    made = KenKenProblem(puzzle) if pure else problem(puzzle)
    found = engine_count(made, 2, budget=Budget(time_limit=limit), stats=stats)
    seconds = time.perf_counter() - start
    return {"seconds": seconds, "found": found, "decided": stats.complete or found >= 2, "nodes": stats.nodes}


def cpsat(puzzle: KenKenPuzzle, limit: float) -> dict[str, Any]:
    from kenken import cpsat_count

    start = time.perf_counter()
    found, complete = cpsat_count(puzzle, 2, time_limit=limit)
    seconds = time.perf_counter() - start
    return {"seconds": seconds, "found": found, "decided": complete or found >= 2}


def kenken(args: argparse.Namespace) -> list[dict[str, Any]]:
    rows = []
    warm, _ = random_kenken(6, 4, random.Random(0))
    ours(warm, 10, args.pure)  # first calls pay for imports: not timed
    cpsat(warm, 10)
    for n in args.sizes:
        for i in range(args.count):
            seed = args.seed + i
            puzzle, _ = random_kenken(n, args.cages, random.Random(f"{n}:{args.cages}:{seed}"))
            name = f"kk{n}-c{args.cages}-{seed}"
            if args.write:
                args.write.mkdir(parents=True, exist_ok=True)
                (args.write / f"{name}.txt").write_text(dumps(puzzle), encoding="utf-8")
            g = ours(puzzle, args.time_limit, args.pure)
            c = cpsat(puzzle, args.time_limit)
            agree = not (g["decided"] and c["decided"]) or min(g["found"], 2) == min(c["found"], 2)
            rows.append(
                {
                    "puzzle": name,
                    "size": n,
                    "gridcraft": g,
                    "cpsat": c,
                    "agree": agree,
                    "load": os.getloadavg()[0],
                }
            )
            print(
                f"{name}: gridcraft {g['seconds']:.2f} s ({g['found']}, {'decided' if g['decided'] else 'timeout'},"
                f" {g['nodes']} nodes)  cp-sat {c['seconds']:.2f} s ({c['found']},"
                f" {'decided' if c['decided'] else 'timeout'}){'' if agree else '  DISAGREE'}",
                file=sys.stderr,
                flush=True,
            )
    return rows


def table(rows: list[dict[str, Any]], limit: float) -> str:
    out = [
        "| size | puzzles | gridcraft total s | worst s | timeouts | CP-SAT total s | worst s | timeouts | ratio | agree |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for size in sorted({row["size"] for row in rows}):
        group = [row for row in rows if row["size"] == size]

        def total(who: str, group: list[dict[str, Any]] = group) -> float:
            return sum(row[who]["seconds"] if row[who]["decided"] else limit for row in group)

        def worst(who: str, group: list[dict[str, Any]] = group) -> float:
            return max(row[who]["seconds"] for row in group)

        def timeouts(who: str, group: list[dict[str, Any]] = group) -> int:
            return sum(not row[who]["decided"] for row in group)

        agree = sum(row["agree"] for row in group)
        out.append(
            f"| {size} | {len(group)} | {total('gridcraft'):.2f} | {worst('gridcraft'):.2f} | {timeouts('gridcraft')}"
            f" | {total('cpsat'):.2f} | {worst('cpsat'):.2f} | {timeouts('cpsat')}"
            f" | {total('gridcraft') / max(total('cpsat'), 1e-9):.2f} | {agree}/{len(group)} |"
        )
    return "\n".join(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("family", choices=["kenken", "fillin"])
    parser.add_argument(
        "--sizes", default=None, help="KenKen sides (default 12,14,16) or fill-in families, comma-separated"
    )
    parser.add_argument("--cages", type=int, default=4, help="largest KenKen cage (default 4)")
    parser.add_argument("--count", type=int, default=10, help="puzzles per size (default 10)")
    parser.add_argument("--seed", type=int, default=1000, help="first seed (default 1000)")
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per puzzle and solver")
    parser.add_argument("--pure", action="store_true", help="gridcraft's pure Python propagation")
    parser.add_argument("--write", type=Path, default=None, help="keep the puzzles in this folder")
    parser.add_argument(
        "--save",
        type=Path,
        help="also write a results file (benchmarks/results.py), such as benchmarks/results/stress-kenken.json",
    )
    args = parser.parse_args()
    load = os.getloadavg()
    if args.family == "fillin":
        import fillin_stress

        rows = fillin_stress.run(args)
    else:
        args.sizes = [int(s) for s in (args.sizes or "12,14,16").split(",")]
        rows = kenken(args)
    printed = table(rows, args.time_limit)
    print(printed)
    end = os.getloadavg()
    start_load = " / ".join(f"{x:.1f}" for x in load)
    end_load = " / ".join(f"{x:.1f}" for x in end)
    note = f"load average at the start {start_load}, at the end {end_load} (1 / 5 / 15 min; each row's"
    notes = [note + " 1-minute figure is in its record)"]
    print(notes[0])
    if args.save:
        results.save(
            args.save, benchmark=f"stress.py {args.family}", printed=printed, notes=notes, records=rows
        )
    out = ROOT / "benchmarks" / "out"
    out.mkdir(exist_ok=True)
    (out / f"stress-{args.family}.json").write_text(json.dumps(rows, indent=1), encoding="utf-8")
    return 0 if all(row["agree"] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
