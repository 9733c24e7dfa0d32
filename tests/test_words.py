"""Word-list parsing and normalisation."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gridcraft.errors import ParseError
from gridcraft.words import (
    Entry,
    check_clues,
    clue_enumeration,
    display_upper,
    entries_from_strings,
    enumeration,
    letter_language,
    make_entry,
    parse_word_list,
    scan_lines,
)

# letters with a one-character NFC form, so NFD input composes back
LETTERS = "abcxyzÀÉÎÕÜÑÇàéêëöüåçñабвгдеёжзийклмнопрстуфхцчшщъыьэюяЁЙαβγδεζηθ"


def letters_of(text: str) -> list[str]:
    return [e.letters for e in parse_word_list(text)]


def error_of(text: str) -> ParseError:
    with pytest.raises(ParseError) as info:
        parse_word_list(text, source="w.txt")
    return info.value


def test_entries_with_lines_and_columns() -> None:
    entries = parse_word_list("Мул, Сом\nЕнот\n")
    assert entries == [Entry("Мул", "МУЛ", 1, 1), Entry("Сом", "СОМ", 1, 6), Entry("Енот", "ЕНОТ", 2, 1)]


def test_commas_and_line_breaks_are_the_same() -> None:
    assert letters_of("Мул, Сом, Енот") == letters_of("Мул\nСом\r\nЕнот\n") == ["МУЛ", "СОМ", "ЕНОТ"]


def test_full_width_ideographic_and_arabic_commas_separate_too() -> None:
    # regression: "猫犬，小鳥" was one entry holding a full-width comma ("'，' is not a letter")
    entries = parse_word_list("猫犬，小鳥、金魚；子猫\n")
    assert [(e.text, e.column) for e in entries] == [("猫犬", 1), ("小鳥", 4), ("金魚", 7), ("子猫", 10)]
    arabic = parse_word_list("قطة،كلب؛سمك\n")
    assert [(e.text, e.column) for e in arabic] == [("قطة", 1), ("كلب", 5), ("سمك", 9)]


def test_blank_lines_empty_parts_and_comments_are_skipped() -> None:
    entries = parse_word_list("# animals\n\n  # more\nМул,, Сом ,\n\n")
    assert [(e.text, e.line, e.column) for e in entries] == [("Мул", 4, 1), ("Сом", 4, 7)]


def test_fill_in_comment_mark() -> None:
    entries = parse_word_list("! comment\nab, cd", comment="!")
    assert [(e.letters, e.line) for e in entries] == [("AB", 2), ("CD", 2)]
    with pytest.raises(ParseError) as info:
        parse_word_list("! comment\n#ab", comment="!")
    assert (info.value.line, info.value.column) == (2, 1)


def test_nfd_input_gives_the_same_letters_as_nfc() -> None:
    nfc = "Ёж, café, Ἀθήνα"
    nfd = unicodedata.normalize("NFD", nfc)
    assert nfd != nfc
    assert letters_of(nfd) == letters_of(nfc) == ["ЁЖ", "CAFÉ", "ΑΘΗΝΑ"]  # Greek capitals drop their accents
    assert [e.text for e in parse_word_list(nfd)] == ["Ёж", "café", "Ἀθήνα"]


@given(st.lists(st.text(st.sampled_from(LETTERS), min_size=2, max_size=8), min_size=1, max_size=6))
def test_normal_form_does_not_matter(words: list[str]) -> None:
    text = "\n".join(words)
    for form in ("NFC", "NFD", "NFKC"):
        got = [e.letters for e in parse_word_list(unicodedata.normalize(form, text), unique=False)]
        assert got == [display_upper(unicodedata.normalize("NFC", w)) for w in words]
        assert all(len(a) == len(unicodedata.normalize("NFC", w)) for a, w in zip(got, words))


def test_sharp_s_keeps_its_length() -> None:
    (entry,) = parse_word_list("Straße")
    assert entry.letters == "STRAẞE" and len(entry.letters) == len("Straße")
    assert display_upper("ß") == "ẞ"


def test_joiners_are_dropped_for_placement_and_kept_in_the_entry() -> None:
    entries = parse_word_list("ICE CREAM, T-SHIRT\nO'CLOCK\nrock ’n’ roll")
    assert [(e.text, e.letters) for e in entries] == [
        ("ICE CREAM", "ICECREAM"),
        ("T-SHIRT", "TSHIRT"),
        ("O'CLOCK", "OCLOCK"),
        ("rock ’n’ roll", "ROCKNROLL"),
    ]


def test_case_is_folded_for_letters_only() -> None:
    (entry,) = parse_word_list("  лЕмУр  ")
    assert (entry.text, entry.letters, entry.column) == ("лЕмУр", "ЛЕМУР", 3)


@pytest.mark.parametrize(
    ("text", "where", "words"),
    [
        ("Мул\nС0м\n", "w.txt:2:2:", ["'0'", "'С0м'"]),
        ("Мул, Сом!", "w.txt:1:9:", ["'!'"]),
        ("Мул, Я\n", "w.txt:1:6:", ["'Я'", "fewer than two letters"]),
        ("Мул\n  - \n", "w.txt:2:3:", ["fewer than two letters"]),
        ("Мул\nСом, МУЛ\n", "w.txt:2:6:", ["'МУЛ'", "'Мул'", "line 1"]),
        ("Straße\nSTRASSE, strasse", "w.txt:2:10:", ["'strasse'", "'STRASSE'"]),
    ],
)
def test_errors_name_the_entry_and_its_position(text: str, where: str, words: list[str]) -> None:
    error = error_of(text)
    assert str(error).startswith(where + " ")
    for word in words:
        assert word in error.message
    assert "\n" not in str(error)


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n", " , ,\n"])
def test_empty_list_is_an_error(text: str) -> None:
    error = error_of(text)
    assert "empty" in error.message and str(error).startswith("w.txt:")


def test_repeats_allowed_when_not_unique() -> None:
    assert letters_of("ab") == ["AB"]
    assert [e.letters for e in parse_word_list("ab, AB", unique=False)] == ["AB", "AB"]


def test_entries_from_strings() -> None:
    entries = entries_from_strings(["Мул", "ice cream"])
    assert [(e.text, e.letters) for e in entries] == [("Мул", "МУЛ"), ("ice cream", "ICECREAM")]
    with pytest.raises(ParseError, match="repeats"):
        entries_from_strings(["ab", "AB"])
    with pytest.raises(ParseError, match="empty"):
        entries_from_strings([])


def test_make_entry_without_position() -> None:
    assert make_entry(" Ёж ") == Entry("Ёж", "ЁЖ", 0, 0)
    with pytest.raises(ParseError) as info:
        make_entry("a1")
    assert (info.value.line, info.value.column) == (0, 0)


def test_scan_lines_breaks_only_at_line_breaks() -> None:
    # regression: U+2028 and U+0085 counted as line breaks (str.splitlines)
    lines = scan_lines("\ufeffab\r\ncd\u2028ef\x85gh\rij\n")
    assert [(line.number, line.text) for line in lines] == [(1, "ab"), (2, "cd\u2028ef\x85gh"), (3, "ij")]
    assert [line.number for line in scan_lines("a\n\nb", first_line=5)] == [5, 6, 7]


def test_a_line_separator_inside_an_entry_is_reported_where_it_is() -> None:
    with pytest.raises(ParseError) as caught:
        parse_word_list("ab\u2028cd, ef\n", source="w.txt")
    assert str(caught.value) == "w.txt:1:3: '\\u2028' in 'ab\\u2028cd' is not a letter"


def test_columns_count_characters_as_written() -> None:
    # regression: columns were counted after NFC, so a decomposed letter shifted every later column
    decomposed = "Cafe\u0301, A\u030a1x\n"  # e + combining acute; A + combining ring
    with pytest.raises(ParseError) as caught:
        parse_word_list(decomposed, source="w.txt")
    assert (caught.value.line, caught.value.column) == (1, 10)  # the '1' is the 10th character written
    first, second = parse_word_list("Cafe\u0301, Bo\u0301b\n")
    assert (first.text, second.column) == ("Café", 8)
    line = scan_lines("e\u0301x")[0]
    assert (line.text, line.column(0), line.column(1)) == ("éx", 1, 3)


def test_a_line_may_carry_a_clue_after_a_tab_or_a_colon() -> None:
    cream, cat = parse_word_list("ICE CREAM: a frozen dessert, cold\nCat\tA pet: it purrs\n")
    assert (cream.text, cream.letters, cream.clue) == ("ICE CREAM", "ICECREAM", "a frozen dessert, cold")
    assert (cat.text, cat.clue, cat.line, cat.column) == ("Cat", "A pet: it purrs", 2, 1)
    assert [e.clue for e in parse_word_list("Мул, Сом\nКрот\n")] == ["", "", ""]  # unclued lists as before
    assert parse_word_list("O'CLOCK: time\n")[0].letters == "OCLOCK"  # an apostrophe is no clue mark


def test_a_clue_table_with_its_header() -> None:
    csv_entries = parse_word_list('word,clue\nice cream,"frozen, sweet"\ndog,\n', source="w.csv")
    assert [(e.text, e.clue, e.line) for e in csv_entries] == [
        ("ice cream", "frozen, sweet", 2),
        ("dog", "", 3),
    ]
    tsv_entries = parse_word_list("# comment\nWord\tClue\nсом\tрыба\n", source="w.tsv")
    assert [(e.letters, e.clue) for e in tsv_entries] == [("СОМ", "рыба")]


def test_a_clue_table_field_may_hold_line_breaks() -> None:
    text = 'word,clue\r\nCAT,"a pet\r\nthat purrs"\r\n\r\n# a comment\r\nDOG,a friend\r\n"ICE CREAM",cold\r\n'
    rows = [(e.text, e.clue, e.line, e.column) for e in parse_word_list(text, source="w.csv")]
    assert rows == [("CAT", "a pet that purrs", 2, 1), ("DOG", "a friend", 6, 1), ("ICE CREAM", "cold", 7, 2)]


@pytest.mark.parametrize(
    ("text", "source", "where", "words"),
    [
        ("CAT: \n", "w.txt", "w.txt:1:4:", "'CAT' has an empty clue"),
        (": a clue\n", "w.txt", "w.txt:1:1:", "a clue with no entry"),
        ("DOG\nA, B: c\n", "w.txt", "w.txt:2:2:", "holds one entry"),
        ("word,clue\nab,c,d\n", "w.txt", "w.txt:2:1:", "3 columns, not 2"),
        ("cat,a pet\n", "w.csv", "w.csv:1:1:", "header is word,clue"),
        ("word,clue\nc4t,x\n", "w.csv", "w.csv:2:2:", "'4' in 'c4t' is not a letter"),
        (
            'word,clue\ncat,x\ndog,"open\nemu,y\n',
            "w.csv",
            "w.csv:3:1:",
            "not valid CSV: unexpected end of data",
        ),
        ('word,clue\ncat,x\ndog,"a\nb",c\n', "w.csv", "w.csv:3:1:", "3 columns, not 2"),
    ],
)
def test_bad_clues_name_their_place(text: str, source: str, where: str, words: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse_word_list(text, source=source)
    assert str(caught.value).startswith(where) and words in str(caught.value)


def test_a_clued_list_needs_every_clue() -> None:
    check_clues(parse_word_list("cat\ndog\n"), "w.txt")  # no clues at all: a word-list puzzle
    check_clues(parse_word_list("cat: a pet\ndog: another\n"), "w.txt")
    with pytest.raises(ParseError, match=r"^w\.txt:2:1: 'dog' has no clue"):
        check_clues(parse_word_list("cat: a pet\ndog\n"), "w.txt")


@pytest.mark.parametrize(("entry", "expected"), [("ice cream", "3,5"), ("T-shirt", "1-5"), ("Енот", "4")])
def test_enumeration(entry: str, expected: str) -> None:
    assert enumeration(entry) == expected


def test_greek_capitals_carry_no_accents_so_words_cross_on_them() -> None:
    phos, ora = parse_word_list("φως, ώρα\n")
    assert (phos.letters, ora.letters) == ("ΦΩΣ", "ΩΡΑ") and (phos.text, ora.text) == ("φως", "ώρα")
    assert display_upper("Ϊ") == "Ι" and display_upper("ΰ") == "Υ"


def test_turkish_dotted_and_dotless_i_stay_apart() -> None:
    dotless, dotted = parse_word_list("ılık, ilik\n")  # guessed from ı
    assert (dotless.letters, dotted.letters) == ("ILIK", "İLİK")
    assert [e.letters for e in parse_word_list("ilik, kilim\n", lang="az")] == ["İLİK", "KİLİM"]
    assert [e.letters for e in parse_word_list("ilik, kilim\n")] == ["ILIK", "KILIM"]  # no ı: usual capitals
    assert letter_language(["ılık"]) == "tr" and letter_language(["ilik"], "tr") == "tr"
    assert [e.letters for e in entries_from_strings(["ılık", "ilik"])] == ["ILIK", "İLİK"]


def test_folded_accents_keep_the_spelling_and_n_tilde() -> None:
    entries = parse_word_list("été, garçon, niño, façade\n", fold_accents=True)
    assert [e.letters for e in entries] == ["ETE", "GARCON", "NIÑO", "FACADE"]
    assert [e.text for e in entries] == ["été", "garçon", "niño", "façade"]
    assert [e.letters for e in parse_word_list("été\n")] == ["ÉTÉ"]


def test_paste_artifacts_read_as_they_look_and_semicolons_separate() -> None:
    text = "ice\u00a0cream; T\u2013shirt, soft\u00adware, zero\u200bwidth; \ufb01sh, t\u2014bone\n"
    entries = parse_word_list(text)
    assert [e.letters for e in entries] == ["ICECREAM", "TSHIRT", "SOFTWARE", "ZEROWIDTH", "FISH", "TBONE"]
    assert entries[0].text == "ice\u00a0cream" and entries[4].text == "\ufb01sh"  # printed as written
    assert [(e.line, e.column) for e in entries][:3] == [(1, 1), (1, 12), (1, 21)]


def test_every_repeated_word_is_named_in_the_one_error() -> None:
    with pytest.raises(ParseError) as caught:
        parse_word_list("APPLE, apple, PLUM, LEMON, PLUM\n", source="w.txt")
    assert str(caught.value) == (
        "w.txt:1:8: 'apple' repeats 'APPLE' (line 1); 'PLUM' repeats 'PLUM' (line 1) (2 repeated words)"
    )


def test_a_line_of_tab_separated_entries_reads_like_commas() -> None:
    entries = parse_word_list("cat\tact\ttab\nice cream\ta frozen dessert\n")
    assert [(e.letters, e.clue, e.column) for e in entries] == [
        ("CAT", "", 1),
        ("ACT", "", 5),
        ("TAB", "", 9),
        ("ICECREAM", "a frozen dessert", 1),
    ]


def test_a_line_ending_in_white_space_has_no_clue() -> None:
    # editors that keep a trailing tab: the tab (or spaces after it) is not an empty clue
    text = "CAT\t\nDOG \t \nEMU\tbig bird \t\n"
    rows = [(e.text, e.clue, e.line) for e in parse_word_list(text, source="w.txt")]
    assert rows == [("CAT", "", 1), ("DOG", "", 2), ("EMU", "big bird", 3)]


def test_a_clue_ending_in_an_enumeration(capsys: pytest.CaptureFixture[str]) -> None:
    # regression: "Was in debt (2,2)" was shown as "Was in debt (2,2) (4)"
    text = "OWED: Was in debt (2,2)\nCAT: a pet (3)\nDOG: a friend (2,2)\nEMU: (3)\n"
    rows = [(e.text, e.clue) for e in parse_word_list(text, source="w.txt")]
    assert rows == [("OWED", "Was in debt (2,2)"), ("CAT", "a pet"), ("DOG", "a friend"), ("EMU", "(3)")]
    assert capsys.readouterr().err == (
        "w.txt:3:15: warning: the clue's enumeration (2,2) does not fit 'DOG' (3); its own is shown\n"
    )
    assert clue_enumeration("Was in debt (2,2)", "OWED") == ("Was in debt", "2,2")
    assert clue_enumeration("Was in debt (5)", "OWED") == ("Was in debt", "4")  # never two
    assert clue_enumeration("ice (3 5)", "ICE CREAM") == ("ice", "3,5")


def test_an_enumeration_with_spaces_is_the_setters_and_is_warned_when_it_does_not_add_up(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # regression: "(4 )" and "(2, 2)" were read as clue text ("pets (4 ) (4)"), and "(5 )" for a
    # 4-letter entry went unwarned
    text = (
        "CATS: pets (4 )\nOWED: was in debt (2, 2)\nCAT: a pet (1-2)\nLION: a cat (1-2)\nPUMA: a cat ( 5 )\n"
    )
    rows = [(e.text, e.clue) for e in parse_word_list(text, source="w.txt")]
    assert rows == [
        ("CATS", "pets"),
        ("OWED", "was in debt (2, 2)"),
        ("CAT", "a pet (1-2)"),
        ("LION", "a cat"),
        ("PUMA", "a cat"),
    ]
    assert capsys.readouterr().err == (
        "w.txt:4:13: warning: the clue's enumeration (1-2) does not fit 'LION' (4); its own is shown\n"
        "w.txt:5:13: warning: the clue's enumeration (5) does not fit 'PUMA' (4); its own is shown\n"
    )
    assert clue_enumeration("was in debt (2, 2)", "OWED") == ("was in debt", "2,2")
    assert clue_enumeration("a pet (1-2)", "CAT") == ("a pet", "1-2")
    assert clue_enumeration("a cat (1-2)", "LION") == ("a cat", "4")
