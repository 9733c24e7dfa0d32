"""How the criss-cross generator scales: time to a first layout, to the final one, its area and the
peak memory, for random lists of 1,000 to 20,000 words, before and after the anytime search in C.

Each run is its own process (``python benchmarks/crisscross_scale.py --driver LIST T``), which calls
``gridcraft.crisscross.layouts`` under a command's budget (``Budget.for_command(T)``: the time limit
covers the whole run, as ``gridcraft generate --time-limit T`` does) and prints one JSON line:

- ``first``: seconds from the run's start to the first layout handed over (checked), its area;
- ``known``: seconds to the first progress event that carries an area (the search has a layout);
- ``final``: seconds to the answer, its area, width and height;
- ``rss_main``, ``rss_workers``: peak resident memory in MB of the main process and of the largest
  search worker (``getrusage``).

Code under test, chosen by ``PYTHONPATH``: ``after`` is this tree's ``src`` (the C anytime search when
built); ``before`` is another tree (default ``/work/main/src``: the anytime search in Python), run with
the same interpreter. Lists: ``wordlists.draw(size, seed)`` from a pool of the ``--pool`` most frequent
English words (the default pool holds about 17,000 words; 20,000-word lists need ``--pool 60000``).

    python benchmarks/crisscross_scale.py [--sizes 1000,2000,5000,10000,20000] [--seed 3000]
        [--before-sizes 1000,2000] [--before-src /work/main/src] [--save FILE]

Time limits: 10 s up to 2,000 words (the default of ``gridcraft generate``), 60 s beyond. This file
is a script, not a test module.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(BENCH))

import results  # noqa: E402
import wordlists  # noqa: E402

BEFORE_SRC = Path("/work/main/src")


def drive(path: str, time_limit: float) -> dict[str, Any]:
    """Run the generator on the list at ``path`` under a command's budget of ``time_limit`` seconds."""
    from gridcraft.crisscross import layouts
    from gridcraft.engine import Budget, Progress
    from gridcraft.engine.budget import command_entered
    from gridcraft.errors import GridcraftError

    words = [w.strip() for w in Path(path).read_text(encoding="utf-8").splitlines() if w.strip()]
    words = [w for w in words if not w.startswith("#")]
    command_entered()
    start = time.monotonic()
    out: dict[str, Any] = {"words": len(words), "time_limit": time_limit, "yields": []}

    def progress(event: Progress) -> None:
        if event.best is not None and "known" not in out:
            out["known"] = round(time.monotonic() - start, 3)

    budget = Budget.for_command(time_limit, progress=progress, reserve=0.25)
    try:
        for lay in layouts(words, budget=budget):
            t = round(time.monotonic() - start, 3)
            out["yields"].append([t, lay.area])
            out.setdefault("first", [t, lay.area])
            out["final"] = [t, lay.area, lay.width, lay.height]
            out["optimal"] = lay.optimal
    except GridcraftError as e:
        out["error"] = str(e).splitlines()[0][:200]
    out["seconds"] = round(time.monotonic() - start, 3)
    out["rss_main"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    out["rss_workers"] = round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, 1)
    return out


def construct(path: str) -> dict[str, Any]:
    """Processor seconds of the greedy construction alone (the C anytime search with
    ``first_only``, restart 0's draws) for the list at ``path``, one process, no time limit."""
    from gridcraft.crisscross.generator import FIRST_NODES, _entries
    from gridcraft.crisscross.search import anytime
    from gridcraft.crisscross.search.prng import Rng
    from gridcraft.crisscross.search.shape import Shape

    words = [w.strip() for w in Path(path).read_text(encoding="utf-8").splitlines() if w.strip()]
    letters = [e.letters for e in _entries([w for w in words if not w.startswith("#")])]
    start = time.process_time()
    lay, steps = anytime.search(
        letters,
        Shape(2.0, None, None),
        Rng.for_restart(0, 0),
        FIRST_NODES,
        time.monotonic() + 3600,
        first_only=True,
    )
    return {
        "words": len(letters),
        "cpu": round(time.process_time() - start, 3),
        "placed": len(lay),
        "steps": steps,
    }


def run(src: Path, path: Path, time_limit: float) -> dict[str, Any]:
    """One driver process with ``src`` on ``PYTHONPATH``; its JSON line, or an error record."""
    env = {**os.environ, "PYTHONPATH": str(src)}
    cmd = [sys.executable, str(Path(__file__).resolve()), "--driver", str(path), str(time_limit)]
    proc = subprocess.run(
        cmd, env=env, capture_output=True, text=True, timeout=3 * time_limit + 60, cwd=ROOT, check=False
    )
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if proc.returncode != 0 or not lines:
        return {"error": f"exit {proc.returncode}: {proc.stderr.strip().splitlines()[-1:]}"}
    found: dict[str, Any] = json.loads(lines[-1])
    return found


def draw_list(size: int, seed: int, pool_top: int) -> Path:
    """The list of ``size`` words drawn with ``seed`` (pool of ``pool_top`` words), written to out/."""
    words = wordlists.pool(pool_top).words
    if size > len(words):
        raise SystemExit(f"{size} words: the pool of {pool_top} holds {len(words)}; raise --pool")
    import random

    chosen = random.Random(f"{seed}-{size}").sample(words, size)
    path = BENCH / "out" / "lists" / f"scale-{size}-s{seed}-p{pool_top}.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(chosen) + "\n", encoding="utf-8")
    return path


def limit_for(size: int) -> float:
    return 10.0 if size <= 2000 else 60.0


def cell(value: Any, fmt: str = "{:.2f}") -> str:
    return "-" if value is None else fmt.format(value)


def row(size: int, code: str, rec: dict[str, Any]) -> str:
    first = rec.get("first")
    final = rec.get("final")
    return (
        f"| {size:,} | {code} | {rec.get('time_limit', '-'):g} | {cell(rec.get('known'))} | "
        f"{cell(first[0] if first else None)} | {cell(final[0] if final else None)} | "
        f"{final[1] if final else '-'} | {f'{final[2]} x {final[3]}' if final else '-'} | "
        f"{cell(rec.get('rss_main'), '{:.0f}')} | {cell(rec.get('rss_workers'), '{:.0f}')} |"
    )


HEADER = (
    "| words | code | limit s | layout known s | first handed over s | final s | area | box | "
    "RSS main MB | RSS worker MB |\n|---|---|---|---|---|---|---|---|---|---|"
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--driver", nargs=2, metavar=("LIST", "SECONDS"), help=argparse.SUPPRESS)
    parser.add_argument("--sizes", default="1000,2000,5000,10000,20000")
    parser.add_argument("--before-sizes", default="1000,2000", help="sizes also run with the old code")
    parser.add_argument("--before-src", type=Path, default=BEFORE_SRC)
    parser.add_argument("--seed", type=int, default=3000, help="list seed (never used for tuning)")
    parser.add_argument("--pool", type=int, default=60000, help="pool of the most frequent words")
    parser.add_argument("--save", type=Path, default=None, help="also write a results file")
    parser.add_argument("--construct", action="store_true", help="time the greedy construction alone")
    args = parser.parse_args(argv)
    if args.driver:
        print(json.dumps(drive(args.driver[0], float(args.driver[1]))))
        return 0
    sizes = wordlists.int_ranges(args.sizes, "size")
    if args.construct:
        lines = ["| words | construction s (processor) | words placed | repair steps |", "|---|---|---|---|"]
        for size in sizes:
            rec = construct(str(draw_list(size, args.seed, args.pool)))
            lines.append(f"| {size:,} | {rec['cpu']:.2f} | {rec['placed']:,} | {rec['steps']} |")
            print(lines[-1], file=sys.stderr, flush=True)
        print("\n".join(lines))
        if args.save:
            results.save(args.save, benchmark="crisscross_scale.py", printed="\n".join(lines))
        return 0
    before = set(wordlists.int_ranges(args.before_sizes, "size")) if args.before_sizes else set()
    lines = [HEADER]
    records = []
    load = os.getloadavg()
    for size in sizes:
        path = draw_list(size, args.seed, args.pool)
        codes = [("before", args.before_src)] if size in before else []
        codes.append(("after", ROOT / "src"))
        for code, src in codes:
            print(f"{size} words, {code} ...", file=sys.stderr, flush=True)
            rec = run(src, path, limit_for(size))
            rec.update(size=size, code=code, load_before=os.getloadavg()[0])
            records.append(rec)
            lines.append(row(size, code, rec))
            print(lines[-1], file=sys.stderr, flush=True)
    printed = "\n".join(lines)
    print(printed)
    notes = [
        f"load average at the start {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} (1 / 5 / 15 min)",
        f"lists: {args.pool:,}-word pool, seed {args.seed}; 'before' is {args.before_src}",
    ]
    print("\n".join(notes))
    if args.save:
        results.save(
            args.save, benchmark="crisscross_scale.py", printed=printed, notes=notes, records=records
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
