"""The criss-cross generator: proven optima checked by brute force, dense blocks, every layout valid,
and each way a list can have no layout."""

from __future__ import annotations

import re

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gridcraft import crisscross, generate
from gridcraft.crisscross.layout import ACROSS, DOWN, Layout, Placement, check_layout
from gridcraft.engine import Budget
from gridcraft.errors import BudgetExceeded, NoLayout

ANIMALS = ["Мул", "Сом", "Енот", "Крот", "Лемур", "Койот", "Панда", "Тукан", "Мустанг", "Гиппопотам"]


def letters(words: list[str]) -> list[str]:
    return [w.upper() for w in words]


def brute_force_area(words: list[str], max_aspect: float | None) -> int | None:
    """Least area over every valid layout, by trying every placement of the other words around the
    first (placed across at the origin: any layout is that, up to translation and transposition).

    A layout is connected, so each cell of another word lies within ``reach`` cells (the other words'
    lengths less one, summed) of the first word's cells: a path of crossings walks at most that far.
    """
    reach = sum(len(w) - 1 for w in words[1:])
    starts = [
        Placement(w, r, c, d)
        for w in words[1:]
        for d in (ACROSS, DOWN)
        for r in range(-reach, reach + 1)
        for c in range(-reach, len(words[0]) + reach)
    ]
    first = Placement(words[0], 0, 0, ACROSS)
    cells0 = set(first.cells())
    best = None
    by_word = {w: [p for p in starts if p.word == w] for w in words[1:]}
    for combo in itertools.product(*by_word.values()):
        ps = [first, *combo]
        cells = [set(p.cells()) for p in ps]
        # quick necessary condition: every word shares a cell with another
        if any(not any(cells[i] & cells[j] for j in range(len(ps)) if j != i) for i in range(len(ps))):
            continue
        if not cells0:
            continue
        lay = Layout.from_placements(ps)
        if max_aspect is not None and max(lay.width, lay.height) > max_aspect * min(lay.width, lay.height):
            continue
        if check_layout(lay.placements, lay.width, lay.height, words) == []:
            best = lay.area if best is None else min(best, lay.area)
    return best


small_words = st.lists(
    st.text(st.sampled_from("ABCE"), min_size=2, max_size=3), min_size=3, max_size=3, unique=True
)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_words, st.sampled_from([None, 2.0]))
def test_exact_optimum_matches_brute_force(words: list[str], aspect: float | None) -> None:
    expected = brute_force_area(words, aspect)
    if expected is None:
        with pytest.raises(NoLayout):
            generate(words, time_limit=30, max_aspect=aspect)
        return
    lay = generate(words, time_limit=30, max_aspect=aspect)
    assert lay.optimal
    assert lay.check(words) == []
    assert lay.area == expected


def test_seed_animals_proven_optimal() -> None:
    lay = generate(ANIMALS, time_limit=30)
    assert lay.check(letters(ANIMALS)) == []
    assert lay.optimal
    assert lay.area == 80  # no layout with long side <= 2 x short side is smaller (proven by the search)
    wide = generate(ANIMALS, time_limit=30, max_aspect=None)
    assert wide.optimal and wide.area == 75 and (wide.width, wide.height) == (15, 5)


def test_dense_blocks_are_reached() -> None:
    """Parallel words side by side whose columns are words too: unreachable by strict growth."""
    lay = generate(["AB", "CD", "AC", "BD"], time_limit=10)
    assert lay.optimal and lay.area == 4 and lay.rows() == ["AB", "CD"]
    lay = generate(["ABC", "DEF", "GHI", "ADG", "BEH", "CFI"], time_limit=10)
    assert lay.optimal and lay.area == 9 and lay.crossings == 9


def test_page_caps_are_respected() -> None:
    lay = generate(ANIMALS, time_limit=30, max_aspect=None, max_width=11)
    assert lay.width <= 11 and lay.check(letters(ANIMALS)) == []
    assert lay.optimal


def test_same_seed_same_layout() -> None:
    a = generate(ANIMALS, time_limit=30, seed=3)
    b = generate(ANIMALS, time_limit=30, seed=3)
    assert crisscross.to_json(a) == crisscross.to_json(b)


@pytest.mark.parametrize(
    ("words", "fragment"),
    [
        (["AB", "CD"], "share no letter"),
        (["CAT", "TEA", "XYZ"], "'XYZ' shares no letter"),
        (["AB", "BA", "CD", "DC"], "groups that share no letter: {AB, BA}; {CD, DC}"),
        (["Мул", "Сом", "Енот", "Крот"], "search space exhausted"),
        # regression: this once said "at most 3 fit together, and  could not be added"
        (["Мул", "Сом", "Енот"], "at most 2 of the 3 words fit together without touching; 'Мул'"),
        (["ABCDE", "CX"], "every layout of the 2 words breaks --max-aspect 2"),
        (["CAT"], "one word makes a 3 x 1 box"),
        (["ABC", "BCA", "XYZ", "ZYX", "QQ"], "{ABC, BCA}; {XYZ, ZYX}; {QQ}"),
    ],
)
def test_no_layout_names_the_words(words: list[str], fragment: str) -> None:
    with pytest.raises(NoLayout) as found:
        generate(words, time_limit=10)
    assert fragment in found.value.worded(FLAGS)  # as the command line words its settings


#: the command line's words for the generator's settings
FLAGS = {
    name: "--" + name.replace("_", "-")
    for name in ("max_aspect", "max_width", "max_height", "time_limit", "nodes")
}


def test_the_library_names_its_own_keywords() -> None:
    with pytest.raises(NoLayout) as found:
        generate(["ABCDE", "CX"], time_limit=10)
    assert str(found.value).endswith("every layout of the 2 words breaks max_aspect 2")
    assert found.value.settings and "--" not in str(found.value)


@pytest.mark.parametrize(
    ("options", "fragment"),
    [
        # regression: these said "breaks --max-aspect 2 and --max-width/--max-height" without saying which
        ({"max_width": 2}, "every layout of the 3 words breaks --max-width 2$"),
        ({"max_aspect": 1.0, "max_width": 9}, "every layout of the 3 words breaks --max-aspect 1$"),
        (
            {"max_width": 2, "max_height": 2},
            "'CAT' .3 letters. does not fit in any grid that --max-width 2 and --max-height 2 allow$",
        ),
    ],
)
def test_no_layout_names_the_rule_that_applies(options: dict[str, float], fragment: str) -> None:
    with pytest.raises(NoLayout) as found:
        generate(["CAT", "ACT", "TAB"], time_limit=10, **options)  # type: ignore[arg-type]
    assert re.search(fragment, found.value.worded(FLAGS))


def test_a_word_too_long_names_the_limits_that_apply() -> None:
    # regression: named --max-width, --max-height and --max-aspect whichever were given, without values
    with pytest.raises(NoLayout) as found:
        generate(["ABCDEFGHIJ", "AX"], max_width=3)
    assert found.value.worded(FLAGS).endswith("that --max-width 3 and --max-aspect 2 allow")


def test_scripts_and_normal_forms() -> None:
    greek = ["ΑΛΦΑ", "ΒΗΤΑ", "ΓΑΜΜΑ", "ΔΕΛΤΑ"]
    lay = generate(greek, time_limit=10)
    assert lay.check(greek) == [] and lay.optimal
    ukrainian = ["їжак", "Київ", "жито", "їжа"]
    lay = generate(ukrainian, time_limit=10)
    assert lay.check(["ЇЖАК", "КИЇВ", "ЖИТО", "ЇЖА"]) == []
    nfd = ["Cafe\u0301", "e\u0301te\u0301", "straße", "FÊTE", "ÉCRAN"]
    nfc = ["Café", "été", "STRASSE".replace("SS", "ß"), "fête", "écran"]
    a, b = generate(nfd, time_limit=10), generate(nfc, time_limit=10)
    assert a.check(["CAFÉ", "ÉTÉ", "STRAẞE", "FÊTE", "ÉCRAN"]) == []
    assert a.rows() == b.rows() and a.optimal
    assert "STRAẞE" in [p.word for p in a.placements]  # upper-casing keeps the length


word_lists = st.lists(
    st.text(st.sampled_from("AEIRSTNL"), min_size=2, max_size=7), min_size=2, max_size=16, unique_by=str.upper
)


@settings(max_examples=25, deadline=None)
@given(word_lists, st.integers(0, 3))
def test_every_layout_passes_the_checker(words: list[str], seed: int) -> None:
    try:
        lay = generate(words, time_limit=0.5, seed=seed)
    except (NoLayout, BudgetExceeded):  # on a busy machine 0.5 s may end before any layout
        return
    assert lay.check(words) == []
    assert max(lay.width, lay.height) <= 2 * min(lay.width, lay.height)


def test_empty_list_and_one_shot_iterables() -> None:
    from gridcraft.errors import ParseError

    with pytest.raises(ParseError, match="empty"):  # regression: was a ValueError from max()
        generate([])
    lay = generate(w for w in ["CAT", "CAR", "TUB", "ROBOT"])  # a generator is read once
    assert lay.check(["CAT", "CAR", "TUB", "ROBOT"]) == [] and lay.optimal


def test_page_too_small_for_the_longest_word_is_no_layout_at_once() -> None:
    # regression: this searched the whole budget and ended with exit 3 instead of 1
    with pytest.raises(NoLayout, match="'Гиппопотам' \\(10 letters\\) does not fit"):
        generate(ANIMALS, time_limit=30, max_width=3)


def test_one_string_is_not_a_word_list() -> None:
    with pytest.raises(TypeError, match="got str 'cat, tab' \\(one string: parse a word list with"):
        generate("cat, tab")  # type: ignore[arg-type]


SMALL = ["CAT", "CAR", "TUB", "ROBOT"]
NAN, INF = float("nan"), float("inf")


@pytest.mark.parametrize(
    ("options", "error", "name"),
    [
        ({"max_aspect": 0}, ValueError, "max_aspect"),
        ({"max_aspect": -2.0}, ValueError, "max_aspect"),
        ({"max_aspect": NAN}, ValueError, "max_aspect"),
        ({"max_aspect": 0.5}, ValueError, "max_aspect"),
        ({"max_aspect": "2"}, TypeError, "max_aspect"),
        ({"max_width": 0}, ValueError, "max_width"),
        ({"max_height": 0}, ValueError, "max_height"),
        ({"max_width": -3}, ValueError, "max_width"),
        ({"max_height": 2.5}, TypeError, "max_height"),
        ({"time_limit": NAN}, ValueError, "time_limit"),
        ({"time_limit": INF}, ValueError, "time_limit"),
        ({"time_limit": -1}, ValueError, "time_limit"),
        ({"time_limit": 0}, ValueError, "time_limit"),
        ({"time_limit": None}, TypeError, "time_limit"),
        ({"seed": "1"}, TypeError, "seed"),
        ({"seed": 1.5}, TypeError, "seed"),
        ({"node_limit": 0}, ValueError, "node_limit"),
        ({"node_limit": -5}, ValueError, "node_limit"),
        ({"node_limit": 2.5}, TypeError, "node_limit"),
        ({"givens": "some"}, ValueError, "givens"),
    ],
)
def test_bad_arguments_name_the_parameter(
    options: dict[str, object], error: type[Exception], name: str
) -> None:
    # regression: max_width=0 was taken as no cap, time_limit=None as the default, nan as a limit
    with pytest.raises(error, match=f"^{name} must be"):
        generate(SMALL, **options)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("options", "error", "name"),
    [
        ({"max_aspect": NAN}, ValueError, "max_aspect"),
        ({"max_width": 0}, ValueError, "max_width"),
        ({"seed": None}, TypeError, "seed"),
        ({"budget": Budget(time_limit=NAN)}, ValueError, "budget.time_limit"),
        ({"budget": Budget(time_limit=-1.0)}, ValueError, "budget.time_limit"),
        ({"budget": Budget(node_limit=0)}, ValueError, "budget.node_limit"),
    ],
)
def test_layouts_checks_its_arguments_at_the_call(
    options: dict[str, object], error: type[Exception], name: str
) -> None:
    with pytest.raises(error, match=f"^{name} must be"):
        crisscross.layouts(SMALL, **options)  # type: ignore[arg-type]  # not iterated: checked at once


def test_words_must_be_strings_or_entries() -> None:
    # regression: generate([1, 2, 3]) failed deep inside with an AttributeError
    with pytest.raises(
        TypeError,
        match=r"^generate\(words=\.\.\.\): expected an iterable of strings .*, got int 1 at words\[0\]$",
    ):
        generate([1, 2, 3])  # type: ignore[list-item]
    with pytest.raises(TypeError, match=r"^layouts\(words=\.\.\.\): .*, got None at words\[2\]$"):
        crisscross.layouts(["CAT", "CAR", None])  # type: ignore[list-item]


def test_time_limit_holds_for_huge_words() -> None:
    import time

    from gridcraft.errors import BudgetExceeded

    start = time.monotonic()
    with pytest.raises(BudgetExceeded):  # regression: two 1000-letter words ran for 100 s
        generate(["A" * 1000, "A" * 999 + "B"], time_limit=1.0)
    # the fault ran for 100 s; the wall clock of a loaded two-core machine has shown 3.85 s (two
    # worker processes start beside the other tests), so the bound leaves room for load alone
    assert time.monotonic() - start < 10.0


def test_word_longer_than_the_board_is_bad_input() -> None:
    # regression: a 4097-letter word got a false "no layout"
    from gridcraft.errors import InvalidPuzzle

    with pytest.raises(InvalidPuzzle, match="at most 2000 letters"):
        generate(["A" * 2001, "AB"], max_aspect=None)


def test_a_huge_time_limit_is_a_limit_like_any_other() -> None:
    # regression: time_limit=1.7e308 overflowed the node budget derived from it (OverflowError)
    lay = generate(["МУЛ", "СОМ", "ЛОМ"], time_limit=1.7e308)
    assert lay.optimal and lay.check() == []


def test_with_a_node_budget_the_other_layout_is_looked_for_by_steps_not_by_a_clock(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # regression: the look for an equally small layout with one answer stopped after 2 s of wall
    # time even under a node budget, so a loaded machine (a book's two workers, each running two
    # searches) gave another layout for the same list and seed
    import time
    from pathlib import Path

    from gridcraft.crisscross import generator

    seen: list[float] = []

    def look(layout: Layout, **kwargs: object) -> None:
        seen.append(float(kwargs["deadline"]) - time.monotonic())  # type: ignore[arg-type]
        return None

    monkeypatch.setattr(generator, "unique_alternative", look)
    words = (
        Path(__file__)
        .resolve()
        .parents[1]
        .joinpath("data", "words", "common-15.txt")
        .read_text(encoding="utf-8")
    )
    entries = [w for w in words.splitlines() if w and not w.startswith("#")]
    generate(entries, budget=Budget(time_limit=60, node_limit=3000), seed=8)  # two fills: the look runs
    assert seen and seen[0] > 10  # half of the answer's 30 s, not 2 s
