"""``--word-bank``, ``--reveal N`` and ``--reveal-cells`` on ``generate`` and ``print``: a clued
crossword's answers listed, letters given away as givens in every output, the summary saying so,
the level in the JSON; and each misuse refused in one line, exit 2."""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pypdf = pytest.importorskip("pypdf")

DATA = Path(__file__).resolve().parent.parent / "data"
CLUED = DATA / "words" / "clued-10.txt"
PLAIN = DATA / "words" / "common-15.txt"
FILLIN = DATA / "fillin" / "wikipedia-7x7.txt"
FAST = ("--nodes", "3000", "--quiet")


def test_generate_hands_out_a_word_bank_and_letters(run: Callable[..., Any]) -> None:
    result = run("generate", str(CLUED), "--word-bank", "--reveal", "4", "--format", "json", *FAST)
    assert result.code == 0, result.err
    doc = json.loads(result.out)
    assert doc["word_bank"] is True and len(doc["givens"]) == 4
    assert doc["level"]["grade"] in ("easy", "medium") and set(doc["level"]["measures"]) == {
        "word_bank",
        "shown",
        "clues",
        "density",
    }
    assert result.err.rstrip().endswith("; a word bank; 4 letters given away")
    again = run("generate", str(CLUED), "--word-bank", "--reveal", "4", "--format", "json", *FAST)
    assert again.out == result.out  # the same seed, the same letters
    other = run("generate", str(CLUED), "--reveal", "4", "--seed", "5", "--format", "json", *FAST)
    assert json.loads(other.out)["givens"] != doc["givens"] and "word_bank" not in json.loads(other.out)


def test_cells_given_are_counted_from_one_and_shown_in_ipuz(run: Callable[..., Any]) -> None:
    plain = json.loads(run("generate", str(CLUED), "--format", "json", *FAST).out)
    r, c = next((r, c) for r, row in enumerate(plain["grid"]) for c, ch in enumerate(row) if ch != " ")
    result = run("generate", str(CLUED), "--reveal-cells", f"{r + 1},{c + 1}", "--format", "ipuz", *FAST)
    assert result.code == 0, result.err
    cell = json.loads(result.out)["puzzle"][r][c]
    assert isinstance(cell, dict) and cell["value"] == plain["grid"][r][c]


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--reveal-cells", "0,3"], "argument --reveal-cells: '0,3' is not a cell"),
        (["--reveal-cells", "2;x"], "argument --reveal-cells: '2' is not a cell"),
        (["--reveal", "-1"], "argument --reveal: '-1' is not a number of letters"),
        (["--reveal", "100000"], "<command line>: --reveal 100000: the grid has"),
        (["--reveal-cells", "40,1"], "<command line>: --reveal-cells: row 40, column 1 is outside the grid"),
    ],
)
def test_a_bad_reveal_is_one_line_and_exit_2(
    run: Callable[..., Any], args: list[str], says: str, assert_one_error: Any
) -> None:
    result = run("generate", str(CLUED), *args, *FAST)
    assert_one_error(result, 2, "<command line>: ")
    assert says in result.err


def test_a_word_bank_of_a_list_without_clues_is_refused_before_the_search(run: Callable[..., Any]) -> None:
    result = run("generate", str(PLAIN), "--word-bank", "--nodes", "1000000000")  # refused at once
    assert result.code == 2 and result.out == ""
    assert result.err.strip() == (
        "<command line>: --word-bank lists a crossword's answers: these words have no clues, and the "
        "puzzle lists them already"
    )


def test_print_puts_the_word_bank_and_the_level_on_the_sheet(run: Callable[..., Any], tmp_path: Path) -> None:
    out = tmp_path / "sheet.pdf"
    result = run("print", str(CLUED), "--word-bank", "--reveal", "10", "-o", str(out), *FAST)
    assert result.code == 0, result.err
    assert "crossword sheet: 2 pages, a4; a word bank; 10 letters given away" in result.err
    first = pypdf.PdfReader(io.BytesIO(out.read_bytes())).pages[0].extract_text()
    assert "Word bank" in first and "Level: easy" in first
    assert first.index("Word bank") > first.index("Down")


def test_print_refuses_a_word_bank_for_a_fill_in_puzzle(run: Callable[..., Any], tmp_path: Path) -> None:
    result = run("print", str(FILLIN), "--reveal", "2", "-o", str(tmp_path / "s.pdf"))
    assert result.code == 2 and not (tmp_path / "s.pdf").exists()
    assert "--word-bank and --reveal hand out a word list or a crossword, not a fill-in puzzle" in result.err
