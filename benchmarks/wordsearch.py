"""Word search: gridcraft's maker beside word-search-generator (PyPI), the peer, on the same lists.

For 10 lists each of 10, 20 and 40 words (``benchmarks/wordlists.py``: ``draw(size, seed)``, seeds
0 to 9) and each direction setting, both tools make a square grid:

- easy: right and down (the peer's ``E,S``); medium: also down-right and down-left (``E,S,SE,SW``);
  hard: all eight (the peer's level 3);
- gridcraft: ``make(words, size="auto", directions=setting, seed=0, budget=Budget(LIMIT))``, its
  automatic size: the smallest square it fills from its grade's density (``easy`` and ``medium``
  keep room on purpose, see ``gridcraft.wordsearch.grades``; ``hard`` packs the words tightest);
- the peer: ``WordSearch(words, level=..., size=n)`` for ``n`` from the same lower bound gridcraft
  starts from (the longest word, and the square of as many cells as letters divided by
  ``MAX_DENSITY``) upwards, ``random.seed(seed)`` first, one puzzle per size, until it places
  every word (it drops words that do not fit); its time is the sum over the sizes tried.

Every puzzle of both tools is checked with gridcraft's finder (``gridcraft.wordsearch.find``): a
word found more than once in the setting's directions, a word missing, an offensive word
(``gridcraft/data/offensive.txt``) in any of the eight directions outside the listed words. A list
gridcraft refuses (a word inside another, say) is left out of the table for both tools, and named
in the results file's notes.

The peer runs in its own virtual environment, in a child process running this file with
``--driver``::

    python -m venv /tmp/wsg-venv && /tmp/wsg-venv/bin/pip install word-search-generator==5.0.0
    .venv/bin/python benchmarks/wordsearch.py --peer-python /tmp/wsg-venv/bin/python \\
        --save benchmarks/results/wordsearch.json
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SIZES = (10, 20, 40)
SETTINGS = {"easy": "E,S", "medium": "E,S,SE,SW", "hard": 3}
MAX_DENSITY = 1.16  # as gridcraft.wordsearch.make.MAX_DENSITY
LIMIT = 30.0  # seconds per gridcraft puzzle


def lower_bound(words: list[str]) -> int:
    letters = sum(len(w) for w in words)
    return max(5, max(len(w) for w in words), math.ceil(math.sqrt(letters / MAX_DENSITY)))


def driver() -> None:
    """The peer's side: read the jobs (JSON on standard input), print one JSON result per line."""
    from importlib.metadata import version

    from word_search_generator import WordSearch

    jobs = json.load(sys.stdin)
    print(json.dumps({"version": version("word-search-generator")}), flush=True)
    for job in jobs:
        words, level, seed = job["words"], job["level"], job["seed"]
        started = time.perf_counter()
        grid, placed, size = None, 0, lower_bound(words)
        while size <= WordSearch.MAX_PUZZLE_SIZE:
            random.seed(seed)
            ws = WordSearch(", ".join(words), level=level, size=size)
            grid, placed = ws.puzzle, len(ws.placed_words)
            if placed == len(words):
                break
            size += 1
        seconds = time.perf_counter() - started
        print(
            json.dumps({"job": job["id"], "size": size, "seconds": seconds, "grid": grid, "placed": placed})
        )
        sys.stdout.flush()


def faults(grid: list[list[str | None]], words: list[str], directions: tuple[str, ...]) -> dict[str, int]:
    """Words found twice, missing, and offensive words outside the words' own cells."""
    from gridcraft.wordsearch import DIRECTIONS, find, offensive_words
    from gridcraft.wordsearch.find import lines

    found = find(grid, words, directions)
    everywhere = find(grid, words, DIRECTIONS).found
    spans = [
        set(p.cells(len(w))) for w in words for p in everywhere[w]
    ]  # every occurrence in any direction is the setter's word
    banned = offensive_words()
    lengths = sorted({len(b) for b in banned})
    offensive = 0
    height, width = len(grid), len(grid[0])
    for d in DIRECTIONS:
        for line in lines(height, width, grid, d):
            text = "".join(str(grid[r][c]).upper() for r, c in line)
            for n in lengths:
                for i in range(len(line) - n + 1):
                    if text[i : i + n] in banned and not any(set(line[i : i + n]) <= s for s in spans):
                        offensive += 1
    return {"twice": len(found.twice), "missing": len(found.missing), "offensive": offensive}


def ours(words: list[str], setting: str) -> dict[str, Any]:
    from gridcraft.engine import Budget
    from gridcraft.errors import GridcraftError
    from gridcraft.wordsearch import WordConflict, make

    started = time.perf_counter()
    try:
        puzzle = make(words, directions=setting, seed=0, budget=Budget(time_limit=LIMIT))
    except WordConflict as err:
        return {"refused": str(err)}
    except GridcraftError as err:
        return {"failed": str(err), "seconds": time.perf_counter() - started}
    seconds = time.perf_counter() - started
    grid = [list(row) for row in puzzle.grid]
    return {"size": puzzle.width, "seconds": seconds, **faults(grid, words, puzzle.directions)}


def peer(jobs: list[dict[str, Any]], python: str) -> tuple[str, dict[int, dict[str, Any]]]:
    proc = subprocess.run(
        [python, str(Path(__file__).resolve()), "--driver"],
        input=json.dumps(jobs),
        capture_output=True,
        text=True,
        check=True,
    )
    rows = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    return rows[0]["version"], {row["job"]: row for row in rows[1:]}


def table(records: list[dict[str, Any]]) -> str:
    """The comparison, on the lists gridcraft does not refuse (a word inside another: the peer
    drops or doubles such words), per word count, setting and tool."""
    head = (
        "| words | directions | tool | lists | mean side | side smaller, equal, larger than the other's "
        "| mean time s | with a word twice | with a word missing | with an offensive word |"
    )
    lines = [head, "|" + "---|" * 10]
    for k in SIZES:
        for setting in SETTINGS:
            group = [
                r
                for r in records
                if r["words"] == k and r["setting"] == setting and "refused" not in r["gridcraft"]
            ]
            for tool, other in (("gridcraft", "peer"), ("peer", "gridcraft")):
                made = [r for r in group if "size" in r[tool]]
                both = [r for r in made if "size" in r[other]]
                sides = [r[tool]["size"] for r in made]
                cmp = [
                    sum(
                        1
                        for r in both
                        if (r[tool]["size"] > r[other]["size"]) - (r[tool]["size"] < r[other]["size"]) == s
                    )
                    for s in (-1, 0, 1)
                ]
                mean_side = f"{statistics.mean(sides):.1f}" if sides else "-"
                mean_time = f"{statistics.mean(r[tool]['seconds'] for r in made):.2f}" if made else "-"
                counts = [sum(1 for r in made if r[tool][key]) for key in ("twice", "missing", "offensive")]
                lines.append(
                    f"| {k} | {setting} | {tool} | {len(made)} of {len(group)} | {mean_side} | "
                    f"{cmp[0]}, {cmp[1]}, {cmp[2]} | {mean_time} | {counts[0]} | {counts[1]} | {counts[2]} |"
                )
    return "\n".join(lines)


def refused(records: list[dict[str, Any]]) -> list[str]:
    """The lists gridcraft refuses, once each, with the reason."""
    seen = {}
    for r in records:
        if "refused" in r["gridcraft"]:
            seen.setdefault((r["words"], r["seed"]), r["gridcraft"]["refused"])
    return [f"rand-{k}-s{seed}: {why}" for (k, seed), why in seen.items()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--driver", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--lists", type=int, default=10, help="lists per word count (seeds 0..N-1)")
    parser.add_argument("--peer-python", default="/tmp/wsg-venv/bin/python")
    parser.add_argument("--save", help="write the results file here")
    parser.add_argument(
        "--tables-of", metavar="FILE", help="print (and --save) the tables of a results file's records"
    )
    args = parser.parse_args()
    if args.driver:
        driver()
        return 0
    sys.path.insert(0, str(HERE.parent))
    from benchmarks.results import load, save
    from benchmarks.wordlists import draw

    from gridcraft.wordsearch import resolve_directions

    if args.tables_of:
        doc = load(args.tables_of)
        printed = table(doc["records"])
        print(printed)
        if args.save:
            save(
                args.save,
                benchmark="wordsearch.py",
                printed=printed,
                notes=doc["notes"],
                records=doc["records"],
            )
        return 0

    jobs, records = [], []
    for k in SIZES:
        for seed in range(args.lists):
            words = draw(k, seed)
            for setting, level in SETTINGS.items():
                jobs.append({"id": len(jobs), "words": words, "level": level, "seed": seed})
                records.append({"words": k, "seed": seed, "setting": setting})
    version, theirs = peer(jobs, args.peer_python)
    for job, record in zip(jobs, records, strict=True):
        row = theirs[job["id"]]
        directions = resolve_directions(record["setting"])
        found = {"size": row["size"], "seconds": row["seconds"], "placed": row["placed"]}
        found |= faults(row["grid"], job["words"], directions)
        record["peer"] = found
        record["gridcraft"] = ours(job["words"], record["setting"])
        print(record, file=sys.stderr, flush=True)
    printed = table(records)
    print(printed)
    if args.save:
        notes = [
            f"peer: word-search-generator {version} (PyPI), in its own virtual environment",
            f"gridcraft: make(size='auto', seed=0), a {LIMIT:.0f} s budget per puzzle",
            "lists: benchmarks/wordlists.py draw(k, seed), seeds 0..9; the same lists for both tools",
            (
                "checked with gridcraft.wordsearch.find: twice and missing in the setting's directions, "
                "offensive words in all eight outside the listed words' own cells"
            ),
            "lists gridcraft refuses are left out of the table: " + "; ".join(refused(records)),
        ]
        save(args.save, benchmark="wordsearch.py", printed=printed, notes=notes, records=records)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
