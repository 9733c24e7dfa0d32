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
