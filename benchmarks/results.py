"""Benchmark results as data files: ``benchmarks/results/*.json``, the source of every table that
``benchmarks/README.md`` and the documentation quote.

A results file holds what a benchmark printed, table by table (each cell as printed), the machine
it ran on, and how to run it again::

    {"benchmark": "kenken.py",
     "command": ".venv/bin/python benchmarks/kenken.py",
     "source": {"date": "2026-12-01", "rerun": true},      # or "transcribed": where the figures were quoted
     "environment": {"machine": ..., "cpu": ..., "cpus": 2, "native": true, "versions": {...}},
     "tables": [{"name": ..., "columns": [...], "rows": [[...], ...]}],
     "notes": [...],
     "records": ...}                                        # the script's own per-run data, when it has it

Each script that prints a table takes ``--save FILE`` and calls :func:`save` with its printed text.
:func:`markdown` renders a table back exactly as it was printed (a test checks that every committed
table appears in ``benchmarks/README.md`` or ``docs/benchmarks.md`` as rendered here).
"""

from __future__ import annotations

import datetime
import importlib
import importlib.metadata
import json
import os
import platform
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"

# the compiled extensions, under their current and their planned module names
EXTENSIONS = {
    "kenken": ("gridcraft.latin.search._core", "gridcraft.latin.search._core"),
    "fillin": ("gridcraft.fillin._fill",),
    "crisscross": ("gridcraft.crisscross.search._exact", "gridcraft.crisscross.search._exact"),
    "killer": ("gridcraft.latin.solo._solo",),  # Solo's ladder, the killer maker's loop, the carving
    "units": ("gridcraft.latin.units._units",),  # the units solver: sudoku's bulk solving and fills
    "kakuro": ("gridcraft.latin.runs._runs",),  # the runs-with-sums search: kakuro's solving and making
    "wordsearch": ("gridcraft.wordsearch._search",),  # the word-search maker's search
}
PACKAGES = ("gridcraft", "ortools", "wordfreq", "better-profanity", "genxword", "blacksquare")


def cpu_model() -> str:
    """The processor's model name (from ``/proc/cpuinfo`` where there is one)."""
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def native() -> dict[str, bool]:
    """Which of gridcraft's C extensions this process would use (built, and not turned off)."""
    pure = os.environ.get("GRIDCRAFT_PURE_PYTHON") == "1"
    found = {}
    for kind, names in EXTENSIONS.items():
        built = False
        for name in names:
            try:
                importlib.import_module(name)
                built = True
                break
            except ImportError:
                continue
        found[kind] = built and not pure
    return found


def versions() -> dict[str, str]:
    """The versions of Python and of the installed packages a benchmark may run."""
    out = {"python": platform.python_version()}
    for name in PACKAGES:
        try:
            out[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            continue
    return out


def environment() -> dict[str, Any]:
    """The machine, CPU count, C extensions and versions of this run."""
    return {
        "machine": f"{platform.system()} {platform.machine()}, {cpu_model()}",
        "cpu": cpu_model(),
        "cpus": os.cpu_count(),
        "native": native(),
        "versions": versions(),
    }


def tables(printed: str) -> list[dict[str, Any]]:
    """The markdown tables of a benchmark's printed text, in order: columns and rows of cell strings."""
    found: list[dict[str, Any]] = []
    block: list[str] = []
    for line in [*printed.splitlines(), ""]:
        if line.startswith("|"):
            block.append(line)
            continue
        if len(block) >= 2 and set(block[1].replace("|", "")) <= set("-: "):
            cells = [[c.strip() for c in row.strip().strip("|").split("|")] for row in block]
            found.append({"name": "", "columns": cells[0], "rows": cells[2:]})
        block = []
    return found


def markdown(table: dict[str, Any]) -> str:
    """A table as the markdown the benchmark printed (``| a | b |`` lines)."""
    lines = ["| " + " | ".join(table["columns"]) + " |", "|" + "---|" * len(table["columns"])]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in table["rows"]]
    return "\n".join(lines)


def save(
    path: str | Path,
    *,
    benchmark: str,
    printed: str,
    notes: list[str] | None = None,
    records: Any = None,
    names: list[str] | None = None,
) -> Path:
    """Write a results file for a run of ``benchmark`` that printed ``printed``; returns its path."""
    found = tables(printed)
    for table, name in zip(found, names or [], strict=False):
        table["name"] = name
    doc: dict[str, Any] = {
        "benchmark": benchmark,
        "command": " ".join(["python", *[a for a in sys.argv if a]]),
        "source": {"date": datetime.date.today().isoformat(), "rerun": True},
        "environment": environment(),
        "tables": found,
        "notes": notes or [],
    }
    if records is not None:
        doc["records"] = records
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(dumps(doc), encoding="utf-8")
    print(f"results saved to {out}", file=sys.stderr)
    return out


def dumps(doc: dict[str, Any]) -> str:
    """A results document as JSON text, indented, with each table row on one line."""
    rows: list[str] = []

    def mark(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: mark(v) if k != "rows" else [mark_row(r) for r in v] for k, v in value.items()}
        if isinstance(value, list):
            return [mark(v) for v in value]
        return value

    def mark_row(row: list[Any]) -> str:
        rows.append(json.dumps(row, ensure_ascii=False))
        return f"\x00{len(rows) - 1}\x00"

    text = json.dumps(mark(doc), ensure_ascii=False, indent=1)
    for i, row in enumerate(rows):
        text = text.replace(f'"\\u0000{i}\\u0000"', row)
    return text + "\n"


def load(path: str | Path) -> dict[str, Any]:
    """A results file, read."""
    return json.loads(Path(path).read_text(encoding="utf-8"))


def main(argv: list[str] | None = None) -> int:
    """``python benchmarks/results.py [FILE ...]``: print the tables of results files (default: all)."""
    paths = [Path(a) for a in (argv if argv is not None else sys.argv[1:])] or sorted(RESULTS.glob("*.json"))
    for path in paths:
        doc = load(path)
        env = doc["environment"]
        print(
            f"## {path.name}: {doc['benchmark']} ({doc['source'].get('date', '?')}; {env['machine']}, "
            f"{env['cpus']} CPUs)\n"
        )
        for table in doc["tables"]:
            print((f"{table['name']}\n\n" if table["name"] else "") + markdown(table) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
