"""Printable sheets: two-page PDFs for every kind (pages, paper size, text) and pages as PNG."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from samples import KENKEN_TEXT, png_size

from gridcraft import crisscross, fillin, kenken, printing
from gridcraft.draw import Drawing
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
    assert "the largest land animal, with a trunk (8)" in first  # the clue and its enumeration
    assert "ELEPHANT" not in first.replace(" ", "") and "Across" not in second  # the key on page 2 only
