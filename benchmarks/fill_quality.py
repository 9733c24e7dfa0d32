"""Fill quality and speed on themeless grids: ``gridcraft fill``'s search with its built-in
dictionary beside blacksquare with its own list, in one run, each run in a fresh process.

The grids (``corpus/fill/``): nine themeless 15 x 15 patterns (``us15-*`` of 36 to 42 blocks,
``tl15-*`` of 28 to 32 blocks, from ``fill_grids.make_grid`` with seeds from 1000, never used for
tuning) and the open squares 5 x 5 to 7 x 7 (no blocks).

The tools, each given ``--seconds`` (default 10) of search:

* ``gridcraft``: ``fills(FillRequest(grid, builtin()), Budget(time_limit=T))`` (what ``gridcraft
  fill`` runs): a first fill, then fills whose lowest score is higher, then whose mean is higher;
  the dictionary's entries ordered for every length before the clock starts (as ``gridcraft
  serve`` keeps them, and as blacksquare indexes its list when it loads it); the per-grid index
  (the grid's lengths, its letters, the C search's tables) is inside the time.
* ``blacksquare`` (PyPI, its Rust filler): ``Crossword(grid).fill(DEFAULT_WORDLIST, timeout=T)``
  with its own shipped list (Spread the Wordlist, 304,661 entries of 3 to 15 letters): one fill.

Every fill is checked by ``tests/helpers/fill_check.py`` against its own tool's list (every slot an
entry of the list, no entry twice, the letters kept) and judged by ``word_judge.Judge``, which uses
neither tool's list (Debian's wamerican words, and phrases of two or three of them): **real** is
the share of the fill's entries it finds real. Columns: blacksquare's search time to its fill and
its share real; gridcraft's time to a first fill and that fill's share real; gridcraft's best fill
at blacksquare's time (the last fill it had by then, or its first if it had none yet: the fair
comparison "in no more time"), and its best fill within the budget, with its lowest score and
mean. Search times start once the list is in memory (gridcraft's indexing for the grid is
included, as blacksquare's making of its word list's index is in its ``fill``).

Setup: ``pip install -c .ci/constraints.txt -e '.[bench]'`` (blacksquare) and ``apt-get install -y
wamerican`` (the judge). Usage::

    python benchmarks/fill_quality.py [--seconds 10] [--grids a,b] [--save results/fill-quality.json]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import results
from fill import CORPUS, OUT, read_grid, run_driver
from fill_grids import make_grid
from word_judge import Judge

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "helpers"))
from fill_check import check_fill, runs  # noqa: E402

# (name, size, blocks, seed): the themeless 15 x 15 grids, then the open squares
GRIDS = [
    ("us15-b36-s1000", 15, 36, 1000),
    ("us15-b38-s1001", 15, 38, 1001),
    ("us15-b40-s1002", 15, 40, 1002),
    ("us15-b42-s1003", 15, 42, 1003),
    ("tl15-b28-s1000", 15, 28, 1000),
    ("tl15-b30-s1001", 15, 30, 1001),
    ("tl15-b32-s1002", 15, 32, 1002),
    ("tl15-b30-s1003", 15, 30, 1003),
    ("tl15-b32-s1004", 15, 32, 1004),
    ("open-5", 5, 0, 1000),
    ("open-6", 6, 0, 1000),
    ("open-7", 7, 0, 1000),
]


def corpus() -> None:
    """Write the grids that ``corpus/fill/`` lacks (the same seeds give the same grids)."""
    for name, size, blocks, seed in GRIDS:
        path = CORPUS / f"{name}.txt"
        if not path.exists():
            rows = ["." * size] * size if blocks == 0 else make_grid(size, blocks, seed)
            path.write_text("\n".join(rows) + "\n", encoding="utf-8")


def builtin_file() -> tuple[dict[str, int], str]:
    """gridcraft's built-in scores, written to ``out/fill/builtin.txt`` for its driver (rewritten
    when the dictionary changed), and the dictionary's digest."""
    from gridcraft.dictionary import builtin

    scores = builtin()
    text = "".join(f"{w};{s}\n" for w, s in scores.items())
    digest = hashlib.sha256(text.encode()).hexdigest()[:12]
    path = OUT / "builtin.txt"
    OUT.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return scores, digest


def stwl_scores() -> dict[str, int]:
    import blacksquare

    wl = blacksquare.DEFAULT_WORDLIST
    return {w: round(s * 100) for w, s in zip(wl.words, wl.scores)}


def entries(grid: list[str], rows: list[str]) -> list[str]:
    return ["".join(rows[r][c] for r, c in slot) for slot in runs(grid, "#")]


def judged(grid: list[str], fill: dict[str, Any] | None, scores: dict[str, int], judge: Judge) -> dict[str, Any] | None:
    """``fill`` with ``broken``, ``real`` (share), ``fake`` (the entries judged not real),
    ``lowest`` and ``mean`` (scores of its tool's list)."""
    if fill is None:
        return None
    broken = check_fill(grid, fill["rows"], scores)
    words = entries(grid, fill["rows"])
    values = [scores.get(w, 0) for w in words]
    return {
        **fill,
        "broken": broken,
        "real": judge.share(words),
        "fake": [w for w in words if not judge.real(w)],
        "lowest": min(values),
        "mean": sum(values) / len(values),
    }


def at(run: dict[str, Any], seconds: float | None) -> dict[str, Any] | None:
    """The last fill of ``run`` found by ``seconds`` (its first when none was; ``None``: no fill)."""
    if not run["fills"]:
        return None
    if seconds is None:
        return run["fills"][-1]
    found = [f for f in run["fills"] if f["t"] <= seconds]
    return found[-1] if found else run["fills"][0]


def cell(fill: dict[str, Any] | None, time: bool = True) -> str:
    if fill is None:
        return "no fill"
    if fill["broken"]:
        return f"invalid ({fill['broken'][0]})"
    share = f"{100 * fill['real']:.0f}%"
    return f"{fill['t']:.2f} s, {share}" if time else share


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=10.0, help="search budget per run (default 10)")
    ap.add_argument("--grids", help="grid names, comma-separated (default: all)")
    ap.add_argument("--save", type=Path, help="the printed table as a results file")
    args = ap.parse_args()
    corpus()
    names = args.grids.split(",") if args.grids else [g[0] for g in GRIDS]
    judge = Judge()
    ours, digest = builtin_file()
    theirs = stwl_scores()
    rows = []
    records = []
    for name in names:
        grid = read_grid(name)
        black = run_driver("blacksquare", name, "stwl", args.seconds)
        grid_run = run_driver("gridcraft-warm", name, "builtin", args.seconds)
        b = judged(grid, at(black, None), theirs, judge)
        first = judged(grid, grid_run["fills"][0] if grid_run["fills"] else None, ours, judge)
        same = judged(grid, at(grid_run, b["t"] if b else args.seconds), ours, judge)
        best = judged(grid, at(grid_run, None), ours, judge)
        ratio = f"{first['t'] / b['t']:.2f}" if first and b and b["t"] > 0 else "—"
        best_cell = "no fill" if best is None else f"{cell(best, False)}, {best['lowest']} / {best['mean']:.1f}"
        rows.append([name, cell(b), cell(first), ratio, cell(same, False), best_cell])
        records.append({"grid": name, "blacksquare": black, "gridcraft": grid_run,
                        "judged": {"blacksquare": b, "first": first, "same_time": same, "best": best}})  # fmt: skip
        print(f"{name}: {rows[-1][1:]}", file=sys.stderr)
        for label, f in (("blacksquare", b), ("gridcraft at its time", same), ("gridcraft best", best)):
            if f is not None and f["fake"]:
                print(f"  {label} not real: {' '.join(f['fake'])}", file=sys.stderr)
    head = [
        "grid",
        "blacksquare (stwl): s, real",
        "gridcraft first fill: s, real",
        "time ratio",
        "gridcraft at blacksquare's time: real",
        f"gridcraft best at {args.seconds:g} s: real, lowest / mean",
    ]
    table = results.render(head, rows) if hasattr(results, "render") else _render(head, rows)
    print(table)
    if args.save:
        notes = [
            f"gridcraft's built-in dictionary {len(ours):,} entries (sha256 {digest}); blacksquare's "
            f"own list {len(theirs):,} entries",
            "real: the share of a fill's entries that word_judge.Judge (Debian wamerican) finds real",
            "time ratio: gridcraft's first fill time / blacksquare's fill time",
        ]
        results.save(args.save, benchmark="fill_quality.py", printed=table, notes=notes, records=records,
                     names=["themeless grids against blacksquare"])  # fmt: skip
    return 0


def _render(head: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
