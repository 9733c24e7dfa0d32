"""Counting the solutions of a sudoku with sum cages (a killer sudoku), up to a limit: our own
depth-first search, lighter than Solo's guessing (which runs every deduction at every guess)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gridcraft.engine import native
from gridcraft.latin.solo.board import SumSquare, box_index, diagonal_cells, digits
from gridcraft.latin.solo.solver import Level, coded_cages, solve_python, start_grid

if TYPE_CHECKING:  # the types of what C returns: _solo.pyi
    from gridcraft.latin.solo import _solo
else:
    _solo = native.load("gridcraft.latin.solo._solo")  # None: built without a C compiler


def count_solutions(puzzle: SumSquare, limit: int = 2, start: tuple[int, ...] | None = None) -> int:
    """The number of solutions of ``puzzle``, counting stops at ``limit``.

    ``start``: a grid to start from (indices ``row * n + col``, 0: empty) instead of the givens.
    Each node runs Solo's deductions up to Basic (singles, on the diagonals too in an X sudoku, and
    the killer deductions), then branches
    on the empty cell with the fewest candidates, digits ascending. In C where it is built
    (:func:`count_native`, the same count), else :func:`count_python`. Cost: exponential in the
    worst case; a few dozen nodes for a 9 x 9 close to unique (a millisecond or so in C).
    """
    if native.enabled(_solo):
        found = count_native(puzzle, limit, start)
        if found is not None:
            return found
    return count_python(puzzle, limit, start)


def count_native(puzzle: SumSquare, limit: int = 2, start: tuple[int, ...] | None = None) -> int | None:
    """:func:`count_solutions` in C; ``None`` when the C ladder is not built or does not take the
    puzzle (see :func:`~gridcraft.latin.solo.solver.solve_native`)."""
    if _solo is None:
        return None
    n = puzzle.size
    givens = [(r * n + c, v) for (r, c), v in puzzle.givens]
    return _solo.count(
        n,
        box_index(puzzle),
        puzzle.diagonals,
        coded_cages(puzzle),
        givens,
        start_grid(puzzle, start),
        limit,
    )


def count_python(puzzle: SumSquare, limit: int = 2, start: tuple[int, ...] | None = None) -> int:
    """:func:`count_solutions` in Python: the reference."""
    out = solve_python(puzzle, Level.BASIC, start=start)
    if out.contradiction:
        return 0
    n = puzzle.size
    empty = [i for i in range(n * n) if not out.grid[i]]
    if not empty:
        return 1 if valid(puzzle, out.grid) else 0
    best = min(empty, key=lambda i: (out.candidates[i].bit_count(), i))
    found = 0
    for d in digits(out.candidates[best]):
        trial = list(out.grid)
        trial[best] = d
        found += count_python(puzzle, limit - found, tuple(trial))
        if found >= limit:
            break
    return found


def valid(puzzle: SumSquare, grid: tuple[int, ...] | list[int]) -> bool:
    """Whether the full ``grid`` (indices ``row * n + col``) holds every digit once in each row,
    column, box (or jigsaw region) and, in an X sudoku, each long diagonal, keeps the givens, and
    meets each cage's sum with no digit twice; written without the ladder, as an independent check
    of what it reached."""
    n = puzzle.size
    full = set(range(1, n + 1))
    units = [[r * n + c for c in range(n)] for r in range(n)] + [
        [r * n + c for r in range(n)] for c in range(n)
    ]
    boxes: dict[int, list[int]] = {}
    for i, b in enumerate(box_index(puzzle)):
        boxes.setdefault(b, []).append(i)
    units += boxes.values()
    if puzzle.diagonals:
        units += diagonal_cells(n)
    if any({grid[i] for i in unit} != full for unit in units):
        return False
    if any(grid[r * n + c] != v for (r, c), v in puzzle.givens):
        return False
    for cage in puzzle.cages:
        values = [grid[r * n + c] for r, c in cage.cells]
        if sum(values) != cage.total or len(set(values)) != len(values):
            return False
    return True
