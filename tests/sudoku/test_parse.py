"""Sudoku text: a line of cells, a grid of rows, a heading for X and jigsaw, written and read back;
faults located; told apart from the other kinds' files."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft import kinds
from gridcraft.errors import ParseError
from gridcraft.sudoku import KIND, SudokuPuzzle, dumps, line, looks_like, parse

LINE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
GRID = "\n".join(LINE[r * 9 : r * 9 + 9] for r in range(9)) + "\n"
FRAMED = """
+-------+-------+-------+
| 5 3 . | . 7 . | . . . |
| 6 . . | 1 9 5 | . . . |
| . 9 8 | . . . | . 6 . |
+-------+-------+-------+
| 8 . . | . 6 . | . . 3 |
| 4 . . | 8 . 3 | . . 1 |
| 7 . . | . 2 . | . . 6 |
+-------+-------+-------+
| . 6 . | . . . | 2 8 . |
| . . . | 4 1 9 | . . 5 |
| . . . | . 8 . | . 7 9 |
+-------+-------+-------+
"""
JIGSAW = """sudoku 4 jigsaw
1...
....
....
...2

aabb
acbb
accd
cddd
"""


def test_a_line_a_grid_and_a_printed_grid_are_the_same_puzzle() -> None:
    one = parse(LINE)
    assert one.size == 9 and one.box == (3, 3) and len(one.givens) == 30
    assert parse(GRID) == one == parse(FRAMED) == parse("# a comment\n" + LINE.replace(".", "0") + "\n")
    assert line(one) == LINE and parse(dumps(one)) == one


def test_x_and_jigsaw_headings_and_larger_sides() -> None:
    x = parse("sudoku 4 x\n1...\n....\n....\n....\n")
    assert x.diagonals and x.box == (2, 2)
    jig = parse(JIGSAW)
    assert jig.box is None and jig.region_map()[1] == [0, 2, 1, 1] and parse(dumps(jig)) == jig
    six = parse("sudoku 6 3x2\n" + "......\n" * 6)
    assert six.box == (3, 2) and parse(dumps(six)) == six
    sixteen = parse("G" + "." * 255)
    assert sixteen.size == 16 and sixteen.givens == (((0, 0), 16),)
    spaced = parse(
        "\n".join(" ".join(["16"] + ["."] * 15) if r == 0 else " ".join(["."] * 16) for r in range(16))
    )
    assert spaced == sixteen


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ("", (0, 0), "no puzzle: the text is empty"),
        (LINE[:-1] + "x", (1, 81), "'x' is not a value of a sudoku of side 9"),
        (
            GRID.replace("53..7....", "53..7...."[:-1], 1),
            (1, 1),
            "a row of 8 cells: a sudoku of side 9 has 9",
        ),
        ("\n".join(GRID.splitlines()[:8]), (8, 1), "the grid has 8 rows: a sudoku of side 9 has 9"),
        (
            LINE + "\n" + LINE + "\n",
            (2, 1),
            "the file holds 2 puzzles, one a line: solve them all with --format jsonl",
        ),
        ("sudoku 9 4x4\n" + GRID, (1, 10), "boxes of 4 x 4 do not tile a 9 x 9 grid"),
        ("sudoku 9 wavy\n" + GRID, (1, 10), "'wavy' is not a sudoku's setting"),
        ("sudoku 7\n" + "." * 49, (1, 1), "a sudoku of side 7 has no boxes: give its jigsaw regions"),
        (JIGSAW.replace("cddd", "cdd"), (10, 1), "a row of 3 region symbols: a jigsaw of side 4 has 4"),
        (JIGSAW.replace("cddd", "cddb"), (7, 1), "region 'b' has 5 cells (first at r1c3): each has 4"),
        (LINE.replace("53", "55", 1), (1, 2), "the given r1c2 = 5 repeats the given r1c1 = 5 in row 1"),
        (
            GRID.replace(".98", "598", 1),
            (3, 1),
            "the given r3c1 = 5 repeats the given r1c1 = 5 in column 1",
        ),
        (LINE[:80], (1, 81), "a line of 80 cells: a sudoku on one line has n x n cells"),
    ],
)
def test_faults_are_located(text: str, where: tuple[int, int], message: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse(text, "s.txt")
    assert (caught.value.line, caught.value.column) == where and message in caught.value.message


def test_told_apart_from_the_other_kinds() -> None:
    assert kinds.detect(LINE) is KIND and kinds.detect(GRID) is KIND and kinds.detect(JIGSAW) is KIND
    assert not looks_like("killer 4\n3 r1c1 r1c2\n")
    assert not looks_like("4\n3+ r1c1 r1c2\n")  # a KenKen's size line
    assert not looks_like("CAT#\nA..#\nR..#\n####\n")  # a fill-in grid of letters and blocks
    assert kinds.detect("killer 4\n3 r1c1 r1c2\n") is not KIND


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_written_and_read_back(data: st.DataObject) -> None:
    n, box = data.draw(
        st.sampled_from([(4, (2, 2)), (6, (2, 3)), (6, (3, 2)), (9, (3, 3)), (12, (3, 4)), (16, (4, 4))])
    )
    cells = data.draw(st.sets(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=3))
    givens, used = [], set()
    for r, c in sorted(cells):  # one given a row, column and digit: no clash
        v = data.draw(st.integers(1, n))
        if r in {u[0] for u in used} or c in {u[1] for u in used} or v in {u[2] for u in used}:
            continue
        if any((r // box[0], c // box[1]) == (u[0] // box[0], u[1] // box[1]) for u in used):
            continue
        used.add((r, c, v))
        givens.append(((r, c), v))
    puzzle = SudokuPuzzle(n, box, tuple(givens), diagonals=data.draw(st.booleans()) and len(givens) <= 1)
    assert parse(dumps(puzzle)) == puzzle
