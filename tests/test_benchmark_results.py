"""benchmarks/results/: every table that benchmarks/README.md and docs/benchmarks.md quote is a data
file, with the machine, CPU count, C extensions and versions of its run."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
spec = importlib.util.spec_from_file_location("bench_results", ROOT / "benchmarks" / "results.py")
assert spec is not None and spec.loader is not None
results = importlib.util.module_from_spec(spec)
spec.loader.exec_module(results)

FILES = sorted(RESULTS.glob("*.json"))
QUOTED = "\n".join(
    (ROOT / p).read_text(encoding="utf-8").replace("\n  |", "\n|")
    for p in ["benchmarks/README.md", "docs/benchmarks.md"]
)


def test_there_are_results() -> None:
    assert len(FILES) >= 8


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_a_results_file_says_where_it_ran_and_is_quoted_as_it_is(path: Path) -> None:
    doc = results.load(path)
    env = doc["environment"]
    assert {"machine", "cpus", "native", "versions"} <= set(env) and env["cpus"] >= 1
    assert isinstance(env["native"], dict) and {"kenken", "fillin", "crisscross"} <= set(env["native"])
    assert doc["source"]["rerun"] or "transcribed from" in doc["source"]["transcribed"]
    assert doc["tables"]
    for table in doc["tables"]:
        assert all(len(row) == len(table["columns"]) for row in table["rows"]), table["name"]
        assert results.markdown(table) in QUOTED, f"{path.name}: {table['name']} is not quoted as it is"
    assert results.tables(results.markdown(doc["tables"][0]))[0]["rows"] == doc["tables"][0]["rows"]


def test_every_quoted_table_of_timings_comes_from_a_results_file() -> None:
    quoted = {results.markdown(t) for p in FILES for t in results.load(p)["tables"]}
    text = (ROOT / "benchmarks" / "README.md").read_text(encoding="utf-8")
    found = [
        t for t in results.tables(text) if re.search(r"\bs\b|ratio|seconds|nodes", " ".join(t["columns"]))
    ]
    method = {"what runs", "model", "made by"}  # the tables of what each tool runs, not of results
    missing = [
        t["columns"][:3] for t in found if results.markdown(t) not in quoted and t["columns"][1] not in method
    ]
    assert not missing
