"""What a grade means, measured on the finished grids by an independent finder written here (plain
loops over every cell and all eight directions; no placement data of the maker): the directions the
words read in, how many letters they share, and how much the filler resembles the words; and that
the filler's letters are the words' own."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from wordsearch_check import STEPS  # the independent checker's eight directions

from gridcraft.wordsearch import make

DIAGONAL = {"down-right", "down-left", "up-right", "up-left"}
BACKWARDS = {"left", "up", "up-left", "up-right"}  # against the reading order of a left-to-right script
ANIMALS = [
    "ANT",
    "BEAR",
    "CAMEL",
    "DONKEY",
    "EAGLE",
    "FALCON",
    "GIRAFFE",
    "HORSE",
    "IGUANA",
    "JAGUAR",
    "KOALA",
    "LIZARD",
    "MONKEY",
    "OTTER",
    "PANDA",
    "RABBIT",
    "SHARK",
    "TIGER",
]  # 18 words
SUBJECTS = [
    "ALGEBRA",
    "BIOLOGY",
    "CHEMISTRY",
    "DRAWING",
    "ENGLISH",
    "FRENCH",
    "GEOGRAPHY",
    "HISTORY",
    "LATIN",
    "MUSIC",
    "PHYSICS",
    "READING",
    "SCIENCE",
    "SPELLING",
    "THEATRE",
    "WRITING",
    "POETRY",
    "SPORTS",
    "DANCE",
    "GERMAN",
]  # 20 words
SEEDS = range(4)


def upper(word: str) -> str:
    """Upper-case, one letter for one (ß is ẞ), as a grid shows a word."""
    return "".join("ẞ" if ch == "ß" else ch.upper() for ch in word)


def occurrences(grid: Any, word: str) -> list[tuple[tuple[int, int], str]]:
    """Every (start, direction) where ``word`` reads in ``grid``, in all eight directions."""
    height, width = len(grid), len(grid[0])
    found = []
    for r in range(height):
        for c in range(width):
            if grid[r][c] != word[0]:
                continue
            for name, (dr, dc) in STEPS.items():
                cells = [(r + i * dr, c + i * dc) for i in range(len(word))]
                if all(
                    0 <= y < height and 0 <= x < width and grid[y][x] == ch for (y, x), ch in zip(cells, word)
                ):
                    found.append(((r, c), name))
    return found


def found_words(puzzle: Any) -> dict[str, tuple[tuple[int, int], str]]:
    """Each word's one place among the puzzle's directions, found in the grid alone."""
    places = {}
    for word in puzzle.words:
        at = [o for o in occurrences(puzzle.grid, upper(word)) if o[1] in puzzle.directions]
        assert len(at) == 1, (word, at)
        places[word] = at[0]
    return places


def covered(puzzle: Any, places: dict[str, tuple[tuple[int, int], str]]) -> Counter[tuple[int, int]]:
    """How many words cover each cell."""
    counts: Counter[tuple[int, int]] = Counter()
    for word, ((r, c), name) in places.items():
        dr, dc = STEPS[name]
        counts.update((r + i * dr, c + i * dc) for i in range(len(word)))
    return counts


def shares(words: list[str], level: str) -> Counter[str]:
    """The directions the words read in, over the seeds, as the independent finder finds them."""
    counts: Counter[str] = Counter()
    for seed in SEEDS:
        puzzle = make(words, directions=level, seed=seed)
        counts.update(name for _, name in found_words(puzzle).values())
    return counts


@pytest.mark.parametrize("words", [ANIMALS, SUBJECTS], ids=["18 words", "20 words"])
def test_medium_puts_a_quarter_on_diagonals_and_at_most_half_left_to_right(words: list[str]) -> None:
    # regression: 13 to 16 of 18 words ran left to right, none diagonally
    counts = shares(words, "medium")
    total = sum(counts.values())
    assert total == len(words) * len(SEEDS)
    assert sum(counts[d] for d in DIAGONAL) >= total / 4
    assert counts["right"] <= total / 2
    assert set(counts) == {"right", "down", "down-right", "down-left"}


@pytest.mark.parametrize("words", [ANIMALS, SUBJECTS], ids=["18 words", "20 words"])
def test_hard_puts_a_quarter_backwards_and_diagonals_in_every_puzzle(words: list[str]) -> None:
    # regression: hard, seed 3, had no diagonal
    total: Counter[str] = Counter()
    for seed in SEEDS:
        directions = Counter(
            name for _, name in found_words(make(words, directions="hard", seed=seed)).values()
        )
        assert sum(directions[d] for d in DIAGONAL) >= 1, (seed, directions)
        total += directions
    assert sum(total[d] for d in BACKWARDS) >= sum(total.values()) / 4
    assert set(total) == set(STEPS)


@pytest.mark.parametrize("words", [ANIMALS, SUBJECTS], ids=["18 words", "20 words"])
def test_easy_reads_right_and_down_about_alike(words: list[str]) -> None:
    counts = shares(words, "easy")
    assert set(counts) == {"right", "down"}
    assert min(counts.values()) >= sum(counts.values()) / 3


def test_the_grades_share_ever_more_letters_and_grow_ever_more_like_the_words() -> None:
    shared, near = {}, {}
    for level in ("easy", "medium", "hard"):
        letters = misses = filler = 0
        for seed in range(3):
            puzzle = make(SUBJECTS, directions=level, seed=seed)
            found = found_words(puzzle)
            counts = covered(puzzle, found)
            letters += sum(n - 1 for n in counts.values())
            filler += puzzle.width * puzzle.height - len(counts)
            places = set(found.values())
            for word in SUBJECTS:  # near misses: a word's first three letters, read where the word is not
                at = occurrences(puzzle.grid, word[:3])
                misses += sum(1 for o in at if o[1] in puzzle.directions and o not in places)
        shared[level], near[level] = letters / 3, misses / filler
    assert shared["easy"] < shared["medium"] < shared["hard"], shared
    assert near["easy"] < near["medium"] < near["hard"], near  # near misses per filler cell
    assert near["hard"] >= 3 * near["easy"], near


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize(
    "words",
    [
        ANIMALS,
        ["ONSET", "NOTES", "STENO", "TONES"],
        ["Straße", "Fuß", "groß", "Maß"],
        ["Мул", "Сом", "Енот", "ёж"],
    ],
    ids=["animals", "five letters", "german", "russian"],
)
def test_the_filler_letters_are_the_words_own(words: list[str], level: str) -> None:
    # regression: a list of fewer than 6 different letters got common English letters besides
    letters = {ch for word in words for ch in upper(word)}
    for seed in range(2):
        puzzle = make(words, directions=level, seed=seed)
        counts = covered(puzzle, found_words(puzzle))
        filler = [
            puzzle.grid[r][c]
            for r in range(puzzle.height)
            for c in range(puzzle.width)
            if (r, c) not in counts
        ]
        assert filler and set(filler) <= letters, set(filler) - letters
