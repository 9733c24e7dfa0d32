"""The grader's doors: :func:`solve` (Tatham's solver up to a level, with explanations on request)
and :func:`grade` (at the top level: Tatham's grade). The C ladder runs where it is built; with
explanations, the Python reference records its steps (the same outcome)."""

from __future__ import annotations

from gridcraft.latin.rules.board import TOWERS_LEVELS, UNEQUAL_LEVELS, Board, Outcome, Step
from gridcraft.latin.rules.native import run as fast
from gridcraft.latin.rules.top import AMBIGUOUS, IMPOSSIBLE, UNFINISHED, check, context, run


def solve(board: Board, max_level: int, *, explain: bool = False) -> Outcome:
    """Tatham's solver on ``board`` with levels up to ``max_level`` (the last level guesses):
    Towers' levels when the board has sightline clues, else Unequal's.

    Raises:
        ValueError: a board whose givens, clues or relations do not fit its side.
    """
    check(board)
    ladder, ctx = context(board)
    max_level = max(0, min(max_level, ladder.recursive))
    if explain:
        rec: list[Step] = []
        diff, used, grid, _ = run(board.n, list(board.givens), ladder, ctx, max_level, rec)
    else:
        rec = []
        diff, used, grid, _ = fast(bool(board.clues), board.n, list(board.givens), ctx, max_level)
    status = {IMPOSSIBLE: "impossible", AMBIGUOUS: "ambiguous", UNFINISHED: "stuck"}.get(diff, "solved")
    return Outcome(status, used, tuple(grid), tuple(rec))


def grade(board: Board) -> Outcome:
    """``board`` solved at its kind's top level: ``Outcome.level`` is Tatham's grade."""
    return solve(board, len(TOWERS_LEVELS if board.clues else UNEQUAL_LEVELS) - 1)
