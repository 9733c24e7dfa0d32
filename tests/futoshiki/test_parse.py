"""Futoshiki's readers: Unequal game IDs (Tatham's own corpus, both modes, both ways), the text
form (ours, and Unequal's own text layout), detection beside the other kinds' inputs, and bad
input named at its line and column."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gridcraft import kinds
from gridcraft.errors import ParseError
from gridcraft.futoshiki import KIND, FutoshikiPuzzle, dumps, looks_like, parse, parse_unequal_id, unequal_id
from gridcraft.futoshiki.grade import to_board
from gridcraft.latin import rules

CORPUS = Path(__file__).resolve().parents[2] / "benchmarks" / "corpus" / "unequal"
TEXT = """\
futoshiki 4
. < .   .   3
^
.   . > .   .

.   .   .   .
        v
1   .   .   .
"""
#: Unequal's own text layout of a puzzle (cells two columns apart), as its "copy" writes it
TATHAM_TEXT = ". .>. .\n      ^\n. 2 .<.\n\n. . . .\n^\n. . . 1\n"


def _corpus() -> list[str]:
    found = []
    for path in sorted(CORPUS.glob("*.txt")):
        lines = [line for line in path.read_text().splitlines() if line and not line.startswith("#")]
        found += [line for line in lines if int(line.split(":")[0].rstrip("adtekxr")) <= 9][:3]
    return found


def test_tathams_ids_read_and_write_back_as_they_are() -> None:
    ids = _corpus()
    assert len(ids) >= 20 and any(i.split(":")[0].endswith("a") for i in ids)
    for sgt in ids:
        puzzle = parse_unequal_id(sgt)
        assert unequal_id(puzzle) == sgt
        assert parse(sgt) == puzzle and looks_like(sgt) and KIND.argument(sgt)
        assert kinds.detect(sgt) is KIND and kinds.argument_kind(sgt) is KIND
        head = sgt.split(":")[0]
        assert puzzle.size == int(head.rstrip("a")) and puzzle.adjacent == head.endswith("a")
        assert to_board(puzzle) == rules.parse_unequal_id(sgt)  # the core's own reader agrees


def test_a_graded_parameter_part_and_skipped_cells_are_read() -> None:
    plain = parse_unequal_id("3:1,0R,0,0,0,0D,0,0,0,")
    assert parse_unequal_id("3dt:1,0R,0,0,0,0D,0,0,0") == plain  # grade letter, no final comma
    assert parse_unequal_id("3:1,0R,f0,") == FutoshikiPuzzle(3, plain.givens, (((0, 2), (0, 1)),))
    assert plain.less == (((0, 2), (0, 1)), ((2, 2), (1, 2)))  # R: greater than the right; D: below


def test_the_text_form_reads_back_what_it_writes() -> None:
    puzzle = parse(TEXT)
    assert puzzle.size == 4 and dict(puzzle.givens) == {(0, 3): 3, (3, 0): 1}
    assert set(puzzle.less) == {((0, 0), (0, 1)), ((0, 0), (1, 0)), ((1, 2), (1, 1)), ((3, 2), (2, 2))}
    assert dumps(puzzle) == TEXT and parse(dumps(puzzle)) == puzzle
    for sgt in _corpus():
        made = parse_unequal_id(sgt)
        assert parse(dumps(made)) == made


def test_tathams_text_layout_and_a_grid_without_heading_read() -> None:
    puzzle = parse(TATHAM_TEXT)
    assert puzzle.size == 4 and not puzzle.adjacent
    assert set(puzzle.less) == {((0, 2), (0, 1)), ((0, 3), (1, 3)), ((1, 2), (1, 3)), ((2, 0), (3, 0))}
    assert looks_like(TATHAM_TEXT) and kinds.detect(TATHAM_TEXT) is KIND
    bars = parse("futoshiki 3 adjacent\n1|2 .\n- \n2 . .\n\n. . .\n")
    assert bars.adjacent and set(bars.bars) == {((0, 0), (0, 1)), ((0, 0), (1, 0))}
    assert parse("1|2 .\n-\n2 . .\n. . .\n").adjacent  # bars alone: adjacent mode


def test_detection_leaves_the_other_kinds_inputs_alone() -> None:
    keen = "4:a_6a6_aa,m18d2a5m4m4a8s1"
    towers = "5:1/2/2/3/2/3/2/2/1/3/1/3/3/2/4/5/1/2/3/2"
    for text in (keen, towers, "2x2:a2b3a1d4d", "sudoku 4\n1...\n....\n....\n...4\n", "4\n7+ a1 a2\n"):
        assert not looks_like(text) and not KIND.argument(text)
        assert kinds.detect(text) is not KIND
    assert kinds.argument_kind(keen) is kinds.named("kenken")
    assert kinds.detect("futoshiki 5\n") is KIND and kinds.argument_kind("4:1,0,0,0,") is KIND


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("4:0R,0,0,0,", 1, 12, "too few cells: 4 of the 16"),
        ("3:0,0,0,0,0,0,0,0,0,0,", 1, 21, "too many cells"),
        ("3:0,0,4,0,0,0,0,0,0,", 1, 7, "4 is not a digit of a 3 x 3 futoshiki"),
        ("3:0X,0,0,0,0,0,0,0,0,", 1, 4, "expected ',' after a cell"),
        ("3:0U,0,0,0,0,0,0,0,0,", 1, 3, "the flag U of r1c1 points off the grid"),
        ("3:0R,0L,0,0,0,0,0,0,0,", 1, 3, "are each marked greater than the other"),
        ("3a:0R,0,0,0,0,0,0,0,0,", 1, 4, "has no matching flag L on r1c2"),
        ("12:0,", 1, 1, "a futoshiki's side is 3 to 9, not 12"),
        ("4:a_6a6_aa,m18d2a5m4m4a8s1", 1, 1, "give --kind kenken or --kind towers"),
        ("3:1,1,0,0,0,0,0,0,0,", 1, 1, "repeats the given r1c1 = 1 in row 1"),
        ("futoshiki 4 x\n", 1, 13, "'x' is not a futoshiki's setting"),
        ("futoshiki 3\n1 . .\n. . .\n", 3, 1, "the grid has 2 rows: a futoshiki of side 3 has 3"),
        ("futoshiki 3\n1 . .\n. . 4\n. . .\n", 3, 5, "'4' is not a digit of a 3 x 3 futoshiki"),
        ("futoshiki 3\n1 . . <\n. . .\n. . .\n", 2, 7, "the sign '<' stands between two cells"),
        ("futoshiki 3\n1 . .\n      v\n. . .\n. . .\n", 3, 7, "'v' is under no cell of the row above"),
        ("futoshiki 3\n1 | . .\n. . .\n. . .\n", 2, 3, "bars belong to adjacent mode"),
        ("futoshiki 3 adjacent\n1 < . .\n. . .\n. . .\n", 2, 3, "an adjacent futoshiki has bars"),
        ("futoshiki 3\n2 < 1 .\n. . .\n. . .\n", 2, 5, "break the sign r1c1 < r1c2"),
        ("futoshiki 3 adjacent\n1 . .\n-\n3 . .\n. . .\n", 4, 1, "differ by more than 1 across a bar"),
    ],
)
def test_bad_input_is_named_at_its_place(text: str, line: int, column: int, words: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse(text, "p.txt")
    assert words in caught.value.message, caught.value.message
    assert (caught.value.line, caught.value.column) == (line, column), caught.value.message


def test_a_bad_id_exits_2_with_one_located_line(
    run: Callable[..., Any], assert_one_error: Callable[..., None], tmp_path: Path
) -> None:
    (tmp_path / "bad.txt").write_text("4:0R,0,0,0,\n")
    result = run("solve", "bad.txt", "--kind", "futoshiki")
    assert_one_error(result, 2, "bad.txt:1:12: too few cells")
    (tmp_path / "keen.txt").write_text("4:a_6a6_aa,m18d2a5m4m4a8s1\n")
    result = run("solve", "keen.txt", "--kind", "futoshiki")
    assert_one_error(result, 2, "keen.txt:1:1: this game ID is not Unequal's")


def test_an_id_with_a_fault_is_named_as_unequals(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    result = run("solve", "4:0R,0,0,0Q,0,2,0,0L,0,0,0,0U,0,0,0,0,")  # no --kind: the commas tell
    assert_one_error(result, 2, "<argument>:1:11: expected ',' after a cell, or a flag U, R, D or L, not 'Q'")
    assert kinds.argument_kind("4:a_6a6_aa,m18d2a5m4m4a8s1") is kinds.named("kenken")
