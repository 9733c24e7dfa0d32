"""The Drawing value: one SVG preamble, nesting without reading SVG text back, escaping."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from hypothesis import given
from hypothesis import strategies as st

from gridcraft.draw import FONT, Drawing, escape

SVG = "{http://www.w3.org/2000/svg}"


def test_document_has_one_preamble_and_the_body() -> None:
    doc = Drawing(30, 20, '<circle cx="1" cy="1" r="1"/>\n').document()
    assert doc == (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20" font-family="{FONT}">\n'
        '<rect width="30" height="20" fill="white"/>\n'
        '<circle cx="1" cy="1" r="1"/>\n'
        "</svg>\n"
    )


def test_a_paper_size_keeps_user_units_in_the_view_box() -> None:
    root = ET.fromstring(Drawing(595, 842, "", size=("210mm", "297mm")).document().split("\n", 1)[1])
    assert (root.get("width"), root.get("height"), root.get("viewBox")) == ("210mm", "297mm", "0 0 595 842")


def test_nested_places_and_scales() -> None:
    inner = Drawing(100, 50, '<rect width="1" height="1"/>\n')
    outer = Drawing(400, 400, inner.nested(10, 20.5, 0.5))
    root = ET.fromstring(outer.document().split("\n", 1)[1])
    nested = root.find(f"{SVG}svg")
    assert nested is not None
    assert [nested.get(k) for k in ("x", "y", "width", "height", "viewBox")] == [
        "10.00",
        "20.50",
        "50.00",
        "25.00",
        "0 0 100 50",
    ]
    assert len(nested.findall(f"{SVG}rect")) == 2  # its own background, then its body


@given(st.text())
def test_escaped_text_reads_back_as_itself(text: str) -> None:
    text = "".join(ch for ch in text if ch.isprintable())  # XML 1.0 allows no control characters
    element = ET.fromstring(f"<t>{escape(text)}</t>")
    assert (element.text or "") == text


def test_notebooks_show_the_picture() -> None:
    drawing = Drawing(1, 1, "")
    assert drawing._repr_svg_() == drawing.document()
