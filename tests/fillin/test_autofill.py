"""The filler (``gridcraft.fillin.autofill``): fills checked by an independent checker, counts
against a brute-force enumeration, the anytime objective, determinism, and the dead corner named
and minimal."""

from __future__ import annotations

import itertools

import pytest
from fill_check import check_fill
from hypothesis import given, settings
from hypothesis import strategies as st

from gridcraft.dictionary import builtin, parse_dictionary
from gridcraft.engine import Budget, SearchStats
from gridcraft.errors import BudgetExceeded, InvalidPuzzle
from gridcraft.fillin.autofill import Fill, FillRequest, NoFill, Prepared, count, fills
from gridcraft.fillin.autofill.filler import unfillable
from gridcraft.fillin.parse import parse_grid

OPEN3 = "...\n...\n...\n"


def request(grid: str, scores: dict[str, int], **kw: object) -> FillRequest:
    return FillRequest(parse_grid(grid)[0], scores, **kw)  # type: ignore[arg-type]


def last(req: FillRequest, budget: Budget) -> object:
    best = None
    for best in fills(req, budget):
        pass
    return best


def three_letter(exclude_q: bool = True) -> dict[str, int]:
    words = {w: s for w, s in builtin().items() if len(w) == 3 and not (exclude_q and w.startswith("Q"))}
    return words


def test_open_5x5_filled_from_the_builtin_dictionary() -> None:
    grid = ".....\n" * 5
    best = last(request(grid, builtin()), Budget(time_limit=3, node_limit=3000))
    assert best is not None
    assert check_fill(grid.split(), list(best.grid), builtin()) == []  # type: ignore[attr-defined]


def test_fixed_letters_and_min_score_are_kept() -> None:
    grid = "C....\n.....\n.....\n.....\n....S\n"
    for best in fills(request(grid, builtin(), min_score=30), Budget(node_limit=3000)):
        assert check_fill(grid.split(), list(best.grid), builtin(), min_score=30) == []
        assert best.lowest >= 30


def test_each_fill_raises_the_lowest_score_then_the_mean_and_the_last_is_proven() -> None:
    scores = parse_dictionary(
        "BAT;10\nODE;20\nWET;30\nBOW;40\nADE;50\nTET;60\nCAT;5\nOWE;70\nEAT;80\nDOE;15\nBAD;35\n"
    )
    found = list(fills(request(OPEN3, scores), Budget(time_limit=10)))
    assert found, "a fill exists: BAT/ODE/WET across, BOW/ADE/TET down"
    assert found[-1].proven and found[-1].mean_proven and found[-1].grid == found[-2].grid
    rising = [f for f in found if not f.proven]
    lows = [f.lowest for f in rising]
    assert lows == sorted(set(lows)), "each fill has a higher lowest score"
    kept = [f for f in found if f.proven and not f.mean_proven]
    assert len({f.lowest for f in kept}) == 1 and kept[0].grid == rising[-1].grid
    totals = [f.total for f in kept[1:]]
    assert totals == sorted(set(totals)) and all(t > kept[0].total for t in totals), "each a higher mean"
    for f in found:
        assert check_fill(OPEN3.split(), list(f.grid), scores) == []


@settings(max_examples=40, deadline=None)
@given(
    words=st.sets(st.text("ABE", min_size=3, max_size=3), min_size=6, max_size=20),
    data=st.data(),
)
def test_the_last_fill_has_the_highest_lowest_score_then_the_highest_mean(
    words: set[str], data: st.DataObject
) -> None:
    scores = {w: data.draw(st.integers(0, 100)) for w in sorted(words)}
    try:
        every = count(request(OPEN3, scores), None, Budget(), SearchStats()).found
    except NoFill:
        every = ()
    if not every:
        with pytest.raises(NoFill):
            list(fills(request(OPEN3, scores), Budget(time_limit=20)))
        return
    best = None
    for best in fills(request(OPEN3, scores), Budget(time_limit=20)):
        pass
    assert best is not None and best.proven and best.mean_proven

    def key(grid: tuple[str, ...]) -> tuple[int, int]:  # the lowest score, then the sum, of six entries
        entries = [*grid, *("".join(r[c] for r in grid) for c in range(3))]
        return min(scores[e] for e in entries), sum(scores[e] for e in entries)

    assert (best.lowest, best.total) == max(key(g) for g in every)


def test_same_request_and_node_budget_give_the_same_fill() -> None:
    grid = "....#\n.....\n.....\n.....\n#....\n"
    one = last(request(grid, builtin(), seed=3), Budget(node_limit=800))
    two = last(request(grid, builtin(), seed=3), Budget(node_limit=800))
    assert one == two


def test_a_fixed_theme_entry_makes_the_fill_unique() -> None:
    scores = parse_dictionary("BAT\nODE\nWET\nBOW\nADE\nTET\n")
    stats = SearchStats()
    assert (
        len(count(request(OPEN3, scores), None, Budget(), stats).found) == 2
    )  # the square and its transpose
    stats = SearchStats()
    result = count(request("BAT\n...\n...\n", scores), None, Budget(), stats)
    assert len(result.found) == 1 and stats.complete
    assert result.found[0] == ("BAT", "ODE", "WET")


def brute_force(scores: dict[str, int]) -> int:
    """Fills of the open 3 x 3 grid by trying every three across entries: the downs must be entries
    too and all six distinct."""
    words = sorted(scores)
    n = 0
    for rows in itertools.product(words, repeat=3):
        cols = ["".join(r[c] for r in rows) for c in range(3)]
        entries = [*rows, *cols]
        if all(c in scores for c in cols) and len(set(entries)) == 6:
            n += 1
    return n


@settings(max_examples=40, deadline=None)
@given(st.sets(st.text("ABC", min_size=3, max_size=3), min_size=3, max_size=20))
def test_counts_agree_with_brute_force(words: set[str]) -> None:
    scores = dict.fromkeys(words, 50)
    stats = SearchStats()
    if brute_force(scores) == 0:  # a complete count of none names the dead corner
        with pytest.raises(NoFill):
            count(request(OPEN3, scores), None, Budget(), stats)
        assert stats.complete
        return
    result = count(request(OPEN3, scores), None, Budget(), stats)
    assert stats.complete
    assert len(result.found) == brute_force(scores)
    assert len(set(result.found)) == len(result.found)
    for grid in result.found:
        assert check_fill(OPEN3.split(), list(grid), scores) == []


def test_a_dead_corner_is_named_and_minimal() -> None:
    scores = three_letter() | {"QAT": 50}
    req = request("Q..\n...\n...\n", scores)
    with pytest.raises(NoFill) as caught:
        list(fills(req, Budget(time_limit=20)))
    assert str(caught.value) == "no fill: 1-Across and 1-Down cannot all be entries (Q at r1c1)"
    assert caught.value.slots == ("1-Across", "1-Down")
    prepared = Prepared(req)
    labels = ["1-Across", "4-Across", "5-Across", "1-Down", "2-Down", "3-Down"]
    named = [labels.index(x) for x in caught.value.slots]
    assert unfillable(prepared, named, Budget()) is True
    for left_out in named:  # minimal: each slot left out, the rest can be filled
        assert unfillable(prepared, [i for i in named if i != left_out], Budget()) is False


def test_an_entry_written_whole_is_kept_though_no_dictionary_holds_it() -> None:
    # the setter's theme entry is the setter's: it used to be refused as "not in the dictionaries"
    best = last(request("XQZ\n###\n...\n", three_letter(), min_score=30), Budget(node_limit=500))
    assert isinstance(best, Fill)
    assert best.grid[0] == "XQZ" and best.unlisted == [("1-Across", "XQZ")]
    assert best.entries[0] == ("1-Across", "XQZ", None) and best.chosen == 1
    assert best.worst() == [best.entries[1]] and best.lowest == best.entries[1][2]


def test_a_short_slot_is_refused() -> None:
    with pytest.raises(InvalidPuzzle, match="has 2 cells; every slot needs at least 3"):
        Prepared(request("..#\n...\n...\n", three_letter()))


def test_no_first_fill_within_the_budget_says_what_was_tried() -> None:
    # regression: a node budget that ran out was called the time limit
    with pytest.raises(
        BudgetExceeded, match=r"no fill found before the node budget \(nodes\) ran out, after 1 node"
    ):
        list(fills(request(".....\n" * 5, builtin()), Budget(node_limit=1)))


def test_a_budget_spent_before_the_first_search_is_no_fill_in_time() -> None:
    # regression: an UnboundLocalError when the budget ran out while the dictionary was indexed
    with pytest.raises(BudgetExceeded, match=r"ran out, before the search began"):
        list(fills(request(".....\n" * 5, builtin()), Budget(time_limit=0)))


def test_a_dead_corner_not_narrowed_down_in_time_names_no_slots(monkeypatch: pytest.MonkeyPatch) -> None:
    from gridcraft.fillin.autofill import filler

    scores = {w: s for w, s in builtin().items() if len(w) == 5 and not w.startswith("Q")} | {"QUEEN": 50}
    prepared = Prepared(request("Q....\n.....\n.....\n.....\n.....\n", scores))
    monkeypatch.setattr(filler, "refuted", lambda *args: (None, None))  # every check out of time
    found = filler.dead_corner(prepared, Budget(time_limit=1))
    assert found.slots == ()
    assert str(found).startswith(
        "no fill: every possibility was tried, but the time ran out before the slots"
    )
    assert "(10 slots are left)" in str(found)


def test_an_entry_written_whole_does_not_count_towards_the_lowest_score() -> None:
    # regression: a theme entry scored 5 was the fill's lowest score, so no better fill could be
    # proven and the search used up all of its time
    scores = three_letter() | {"CAT": 5}
    found = list(fills(request("CAT\n...\n...\n", scores), Budget(node_limit=3000)))
    best = found[-1]
    assert best.lowest > 5 and ("1-Across", "CAT", 5) in best.entries
    chosen = [s for label, _, s in best.entries if label != "1-Across"]
    assert best.lowest == min(chosen) and best.mean == sum(chosen) / len(chosen)
    assert check_fill("CAT\n...\n...\n".split(), list(best.grid), scores) == []
