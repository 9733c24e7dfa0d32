"""An independent count of a futoshiki's solutions for the tests: python-constraint's solver over
the rules written out afresh (rows and columns all different, each sign, adjacent mode's bars and
their absence), no code of the Latin core."""

from __future__ import annotations

import constraint

from gridcraft.futoshiki import FutoshikiPuzzle


def count(puzzle: FutoshikiPuzzle, limit: int = 2) -> int:
    """How many solutions ``puzzle`` has, counting stops at ``limit``."""
    n = puzzle.size
    problem = constraint.Problem()
    given = dict(puzzle.givens)
    for r in range(n):
        for c in range(n):
            problem.addVariable((r, c), [given[(r, c)]] if (r, c) in given else list(range(1, n + 1)))
    for k in range(n):
        problem.addConstraint(constraint.AllDifferentConstraint(), [(k, c) for c in range(n)])
        problem.addConstraint(constraint.AllDifferentConstraint(), [(r, k) for r in range(n)])
    for a, b in puzzle.less:
        problem.addConstraint(lambda x, y: x < y, [a, b])
    if puzzle.adjacent:
        bars = {frozenset(pair) for pair in puzzle.bars}
        for r in range(n):
            for c in range(n):
                for other in ((r, c + 1), (r + 1, c)):
                    if other[0] < n and other[1] < n:
                        if frozenset(((r, c), other)) in bars:
                            problem.addConstraint(lambda x, y: abs(x - y) == 1, [(r, c), other])
                        else:
                            problem.addConstraint(lambda x, y: abs(x - y) > 1, [(r, c), other])
    found = 0
    for _ in problem.getSolutionIter():
        found += 1
        if found >= limit:
            break
    return found
