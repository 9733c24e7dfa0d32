"""The player's files: size per kind and grid size, and the time from loading a file to its
drawn grid (Chromium through Playwright, the file opened from ``file://``).

The 21 x 21 crossword is an American-style grid made here for the measure (symmetric blocks,
random letters, a clue of about 40 characters per entry), read through ipuz as any app's crossword
is; the other files are the test data's examples, a made KenKen and a generated word-list puzzle.
There is no peer: no other player plays all four kinds from one file (Exolve plays crosswords
only, and fetches nothing either).

    .venv/bin/python benchmarks/player.py [--repeat 5] [--save benchmarks/results/player.json]
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import results  # noqa: E402

DATA = ROOT / "tests" / "data"
GRIDCRAFT = [sys.executable, "-m", "gridcraft"]


def crossword_ipuz(n: int, seed: int) -> str:
    """An n x n crossword as ipuz: about 16% blocks, symmetric, every white cell in an entry of 2+."""
    rng = random.Random(seed)
    blocks: set[tuple[int, int]] = set()
    while len(blocks) < n * n * 0.16:
        r, c = rng.randrange(n), rng.randrange(n)
        blocks |= {(r, c), (n - 1 - r, n - 1 - c)}

    def white(r: int, c: int) -> bool:
        return 0 <= r < n and 0 <= c < n and (r, c) not in blocks

    changed = True
    while changed:  # a white cell in no run of 2+ either way becomes a block
        changed = False
        for r in range(n):
            for c in range(n):
                if white(r, c) and not (
                    white(r, c - 1) or white(r, c + 1) or white(r - 1, c) or white(r + 1, c)
                ):
                    blocks |= {(r, c), (n - 1 - r, n - 1 - c)}
                    changed = True
    letters = "ETAOINSHRDLCUMWFGYPBVK"
    solution = [["#" if (r, c) in blocks else rng.choice(letters) for c in range(n)] for r in range(n)]
    puzzle: list[list[object]] = [["#" if (r, c) in blocks else 0 for c in range(n)] for r in range(n)]
    clues: dict[str, list[list[object]]] = {"Across": [], "Down": []}
    number = 0
    words = [
        "river",
        "ancient",
        "letter",
        "quietly",
        "northern",
        "small",
        "island",
        "music",
        "bright",
        "seven",
    ]
    for r in range(n):
        for c in range(n):
            if not white(r, c):
                continue
            across = not white(r, c - 1) and white(r, c + 1)
            down = not white(r - 1, c) and white(r + 1, c)
            if across or down:
                number += 1
                puzzle[r][c] = number
                for on, name in ((across, "Across"), (down, "Down")):
                    if on:
                        clue = " ".join(rng.choice(words) for _ in range(6))
                        clues[name].append([number, clue[:40]])
    return json.dumps(
        {
            "version": "http://ipuz.org/v2",
            "kind": ["http://ipuz.org/crossword#1"],
            "dimensions": {"width": n, "height": n},
            "puzzle": puzzle,
            "solution": solution,
            "clues": clues,
        }
    )


def make_files(folder: Path) -> list[tuple[str, str, Path]]:
    """(kind, size, file) of each player measured."""
    (folder / "cw21.ipuz").write_text(crossword_ipuz(21, 1))
    (folder / "cw15.ipuz").write_text(crossword_ipuz(15, 2))
    made = [
        ("fill-in", "7 x 7", [str(DATA / "fillin" / "wikipedia-7x7.txt")]),
        ("KenKen", "4 x 4", [str(DATA / "kenken" / "tatham-4x4-easy.txt")]),
        ("KenKen", "6 x 6", [str(DATA / "kenken" / "wikipedia-6x6.txt")]),
        ("KenKen", "16 x 16", [str(DATA / "kenken" / "kk16-small-06.txt")]),
        (
            "word list",
            "animals",
            [str(ROOT / "src" / "gridcraft" / "data" / "animals-ru.txt"), "--nodes", "20000"],
        ),
        ("word list", "common-80", [str(HERE / "lists" / "common-80.txt"), "--nodes", "200000"]),
        ("crossword", "15 x 15", [str(folder / "cw15.ipuz")]),
        ("crossword", "21 x 21", [str(folder / "cw21.ipuz")]),
        ("crossword, check-only", "21 x 21", [str(folder / "cw21.ipuz"), "--check-only"]),
    ]
    out = []
    for i, (kind, size, argv) in enumerate(made):
        path = folder / f"{i}.html"
        subprocess.run(
            [*GRIDCRAFT, "play", *argv, "-o", str(path), "--quiet"], check=True, capture_output=True
        )
        out.append((kind, size, path))
    nine = folder / "k9.html"
    subprocess.run(
        [*GRIDCRAFT, "make", "kenken", "--size", "9", "--seed", "1", "--format", "html", "-o", str(nine)],
        check=True,
        capture_output=True,
    )
    out.insert(3, ("KenKen", "9 x 9", nine))
    return out


def load_times(paths: list[Path], repeat: int) -> list[float]:
    """The median milliseconds from navigation to the player's ``gridcraft-ready`` mark, per file."""
    from playwright.sync_api import sync_playwright

    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    medians = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        for path in paths:
            times = []
            for _ in range(repeat):
                page = browser.new_page()
                page.goto(path.as_uri())
                page.wait_for_selector("#gc-player[data-ready=true]")
                times.append(page.evaluate("performance.getEntriesByName('gridcraft-ready')[0].startTime"))
                page.close()
            medians.append(statistics.median(times))
        browser.close()
    return medians


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=5, help="loads of each file; the median is reported")
    ap.add_argument(
        "--save", type=Path, help="also write a results file, such as benchmarks/results/player.json"
    )
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        files = make_files(Path(tmp))
        times = load_times([path for _, _, path in files], args.repeat)
        lines = ["| kind | size | file (KB) | load to drawn grid (ms, median) |", "|---|---|---|---|"]
        for (kind, size, path), ms in zip(files, times, strict=True):
            lines.append(f"| {kind} | {size} | {path.stat().st_size / 1024:.1f} | {ms:.0f} |")
    printed = "\n".join(lines)
    print(printed)
    if args.save:
        results.save(args.save, benchmark="player.py", printed=printed, names=["player files"])


if __name__ == "__main__":
    main()
