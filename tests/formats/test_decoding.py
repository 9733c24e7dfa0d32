"""A file's bytes as text: UTF-8, UTF-16 and UTF-32 with a byte-order mark read; Latin-1 text and
files that are not text (images, documents, archives, binaries) named as what they are."""

from __future__ import annotations

import codecs
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gridcraft.errors import ParseError
from gridcraft.formats.decoding import decode_text
from gridcraft.formats.files import file_text

WORDS = "кот\ncafé\n"


@pytest.mark.parametrize(
    "data",
    [
        WORDS.encode("utf-8"),
        codecs.BOM_UTF8 + WORDS.encode("utf-8"),
        codecs.BOM_UTF16_LE + WORDS.encode("utf-16-le"),
        codecs.BOM_UTF16_BE + WORDS.encode("utf-16-be"),
        codecs.BOM_UTF32_LE + WORDS.encode("utf-32-le"),
        codecs.BOM_UTF32_BE + WORDS.encode("utf-32-be"),
    ],
)
def test_utf_8_16_and_32_with_a_byte_order_mark_are_read(data: bytes) -> None:
    # regression: a UTF-16 file from Windows' Notepad was "not UTF-8 text" at line 1, column 1
    assert file_text(data, "w.txt") == WORDS


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "w.txt: a PNG image, not a text file"),
        (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "w.txt: a PDF document, not a text file"),
        (b"%PDF-1.4\n1 0 obj\n", "w.txt: a PDF document, not a text file"),  # all ASCII: still a PDF
        (
            b"PK\x03\x04\x14\x00",
            "w.txt: a ZIP archive (such as a .docx, .xlsx or .odt document), not a text file",
        ),
        (b"GIF89a\x01\x00", "w.txt: a GIF image, not a text file"),
        (b"\xff\xd8\xff\xe0\x00\x10JFIF", "w.txt: a JPEG image, not a text file"),
        (b"cat\n\x00\x01\x02dog", "w.txt: a binary file (it holds NUL bytes), not a text file"),
        ("cat\ndog\n".encode("utf-16-le"), "w.txt: UTF-16 (little-endian) text without a byte-order mark"),
    ],
)
def test_a_file_that_is_not_text_is_named_as_what_it_is(data: bytes, message: str) -> None:
    # regression: a PNG image chosen by mistake was "w.txt:1:1: not UTF-8 text"
    with pytest.raises(ParseError) as caught:
        file_text(data, "w.txt")
    assert str(caught.value).startswith(message) and (caught.value.line, caught.value.column) == (0, 0)


def test_latin_1_text_is_named_with_its_line_and_byte_offset() -> None:
    with pytest.raises(ParseError) as caught:
        decode_text("cat\nthé, café\n".encode("latin-1"), "w.txt")
    assert str(caught.value) == (
        "w.txt:2:3: probably Latin-1 (ISO-8859-1) text, not UTF-8: 'é' is byte 0xE9 at byte offset 6"
        " (save the file as UTF-8)"
    )


def test_windows_1252_text_is_named_by_its_curly_quotes() -> None:
    with pytest.raises(
        ParseError, match=r"^w\.txt:1:5: probably Windows-1252 text, not UTF-8: '“' is byte 0x93"
    ):
        decode_text("tea \u201cchai\u201d\n".encode("cp1252"), "w.txt")


@pytest.mark.parametrize(
    "data",
    [
        b"ok\n\xa3\xa9\xb1 1\n",  # symbols, not letters: no guess
        b"ok\n\x81\x8d abc\n",  # bytes Windows-1252 leaves undefined
        b"o\x07\n\xe9t\xe9\n",  # a control character: not text in any 8-bit code
    ],
)
def test_bytes_that_are_not_letters_are_only_not_utf8(data: bytes) -> None:
    with pytest.raises(
        ParseError, match=r"^w\.txt:2:1: not UTF-8 text: byte 0x[0-9A-F]{2} at byte offset 3$"
    ):
        decode_text(data, "w.txt")


def test_bad_utf16_is_located_after_its_byte_order_mark() -> None:
    data = codecs.BOM_UTF16_LE + "ab\nc".encode("utf-16-le") + b"\x00\xd8" + "x".encode("utf-16-le")
    with pytest.raises(ParseError) as caught:
        decode_text(data, "w.txt")
    assert str(caught.value) == "w.txt:2:2: not UTF-16 text: 2 bad bytes at byte offset 10"


def test_the_command_line_reads_utf16_and_names_an_image(
    run: Callable[..., Any], assert_one_error: Callable[..., None], tmp_path: Path
) -> None:
    (tmp_path / "w.txt").write_bytes(codecs.BOM_UTF16_LE + "cat\ntea\nact\n".encode("utf-16-le"))
    made = run("generate", "w.txt", "--format", "json")
    assert made.code == 0 and '"CAT"' in made.out
    (tmp_path / "p.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    assert_one_error(run("solve", "p.png"), 2, "p.png: a PNG image, not a text file\n")
