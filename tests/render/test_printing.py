"""Printable sheets: two-page PDFs for every kind (pages, paper size, text), pages as PNG, and
``gridcraft print`` on the command line."""

from __future__ import annotations

import io
import re
import struct
from pathlib import Path

import pytest

from gridcraft import cli, crisscross, fillin, kenken, printing
from gridcraft.draw import Drawing, sheet_page
from gridcraft.kinds import detect
from gridcraft.words import parse_word_list

pypdf = pytest.importorskip("pypdf")
try:
    import cairosvg  # noqa: F401
except (ImportError, OSError) as e:  # pragma: no cover - the cairo library is missing
    pytest.skip(f"cairosvg needs the cairo library: {e}", allow_module_level=True)

from gridcraft.draw import svg_to_png

DATA = Path(__file__).resolve().parent.parent / "data"
FILLIN = DATA / "fillin" / "wikipedia-7x7.txt"
KENKEN = Path(__file__).resolve().parents[3] / "shared" / "examples" / "kenken" / "wikipedia-6x6.txt"
ANIMALS = Path(printing.__file__).parent / "data" / "animals-ru.txt"
KENKEN_TEXT = """6
11 + r1c1 r2c1
2 / r1c2 r1c3
20 x r1c4 r2c4
6 x r1c5 r1c6 r2c6 r3c6
3 - r2c2 r2c3
3 / r2c5 r3c5
240 x r3c1 r3c2 r4c1 r4c2
6 x r3c3 r3c4
6 x r4c3 r5c3
7 + r4c4 r5c4 r5c5
30 x r4c5 r4c6
6 x r5c1 r5c2
9 + r5c6 r6c6
8 + r6c1 r6c2 r6c3
2 / r6c4 r6c5
"""


def pdf(pages: list[Drawing]) -> pypdf.PdfReader:
    return pypdf.PdfReader(io.BytesIO(printing.sheet_pdf(pages)))


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


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
    for word in ("Животные", "Гиппопотам", "Мул", "10 letters"):
        assert word in first


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


def test_long_word_list_flows_into_columns_and_the_grid_keeps_room() -> None:
    words = [f"{a}{b}{c}" for a in "ABCDEFGH" for b in "AEIOU" for c in "XYZ"]  # 120 entries
    page = sheet_page(Drawing(400, 400, ""), words=[(3, words)]).document()
    nested = re.findall(
        r'<svg xmlns="[^"]*" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', page
    )
    (_, gy, gw, gh), (_, ly, lw, lh) = [tuple(map(float, n)) for n in nested]
    assert gw >= 300 and ly >= gy + gh and ly + lh <= 842 - 42 + 0.01 and lw <= 595 - 84 + 0.01


def test_unknown_paper() -> None:
    with pytest.raises(ValueError, match="unknown paper"):
        sheet_page(Drawing(1, 1, ""), paper="a3")


# -- the command line -----------------------------------------------------------------------------
def test_detect() -> None:
    assert detect(FILLIN.read_text(encoding="utf-8")) is fillin.KIND
    assert detect(KENKEN_TEXT) is kenken.KIND
    assert detect(ANIMALS.read_text(encoding="utf-8")) is crisscross.KIND
    assert detect("# a comment with a full stop.\nCAT, DOG\n") is crisscross.KIND


@pytest.mark.parametrize(("source", "kind"), [(FILLIN, "fill-in"), (ANIMALS, "criss-cross")])
def test_print_command(capsys: pytest.CaptureFixture[str], tmp_path: Path, source: Path, kind: str) -> None:
    out = tmp_path / "sheet.pdf"
    assert cli.main(["print", str(source), "-o", str(out), "--paper", "letter", "--title", "T"]) == 0
    assert f"{kind} sheet: 2 pages, letter" in capsys.readouterr().err
    reader = pypdf.PdfReader(str(out))
    assert len(reader.pages) == 2 and reader.pages[0].extract_text().startswith("T")


def test_print_kenken(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    src = tmp_path / "k.txt"
    src.write_text(KENKEN_TEXT, encoding="utf-8")
    out = tmp_path / "k.pdf"
    assert cli.main(["print", str(src), "-o", str(out)]) == 0
    assert "KenKen 6 x 6" in pypdf.PdfReader(str(out)).pages[0].extract_text()


def test_print_unsolvable_writes_nothing(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    src = tmp_path / "p.txt"
    src.write_text("...\n.#.\n\nABC, XY, CZ\n", encoding="utf-8")
    out = tmp_path / "p.pdf"
    assert cli.main(["print", str(src), "-o", str(out)]) == 1
    assert "the puzzle has no solution" in capsys.readouterr().err
    assert not out.exists()


def test_generate_png_and_pdf(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    png, doc = tmp_path / "a.png", tmp_path / "a.pdf"
    assert cli.main(["generate", "--example", "animals-ru", "--format", "png", "-o", str(png)]) == 0
    assert png_size(png.read_bytes()) == (408, 328)  # 10 x 8 cells of 40 units, 4 units of margin
    assert (
        cli.main(["generate", "--example", "animals-ru", "--format", "pdf", "--blank", "-o", str(doc)]) == 0
    )
    assert "Гиппопотам" in pypdf.PdfReader(str(doc)).pages[0].extract_text()


def test_solve_png(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    png = tmp_path / "s.png"
    assert cli.main(["solve", str(FILLIN), "--format", "png", "-o", str(png)]) == 0
    assert png_size(png.read_bytes()) == (288, 288)


def test_long_title_wraps() -> None:
    page = sheet_page(Drawing(100, 100, ""), title=" ".join(["Kriss Kross"] * 12)).document()
    assert page.count('font-weight="bold"') >= 2  # two or more title lines, full size
    assert 'font-size="20"' in page


def test_print_notes_several_solutions_on_the_solution_page(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    src, out = tmp_path / "p.txt", tmp_path / "p.pdf"
    src.write_text("..\n..\n\nAB, BA, AB, BA\n", encoding="utf-8")
    assert cli.main(["print", str(src), "-o", str(out)]) == 0
    assert "more than one solution" in capsys.readouterr().err
    assert "one of several" in pypdf.PdfReader(str(out)).pages[1].extract_text()
