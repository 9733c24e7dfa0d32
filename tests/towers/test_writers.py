"""Writing towers puzzles: Tatham's game ID (read and written back character for character), the
framed text, the SVG (the clues outside the grid on all four sides), ipuz (gridcraft's extension
kind, both ways) and the JSON of ``make``, each read back to the same puzzle."""

from __future__ import annotations

import json
import re

import pytest

from gridcraft import kinds
from gridcraft.documents import formats_of
from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.outputs import WriteOptions
from gridcraft.towers import KIND, parse, render_svg, render_text, to_ipuz, towers_id
from gridcraft.towers.ipuz import TOWERS
from gridcraft.towers.make import make
from gridcraft.towers.maker import MAKER, made_puzzle
from gridcraft.towers.render import CELL, PAD

#: IDs written by Tatham's Towers (sgt-puzzles 20230122, ``--generate``), one per grade at 5 x 5
TATHAM = {
    "Easy": "5:3/1/4/2/2/1/2/2/3/3/2/2/3/3/1/2/2/1/3/5",
    "Hard": "5:/2//2//3//////1////////2,k3_1h1c",
    "Extreme": "5:4//////3//1//3////4/2/3///,q1g",
    "Unreasonable": "5:4////3//2//2/2///3/////1//3,g1q",
}


@pytest.mark.parametrize("given", [*TATHAM.values(), "6://1//3/3//3/3////2/2///4/1/4/2//1//,h2f3e1n"])
def test_a_towers_id_is_written_back_character_for_character(given: str) -> None:
    puzzle = parse(given)
    assert towers_id(puzzle) == given
    assert formats_of(KIND)["sgt"].write(puzzle, None, WriteOptions()) == given + "\n"


def test_the_text_frames_the_grid_with_its_clues() -> None:
    puzzle = parse(TATHAM["Hard"])
    solution = next(iter(KIND.solutions(puzzle, 1)))
    text = render_text(puzzle, solution)
    lines = text.splitlines()
    assert lines[0].split() == ["." if not k else str(k) for k in puzzle.top]
    assert lines[-1].split() == ["." if not k else str(k) for k in puzzle.bottom]
    for r, line in enumerate(lines[2:-2]):
        marks = line.replace("|", " ").split()
        assert marks[1:-1] == [str(v) for v in solution[r]]
        assert (marks[0], marks[-1]) == tuple(str(k) if k else "." for k in (puzzle.left[r], puzzle.right[r]))
    assert parse(formats_of(KIND)["text"].write(puzzle, None, WriteOptions())) == puzzle


def test_the_svg_puts_each_clue_outside_the_grid_beside_its_line() -> None:
    puzzle = parse(TATHAM["Easy"])  # every clue given
    n = puzzle.size
    drawing = render_svg(puzzle)
    assert drawing.width == drawing.height == (n + 2) * CELL + 2 * PAD
    texts = [
        (int(x), int(y), v)
        for x, y, v in re.findall(r'<text x="(\d+)" y="(\d+)"[^>]*>(\d+)</text>', drawing.body)
    ]
    assert len(texts) == 4 * n  # no given: the clues alone
    at = {
        ((y - PAD) // CELL, (x - PAD) // CELL): int(v) for x, y, v in texts
    }  # rows and columns 0, n + 1: the ring
    for i in range(n):
        assert at[(0, i + 1)] == puzzle.top[i] and at[(n + 1, i + 1)] == puzzle.bottom[i]
        assert at[(i + 1, 0)] == puzzle.left[i] and at[(i + 1, n + 1)] == puzzle.right[i]
    solved = render_svg(puzzle, next(iter(KIND.solutions(puzzle, 1)))).body
    assert len(re.findall("<text", solved)) == 4 * n + n * n
    with pytest.raises(ValueError, match="grid must be 5 rows of 5 values"):
        render_svg(puzzle, ((1, 2),))


def test_ipuz_both_ways() -> None:
    puzzle = parse(TATHAM["Hard"])
    solution = next(iter(KIND.solutions(puzzle, 1)))
    text = to_ipuz(puzzle, solution, title="T")
    doc = json.loads(text)
    assert doc["kind"] == [TOWERS] and doc["org.gridcraft:kind"] == "towers"
    assert doc["org.gridcraft:clues"]["top"] == list(puzzle.top)
    found = kinds.read_ipuz(text, "t.ipuz")
    assert (found.kind, found.puzzle, found.solution, found.credits.title) == (KIND, puzzle, solution, "T")
    assert kinds.read_ipuz(to_ipuz(puzzle), "t.ipuz").solution is None
    with pytest.raises(InvalidPuzzle, match="does not solve the puzzle"):
        to_ipuz(puzzle, tuple(reversed(solution)))
    doc["org.gridcraft:clues"]["left"] = [9, 0, 0, 0, 0]
    with pytest.raises(ParseError, match=r"org\.gridcraft:clues.*left: a clue is 1 to 5"):
        kinds.read_ipuz(json.dumps(doc), "t.ipuz")
    doc["org.gridcraft:clues"]["left"] = [0] * 5
    doc["solution"][0][0] = 9
    with pytest.raises(ParseError, match="solution.*row 1, cell 1: 9 is not a height 1 to 5"):
        kinds.read_ipuz(json.dumps(doc), "t.ipuz")


def test_the_json_of_make_holds_the_id_and_reads_back() -> None:
    request = MAKER.request({"size": 4, "difficulty": "Hard"})
    made = make(request.grade, request.size, "9")
    doc = json.loads(MAKER.writers["json"](request, [("9", made)]))
    item = doc["puzzles"][0]
    assert (item["size"], item["grade"], item["towers"]) == (4, "Hard", towers_id(made.puzzle))
    assert item["solution"] == ["".join(map(str, row)) for row in made.solution]
    assert made_puzzle(doc) == made.puzzle
    assert MAKER.writers["sgt"](request, [("9", made)]) == towers_id(made.puzzle) + "\n"
    assert parse(MAKER.writers["text"](request, [("9", made)])) == made.puzzle
