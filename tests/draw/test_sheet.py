"""A printed page (``sheet_page``): the grid and the word list share the paper, titles wrap, papers
are named."""

from __future__ import annotations

import re

import pytest
import regex  # type: ignore[import-untyped]
from hypothesis import given
from hypothesis import strategies as st

from gridcraft.draw import MIN_CELL, Drawing, sheet_page, sheet_pages


def test_long_word_list_flows_into_columns_and_the_grid_keeps_room() -> None:
    words = [f"{a}{b}{c}" for a in "ABCDEFGH" for b in "AEIOU" for c in "XYZ"]  # 120 entries
    page = sheet_page(Drawing(400, 400, ""), words=[(3, words)]).document()
    nested = re.findall(
        r'<svg xmlns="[^"]*" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', page
    )
    ((_, gy, gw, gh),) = [tuple(map(float, n)) for n in nested]
    texts = [
        (float(x), float(y), t)
        for x, y, t in re.findall(r'<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)<', page)
    ]
    assert sorted(t for _, _, t in texts) == sorted(["3 letters", *words])
    assert gw >= 300 and min(y for _, y, _ in texts) >= gy + gh and max(y for _, y, _ in texts) <= 842 - 42
    assert len({x for x, _, _ in texts}) >= 4  # columns of short words side by side, at 12 pt
    assert '<g font-size="12" fill="black">' in page


def test_a_list_too_long_for_one_page_goes_on_to_the_next() -> None:
    # regression: a long list shrank the grid below writing size and ran off the page
    clues = [
        f"{k}. " + "a long clue that wraps over more than one line of its column " * 2 for k in range(60)
    ]
    pages = sheet_pages(Drawing(600, 600, ""), title="T", words=[("Across", clues)])
    assert len(pages) >= 2
    gw = float(
        re.findall(r'<svg xmlns="[^"]*" x="[\d.]+" y="[\d.]+" width="([\d.]+)"', pages[0].document())[0]
    )
    assert gw / 15 >= MIN_CELL  # 40-unit cells: 15 of them across 600 units
    shown = [re.findall(r">(\d+)\. ", page.document()) for page in pages]
    assert [int(n) for ns in shown for n in ns] == list(range(60))
    for page in pages:
        ys = [float(y) for y in re.findall(r'<text x="[\d.]+" y="([\d.]+)"', page.document())]
        assert max(ys) <= 842 - 42


@pytest.mark.parametrize("size", [5.5, 18.5])
def test_a_font_size_out_of_range_is_refused(size: float) -> None:
    with pytest.raises(ValueError, match="out of range: 6 to 18"):
        sheet_pages(Drawing(10, 10, ""), words=[(3, ["CAT"])], font_size=size)


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
    from gridcraft.draw.convert import measured_width
    from gridcraft.draw.letters import text_width
    from gridcraft.draw.sheet import wrap_words

    def fits(line: str) -> bool:  # as cairo draws it in DejaVu Sans, or by the estimate for others
        if all(ord(ch) < 0x700 for ch in line):
            return measured_width(line, 18, bold=True) <= width
        return text_width(line, size=18, bold=True) <= width

    lines = wrap_words(word, width, 18, bold=True)
    assert "".join(lines) == word
    assert all(fits(line) or len(regex.findall(r"\X", line)) == 1 for line in lines)


@given(
    st.lists(
        st.text(alphabet="abcdefghijklmnopqrstuvwxyzMW,()", min_size=1, max_size=12), min_size=2, max_size=30
    ),
    st.integers(min_value=120, max_value=400),
)
def test_clue_lines_are_filled_as_drawn(words: list[str], width: int) -> None:
    # regression: lines were broken by a generous estimate, about 1.4 times the drawn width, so
    # clues filled only two thirds of their column
    from gridcraft.draw.convert import measured_width
    from gridcraft.draw.sheet import wrap_words

    lines = wrap_words(" ".join(words), width, 12)
    for line, after in zip(lines, lines[1:], strict=False):
        taken = f"{line} {after.split()[0]}"
        assert measured_width(taken, 12) > width / 1.03 or len(line.split()) == 0


def _texts(page: Drawing) -> list[tuple[float, str]]:
    return [
        (float(y), t) for y, t in re.findall(r'<text x="[\d.]+" y="([\d.]+)"[^>]*>([^<]*)<', page.document())
    ]


def test_a_title_of_thousands_of_characters_keeps_three_lines_and_the_list_its_pages() -> None:
    # regression: a 5,000-character title filled the page: "the word list does not fit the
    # columns given", an internal error (exit 70) from `gridcraft print`
    title = "Title " * 1000
    pages = sheet_pages(
        Drawing(200, 200, ""), title=title, caption="c " * 500, words=[("Across", ["1. Cat (3)"])]
    )
    first = pages[0].document()
    heads = re.findall(r'font-size="20" font-weight="bold" text-anchor="middle">([^<]*)<', first)
    assert len(heads) == 3 and heads[-1].endswith(" …") and all(h.startswith("Title") for h in heads)
    assert len(re.findall(r'fill="#444444">', first)) == 4  # the caption's four lines, at most
    assert [t for _, t in _texts(pages[0])][-2:] == ["Across", "1. Cat (3)"]
    assert all(y <= 842 - 42 for page in pages for y, _ in _texts(page))


def test_a_clue_of_thousands_of_characters_goes_on_over_pages() -> None:
    # regression: a clue longer than the columns the pages had was an internal error
    clue = "1. " + "word " * 6000
    pages = sheet_pages(Drawing(600, 600, ""), title="T", words=[("Across", [clue, "2. Short (5)"])])
    shown = " ".join(
        t for page in pages for _, t in _texts(page) if t not in ("T", "Across", "Across (continued)")
    )
    assert shown.split() == clue.split() + ["2.", "Short", "(5)"]  # every word, in order, once
    assert all(y <= 842 - 42 for page in pages for y, _ in _texts(page))
    columns = [re.findall(r'<g font-size="12"', page.document()) for page in pages[1:]]
    assert all(len(c) == 2 for c in columns[:-1])  # a long clue fills both columns of a page


def test_a_booklets_long_title_is_kept_to_two_lines() -> None:
    from gridcraft.draw import grid_page

    page = grid_page([(Drawing(100, 100, ""), "1.")], title="Booklet " * 400)
    heads = re.findall(r'font-size="20" font-weight="bold" text-anchor="middle">([^<]*)<', page.document())
    assert len(heads) == 2 and heads[-1].endswith("…")
