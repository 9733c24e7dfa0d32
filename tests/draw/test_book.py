"""The book's page primitives: trims, the legibility floor, boxes that refuse a puzzle too large."""

from __future__ import annotations

import pytest

from gridcraft.draw import Drawing
from gridcraft.draw.book import MIN_GRID_SCALE, fit, legible, read_trim
from gridcraft.draw.convert import with_dpi


@pytest.mark.parametrize(
    ("text", "key"), [("6x9", "6x9"), ("6 x 9 in", "6x9"), ("A5", "a5"), ("8.5×11", "8.5x11")]
)
def test_trims_are_read_as_written(text: str, key: str) -> None:
    assert read_trim(text) == key


def test_an_unknown_trim_names_the_choices() -> None:
    with pytest.raises(
        ValueError, match="trim '7x7' is not one of 8.5x11, 8x10, 6x9, 5.5x8.5, letter, a4, a5"
    ):
        read_trim("7x7")


def test_thin_lines_and_small_text_are_raised_to_the_floor() -> None:
    d = Drawing(100, 100, '<line stroke="black" stroke-width="1"/>\n<text font-size="12">7</text>\n'
                          '<rect stroke="black" stroke-width="3"/>\n')  # fmt: skip
    body = legible(d, 0.5).body
    # 0.75 pt at half a point a unit, with the floors' margin of 0.05% for sizes written rounded
    assert 'stroke-width="1.50075"' in body and 'stroke-width="3"' in body
    assert 'font-size="14.007"' in body and body.startswith('<g stroke-width="1.50075" font-size="16">')
    assert legible(d, 1.0).body.count('stroke-width="1"') == 2  # nothing to raise: the group's own is 1


def test_a_raised_line_is_not_a_rounding_below_the_floor() -> None:
    # a regression: a 4 x 4 KenKen's thin lines at 0.6069 points a unit came out 0.74999 pt
    d = Drawing(200, 200, '<path stroke="#b0b0b0" stroke-width="1" d="M4 52H196"/>\n')
    width = float(legible(d, 0.6069).body.split('stroke-width="')[2].split('"')[0])
    assert width * 0.6069 >= 0.75 and width * round(0.6069 * 200, 2) / 200 >= 0.75


def test_a_grid_too_large_for_its_box_does_not_fit() -> None:
    grid = Drawing(400, 400, "")
    assert fit(grid, None, 400 * MIN_GRID_SCALE, 1000) is not None
    assert fit(grid, None, 400 * MIN_GRID_SCALE - 1, 1000) is None


def test_a_png_says_its_dpi() -> None:
    from io import BytesIO

    from PIL import Image

    from gridcraft.draw import svg_to_png

    png = with_dpi(svg_to_png(Drawing(10, 10, "").document()), 300)
    with Image.open(BytesIO(png)) as im:
        assert im.info["dpi"] == pytest.approx((300, 300), abs=0.01)
    with pytest.raises(ValueError):
        with_dpi(b"GIF89a", 300)
