"""KenKen before and after the Latin-square core (``gridcraft.latin``), side by side in one run.

The core took KenKen's search (cage tables, Latin propagation, the C ``_core.c`` with its
conflict-driven decider) from ``gridcraft.kenken.search`` unchanged in behaviour. This benchmark
checks that KenKen did not change and times both:

1. **grades**: our grade of every puzzle of Keen's graded corpus (``benchmarks/keen/<grade>.txt``,
   as keen_grades.py reads it) must be the same label before and after (and the deductions used
   the same counts); the agreement with Keen's grade is given for both;
2. **solver**: ``engine.count(problem(puzzle), 2, stats=...)`` on the held corpus
   (``benchmarks/kenken_corpus``, as kenken.py runs it) must give the same solutions and the same
   search nodes on every puzzle; wall times per size (the problem's construction included, the best
   of ``--repeat`` runs);
3. **making**: ``make(n, level, seed=s, time_limit=None)`` for sizes 4 to 9, every grade, seeds
   0 to 19 (as keen_grades.py --make) must make the same puzzles (Keen IDs, solutions, grades,
   squares drawn and moves); processor time per puzzle (one core).

"before" is a git worktree of ``--before`` (default ``0f881d8``, the commit before the core) made in
a temporary folder; "after" is another of ``--after`` (default ``HEAD``), or with ``--after tree``
this working tree's ``src`` as it is (its C extensions as they were last built). Each worktree's C
extensions are built in place with this Python (setup.py's Extension list, built through a
setuptools Distribution so that an older setuptools need not read pyproject.toml), and both
worktrees are removed at the end. Each side runs ``kenken_core_worker.py`` (beside this file) in its
own process with ``PYTHONPATH=<side>/src``; the worker uses only what both sides export and prints
JSON. The two sides take turns, ``--rounds`` times (the first side alternating), and each item's
time is its best over the rounds, so that the machine's drift and other work weigh alike on both.
A ratio is after / before: below 1, the code after the core is faster.

    .venv/bin/python benchmarks/kenken_core.py --save benchmarks/results/kenken-core.json
    .venv/bin/python benchmarks/kenken_core.py --rounds 1 --sizes 4,9 --seeds 5   # a quick look

It exits with 1 when anything differs between the two sides (listed under the tables).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import results

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
WORKER = HERE / "kenken_core_worker.py"
KEEN = HERE / "keen"
CORPUS = HERE / "kenken_corpus"
BEFORE = "0f881d8"
SIDES = ("before", "after")

# setup.py's Extension list, built in place through a setuptools Distribution: setup() itself would
# read pyproject.toml, whose SPDX ``license`` an older setuptools (such as 65) refuses
BUILD = """
import runpy, setuptools
from setuptools import Distribution
found = {}
setuptools.setup = lambda **kw: found.update(kw)
runpy.run_path("setup.py")
dist = Distribution({"ext_modules": found["ext_modules"], "package_dir": {"": "src"}})
dist.get_command_obj("build_ext").inplace = True
dist.run_command("build_ext")
"""


def git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()


def build(tree: Path) -> None:
    """The C extensions of the checkout ``tree``, built in place with this Python."""
    done = subprocess.run(
        [sys.executable, "-c", BUILD], check=False, cwd=tree, capture_output=True, text=True
    )
    if done.returncode != 0:
        sys.stderr.write(done.stdout + done.stderr)
        raise SystemExit(f"building the C extensions in {tree} failed")


def load_text() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} / {five:.2f} / {fifteen:.2f}"


def run_side(src: Path, args: argparse.Namespace) -> dict[str, Any]:
    """One run of the worker on the gridcraft in ``src``: its JSON."""
    env = {k: v for k, v in os.environ.items() if k not in ("GRIDCRAFT_PURE_PYTHON", "PYTHONPATH")}
    env["PYTHONPATH"] = str(src)
    command = [
        sys.executable,
        str(WORKER),
        "--keen",
        str(KEEN),
        "--corpus",
        str(CORPUS),
        "--sizes",
        args.sizes,
        "--seeds",
        str(args.seeds),
        "--repeat",
        str(args.repeat),
    ]
    done = subprocess.run(
        command, check=False, env=env, cwd=tempfile.gettempdir(), capture_output=True, text=True
    )
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        raise SystemExit(f"the worker failed on {src}")
    out = json.loads(done.stdout)
    found = Path(out["native"]["gridcraft"])
    if found != (src / "gridcraft").resolve():
        raise SystemExit(f"the worker imported gridcraft from {found}, not from {src}")
    return out


def ms(seconds: float) -> str:
    return f"{1000 * seconds:.3f}"


def ratio(after: float, before: float) -> str:
    return f"{after / before:.2f}" if before > 0 else "-"


def best_times(runs: list[dict[str, Any]], part: str, key: Any) -> dict[Any, float]:
    """Each item's best time over the rounds of one side."""
    best: dict[Any, float] = {}
    for run in runs:
        for row in run[part]:
            k = key(row)
            best[k] = min(best.get(k, float("inf")), row["seconds"])
    return best


def same_over_rounds(runs: list[dict[str, Any]], part: str, key: Any, value: Any) -> dict[Any, Any]:
    """Each item's outcome (``value``), which must not change from round to round of one side."""
    first = {key(row): value(row) for row in runs[0][part]}
    for run in runs[1:]:
        again = {key(row): value(row) for row in run[part]}
        if again != first:
            changed = [k for k in first if again.get(k) != first[k]]
            raise SystemExit(f"{part}: one side gave another outcome in another round for {changed[:5]}")
    return first


def time_cells(before: list[float], after: list[float]) -> list[str]:
    """Median and worst milliseconds of both sides and their ratios."""
    mb, ma, wb, wa = statistics.median(before), statistics.median(after), max(before), max(after)
    return [ms(mb), ms(ma), ratio(ma, mb), ms(wb), ms(wa), ratio(wa, wb)]


def pair(times: dict[str, dict[Any, float]], key: Any) -> list[float]:
    """An item's best milliseconds before and after, rounded to the nanosecond."""
    return [round(1000 * times[s][key], 6) for s in SIDES]


def total_line(name: str, before: dict[Any, float], after: dict[Any, float]) -> str:
    tb, ta = sum(before.values()), sum(after.values())
    each = statistics.median(after[k] / before[k] for k in before if before[k] > 0)
    return (
        f"{name}: total before {ms(tb)} ms, after {ms(ta)} ms, ratio {ratio(ta, tb)}; "
        f"median of the per-item ratios {each:.2f}"
    )


TIME_HEAD = [
    "median ms before",
    "median ms after",
    "median ratio",
    "worst ms before",
    "worst ms after",
    "worst ratio",
]


def report(runs: dict[str, list[dict[str, Any]]]) -> tuple[str, list[str], dict[str, Any]]:
    """The printed tables, the lines of differences (none when KenKen did not change) and records."""
    differ: list[str] = []
    printed: list[str] = []
    records: dict[str, Any] = {}

    # 1. grades
    def gkey(row: dict[str, Any]) -> str:
        return row["puzzle"]

    label = {s: same_over_rounds(runs[s], "grades", gkey, lambda r: r["ours"]) for s in SIDES}
    counts = {s: same_over_rounds(runs[s], "grades", gkey, lambda r: r["counts"]) for s in SIDES}
    keen = {gkey(r): r["keen"] for r in runs["before"][0]["grades"]}
    gtime = {s: best_times(runs[s], "grades", gkey) for s in SIDES}
    rows = []
    for grade in dict.fromkeys(keen.values()):
        items = [k for k in keen if keen[k] == grade]
        agree = [sum(label[s][k] == grade for k in items) for s in SIDES]
        same_label = sum(label["before"][k] == label["after"][k] for k in items)
        same_counts = sum(counts["before"][k] == counts["after"][k] for k in items)
        rows.append(
            [grade, str(len(items)), f"{agree[0]} / {agree[1]}", f"{same_label}/{len(items)}",
             f"{same_counts}/{len(items)}",
             *time_cells([gtime["before"][k] for k in items], [gtime["after"][k] for k in items])]
        )  # fmt: skip
    for k in keen:
        if label["before"][k] != label["after"][k]:
            differ.append(f"grade of {k}: before {label['before'][k]}, after {label['after'][k]}")
        elif counts["before"][k] != counts["after"][k]:
            differ.append(f"deductions of {k}: before {counts['before'][k]}, after {counts['after'][k]}")
    head = [
        "Keen's grade",
        "puzzles",
        "agree with Keen (before / after)",
        "labels identical",
        "deductions identical",
    ]
    printed.append(results.markdown({"columns": head + TIME_HEAD, "rows": rows}))
    printed.append(total_line("grading", gtime["before"], gtime["after"]))
    records["grades"] = {
        "columns": ["puzzle", "Keen's grade", "ours before", "ours after", "ms before", "ms after"],
        "rows": [[k, keen[k], label["before"][k], label["after"][k], *pair(gtime, k)] for k in keen],
    }

    # 2. the solver on the held corpus
    def skey(row: dict[str, Any]) -> str:
        return row["puzzle"]

    outcome = {
        s: same_over_rounds(runs[s], "solves", skey, lambda r: (r["count"], r["complete"], r["nodes"]))
        for s in SIDES
    }
    size = {skey(r): r["size"] for r in runs["before"][0]["solves"]}
    stime = {s: best_times(runs[s], "solves", skey) for s in SIDES}
    rows = []
    for n in sorted(set(size.values())):
        items = [k for k in size if size[k] == n]
        same = sum(outcome["before"][k] == outcome["after"][k] for k in items)
        nodes = [outcome["after"][k][2][0] for k in items]
        rows.append(
            [f"{n}x{n}", str(len(items)), f"{same}/{len(items)}", f"{statistics.median(nodes):g} / {max(nodes)}",
             *time_cells([stime["before"][k] for k in items], [stime["after"][k] for k in items])]
        )  # fmt: skip
    for k in size:
        for s in SIDES:
            if len(outcome[s][k][2]) > 1:
                differ.append(f"nodes of {k} {s}: not the same over repeats: {outcome[s][k][2]}")
        if outcome["before"][k] != outcome["after"][k]:
            differ.append(
                f"solve of {k} (solutions, complete, nodes): before {outcome['before'][k]}, after {outcome['after'][k]}"
            )
    head = ["size", "puzzles", "solutions and nodes identical", "nodes median / worst"]
    printed.append(results.markdown({"columns": head + TIME_HEAD, "rows": rows}))
    printed.append(total_line("solving", stime["before"], stime["after"]))
    records["solves"] = {
        "columns": ["puzzle", "solutions", "nodes before", "nodes after", "ms before", "ms after"],
        "rows": [
            [
                k,
                outcome["after"][k][0][0],
                outcome["before"][k][2][0],
                outcome["after"][k][2][0],
                *pair(stime, k),
            ]
            for k in size
        ],
    }

    # 3. making
    def mkey(row: dict[str, Any]) -> tuple[str, int]:
        return row["case"], row["seed"]

    def made(row: dict[str, Any]) -> tuple[Any, ...]:
        return row["id"], tuple(row["solution"]), row["level"], row["squares"], row["moves"]

    puzzle = {s: same_over_rounds(runs[s], "makes", mkey, made) for s in SIDES}
    mtime = {s: best_times(runs[s], "makes", mkey) for s in SIDES}
    cases = list(dict.fromkeys(k[0] for k in puzzle["before"]))
    rows = []
    for case in cases:
        items = [k for k in puzzle["before"] if k[0] == case]
        same = sum(puzzle["before"][k] == puzzle["after"][k] for k in items)
        rows.append(
            [case, str(len(items)), f"{same}/{len(items)}",
             *time_cells([mtime["before"][k] for k in items], [mtime["after"][k] for k in items])]
        )  # fmt: skip
    for k in puzzle["before"]:
        if puzzle["before"][k] != puzzle["after"][k]:
            differ.append(
                f"made {k[0]} seed {k[1]}: before {puzzle['before'][k]}, after {puzzle['after'][k]}"
            )
    head = ["puzzle", "seeds", "puzzles identical"]
    printed.append(results.markdown({"columns": head + TIME_HEAD, "rows": rows}))
    printed.append(total_line("making", mtime["before"], mtime["after"]))
    records["makes"] = {
        "columns": ["puzzle", "seed", "Keen ID", "ms before", "ms after"],
        "rows": [[k[0], k[1], puzzle["after"][k][0], *pair(mtime, k)] for k in puzzle["before"]],
    }
    return "\n\n".join(printed), differ, records


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", default=BEFORE, help=f"the commit before the core (default {BEFORE})")
    ap.add_argument(
        "--after",
        default="HEAD",
        help="the commit after it (default HEAD), or 'tree' for this working tree as it is",
    )
    ap.add_argument(
        "--rounds", type=int, default=10, help="turns of each side (default 10; each time is the best)"
    )
    ap.add_argument("--repeat", type=int, default=3, help="runs of each solve within a turn (default 3)")
    ap.add_argument(
        "--sizes", default="4,5,6,7,8,9", help="sizes of the held corpus and of making (default 4..9)"
    )
    ap.add_argument(
        "--seeds", type=int, default=20, help="making seeds 0..N-1 per size and grade (default 20)"
    )
    ap.add_argument(
        "--save", type=Path, help="write a results file, such as benchmarks/results/kenken-core.json"
    )
    args = ap.parse_args()

    temp = Path(tempfile.mkdtemp(prefix="kenken-core-"))
    trees: list[Path] = []
    commits: dict[str, str] = {}
    src: dict[str, Path] = {}
    runs: dict[str, list[dict[str, Any]]] = {s: [] for s in SIDES}
    load_start = load_text()
    started = time.perf_counter()
    try:
        for side, rev in (("before", args.before), ("after", args.after)):
            if side == "after" and rev == "tree":
                commits[side] = f"{git('rev-parse', '--short', 'HEAD')} (working tree as it is)"
                src[side] = ROOT / "src"
                continue
            commits[side] = git("rev-parse", "--short", rev)
            tree = temp / side
            git("worktree", "add", "--detach", str(tree), commits[side])
            trees.append(tree)
            print(
                f"{side}: worktree of {commits[side]} in {tree}; building its C extensions", file=sys.stderr
            )
            build(tree)
            src[side] = tree / "src"
        for r in range(args.rounds):
            for side in SIDES if r % 2 == 0 else SIDES[::-1]:
                begin = time.perf_counter()
                runs[side].append(run_side(src[side], args))
                print(f"round {r + 1}, {side}: {time.perf_counter() - begin:.1f} s", file=sys.stderr)
    finally:
        for tree in trees:
            subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT, check=False)
        shutil.rmtree(temp, ignore_errors=True)
    load_end = load_text()

    for side in SIDES:
        info = runs[side][0]["native"]
        if not (info["search_in_c"] and info["ladder_in_c"]):
            raise SystemExit(f"{side}: the C search or the C ladder is not loaded: {info}")
    printed, differ, records = report(runs)
    print(printed)
    verdict = "no difference between before and after" if not differ else f"{len(differ)} differences:"
    print("\n" + verdict)
    for line in differ[:50]:
        print(f"  {line}")
    sides = "; ".join(
        f"{s}: {commits[s]}, {runs[s][0]['native']['problem']} ({runs[s][0]['native']['problem_class']}), "
        f"C search and C ladder loaded"
        for s in SIDES
    )
    notes = [
        *(line for line in printed.splitlines() if not line.startswith("|") and line),
        verdict,
        *differ,
        sides,
        (
            f"{args.rounds} rounds, the sides taking turns (the first alternating); each time the best over the "
            f"rounds (a solve also the best of {args.repeat} runs within a round); ratio = after / before"
        ),
        (
            f"load average (1 / 5 / 15 min) at the start {load_start}, at the end {load_end} "
            f"({os.cpu_count()} CPUs, shared); the run took {time.perf_counter() - started:.0f} s"
        ),
    ]
    print(notes[-1])
    if args.save:
        names = [
            "Keen's graded corpus: our grade before and after the core, and its wall milliseconds",
            "held corpus: engine.count(problem(puzzle), 2), solutions, nodes and wall milliseconds",
            f"making: make(n, level, seed) over seeds 0 to {args.seeds - 1}, processor milliseconds per puzzle",
        ]
        records["sides"] = {
            s: {
                "commit": commits[s],
                **{k: v for k, v in runs[s][0]["native"].items() if k != "gridcraft"},
                "loads": [round(run["load_start"], 2) for run in runs[s]],
            }
            for s in SIDES
        }
        results.save(
            args.save, benchmark="kenken_core.py", printed=printed, names=names, notes=notes, records=records
        )
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
