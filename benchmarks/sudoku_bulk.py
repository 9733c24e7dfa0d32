"""Bulk sudoku solving, peers side by side: puzzles per second on 4,096 17-clue sudokus.

    bash benchmarks/setup_peers.sh tdoku        # tdoku and Solo's solosolver into benchmarks/.peers/
    python benchmarks/sudoku_bulk.py --save benchmarks/results/sudoku-bulk.json

Rows, each on the corpus ``benchmarks/corpus/sudoku-bulk/17-clue.txt`` (one puzzle a line):

- tdoku (t-dillon/tdoku, the fastest published solver), through its C entry point in a small driver
  (``tdoku_driver.cc``) that times the whole loop in the process;
- gridcraft's library: :func:`gridcraft.latin.units.solve_lines` on the whole file (the loop in C,
  JSON lines out), and a Python loop of :func:`gridcraft.latin.units.solve_grid` over grids read
  beforehand;
- gridcraft's Python reference (``GRIDCRAFT_PURE_PYTHON=1``) on the first puzzles;
- Solo's ``solosolver`` (Simon Tatham's puzzles), one process per puzzle, on the first puzzles;
- a command timed from outside (:func:`command_row`), for a command line that solves the file.

Each is run at the solution limit 1 (the first solution) and 2 (the count that proves uniqueness)
where the solver has both; the best of ``--rounds`` runs counts. The ratio is the row's time per
puzzle over tdoku's at the same limit.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import tempfile
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import results

from gridcraft.engine import native
from gridcraft.latin.units import geometry as units_geometry
from gridcraft.latin.units import solve_grid, solve_lines, units_of

CORPUS = HERE / "corpus" / "sudoku-bulk" / "17-clue.txt"
PEERS = HERE / ".peers"
TDOKU = PEERS / "tdoku" / "tdoku_bench"
SOLO = PEERS / "solo" / "solosolver"
TDOKU_COMMIT = "af426180dc53aef89b82868e7b3fdfcf42165654"
SOLO_COMMIT = "01c3e382d9c7013f0bb4eb9f1ff2d19bb05d4241"

Row = dict[str, Any]  # solver, limit, puzzles, seconds (the best round), solved (puzzles with a solution)


def best_of(rounds: int, run: Callable[[], Any]) -> tuple[float, Any]:
    """The least wall time of ``rounds`` calls of ``run`` and the last call's value."""
    best, value = float("inf"), None
    for _ in range(rounds):
        start = time.perf_counter()
        value = run()
        best = min(best, time.perf_counter() - start)
    return best, value


def tdoku_row(limit: int, rounds: int) -> Row | None:
    """tdoku's driver on the corpus (None when ``setup_peers.sh`` has not built it)."""
    if not TDOKU.exists():
        return None
    out = json.loads(
        subprocess.run(
            [str(TDOKU), str(CORPUS), str(limit), str(rounds)], check=True, capture_output=True, text=True
        ).stdout
    )
    return {
        "solver": "tdoku",
        "limit": limit,
        "puzzles": out["puzzles"],
        "seconds": out["seconds"],
        "solved": out["one"] + out["more"],
    }


def lines_row(data: bytes, limit: int, rounds: int) -> Row:
    """gridcraft's ``solve_lines`` on the whole file."""
    units = units_of(9, boxes=(3, 3))
    seconds, out = best_of(rounds, lambda: solve_lines(units, data, limit))
    records = [json.loads(r) for r in out.splitlines()]
    solved = sum(1 for r in records if r.get("solutions", 0) >= 1)
    return {
        "solver": "gridcraft solve_lines",
        "limit": limit,
        "puzzles": len(records),
        "seconds": seconds,
        "solved": solved,
    }


def grid_row(
    grids: Sequence[list[int]], limit: int, rounds: int, name: str = "gridcraft solve_grid loop"
) -> Row:
    """A Python loop of ``solve_grid`` over grids read beforehand."""
    units = units_of(9, boxes=(3, 3))

    def run() -> int:
        return sum(1 for g in grids if solve_grid(units, g, limit)[0] >= 1)

    seconds, solved = best_of(rounds, run)
    return {"solver": name, "limit": limit, "puzzles": len(grids), "seconds": seconds, "solved": solved}


def reference_row(grids: Sequence[list[int]], limit: int) -> Row:
    """The Python reference (C turned off) on the grids given."""
    os.environ[native.PURE_PYTHON] = "1"
    try:
        return grid_row(grids, limit, 1, "gridcraft Python reference")
    finally:
        del os.environ[native.PURE_PYTHON]


def solo_desc(line: str) -> str:
    """A puzzle line as Solo's game ID: ``3x3:`` then givens, runs of empty cells as letters ``a``-``z``."""
    out: list[str] = []
    run, after_digit = 0, False
    for ch in line + "\n":
        if ch in ".0\n" and ch != "\n":
            run += 1
            continue
        while run:
            k = min(run, 26)
            out.append(chr(96 + k))
            run -= k
            after_digit = False
        if ch == "\n":
            break
        out.append(("_" if after_digit else "") + ch)
        after_digit = True
    return "3x3:" + "".join(out)


def solo_row(lines: Sequence[str]) -> Row | None:
    """Solo's ``solosolver``, one process per puzzle (its start included), on the lines given."""
    if not SOLO.exists():
        return None
    start, solved = time.perf_counter(), 0
    for line in lines:
        out = subprocess.run([str(SOLO), solo_desc(line)], check=False, capture_output=True, text=True).stdout
        solved += out.count("|") >= 18
    seconds = time.perf_counter() - start
    return {
        "solver": "Solo solosolver (a process each)",
        "limit": 2,
        "puzzles": len(lines),
        "seconds": seconds,
        "solved": solved,
    }


def command_row(name: str, command: Sequence[str], puzzles: int, limit: int, rounds: int = 3) -> Row:
    """A command that solves the whole corpus, timed from outside (its start included): for the
    command line, e.g. ``command_row("gridcraft CLI", ["gridcraft", "solve", str(CORPUS), "--format",
    "jsonl"], 4096, 2)``. Its output is read as JSON lines when it is, to count the puzzles solved."""
    seconds, out = best_of(
        rounds, lambda: subprocess.run(list(command), check=True, capture_output=True).stdout
    )
    solved = puzzles
    try:
        solved = sum(1 for r in out.splitlines() if r.strip() and json.loads(r).get("solutions", 0) >= 1)
    except (ValueError, AttributeError):
        pass
    return {"solver": name, "limit": limit, "puzzles": puzzles, "seconds": seconds, "solved": solved}


def table(rows: Sequence[Row]) -> str:
    """The rows as a markdown table, with puzzles per second and the ratio to tdoku's time."""
    tdoku = {r["limit"]: r["seconds"] / r["puzzles"] for r in rows if r["solver"] == "tdoku"}
    head = ["solver", "limit", "puzzles", "solved", "puzzles/s", "µs/puzzle", "time / tdoku's"]
    body = []
    for r in rows:
        each = r["seconds"] / r["puzzles"]
        ratio = f"{each / tdoku[r['limit']]:.1f}" if r["limit"] in tdoku else "-"
        body.append(
            [
                r["solver"],
                str(r["limit"]),
                str(r["puzzles"]),
                str(r["solved"]),
                f"{1 / each:,.0f}",
                f"{each * 1e6:.1f}",
                ratio,
            ]
        )
    return results.markdown({"columns": head, "rows": body})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="runs of each timing; the best counts")
    parser.add_argument("--slow", type=int, default=200, help="puzzles for Solo and the Python reference")
    parser.add_argument("--save", type=Path, help="also write a results file (benchmarks/results.py)")
    args = parser.parse_args()
    data = CORPUS.read_bytes()
    lines = [s for s in data.decode().splitlines() if s and not s.startswith("#")]
    grids = [[0 if ch in ".0" else int(ch) for ch in s] for s in lines]
    rows: list[Row] = []
    for limit in (1, 2):
        rows += [r for r in [tdoku_row(limit, args.rounds)] if r]
        rows.append(lines_row(data, limit, args.rounds))
        rows.append(grid_row(grids, limit, args.rounds))
    rows.append(reference_row(grids[: args.slow], 2))
    rows += [r for r in [solo_row(lines[: args.slow])] if r]
    gridcraft = shutil.which("gridcraft") or str(Path(sys.executable).with_name("gridcraft"))
    for copies in (1, 10):  # the corpus once, then ten times over: the start-up shared by more puzzles
        with tempfile.TemporaryDirectory() as tmp:
            corpus = Path(tmp) / "corpus.txt"
            corpus.write_bytes(data * copies)
            command = [gridcraft, "solve", str(corpus), "--format", "jsonl"]
            name = f"gridcraft solve --format jsonl ({copies} x corpus, start-up included)"
            rows.append(command_row(name, command, len(lines) * copies, 2, args.rounds))
    printed = table(rows)
    print(printed)
    notes = [
        f"corpus: {CORPUS.relative_to(HERE.parent)} ({len(lines)} 17-clue sudokus from Gordon Royle's collection)",
        f"tdoku {TDOKU_COMMIT[:12]} built by setup_peers.sh with g++ -O3 -march=native; Solo {SOLO_COMMIT[:12]} with gcc -O2",
        "gridcraft.latin.units._units built: " + str(native.enabled(units_geometry._units)).lower(),
        (
            "Solo's time includes starting one process per puzzle; the Python reference and Solo ran on the first "
            f"{args.slow} puzzles"
        ),
    ]
    if args.save:
        results.save(
            args.save,
            benchmark="sudoku_bulk.py",
            printed=printed,
            notes=notes,
            records={"rows": rows},
            names=["17-clue sudokus"],
        )


if __name__ == "__main__":
    main()
