"""The printed book, read back from its PDF and its pages: KDP's page size with bleed, the inside
margin for its page count, every font embedded, the contents and answers pointing at the right
pages, every line and text legible, nothing outside the live area, and the files beside it."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pypdf
import pytest
from books import Book

from gridcraft.book import read_manifest
from gridcraft.book.build import _sections
from gridcraft.book.pages import lay_out
from gridcraft.draw.book import MIN_LINE, MIN_TEXT, frame, gutter

POPPLER = shutil.which("pdffonts") is not None and shutil.which("pdftoppm") is not None
needs_poppler = pytest.mark.skipif(not POPPLER, reason="poppler-utils (pdffonts, pdftoppm) is not installed")
SVG = "{http://www.w3.org/2000/svg}"


def index(book: Book) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads((book.out / "book.json").read_text(encoding="utf-8"))
    return doc


def page_text(pdf: Path, page: int) -> str:
    return subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), str(pdf), "-"],
                          capture_output=True, text=True, check=True).stdout  # fmt: skip


def test_the_page_is_the_trim_with_bleed_and_the_summary_says_so(small_book: Book) -> None:
    reader = pypdf.PdfReader(small_book.pdf)
    assert len(reader.pages) == 24 == index(small_book)["pages"]  # padded up to KDP's fewest
    for n, page in enumerate(reader.pages, 1):
        assert (float(page.mediabox.width), float(page.mediabox.height)) == (441.0, 666.0)  # 6.125 x 9.25 in
        left = 9.0 if n % 2 == 0 else 0.0  # a left-hand page bleeds on its left
        assert [float(v) for v in page.trimbox] == [left, 9.0, left + 432.0, 657.0]  # the 6 x 9 in trim
        assert [float(v) for v in page.bleedbox] == [0.0, 0.0, 441.0, 666.0]
    assert reader.metadata is not None and reader.metadata.title == "A Small Book"
    assert "9 puzzles in 5 sections, 24 pages (6 x 9 in with bleed, inside margin 0.375 in)" in small_book.err
    assert "blank pages added to reach 24 (KDP's fewest)" in small_book.err


def test_the_inside_margin_follows_the_page_count() -> None:
    assert [gutter(n) for n in (24, 150, 151, 300, 301, 500, 501, 700, 828)] == [
        0.375, 0.375, 0.5, 0.5, 0.625, 0.625, 0.75, 0.75, 0.875]  # fmt: skip
    with pytest.raises(ValueError, match="829 pages"):
        gutter(829)
    right, left = frame("6x9", True, 0.5, 1), frame("6x9", True, 0.5, 2)
    assert (right.width, right.height) == (441.0, 666.0)
    assert right.left == 36.0 and right.right == 432.0 - 36.0  # inside on the left; bleed beyond 432
    assert left.left == 9.0 + 36.0 and left.right == 9.0 + 432.0 - 36.0  # bleed on the left of a left page
    assert right.top == 9.0 + 36.0 and right.bottom == 9.0 + 648.0 - 36.0
    plain = frame("a4", False, 0.375, 1)
    assert round(plain.width, 2) == 595.28 and plain.left == 27.0


@needs_poppler
def test_every_font_is_embedded(small_book: Book) -> None:
    out = subprocess.run(["pdffonts", str(small_book.pdf)], capture_output=True, text=True, check=True).stdout
    rows = out.splitlines()[2:]
    assert rows and all(re.search(r"\s(yes)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$", r) for r in rows), out
    assert all(r.split()[-5] == "yes" for r in rows)  # the "emb" column


@needs_poppler
def test_contents_and_answers_point_at_their_pages(small_book: Book) -> None:
    doc = index(small_book)
    contents = page_text(small_book.pdf, 3)
    headings = {s["heading"] for s in doc["sections"]} | {"Answers"}
    listed = dict(re.findall(r"^\s*(.+?)(?: \u00b7 Puzzles? [\d to]+)?\s*\.+\s*(\d+)\s*$", contents, re.M))
    assert set(listed) == headings, contents
    first = {s["heading"]: n for n, s in enumerate(doc["sections"], 1)}
    numbers = {p["section"]: p["number"] for p in reversed(doc["puzzles"])}  # each section's first
    for heading, page in listed.items():
        text = page_text(small_book.pdf, int(page))
        assert text.strip().splitlines()[0].strip() == heading  # at the top of the page
        if heading != "Answers":  # the heading keeps with its first puzzle: on the same page
            assert re.search(rf"(^|\s){numbers[first[heading]]}(\s|$)", text), text
    for p in doc["puzzles"]:
        assert re.search(rf"(^|\s){p['number']}(\s|$)", page_text(small_book.pdf, p["page"]))
        assert f"{p['number']} (page {p['page']})" in page_text(small_book.pdf, p["answer_page"])
    assert [p["number"] for p in doc["puzzles"]] == list(range(1, 10))
    grades = [p["grade"] for p in doc["puzzles"]]
    assert grades == [None] * 3 + ["easy"] * 4 + ["normal"] * 2


@needs_poppler
def test_the_pages_render(small_book: Book, tmp_path: Path) -> None:
    subprocess.run(["pdftoppm", "-r", "20", "-png", str(small_book.pdf), str(tmp_path / "p")], check=True)
    assert len(list(tmp_path.glob("p-*.png"))) == 24


def _walk(node: ET.Element, scale: float, size: float, stroke: float, found: list[tuple[str, float]]) -> None:
    if node.tag == f"{SVG}svg" and "viewBox" in node.attrib and "width" in node.attrib:
        w = float(node.attrib["viewBox"].split()[2])
        outer = node.attrib["width"]
        scale *= float(outer) / w if not outer.endswith(("in", "mm")) else 1.0
    size = float(node.attrib.get("font-size", size))
    stroke = float(node.attrib.get("stroke-width", stroke))
    if node.tag == f"{SVG}text":
        found.append(("text", size * scale))
    if node.tag in (f"{SVG}line", f"{SVG}rect", f"{SVG}path", f"{SVG}polyline") and node.attrib.get(
        "stroke"
    ) not in (None, "none"):
        found.append(("line", stroke * scale))
    for child in node:
        _walk(child, scale, size, stroke, found)


def test_every_line_and_text_is_legible_and_inside_the_live_area(small_book: Book) -> None:
    book = read_manifest(small_book.folder / "book" / "small.toml")
    records = {
        i: json.loads((small_book.out / f"{t.stem}.json").read_text(encoding="utf-8"))
        for i, t in enumerate(book.tasks)
    }
    laid = lay_out(book, _sections(book, book.tasks, records))
    assert len(laid.pages) == 24
    for n, page in enumerate(laid.pages, 1):
        found: list[tuple[str, float]] = []
        root = ET.fromstring(page.document().encode("utf-8"))
        _walk(root, 1.0, 16.0, 1.0, found)
        assert all(v >= MIN_TEXT - 1e-6 for k, v in found if k == "text"), (
            n,
            min(v for k, v in found if k == "text"),
        )
        assert all(v >= MIN_LINE - 1e-6 for k, v in found if k == "line"), n
        f = frame(book.trim, book.bleed, laid.gutter, n)
        for nested in root.iter(f"{SVG}svg"):
            if nested is root:
                continue
            x, y = float(nested.attrib["x"]), float(nested.attrib["y"])
            w, h = float(nested.attrib["width"]), float(nested.attrib["height"])
            assert (
                f.left - 0.01 <= x
                and x + w <= f.right + 0.01
                and f.top - 0.01 <= y
                and y + h <= f.bottom + 0.01
            ), n


def test_each_puzzle_has_its_files(small_book: Book) -> None:
    import ipuz
    from PIL import Image

    for p in index(small_book)["puzzles"]:
        names = p["files"]
        assert all((small_book.out / name).is_file() for name in names)
        stem = names[0].rsplit(".", 1)[0]
        assert ipuz.read((small_book.out / f"{stem}.ipuz").read_text(encoding="utf-8"))
        with Image.open(small_book.out / f"{stem}.png") as png:
            assert png.info["dpi"] == pytest.approx((300, 300), abs=0.01)
        record = json.loads((small_book.out / f"{stem}.json").read_text(encoding="utf-8"))
        assert (record["section"], record["seed"], record["grade"]) == (p["section"], p["seed"], p["grade"])
        assert (f"{stem}.puz" in names) == (
            record["kind"] == "crisscross"
        )  # Latin-1 words; fill-ins have no .puz
