"""Types of the C grading ladder (``_ladder.c``), so that ``mypy --strict`` checks
:mod:`gridcraft.kenken.ladder.grade`."""

from collections.abc import Sequence
from typing import Final

from gridcraft.kenken.model import Cage, KenKenPuzzle, Op

SOLVED: Final[int]
STUCK: Final[int]
CONTRADICTION: Final[int]

def climb(
    n: int,
    cages: Sequence[tuple[tuple[int, ...], int, int]],
    givens: Sequence[tuple[int, int]],
    highest: int,
    /,
) -> tuple[int, int, list[int], list[int], list[int]]:
    """Keen's grades Easy to ``highest`` (at most Extreme) on one board. ``cages``: (cell indices,
    operation 0 none 1 + 2 - 3 x 4 / 5 =, target); ``givens``: (cell index, digit). Returns
    (outcome SOLVED / STUCK / CONTRADICTION, the last grade tried, candidates per cell, placed digit
    per cell, steps per deduction in the order of ``grade.NATIVE_ORDER``)."""

def count(
    n: int,
    cages: Sequence[tuple[tuple[int, ...], int, int]],
    givens: Sequence[tuple[int, int]],
    limit: int,
    nodes: int,
    deadline: float = 0.0,
    /,
) -> int:
    """Solutions up to ``limit`` by a complete search (Normal's deductions at each node, then a
    branch on an open cell with the fewest candidates); -1 when it would visit more than ``nodes``,
    or at ``deadline`` (``time.monotonic()`` seconds; 0: none)."""

def candidate(
    square: Sequence[int],
    groups: Sequence[Sequence[tuple[int, int]]],
    order: Sequence[int],
    level: int,
    mode: int,
    count: int,
    deadline: float = 0.0,
    /,
) -> tuple[list[int], int, int, list[int], list[int], int]:
    """The maker's candidate: operations chosen as ``make._choose`` does (mode 0 all, 1 add and
    multiply, 2 hidden), targets from the flat ``square``, the ladder up to ``level``, and, when
    stuck and ``count`` > 0, the solutions counted within ``count`` nodes."""

def make(
    n: int,
    level: int,
    mode: int,
    max_cage: int,
    max_givens: int,
    pairing: float,
    moves: int,
    steps: int,
    key: bytes,
    deadline: float,
    /,
) -> tuple[int, int, int, int, KenKenPuzzle | None, tuple[tuple[int, ...], ...] | None]:
    """The maker's loop (``make.make`` up to Extreme) from a Mersenne Twister seeded as
    ``random.Random`` seeds it with the integer whose big-endian bytes are ``key``: (status 0 made,
    1 out of time at ``deadline`` or 2 out of ``steps`` (0: no limit), squares, moves, steps spent,
    the puzzle (built of the classes :func:`set_model` named, without their checks) and its square,
    or two Nones)."""

def set_model(cage: type[Cage], puzzle: type[KenKenPuzzle], ops: tuple[Op | None, ...], /) -> None:
    """The classes :func:`make` builds its puzzles of, and the operation of each code 0 to 5."""
