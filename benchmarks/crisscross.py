"""Side-by-side benchmark: gridcraft's criss-cross generator against peer tools.

Every tool runs as its own subprocess on every word list and is timed as a whole process (start-up
included), so the seconds compare like with like:

``gridcraft``      ``python -m gridcraft generate LIST --format json --time-limit T --seed S``
                   (the project's ``.venv`` python if there is one, else this python, with ``src/`` on
                   ``PYTHONPATH``)
``genxword``       genxword's own ``Crossword.compute_crossword(T)`` (PyPI ``genxword``), through
                   ``genxword_driver.py`` in ``benchmarks/.peers/venv``; it stops at its first layout
                   that holds every word
``genxword-area``  the same genxword attempts repeated for the whole budget, keeping the complete
                   layout with the smallest bounding box (genxword's best effort at our objective)
``clg``            npm ``crossword-layout-generator`` through ``clg_driver.js`` (no seed, no budget)

Each peer's output is converted to :class:`gridcraft.crisscross.Placement` objects (0-based row and
column), normalised with :meth:`Layout.from_placements` and judged by gridcraft's own independent
checker :func:`check_layout`. A tool that leaves words out is ``partial`` and is judged on the words it
placed. A tool that crashes, prints something unreadable or overruns its hard timeout (3 x budget +
30 s) is reported as such. Per list, ``ratio`` is gridcraft's area over the smallest area among the
peers whose layout holds every word and passes the checker.

Output: a markdown table on stdout and ``benchmarks/out/crisscross.json``. Progress goes to stderr.
Install the peers first with ``bash benchmarks/setup_peers.sh`` (see benchmarks/README.md)::

    python benchmarks/crisscross.py [--time-limit 10] [--seed 0] [--lists english-19,common-40]
                                    [--tools gridcraft,genxword,genxword-area,clg] [--out FILE]
                                    [--gridcraft-limits 10,60]

Random lists (``--random 12,40,200 --seeds 1000-1009``): instead of the fixed lists, one list per size
and seed, drawn by :mod:`wordlists` and written to ``benchmarks/out/lists/rand-<size>-s<seed>.txt``.
There ``genxword-area`` runs twice at once, on genxword's default grid and on one of twice its side,
and the better of the two counts; peer runs are kept in ``benchmarks/out/peer-cache.json`` (keyed by
tool, grid, words, seed, budget and the peer's driver and pins; ``--no-cache`` runs them again), so a
rerun times only gridcraft. The table is per size and gridcraft budget (``--per-list`` adds the lists);
the JSON (default ``benchmarks/out/crisscross-random.json``) holds every run, list and row.

This file is a script, not a test module: pytest never collects it (``testpaths = ["tests"]``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import shutil
import signal
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
SRC = REPO / "src"
PEERS = BENCH / ".peers"
OUT = BENCH / "out"
sys.path.insert(0, str(SRC))
sys.path.insert(0, str(BENCH))

import results
import wordlists

from gridcraft.crisscross import Layout, Placement, check_layout
from gridcraft.words import parse_word_list

LISTS = ("animals-ru", "english-19", "common-40", "common-60", "common-80")
# the lists that gridcraft bundles as examples are read from the package (one copy of each list)
BUNDLED = ("animals-ru", "english-19")


def list_path(name: str) -> Path:
    """The file of the fixed list ``name``: the package's example, or ``benchmarks/lists/``."""
    if name in BUNDLED:
        return SRC / "gridcraft" / "data" / f"{name}.txt"
    return BENCH / "lists" / f"{name}.txt"


TOOLS = ("gridcraft", "genxword", "genxword-area", "clg")
SETUP_HINT = "run: bash benchmarks/setup_peers.sh"
OPTIMAL = "proven optimal"
# genxword-area on random lists: (variant, grid side as a multiple of genxword's own default)
GENXWORD_GRIDS = (("default grid", 1), ("doubled grid", 2))
# what a peer's result depends on besides its inputs: its driver and its pinned version
PEER_FILES = {
    "genxword": ("genxword_driver.py", "requirements.txt"),
    "genxword-area": ("genxword_driver.py", "requirements.txt"),
    "clg": ("clg_driver.js", "package.json"),
}


# -- records ------------------------------------------------------------------------------------------
@dataclass
class Command:
    """How to start one tool on one list: argv, text for its stdin, extra environment."""

    argv: list[str]
    stdin: str = ""
    env: dict[str, str] = field(default_factory=dict)


@dataclass
class Run:
    """One tool on one list. ``status``: complete, partial, timeout, crash, error, not installed."""

    list: str
    tool: str
    total: int
    status: str = "error"
    placed: int = 0
    width: int = 0
    height: int = 0
    area: int = 0
    density: float = 0.0
    crossings: int = 0
    seconds: float = 0.0
    valid: bool | None = None
    problems: list[str] = field(default_factory=list)
    note: str = ""
    version: str = ""
    grid: list[str] = field(default_factory=list)
    placements: list[dict[str, object]] = field(default_factory=list)
    variant: str = ""  # which of a tool's runs on this list: "doubled grid", "60 s"
    budget: float = 0.0  # the time limit it was given, seconds
    optimal: bool = False  # gridcraft proved the area minimal
    cached: bool = False  # taken from the peer cache, not run now

    @property
    def label(self) -> str:
        return f"{self.tool} ({self.variant})" if self.variant else self.tool

    @property
    def good(self) -> bool:
        """Every word placed and the checker found nothing."""
        return self.status == "complete" and bool(self.valid)


@dataclass
class Options:
    time_limit: float
    seed: int
    genxword_grid: int
    genxword_factor: int = 0  # without genxword_grid: this many times genxword's default side

    @property
    def timeout(self) -> float:
        """Hard wall-clock limit of one run: 3 x budget + 30 s."""
        return 3 * self.time_limit + 30


@dataclass(frozen=True)
class WordList:
    """A list to run every tool on: a file of ``lists/`` or a list drawn by :mod:`wordlists`."""

    name: str
    path: Path
    words: tuple[str, ...]  # letters as placed, upper-case
    size: int = 0  # random lists: the size asked for
    seed: int | None = None  # random lists: the draw's seed (not the tools' seed)

    @staticmethod
    def fixed(name: str) -> WordList:
        path = list_path(name)
        words = parse_word_list(path.read_text(encoding="utf-8"), source=str(path))
        return WordList(name, path, tuple(e.letters for e in words))

    @staticmethod
    def drawn(size: int, seed: int) -> WordList:
        name = wordlists.list_name(size, seed)
        path = OUT / "lists" / f"{name}.txt"
        words = wordlists.draw(size, seed)
        wordlists.write_list(path, size, seed, words)
        return WordList(name, path, tuple(words), size, seed)


@dataclass
class Limits:
    """The peers' budget is ``Options.time_limit``; gridcraft runs once per entry of ``gridcraft``."""

    gridcraft: list[float]

    def variant(self, limit: float) -> str:
        return f"{limit:g} s" if len(self.gridcraft) > 1 else ""


# -- tools: command builders and output parsers ---------------------------------------------------------
Parsed = tuple[list[Placement], str, str]  # placements, version, note


def gridcraft_command(words: list[str], path: Path, opt: Options) -> Command | str:
    venv = REPO / ".venv" / "bin" / "python"
    python = str(venv) if venv.exists() else sys.executable
    pythonpath = os.pathsep.join(p for p in (str(SRC), os.environ.get("PYTHONPATH", "")) if p)
    argv = [python, "-m", "gridcraft", "generate", str(path), "--format", "json",
            "--time-limit", f"{opt.time_limit:g}", "--seed", str(opt.seed)]  # fmt: skip
    return Command(argv, env={"PYTHONPATH": pythonpath})


def gridcraft_parse(out: str) -> Parsed:
    doc = json.loads(out)
    ps = [
        Placement(p["word"], p["row"], p["col"], p["direction"], p.get("entry", ""))
        for p in doc["placements"]
    ]
    note = OPTIMAL if doc.get("optimal") else ""
    return ps, "", note


def genxword_command(mode: str) -> Callable[[list[str], Path, Options], Command | str]:
    def build(words: list[str], path: Path, opt: Options) -> Command | str:
        python = PEERS / "venv" / "bin" / "python"
        if not python.exists():
            return f"not installed ({SETUP_HINT})"
        argv = [str(python), str(BENCH / "genxword_driver.py"), "--mode", mode,
                "--time-limit", f"{opt.time_limit:g}", "--seed", str(opt.seed)]  # fmt: skip
        if opt.genxword_grid:
            argv += ["--grid", str(opt.genxword_grid)]
        elif opt.genxword_factor:
            argv += ["--grid-factor", str(opt.genxword_factor)]
        return Command(argv, stdin="\n".join(words) + "\n")

    return build


def genxword_parse(out: str) -> Parsed:
    doc = json.loads(out)
    # row/col are already 0-based indices into genxword's rows x cols grid
    ps = [Placement(p["word"], p["row"], p["col"], p["direction"]) for p in doc["placements"]]
    note = f"grid {doc['rows']}x{doc['cols']}"
    if doc.get("attempts", -1) >= 0:
        note += f", {doc['attempts']} attempts"
    return ps, doc["version"], note


def clg_command(words: list[str], path: Path, opt: Options) -> Command | str:
    node = shutil.which("node")
    module = PEERS / "node" / "node_modules" / "crossword-layout-generator"
    if node is None or not module.exists():
        return f"not installed ({SETUP_HINT})"
    return Command([node, str(BENCH / "clg_driver.js")], stdin="\n".join(words) + "\n",
                   env={"CLG_MODULE": str(module)})  # fmt: skip


def clg_parse(out: str) -> Parsed:
    doc = json.loads(out)
    # startx/starty are 1-based (column, row); orientation "none" marks an unplaced word
    ps = [
        Placement(w["answer"], w["starty"] - 1, w["startx"] - 1, w["orientation"])
        for w in doc["result"]
        if w["orientation"] != "none"
    ]
    return ps, doc["version"], "no budget, no seed"


TOOL_SPECS: dict[str, tuple[Callable[[list[str], Path, Options], Command | str], Callable[[str], Parsed]]] = {
    "gridcraft": (gridcraft_command, gridcraft_parse),
    "genxword": (genxword_command("first"), genxword_parse),
    "genxword-area": (genxword_command("area"), genxword_parse),
    "clg": (clg_command, clg_parse),
}


# -- running and judging --------------------------------------------------------------------------------
def run_process(cmd: Command, timeout: float) -> tuple[int | None, str, str, float]:
    """Run ``cmd`` in its own process group; return (exit code or None on timeout, stdout, stderr, s)."""
    env = {**os.environ, **cmd.env}
    start = time.perf_counter()
    proc = subprocess.Popen(
        cmd.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, encoding="utf-8", errors="replace", env=env, cwd=BENCH, start_new_session=True,
    )  # fmt: skip
    try:
        out, err = proc.communicate(cmd.stdin, timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = proc.communicate()
        return None, out, err, time.perf_counter() - start
    return proc.returncode, out, err, time.perf_counter() - start


def last_line(text: str) -> str:
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return lines[-1][:200] if lines else ""


def judge(run: Run, words: list[str], placements: list[Placement]) -> None:
    """Fill in the metrics of ``run`` from ``placements``, judged by gridcraft's checker."""
    if not placements:
        run.status, run.note = "error", "no word placed"
        return
    extra = Counter(p.word for p in placements) - Counter(words)
    layout = Layout.from_placements(placements)
    missing = Counter(words) - Counter(p.word for p in placements)
    complete = not missing and not extra
    run.problems = check_layout(layout.placements, layout.width, layout.height, words if complete else None)
    if extra:
        run.problems.append(f"placed words not in the list (or placed twice): {sorted(extra.elements())}")
    if missing:
        run.note = "; ".join(x for x in (run.note, f"dropped {sorted(missing.elements())}") if x)
    run.status = "complete" if complete else "partial"
    run.valid = not run.problems
    run.placed = len(placements)
    run.width, run.height, run.area = layout.width, layout.height, layout.area
    run.density, run.crossings = round(layout.density, 3), layout.crossings
    run.grid = layout.rows()
    run.placements = [
        {"word": p.word, "row": p.row, "col": p.col, "direction": p.direction} for p in layout.placements
    ]


def bench_one(wl: WordList, tool: str, opt: Options, variant: str = "") -> Run:
    """Run one tool on one list; never raises for a tool's failure."""
    words = list(wl.words)
    run = Run(wl.name, tool, total=len(words), variant=variant, budget=opt.time_limit)
    build, parse = TOOL_SPECS[tool]
    cmd = build(words, wl.path, opt)
    if isinstance(cmd, str):
        run.status, run.note = "not installed", cmd
        return run
    try:
        code, out, err, run.seconds = run_process(cmd, opt.timeout)
    except OSError as exc:
        run.status, run.note = "crash", f"could not start: {exc}"
        return run
    run.seconds = round(run.seconds, 2)
    if code is None:
        run.status, run.note = "timeout", f"killed after {opt.timeout:g} s"
        return run
    if code != 0:
        crashed = code not in (1, 3) or "Traceback (most recent call last)" in err
        what = f"exit {code}" if crashed else {1: "no layout (exit 1)", 3: "budget ran out (exit 3)"}[code]
        run.status = "crash" if crashed else "error"
        run.note = f"{what}: {last_line(err)}" if last_line(err) else what
        return run
    try:
        placements, run.version, run.note = parse(out)
        run.optimal = run.note == OPTIMAL
        judge(run, words, placements)
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        run.status, run.note = "error", f"unreadable output ({type(exc).__name__}: {exc}): {last_line(out)}"
    return run


def bench_logged(wl: WordList, tool: str, opt: Options, variant: str = "") -> Run:
    """:func:`bench_one`, with a progress line on stderr before and after."""
    label = f"{tool} ({variant})" if variant else tool
    log(f"[{wl.name} / {label}] ...")
    run = bench_one(wl, tool, opt, variant)
    log(f"[{wl.name} / {label}] {run.status} in {run.seconds:.2f} s")
    return run


def log(line: str) -> None:
    """One progress line on stderr, written whole (two peers may log at once)."""
    sys.stderr.write(line + "\n")
    sys.stderr.flush()


def bench_gridcraft(wl: WordList, opt: Options, limits: Limits) -> list[Run]:
    """gridcraft on ``wl`` once per budget of ``limits``, one after the other (it uses both cores)."""
    return [
        bench_logged(wl, "gridcraft", replace(opt, time_limit=limit), limits.variant(limit))
        for limit in limits.gridcraft
    ]


# -- random lists: peers two at a time, cached -----------------------------------------------------------
PeerJob = tuple[str, str, Options]  # tool, variant, options


def peer_jobs(tools: list[str], opt: Options) -> list[PeerJob]:
    """The peer runs for one random list: genxword-area once per grid of ``GENXWORD_GRIDS``."""
    jobs: list[PeerJob] = []
    for tool in tools:
        if tool == "genxword-area":
            jobs += [(tool, v, replace(opt, genxword_grid=0, genxword_factor=f)) for v, f in GENXWORD_GRIDS]
        elif tool != "gridcraft":
            jobs.append((tool, "", opt))
    return jobs


class PeerCache:
    """Peer runs by a SHA-256 of what they depend on, in a JSON file; only runs that gave a layout.

    Disabled (``--no-cache``), it reads no entry but still stores the new runs, replacing old ones.
    """

    def __init__(self, path: Path, enabled: bool) -> None:
        self.path, self.enabled = path, enabled
        self.entries: dict[str, dict[str, object]] = {}
        if path.exists():
            try:
                self.entries = json.loads(path.read_text(encoding="utf-8"))
            except ValueError as exc:
                log(f"{path}: unreadable ({exc}); starting an empty peer cache")

    @staticmethod
    def key(job: PeerJob, words: tuple[str, ...]) -> str:
        tool, variant, opt = job
        code = hashlib.sha256()
        for name in PEER_FILES.get(tool, ()):
            code.update((BENCH / name).read_bytes())
        what = {
            "tool": tool, "variant": variant, "grid": opt.genxword_grid, "factor": opt.genxword_factor,
            "words": list(words), "seed": opt.seed, "time_limit": opt.time_limit, "peer": code.hexdigest(),
        }  # fmt: skip
        return hashlib.sha256(json.dumps(what, sort_keys=True).encode("utf-8")).hexdigest()

    def get(self, key: str, list_name: str) -> Run | None:
        entry = self.entries.get(key) if self.enabled else None
        if entry is None:
            return None
        return replace(Run(**entry), list=list_name, cached=True)  # type: ignore[arg-type]

    def put(self, key: str, run: Run) -> None:
        if run.status in ("complete", "partial"):
            self.entries[key] = asdict(run)

    def save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.entries, ensure_ascii=False) + "\n", encoding="utf-8")
        tmp.replace(self.path)


def bench_peers(wl: WordList, jobs: list[PeerJob], cache: PeerCache) -> list[Run]:
    """Every peer job on ``wl`` not in the cache, two processes at a time (each peer is single-threaded)."""
    keys = [PeerCache.key(job, wl.words) for job in jobs]
    runs = [cache.get(key, wl.name) for key in keys]
    for run in runs:
        if run is not None:
            log(f"[{wl.name} / {run.label}] {run.status} (cached)")
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {
            i: pool.submit(bench_logged, wl, tool, opt, variant)
            for i, (tool, variant, opt) in enumerate(jobs)
            if runs[i] is None
        }
        for i, future in futures.items():
            runs[i] = future.result()
            cache.put(keys[i], future.result())
    cache.save()
    return [run for run in runs if run is not None]


# -- report ---------------------------------------------------------------------------------------------
Row = dict[str, object]


def ratios(runs: list[Run]) -> list[Row]:
    """Per list and gridcraft run: gridcraft area / best area among peers with a complete, valid layout."""
    rows = []
    for name in dict.fromkeys(r.list for r in runs):
        mine_all: list[Run | None] = [r for r in runs if r.list == name and r.tool == "gridcraft"]
        peers = [r for r in runs if r.list == name and r.tool != "gridcraft" and r.good]
        best = min(peers, key=lambda r: (r.area, r.seconds), default=None)
        for mine in mine_all or [None]:
            complete = mine is not None and mine.status == "complete"
            row: Row = {
                "list": name,
                "gridcraft_area": mine.area if mine and complete else None,
                "gridcraft_valid": mine.valid if mine else None,
                "best_peer": best.label if best else None,
                "best_peer_area": best.area if best else None,
                "ratio": round(mine.area / best.area, 3) if mine and complete and best else None,
                "gridcraft_limit": mine.budget if mine else None,
                "gridcraft_good": mine.good if mine else None,
                "gridcraft_density": mine.density if mine and complete else None,
                "gridcraft_optimal": mine.optimal if mine else None,
            }
            rows.append(row)
    return rows


def median(values: list[float]) -> float | None:
    return round(statistics.median(values), 4) if values else None


def summary(rows: list[Row], runs: list[Run], lists: list[WordList]) -> list[Row]:
    """Per size and gridcraft budget: medians and worst ratio over the lists, and the failures."""
    size = {wl.name: wl.size for wl in lists}
    groups: dict[tuple[int, object], list[Row]] = {}
    for row in rows:
        groups.setdefault((size[str(row["list"])], row["gridcraft_limit"]), []).append(row)
    out = []
    for (n, limit), group in groups.items():
        names = {row["list"] for row in group}
        peer_runs = [r for r in runs if r.list in names and r.tool != "gridcraft"]

        def values(key: str) -> list[float]:
            return [float(v) for row in group if isinstance(v := row[key], (int, float))]  # noqa: B023

        ratio = values("ratio")
        out.append({
            "size": n, "gridcraft_limit": limit, "lists": len(group), "with_ratio": len(ratio),
            "ratio_median": median(ratio), "ratio_worst": max(ratio, default=None),
            "gridcraft_area_median": median(values("gridcraft_area")),
            "density_median": median(values("gridcraft_density")),
            "peer_area_median": median(values("best_peer_area")),
            "optimal": sum(1 for row in group if row["gridcraft_optimal"]),
            "gridcraft_bad": sum(1 for row in group if row["gridcraft_good"] is False),
            "peer_bad": sum(1 for r in peer_runs if not r.good), "peer_runs": len(peer_runs),
        })  # fmt: skip
    return out


def num(value: object, digits: int = 3) -> str:
    if value is None:
        return "—"
    if isinstance(value, float):
        return f"{value:.{digits}f}".rstrip("0").rstrip(".") if digits else f"{value:g}"
    return str(value)


def markdown_summary(table: list[Row]) -> list[str]:
    columns = ["size", "gridcraft s", "lists", "ratio median", "ratio worst", "gridcraft area median"]
    columns += ["density median", "best peer area median", "proven optimal", "gridcraft invalid/incomplete"]
    columns += ["peer runs invalid/incomplete"]
    out = [
        "| " + " | ".join(columns) + " |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for t in table:
        cells = [
            num(t["size"]), num(t["gridcraft_limit"], 0), num(t["lists"]), num(t["ratio_median"]),
            num(t["ratio_worst"]), num(t["gridcraft_area_median"], 1), num(t["density_median"]),
            num(t["peer_area_median"], 1), num(t["optimal"]), num(t["gridcraft_bad"]),
            f"{t['peer_bad']}/{t['peer_runs']}",
        ]  # fmt: skip
        if t["with_ratio"] != t["lists"]:
            cells[3] += f" (of {t['with_ratio']})"
        out.append("| " + " | ".join(cells) + " |")
    return out


def fmt_run(r: Run) -> str:
    ok = r.status in ("complete", "partial")
    valid = "—" if r.valid is None else ("yes" if r.valid else f"NO ({len(r.problems)})")
    seconds = f"{r.seconds:.2f}" + (" (cached)" if r.cached else "")
    cells = [
        r.list, r.label, f"{r.placed}/{r.total}" if ok else "—", r.status,
        f"{r.width}x{r.height}" if ok else "—", str(r.area) if ok else "—",
        f"{r.density:.3f}" if ok else "—", str(r.crossings) if ok else "—",
        seconds if r.status != "not installed" else "—", valid, r.note.replace("|", "/"),
    ]  # fmt: skip
    return "| " + " | ".join(cells) + " |"


def markdown_lists(runs: list[Run], ratio_rows: list[Row], limits: Limits) -> list[str]:
    """The table of every run and the table of ratios per list (and gridcraft budget)."""
    columns = ["list", "tool", "placed", "status", "size (WxH)", "area", "density", "crossings", "seconds"]
    columns += ["valid", "note"]
    out = [
        "| " + " | ".join(columns) + " |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
        *(fmt_run(r) for r in runs),
        "",
        "| list | gridcraft area | best complete valid peer | its area | ratio gridcraft/best |",
        "|---|---|---|---|---|",
    ]
    for row in ratio_rows:
        name = str(row["list"])
        if len(limits.gridcraft) > 1 and row["gridcraft_limit"] is not None:
            name += f", gridcraft {row['gridcraft_limit']:g} s"
        cells = [name, row["gridcraft_area"], row["best_peer"], row["best_peer_area"], row["ratio"]]
        out.append("| " + " | ".join("—" if c is None else str(c) for c in cells) + " |")
    return out


def markdown_findings(runs: list[Run]) -> list[str]:
    problems = [r for r in runs if r.problems]
    if not problems:
        return []
    out = ["", "Checker findings:"]
    for r in problems:
        shown = "; ".join(r.problems[:5]) + (
            f"; ... {len(r.problems) - 5} more" if len(r.problems) > 5 else ""
        )
        out.append(f"- {r.list} / {r.label}: {shown}")
    return out


def markdown(runs: list[Run], ratio_rows: list[Row], opt: Options, limits: Limits) -> str:
    title = f"Criss-cross benchmark: budget {opt.time_limit:g} s, seed {opt.seed}, "
    title += f"hard timeout {opt.timeout:g} s; validity by gridcraft.crisscross.check_layout."
    if limits.gridcraft != [opt.time_limit]:
        title += f" gridcraft budgets: {', '.join(f'{x:g}' for x in limits.gridcraft)} s."
    return "\n".join([title, "", *markdown_lists(runs, ratio_rows, limits), *markdown_findings(runs)])


def markdown_random(
    doc: dict[str, object], runs: list[Run], opt: Options, limits: Limits, per_list: bool
) -> str:
    info = wordlists.pool().info
    title = (
        f"Criss-cross benchmark on random lists: sizes {doc['sizes']}, list seeds {doc['list_seeds']}; "
        f"peers {opt.time_limit:g} s, gridcraft {', '.join(f'{x:g}' for x in limits.gridcraft)} s, "
        f"tool seed {opt.seed}; ratio = gridcraft area / best complete valid peer area "
        f"(pool: {info['words']} words, sha256 {str(info['sha256'])[:12]})."
    )
    out = [title, "", *markdown_summary(doc["summary"])]  # type: ignore[arg-type]
    if per_list:
        out += ["", *markdown_lists(runs, doc["ratios"], limits)]  # type: ignore[arg-type]
    return "\n".join(out + markdown_findings(runs))


# -- command line -----------------------------------------------------------------------------------------
def names(values: list[str], allowed: tuple[str, ...], what: str) -> list[str]:
    chosen = [v for value in values for v in value.split(",") if v]
    unknown = [v for v in chosen if v not in allowed]
    if unknown:
        raise SystemExit(f"unknown {what}: {', '.join(unknown)} (choose from {', '.join(allowed)})")
    return chosen


def seconds_list(text: str) -> list[float]:
    try:
        values = [float(v) for v in text.split(",") if v.strip()]
    except ValueError:
        raise SystemExit(f"bad --gridcraft-limits {text!r}: give seconds, comma-separated") from None
    if not values or min(values) <= 0:
        raise SystemExit(f"bad --gridcraft-limits {text!r}: give positive seconds")
    return values


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Criss-cross generator vs peer tools, side by side.")
    add = parser.add_argument
    add("--time-limit", type=float, default=10.0, help="budget per run in seconds (default 10)")
    add("--seed", type=int, default=0, help="seed for gridcraft and genxword (default 0)")
    add("--lists", nargs="+", default=None, metavar="NAMES",
        help=f"word lists, comma- or space-separated (default: {','.join(LISTS)})")  # fmt: skip
    add("--tools", nargs="+", default=[",".join(TOOLS)], metavar="NAMES",
        help=f"tools, comma- or space-separated (default: {','.join(TOOLS)})")  # fmt: skip
    add("--genxword-grid", type=int, default=0, metavar="N",
        help="genxword's square grid side (default: twice genxword's own default)")  # fmt: skip
    add("--gridcraft-limits", type=seconds_list, default=None, metavar="S,S",
        help="run gridcraft once per budget, seconds (default: --time-limit); peers keep --time-limit")  # fmt: skip
    add("--random", metavar="SIZES", default=None,
        help="random lists of these sizes instead of the fixed lists, e.g. 12,20,40,80,200,400")  # fmt: skip
    add("--seeds", metavar="A-B", default=None,
        help="list seeds for --random: A-B or a comma list (default 1000-1009); tune below 1000")  # fmt: skip
    add("--no-cache", action="store_true", help="--random: run the peers again, ignoring peer-cache.json")
    add("--per-list", action="store_true", help="--random: also print the tables per list")
    add("--out", type=Path, default=None,
        help="JSON results file (default benchmarks/out/crisscross.json, or crisscross-random.json)")  # fmt: skip
    add("--save", type=Path, default=None,
        help="also write the printed tables as a results file (benchmarks/results.py), such as "
             "benchmarks/results/crisscross.json")  # fmt: skip
    args = parser.parse_args(argv)
    if args.random is None and (args.seeds or args.no_cache or args.per_list):
        parser.error("--seeds, --no-cache and --per-list go with --random")
    if args.random is not None and args.lists is not None:
        parser.error("--lists and --random exclude each other")
    return args


def run_fixed(lists: list[str], tools: list[str], opt: Options, limits: Limits) -> tuple[list[Run], str, Row]:
    """The fixed lists, each tool in turn (gridcraft once per budget)."""
    runs = []
    for wl in map(WordList.fixed, lists):
        for tool in tools:
            if tool == "gridcraft":
                runs += bench_gridcraft(wl, opt, limits)
            else:
                runs.append(bench_logged(wl, tool, opt))
    ratio_rows = ratios(runs)
    return runs, markdown(runs, ratio_rows, opt, limits), {"ratios": ratio_rows}


def run_random(
    args: argparse.Namespace, tools: list[str], opt: Options, limits: Limits
) -> tuple[list[Run], str, Row]:
    """One drawn list per size and seed: the peers two at a time (cached), then gridcraft."""
    sizes = wordlists.int_ranges(args.random, "size")
    seeds = wordlists.int_ranges(args.seeds or "1000-1009", "seed")
    cache = PeerCache(OUT / "peer-cache.json", enabled=not args.no_cache)
    jobs = peer_jobs(tools, opt)
    runs: list[Run] = []
    lists: list[WordList] = []
    records = []
    for size in sizes:
        for seed in seeds:
            wl = WordList.drawn(size, seed)
            lists.append(wl)
            start = time.perf_counter()
            peers = bench_peers(wl, jobs, cache)
            wall = round(time.perf_counter() - start, 2)
            runs += peers + (bench_gridcraft(wl, opt, limits) if "gridcraft" in tools else [])
            records.append({"list": wl.name, "size": size, "seed": seed, "path": str(wl.path),
                            "words": list(wl.words), "peer_wall_seconds": wall,
                            "peers_cached": all(r.cached for r in peers)})  # fmt: skip
    ratio_rows = ratios(runs)
    doc: Row = {
        "sizes": sizes, "list_seeds": seeds, "pool": wordlists.pool().info, "lists": records,
        "ratios": ratio_rows, "summary": summary(ratio_rows, runs, lists),
    }  # fmt: skip
    return runs, markdown_random(doc, runs, opt, limits, args.per_list), doc


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    opt = Options(args.time_limit, args.seed, args.genxword_grid)
    limits = Limits(args.gridcraft_limits or [opt.time_limit])
    tools = names(args.tools, TOOLS, "tool")
    if args.random is None:
        lists = names(args.lists or [",".join(LISTS)], LISTS, "list")
        runs, text, extra = run_fixed(lists, tools, opt, limits)
        out = args.out or OUT / "crisscross.json"
    else:
        runs, text, extra = run_random(args, tools, opt, limits)
        out = args.out or OUT / "crisscross-random.json"
    print(text)

    doc = {
        "benchmark": "crisscross" if args.random is None else "crisscross-random",
        "time_limit": opt.time_limit,
        "seed": opt.seed,
        "timeout": opt.timeout,
        "gridcraft_limits": limits.gridcraft,
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "runs": [asdict(r) for r in runs],
        **extra,
    }
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {out}", file=sys.stderr)
    if args.save:
        results.save(
            args.save,
            benchmark=f"crisscross.py{'' if args.random is None else ' --random'}",
            printed=text,
            records=extra.get("summary"),
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
