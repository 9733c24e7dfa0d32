"""One answer for a layout's empty puzzle: fills counted, givens added, another fill taken when it
needs fewer, and every generated puzzle proven to have exactly one solution."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridcraft import crisscross, engine
from gridcraft.crisscross import Layout, Placement, blank_puzzle, refill, single_answer
from gridcraft.engine import SearchStats
from gridcraft.fillin import FillinProblem
from gridcraft.words import parse_word_list

DATA = Path(__file__).resolve().parents[1] / "data"
COMMON_15 = parse_word_list((DATA / "words" / "common-15.txt").read_text(encoding="utf-8"))
COMMON_80 = parse_word_list(
    (Path(__file__).resolve().parents[2] / "benchmarks" / "lists" / "common-80.txt").read_text(
        encoding="utf-8"
    )
)


def one_solution(layout: Layout) -> bool:
    """The solver proves that the printed puzzle (givens included) has one solution: the layout."""
    stats = SearchStats()
    found = list(engine.solutions(FillinProblem(blank_puzzle(layout)), 2, stats=stats))
    return stats.complete and found == [tuple(layout.rows())]


SWAP = Layout.from_placements([Placement("AAAB", 0, 0, "down"), Placement("AAAA", 2, 0, "across")])


def test_a_swap_gets_one_given_and_the_count_of_fills() -> None:
    unique = single_answer(SWAP)
    assert unique.info.fills == 2 and unique.info.fills_complete and unique.info.givens_minimal
    assert len(unique.givens) == 1 and unique.check() == [] and one_solution(unique)
    counted = single_answer(SWAP, givens=False)
    assert counted.givens == () and counted.info.fills == 2 and not one_solution(counted)


def test_refill_keeps_word_list_order_and_validity() -> None:
    other = ("A   ", "A   ", "AAAB", "A   ")  # the down word is now AAAA, the across one AAAB
    moved = refill(SWAP, other)
    assert [p.entry for p in moved.placements] == [p.entry for p in SWAP.placements]
    assert moved.rows() == list(other) and moved.check(["AAAB", "AAAA"]) == []
    with pytest.raises(ValueError, match="not one of the layout's words"):
        refill(SWAP, ("A   ", "A   ", "AAAC", "A   "))


def test_givens_travel_with_the_layout() -> None:
    unique = single_answer(SWAP)
    ((r, c),) = unique.givens
    turned = unique.transposed()
    assert turned.givens == ((c, r),) and turned.check() == [] and one_solution(turned)
    doc = crisscross.layout_dict(unique)
    assert doc["givens"] == [[r, c]]
    assert unique.rows()[r][c] in blank_puzzle(unique).rows[r]


@pytest.mark.parametrize("seed", range(10))
def test_a_15_word_puzzle_has_one_answer_for_every_seed(seed: int) -> None:
    layout = crisscross.generate(COMMON_15, time_limit=60, node_limit=8000, seed=seed)
    assert layout.check([e.letters for e in COMMON_15]) == [] and layout.info.fills is not None
    assert one_solution(layout)
    assert (layout.info.fills > 1) == bool(layout.givens)


def test_an_80_word_puzzle_at_the_default_budget_has_one_answer() -> None:
    layout = crisscross.generate(COMMON_80, seed=0)
    assert layout.info.fills is not None and one_solution(layout)
    assert layout.info.fills == 1 or layout.givens


def test_a_fill_in_file_of_an_unchecked_layout_says_so() -> None:
    """Regression: when the answer's check ran out of time, the fill-in file was written as if its
    answer were the only one."""
    from gridcraft.crisscross.answer import unchecked
    from gridcraft.fillin import parse
    from gridcraft.outputs import WriteOptions

    write = crisscross.KIND.formats["fillin"].write
    unsure = write(unchecked(SWAP), None, WriteOptions())
    assert unsure.splitlines()[1] == "! answers not counted: it may have more than one"
    assert parse(unsure) == blank_puzzle(SWAP)  # still a fill-in puzzle, read back the same
    sure = write(single_answer(SWAP), None, WriteOptions())
    assert "answers not counted" not in sure
