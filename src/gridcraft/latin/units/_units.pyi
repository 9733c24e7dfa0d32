"""Types of the solver of grids of units in C (``_units.c``), so that ``mypy --strict`` checks
:mod:`gridcraft.latin.units.geometry` and :mod:`gridcraft.latin.units.solver`."""

from collections.abc import Sequence

def topology(n: int, units: Sequence[Sequence[int]], intersections: bool, /) -> object:
    """The capsule of a geometry of side ``n``: its ``units`` (each ``n`` cell indices), every cell's
    peers, and (``intersections``) the pairs of units meeting in two cells or more."""

def solve(topology: object, grid: bytes, limit: int, nodes: int = 0, /) -> tuple[int, bytes | None]:
    """``search.solve``: the number of solutions of ``grid`` (``n * n`` bytes of digits, 0 empty)
    up to ``limit`` (1 or more) and the first one's digits, or None; -1 and None when the search
    meets its bound of ``nodes`` first (0: no bound)."""

def solve_lines(topology: object, data: bytes, limit: int, first_line: int, seconds: float = 0.0, /) -> bytes:
    """``search.solve_lines``: one JSON line per puzzle line of ``data``, the first numbered
    ``first_line``; a puzzle still searched after ``seconds`` (0: no bound) is answered with
    ``"complete": false``."""
