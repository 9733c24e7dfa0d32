"""Every maker works within a budget of its own steps, not of seconds: the same request and seed
make the same puzzle whatever the time limit (both far from cutting) and whatever the clock does
below it, and a node limit that runs out gives up alike on any machine."""

from __future__ import annotations

import time
from typing import Any

import pytest

from gridcraft.engine import Budget
from gridcraft.engine import budget as budget_module
from gridcraft.errors import BudgetExceeded
from gridcraft.kinds import makers
from gridcraft.options import option_values

#: a request of each maker of options, and what one step of its work is called
REQUESTS = {
    "kenken": ({"size": "6", "difficulty": "hard"}, "steps"),
    "killer": ({"size": "9", "difficulty": "Intermediate"}, "grids"),
    "sudoku": ({"size": "9", "difficulty": "Advanced"}, "grids"),
    "futoshiki": ({"size": "5", "difficulty": "Tricky"}, "squares"),
    "towers": ({"size": "5", "difficulty": "Hard"}, "squares"),
    "kakuro": ({"size": "7", "difficulty": "Medium"}, "fills"),
}


class Jumping:
    """``time`` whose monotonic clock leaps 1,000 s at every reading."""

    def __init__(self) -> None:
        self.now = time.monotonic()

    def monotonic(self) -> float:
        self.now += 1000.0
        return self.now

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)


def made(name: str, budget: Budget, seed: str = "s:0", values: dict[str, str] | None = None) -> Any:
    _, maker = makers()[name]
    values = values or REQUESTS[name][0]
    return maker.shown(maker.make(maker.request(option_values(maker.options, values)), seed, budget))


@pytest.mark.parametrize("name", REQUESTS)
def test_the_same_puzzle_whatever_the_time_limit(name: str) -> None:
    assert made(name, Budget(time_limit=300.0)) == made(name, Budget(time_limit=1e9))


@pytest.mark.parametrize("name", REQUESTS)
def test_the_clock_decides_nothing_below_the_limit(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    plain = made(name, Budget(time_limit=1e12))
    monkeypatch.setattr(budget_module, "time", Jumping())
    budget = Budget(time_limit=1e12)
    assert made(name, budget) == plain and not budget.clock_cut


@pytest.mark.parametrize(
    ("name", "seed", "values"),
    [
        ("kenken", "s:1", None),
        ("killer", "s:0", None),
        ("sudoku", "s:0", None),
        ("futoshiki", "s:0", None),
        ("towers", "0:0", {"size": "6", "difficulty": "Extreme"}),
    ],
)
def test_a_node_limit_gives_up_after_its_steps(name: str, seed: str, values: dict[str, str] | None) -> None:
    _, unit = REQUESTS[name]
    messages = set()
    for limit in (300.0, 1e9):
        budget = Budget(time_limit=limit, node_limit=1)
        with pytest.raises(BudgetExceeded) as out:
            made(name, budget, seed, values)
        messages.add(str(out.value))
        assert not budget.clock_cut
    (message,) = messages
    assert f" 1 {unit}" in message and "time limit" not in message


@pytest.mark.parametrize("name", ["kenken", "killer", "sudoku", "kakuro"])
def test_a_time_limit_that_cuts_a_maker_says_so(name: str) -> None:
    # a limit of 0 s is spent before the maker starts, on any machine: the message blames the
    # time limit, and the budget says the clock exhausted it
    budget = Budget(time_limit=0.0)
    with pytest.raises(BudgetExceeded, match="the time limit .*cut the making"):
        made(name, budget)
    assert budget.clock_cut
