"""The one writer of a solve's document: whole and streamed alike, JSON that reads back."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft import kenken
from gridcraft.engine import SearchStats, verdict
from gridcraft.solved import SolvedWriter, solved_document

LATIN = "3\n" + "".join(f"6 + r{r}c1 r{r}c2 r{r}c3\n" for r in range(1, 4))  # every 3 x 3 Latin square


@settings(max_examples=20, deadline=None)
@given(limit=st.integers(min_value=1, max_value=14), fmt=st.sampled_from(["text", "json"]))
def test_streamed_and_whole_documents_are_equal(limit: int, fmt: str) -> None:
    puzzle = kenken.parse(LATIN)
    result = verdict(kenken.KIND.problem(puzzle), limit, stats=SearchStats())
    parts: list[str] = []
    writer = SolvedWriter(kenken.KIND, puzzle, fmt, parts.append)
    for grid in result.found:
        writer.add(grid)
    writer.close(result.stats, result.stats.complete)
    whole = solved_document(kenken.KIND, puzzle, result.found, result.stats, fmt)
    assert "".join(parts) == whole
    if fmt == "json":
        doc = json.loads(whole)
        assert doc["count"] == len(doc["solutions"]) == min(limit, 12)
        assert doc["complete"] == (limit > 12)
        for rows in doc["solutions"]:
            grid = tuple(tuple(int(ch) for ch in row) for row in rows)
            assert kenken.verify(puzzle, grid) == []


def test_no_solution_is_a_document_too() -> None:
    puzzle = kenken.parse("2\n3 + r1c1 r1c2\n4 + r2c1 r2c2")
    doc = json.loads(solved_document(kenken.KIND, puzzle, (), SearchStats(complete=True), "json"))
    assert (doc["kind"], doc["count"], doc["solutions"], doc["complete"]) == ("kenken", 0, [], True)
