"""A printed page (``sheet_page``): the grid and the word list share the paper, titles wrap, papers
are named."""

from __future__ import annotations

import re

import pytest
import regex  # type: ignore[import-untyped]
from hypothesis import given
from hypothesis import strategies as st

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


@given(
    st.text(alphabet="Ελλάδα🦩日本語WMi", min_size=1, max_size=200), st.integers(min_value=60, max_value=500)
)
def test_a_title_without_spaces_is_broken_to_fit(word: str, width: int) -> None:
    # regression: a title of 36 emoji, or one long word, ran off both edges of the page
    from gridcraft.draw.letters import text_width
    from gridcraft.draw.sheet import wrap_words

    lines = wrap_words(word, width, 18, bold=True)
    assert "".join(lines) == word
    assert all(
        text_width(line, size=18, bold=True) <= width or len(regex.findall(r"\X", line)) == 1
        for line in lines
    )
