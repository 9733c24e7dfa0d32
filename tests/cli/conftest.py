"""The command-line tests' stub of the criss-cross search (the runner is in tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from samples import mul_layout

from gridcraft import crisscross
from gridcraft.crisscross.layout import Layout
from gridcraft.engine import Progress


@pytest.fixture
def stub(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    """Replace the search: returns ``mul_layout()`` (or raises ``calls['raise']``) and records its call."""
    calls: dict[str, Any] = {}

    def layouts(words: list[Any], **kwargs: Any) -> Iterator[Layout]:
        budget = kwargs.pop("budget")
        calls["words"], calls["kwargs"] = words, {**kwargs, "time_limit": budget.time_limit}
        calls["deadline"] = budget.deadline
        budget.progress(Progress(0, phase="searching hard"))
        if "raise" in calls:
            raise calls["raise"]
        layout: Layout = calls.get("layout", mul_layout())
        yield layout

    monkeypatch.setattr(crisscross.KIND.word_maker, "layouts", layouts)  # the maker the command line calls
    yield calls
