"""The public API checks its arguments at the call: a wrong type is a ``TypeError`` naming the
function and the parameter, never an ``AttributeError`` from deep inside."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

import gridcraft
from gridcraft import crisscross, engine, fillin, kenken

FILLIN = fillin.parse("...\n\nABC\n")
KENKEN = kenken.parse("2\n1 = r1c1\n2 = r1c2\n3 + r2c1 r2c2\n")  # one solution


def raises(call: Callable[[], Any], message: str) -> None:
    with pytest.raises(TypeError, match=f"^{re.escape(message)}"):
        call()


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: gridcraft.generate(None), "generate(words=...): expected an iterable of strings"),
        (lambda: gridcraft.generate(42), "generate(words=...): expected an iterable of strings"),
        (lambda: gridcraft.layouts(None), "layouts(words=...): expected an iterable of strings"),
        (lambda: gridcraft.generate(b"cat"), "generate(words=...): expected an iterable of strings"),
        (lambda: crisscross.to_text(None), "crisscross.to_text(layout=...): expected a Layout"),
        (lambda: crisscross.to_svg("CAT"), "crisscross.to_svg(layout=...): expected a Layout"),
        (lambda: crisscross.to_json({}), "crisscross.to_json(layout=...): expected a Layout"),
    ],
)
def test_the_generator_names_a_wrong_argument(call: Callable[[], Any], message: str) -> None:
    # regression: generate(None) was "TypeError: 'NoneType' object is not iterable"
    raises(call, message)
    with pytest.raises(TypeError, match=r"got None$"):
        gridcraft.generate(None)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "call",
    [
        lambda p: fillin.solutions(p),
        lambda p: fillin.KIND.verdict(p),
        lambda p: fillin.verify(p, ["ABC"]),
        lambda p: fillin.dumps(p),
        lambda p: fillin.to_svg(p),
        lambda p: fillin.diagnose(p),
        lambda p: list(fillin.explain(p)),
        lambda p: fillin.read_state(p, "ABC\n"),
        lambda p: fillin.search_problem(p),
    ],
)
def test_fillin_names_a_wrong_puzzle(call: Callable[[Any], Any]) -> None:
    # regression: fillin.solutions(None) was "AttributeError: 'NoneType' object has no attribute 'slots'"
    with pytest.raises(
        TypeError, match=r"^fillin\.\w+\(puzzle=\.\.\.\): expected a FillinPuzzle .*, got None$"
    ):
        call(None)
    with pytest.raises(TypeError, match=r"got KenKenPuzzle "):
        call(KENKEN)
    call(FILLIN)  # the right type passes


@pytest.mark.parametrize(
    "call",
    [
        lambda p: kenken.solutions(p),
        lambda p: kenken.KIND.verdict(p),
        lambda p: kenken.verify(p, [[1, 2], [2, 1]]),
        lambda p: kenken.render_text(p),
        lambda p: kenken.render_svg(p),
        lambda p: kenken.dumps(p),
        lambda p: kenken.to_keen_id(p),
        lambda p: kenken.grade(p),
        lambda p: list(kenken.explain(p)),
    ],
)
def test_kenken_names_a_wrong_puzzle(call: Callable[[Any], Any]) -> None:
    # regression: kenken.grade(None) was "AttributeError: 'NoneType' object has no attribute 'cages'"
    with pytest.raises(
        TypeError, match=r"^kenken\.\w+\(puzzle=\.\.\.\): expected a KenKenPuzzle .*, got None$"
    ):
        call(None)
    with pytest.raises(TypeError, match=r"got FillinPuzzle "):
        call(FILLIN)
    call(KENKEN)
    raises(lambda: kenken.parse_keen_id(None), "kenken.parse_keen_id(text=...): expected a str")


@pytest.mark.parametrize("name", ["search", "solutions", "count", "first", "verdict"])
def test_the_engine_names_a_wrong_problem_limit_budget_or_stats(name: str) -> None:
    # regression: engine.count(None) was "AttributeError: 'NoneType' object has no attribute 'propagations'"
    function = getattr(engine, name)
    raises(lambda: function(None), f"engine.{name}(problem=...): expected a search problem")
    raises(lambda: function(FILLIN), f"engine.{name}(problem=...): expected a search problem")
    problem = fillin.FillinProblem(FILLIN)
    raises(
        lambda: function(problem, budget=5),
        f"engine.{name}(budget=...): expected an engine.Budget or None, got int 5",
    )
    raises(
        lambda: function(problem, stats={}),
        f"engine.{name}(stats=...): expected an engine.SearchStats or None",
    )
    if name != "first":
        raises(
            lambda: function(problem, "2"), f"engine.{name}(limit=...): expected a whole number of solutions"
        )
        raises(
            lambda: function(problem, True), f"engine.{name}(limit=...): expected a whole number of solutions"
        )
    found = function(problem)  # the right types pass
    if name == "count":
        assert found == 1
    elif name == "verdict":
        assert len(found.found) == 1
    elif name == "first":
        assert fillin.verify(FILLIN, found) == []
    else:
        assert len(list(found)) == 1
