"""The solver's hot path: the C ladder (``_rules.c``) where it is built, else the Python reference
(:func:`gridcraft.latin.rules.top.run`), the same results."""

from __future__ import annotations

from array import array
from typing import TYPE_CHECKING, Any

from gridcraft.engine import native
from gridcraft.latin.rules import top

if TYPE_CHECKING:  # the types of what C returns: _rules.pyi
    from gridcraft.latin.rules import _rules
else:
    _rules = native.load("gridcraft.latin.rules._rules")  # None: built without a C compiler


def available() -> bool:
    """Whether the C ladder is built and enabled."""
    return native.enabled(_rules)


def run(
    sightlines: bool, n: int, grid: list[int], ctx: Any, level: int
) -> tuple[int, int, list[int], list[int]]:
    """:func:`~gridcraft.latin.rules.top.run` on Towers' ladder (``sightlines``) or Unequal's, with
    its prepared rules ``ctx``, in C where built."""
    if native.enabled(_rules):
        return run_native(sightlines, n, grid, ctx, level)
    return run_python(sightlines, n, grid, ctx, level)


def run_python(
    sightlines: bool, n: int, grid: list[int], ctx: Any, level: int
) -> tuple[int, int, list[int], list[int]]:
    """The Python reference of :func:`run`."""
    ladder = top.TOWERS if sightlines else top.UNEQUAL
    return top.run(n, list(grid), ladder, ctx, level)


def unequal_make_native(
    n: int, key: bytes, adjacent: bool, level: int, tries: int
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]] | None:
    """:func:`gridcraft.latin.rules.make.make` for Unequal in C, its draws those of
    ``random.Random(text)`` where ``key`` is :func:`~gridcraft.latin.rules.make.seed_key` of
    ``text``: (the square, the givens, the board's ``less`` and ``pairs``), or None after ``tries``
    squares.

    Raises:
        RuntimeError: the C ladder is not built.
    """
    if _rules is None:
        raise RuntimeError("the C ladder (gridcraft.latin.rules._rules) is not built")
    return _rules.unequal_make(n, key, int(adjacent), level, tries)


def towers_make_native(
    n: int, key: bytes, level: int, tries: int
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] | None:
    """:func:`gridcraft.latin.rules.make.make` for Towers in C, its draws those of
    ``random.Random(text)`` (``key`` as for :func:`unequal_make_native`): (the square, the givens,
    the clues), or None after ``tries`` squares.

    Raises:
        RuntimeError: the C ladder is not built.
    """
    if _rules is None:
        raise RuntimeError("the C ladder (gridcraft.latin.rules._rules) is not built")
    return _rules.towers_make(n, key, level, tries)


def run_native(
    sightlines: bool, n: int, grid: list[int], ctx: Any, level: int
) -> tuple[int, int, list[int], list[int]]:
    """The C ladder of :func:`run`.

    Raises:
        RuntimeError: the C ladder is not built.
    """
    if _rules is None:
        raise RuntimeError("the C ladder (gridcraft.latin.rules._rules) is not built")
    if sightlines:
        diff, used, out, cand = _rules.run(n, bytes(grid), 1, bytes(ctx.clues), b"", b"", level)
    else:
        links = array("H", [v for link in ctx.links for v in link]).tobytes()
        marks = (
            bytes(sum(1 << s for s, m in enumerate(row) if m) for row in ctx.marks) if ctx.adjacent else b""
        )
        diff, used, out, cand = _rules.run(n, bytes(grid), 0, b"", links, marks, level)
    return diff, used, list(out), list(cand)
