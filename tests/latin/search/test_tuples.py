"""Cage tuple tables against brute force over every assignment."""

from __future__ import annotations

import random
from itertools import product
from math import prod

from hypothesis import given, settings
from hypothesis import strategies as st
from kenken_gen import random_regions

from gridcraft.kenken import Cage, Op
from gridcraft.latin.search.tuples import cage_tuples, tuple_masks


def brute_force(cage: Cage, n: int) -> list[tuple[int, ...]]:
    cells = cage.cells
    out = []
    for values in product(range(1, n + 1), repeat=len(cells)):
        if any(
            values[i] == values[j] and (cells[i][0] == cells[j][0] or cells[i][1] == cells[j][1])
            for i in range(len(cells))
            for j in range(i)
        ):
            continue
        ok = {
            Op.ADD: sum(values) == cage.target,
            Op.MUL: prod(values) == cage.target,
            Op.SUB: len(values) == 2 and max(values) - min(values) == cage.target,
            Op.DIV: len(values) == 2 and max(values) == min(values) * cage.target,
            Op.EQ: len(values) == 1 and values[0] == cage.target,
        }
        if (cage.op is None and any(ok.values())) or (cage.op is not None and ok[cage.op]):
            out.append(values)
    return out


@st.composite
def cages(draw: st.DrawFn) -> tuple[Cage, int]:
    n = draw(st.integers(1, 7))
    rng = random.Random(draw(st.integers(0, 2**32)))
    size = draw(st.integers(1, 4))
    region = max(random_regions(n, rng, size), key=len)
    op = draw(st.sampled_from([None, Op.ADD, Op.MUL] + ([Op.SUB, Op.DIV] if len(region) == 2 else [])))
    target = draw(st.integers(1, 3 * n if op in (None, Op.ADD, Op.SUB, Op.DIV) else n ** len(region)))
    return Cage(target, op, tuple(region)), n


@settings(max_examples=300, deadline=None)
@given(cages())
def test_tables_match_brute_force(case: tuple[Cage, int]) -> None:
    cage, n = case
    tuples = cage_tuples(cage, n)
    assert tuples == brute_force(cage, n)
    masks = tuple_masks(tuples, len(cage.cells), n)
    for pos in range(len(cage.cells)):
        for v in range(1, n + 1):
            expected = sum(1 << t for t, values in enumerate(tuples) if values[pos] == v)
            assert masks[pos][v] == expected


def test_l_shaped_cage_lets_a_value_repeat() -> None:
    cage = Cage(4, Op.ADD, ((0, 0), (0, 1), (1, 0)))  # (0, 1) and (1, 0) share no line
    assert (2, 1, 1) in cage_tuples(cage, 3)
    assert (1, 1, 2) not in cage_tuples(cage, 3)
