"""The writers of a layout (text, JSON, SVG, the fill-in puzzle it makes) on a fixed hand-made layout,
against golden files in tests/data/ (the ``assert_golden`` fixture of tests/conftest.py: set
GRIDCRAFT_UPDATE_GOLDEN=1 to rewrite them, then review the diff); a generated layout is a solution
of its fill-in puzzle."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from samples import layout_fillin, layout_svg, mul_layout

from gridcraft import crisscross, fillin
from gridcraft.crisscross import to_json as layout_json
from gridcraft.crisscross import to_text as layout_text
from gridcraft.crisscross import word_groups
from gridcraft.crisscross.layout import Layout, Placement
from gridcraft.errors import BudgetExceeded, NoLayout

SVG = "{http://www.w3.org/2000/svg}"


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
def test_golden(assert_golden: Callable[[str, str], None], name: str, render: object) -> None:
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
    assert list(doc) == [
        "words",
        "width",
        "height",
        "area",
        "optimal",
        "crossings",
        "placements",
        "grid",
        "givens",
        "level",
    ]
    assert doc["givens"] == []
    assert doc["level"]["grade"] in ("easy", "medium", "hard") and 0 <= doc["level"]["score"] <= 1
    assert doc["words"] == ["Мул", "Лемур", "Крот"]
    assert (doc["width"], doc["height"], doc["area"], doc["optimal"], doc["crossings"]) == (5, 5, 25, True, 2)
    assert doc["placements"][1] == {
        "word": "ЛЕМУР",
        "entry": "Лемур",
        "row": 0,
        "col": 2,
        "direction": "down",
        "number": 2,
        "clue": "",
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


def test_blank_svg_has_no_letters_in_the_grid_and_lists_the_words() -> None:
    root = ET.fromstring(layout_svg(mul_layout(), blank=True).encode("utf-8"))
    texts = [t.text for t in root.iter(SVG + "text")]
    assert texts == [
        "3 буквы",
        "Мул",
        "4 буквы",
        "Крот",
        "5 букв",
        "Лемур",
    ]  # Russian words, Russian headings


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


# -- a generated layout and its fill-in puzzle --------------------------------------------------------
WORDS = st.lists(st.text(alphabet="ABCDE", min_size=2, max_size=5), min_size=2, max_size=7, unique=True)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(WORDS)
def test_generated_layout_is_a_solution_of_its_fillin_puzzle(words: list[str]) -> None:
    try:
        layout = crisscross.generate(words, time_limit=5, node_limit=3000, max_aspect=None)
    except (NoLayout, BudgetExceeded):
        return
    puzzle = fillin.parse(layout_fillin(layout))
    found = list(fillin.solutions(puzzle, limit=1000))
    assert tuple(layout.rows()) in found
    for grid in found:
        assert fillin.verify(puzzle, grid) == []


CLUED = Layout.from_placements(
    [
        Placement("ICECREAM", 0, 0, "across", "ICE CREAM", "a frozen dessert"),
        Placement("CAT", 0, 1, "down", "Cat", "a pet that purrs"),
        Placement("TUB", 2, 7, "down", "Tub", "a bath"),
        Placement("ROBOT", 2, 3, "across", "Robot", "a machine that works for us"),
        Placement("CAR", 0, 3, "down", "Car", "it has four wheels"),
    ]
)


def test_clued_text_is_a_numbered_grid_with_clues_then_the_solution(
    assert_golden: Callable[[str, str], None],
) -> None:
    assert CLUED.check() == [] and crisscross.is_clued(CLUED) and not crisscross.is_clued(mul_layout())
    assert_golden("clued.txt", layout_text(CLUED))


def test_numbers_are_the_word_starts_in_reading_order() -> None:
    starts = sorted({(p.row, p.col) for p in CLUED.placements})  # recomputed from the placements
    assert crisscross.numbers(CLUED) == {cell: i for i, cell in enumerate(starts, start=1)}
    lists = crisscross.clue_lists(CLUED)
    assert lists["Across"] == [(1, "a frozen dessert", "3,5"), (4, "a machine that works for us", "5")]
    assert [n for n, _, _ in lists["Down"]] == [2, 3, 5]


def test_clued_json_places_have_numbers_and_clues() -> None:
    doc = json.loads(layout_json(CLUED))
    by_word = {p["word"]: (p["number"], p["clue"]) for p in doc["placements"]}
    assert by_word["ROBOT"] == (4, "a machine that works for us") and by_word["TUB"] == (5, "a bath")
