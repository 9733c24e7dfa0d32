"""Letter grids and word lists as drawings (drawn here through criss-cross layouts): shaded empty
cells, a word list that fits its picture and flows into columns, text widths that err wide."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from samples import layout_svg, mul_layout

from gridcraft.crisscross import word_groups
from gridcraft.crisscross.layout import Layout, Placement
from gridcraft.draw import text_width
from gridcraft.draw.letters import _flow

SVG = "{http://www.w3.org/2000/svg}"


def ring_layout() -> Layout:
    """A 3 x 3 ring of letters around one empty cell."""
    return Layout.from_placements(
        [
            Placement("ABC", 0, 0, "across"),
            Placement("AXE", 0, 0, "down"),
            Placement("CYF", 0, 2, "down"),
            Placement("EGF", 2, 0, "across"),
        ]
    )


def svg_squares(svg: str) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    """The (row, col) of the outlined cells and of the grey squares of an SVG layout."""
    root = ET.fromstring(svg.encode("utf-8"))
    cells: set[tuple[int, int]] = set()
    shaded: set[tuple[int, int]] = set()
    for g in root.iter(SVG + "g"):
        if g.get("stroke") == "black":
            into = cells
        elif g.get("fill") == "#d9d9d9":
            assert g.get("stroke") == "none"  # no border
            into = shaded
        else:
            continue
        for rect in g.iter(SVG + "rect"):
            x, y = int(rect.get("x") or 0) - 4, int(rect.get("y") or 0) - 4
            assert x % 40 == 0 and y % 40 == 0 and rect.get("width") == rect.get("height") == "40"
            into.add((y // 40, x // 40))
    return cells, shaded


@pytest.mark.parametrize("blank", [True, False])
def test_every_empty_cell_of_the_box_is_shaded(blank: bool) -> None:
    # regression: empty cells touching no letter cell were left white, holes in the grey
    cells, shaded = svg_squares(layout_svg(ring_layout(), blank=blank))
    assert len(cells) == 8 and shaded == {(1, 1)}  # the enclosed square is not a white cell
    layout = mul_layout()
    cells, shaded = svg_squares(layout_svg(layout, blank=blank))
    letters = set(layout.letters())
    assert cells == letters and not shaded & letters
    box = {(r, c) for r in range(layout.height) for c in range(layout.width)}
    assert shaded == box - letters and (0, 4) in shaded  # (0, 4) touches no letter cell
    svg = layout_svg(layout, blank=blank)
    assert svg.index("#d9d9d9") < svg.index('stroke="black"')  # shades under the outlines


@pytest.mark.parametrize("blank", [True, False])
def test_without_blocks_only_the_empty_cells_beside_letters_are_shaded(blank: bool) -> None:
    layout = mul_layout()
    cells, shaded = svg_squares(layout_svg(layout, blank=blank, blocks=False))
    letters = set(layout.letters())
    expected = {
        (r, c)
        for r in range(layout.height)
        for c in range(layout.width)
        if (r, c) not in letters and {(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)} & letters
    }
    assert (
        shaded == expected == {(0, 3), (1, 0), (1, 1), (1, 3), (2, 1), (2, 3), (3, 1), (3, 3), (3, 4), (4, 0)}
    )


MEASURED = {
    "ЩШЖЮЩШЖЮЩШЖЮЩШЖЮЖЩШ": 287.3,
    "ЖЮЖ": 45.3,
    "WMWMWMWMWMWMWMWMWMWMWMWM": 311.1,
    "MWM": 38.0,
    "mmmmmmmmmmmmmmmmmmmmmmmmmmmmm m": 413.6,
}


@pytest.mark.parametrize(
    "words",
    [
        ["ЩШЖЮЩШЖЮЩШЖЮЩШЖЮЖЩШ", "ЖЮЖ"],
        ["WMWMWMWMWMWMWMWMWMWMWMWM", "MWM"],
        ["mmmmmmmmmmmmmmmmmmmmmmmmmmmmm m", "MWM"],
    ],
)
def test_word_list_of_wide_letters_fits_in_the_picture(words: list[str]) -> None:
    long, short = words
    letters = long.replace(" ", "").upper()
    layout = Layout.from_placements(
        [
            Placement(letters, 0, 0, "across", long),
            Placement(short.upper(), 0, letters.index(short[0].upper()), "down", short),
        ]
    )
    assert layout.check() == []
    root = ET.fromstring(layout_svg(layout, blank=True).encode("utf-8"))
    width = int(root.get("width") or 0)
    entries = [t for t in root.iter(SVG + "text") if t.text in MEASURED]
    assert len(entries) == 2
    for t in entries:
        assert int(t.get("x") or 0) + MEASURED[t.text or ""] <= width - 4, t.text


def test_text_width_errs_wide() -> None:

    assert text_width("ЖЖЖЖ") >= 4 * 14 * 1.09 and text_width("WWWW") >= 4 * 14 * 0.99
    assert text_width("mmmm") >= 4 * 14 * 0.97 and text_width("中文") >= 2 * 14
    assert text_width("Ǆ") >= 14 * 1.42 and text_width("ᙶ") >= 14 * 1.63  # other letters: widest DejaVu
    assert text_width("10 letters", bold=True) >= 77  # bold DejaVu: 76.8
    assert text_width("e\u0301") == text_width("é") == text_width("e")  # a combining mark adds nothing
    assert text_width("Лемур") < 5 * 14  # but not absurdly wide


def comb_layout() -> Layout:
    """ABCDEFGHIJKLM across row 1; short down words through every other letter (grid 3 rows high)."""
    spine = "ABCDEFGHIJKLM"
    placements = [Placement(spine, 1, 0, "across")]
    for c in range(0, 13, 2):
        word = spine[c] + "XY"[: 1 + c % 4 // 2]  # 2 or 3 letters, starting on the spine
        placements.append(Placement(word, 1, c, "down"))
    return Layout.from_placements(placements)


def test_long_word_list_flows_into_columns_beside_the_grid() -> None:
    layout = comb_layout()
    assert layout.check() == [] and layout.height < 5
    root = ET.fromstring(layout_svg(layout, blank=True).encode("utf-8"))
    texts = list(root.iter(SVG + "text"))
    by_length = word_groups(layout)
    expected = [line for n, entries in by_length for line in [f"{n} letters", *entries]]
    assert [t.text for t in texts] == expected
    xs = sorted({int(t.get("x") or 0) for t in texts})
    assert len(xs) == 2 and xs[0] > layout.width * 40  # two columns, right of the grid
    width, height = int(root.get("width") or 0), int(root.get("height") or 0)
    assert all(int(t.get("x") or 0) < width and int(t.get("y") or 0) < height for t in texts)


def test_flow_keeps_groups_whole_and_headings_with_an_entry() -> None:

    def group(n: int, size: int) -> list[tuple[str, str]]:
        return [("heading", f"{n} letters")] + [("entry", f"w{n}.{i}") for i in range(size)]

    columns = _flow([group(2, 2), group(3, 3), group(4, 11)], 10)
    assert [len(c) for c in columns] == [8, 10, 2]
    assert columns[0][3] is None and columns[1][0] == ("heading", "4 letters")
    for column in columns:
        assert column[-1] is not None and column[-1][0] == "entry"


def test_long_list_lines_wrap_between_words() -> None:
    # regression: a long clue made a picture too wide for cairo (a traceback on --format png)
    from gridcraft.draw.letters import WRAP, wrap

    clue = "a small domesticated carnivorous mammal with soft fur, a short snout and retractable claws (3)"
    lines = wrap(clue)
    assert len(lines) > 1 and " ".join(lines) == clue and all(text_width(line) <= WRAP for line in lines)
    assert wrap("x" * 300) == ["x" * 300]  # one word keeps its line whole


def test_a_picture_cairo_cannot_make_is_an_error_not_a_crash() -> None:
    from gridcraft.draw import ConversionFailed, Drawing, svg_to_png

    with pytest.raises(ConversionFailed, match="cannot draw the picture"):
        svg_to_png(Drawing(40000, 10, "").document())
