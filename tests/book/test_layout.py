"""Where a book's sections start and what a puzzle too large for the trim is told, read back from
the PDF page by page with poppler's pdftotext: a heading keeps with its first puzzle, no page is
blank or holds a heading alone unless asked (``section_start = "right"``), and ``any`` puts a
section under the one before when it fits."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from books import gridcraft

from gridcraft import printing
from gridcraft.book import build, read_manifest
from gridcraft.draw.book import MIN_PAGES

needs_poppler = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils is not installed")

#: two sections of small KenKens (quick to make), then the answers
MANIFEST = """[book]
title = "Starts"
seed = "starts"
{start}

[[section]]
heading = "First Section"
kind = "kenken"
size = 4
difficulty = "easy"
count = 1

[[section]]
heading = "Second Section"
kind = "kenken"
size = 4
difficulty = "easy"
count = 1
"""


def pages_of(tmp_path: Path, start: str) -> list[str]:
    """The text of each page of the book whose book-wide ``section_start`` is ``start`` (none:
    the default), made in this process."""
    manifest = tmp_path / "book.toml"
    manifest.write_text(
        MANIFEST.format(start=f'section_start = "{start}"' if start else ""), encoding="utf-8"
    )
    book = read_manifest(manifest)
    built = build(book, tmp_path / "out")
    assert built.laid is not None and not built.failed
    pdf = tmp_path / "book.pdf"
    pdf.write_bytes(printing.sheet_pdf(built.laid.pages, title=book.title))
    return [
        subprocess.run(
            ["pdftotext", "-layout", "-f", str(n), "-l", str(n), str(pdf), "-"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout  # fmt: skip
        for n in range(1, len(built.laid.pages) + 1)
    ]


def first_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[0] if lines else ""


def where(pages: list[str], heading: str) -> int:
    """The page (1-based) whose first line is ``heading``."""
    (found,) = [n for n, text in enumerate(pages, 1) if first_line(text) == heading]
    return found


def blank_before_padding(pages: list[str]) -> list[int]:
    """Blank pages among the book's own (before the blank pages that reach KDP's least)."""
    last = max(n for n, text in enumerate(pages, 1) if text.strip())
    return [n for n, text in enumerate(pages[:last], 1) if not text.strip()]


@needs_poppler
@pytest.mark.slow  # a book made and printed: about a second
def test_by_default_a_section_starts_on_a_new_page_with_its_first_puzzle(tmp_path: Path) -> None:
    pages = pages_of(tmp_path, "")
    assert len(pages) == MIN_PAGES
    first, second, answers = (
        where(pages, "First Section"),
        where(pages, "Second Section"),
        where(pages, "Answers"),
    )
    assert second == first + 1 and answers == second + 1  # no blank page between, on either side
    # the heading keeps with its puzzle: the puzzle's number and cages are on the heading's page
    assert "Puzzle 1" in pages[first - 1] and "\n1" in pages[first - 1] and "+" in pages[first - 1]
    assert "Puzzle 2" in pages[second - 1] and "\n2" in pages[second - 1]
    assert "1 (page " in pages[answers - 1]
    assert blank_before_padding(pages) == []


@needs_poppler
@pytest.mark.slow  # a book made and printed: about a second
def test_right_puts_each_section_on_a_right_hand_page_as_asked(tmp_path: Path) -> None:
    pages = pages_of(tmp_path, "right")
    starts = [where(pages, h) for h in ("First Section", "Second Section", "Answers")]
    assert all(n % 2 == 1 for n in starts)
    assert blank_before_padding(pages) == [
        n - 1 for n in starts if not pages[n - 2].strip()
    ]  # the asked-for ones


@needs_poppler
@pytest.mark.slow  # a book made and printed: about a second
def test_any_puts_a_section_under_the_one_before_when_it_fits(tmp_path: Path) -> None:
    pages = pages_of(tmp_path, "any")
    first = where(pages, "First Section")
    page = pages[first - 1]
    # the second section's heading and puzzle go under the first's (four a page: room is left)
    assert "Second Section" in page and page.index("First Section") < page.index("Puzzle 2")
    assert "\n2" in page and "Answers" not in page
    assert where(pages, "Answers") == first + 1  # no room left for the answers: the next page
    assert blank_before_padding(pages) == []


def test_an_unknown_section_start_is_refused_at_its_key(tmp_path: Path) -> None:
    from gridcraft.errors import ParseError

    manifest = tmp_path / "book.toml"
    manifest.write_text(MANIFEST.format(start='section_start = "left"'), encoding="utf-8")
    with pytest.raises(
        ParseError, match=r"section_start must be one of new, right, any, not 'left'"
    ) as found:
        read_manifest(manifest)
    assert (found.value.line, found.value.column) == (4, 17)  # at the value


@pytest.mark.slow
def test_a_word_list_too_large_for_the_trim_says_the_sizes_and_not_time(tmp_path: Path) -> None:
    # regression: the message gave no sizes and the summary advised more time, which cannot help
    words = [f"{a}{b}{c}ING" for a in "BCDFGHKLMNPRST" for b in "AEIOU" for c in "BDGLMNPRST"][:90]
    (tmp_path / "many.txt").write_text("\n".join(words) + "\n", encoding="utf-8")
    (tmp_path / "book.toml").write_text(
        '[book]\ntitle = "T"\ntrim = "a5"\n\n[[section]]\nheading = "Many"\nkind = "crisscross"\n'
        'words = "many.txt"\nnodes = 2000\nmax_aspect = 8\n',
        encoding="utf-8",
    )
    failed = gridcraft("book", "book.toml", "-o", "b.pdf", cwd=tmp_path)
    lines = [line for line in failed.stderr.splitlines() if not line.startswith("gridcraft: ")]
    assert failed.returncode == 3, failed.stderr
    assert lines[0].startswith("book.toml: section 1 (Many), many.txt, seed 0:1:0: its "), lines[0]
    assert "legibly on an A5 page" in lines[0] and "fewer" in lines[0] and "a larger trim" in lines[0]
    assert "time" not in failed.stderr
    assert lines[-1].endswith("change what the lines above name, or --allow-missing")
