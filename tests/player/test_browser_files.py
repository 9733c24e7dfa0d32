"""Every real crossword file of ``tests/data/crossword-files`` (.puz of every sort, .jpz, .xd) played:
``gridcraft play`` makes its player, which opens in Chromium with no error, draws the file's grid
(its size, its blocks unless diagramless, its circles and rebus cells), lists every clue, and is
solved by revealing the puzzle."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from player_pages import Opened  # tests/helpers

from gridcraft import cli
from gridcraft.formats.files import file_text

pytest.importorskip("playwright", reason="Playwright is not installed: pip install 'gridcraft[test]'")

FILES = Path(__file__).resolve().parents[1] / "data" / "crossword-files"
PLAYED = sorted(
    p.name
    for p in FILES.iterdir()
    if p.suffix in (".puz", ".jpz", ".xd") and "barred" not in p.name and p.name != "nyt1955-01-01.xd"
)


@pytest.mark.slow
@pytest.mark.parametrize("name", PLAYED)
def test_a_real_file_is_played(page: Any, tmp_path: Path, name: str) -> None:
    out = tmp_path / "played.html"
    assert cli.main(["play", str(FILES / name), "-o", str(out)]) == 0
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    opened = Opened(page, out)
    data = page.evaluate("JSON.parse(document.getElementById('gc-data').textContent)")
    assert page.locator("tr[role=row]").count() == data["height"]
    assert page.locator("td.gc-cell").count() == data["height"] * data["width"]
    blocks = sum(g is None for row in data["grid"] for g in row)
    assert page.locator("td.gc-block").count() == (0 if data.get("diagramless") else blocks)
    assert page.locator("td.gc-circled").count() == len(data.get("circled", []))
    assert page.locator("li .gc-clue").count() == len(data["entries"])
    opened.press("reveal the puzzle")
    page.wait_for_selector("#gc-player[data-solved=true]")
    shown = page.evaluate("[...document.querySelectorAll('td.gc-cell input')].map(i => i.value)")
    doc = json.loads(file_text((FILES / name).read_bytes(), name))
    rebus = sum(isinstance(v, str) and len(v) > 1 for row in doc["solution"] for v in row)
    assert sum(len(v) > 1 for v in shown) == rebus  # each rebus cell revealed whole
    assert not errors and opened.requests == []
