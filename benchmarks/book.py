"""Throughput of the batch machinery that books and ``make --count`` share
(:func:`gridcraft.batch.run_all`): 1,000 6 x 6 normal KenKens (the maker, as ``make kenken
--count`` makes them) and 100 twenty-word criss-cross layouts (a fixed number of search steps
each, as a book's section makes them), each with one local worker, two local workers, and a
two-worker local Dask cluster (``distributed.LocalCluster``, one thread a worker). The same
puzzles in every configuration: the run checks that they are equal.

    .venv/bin/python benchmarks/book.py [--kenkens 1000] [--lists 100] [--nodes 2000]
        [--save benchmarks/results/book.json]

Needs the cluster extra (dask.distributed) and the bench extra (the random word lists).
"""

from __future__ import annotations

import argparse
import io
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import results  # noqa: E402
import wordlists  # noqa: E402

from gridcraft.batch import MakeOne, allow_children, run_all, seed_of  # noqa: E402
from gridcraft.crisscross import to_json  # noqa: E402
from gridcraft.engine import Budget  # noqa: E402
from gridcraft.kenken.made import made_dict  # noqa: E402
from gridcraft.kinds import makers, word_maker  # noqa: E402


@dataclass(frozen=True)
class Layout:
    """A picklable task: the layout of a word list within ``nodes`` search steps, as JSON."""

    nodes: int

    def __call__(self, words: tuple[str, ...]) -> str:
        allow_children()
        _, maker = word_maker()
        entries = __import__("gridcraft.kinds", fromlist=["read_words"]).read_words(
            "\n".join(words), "<list>"
        )
        last = None
        for last in maker.layouts(entries, budget=Budget(time_limit=600, node_limit=self.nodes), seed=0):
            pass
        return to_json(last)


def timed(fn: Callable[[Any], Any], tasks: list[Any], **where: Any) -> tuple[float, list[Any]]:
    out: list[Any] = [None] * len(tasks)

    def done(i: int, result: Any) -> None:
        out[i] = result

    start = time.perf_counter()
    run_all(fn, tasks, done, **where)
    return time.perf_counter() - start, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kenkens", type=int, default=1000)
    ap.add_argument("--lists", type=int, default=100)
    ap.add_argument("--nodes", type=int, default=2000, help="search steps per layout")
    ap.add_argument("--save", metavar="FILE")
    args = ap.parse_args()
    from distributed import LocalCluster

    _, maker = makers()["kenken"]
    families: list[tuple[str, Callable[[Any], Any], list[Any], Callable[[Any], Any]]] = [
        (f"{args.kenkens:,} KenKens, 6 x 6 normal", MakeOne(maker, maker.request({"size": 6, "difficulty": "normal"}), 60),
         [seed_of("bench", i) for i in range(args.kenkens)], lambda m: made_dict("", m) | {"seconds": 0}),
        (f"{args.lists} criss-crosses, 20 words, {args.nodes:,} steps", Layout(args.nodes),
         [tuple(wordlists.draw(20, 5000 + i)) for i in range(args.lists)], lambda text: text),
    ]  # fmt: skip
    records: list[dict[str, Any]] = []
    out = io.StringIO()
    print("| puzzles | where | seconds | puzzles a second | speed-up |", file=out)
    print("|---|---|---|---|---|", file=out)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        for name, fn, tasks, key in families:
            base, reference = 0.0, None
            for where, options in (("1 local worker", {"jobs": 1}), ("2 local workers", {"jobs": 2}),
                                   ("Dask, 2 workers", {"scheduler": cluster.scheduler_address})):  # fmt: skip
                seconds, made = timed(fn, tasks, **options)
                shown = [key(m) for m in made]
                assert reference is None or shown == reference, f"{name}: {where} made other puzzles"
                reference = shown
                base = base or seconds
                rate = len(tasks) / seconds
                print(f"| {name} | {where} | {seconds:.1f} | {rate:.1f} | {base / seconds:.2f} |", file=out)
                records.append(
                    {"family": name, "where": where, "seconds": round(seconds, 2), "rate": round(rate, 2)}
                )
                print(f"{name}, {where}: {seconds:.1f} s", file=sys.stderr, flush=True)
    printed = out.getvalue()
    print(printed, end="")
    if args.save:
        notes = [
            "The same puzzles in every configuration (checked). A criss-cross layout already runs two "
            "seeded searches side by side, so one worker keeps both cores busy.",
        ]
        results.save(args.save, benchmark="book.py", printed=printed, notes=notes, records=records,
                     names=["throughput"])  # fmt: skip


if __name__ == "__main__":
    main()
