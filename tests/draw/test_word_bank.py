"""A crossword's word bank on its sheet: the answers several to a line under their heading, in
their order, within the column and the margins, on to the next page when they must; the
caption's level line on a line of its own; and the whole sheet of a crossword handed out with a
word bank and letters given away."""

from __future__ import annotations

import re

from gridcraft import printing
from gridcraft.crisscross import Layout, Placement, read_json, to_json
from gridcraft.draw import Drawing, WordBank, sheet_pages
from gridcraft.draw.sheet import BANK_SPACE, MARGIN
from gridcraft.kinds import read_container, word_maker

TEXT = re.compile(r'<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)<')
CLUES = [f"{k}. a clue of a few words ({k % 7 + 3})" for k in range(1, 9)]
ANSWERS = ["ANT", "BEAR", "CAMEL", "DONKEY", "EAGLE", "FALCON", "GIRAFFE", "HORSE", "IGUANA", "JAGUAR"]


def texts(page: Drawing) -> list[tuple[float, float, str]]:
    return [(float(x), float(y), t) for x, y, t in TEXT.findall(page.document())]


def test_the_bank_sets_its_answers_several_to_a_line_in_their_order() -> None:
    groups = [("Across", CLUES[:4]), ("Down", CLUES[4:]), (WordBank("Word bank"), ANSWERS)]
    (page,) = sheet_pages(Drawing(400, 300, ""), words=groups)
    shown = texts(page)
    heading = next(i for i, (_, _, t) in enumerate(shown) if t == "Word bank")
    lines = [t for _, _, t in shown[heading + 1 :]]
    assert [w for line in lines for w in line.split(BANK_SPACE)] == ANSWERS
    assert len(lines) < len(ANSWERS) / 2  # several to a line, not one
    assert all(CLUES[k] in [t for _, _, t in shown] for k in range(8))  # the clues kept, one a line
    assert all(MARGIN <= x and y <= 842 - MARGIN for x, y, _ in shown)


def test_a_heading_that_is_no_word_bank_keeps_one_entry_a_line() -> None:
    (page,) = sheet_pages(Drawing(400, 300, ""), words=[("Word bank", ANSWERS)])  # a plain str heading
    assert sorted(t for _, _, t in texts(page)) == sorted(["Word bank", *ANSWERS])


def test_a_long_bank_goes_on_to_the_next_page_whole() -> None:
    answers = [f"{a}{b}{c}WORD" for a in "ABCDEFGHIJ" for b in "AEIOU" for c in "KLMNPRST"]  # 400 answers
    clues = [f"{k}. " + "a long clue that wraps over more than one line " * 2 for k in range(40)]
    pages = sheet_pages(Drawing(600, 600, ""), words=[("Across", clues), (WordBank("Word bank"), answers)])
    assert len(pages) >= 2
    shown = [t for page in pages for _, _, t in texts(page)]
    start = shown.index("Word bank")
    banked = [
        w for line in shown[start + 1 :] for w in line.split(BANK_SPACE) if w != "Word bank (continued)"
    ]
    assert banked == answers
    for page in pages:
        assert all(y <= 842 - MARGIN for _, y, _ in texts(page))


def test_a_caption_s_second_line_is_a_line_of_its_own() -> None:
    (page,) = sheet_pages(Drawing(100, 100, ""), title="T", caption="Find every word.\nLevel: easy")
    lines = [(y, t) for _, y, t in texts(page)]
    assert [t for _, t in lines] == ["T", "Find every word.", "Level: easy"]
    assert lines[1][0] < lines[2][0]


def crossword() -> Layout:
    placements = [
        Placement("ICECREAM", 0, 0, "across", "ICE CREAM", "a frozen dessert"),
        Placement("CAT", 0, 1, "down", "cat", "a pet that purrs"),
        Placement("CAR", 0, 3, "down", "car", "it has four wheels"),
        Placement("ROBOT", 2, 3, "across", "robot", "a machine that works for us"),
    ]
    return Layout.from_placements(placements)


def test_a_crossword_handed_out_with_a_bank_and_letters_prints_them() -> None:
    kind, maker = word_maker()
    handed = maker.handed_out(crossword(), word_bank=True, cells=[(2, 5)], seed=0)
    back = read_container(to_json(handed), "x.json").puzzle  # the page's export reads it back so
    assert back == handed and read_json(to_json(handed)).word_bank
    pages = printing.sheet(kind, back, None, lang="de", title="Rätsel")
    first = [t for _, _, t in texts(pages[0])]
    assert "Wortspeicher" in first and "car" + BANK_SPACE + "cat" in " ".join(first)
    assert first[2].startswith("Schwierigkeit: ")  # the level line, under the instruction
    assert ">B</text>" in pages[0].document()  # ROBOT's B, given in the empty grid
    plain = printing.sheet(kind, crossword(), None, lang="de", title="Rätsel")[0].document()
    assert "Wortspeicher" not in plain and ">B</text>" not in plain
