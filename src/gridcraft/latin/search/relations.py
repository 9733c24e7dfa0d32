"""Relations over the cages: their tables of allowed tuples, and the sightline rule without a table.

A relation (:class:`gridcraft.latin.model.Relation`) is propagated as a cage is: by generalised arc
consistency on a table of its allowed tuples (:func:`relation_tuples`, stored column-wise by
:func:`gridcraft.latin.search.tuples.tuple_masks`), with the cage-line rule on its parts of units.
The tables respect the Latin rule inside the relation as cage tables do: two of its cells that share
a row or column (or box or region, with boxes; or an extra unit) never hold one value, so a sightline's table holds permutations.

A sightline over a line of ``n`` cells has as many tuples as permutations of ``n`` with ``target``
left-to-right maxima, the unsigned Stirling number of the first kind ``c(n, target)``
(:func:`seen_count`): at most 5040 for ``n <= 7``, 13,132 for ``n = 8``, 118,124 for ``n = 9`` and
millions beyond. :func:`seen_rule` keeps exactly the values such a table would keep (the same
generalised arc consistency, so the same search nodes) without one, by dynamic programming over the
sets of values of the line's first cells, in O(2^n * n) steps and O(2^n) space whatever the
candidates; a sightline gets a table only when its count is at most :data:`SEEN_TABLE_LIMIT`, by
default never: the tables cost more to build than the rule costs to run. Measured on 40 puzzles of
Tatham's Towers per size (``sgt-towers --generate 10 <n>d<e,h,x,u>``), the median seconds of the C
depth-first search to a third solution, the problem built, with tables up to 20,000 tuples (n = 9:
the rule for counts 1 to 5) against the rule for every sightline: n = 5: 0.0012 / 0.0004, 6:
0.0069 / 0.0005, 7: 0.081 / 0.0009, 8: 0.74 / 0.0013, 9: 0.0080 / 0.0023, with the same nodes;
twelve random 9 x 9 towers with 30% of their clues: 61 s with every sightline in a table, 0.07 s
with none. The rule's removals are explained to the conflict-driven search by every removal from
the rest of the line, a table's by a cover of its dead tuples; on those puzzles the decider met
about as many nodes either way.

Simon Tatham's Towers (``towers.c``, ``solver_hard``) makes the same deduction by enumerating every
arrangement of the line that its candidates allow; its easier deductions (a clue of 1 puts n beside
it, a clue of k keeps the i-th tallest out of the first k - i cells, facing clues summing to n + 1
place n) follow from this one. Two sightlines facing each other along one line are two relations,
each consistent on its own (as Tatham's solver takes them).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from gridcraft.latin.model import Boxes, Regions, Rel, Relation
from gridcraft.latin.search.lines import clash_test

Tuple = tuple[int, ...]  # one value (1..n) per cell of the relation, in its order

SEEN_TABLE_LIMIT = 0  # tuples: a sightline with more keeps no table, so by default none has one (see above)


@functools.cache
def seen_count(n: int, target: int) -> int:
    """The permutations of 1..n with ``target`` left-to-right maxima (seen from the front): the
    unsigned Stirling number of the first kind, ``c(n, k) = c(n-1, k-1) + (n-1) c(n-1, k)``."""
    if n == 0:
        return int(target == 0)
    if target < 1 or target > n:
        return 0
    return seen_count(n - 1, target - 1) + (n - 1) * seen_count(n - 1, target)


def by_table(rel: Relation, n: int) -> bool:
    """Whether ``rel`` is propagated by its table (else by :func:`seen_rule`: a sightline whose
    table would pass :data:`SEEN_TABLE_LIMIT` tuples, by default every sightline)."""
    return rel.kind is not Rel.SEEN or seen_count(n, rel.target) <= SEEN_TABLE_LIMIT


def relation_tuples(
    rel: Relation,
    n: int,
    domains: list[int] | None = None,
    *,
    boxes: Boxes | Regions | None = None,
    units: Regions = (),
) -> list[Tuple]:
    """The allowed tuples of ``rel`` in an ``n x n`` grid, sorted, without two equal values in cells
    that share a row, column, (with ``boxes``) box or region, or one of ``units``; with ``domains`` (a bitset per cell of the
    relation, bit ``v`` for value ``v``) only allowed values. Cost: proportional to the tuples found
    times the relation's size (a sightline's are enumerated with its count of cells seen pruned)."""
    k = len(rel.cells)
    doms = domains if domains is not None else [(1 << (n + 1)) - 2] * k
    shared = clash_test(boxes, units)
    clash = [tuple(j for j in range(i) if shared(rel.cells[j], rel.cells[i])) for i in range(k)]
    if rel.kind is Rel.LESS:
        return [
            (a, b)
            for a in range(1, n + 1)
            for b in range(a + 1, n + 1)
            if doms[0] >> a & 1 and doms[1] >> b & 1
        ]
    if rel.kind is Rel.SEEN:
        return list(_seen(n, rel.target, doms))
    found = set()
    for values in rel.tuples:
        if all(doms[i] >> v & 1 for i, v in enumerate(values)) and all(
            values[i] != values[j] for i in range(k) for j in clash[i]
        ):
            found.add(tuple(values))
    return sorted(found)


def _seen(n: int, target: int, doms: list[int]) -> Iterator[Tuple]:
    """The permutations of 1..n allowed by ``doms`` with ``target`` values taller than all before
    them, in lexicographic order."""
    vals = [0] * n

    def place(i: int, used: int, tallest: int, seen: int) -> Iterator[Tuple]:
        if i == n:
            if seen == target:
                yield tuple(vals)
            return
        # only the n - tallest values above the tallest so far can be seen later
        if seen > target or seen + n - tallest < target:
            return
        allowed = doms[i] & ~used
        while allowed:
            bit = allowed & -allowed
            allowed ^= bit
            v = bit.bit_length() - 1
            vals[i] = v
            yield from place(i + 1, used | bit, max(tallest, v), seen + (v > tallest))

    yield from place(0, 0, 0, 0)


def seen_rule(
    cells: tuple[int, ...], target: int, doms: list[int], queue: list[int], values: dict[int, tuple[int, ...]]
) -> bool:
    """Generalised arc consistency of a sightline (``cells``: the indices of a whole line from the
    viewer; ``target`` seen) with the line's values all different: a value stays in a cell when
    some permutation of the line allowed by ``doms`` and seeing ``target`` cells puts it there.
    Narrows ``doms`` in place, appends each narrowed cell (in the line's order) to ``queue``; False
    when no permutation is left (no cell is emptied then).

    By dynamic programming over the set ``U`` of values in the first ``|U|`` cells, layer by
    layer: forward from the empty set, the counts of each reachable ``U`` (bit ``s`` set when those
    cells, in some allowed order, see ``s``; the tallest of ``U`` is its highest bit); then
    backward from the whole set seeing ``target``, each step ``U -> U + v`` that some count
    crosses from both sides supports ``v`` in cell ``|U|``. Cost: O(2^n * n) steps at most, fewer
    as the candidates narrow (only reachable sets are met)."""
    n = len(cells)
    full = (1 << (n + 1)) - 2
    doms_at = [doms[k] for k in cells]
    keep = (2 << target) - 1  # counts up to target: more are seen for good
    layers: list[dict[int, int]] = [{0: 1}]  # layers[i]: the reachable sets of i values, with their counts
    for i in range(n):
        layer: dict[int, int] = {}
        for used, counts in layers[i].items():
            tallest = used.bit_length() - 1
            for v in values[doms_at[i] & ~used]:
                step = (counts << 1 if v > tallest else counts) & keep
                if step:
                    layer[used | 1 << v] = layer.get(used | 1 << v, 0) | step
        layers.append(layer)
    if not layers[n].get(full, 0) >> target & 1:
        return False
    behind = {full: 1 << target}  # per set of the next layer, the counts that still end at `target`
    support = [0] * n
    for i in range(n - 1, -1, -1):
        before_layer: dict[int, int] = {}
        for used, counts in layers[i].items():
            tallest = used.bit_length() - 1
            back = 0
            for v in values[doms_at[i] & ~used]:
                later = behind.get(used | 1 << v, 0)
                before = later >> 1 if v > tallest else later
                if before & counts:
                    support[i] |= 1 << v
                    back |= before
            if back & counts:
                before_layer[used] = back & counts
        behind = before_layer
    for i, k in enumerate(cells):
        nd = doms[k] & support[i]
        if nd != doms[k]:
            doms[k] = nd
            queue.append(k)
    return True
