"""Sample data and small helpers that test modules in several folders share: the hand-made layout of
МУЛ, ЛЕМУР and КРОТ (the layout of tests/data/mul.*) and its word list, a layout as SVG and as a
fill-in puzzle, Wikipedia's KenKen, writing a file, running the real criss-cross search, and the
size of a PNG."""

from __future__ import annotations

import struct
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gridcraft import crisscross, fillin
from gridcraft.crisscross.layout import Layout, Placement, SearchInfo

MUL_WORDS = "Мул, Лемур\nКрот\n"
# the package's nineteen English words (``--example english-19``), whose search for a smallest
# layout runs for long after it has found one
ENGLISH_19 = [
    line
    for line in (Path(crisscross.__file__).parents[1] / "data" / "english-19.txt")
    .read_text(encoding="utf-8")
    .splitlines()
    if line and not line.startswith("#")
]


def mul_layout(optimal: bool = True, seconds: float = 0.25) -> Layout:
    """МУЛ across, ЛЕМУР down from its Л, КРОТ across through the Р of ЛЕМУР."""
    return Layout.from_placements(
        [
            Placement("МУЛ", 0, 0, "across", "Мул"),
            Placement("ЛЕМУР", 0, 2, "down", "Лемур"),
            Placement("КРОТ", 4, 1, "across", "Крот"),
        ],
        SearchInfo(nodes=7, seconds=seconds, optimal=optimal, method="exact"),
    )


def write(path: str, data: str | bytes) -> str:
    """Write ``data`` (text as UTF-8) to ``path``; returns ``path``."""
    Path(path).write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


def real(call: Callable[..., Any], *argv: str) -> Any:
    """``call(*argv)`` with the real criss-cross search (no stub)."""
    return call(*argv)


def png_size(data: bytes) -> tuple[int, int]:
    """The width and height of a PNG image."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def layout_fillin(layout: Layout) -> str:
    """A layout as the fill-in puzzle it makes, in the fill-in text format."""
    return fillin.dumps(crisscross.blank_puzzle(layout))


def layout_svg(layout: Layout, **options: bool) -> str:
    """A layout's SVG document (``options``: those of ``crisscross.to_svg``)."""
    return crisscross.to_svg(layout, **options).document()


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
"""  # the KenKen of Wikipedia's article, 6 x 6 (tests/data/kenken/wikipedia-6x6.txt without its comments)


def read_until(stream: Any, text: Any) -> Any:
    """The lines of ``stream`` (a process's stderr) up to and including the first that holds
    ``text``, or all of it when the process ends first: a test waits for what the process says
    (such as its first progress line, once a layout is found) rather than for a time that a
    loaded machine may not honour."""
    seen = text[:0]  # b"" or "", as the stream gives
    for line in iter(stream.readline, seen):
        seen += line
        if text in line:
            break
    return seen


#: a puzzle of each kind of the registry as its file, by the kind's name (a layout: its JSON), each
#: with one solution; a test that loops over the registry checks that every kind has one here
KIND_SAMPLES = {
    "sudoku": "sudoku 4 x\n1...\n..1.\n....\n....\n",
    "towers": "5://///4//3//2/2///2///4///,m3k\n",
    "futoshiki": "futoshiki 4\n. > .   .   .\n.   2   . < .\n            ^\n.   .   .   .\n.   .   .   .\n",
    "kakuro": "kakuro 4x4\n#   3\\  9\\  #\n\\3  .   .   10\\\n\\7  .   .   .\n#   \\12 .   .\n",
    "killer": "killer 4\n6 r1c1 r1c2 r2c1\n5 r1c3 r1c4\n7 r2c2 r2c3\n6 r2c4 r3c3 r3c4\n7 r3c1 r4c1\n"
    "3 r3c2 r4c2\n6 r4c3 r4c4\n",
    "kenken": KENKEN_TEXT,
    "wordsearch": "# directions: right down down-right down-left\nAEMU\nGCDY\nMOAY\nGKAT\n\nCAT\nDOG\nEMU\nYAK\n",
    "fillin": "....\n.#.#\n\nLOVE, LO, VA\n",
    "crisscross": crisscross.to_json(mul_layout()),
}
