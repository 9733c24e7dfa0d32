"""Solo's game IDs of classic, X and jigsaw sudoku: every ID of benchmarks/corpus/sudoku/ (made by
``sgt-solo --generate``) read and written back byte for byte, the facts of the encoding checked
on IDs worked by hand, and each malformed ID refused in one located line."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.killer import parse as parse_killer
from gridcraft.killer import solo_id
from gridcraft.latin.solo.ids import (
    SoloSudoku,
    parse_sudoku_id,
    read_grid,
    read_walls,
    sudoku_id,
    write_grid,
    write_walls,
)

CORPUS = Path(__file__).resolve().parents[3] / "benchmarks" / "corpus" / "sudoku"
KILLERS = Path(__file__).resolve().parents[3] / "benchmarks" / "corpus" / "killer"


def lines(path: Path) -> list[str]:
    return [
        line for line in path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")
    ]


SOLOS = [(path.stem, text) for path in sorted(CORPUS.glob("*.txt")) for text in lines(path)]


def test_every_solo_id_of_the_corpus_comes_back_as_it_was() -> None:
    assert len(SOLOS) >= 600
    for params, text in SOLOS:
        s = parse_sudoku_id(text)
        assert sudoku_id(s) == text
        assert s.diagonals == ("x" in (params if "j" in params else params[3:]).split("d")[0])
        assert (s.regions is not None) == ("j" in params)
        assert s.size == {"2x3": 6, "3x4": 12, "4x4": 16}.get(params[:3], 9)
        for (r, c), v in s.givens:
            assert 0 <= r < s.size and 0 <= c < s.size and 1 <= v <= s.size


def test_solos_r_by_c_is_rows_by_columns_of_a_box() -> None:
    """``2x3``: boxes 2 rows tall and 3 columns wide (Solo's whichblock = (y / c) * c + x / r)."""
    text = next(text for params, text in SOLOS if params.startswith("2x3"))
    s = parse_sudoku_id(text)
    assert s.box == (2, 3)
    assert parse_sudoku_id("3x2:" + text.split(":")[1]).box == (3, 2)


def test_an_id_worked_by_hand() -> None:
    # 4 x 4, X: r1c2 = 1, r2c1 = 3, r3c3 = 2, r4c1 = 4; runs a, b, e, a, c of empty cells
    s = parse_sudoku_id("2x2x:a1b3e2a4c")
    assert (s.size, s.box, s.regions, s.diagonals) == (4, (2, 2), None, True)
    assert s.givens == (((0, 1), 1), ((1, 0), 3), ((2, 2), 2), ((3, 0), 4))
    assert parse_sudoku_id("2x2dbr4:a1b3e2a4c").diagonals is False  # difficulty, symmetry dropped
    assert parse_sudoku_id("2:a1b3e2a4c").box == (2, 2)  # one number: square boxes
    # a 4 x 4 jigsaw whose regions are the four rows: every vertical edge joins (3 per row), every
    # horizontal one is a wall: 12 non-walls, then 12 walls, then the end
    rows = parse_sudoku_id("4j:p,l" + "_" * 12)
    assert rows.regions == tuple(tuple((r, c) for c in range(4)) for r in range(4))
    assert sudoku_id(rows) == "4j:p,l" + "_" * 12
    assert parse_sudoku_id("2x2jx:p,l" + "_" * 12).diagonals  # CxRj: a jigsaw of side C * R


def test_regions_are_numbered_as_solo_numbers_its_blocks() -> None:
    """By their first cell in reading order, each one's cells in reading order."""
    s = SoloSudoku(4, None, (((3, 3), (3, 2), (2, 3), (2, 2)), ((0, 0), (0, 1), (1, 0), (1, 1)),
                             ((2, 0), (2, 1), (3, 0), (3, 1)), ((0, 2), (0, 3), (1, 2), (1, 3))), False, ())  # fmt: skip
    assert s.regions is not None and [cells[0] for cells in s.regions] == [(0, 0), (0, 2), (2, 0), (2, 2)]
    assert parse_sudoku_id(sudoku_id(s)) == s


def test_the_codecs_meet_solos_run_letters() -> None:
    assert write_grid([0] * 27 + [5]) == "za5"  # z: 26 empty cells
    assert read_grid("za5", 28) == [0] * 27 + [5]
    assert write_grid([12, 3, 0, 0]) == "12_3b"
    owner = [0] * 30 * 30
    assert write_walls(owner, 30).startswith("z")  # a run of 26 non-walls and no wall
    assert read_walls(write_walls(owner, 30), 30) == owner


def test_killer_ids_still_read_and_write_through_the_shared_codecs() -> None:
    for path in sorted(KILLERS.glob("*.txt"))[:3]:
        for text in lines(path)[:5]:
            assert solo_id(parse_killer(text)) == text


@pytest.mark.parametrize(
    ("text", "words", "column"),
    [
        ("3x3", "expected parameters", 1),
        ("3x3k:i1,_,_", "killer", 4),
        ("3x3q:" + "i" * 9, "unknown parameter 'q'", 4),
        ("3x3:" + "i" * 8, "not enough data for the grid: 72 of 81 cells (GRID)", 13),
        ("3x3:" + "i" * 9 + "a", "too much data for the grid (GRID)", 14),
        ("3x3:" + "i" * 8 + "h!", "invalid character '!' in the grid (GRID)", 14),
        ("2x2:a5n", "r1c2 = 5 is not a digit 1 to 4", 5),
        ("3x3:" + "i" * 9 + ",abc", "expected GRID alone", 14),
        ("9j:" + "i" * 9, "expected GRID,BLOCKS", 13),
        ("4j:p,l" + "_" * 11, "the walls do not match the grid (BLOCKS)", 18),
        ("4j:p,l" + "_" * 10 + "a", "the blocks make 3 regions, one of 8 cells at r3c1", 6),
        ("4j:p,9", "invalid character '9' in the walls (BLOCKS)", 6),
        ("7x5:a", "side 35", 1),
    ],
)
def test_a_bad_id_is_refused_in_one_located_line(text: str, words: str, column: int) -> None:
    with pytest.raises(ParseError) as caught:
        parse_sudoku_id(text, "ids.txt", line=3)
    message = str(caught.value)
    assert "\n" not in message and words in message, message
    assert (caught.value.line, caught.value.column, caught.value.source) == (3, column, "ids.txt")


def test_plain_data_is_checked() -> None:
    with pytest.raises(InvalidPuzzle, match="either boxes or jigsaw regions"):
        SoloSudoku(4, (2, 2), ((((0, 0),),)), False, ())
    with pytest.raises(InvalidPuzzle, match="do not tile"):
        SoloSudoku(6, (2, 2), None, False, ())
    with pytest.raises(InvalidPuzzle):
        SoloSudoku(4, (2, 2), None, False, (((0, 0), 5),))
