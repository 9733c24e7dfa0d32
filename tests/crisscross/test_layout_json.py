"""The generator's JSON read back: read_json(to_json(layout)) == layout, and bad documents."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from gridcraft import crisscross
from gridcraft.crisscross import is_layout_json, read_json, to_json
from gridcraft.errors import BudgetExceeded, NoLayout, ParseError

DATA = Path(__file__).resolve().parents[1] / "data"

WORDS = st.lists(st.text(alphabet="ABCDEЖ", min_size=2, max_size=5), min_size=2, max_size=5, unique=True)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(WORDS, st.booleans())
def test_json_reads_back_equal(words: list[str], clued: bool) -> None:
    try:
        layout = crisscross.generate(words, time_limit=2, node_limit=1500, max_aspect=None)
    except (NoLayout, BudgetExceeded):
        assume(False)
        return
    if clued:
        layout = replace(
            layout, placements=tuple(replace(p, clue=f"clue {i}") for i, p in enumerate(layout.placements))
        )
    text = to_json(layout)
    assert is_layout_json(text)
    back = read_json(text)
    assert back == layout and back.givens == layout.givens
    assert [p.clue for p in back.placements] == [p.clue for p in layout.placements]


def test_the_golden_document_reads_back() -> None:
    layout = read_json((DATA / "mul.json").read_text(encoding="utf-8"), "mul.json")
    assert [p.entry for p in layout.placements] == ["Мул", "Лемур", "Крот"] and layout.check() == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"placements": [], "grid": []}', "non-empty list of placements"),
        (
            '{"placements": [{"word": "AB", "row": 0, "col": "x", "direction": "across"}], "grid": []}',
            "whole numbers",
        ),
        ('{"placements": [{"word": "AB", "row": 0, "col": 0, "direction": "up"}], "grid": []}', "direction"),
        (
            (
                '{"placements": [{"word": "AB", "row": 0, "col": 0, "direction": "across"},'
                ' {"word": "CD", "row": 0, "col": 3, "direction": "across"}], "grid": []}'
            ),
            "not a valid criss-cross layout",
        ),
        (
            '{"placements": [{"word": "AB", "row": 0, "col": 0, "direction": "across"}], "givens": [[5, 5]], "grid": []}',
            "given",
        ),
        ('{"placements": [', "not valid JSON"),
    ],
)
def test_bad_documents_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(ParseError, match=message):
        read_json(text, "l.json")


def test_solve_and_print_take_the_generators_json(run: Callable[..., Any], tmp_path: Path) -> None:
    result = run("solve", str(DATA / "mul.json"))
    assert result.code == 0 and result.err.startswith("unique")
    assert run("print", str(DATA / "mul.json"), "-o", str(tmp_path / "m.pdf")).code == 0
