"""Captions in the language of the words."""

from __future__ import annotations

import pytest

from gridcraft.captions import CAPTIONS, LANGUAGES, captions, guess_language


@pytest.mark.parametrize(
    ("texts", "lang"),
    [
        (["Мул", "Лемур"], "ru"),
        (["Straße", "Bär"], "de"),
        (["Crème", "Garçon"], "fr"),
        (["Niño", "Canción"], "es"),
        (["Cat", "Dog"], "en"),
        ([], "en"),
    ],
)
def test_guess_language(texts: list[str], lang: str) -> None:
    assert guess_language(texts) == lang and captions(None, texts).lang == lang


@pytest.mark.parametrize(
    ("n", "heading"), [(1, "1 буква"), (3, "3 буквы"), (5, "5 букв"), (12, "12 букв"), (22, "22 буквы")]
)
def test_russian_plurals(n: int, heading: str) -> None:
    assert captions("ru").length(n) == heading


def test_every_language_has_every_caption() -> None:
    assert set(CAPTIONS) == set(LANGUAGES)
    for caps in CAPTIONS.values():
        assert "{n}" in caps.crisscross and all("{n}" in form for form in caps.letters)
        assert caps.length(7).startswith("7 ") and all(caps.titles) and caps.across != caps.down
    assert captions("en").length(3) == "3 letters"
    with pytest.raises(KeyError):
        captions("xx")


def test_every_language_words_a_book_and_a_fill_in() -> None:
    from gridcraft.captions import BOOK_WORDS, CAPTIONS, LANGUAGES

    assert set(BOOK_WORDS) == set(LANGUAGES) == set(CAPTIONS)
    for lang, words in BOOK_WORDS.items():
        assert "12" in words.puzzle.format(a=12) and "3" in words.puzzles.format(a=3, b=9)
        assert "47" in words.about.format(n=64, s=5, p=47) and "34" in words.page.format(p=34)
        assert "{" not in words.unique_all + words.unique_some, lang
        assert "7" in CAPTIONS[lang].fillin.format(n=7), lang


def test_a_fill_in_sheet_speaks_the_language_of_its_words() -> None:
    from gridcraft import fillin

    puzzle = fillin.parse("...\n\nКОТ\n")
    _, caption, groups, _ = fillin.KIND.sheet_parts(puzzle, next(fillin.solutions(puzzle)))
    assert caption == "Впишите в сетку все слова (1); каждое слово — один раз.\nУровень: лёгкий"
    assert groups == [("3 буквы", ["КОТ"])]
    _, caption, groups, _ = fillin.KIND.sheet_parts(puzzle, next(fillin.solutions(puzzle)), "de")
    assert caption.startswith("Füllrätsel") and groups == [("3 Buchstaben", ["КОТ"])]


def test_every_language_words_a_word_bank_and_a_level() -> None:
    for lang, caps in CAPTIONS.items():
        lines = [caps.level_line(grade) for grade in ("easy", "medium", "hard")]
        assert len(set(lines)) == 3 and all("{" not in line for line in lines), lang
        assert caps.word_bank and caps.word_bank not in (caps.across, caps.down), lang
    assert captions("en").level_line("medium") == "Level: medium"
    assert captions("ru").level_line("hard") == "Уровень: трудный"
    with pytest.raises(ValueError):
        captions("en").level_line("tough")
