"""Every kind's output formats in one table: a format name means one thing for every kind and front end."""

from __future__ import annotations

import io
import json

import pypdf
import pytest
from samples import mul_layout

from gridcraft import fillin, kenken
from gridcraft.documents import entries_refused, formats_of, written_bytes
from gridcraft.errors import InvalidPuzzle, MissingFont
from gridcraft.kinds import kinds, word_maker
from gridcraft.outputs import WriteOptions
from gridcraft.words import entries_from_strings

KENKEN = kenken.parse("2\n3 + r1c1 r1c2\n3 + r2c1 r2c2")


def test_every_kind_has_the_shared_formats_in_order() -> None:
    for kind in kinds():
        names = list(formats_of(kind))
        assert names[: len(kind.formats)] == list(kind.formats)  # its own first
        assert {"svg", "png", "pdf", "sheet"} <= set(names)
        assert all(f.name == name for name, f in formats_of(kind).items())
    assert "puz" in formats_of(word_maker()[0]) and "puz" not in formats_of(kenken.KIND)


def test_pdf_is_the_picture_and_sheet_the_printed_pages() -> None:
    formats = formats_of(word_maker()[0])
    picture = formats["pdf"].write(mul_layout(), None, WriteOptions())
    sheet = formats["sheet"].write(mul_layout(), None, WriteOptions())
    assert isinstance(picture, bytes) and isinstance(sheet, bytes)
    assert len(pypdf.PdfReader(io.BytesIO(picture)).pages) == 1
    assert len(pypdf.PdfReader(io.BytesIO(sheet)).pages) == 2
    assert formats["pdf"].picture and not formats["sheet"].picture and formats["sheet"].binary
    assert not formats["svg"].binary and not formats["json"].binary and formats["puz"].binary


def test_a_kenken_is_written_solved_or_blank() -> None:
    formats = formats_of(kenken.KIND)
    solved = formats["svg"].write(KENKEN, ((1, 2), (2, 1)), WriteOptions())
    blank = formats["svg"].write(KENKEN, None, WriteOptions())
    assert isinstance(solved, str) and ">2<" in solved and solved != blank
    assert formats["text"].write(KENKEN, None, WriteOptions()) == kenken.dumps(KENKEN)
    assert formats["keen"].write(KENKEN, None, WriteOptions()) == kenken.to_keen_id(KENKEN) + "\n"
    ipuz = formats["ipuz"].write(KENKEN, ((1, 2), (2, 1)), WriteOptions(title="T"))
    assert isinstance(ipuz, str) and json.loads(ipuz)["title"] == "T"


def test_the_first_format_of_an_extension() -> None:
    formats = formats_of(word_maker()[0])
    pdfs = [name for name, f in formats.items() if f.extension == "pdf"]
    assert pdfs == ["pdf", "sheet"]  # the picture comes before the sheet: -o x.pdf is the picture
    assert next(name for name, f in formats.items() if f.extension == "txt") == "text"


def test_entries_a_format_cannot_show() -> None:
    entries = entries_from_strings(["ÇA", "ŁÓDŹ"])
    found = entries_refused("puz", entries)
    assert found is not None and found[0].text == "ŁÓDŹ" and isinstance(found[1], InvalidPuzzle)
    assert entries_refused("svg", entries) is None
    assert written_bytes("é") == "é".encode()


def test_a_missing_font_is_structured_and_pickles() -> None:
    import pickle

    error = MissingFont("\u0e01", "fonts-thai-tlwg", " (in 'X')")
    back = pickle.loads(pickle.dumps(error))
    assert (back.char, back.package, str(back)) == ("\u0e01", "fonts-thai-tlwg", str(error))


@pytest.mark.parametrize("kind", [fillin.KIND, kenken.KIND])
def test_solver_kinds_write_the_blank_puzzle_as_their_own_text(kind: object) -> None:
    puzzle = KENKEN if kind is kenken.KIND else fillin.parse("....\n.#.#\n\nLOVE, LO, VA")
    text = formats_of(kind)["text"].write(puzzle, None, WriteOptions())  # type: ignore[arg-type]
    assert kind.parse(str(text)) == puzzle  # type: ignore[attr-defined]
