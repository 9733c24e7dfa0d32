"""A printed page (``sheet_page``): the grid and the word list share the paper, titles wrap, papers
are named."""

from __future__ import annotations

import re

import pytest

from gridcraft.draw import Drawing, sheet_page


def test_long_word_list_flows_into_columns_and_the_grid_keeps_room() -> None:
    words = [f"{a}{b}{c}" for a in "ABCDEFGH" for b in "AEIOU" for c in "XYZ"]  # 120 entries
    page = sheet_page(Drawing(400, 400, ""), words=[(3, words)]).document()
    nested = re.findall(
        r'<svg xmlns="[^"]*" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', page
    )
    (_, gy, gw, gh), (_, ly, lw, lh) = [tuple(map(float, n)) for n in nested]
    assert gw >= 300 and ly >= gy + gh and ly + lh <= 842 - 42 + 0.01 and lw <= 595 - 84 + 0.01


def test_unknown_paper() -> None:
    with pytest.raises(ValueError, match="unknown paper"):
        sheet_page(Drawing(1, 1, ""), paper="a3")


def test_long_title_wraps() -> None:
    page = sheet_page(Drawing(100, 100, ""), title=" ".join(["Kriss Kross"] * 12)).document()
    assert page.count('font-weight="bold"') >= 2  # two or more title lines, full size
    assert 'font-size="20"' in page
