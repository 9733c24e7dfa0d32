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

This file is a script, not a test module: pytest never collects it (``testpaths = ["tests"]``).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
SRC = REPO / "src"
PEERS = BENCH / ".peers"
sys.path.insert(0, str(SRC))

from gridcraft.crisscross import Layout, Placement, check_layout
from gridcraft.words import parse_word_list

LISTS = ("animals-ru", "english-19", "common-40", "common-60", "common-80")
TOOLS = ("gridcraft", "genxword", "genxword-area", "clg")
SETUP_HINT = "run: bash benchmarks/setup_peers.sh"


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


@dataclass
class Options:
    time_limit: float
    seed: int
    genxword_grid: int

    @property
    def timeout(self) -> float:
        """Hard wall-clock limit of one run: 3 x budget + 30 s."""
        return 3 * self.time_limit + 30


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
    note = "proven optimal" if doc.get("optimal") else ""
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


def bench_one(list_name: str, tool: str, opt: Options) -> Run:
    """Run one tool on one list; never raises for a tool's failure."""
    path = BENCH / "lists" / f"{list_name}.txt"
    words = [e.letters for e in parse_word_list(path.read_text(encoding="utf-8"), source=str(path))]
    run = Run(list_name, tool, total=len(words))
    build, parse = TOOL_SPECS[tool]
    cmd = build(words, path, opt)
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
        judge(run, words, placements)
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        run.status, run.note = "error", f"unreadable output ({type(exc).__name__}: {exc}): {last_line(out)}"
    return run


# -- report ---------------------------------------------------------------------------------------------
def ratios(runs: list[Run]) -> list[dict[str, object]]:
    """Per list: gridcraft area / best area among peers with a complete, valid layout."""
    rows = []
    for name in dict.fromkeys(r.list for r in runs):
        mine = next((r for r in runs if r.list == name and r.tool == "gridcraft"), None)
        peers = [
            r for r in runs if r.list == name and r.tool != "gridcraft" and r.status == "complete" and r.valid
        ]
        best = min(peers, key=lambda r: (r.area, r.seconds), default=None)
        row: dict[str, object] = {
            "list": name,
            "gridcraft_area": mine.area if mine and mine.status == "complete" else None,
            "gridcraft_valid": mine.valid if mine else None,
            "best_peer": best.tool if best else None,
            "best_peer_area": best.area if best else None,
            "ratio": None,
        }
        if mine and mine.status == "complete" and best:
            row["ratio"] = round(mine.area / best.area, 3)
        rows.append(row)
    return rows


def fmt_run(r: Run) -> str:
    ok = r.status in ("complete", "partial")
    valid = "—" if r.valid is None else ("yes" if r.valid else f"NO ({len(r.problems)})")
    cells = [
        r.list, r.tool, f"{r.placed}/{r.total}" if ok else "—", r.status,
        f"{r.width}x{r.height}" if ok else "—", str(r.area) if ok else "—",
        f"{r.density:.3f}" if ok else "—", str(r.crossings) if ok else "—",
        f"{r.seconds:.2f}" if r.status != "not installed" else "—", valid, r.note.replace("|", "/"),
    ]  # fmt: skip
    return "| " + " | ".join(cells) + " |"


def markdown(runs: list[Run], ratio_rows: list[dict[str, object]], opt: Options) -> str:
    title = f"Criss-cross benchmark: budget {opt.time_limit:g} s, seed {opt.seed}, "
    title += f"hard timeout {opt.timeout:g} s; validity by gridcraft.crisscross.check_layout."
    columns = ["list", "tool", "placed", "status", "size (WxH)", "area", "density", "crossings", "seconds"]
    columns += ["valid", "note"]
    out = [
        title,
        "",
        "| " + " | ".join(columns) + " |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
        *(fmt_run(r) for r in runs),
        "",
        "| list | gridcraft area | best complete valid peer | its area | ratio gridcraft/best |",
        "|---|---|---|---|---|",
    ]
    for row in ratio_rows:
        cells = [row["list"], row["gridcraft_area"], row["best_peer"], row["best_peer_area"], row["ratio"]]
        out.append("| " + " | ".join("—" if c is None else str(c) for c in cells) + " |")
    problems = [r for r in runs if r.problems]
    if problems:
        out += ["", "Checker findings:"]
        for r in problems:
            shown = "; ".join(r.problems[:5]) + (
                f"; ... {len(r.problems) - 5} more" if len(r.problems) > 5 else ""
            )
            out.append(f"- {r.list} / {r.tool}: {shown}")
    return "\n".join(out)


def names(values: list[str], allowed: tuple[str, ...], what: str) -> list[str]:
    chosen = [v for value in values for v in value.split(",") if v]
    unknown = [v for v in chosen if v not in allowed]
    if unknown:
        raise SystemExit(f"unknown {what}: {', '.join(unknown)} (choose from {', '.join(allowed)})")
    return chosen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Criss-cross generator vs peer tools, side by side.")
    parser.add_argument(
        "--time-limit", type=float, default=10.0, help="budget per run in seconds (default 10)"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed for gridcraft and genxword (default 0)")
    parser.add_argument(
        "--lists",
        nargs="+",
        default=[",".join(LISTS)],
        metavar="NAMES",
        help=f"word lists, comma- or space-separated (default: {','.join(LISTS)})",
    )
    parser.add_argument(
        "--tools",
        nargs="+",
        default=[",".join(TOOLS)],
        metavar="NAMES",
        help=f"tools, comma- or space-separated (default: {','.join(TOOLS)})",
    )
    parser.add_argument(
        "--genxword-grid",
        type=int,
        default=0,
        metavar="N",
        help="genxword's square grid side (default: twice genxword's own default)",
    )
    parser.add_argument(
        "--out", type=Path, default=BENCH / "out" / "crisscross.json", help="JSON results file"
    )
    args = parser.parse_args(argv)
    opt = Options(args.time_limit, args.seed, args.genxword_grid)
    lists = names(args.lists, LISTS, "list")
    tools = names(args.tools, TOOLS, "tool")

    runs = []
    for list_name in lists:
        for tool in tools:
            print(f"[{list_name} / {tool}] ...", file=sys.stderr, flush=True)
            run = bench_one(list_name, tool, opt)
            print(f"[{list_name} / {tool}] {run.status} in {run.seconds:.2f} s", file=sys.stderr, flush=True)
            runs.append(run)
    ratio_rows = ratios(runs)
    print(markdown(runs, ratio_rows, opt))

    doc = {
        "benchmark": "crisscross",
        "time_limit": opt.time_limit,
        "seed": opt.seed,
        "timeout": opt.timeout,
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "runs": [asdict(r) for r in runs],
        "ratios": ratio_rows,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
