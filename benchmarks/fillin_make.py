"""Make the fill-in corpus of benchmarks/fillin.py (committed in benchmarks/fillin_corpus/; the hard
case in tests/data/fillin/hard/, where the tests read it too).

Two kinds of puzzle, both from a real word list (Debian's wamerican, /usr/share/dict/words):

* ``grid-N``: an N x N crossword-style pattern with 180-degree symmetry (about 22% blocks, slots
  of 3 to 7 cells, no 2-cell runs, every white cell in a slot), filled from the word list (each
  word at most once) by gridcraft's fill-in search in dictionary mode, trying words in random
  order with restarts; the placed words are the puzzle's word list. A grid is kept only when
  gridcraft proves its solution unique (benchmarks/fillin.py re-checks that with CP-SAT).
  Sizes 15, 21 and 27.
* ``chains-75``: the hard case: 75 five-letter slots that cross only at their ends, as staircases
  (across, down, across, ...) each word starting with the last letter of the one before, filled by a
  random walk over the word list's five-letter words.

Usage: python benchmarks/fillin_make.py [--words /usr/share/dict/words]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from gridcraft import engine, fillin
from gridcraft.engine import Budget, SearchStats
from gridcraft.fillin import FillinProblem, FillinPuzzle
from gridcraft.words import entries_from_strings

HERE = Path(__file__).resolve().parent
OUT = HERE / "fillin_corpus"
HARD = (
    HERE.parent / "tests" / "data" / "fillin" / "hard" / "chains-75.txt"
)  # the one copy, shared with the tests
GRIDS = [(15, 1), (21, 2), (27, 3)]  # (side, seed)
BLOCKS = 0.22  # share of block cells in a pattern
MAX_LEN = 7  # longest slot
FILL_TRIES, FILL_NODES = 20, 5000  # restarts of the random fill, and nodes of each


def read_words(path: Path, lo: int = 3, hi: int = 9) -> list[str]:
    """Upper-case words of ``lo`` to ``hi`` ASCII letters, without proper nouns, sorted, unique."""
    words = set()
    for line in path.read_text(encoding="utf-8", errors="replace").split():
        if line.isascii() and line.isalpha() and line.islower() and lo <= len(line) <= hi:
            words.add(line.upper())
    return sorted(words)


def pattern(side: int, blocks: float, rng: random.Random, max_len: int = 9) -> set[tuple[int, int]]:
    """A random pattern with 180-degree symmetry: the white cells of a ``side`` x ``side`` grid.

    Every white cell lies in a slot of 3+ cells, no run has 2 cells or more than ``max_len``, the
    white cells are connected, and about ``blocks`` of the cells are blocks.
    """
    white = {(r, c) for r in range(side) for c in range(side)}
    tries = 0
    while tries < 20000:
        tries += 1
        long_runs = [run for run in runs(white, side) if len(run) > max_len]
        if not long_runs and len(white) <= side * side * (1 - blocks):
            break
        if long_runs:
            run = rng.choice(long_runs)
            cell = run[rng.randrange(3, len(run) - 3)]
        else:
            cell = rng.choice(sorted(white))
        pair = {cell, (side - 1 - cell[0], side - 1 - cell[1])}
        trial = white - pair
        if ok(trial, side):
            white = trial
    return white


def runs(white: set[tuple[int, int]], side: int) -> list[list[tuple[int, int]]]:
    """The runs of white cells, across then down (any length)."""
    found = []
    for lines in (
        [[(r, c) for c in range(side)] for r in range(side)],
        [[(r, c) for r in range(side)] for c in range(side)],
    ):
        for line in lines:
            run: list[tuple[int, int]] = []
            for cell in [*line, None]:
                if cell is not None and cell in white:
                    run.append(cell)
                elif run:
                    found.append(run)
                    run = []
    return found


def ok(white: set[tuple[int, int]], side: int) -> bool:
    """No run of 2 cells, every cell in a run of 3+, and the white cells connected."""
    if not white:
        return False
    covered = set()
    for run in runs(white, side):
        if len(run) == 2:
            return False
        if len(run) >= 3:
            covered.update(run)
    if covered != white:
        return False
    start = next(iter(white))
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if n in white and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(white)


class RandomFill(FillinProblem):
    """Fill a pattern from a dictionary (each word at most once), trying words in random order."""

    def __init__(self, puzzle: FillinPuzzle, rng: random.Random) -> None:
        super().__init__(puzzle, every_word=False)
        self.rng = rng

    def branch(self, state):  # type: ignore[no-untyped-def]
        choices = super().branch(state)
        if choices is None:
            return None
        choices = list(choices)
        self.rng.shuffle(choices)
        return choices


def fill(white: set[tuple[int, int]], side: int, entries: list, rng: random.Random) -> dict | None:
    """Fill the pattern from the dictionary ``entries``; None if a few short searches fail."""
    rows = tuple("".join("." if (r, c) in white else "#" for c in range(side)) for r in range(side))
    puzzle = FillinPuzzle(rows, tuple(entries))
    for _ in range(FILL_TRIES):
        problem = RandomFill(puzzle, rng)
        for grid in engine.solutions(problem, 1, budget=Budget(node_limit=FILL_NODES)):
            return {(r, c): grid[r][c] for r in range(side) for c in range(side) if grid[r][c] != " "}
    return None


def puzzle_text(grid: dict[tuple[int, int], str], title: str) -> str:
    """The grid as a gridcraft fill-in file: blocks, white cells, then its words (sorted)."""
    rows = max(r for r, _ in grid) + 1
    cols = max(c for _, c in grid) + 1
    lines = ["".join("." if (r, c) in grid else "#" for c in range(cols)) for r in range(rows)]
    across = ["".join(grid.get((r, c), " ") for c in range(cols)) for r in range(rows)]
    down = ["".join(grid.get((r, c), " ") for r in range(rows)) for c in range(cols)]
    words = sorted(run for line in across + down for run in line.split() if len(run) >= 2)
    return (
        f"! {title}: {len(words)} words, {cols} x {rows}\n"
        + "\n".join(lines)
        + "\n\n"
        + "\n".join(words)
        + "\n"
    )


def chains(words: list[str], n_chains: int, length: int, rng: random.Random) -> dict[tuple[int, int], str]:
    """``n_chains`` staircases of ``length`` five-letter words, each word starting with the last
    letter of the one before; staircases sit 8 columns apart so they never touch."""
    five = [w for w in words if len(w) == 5]
    starts: dict[str, list[str]] = {}
    for w in five:
        starts.setdefault(w[0], []).append(w)
    used: set[str] = set()
    grid: dict[tuple[int, int], str] = {}
    for k in range(n_chains):
        while True:
            walk = [rng.choice(five)]
            while len(walk) < length:
                nexts = [w for w in starts.get(walk[-1][-1], []) if w not in used and w not in walk]
                if not nexts:
                    break
                walk.append(rng.choice(nexts))
            if len(walk) == length:
                break
        used.update(walk)
        r, c = 0, 8 * k
        for i, w in enumerate(walk):
            d = i % 2
            for j, ch in enumerate(w):
                grid[(r + j, c) if d else (r, c + j)] = ch
            r, c = (r + 4, c) if d else (r, c + 4)
    return grid


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--words", type=Path, default=Path("/usr/share/dict/words"))
    args = ap.parse_args()
    words = read_words(args.words)
    entries = entries_from_strings(words, unique=False)
    OUT.mkdir(exist_ok=True)
    for side, seed in GRIDS:
        rng = random.Random(seed)
        for attempt in range(1, 100):
            white = pattern(side, BLOCKS, rng, MAX_LEN)
            if max(len(run) for run in runs(white, side)) > MAX_LEN:
                continue
            grid = fill(white, side, entries, rng)
            if grid is None:
                continue
            text = puzzle_text(grid, f"grid-{side}, seed {seed}, attempt {attempt}")
            stats = SearchStats()
            n = engine.count(FillinProblem(fillin.parse(text)), 2, budget=Budget(time_limit=60), stats=stats)
            print(f"grid-{side} attempt {attempt}: {text.splitlines()[0]}, {n} solutions", file=sys.stderr)
            if n == 1 and stats.complete:
                (OUT / f"grid-{side}.txt").write_text(text, encoding="utf-8")
                break
    grid = chains(words, 5, 15, random.Random(75))
    HARD.write_text(puzzle_text(grid, "chains-75, seed 75"), encoding="utf-8")
    print("chains-75 written", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
