"""``gridcraft print``: a two-page sheet of any kind of puzzle, read from any of its files."""

from __future__ import annotations

import re
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from samples import ENGLISH_19, KENKEN_TEXT, read_until, write

from gridcraft import printing

pypdf = pytest.importorskip("pypdf")
try:
    import cairosvg  # noqa: F401
except (ImportError, OSError) as e:  # pragma: no cover - the cairo library is missing
    pytest.skip(f"cairosvg needs the cairo library: {e}", allow_module_level=True)

DATA = Path(__file__).resolve().parent.parent / "data"
FILLIN = DATA / "fillin" / "wikipedia-7x7.txt"
ANIMALS = Path(printing.__file__).parent / "data" / "animals-ru.txt"


@pytest.mark.parametrize(("source", "kind"), [(FILLIN, "fill-in"), (ANIMALS, "criss-cross")])
def test_print_command(run: Callable[..., Any], tmp_path: Path, source: Path, kind: str) -> None:
    out = tmp_path / "sheet.pdf"
    result = run("print", str(source), "-o", str(out), "--paper", "letter", "--title", "T")
    assert result.code == 0
    assert f"{kind} sheet: 2 pages, letter" in result.err
    reader = pypdf.PdfReader(str(out))
    assert len(reader.pages) == 2 and reader.pages[0].extract_text().startswith("T")


def test_print_kenken(run: Callable[..., Any], tmp_path: Path) -> None:
    src = tmp_path / "k.txt"
    src.write_text(KENKEN_TEXT, encoding="utf-8")
    out = tmp_path / "k.pdf"
    assert run("print", str(src), "-o", str(out)).code == 0
    assert "KenKen 6 x 6" in pypdf.PdfReader(str(out)).pages[0].extract_text()


def test_print_unsolvable_writes_nothing(run: Callable[..., Any], tmp_path: Path) -> None:
    src = tmp_path / "p.txt"
    src.write_text("...\n.#.\n\nABC, XY, CZ\n", encoding="utf-8")
    out = tmp_path / "p.pdf"
    result = run("print", str(src), "-o", str(out))
    assert result.code == 1
    assert "the puzzle has no solution" in result.err
    assert not out.exists()


def test_print_notes_several_solutions_on_the_solution_page(run: Callable[..., Any], tmp_path: Path) -> None:
    src, out = tmp_path / "p.txt", tmp_path / "p.pdf"
    src.write_text("..\n..\n\nAB, BA, AB, BA\n", encoding="utf-8")
    result = run("print", str(src), "-o", str(out))
    assert result.code == 0
    assert "more than one solution" in result.err
    assert "one of several" in pypdf.PdfReader(str(out)).pages[1].extract_text()


def test_print_reads_ipuz(run: Callable[..., Any], tmp_path: Path) -> None:
    pytest.importorskip("cairosvg")
    path, pdf = tmp_path / "a.ipuz", tmp_path / "a.pdf"
    assert run("generate", "--example", "animals-ru", "--format", "ipuz", "-o", str(path))[0] == 0
    code, _, err = run("print", str(path), "-o", str(pdf))
    assert code == 0 and "criss-cross sheet: 2 pages" in err and pdf.stat().st_size > 1000


def test_another_apps_crossword_prints_with_its_title_author_and_clues(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    out = tmp_path / "mini.pdf"
    result = run("print", str(DATA / "ipuz" / "another-app-mini.ipuz"), "-o", str(out))
    assert result.code == 0 and "sheet: 2 pages" in result.err
    reader = pypdf.PdfReader(str(out))
    assert (reader.metadata.title, reader.metadata.author) == ("Mini & more", "Ann Setter")
    text = reader.pages[0].extract_text()
    assert "Mini & more" in text and "Droid" in text and "Old web portal" in text
    again = run("print", str(DATA / "ipuz" / "another-app-mini.ipuz"), "-o", str(out), "--title", "Mine")
    assert again.code == 0 and pypdf.PdfReader(str(out)).metadata.title == "Mine"


def test_name_line_no_key_and_metadata(run: Callable[..., Any], tmp_path: Path) -> None:
    out = tmp_path / "sheet.pdf"
    source = write(str(tmp_path / "ru.txt"), "Мул: упрямое животное\nЛемур: зверёк\nКрот: роет норы\n")
    result = run(
        "print", source, "-o", str(out), "--name-line", "--no-key", "--title", "Звери", "--author", "Я"
    )
    assert result.code == 0 and "sheet: 1 page, a4" in result.err
    reader = pypdf.PdfReader(str(out))
    assert len(reader.pages) == 1 and (reader.metadata.title, reader.metadata.author) == ("Звери", "Я")
    text = reader.pages[0].extract_text()
    assert "Имя:" in text and "По горизонтали" in text  # Russian words, Russian captions
    english = run("print", source, "-o", str(out), "--name-line", "--lang", "en")
    assert english.code == 0 and "Name:" in pypdf.PdfReader(str(out)).pages[0].extract_text()


def test_print_of_a_word_list_reports_its_layout_and_answers(run: Callable[..., Any], tmp_path: Path) -> None:
    clued = write(str(tmp_path / "c.txt"), "Мул: упрямое животное\nЛемур: зверёк\nКрот: роет норы\n")
    result = run("print", clued, "-o", str(tmp_path / "c.pdf"))
    first, second = result.err.splitlines()
    assert first.startswith("3 words, ") and second == "crossword sheet: 2 pages, a4"
    plain = write(str(tmp_path / "p.txt"), "Мул, Лемур, Крот\n")
    lines = run("print", plain, "-o", str(tmp_path / "p.pdf")).err.splitlines()
    assert lines[0].endswith("; one answer") and lines[1] == "criss-cross sheet: 2 pages, a4"


def test_a_missing_font_offers_no_format_print_lacks(run: Callable[..., Any], tmp_path: Path) -> None:
    # regression: print said "or choose --format svg", an option it does not have
    from gridcraft.draw import missing_glyph

    if missing_glyph(["中国"]) is None:
        pytest.skip("a font here draws Chinese")
    path = tmp_path / "w.txt"
    path.write_text("中国\n国家\n", encoding="utf-8")
    code, out, err = run("print", str(path), "-o", str(tmp_path / "s.pdf"))
    assert code == 2 and "no installed font draws" in err and "--format" not in err


@pytest.mark.parametrize("sig", [signal.SIGINT])
def test_an_interrupted_print_writes_the_sheet_of_its_best_layout(tmp_path: Path, sig: int) -> None:
    # regression: Ctrl-C during print wrote nothing, though a layout had been found
    words = tmp_path / "w.txt"
    words.write_text(", ".join(ENGLISH_19), encoding="utf-8")
    out = tmp_path / "sheet.pdf"
    proc = subprocess.Popen(
        [sys.executable, "-m", "gridcraft", "print", str(words), "--nodes", "2000000000", "-o", str(out)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
    )
    said = read_until(proc.stderr, b"best area")  # the first progress line: a layout is found
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=30)
    err = said + err
    assert proc.returncode == 130, err
    assert (
        "interrupted; the best layout so far" in err.decode() and "criss-cross sheet: 2 pages" in err.decode()
    )
    first = pypdf.PdfReader(str(out)).pages[0].extract_text()
    assert all(word in first for word in ENGLISH_19)


def test_a_font_size_out_of_range_is_one_line(run: Callable[..., Any], tmp_path: Path) -> None:
    result = run("print", str(ANIMALS), "-o", str(tmp_path / "s.pdf"), "--font-size", "40")
    assert result.code == 2 and not (tmp_path / "s.pdf").exists()
    assert (
        result.err.count("\n") == 1
        and "--font-size: 40 pt is out of range: give 6 to 18 points" in result.err
    )


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler's pdftotext")
@pytest.mark.parametrize("size", [8, 16])
def test_a_chosen_font_size_sets_the_list(run: Callable[..., Any], tmp_path: Path, size: int) -> None:
    out = tmp_path / "s.pdf"
    assert run("print", str(ANIMALS), "-o", str(out), "--font-size", str(size)).code == 0
    html = subprocess.run(
        ["pdftotext", "-enc", "UTF-8", "-bbox", "-l", "1", str(out), "-"],
        capture_output=True,
        encoding="utf-8",
    ).stdout
    ((y0, y1),) = re.findall(
        r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">Мул<', html
    )  # a word of the list
    assert 1.0 * size <= float(y1) - float(y0) <= 1.3 * size  # DejaVu's line box: 1.16 sizes


def test_a_clue_and_a_title_of_thousands_of_characters_print(run: Callable[..., Any], tmp_path: Path) -> None:
    # regression: a 5,000-character title was "internal error: ValueError: the word list does not
    # fit the columns given" (exit 70)
    import json

    document = json.loads((DATA / "ipuz" / "another-app-mini.ipuz").read_text(encoding="utf-8"))
    document["title"] = "Title " * 900
    document["clues"]["Across"][1][1] = "Droid " * 900
    path, out = tmp_path / "long.ipuz", tmp_path / "long.pdf"
    path.write_text(json.dumps(document), encoding="utf-8")
    result = run("print", str(path), "-o", str(out))
    assert result.code == 0, result.err
    pages = [page.extract_text() for page in pypdf.PdfReader(str(out)).pages]
    assert len(pages) >= 3 and "…" in pages[0]  # the title shortened, the clue continued
    assert sum(text.count("Droid") for text in pages) == 900 and "Old web portal" in "".join(pages)
