"""Circled and shaded cells and rebus cells in a crossword's drawing (the SVG that PNG, PDF and
the sheets are made from): a circle exactly in each circled cell, behind its letter and number."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import replace

from gridcraft.crisscross.layout import Layout, Placement
from gridcraft.crisscross.write import to_svg
from gridcraft.draw.letters import CELL, LETTER_SIZE, MARKED_SHADE, PAD, letter_grid
from gridcraft.words import cell_code

SVG = "{http://www.w3.org/2000/svg}"
HEART = cell_code("HEART")


def marked_layout() -> Layout:
    """HEART A B over C D E (a rebus in its first cell), two cells circled and one shaded."""
    layout = Layout.from_placements(
        [
            Placement(HEART + "AB", 0, 0, "across", "HEARTAB"),
            Placement("CDE", 1, 0, "across"),
            Placement(HEART + "C", 0, 0, "down", "HEARTC"),
            Placement("AD", 0, 1, "down"),
            Placement("BE", 0, 2, "down"),
        ]
    )
    return replace(layout, crossword=True, circled=frozenset({(1, 1), (0, 2)}), shaded=frozenset({(1, 2)}))


def cell_of(x: float, y: float) -> tuple[int, int]:
    return int((y - PAD) // CELL), int((x - PAD) // CELL)


def test_a_circle_exactly_in_each_circled_cell() -> None:
    for blank in (False, True):
        root = ET.fromstring(to_svg(marked_layout(), blank=blank).document())
        circles = root.iter(f"{SVG}circle")
        found = {}
        for circle in circles:
            x, y, r = (float(circle.get(k, "nan")) for k in ("cx", "cy", "r"))
            found[cell_of(x, y)] = (x - PAD) % CELL == CELL / 2 == (y - PAD) % CELL and r < CELL / 2
        assert found == {(0, 2): True, (1, 1): True}


def test_a_circle_is_behind_the_letters_and_numbers() -> None:
    body = to_svg(marked_layout()).body
    assert body.index("<circle") < body.index(">A</text>") and body.index("<circle") < body.index(">1</text>")


def test_a_shaded_cell_has_a_light_ground() -> None:
    root = ET.fromstring(to_svg(marked_layout(), blank=True).document())
    grounds = [
        cell_of(float(rect.get("x", 0)), float(rect.get("y", 0)))
        for rect in root.iter(f"{SVG}rect")
        if rect.get("fill") == MARKED_SHADE
    ]
    assert grounds == [(1, 2)]


def test_a_rebus_is_drawn_whole_and_smaller() -> None:
    root = ET.fromstring(to_svg(marked_layout()).document())
    texts = {t.text: t.get("font-size") for t in root.iter(f"{SVG}text")}
    assert "HEART" in texts and "H" not in texts
    assert texts["HEART"] is not None and int(texts["HEART"]) < LETTER_SIZE
    assert texts["A"] is None  # one letter keeps the grid's size


def test_no_marks_draw_nothing_new() -> None:
    plain = letter_grid({(0, 0): "A", (0, 1): "B"}, 1, 2)
    assert "<circle" not in plain.body and MARKED_SHADE not in plain.body
