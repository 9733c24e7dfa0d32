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


HEBREW = "שלום, לחם, מים, חלון\n"


def test_hebrew_lays_out_right_to_left_in_area_24() -> None:
    words = parse_word_list(HEBREW)
    layout = crisscross.generate(words, time_limit=10)
    assert (layout.width, layout.height) == (6, 4) and layout.rtl and layout.info.optimal
    assert layout.check([e.letters for e in words]) == []
    letters = layout.letters()
    for p in layout.placements:
        if p.direction == "across":  # first letter in the rightmost cell, reading leftwards
            cols = [c for _, c in p.cells()]
            assert cols == sorted(cols, reverse=True) and cols[0] == max(cols)
            assert (p.row, cols[0] + 1) not in letters
        assert "".join(letters[cell] for cell in p.cells()) == p.word


def test_right_to_left_numbering_and_outputs() -> None:
    from gridcraft.crisscross import to_ipuz
    from gridcraft.crisscross.layout_json import read_json, to_json
    from gridcraft.crisscross.write import LRO, PDF, numbers
    from gridcraft.kinds import read_ipuz

    layout = crisscross.generate(parse_word_list(HEBREW), time_limit=10)
    at = numbers(layout)
    order = sorted(at, key=lambda cell: (cell[0], -cell[1]))  # reading order: rows, right to left
    assert [at[cell] for cell in order] == list(range(1, len(at) + 1))
    assert all((p.row, p.col) in at for p in layout.placements)
    assert read_json(to_json(layout)) == layout and '"rtl": true' in to_json(layout)
    assert read_ipuz(to_ipuz(layout)).puzzle == layout
    text = crisscross.to_text(layout)
    assert all(line.startswith(LRO) and line.endswith(PDF) for line in text.splitlines() if line)
    assert layout.transposed().check() == [] and layout.transposed().rtl
    assert layout.mirrored().mirrored() == layout and not layout.mirrored().rtl


def test_arabic_reads_right_to_left_too() -> None:
    layout = crisscross.generate(
        parse_word_list("سلام, كتاب, باب, سماء, كلب\n"), time_limit=10, max_aspect=None
    )
    assert layout.rtl and layout.check() == []


def test_a_list_mixing_directions_names_one_of_each(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    path = write("mixed.txt", "שלום, לחם\ncat\n")
    assert_one_error(
        run("generate", path),
        2,
        "mixed.txt:2:1: the list mixes right-to-left and left-to-right words ('שלום' and 'cat')",
    )


def test_a_right_to_left_layout_makes_no_left_to_right_fill_in(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    path = write("he.txt", HEBREW)
    assert run("generate", path, "--format", "json", "-o", "he.json").code == 0
    assert_one_error(run("solve", "he.json"), 2, "he.json: a fill-in puzzle reads left to right")
    assert run("print", path, "-o", "he.pdf").code == 0


def test_a_cell_holds_a_grapheme_cluster() -> None:
    from gridcraft.crisscross import to_ipuz
    from gridcraft.crisscross.layout_json import read_json, to_json
    from gridcraft.fillin import dumps, parse, solutions
    from gridcraft.kinds import read_ipuz
    from gridcraft.words import cells, shown

    words = parse_word_list("नमस्ते, नमक, मस्त, कमल\n")
    assert [len(e.letters) for e in words] == [len(cells(e.text)) for e in words] == [3, 3, 2, 3]
    layout = crisscross.generate(words, time_limit=5, max_aspect=None)
    assert layout.check([e.letters for e in words]) == []
    assert "स्ते" in crisscross.to_text(layout) and "स्ते" in crisscross.to_json(layout)
    assert read_json(to_json(layout)) == layout and read_ipuz(to_ipuz(layout)).puzzle == layout
    blank = crisscross.blank_puzzle(layout)
    again = parse(dumps(blank))
    assert again == blank and [tuple(shown(r) for r in g) for g in solutions(again)] == [
        tuple(shown(r) for r in layout.rows())
    ]
    thai = parse_word_list("สวัสดี, ดีใจ\n")
    assert cells(thai[0].text) == ["ส", "วั", "ส", "ดี"]


def test_double_width_letters_keep_the_text_grid_aligned() -> None:
    layout = crisscross.generate(parse_word_list("日本語, 本日, 語学\n"), time_limit=5, max_aspect=None)
    lines = crisscross.to_text(layout).splitlines()
    import unicodedata

    def columns(line: str) -> list[int]:  # display column of each letter
        out, col = [], 0
        for ch in line:
            if ch != " ":
                out.append(col)
            col += 2 if unicodedata.east_asian_width(ch) == "W" else 1
        return out

    starts = {c for line in lines for c in columns(line)}
    assert starts <= {0, 3, 6}  # each cell two columns wide, one space between cells


def test_letters_no_font_draws_are_refused_before_the_search(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    import pytest

    from gridcraft.draw import missing_glyph

    if missing_glyph(["日"]) is None:
        pytest.skip("a CJK font is installed: every letter is drawn")
    path = write("ja.txt", "日本語, 本日, 語学\n")
    assert_one_error(
        run("generate", path, "--format", "png", "-o", "ja.png"),
        2,
        "ja.txt:1:1: no installed font draws '日' (in '日本語'): apt-get install fonts-noto-cjk",
    )
    assert not __import__("os").path.exists("ja.png") and run("generate", path, "--format", "svg").code == 0


def test_devanagari_is_drawn_with_a_font_that_has_it() -> None:
    import pytest

    from gridcraft.draw import family_for, missing_glyph

    if missing_glyph(["न"]) is not None:
        pytest.skip("no installed font draws Devanagari (apt-get install fonts-noto-core)")
    layout = crisscross.generate(parse_word_list("नमस्ते, नमक, मस्त, कमल\n"), time_limit=5, max_aspect=None)
    svg = crisscross.to_svg(layout).document()
    assert f'font-family="{family_for(["न"])}"' in svg and "Devanagari" in family_for(["न"])


def test_turkish_letters_survive_every_round_trip(run: Callable[..., Any]) -> None:
    from gridcraft.words import letter_language

    path = write("tr.txt", "ılık, ilik, işik\n")
    assert run("generate", path).code == 0  # the empty puzzle keeps İ and I apart
    assert run("generate", path, "--format", "ipuz", "-o", "tr.ipuz").code == 0
    assert run("solve", "tr.ipuz").code == 0 and run("print", "tr.ipuz", "-o", "tr.pdf").code == 0
    assert run("generate", path, "--format", "json", "-o", "tr.json").code == 0
    solved = run("solve", "tr.json", "--all")
    assert solved.code == 0 and solved.err.startswith("unique") and "İ" in solved.out
    assert letter_language(["ağaç"]) == "tr" and letter_language(["əl"]) == "az"


def test_pictures_of_a_file_no_font_draws_are_refused(
    run: Callable[..., Any], assert_one_error: Callable[..., None]
) -> None:
    import pytest

    from gridcraft.draw import missing_glyph

    if missing_glyph(["日"]) is None:
        pytest.skip("a CJK font is installed: every letter is drawn")
    path = write("ja.txt", "日本語, 本日, 語学\n")
    assert run("generate", path, "--format", "json", "-o", "ja.json", "--max-aspect", "none").code == 0
    assert_one_error(run("print", "ja.json", "-o", "ja.pdf"), 2, "<command line>: no installed font draws")
    assert_one_error(
        run("solve", "ja.json", "--format", "png", "-o", "ja.png"),
        2,
        "<command line>: no installed font draws",
    )
