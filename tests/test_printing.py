"""Printable sheets: two-page PDFs for every kind (pages, paper size, text) and pages as PNG."""

from __future__ import annotations

import dataclasses
import io
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from samples import KENKEN_TEXT, png_size

from gridcraft import crisscross, fillin, kenken, printing
from gridcraft.draw import MIN_CELL, PAPERS, Drawing
from gridcraft.draw.sheet import MARGIN
from gridcraft.words import parse_word_list

pypdf = pytest.importorskip("pypdf")
try:
    import cairosvg  # noqa: F401
except (ImportError, OSError) as e:  # pragma: no cover - the cairo library is missing
    pytest.skip(f"cairosvg needs the cairo library: {e}", allow_module_level=True)

from gridcraft.draw import svg_to_png

DATA = Path(__file__).resolve().parent / "data"
FILLIN = DATA / "fillin" / "wikipedia-7x7.txt"
ANIMALS = Path(printing.__file__).parent / "data" / "animals-ru.txt"


def pdf(pages: list[Drawing]) -> pypdf.PdfReader:
    return pypdf.PdfReader(io.BytesIO(printing.sheet_pdf(pages)))


def sheets() -> dict[str, list[Drawing]]:
    puzzle = fillin.parse(FILLIN.read_text(encoding="utf-8"))
    layout = crisscross.generate(parse_word_list(ANIMALS.read_text(encoding="utf-8")), time_limit=5)
    kk = kenken.parse(KENKEN_TEXT)
    return {
        "fillin": printing.sheet(fillin.KIND, puzzle, next(fillin.solutions(puzzle)), title="Fill-in"),
        "crisscross": printing.sheet(crisscross.KIND, layout, title="Животные"),
        "kenken": printing.sheet(kenken.KIND, kk, next(kenken.solutions(kk)), title="KenKen"),
    }


SHEETS = sheets()


@pytest.mark.parametrize("kind", sorted(SHEETS))
def test_two_a4_pages(kind: str) -> None:
    reader = pdf(SHEETS[kind])
    assert len(reader.pages) == 2
    for page in reader.pages:
        assert round(float(page.mediabox.width)) == 595 and round(float(page.mediabox.height)) == 842


def test_fillin_sheet_text() -> None:
    reader = pdf(SHEETS["fillin"])
    first, second = (p.extract_text() for p in reader.pages)
    for word in ("ARTICLE", "VESICLE", "DAG", "GI", "2 letters", "7 letters"):
        assert word in first
    assert "Solution" in second and "ARTICLE" not in second


def test_crisscross_sheet_keeps_cyrillic() -> None:
    first = pdf(SHEETS["crisscross"]).pages[0].extract_text()
    for word in ("Животные", "Гиппопотам", "Мул", "10 букв", "3 буквы", "Впишите все слова (10)"):
        assert word in first  # Russian words get Russian captions


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["3 letters", "Criss-cross: place the 10 words"]),
        ("de", ["3 Buchstaben", "Setzen Sie die 10 Wörter"]),
    ],
)
def test_lang_overrides_the_guessed_language(lang: str, words: list[str]) -> None:
    layout = crisscross.generate(parse_word_list(ANIMALS.read_text(encoding="utf-8")), time_limit=5)
    first = pdf(printing.sheet(crisscross.KIND, layout, lang=lang)).pages[0].extract_text()
    assert all(word in first for word in words)


def test_kenken_sheet_clues_and_solution() -> None:
    first, second = (p.extract_text() for p in pdf(SHEETS["kenken"]).pages)
    assert "11+" in first and "240×" in first
    assert re.search(r"5\s*6\s*3\s*4\s*1\s*2", second)  # the first row of the solution


@pytest.mark.parametrize("kind", sorted(SHEETS))
def test_pages_render_to_png_at_a_fixed_size(kind: str) -> None:
    for page in SHEETS[kind]:
        assert png_size(svg_to_png(page.document())) == (794, 1123)  # A4 at 96 pixels per inch
        assert png_size(svg_to_png(page.document(), scale=0.5)) == (397, 561)


def test_letter_paper() -> None:
    puzzle = fillin.parse(FILLIN.read_text(encoding="utf-8"))
    pages = printing.sheet(fillin.KIND, puzzle, next(fillin.solutions(puzzle)), paper="letter")
    box = pdf(pages).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)


def test_a_clued_list_prints_a_numbered_crossword_and_its_key(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    source = Path(__file__).resolve().parents[1] / "examples" / "animals-clued.txt"
    out = tmp_path / "crossword.pdf"
    assert run("print", str(source), "-o", str(out)).code == 0
    first, second = (page.extract_text() for page in pypdf.PdfReader(str(out)).pages)
    assert "Crossword" in first and "Across" in first and "Down" in first
    assert "the largest land animal, with a trunk (8)" in " ".join(first.split())  # clue and enumeration
    assert "ELEPHANT" not in first.replace(" ", "") and "Across" not in second  # the key on page 2 only


# -- many or long clues: columns, continuation pages, nothing off the page -------------------------

FILLER = "a word that a careful reader will find among the answers of this grid, said otherwise again"


def clued_layout(n: int, length: int) -> crisscross.Layout:
    """``n`` clued words of four letters, ``length``-character clues: across words three to a row
    (columns 0, 5 and 10 of every other row), then down words at columns 15, 17, 19 and 21."""
    across = (2 * n) // 3
    places = [crisscross.Placement("WORD", 2 * (i // 3), 5 * (i % 3), "across") for i in range(across)]
    places += [
        crisscross.Placement("WORD", 5 * (i // 4), 15 + 2 * (i % 4), "down") for i in range(n - across)
    ]
    clue = (FILLER * 2)[: length - 1].strip()
    word = ["W" + "".join(chr(65 + k // 26**d % 26) for d in range(3)) for k in range(n)]
    return crisscross.Layout.from_placements(
        [
            dataclasses.replace(p, word=word[k], entry=word[k], clue=f"{clue}{k % 10}")
            for k, p in enumerate(places)
        ]
    )


def pdf_words(
    data: bytes, tmp_path: Path
) -> list[tuple[float, float, list[tuple[str, float, float, float, float]]]]:
    """The pages of a PDF as ``(width, height, words)``, each word ``(text, x0, y0, x1, y1)`` in
    points, as pdftotext places its glyphs."""
    path = tmp_path / "s.pdf"
    path.write_bytes(data)
    html = subprocess.run(
        ["pdftotext", "-bbox", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    pages = []
    for page in re.finditer(r'<page width="([\d.]+)" height="([\d.]+)">(.*?)</page>', html, re.DOTALL):
        words = [
            (w[4], float(w[0]), float(w[1]), float(w[2]), float(w[3]))
            for w in re.findall(
                r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>',
                page[3],
            )
        ]
        pages.append((float(page[1]), float(page[2]), words))
    return pages


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler's pdftotext")
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize(("n", "length"), [(10, 10), (10, 120), (25, 65), (40, 65), (60, 20), (80, 120)])
def test_many_long_clues_stay_on_their_pages(tmp_path: Path, paper: str, n: int, length: int) -> None:
    # regression: 40 clues of 65 characters drew the grid flipped and off the page, over the title
    layout = clued_layout(n, length)
    pages = printing.sheet(crisscross.KIND, layout, title="Long clues", paper=paper)
    found = pdf_words(printing.sheet_pdf(pages), tmp_path)
    assert len(found) == len(pages) >= 2
    for width, height, words in found:
        for text, x0, y0, x1, y1 in words:
            assert MARGIN - 1 <= x0 <= x1 <= width - MARGIN + 1, (text, x0, x1)
            assert MARGIN - 1 <= y0 <= y1 <= height - MARGIN + 1, (text, y0, y1)
    puzzle_words = [w for _, _, words in found[:-1] for w in words]
    numbers = [w[0] for w in puzzle_words if re.fullmatch(r"\d+\.", w[0])]
    assert sorted(numbers, key=lambda t: int(t[:-1])) == [f"{k}." for k in range(1, n + 1)]
    assert [w[0] for w in puzzle_words].count("Long") == len(pages) - 1  # the title, never overdrawn
    title_foot = max(w[4] for w in found[0][2] if w[0] == "Long")
    grid = {int(w[0]): w for w in found[0][2] if w[0].isdigit()}
    assert min(w[2] for w in grid.values()) > title_foot
    cell = (grid[2][1] - grid[1][1]) / 5  # numbers 1 and 2 start the first row's words, five cells apart
    width, height = PAPERS[paper][:2]
    below = height - MARGIN - title_foot - 40  # under the title and the two-line caption
    alone = min((width - 2 * MARGIN) / (layout.width * 40 + 8), below / (layout.height * 40 + 8))
    assert cell >= min(MIN_CELL, alone * 40) - 0.5, cell


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler's pdftotext")
@pytest.mark.parametrize(
    ("lang", "headings", "continued"),
    [("en", ("Across", "Down"), "(continued)"), ("ru", ("По", "По"), "(продолжение)")],
)
def test_a_group_continued_on_a_new_page_repeats_its_heading(
    tmp_path: Path, lang: str, headings: tuple[str, str], continued: str
) -> None:
    # regression: a continuation page began with bare clues, its group's heading pages back
    pages = printing.sheet(crisscross.KIND, clued_layout(80, 120), title="Long clues", lang=lang)
    found = pdf_words(printing.sheet_pdf(pages), tmp_path)
    firsts = []
    for _, _, words in found[1:-1]:  # the list's pages after the grid's, before the key
        body = [w for w in words if w[0] not in ("Long", "clues")]
        left = min(w[1] for w in body)
        column = sorted((w for w in body if w[1] < left + 1), key=lambda w: w[2])
        line = sorted(
            (w for w in body if abs(w[2] - column[0][2]) < 1 and w[1] < left + 150), key=lambda w: w[1]
        )
        firsts.append(" ".join(w[0] for w in line))
    assert len(firsts) >= 3 and all(first.startswith(headings) for first in firsts), firsts
    assert sum(continued in first for first in firsts) >= 3, firsts  # all but the page a group starts on


def test_the_clues_take_the_largest_type_that_leaves_the_grid_room() -> None:
    few = printing.sheet(crisscross.KIND, clued_layout(10, 40), title="T")[0].document()
    assert set(
        re.findall(r'<g font-size="([\d.]+)" fill="black">\n<text x="[\d.]+" y="[\d.]+" font-weight', few)
    ) == {"12"}
    chosen = printing.sheet(crisscross.KIND, clued_layout(10, 40), title="T", font_size=9)[0].document()
    assert '<g font-size="9" fill="black">' in chosen and '<g font-size="12" fill="black">' not in chosen
