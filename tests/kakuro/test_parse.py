"""Kakuro's text form: read and written back equal, bad input named at its line and column (exit 2
on the command line), the partly filled grids of hints, and detection beside the other kinds."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gridcraft import kinds
from gridcraft.errors import ParseError
from gridcraft.kakuro import KIND, dumps, parse
from gridcraft.kakuro.parse import read_state

SMALL = "kakuro 4x4\n#   3\\  9\\  #\n\\3  .   .   10\\\n\\7  .   .   .\n#   \\12 .   .\n"


def test_the_text_form_reads_back_equal() -> None:
    puzzle = parse(SMALL)
    assert (puzzle.width, puzzle.height) == (4, 4)
    assert puzzle.sums == (
        ((0, 1), 3, 0),
        ((0, 2), 9, 0),
        ((1, 0), 0, 3),
        ((1, 3), 10, 0),
        ((2, 0), 0, 7),
        ((3, 1), 0, 12),
    )
    assert len(puzzle.white) == 7 and puzzle.givens == ()
    assert dumps(puzzle) == SMALL
    assert parse(dumps(puzzle)) == puzzle


def test_comments_a_square_heading_and_givens() -> None:
    text = "# a comment\n\nKAKURO 4\n# 3\\ 9\\ #\n\\3 1 . 10\\\n\\7 . . .\n# \\12 . .\n"
    puzzle = parse(text)
    assert puzzle.givens == (((1, 1), 1),)
    assert parse(dumps(puzzle)) == puzzle


@pytest.mark.parametrize(
    ("text", "message", "line", "column"),
    [
        (
            "kakuro 4x4\n#   3\\  9\\  #\n\\3  .   .   10\\\n\\7  .   x   .\n#   \\12 .   .\n",
            "'x' is not a cell",
            4,
            9,
        ),
        (
            "kakuro 4x4\n#   3\\  9\\  #\n\\3  .   .\n\\7  .   .   .\n#   \\12 .   .\n",
            "row 2 has 3 cells, not 4",
            3,
            9,
        ),
        ("kakuro 4x4\n#   3\\  9\\  #\n\\3  .   .   10\\\n\\7  .   .   .\n", "has 3", 4, 1),
        (
            "kakuro 4x4\n#   3\\  50\\ #\n\\3  .   .   10\\\n\\7  .   .   .\n#   \\12 .   .\n",
            "down sum 50",
            2,
            9,
        ),
        (
            "kakuro 4x4\n#   3\\  9\\  #\n\\3  .   .   10\\\n\\7  .   .   .\n#   #   .   .\n",
            "across run from r4c3 has no sum",
            5,
            9,
        ),
        (
            "kakuro 4x4\n#   3\\  30\\ #\n\\3  .   .   10\\\n\\7  .   .   .\n#   \\12 .   .\n",
            "down sum 30 at r1c3",
            2,
            9,
        ),
        ("kakuro 2x9\n", "side is 3 to 40", 1, 1),
        ("sudoku 9\n", "is not a heading", 1, 1),
    ],
)
def test_bad_input_is_named_where_it_is(text: str, message: str, line: int, column: int) -> None:
    with pytest.raises(ParseError) as e:
        parse(text, "p.txt")
    assert message in e.value.message and (e.value.line, e.value.column) == (line, column), e.value


def test_bad_input_on_the_command_line_is_one_line_and_exit_2(
    run: Callable[..., Any], tmp_path: Path
) -> None:
    (tmp_path / "bad.txt").write_text(
        "kakuro 4x4\n#   3\\  9\\  #\n\\3  .   .   10\\\n\\7  .   x   .\n#   \\12 .   .\n"
    )
    found = run("solve", "bad.txt")
    assert found.code == 2
    assert found.err.strip().splitlines() == [found.err.strip()] and "bad.txt:4:9:" in found.err


def test_a_state_is_read_and_located() -> None:
    puzzle = parse(SMALL)
    text = "#   3\\  9\\  #\n\\3  1   .   10\\\n\\7  .   .   .\n#   \\12 .   .\n"
    state = read_state(puzzle, text)
    assert state[1] == (0, 1, 0, 0)
    assert KIND.entry_position(puzzle, text, (1, 1)) == (2, 5)
    with pytest.raises(ParseError, match="r1c1 is a block"):
        read_state(puzzle, "1 3\\ 9\\ #\n\\3 . . 10\\\n\\7 . . .\n# \\12 . .\n")


def test_detection_takes_kakuro_text_and_leaves_the_others() -> None:
    assert kinds.detect(SMALL) is KIND
    assert KIND.looks_like("# made\nkakuro 9x9\n")
    for text in (
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "futoshiki 4\n",
        "4:a2b3a1d4d",
        "# a\n# b\n",
        "APPLE\nPEAR\n",
    ):
        assert not KIND.looks_like(text)
