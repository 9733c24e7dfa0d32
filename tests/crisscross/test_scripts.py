"""Words in the scripts their readers write: Greek capitals without accents, Turkish dotted and
dotless i apart, accents folded on request."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from samples import write

from gridcraft import crisscross
from gridcraft.words import parse_word_list


def test_greek_words_cross_on_omega() -> None:
    layout = crisscross.generate(parse_word_list("φως, ώρα\n"), time_limit=5, max_aspect=None)
    (crossing,) = [cell for cell, n in _uses(layout).items() if n == 2]
    assert layout.letters()[crossing] == "Ω" and layout.check() == []


def test_dotless_i_never_crosses_dotted_i() -> None:
    words = parse_word_list("ılık, ilik, kılıç, bilgi\n")
    layout = crisscross.generate(words, time_limit=5)
    assert layout.check([e.letters for e in words]) == []
    letters = set(layout.letters().values())
    assert {"I", "İ"} <= letters and {p.word for p in layout.placements} >= {"ILIK", "İLİK"}


def test_the_summary_says_which_capitals(run: Callable[..., Any]) -> None:
    path = write("tr.txt", "ılık, ilik, kılıç, bilgi\n")
    assert run("generate", path).err.rstrip().endswith("; Turkish capitals: i is İ and ı is I")
    plain = write("en.txt", "lilac, civil, lilt\n")
    assert "capitals" not in run("generate", plain).err
    forced = run("generate", plain, "--lang", "az")
    assert forced.err.rstrip().endswith("; Azerbaijani capitals: i is İ and ı is I") and "İ" in forced.out


def test_folded_accents_in_the_grid_only(run: Callable[..., Any]) -> None:
    path = write("fr.txt", "café, écarté, thé\n")
    folded = run("generate", path, "--fold-accents", "--format", "json", "--max-aspect", "none")
    assert folded.code == 0 and "É" not in "".join(json.loads(folded.out)["grid"])
    assert "café" in folded.out  # the spelling as written


def _uses(layout: crisscross.Layout) -> dict[tuple[int, int], int]:
    count: dict[tuple[int, int], int] = {}
    for p in layout.placements:
        for cell in p.cells():
            count[cell] = count.get(cell, 0) + 1
    return count
