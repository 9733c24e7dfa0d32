"""Every 3 x 3 KenKen of one- and two-cell cages, graded: why ``make kenken --size 3 --max-cage 2``
refuses Normal when the operations are shown.

Enumerates every partition of the 3 x 3 grid into cages of one or two cells (the matchings of the
grid graph: 131), each of the 12 Latin squares of order 3, and every operation of each two-cell
cage that gives a whole target (``+ - x /``), once with the operations shown and once hidden, and
grades each puzzle (:func:`gridcraft.kenken.grade`). Prints, per number of one-cell cages, how many
puzzles got each grade.

    python benchmarks/kenken_small.py     # about 40 s

Measured (2026-12-05): with the operations shown, every puzzle with one solution is easy (1, 3,
5, 7 and 9 one-cell cages); hidden, some with one one-cell cage are normal or hard.

This file is a script, not a test module.
"""

from __future__ import annotations

import collections
import itertools
from collections.abc import Iterator

from gridcraft.kenken import grade
from gridcraft.kenken.model import Cage, Cell, KenKenPuzzle, Op

CELLS = [(r, c) for r in range(3) for c in range(3)]
OPS = (Op.ADD, Op.SUB, Op.MUL, Op.DIV)


def partitions(free: frozenset[Cell]) -> Iterator[list[tuple[Cell, ...]]]:
    """Every partition of ``free`` into cages of one cell or two neighbouring cells."""
    if not free:
        yield []
        return
    a = min(free)
    for rest in partitions(free - {a}):
        yield [(a,), *rest]
    for b in ((a[0], a[1] + 1), (a[0] + 1, a[1])):
        if b in free:
            for rest in partitions(free - {a, b}):
                yield [(a, b), *rest]


def squares() -> list[tuple[tuple[int, ...], ...]]:
    """The 12 Latin squares of order 3."""
    rows = list(itertools.permutations((1, 2, 3)))
    return [
        (p, q, r)
        for p, q, r in itertools.product(rows, repeat=3)
        if all(len({p[i], q[i], r[i]}) == 3 for i in range(3))
    ]


def target(op: Op, a: int, b: int) -> int | None:
    hi, lo = max(a, b), min(a, b)
    return {Op.ADD: a + b, Op.MUL: a * b, Op.SUB: hi - lo, Op.DIV: hi // lo if hi % lo == 0 else None}[op]


def main() -> None:
    parts = list(partitions(frozenset(CELLS)))
    grids = squares()
    print(f"{len(parts)} partitions, {len(grids)} Latin squares")
    for hidden in (False, True):
        found: collections.Counter[tuple[int, str]] = collections.Counter()
        for part in parts:
            pairs = [cage for cage in part if len(cage) == 2]
            ones = [cage for cage in part if len(cage) == 1]
            for sq in grids:
                for ops in itertools.product(OPS, repeat=len(pairs)):
                    targets = [target(op, sq[a[0]][a[1]], sq[b[0]][b[1]]) for (a, b), op in zip(pairs, ops)]
                    if None in targets:
                        continue
                    cages = [Cage(sq[r][c], Op.EQ, ((r, c),)) for ((r, c),) in ones]
                    cages += [
                        Cage(t, None if hidden else op, cells)
                        for cells, op, t in zip(pairs, ops, targets)
                        if t is not None
                    ]
                    found[(len(ones), grade(KenKenPuzzle(3, tuple(cages))).label)] += 1
        print("operations hidden" if hidden else "operations shown")
        for (ones_, label), n in sorted(found.items()):
            print(f"  {ones_} one-cell cages: {label}: {n}")


if __name__ == "__main__":
    main()
