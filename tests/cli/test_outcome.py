"""What happened, as the command line tells it: exit codes of the search's outcomes and the summary
line of a layout."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest
from samples import MUL_WORDS, mul_layout, write

from gridcraft.crisscross import layout_summary
from gridcraft.crisscross.layout import Layout, Placement, SearchInfo
from gridcraft.errors import BudgetExceeded, NoLayout


@pytest.mark.parametrize(
    ("error", "code"),
    [(NoLayout("СОМ shares no letter with the other words"), 1), (BudgetExceeded("no layout within 1 s"), 3)],
)
def test_no_layout_and_budget(
    run: Callable[..., Any],
    stub: dict[str, Any],
    assert_one_error: Callable[..., None],
    error: Exception,
    code: int,
) -> None:
    stub["raise"] = error
    result = run("generate", write("w.txt", MUL_WORDS), "-o", "out.txt")
    assert_one_error(result, code, f"w.txt: {error}")
    assert not os.path.exists("out.txt")


def test_summary_line() -> None:
    assert layout_summary(mul_layout()) == "3 words, 5 x 5 = 25, 2 crossings, optimal (proven)"
    assert layout_summary(mul_layout(optimal=False, seconds=10.02)) == (
        "3 words, 5 x 5 = 25, 2 crossings, the best of 10 s of search (not proven optimal)"
    )
    assert layout_summary(mul_layout(optimal=False, seconds=2.345)).endswith(
        "the best of 2.3 s of search (not proven optimal)"
    )
    one = Layout.from_placements(
        [Placement("AB", 0, 0, "across")], SearchInfo(optimal=True, note="1 box tried")
    )
    assert layout_summary(one) == "1 word, 2 x 1 = 2, 0 crossings, optimal (proven); 1 box tried"


def test_one_given_makes_the_answer_unique() -> None:
    from dataclasses import replace

    from gridcraft.crisscross import answer_note

    layout = replace(mul_layout(), givens=((0, 0),))
    layout = replace(layout, info=replace(layout.info, fills=2, fills_complete=True, givens_minimal=True))
    assert answer_note(layout) == "; 1 given makes the answer unique (proven fewest)"
