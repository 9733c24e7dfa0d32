"""The word puzzles' measured levels (criss-cross, fill-in, word search): each measure read on the
finished puzzle as it is handed out, written and read back (a crossword's JSON, a fill-in's text,
a word search's text file), never on the settings it was made with; and monotone: over several
seeds, puzzles made easy measure easier than puzzles made hard."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gridcraft import crisscross, fillin, wordsearch
from gridcraft.crisscross.level import level as crossword_level
from gridcraft.engine import Budget
from gridcraft.fillin.level import forced_slots
from gridcraft.kinds import read_words, word_maker
from gridcraft.outputs import WriteOptions
from gridcraft.wordsearch.level import level as search_level
from gridcraft.wordsearch.level import near_misses

DATA = Path(__file__).resolve().parent / "data" / "words"
SEEDS = range(3)
ORDER = {"easy": 0, "medium": 1, "hard": 2}
ANIMALS = ["ANT", "BEAR", "CAMEL", "DONKEY", "EAGLE", "FALCON", "GIRAFFE", "HORSE", "IGUANA", "JAGUAR"]


def laid_out(name: str, seed: int) -> crisscross.Layout:
    entries = read_words((DATA / name).read_text(encoding="utf-8"), name)
    layout = None
    for layout in word_maker()[1].layouts(entries, budget=Budget(node_limit=5000), seed=seed):
        pass
    assert layout is not None
    return layout


def handed(layout: crisscross.Layout, easy: bool, seed: int) -> crisscross.Layout:
    """The layout handed out easy (a word bank where it has clues, a letter for every entry) or
    hard (as it was made)."""
    if not easy:
        return layout
    n = len(layout.placements)
    return word_maker()[1].handed_out(layout, word_bank=crisscross.is_clued(layout), reveal=n, seed=seed)


def assert_monotone(easy: list[tuple[str, float]], hard: list[tuple[str, float]]) -> None:
    assert max(score for _, score in easy) < min(score for _, score in hard), (easy, hard)
    assert max(ORDER[grade] for grade, _ in easy) <= min(ORDER[grade] for grade, _ in hard), (easy, hard)
    assert {grade for grade, _ in easy} == {"easy"} and {grade for grade, _ in hard} == {"hard"}, (easy, hard)


def test_crosswords_handed_out_easy_measure_easier_than_hard() -> None:
    levels: dict[bool, list[tuple[str, float]]] = {True: [], False: []}
    for seed in SEEDS:
        layout = laid_out("clued-10.txt", seed)
        for easy in (True, False):
            finished = crisscross.read_json(crisscross.to_json(handed(layout, easy, seed)))  # as handed out
            found = crossword_level(finished)
            levels[easy].append((found.grade, found.score))
    assert_monotone(levels[True], levels[False])


def test_fill_ins_made_easy_measure_easier_than_hard() -> None:
    written = crisscross.KIND.formats["fillin"].write
    levels: dict[bool, list[tuple[str, float]]] = {True: [], False: []}
    for seed in SEEDS:
        layout = laid_out("common-15.txt", seed)
        for easy in (True, False):
            text = str(written(handed(layout, easy, seed), None, WriteOptions()))  # as handed out
            found = fillin.level(fillin.parse(text))
            levels[easy].append((found.grade, found.score))
    assert_monotone(levels[True], levels[False])


@pytest.mark.parametrize("words", [ANIMALS, ["CAT", "DOG", "EMU", "YAK", "OWL", "APE", "ELK", "BAT"]])
def test_word_searches_made_easy_measure_easier_than_hard(words: list[str]) -> None:
    levels: dict[str, list[tuple[str, float]]] = {"easy": [], "hard": []}
    for seed in SEEDS:
        for preset, found in levels.items():
            made = wordsearch.make(words, directions=preset, seed=seed)
            finished = wordsearch.parse(wordsearch.dumps(made))  # the grid and words: places found again
            measured = search_level(finished)
            found.append((measured.grade, measured.score))
    assert_monotone(levels["easy"], levels["hard"])


def test_a_fill_in_whose_every_slot_is_forced_is_easy_however_few_letters_it_shows() -> None:
    forced = fillin.parse("...\n\nCAT\n")
    assert forced_slots(forced) == 1 and fillin.level(forced).grade == "easy"
    assert fillin.level(forced).measures["givens"] == 1.0  # no letter shown


def test_a_fill_in_with_givens_forces_more_and_measures_easier() -> None:
    # two slots of 3 letters, two words of 3: nothing forced until a given letter tells them apart
    blank = fillin.parse("...\n###\n...\n\nCAT, DOG\n")
    given = fillin.parse("C..\n###\n...\n\nCAT, DOG\n")
    assert forced_slots(blank) == 0 and forced_slots(given) == 2
    assert fillin.level(given).score < fillin.level(blank).score
    assert fillin.level(blank).measures["forced"] == 1.0 and fillin.level(given).measures["givens"] < 1


def test_a_crossword_s_measures_follow_its_word_bank_and_letters_shown() -> None:
    layout = laid_out("clued-10.txt", 0)
    plain = crossword_level(layout)
    banked = crossword_level(word_maker()[1].handed_out(layout, word_bank=True))
    shown = crossword_level(word_maker()[1].handed_out(layout, reveal=10))
    assert plain.measures["word_bank"] == 1.0 and banked.measures["word_bank"] == 0.0
    assert plain.measures["shown"] == 1.0 and shown.measures["shown"] == 0.0
    assert banked.score < plain.score and shown.score < plain.score
    assert plain.to_json() == {"grade": plain.grade, "score": plain.score, "measures": dict(plain.measures)}


def test_near_misses_are_counted_in_the_grid_alone() -> None:
    # CAT is at (0, 0) reading right; "CA" twice more, reading right and down, are near misses
    puzzle = wordsearch.parse("# directions: right down\nC A T\nA X C\nX X A\n\nCAT\n")
    assert near_misses(puzzle) == 2
    assert search_level(puzzle).measures["near_misses"] == 1.0
    plain = wordsearch.parse("# directions: right down\nC A T\nX X X\nX X X\n\nCAT\n")
    assert near_misses(plain) == 0 and search_level(plain).score < search_level(puzzle).score


def test_a_word_search_shows_its_level_on_its_sheets_and_in_its_json(run: Any, tmp_path: Path) -> None:
    pypdf = pytest.importorskip("pypdf")
    (tmp_path / "animals.txt").write_text("\n".join(ANIMALS), encoding="utf-8")
    made = run("make", "wordsearch", "animals.txt", "--directions", "hard", "--format", "json")
    assert made.code == 0, made.err
    level = json.loads(made.out)["puzzles"][0]["level"]
    assert level["grade"] == "hard" and set(level["measures"]) == {
        "directions",
        "backwards",
        "overlaps",
        "near_misses",
    }
    for args, pdf in ((["--format", "sheet", "-o", "booklet.pdf"], "booklet.pdf"), (["-o", "ws.txt"], None)):
        done = run("make", "wordsearch", "animals.txt", "--directions", "easy", *args)
        assert done.code == 0, done.err
    assert run("print", "ws.txt", "-o", "sheet.pdf").code == 0  # a word search's file, printed
    for pdf in ("booklet.pdf", "sheet.pdf"):
        first = pypdf.PdfReader(str(tmp_path / pdf)).pages[0].extract_text()
        assert "Level: easy" in first, (pdf, first)
