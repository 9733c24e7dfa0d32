"""A file's bytes as text: UTF-8 (a leading byte-order mark dropped), or UTF-16 or UTF-32 with a
byte-order mark; anything else is refused in one line that names what the file is, where that can
be told (a PNG image, a PDF document, a ZIP archive, a binary file, Latin-1 text).

>>> decode_text(b"\\xef\\xbb\\xbfcat", "w.txt"), decode_text("\\ufeffcat".encode("utf-16-le"), "w.txt")
('cat', 'cat')
>>> decode_text(b"%PDF-1.7", "w.txt")
Traceback (most recent call last):
...
gridcraft.errors.ParseError: w.txt: a PDF document, not a text file
"""

from __future__ import annotations

import codecs

from gridcraft.errors import ParseError

#: byte-order marks, longest first (UTF-32-LE's begins with UTF-16-LE's), and their codecs
BOMS: tuple[tuple[bytes, str, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le", "UTF-32"),
    (codecs.BOM_UTF32_BE, "utf-32-be", "UTF-32"),
    (codecs.BOM_UTF8, "utf-8", "UTF-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le", "UTF-16"),
    (codecs.BOM_UTF16_BE, "utf-16-be", "UTF-16"),
)

#: the first bytes of kinds of files that are not text, and what each is called
MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"%PDF-", "a PDF document"),
    (b"PK\x03\x04", "a ZIP archive (such as a .docx, .xlsx or .odt document)"),
    (b"PK\x05\x06", "a ZIP archive"),
    (b"GIF87a", "a GIF image"),
    (b"GIF89a", "a GIF image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"\x1f\x8b", "a gzip-compressed file"),
    (b"\xfd7zXZ\x00", "an xz-compressed file"),
    (b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive"),
    (b"Rar!\x1a\x07", "a RAR archive"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "a Microsoft Office document (.doc or .xls)"),
    (b"{\\rtf", "an RTF document (save it as plain text)"),
    (b"\x7fELF", "a program (ELF)"),
)

_ASCII = bytes(range(0x80))
_NOT_C1 = bytes(range(0x80)) + bytes(range(0xA0, 0x100))  # all but bytes 0x80-0x9F
_LATIN_1 = ("latin-1", "Latin-1 (ISO-8859-1)")
#: the bytes that are not control characters, with the ones that text holds (tab, line breaks)
_NOT_CONTROLS = bytes(range(0x20, 0x100)) + b"\t\n\r\f"


def decode_text(data: bytes, source: str) -> str:
    """The text of the file ``data``, named ``source``: UTF-8, or UTF-16 or UTF-32 with a
    byte-order mark, without the mark. Cost: one pass over ``data`` for text; a refused file is
    looked at again to say what it is.

    Raises:
        ParseError: a kind of file that is not text (``a PNG image, not a text file``; NUL bytes
            make ``a binary file``), about the whole file; text that does not decode, at the first
            bad byte (1-based line; the column counts the characters before it, plus one), named
            ``probably Latin-1 (ISO-8859-1) text`` (or Windows-1252) when it reads as such.
    """
    for bom, codec, name in BOMS:
        if data.startswith(bom):
            return _decoded(data[len(bom) :], codec, name, source, len(bom))
    what = next((what for magic, what in MAGIC if data.startswith(magic)), None)
    if what is not None:
        raise ParseError(f"{what}, not a text file", 0, 0, source)
    if b"\x00" in data:
        raise ParseError(_nul_kind(data), 0, 0, source)
    return _decoded(data, "utf-8", "UTF-8", source)


def _decoded(data: bytes, codec: str, name: str, source: str, skipped: int = 0) -> str:
    """``data`` decoded by ``codec`` (``name``: the encoding's name in messages); ``skipped``: the
    bytes of the file before ``data`` (its byte-order mark), counted in the offsets said."""
    try:
        return data.decode(codec)
    except UnicodeDecodeError as e:
        before = data[: e.start].decode(codec, "replace")
        line = before.count("\n") + 1
        column = len(before) - (before.rfind("\n") + 1) + 1
        bad = data[e.start : e.end]
        where = f"byte 0x{bad[0]:02X} at byte offset {skipped + e.start}"
        if codec == "utf-8" and not skipped:
            guess = _eight_bit(data)
            if guess is not None:
                char = bad[:1].decode(guess[0])
                message = f"probably {guess[1]} text, not UTF-8: {char!r} is {where} (save the file as UTF-8)"
                raise ParseError(message, line, column, source) from None
        if codec != "utf-8":
            where = f"{len(bad)} bad bytes at byte offset {skipped + e.start}"
        raise ParseError(f"not {name} text: {where}", line, column, source) from None


def _eight_bit(data: bytes) -> tuple[str, str] | None:
    """The 8-bit encoding ``data`` (not UTF-8) is probably written in: ``("latin-1", "Latin-1
    (ISO-8859-1)")`` when it holds no control characters but tabs and line breaks, its bytes
    above 127 are printable characters, and it is mostly letters; Windows-1252 when it needs that
    code page's punctuation (bytes 0x80-0x9F: curly quotes, dashes); ``None`` when it reads as
    neither."""
    high = data.translate(None, _ASCII)
    if data.translate(None, _NOT_CONTROLS) or not high:
        return None
    codec, name = ("cp1252", "Windows-1252") if high.translate(None, _NOT_C1) else _LATIN_1
    try:
        text = data.decode(codec)
    except UnicodeDecodeError:  # a byte Windows-1252 leaves undefined
        return None
    if not high.decode(codec).isprintable():
        return None
    seen = "".join(text.split())
    return (codec, name) if 2 * sum(c.isalpha() for c in seen) > len(seen) else None


def _nul_kind(data: bytes) -> str:
    """What a file holding NUL bytes and no byte-order mark is: UTF-16 text without the mark when
    every other byte is NUL (ASCII in UTF-16), else a binary file."""
    head = data[:4096]
    for parity, order in ((1, "little-endian"), (0, "big-endian")):
        if len(head) >= 2 and not any(head[parity::2]) and all(head[1 - parity :: 2]):
            return f"UTF-16 ({order}) text without a byte-order mark: save it as UTF-8"
    return "a binary file (it holds NUL bytes), not a text file"
