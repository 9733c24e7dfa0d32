"""Word search making speed: gridcraft's maker beside word-search-generator (PyPI), at all eight
directions, in one run.

For 20 lists of 20 words and 20 lists of 40 words (``benchmarks/wordlists.py``: ``draw(size, seed)``
from seed 0 up, leaving out the lists gridcraft refuses, a word inside another, until 20 are taken),
each tool makes one puzzle per list, the two taking turns list by list so that both see the same
load:

- gridcraft: ``make(words, directions="hard", seed=0)``: its automatic size (the smallest square
  it fills), in this process, C search where it is built;
- the peer: ``random.seed(i)`` then ``WordSearch(", ".join(words), level=3)`` (all eight
  directions, its own automatic size), in a child process of its own virtual environment that
  stays up for the whole run.

Each tool's time is taken in its own process around the making of one puzzle: wall-clock seconds
(``time.perf_counter``) and CPU seconds of the process (``time.process_time``; less swayed by other
work on a shared machine). Every puzzle of both tools is checked with gridcraft's finder as
``benchmarks/wordsearch.py`` checks them: a word found more than once in the eight directions, a
word missing (the peer leaves out a word it cannot place), an offensive word outside the words.

The peer pins rich 14.2 and pillow 12.0 exactly, which gridcraft's own pins rule out, so it runs
in a virtual environment of its own::

    python -m venv /tmp/wsg-venv && /tmp/wsg-venv/bin/pip install word-search-generator==5.0.0
    .venv/bin/python benchmarks/wordsearch_speed.py --peer-python /tmp/wsg-venv/bin/python \\
        --save benchmarks/results/wordsearch-speed.json
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

HERE = Path(__file__).resolve().parent
SIZES = (20, 40)
LISTS = 20
PEER_VENV = "/tmp/wsg-venv/bin/python"


def driver() -> None:
    """The peer's side: one job a line on standard input (JSON), one result a line on standard output."""
    import random
    from importlib.metadata import version

    from word_search_generator import WordSearch

    print(json.dumps({"version": version("word-search-generator")}), flush=True)
    for line in sys.stdin:
        job = json.loads(line)
        wall, cpu = time.perf_counter(), time.process_time()
        random.seed(job["seed"])
        ws = WordSearch(", ".join(job["words"]), level=3)
        grid, placed = ws.puzzle, len(ws.placed_words)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        print(
            json.dumps({"size": ws.size, "wall": wall, "cpu": cpu, "grid": grid, "placed": placed}),
            flush=True,
        )


class Peer:
    """The peer's driver, a child process of its own virtual environment."""

    def __init__(self, python: str) -> None:
        self.proc = subprocess.Popen(
            [python, str(Path(__file__).resolve()), "--driver"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.version = json.loads(self._line())["version"]

    def _line(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit(
                "the peer's driver stopped: is word-search-generator installed in --peer-python?"
            )
        return line

    def make(self, words: list[str], seed: int) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"words": words, "seed": seed}) + "\n")
        self.proc.stdin.flush()
        return dict(json.loads(self._line()))

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def ours(words: list[str]) -> dict[str, Any]:
    """gridcraft's puzzle of ``words`` at all eight directions: its side, times and grid."""
    from gridcraft.wordsearch import make

    wall, cpu = time.perf_counter(), time.process_time()
    puzzle = make(words, directions="hard", seed=0)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return {"size": puzzle.width, "wall": wall, "cpu": cpu, "grid": [list(row) for row in puzzle.grid]}


def lists(k: int) -> list[tuple[int, list[str]]]:
    """The first :data:`LISTS` draws of ``k`` words that gridcraft takes, with their seeds."""
    from benchmarks.wordlists import draw

    from gridcraft.wordsearch import WordConflict, resolve_directions, word_directions
    from gridcraft.wordsearch.model import word_entries

    taken: list[tuple[int, list[str]]] = []
    seed = 0
    while len(taken) < LISTS:
        words = draw(k, seed)
        try:
            word_directions(word_entries(words, unique=True), resolve_directions("hard"))
            taken.append((seed, words))
        except WordConflict:
            pass
        seed += 1
    return taken


def table(records: list[dict[str, Any]]) -> str:
    head = (
        "| words | tool | puzzles | mean side | wall s | CPU s | CPU s a puzzle | CPU time against the peer's "
        "| words left out | with a word twice | with an offensive word |"
    )
    lines = [head, "|" + "---|" * 11]
    for k in SIZES:
        group = [r for r in records if r["words"] == k]
        cpu = {tool: sum(r[tool]["cpu"] for r in group) for tool in ("gridcraft", "peer")}
        for tool in ("gridcraft", "peer"):
            rows = [r[tool] for r in group]
            left_out = sum(r["missing"] for r in rows)
            lines.append(
                f"| {k} | {tool} | {len(rows)} | {statistics.mean(r['size'] for r in rows):.1f} | "
                f"{sum(r['wall'] for r in rows):.2f} | {cpu[tool]:.2f} | {cpu[tool] / len(rows):.3f} | "
                f"{cpu[tool] / cpu['peer']:.2f} | {left_out} | {sum(1 for r in rows if r['twice'])} | "
                f"{sum(1 for r in rows if r['offensive'])} |"
            )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--driver", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--peer-python", default=PEER_VENV, help=f"the peer's Python (default {PEER_VENV})")
    parser.add_argument("--save", help="write the results file here")
    args = parser.parse_args()
    if args.driver:
        driver()
        return 0
    sys.path.insert(0, str(HERE.parent))
    from benchmarks.results import save
    from benchmarks.wordsearch import faults

    from gridcraft.wordsearch import DIRECTIONS

    if not Path(args.peer_python).exists():
        raise SystemExit(f"no peer at {args.peer_python}: see this script's docstring to install it")
    peer = Peer(args.peer_python)
    records = []
    ours(["WARM", "UP"])  # the first make loads the tables of offensive words: not a puzzle's time
    for k in SIZES:
        for i, (seed, words) in enumerate(lists(k)):
            theirs = peer.make(words, i)
            mine = ours(words)
            for tool, found in (("peer", theirs), ("gridcraft", mine)):
                found |= faults(found.pop("grid"), words, DIRECTIONS)
            records.append({"words": k, "seed": seed, "gridcraft": mine, "peer": theirs})
            print(records[-1], file=sys.stderr, flush=True)
    peer.close()
    printed = table(records)
    print(printed)
    if args.save:
        notes = [
            (
                f"peer: word-search-generator {peer.version} (PyPI), level 3, its own size, in its own "
                "virtual environment, a child process kept up for the run"
            ),
            "gridcraft: make(words, directions='hard', seed=0), size auto",
            (
                "lists: benchmarks/wordlists.py draw(k, seed), the first 20 seeds from 0 whose lists "
                "gridcraft takes (no word inside another); the same lists for both tools, made in turns"
            ),
            "times: per puzzle, in the tool's own process: wall (perf_counter) and CPU (process_time)",
            (
                "checked with gridcraft.wordsearch.find in all eight directions: words left out "
                "(missing), words twice, offensive words outside the listed words' own cells"
            ),
        ]
        save(args.save, benchmark="wordsearch_speed.py", printed=printed, notes=notes, records=records)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
