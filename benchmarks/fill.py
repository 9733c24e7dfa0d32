"""Crossword filler benchmark: ``gridcraft fill`` side by side with blacksquare, an OR-Tools CP-SAT
model and Qxw, in one run, one tool at a time, each run in a fresh process.

Setup (once): ``pip install -c .ci/constraints.txt -e '.[bench]'`` (OR-Tools, blacksquare) and
``apt-get install -y qxw`` (Qxw's batch mode). The grids are committed in ``corpus/fill/`` (remade
by ``--make-corpus``, which needs blacksquare for its word list).

The rules, for every tool: every slot (a run of 2+ white cells) holds an entry of the dictionary,
no entry twice, the grid's letters kept. The tools:

* ``gridcraft``: ``gridcraft.fillin.autofill.fills`` (what ``gridcraft fill`` runs), anytime: a first
  fill, then fills with a higher lowest entry score while time is left. A proof of none is timed
  when the search ends without a fill (before the dead corner is made minimal).
* ``blacksquare`` (PyPI, its Rust filler): ``Crossword(grid=...).fill(word_list, timeout=T)``, no
  repeats; it returns one fill (or ``None``: timed out, or its search ended). Given the same
  dictionary as a ``WordList`` (its scores scaled to 0-1 by the largest), and also run on its own
  default list (Spread the Wordlist, 3 to 15 letters; its scores, 0-1, shown x 100).
* ``CP-SAT``: our model of the same rules (``cpsat_fill``): a letter variable per white cell (fixed
  letters fixed), per slot an entry-index variable and ``AddAllowedAssignments`` over (index,
  letters) from the dictionary's entries of its length, letters shared at crossings by using the
  same variable, ``AddAllDifferent`` on the index variables of the slots of each length; 2 workers;
  a first fill, or INFEASIBLE (a proof of none). It does not look for better fills.
* ``Qxw`` (Debian ``qxw``): its batch mode, ``qxw -b -d DICT DECK`` (no window): the deck lists
  each slot's cells, a slot with fixed letters as ``=PATTERN`` (``?`` any letter), no duplicate
  answers (its default, ``.UNIQUE 1``). Its dictionary is the plain entries (it reads no scores and
  drops ``ENTRY;SCORE`` lines) and it takes no time limit: the process is killed. Exit 4: its search
  ended with no fill. Its search time is its process time less its start-up and dictionary load,
  measured once per dictionary on a one-slot deck.

Timed per grid, dictionary and tool: the search time to a first fill (after the dictionary is in
memory; each tool's own indexing or model building included) and the whole-process time to it
(interpreter start-up, imports, reading the dictionary), the time to a proof that there is no fill,
and the lowest and mean entry score of the best fill within 10 s (and 60 s without ``--quick``) of
search. Every fill any tool returns is checked by ``tests/helpers/fill_check.py`` (written without
gridcraft's code); a fill that breaks a rule is reported as ``invalid``.

Dictionaries: ``builtin``, gridcraft's built-in English list (200,000 entries, scores 1-100),
written to ``out/fill/builtin.txt`` for the peers; ``top100k``, its 100,000 most frequent entries
(``corpus/fill/top100k.txt``, ``ENTRY;SCORE``); and, for blacksquare alone, ``stwl``, its own list.

Grids (``corpus/fill/``, made by ``fill_grids.make_grid`` with seeds from 1000, never used for
tuning): ``us15-bB-sS`` 15 x 15 American patterns of 36 to 42 blocks, ``tl15-bB-sS`` themeless 15 x
15 of 28 to 32 blocks, ``open-N`` open N x N squares (5 to 7, no blocks), ``sun21-bB-sS`` 21 x 21
Sunday grids of 72 blocks; each also as ``...-theme`` with two theme entries written in (see
:func:`theme`).

Usage:
  python benchmarks/fill.py --quick          # 10 s per run, 10 grids (about 20 minutes)
  python benchmarks/fill.py                  # 10 s and 60 s columns, all 24 grids (about 3 hours)
  python benchmarks/fill.py --make-corpus    # rewrite corpus/fill/
Options: --grids NAMES, --tools NAMES, --dicts NAMES, --save FILE, --out FILE.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import results
from fill_grids import make_grid

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CORPUS = HERE / "corpus" / "fill"
OUT = HERE / "out" / "fill"
QXW = shutil.which("qxw") or ("/usr/games/qxw" if Path("/usr/games/qxw").exists() else None)
sys.path.insert(0, str(ROOT / "tests" / "helpers"))
from fill_check import check_fill, runs

# (name, size, blocks, seed): seeds from 1000; the quick run takes the ones marked True
BASE = [
    ("us15-b36-s1000", 15, 36, 1000, False),
    ("us15-b38-s1001", 15, 38, 1001, True),
    ("us15-b40-s1002", 15, 40, 1002, False),
    ("us15-b42-s1003", 15, 42, 1003, False),
    ("tl15-b28-s1000", 15, 28, 1000, False),
    ("tl15-b30-s1001", 15, 30, 1001, True),
    ("tl15-b32-s1002", 15, 32, 1002, False),
    ("open-5", 5, 0, 1000, True),
    ("open-6", 6, 0, 1000, False),
    ("open-7", 7, 0, 1000, True),
    ("sun21-b72-s1000", 21, 72, 1000, True),
    ("sun21-b72-s1001", 21, 72, 1001, False),
]
TOOLS = ["gridcraft", "blacksquare", "cpsat", "qxw"]
SHOWN = {"gridcraft": "gridcraft", "blacksquare": "blacksquare", "cpsat": "CP-SAT", "qxw": "Qxw"}
DICTS = ["builtin", "top100k", "stwl"]
GRACE = 5.0  # seconds past the budget before a run's process is killed


# -- the corpus ------------------------------------------------------------------------------------
def theme(rows: list[str], name: str, common: list[str], frequent: list[str], taken: set[str]) -> list[str]:
    """``rows`` with two theme entries written in: the longest across slot (of a length that
    ``frequent`` has; the first in reading
    order) and its rotational mate (or, when it is its own mate, the next longest across slot),
    each a word of its length drawn with ``random.Random(f"theme-{name}")`` from ``common`` (the
    builtin dictionary's most frequent entries that blacksquare's list also holds; ``frequent``,
    the 100,000 most frequent, for a slot longer than blacksquare's longest entries)."""
    size = len(rows)
    lengths = {len(w) for w in frequent}
    across = [run for run in runs(rows, "#") if run[0][0] == run[-1][0] and len(run) in lengths]
    longest = max(len(r) for r in across)
    first = next(r for r in across if len(r) == longest)
    mate = sorted((size - 1 - r, size - 1 - c) for r, c in first)
    second = next((r for r in across if r == mate and r != first), None)
    if second is None:
        second = max((r for r in across if r[0][0] != first[0][0]), key=len)
    rng = random.Random(f"theme-{name}")
    out = [list(row) for row in rows]
    for slot in (first, second):
        pool = [w for w in common if len(w) == len(slot) and w not in taken]
        pool = pool or [w for w in frequent if len(w) == len(slot) and w not in taken]
        word = rng.choice(pool[:50])
        taken.add(word)
        for (r, c), ch in zip(slot, word):
            out[r][c] = ch
    return ["".join(row) for row in out]


def make_corpus() -> None:
    """Write the grids and ``top100k.txt`` into ``corpus/fill/``."""
    import blacksquare

    from gridcraft.dictionary import builtin

    scores = builtin()
    CORPUS.mkdir(parents=True, exist_ok=True)
    top = list(scores.items())[:100_000]
    (CORPUS / "top100k.txt").write_text("".join(f"{w};{s}\n" for w, s in top), encoding="utf-8")
    stwl = set(blacksquare.DEFAULT_WORDLIST.words)
    common = [w for w, _ in top if w in stwl]  # most frequent first
    for name, size, blocks, seed, _ in BASE:
        rows = make_grid(size, blocks, seed) if blocks else ["." * size] * size
        (CORPUS / f"{name}.txt").write_text("\n".join(rows) + "\n", encoding="utf-8")
        themed = theme(rows, name, common, [w for w, _ in top], set())
        (CORPUS / f"{name}-theme.txt").write_text("\n".join(themed) + "\n", encoding="utf-8")
        print(name, "\n".join(themed), sep="\n", file=sys.stderr)


def grid_names(quick: bool) -> list[str]:
    return [f"{n}{t}" for n, *_, q in BASE if q or not quick for t in ("", "-theme")]


def read_grid(name: str) -> list[str]:
    return (CORPUS / f"{name}.txt").read_text(encoding="utf-8").split()


def dictionary_path(name: str) -> Path:
    """The ``ENTRY;SCORE`` file of a dictionary (``builtin`` written out on first use)."""
    if name == "top100k":
        return CORPUS / "top100k.txt"
    path = OUT / "builtin.txt"
    if not path.exists():
        from gridcraft.dictionary import builtin

        OUT.mkdir(parents=True, exist_ok=True)
        path.write_text("".join(f"{w};{s}\n" for w, s in builtin().items()), encoding="utf-8")
    return path


def read_scores(path: Path) -> dict[str, int]:
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        word, _, score = line.partition(";")
        out[word] = int(score)
    return out


# -- the tools, each inside its own driver process ------------------------------------------------
# A driver prints one JSON object: "fills" [{"t": search s, "at": monotonic clock, "rows": [...]}]
# (each better than the one before), "none" (search s to a proof of none, or null), "status".


def drive_gridcraft(grid: list[str], dict_path: Path, budget: float, warm: bool = False) -> dict[str, Any]:
    """``warm``: the dictionary's entries ordered for every length before the clock starts (as a
    server keeps them, and as blacksquare indexes its list when it is loaded)."""
    from gridcraft.dictionary import parse_dictionary
    from gridcraft.engine import Budget, SearchStats
    from gridcraft.errors import BudgetExceeded, GridcraftError
    from gridcraft.fillin.autofill import FillRequest, filler, fills
    from gridcraft.fillin.parse import parse_grid

    scores = parse_dictionary(dict_path.read_text(encoding="utf-8"), str(dict_path))
    puzzle, _ = parse_grid("\n".join(grid) + "\n")
    request = FillRequest(puzzle, scores)
    if warm:
        from gridcraft.fillin.autofill.index import ordered

        for n in {len(w) for w in scores}:
            ordered(scores, n, request.seed)
    out: dict[str, Any] = {"fills": [], "none": None, "status": "timeout"}
    start = time.perf_counter()
    proof = filler.dead_corner

    def dead_corner(*args: Any, **kw: Any) -> Any:  # the search ended without a fill: proven
        out["none"] = time.perf_counter() - start
        out["none_at"] = time.monotonic()
        return proof(*args, **kw)

    filler.dead_corner = dead_corner
    stats = SearchStats()
    try:
        for fill in fills(request, Budget(time_limit=budget), stats):
            if fill.proven:
                out["proven_best"] = time.perf_counter() - start
                continue
            out["fills"].append(
                {"t": time.perf_counter() - start, "at": time.monotonic(), "rows": list(fill.grid)}
            )
        out["status"] = "fill"
    except BudgetExceeded:
        out["status"] = "timeout"
    except GridcraftError as e:  # NoFill: proven
        out["status"] = "none" if out["none"] is not None else f"error: {type(e).__name__}: {e}"
        out["message"] = str(e)
    out["nodes"] = stats.nodes
    return out


def blacksquare_grid(grid: list[str]) -> list[list[str]]:
    return [["#" if ch == "#" else "?" if ch == "." else ch for ch in row] for row in grid]


def drive_blacksquare(grid: list[str], dict_path: Path | None, budget: float) -> dict[str, Any]:
    import blacksquare

    words = blacksquare.DEFAULT_WORDLIST if dict_path is None else blacksquare.WordList(dict_path)
    xw = blacksquare.Crossword(grid=blacksquare_grid(grid), word_list=words, symmetry=None)
    start = time.perf_counter()
    filled = xw.fill(words, timeout=budget, show_progress=False)
    t = time.perf_counter() - start
    out: dict[str, Any] = {"fills": [], "none": None}
    if filled is None:
        ended = t < budget - 0.05
        out["status"] = "none" if ended else "timeout"
        out["none"] = t if ended else None
        return out
    inner = filled._inner
    rows = [
        "".join(" " if inner.is_cell_black(r, c) else inner.get_cell_value(r, c) for c in range(len(grid[0])))
        for r in range(len(grid))
    ]
    out["status"] = "fill"
    out["fills"].append({"t": t, "at": time.monotonic(), "rows": rows})
    return out


def cpsat_fill(grid: list[str], scores: dict[str, int], budget: float, workers: int = 2) -> dict[str, Any]:
    """Our CP-SAT model of the rules (see the module's text): a first fill or a proof of none."""
    from ortools.sat.python import cp_model

    start = time.perf_counter()
    by_length: dict[int, list[str]] = {}
    for word in scores:
        by_length.setdefault(len(word), []).append(word)
    model = cp_model.CpModel()
    cells: dict[tuple[int, int], Any] = {}
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch == "#":
                continue
            if ch == ".":
                cells[r, c] = model.new_int_var(0, 25, f"r{r}c{c}")
            else:
                cells[r, c] = model.new_constant(ord(ch) - 65)
    slots = runs(grid, "#")
    groups: dict[int, list[Any]] = {}
    infeasible = False
    for k, slot in enumerate(slots):
        words = by_length.get(len(slot), [])
        fixed = [(i, grid[r][c]) for i, (r, c) in enumerate(slot) if grid[r][c] != "."]
        table = [
            [j, *(ord(ch) - 65 for ch in w)]
            for j, w in enumerate(words)
            if all(w[i] == ch for i, ch in fixed)
        ]
        if not table:
            infeasible = True
            break
        index = model.new_int_var(0, len(words) - 1, f"s{k}")
        model.add_allowed_assignments([index, *(cells[cell] for cell in slot)], table)
        groups.setdefault(len(slot), []).append(index)
    for indices in groups.values():
        if len(indices) > 1:
            model.add_all_different(indices)
    out: dict[str, Any] = {"fills": [], "none": None, "build": time.perf_counter() - start}
    if infeasible:  # a slot with no entry at all: proven at once
        out["status"], out["none"] = "none", time.perf_counter() - start
        return out
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = workers
    solver.parameters.max_time_in_seconds = max(0.01, budget - (time.perf_counter() - start))
    status = solver.solve(model)
    t = time.perf_counter() - start
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        rows = [
            "".join(" " if ch == "#" else chr(65 + solver.value(cells[r, c])) for c, ch in enumerate(row))
            for r, row in enumerate(grid)
        ]
        out["status"] = "fill"
        out["fills"].append({"t": t, "at": time.monotonic(), "rows": rows})
    elif status == cp_model.INFEASIBLE:
        out["status"], out["none"] = "none", t
    else:
        out["status"] = "timeout"
    return out


def drive_cpsat(grid: list[str], dict_path: Path, budget: float) -> dict[str, Any]:
    return cpsat_fill(grid, read_scores(dict_path), budget)


def qxw_deck(grid: list[str]) -> str:
    """Qxw's batch deck of a grid: a line per slot, its cells by name, ``=PATTERN`` when it has a
    fixed letter; no duplicate answers (``.UNIQUE 1``, also its default)."""
    lines = [".UNIQUE 1"]
    for slot in runs(grid, "#"):
        letters = "".join(grid[r][c] for r, c in slot)
        pattern = f" ={letters.replace('.', '?')}" if letters.strip(".") else ""
        lines.append(" ".join(f"r{r}c{c}" for r, c in slot) + pattern)
    return "\n".join(lines) + "\n"


def qxw_plain(dict_path: Path) -> Path:
    """The entries of a dictionary file alone, one a line (Qxw reads no scores)."""
    out = OUT / f"{dict_path.stem}-plain.txt"
    if not out.exists() or out.stat().st_mtime < dict_path.stat().st_mtime:
        OUT.mkdir(parents=True, exist_ok=True)
        words = [line.partition(";")[0] for line in dict_path.read_text(encoding="utf-8").splitlines()]
        out.write_text("\n".join(words) + "\n", encoding="utf-8")
    return out


def run_qxw(grid: list[str], dict_path: Path, budget: float, start_up: float) -> dict[str, Any]:
    """Qxw in its batch mode, killed ``GRACE`` s past ``budget`` + its start-up."""
    if QXW is None:
        return {"status": "not installed", "fills": [], "none": None}
    OUT.mkdir(parents=True, exist_ok=True)
    deck = OUT / "qxw-deck.qxd"
    deck.write_text(qxw_deck(grid), encoding="utf-8")
    slots = runs(grid, "#")
    began = time.monotonic()
    try:
        done = subprocess.run(
            [QXW, "-b", "-d", str(qxw_plain(dict_path)), str(deck)],
            capture_output=True,
            text=True,
            timeout=budget + start_up + GRACE,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return {"status": "timeout", "fills": [], "none": None, "process": time.monotonic() - began}
    process = time.monotonic() - began
    t = max(0.0, process - start_up)
    out: dict[str, Any] = {"fills": [], "none": None, "process": process}
    if done.returncode == 4:
        out["status"], out["none"], out["none_process"] = "none", t, process
        return out
    answers = [line.split()[1] for line in done.stdout.splitlines() if line.startswith("W")]
    if done.returncode != 0 or len(answers) != len(slots):
        out["status"] = f"error: exit {done.returncode}: {done.stderr.strip()[:200]}"
        return out
    rows = [[" " if ch == "#" else ch for ch in row] for row in grid]
    for slot, word in zip(slots, answers):
        for (r, c), ch in zip(slot, word):
            rows[r][c] = ch
    out["status"] = "fill"
    out["fills"].append({"t": t, "process": process, "rows": ["".join(row) for row in rows]})
    return out


def qxw_start_up(dict_path: Path) -> float:
    """Seconds Qxw takes to start and load ``dict_path`` (a one-slot deck filled at once)."""
    if QXW is None:
        return 0.0
    OUT.mkdir(parents=True, exist_ok=True)
    deck = OUT / "qxw-start.qxd"
    deck.write_text("a b c\n", encoding="utf-8")
    best = float("inf")
    for _ in range(2):
        began = time.monotonic()
        subprocess.run(
            [QXW, "-b", "-d", str(qxw_plain(dict_path)), str(deck)], capture_output=True, check=False
        )
        best = min(best, time.monotonic() - began)
    return best


def run_driver(tool: str, grid_name: str, dict_name: str, budget: float) -> dict[str, Any]:
    """Run a Python tool in a fresh process; process times from its start."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--driver", tool, grid_name, dict_name, str(budget)]
    began = time.monotonic()
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=budget + 30 + GRACE, check=False)
    except subprocess.TimeoutExpired:
        return {"status": "killed (hung)", "fills": [], "none": None}
    if done.returncode != 0:
        return {"status": f"crashed: {done.stderr.strip()[-300:]}", "fills": [], "none": None}
    out = json.loads(done.stdout.strip().splitlines()[-1])
    for fill in out["fills"]:
        fill["process"] = fill.pop("at") - began
    if out.get("none_at"):
        out["none_process"] = out.pop("none_at") - began
    elif out["none"] is not None:
        out["none_process"] = time.monotonic() - began
    return out


def driver_main(tool: str, grid_name: str, dict_name: str, budget: float) -> int:
    grid = read_grid(grid_name)
    path = None if dict_name == "stwl" else dictionary_path(dict_name)
    if tool in ("gridcraft", "gridcraft-warm"):
        out = drive_gridcraft(grid, path, budget, warm=tool == "gridcraft-warm")
    elif tool == "blacksquare":
        out = drive_blacksquare(grid, path, budget)
    elif tool == "cpsat":
        out = drive_cpsat(grid, path, budget)
    else:
        raise SystemExit(f"unknown tool {tool}")
    print(json.dumps(out))
    return 0


# -- judging and the tables ------------------------------------------------------------------------
def judge(grid: list[str], run: dict[str, Any], scores: dict[str, int]) -> None:
    """Check every fill of ``run`` and give each its lowest and mean score."""
    slots = runs(grid, "#")
    for fill in run["fills"]:
        broken = check_fill(grid, fill["rows"], scores)
        fill["broken"] = broken
        if not broken:
            entry = ["".join(fill["rows"][r][c] for r, c in slot) for slot in slots]
            values = [scores[w] for w in entry]
            fill["lowest"], fill["mean"] = min(values), sum(values) / len(values)


def best_within(run: dict[str, Any], seconds: float) -> dict[str, Any] | None:
    found = [f for f in run["fills"] if f["t"] <= seconds]
    return found[-1] if found else None


def first_cell(run: dict[str, Any]) -> str:
    if run["fills"]:
        f = run["fills"][0]
        if f.get("broken"):
            return f"invalid ({f['broken'][0]})"
        return f"{f['t']:.2f} / {f['process']:.2f}"
    if run["status"] == "none":
        return f"no fill: {run['none']:.2f} / {run['none_process']:.2f}"
    if run["status"].startswith("killed"):
        return "killed: no answer long past its time limit"
    return run["status"]


def score_cell(run: dict[str, Any], seconds: float) -> str:
    f = best_within(run, seconds)
    if f is None:
        return "no fill" if run["status"] == "none" else "—"
    if f.get("broken"):
        return "invalid"
    proven = " (best)" if run.get("proven_best") is not None and run["proven_best"] <= seconds else ""
    return f"{f['lowest']} / {f['mean']:.1f}{proven}"


def ratio(a: dict[str, Any] | None, b: dict[str, Any] | None, search: bool = True) -> str:
    """gridcraft's time to its first fill (or proof) over a peer's, search and whole process
    (only the whole process when ``search`` is false), or who alone got there."""

    def times(run: dict[str, Any] | None) -> tuple[float, float] | None:
        if run is None:
            return None
        if run["fills"] and not run["fills"][0].get("broken"):
            return run["fills"][0]["t"], run["fills"][0]["process"]
        return (run["none"], run["none_process"]) if run["status"] == "none" else None

    ta, tb = times(a), times(b)
    if ta is None and tb is None:
        return "neither"
    if tb is None:
        return "gridcraft only"
    if ta is None:
        return "peer only"
    whole = f"{ta[1] / tb[1]:.2f}"
    return f"{ta[0] / max(tb[0], 1e-4):.2f} / {whole}" if search else whole


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="10 s only, 10 grids")
    ap.add_argument("--grids", help="grid names, comma-separated (default: by --quick)")
    ap.add_argument("--tools", default=",".join(TOOLS), help="comma-separated: " + ",".join(TOOLS))
    ap.add_argument("--dicts", default=",".join(DICTS), help="comma-separated: " + ",".join(DICTS))
    ap.add_argument("--out", type=Path, default=OUT / "fill.json", help="every run, as JSON")
    ap.add_argument("--save", type=Path, help="the printed tables as a results file")
    ap.add_argument("--make-corpus", action="store_true", help="rewrite corpus/fill/")
    ap.add_argument("--driver", nargs=4, help=argparse.SUPPRESS)
    ap.add_argument(
        "--tables",
        type=Path,
        metavar="FILE",
        help="print (and rewrite) a results file's tables from its records",
    )
    args = ap.parse_args()
    if args.driver:
        tool, grid_name, dict_name, budget = args.driver
        return driver_main(tool, grid_name, dict_name, float(budget))
    if args.make_corpus:
        make_corpus()
        return 0
    if args.tables:
        return retable(args.tables)
    budgets = [10.0] if args.quick else [10.0, 60.0]
    names = args.grids.split(",") if args.grids else grid_names(args.quick)
    tools = args.tools.split(",")
    dicts = args.dicts.split(",")
    scores = {d: read_scores(dictionary_path(d)) for d in dicts if d != "stwl"}
    if "stwl" in dicts and "blacksquare" in tools:
        import blacksquare

        wl = blacksquare.DEFAULT_WORDLIST
        scores["stwl"] = {w: round(s * 100) for w, s in zip(wl.words, wl.scores)}
    start_up = {d: qxw_start_up(dictionary_path(d)) for d in dicts if d != "stwl" and "qxw" in tools}
    if start_up:
        print(f"Qxw start-up and dictionary load: {start_up}", file=sys.stderr)
    records: list[dict[str, Any]] = []
    for name in names:
        grid = read_grid(name)
        for d in dicts:
            for tool in tools:
                if d == "stwl" and tool != "blacksquare":
                    continue
                if tool == "qxw":
                    run = run_qxw(grid, dictionary_path(d), budgets[-1], start_up[d])
                else:
                    run = run_driver(tool, name, d, budgets[-1])
                judge(grid, run, scores[d])
                run.update(grid=name, dict=d, tool=tool)
                records.append(run)
                print(f"{name} {d} {tool}: {first_cell(run)}; {score_cell(run, budgets[0])}", file=sys.stderr)
    printed = report(records, names, dicts, tools, budgets)
    print(printed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(records, indent=1), encoding="utf-8")
    if args.save:
        qxw = qxw_version()
        notes = [
            (
                f"Qxw {qxw}: batch mode (qxw -b -d DICT DECK), plain entries, killed {GRACE:g} s past the "
                f"budget plus its start-up and dictionary load "
                f"({', '.join(f'{d} {s:.2f} s' for d, s in start_up.items())})"
            ),
            "first fill: search s / whole-process s; no fill: the same for the proof",
        ]
        titles = ["first fill or proof of none", *(f"best fill at {b:g} s" for b in budgets), "ratios"]
        path = results.save(args.save, benchmark="fill.py", printed=printed, notes=notes, records=records,
                            names=titles)  # fmt: skip
        doc = results.load(path)
        doc["environment"]["versions"]["qxw"] = qxw
        path.write_text(results.dumps(doc), encoding="utf-8")
    return 0


def retable(path: Path) -> int:
    """Render a results file's tables again from its records (same run, same machine)."""
    doc = results.load(path)
    records = doc["records"]
    names = list(dict.fromkeys(r["grid"] for r in records))
    dicts = list(dict.fromkeys(r["dict"] for r in records))
    tools = [t for t in TOOLS if any(r["tool"] == t for r in records)]
    budgets = [10.0] if "--quick" in doc["command"] else [10.0, 60.0]
    printed = report(records, names, dicts, tools, budgets)
    print(printed)
    titles = [t["name"] for t in doc["tables"]]
    doc["tables"] = results.tables(printed)
    for table, title in zip(doc["tables"], titles):
        table["name"] = title
    path.write_text(results.dumps(doc), encoding="utf-8")
    return 0


def qxw_version() -> str:
    try:
        done = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Version}", "qxw"], capture_output=True, text=True, check=False
        )
        return done.stdout.strip() or "not installed"
    except OSError:
        return "unknown"


def report(records: list[dict[str, Any]], names: list[str], dicts: list[str], tools: list[str],
           budgets: list[float]) -> str:  # fmt: skip
    def get(name: str, d: str, tool: str) -> dict[str, Any] | None:
        return next((r for r in records if r["grid"] == name and r["dict"] == d and r["tool"] == tool), None)

    rows_of = [(n, d) for n in names for d in dicts if any(get(n, d, t) for t in tools)]
    head = ["grid", "dict", *(SHOWN[t] for t in tools)]
    lines = []

    def table(cells: list[list[str]]) -> None:
        lines.append("| " + " | ".join(head) + " |")
        lines.append("|" + "---|" * len(head))
        lines.extend("| " + " | ".join(row) + " |" for row in cells)
        lines.append("")

    lines.append("First fill, search s / process s (or the proof of none); 'timeout': none in the budget")
    lines.append("")
    table([[n, d, *(first_cell(r) if (r := get(n, d, t)) else "—" for t in tools)] for n, d in rows_of])
    for seconds in budgets:
        lines.append(f"Best fill within {seconds:g} s of search: lowest score / mean score")
        lines.append("")
        table([[n, d, *(score_cell(r, seconds) if (r := get(n, d, t)) else "—" for t in tools)]
               for n, d in rows_of])  # fmt: skip
    peers = [t for t in tools if t != "gridcraft"]
    if "gridcraft" in tools and peers:
        lines.append(
            "Ratios: gridcraft's time to a first fill (or proof) / the peer's, search / whole process "
            "(Qxw: whole process only); below 1: gridcraft is faster"
        )
        lines.append("")
        head = ["grid", "dict", *(f"gridcraft / {SHOWN[t]}" for t in peers)]
        own = get  # the runs of a grid and dictionary
        table([[n, d, *(ratio(own(n, d, "gridcraft"), own(n, d, t), t != "qxw") for t in peers)]
               for n, d in rows_of if d != "stwl"])  # fmt: skip
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
