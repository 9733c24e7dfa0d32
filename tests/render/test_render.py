"""Renderers and writers of a fixed hand-made layout, against golden files in tests/data/.

Set GRIDCRAFT_UPDATE_GOLDEN=1 to rewrite the golden files (then review the diff).
"""

from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gridcraft import crisscross, fillin
from gridcraft.crisscross import to_json as layout_json
from gridcraft.crisscross import word_groups
from gridcraft.crisscross.layout import Layout, Placement, SearchInfo


def layout_fillin(layout: crisscross.Layout) -> str:
    return fillin.dumps(crisscross.blank_puzzle(layout))
from gridcraft.crisscross import to_text as layout_text
from gridcraft.draw import text_width
from gridcraft.draw.letters import _flow


def layout_svg(layout: Layout, **options: bool) -> str:
    return crisscross.to_svg(layout, **options).document()

DATA = Path(__file__).resolve().parent.parent / "data"
UPDATE = os.environ.get("GRIDCRAFT_UPDATE_GOLDEN") == "1"
SVG = "{http://www.w3.org/2000/svg}"


def mul_layout() -> Layout:
    """МУЛ across, ЛЕМУР down from its Л, КРОТ across through the Р of ЛЕМУР."""
    return Layout.from_placements(
        [
            Placement("МУЛ", 0, 0, "across", "Мул"),
            Placement("ЛЕМУР", 0, 2, "down", "Лемур"),
            Placement("КРОТ", 4, 1, "across", "Крот"),
        ],
        SearchInfo(nodes=7, seconds=0.01, optimal=True, method="exact"),
    )


def assert_golden(name: str, text: str) -> None:
    path = DATA / name
    if UPDATE:
        path.write_bytes(text.encode("utf-8"))
    assert text == path.read_bytes().decode("utf-8")


def test_fixture_is_valid() -> None:
    layout = mul_layout()
    assert layout.check(["МУЛ", "ЛЕМУР", "КРОТ"]) == []
    assert (layout.width, layout.height, layout.crossings) == (5, 5, 2)


@pytest.mark.parametrize(
    ("name", "render"),
    [
        ("mul.txt", layout_text),
        ("mul.svg", layout_svg),
        ("mul-blank.svg", lambda layout: layout_svg(layout, blank=True)),
        ("mul.json", layout_json),
        ("mul-fillin.txt", layout_fillin),
    ],
)
def test_golden(name: str, render: object) -> None:
    assert callable(render)
    text = render(mul_layout())
    assert text == render(mul_layout())  # deterministic
    assert_golden(name, text)


def test_text_shape() -> None:
    text = layout_text(mul_layout())
    lines = text.split("\n")
    assert lines[-1] == "" and len(lines) == 6
    assert lines[0] == "М У Л" and lines[1] == "    Е" and lines[4] == "  К Р О Т"
    assert all(line == line.rstrip() for line in lines)


def test_json_keys_and_values() -> None:
    doc = json.loads(layout_json(mul_layout()))
    assert list(doc) == ["words", "width", "height", "area", "optimal", "crossings", "placements", "grid"]
    assert doc["words"] == ["Мул", "Лемур", "Крот"]
    assert (doc["width"], doc["height"], doc["area"], doc["optimal"], doc["crossings"]) == (5, 5, 25, True, 2)
    assert doc["placements"][1] == {
        "word": "ЛЕМУР",
        "entry": "Лемур",
        "row": 0,
        "col": 2,
        "direction": "down",
    }
    assert doc["grid"] == ["МУЛ  ", "  Е  ", "  М  ", "  У  ", " КРОТ"]
    rebuilt = [
        Placement(p["word"], p["row"], p["col"], p["direction"], p["entry"]) for p in doc["placements"]
    ]
    assert Layout(tuple(rebuilt), doc["width"], doc["height"]).check() == []
    assert "\\u" not in layout_json(mul_layout())  # letters kept as they are


def test_svg_cells_and_letters() -> None:
    layout = mul_layout()
    root = ET.fromstring(layout_svg(layout).encode("utf-8"))
    cells = [r for g in root.iter(SVG + "g") if g.get("stroke") == "black" for r in g.iter(SVG + "rect")]
    texts = [t.text or "" for t in root.iter(SVG + "text")]
    assert len(cells) == len(layout.letters()) == 10
    assert sorted(texts) == sorted(layout.letters().values())
    assert "DejaVu Sans" in (root.get("font-family") or "")


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
def test_empty_cells_beside_letters_are_shaded(blank: bool) -> None:
    cells, shaded = svg_squares(layout_svg(ring_layout(), blank=blank))
    assert len(cells) == 8 and shaded == {(1, 1)}  # the enclosed square is not a white cell
    layout = mul_layout()
    cells, shaded = svg_squares(layout_svg(layout, blank=blank))
    letters = set(layout.letters())
    assert cells == letters and not shaded & letters
    expected = {
        (r, c)
        for r in range(layout.height)
        for c in range(layout.width)
        if (r, c) not in letters and {(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)} & letters
    }
    assert (
        shaded == expected == {(0, 3), (1, 0), (1, 1), (1, 3), (2, 1), (2, 3), (3, 1), (3, 3), (3, 4), (4, 0)}
    )
    svg = layout_svg(layout, blank=blank)
    assert svg.index("#d9d9d9") < svg.index('stroke="black"')  # shades under the outlines


# Widths of the word-list lines below in DejaVu Sans at the list's font size 14 (from its hmtx table).
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


def test_blank_svg_has_no_letters_in_the_grid_and_lists_the_words() -> None:
    root = ET.fromstring(layout_svg(mul_layout(), blank=True).encode("utf-8"))
    texts = [t.text for t in root.iter(SVG + "text")]
    assert texts == ["3 letters", "Мул", "4 letters", "Крот", "5 letters", "Лемур"]


def test_svg_escapes_text() -> None:
    layout = Layout.from_placements(
        [Placement("AB", 0, 0, "across", "A<B"), Placement("BC", 0, 1, "down", "B&C")]
    )
    svg = layout_svg(layout, blank=True)
    assert "A&lt;B" in svg and "B&amp;C" in svg
    texts = [t.text for t in ET.fromstring(svg.encode("utf-8")).iter(SVG + "text")]
    assert texts == ["2 letters", "A<B", "B&C"]


def test_word_groups_sort_by_length_then_letters() -> None:
    layout = Layout.from_placements(
        [
            Placement("ICECREAM", 0, 0, "across", "ice cream"),
            Placement("EAT", 0, 2, "down", "eat"),
            Placement("CAT", 1, 4, "down", "Cat"),
        ]
    )
    assert word_groups(layout) == [(3, ["Cat", "eat"]), (8, ["ice cream"])]


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


def test_fillin_grid_matches_letters() -> None:
    layout = mul_layout()
    text = layout_fillin(layout)
    head, words = text.split("\n\n")
    lines = head.split("\n")
    assert lines[0].startswith("!")
    grid = lines[1:]
    white = {(r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch == "."}
    assert white == set(layout.letters())
    assert set("".join(grid)) == {"#", "."}
    assert words.split("\n") == ["Мул", "Крот", "Лемур", ""]
