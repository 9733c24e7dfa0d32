"""The killer deductions of Solo's grader (Simon Tatham's solo.c, restated in Python).

Each function reads and prunes a :class:`Board`; it returns True when it changed something and
raises :class:`Contradiction` on a wipe-out. They run in the order :mod:`solo_solver` gives.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from gridcraft.latin.solo.board import Board, Contradiction, Step, digits

#: Solo's sum tables list the ways to make a sum from 2, 3 or 4 distinct digits 1..9 whatever the
#: grid's side (a digit above the side is then never ruled out); sides above 9 use 1..n
SUM_DIGITS = 9


@cache
def sum_sets(cells: int, total: int, top: int) -> tuple[int, ...]:
    """The sets of ``cells`` distinct digits from 1..``top`` adding up to ``total``, as bitsets."""
    return tuple(
        sum(1 << d for d in combo) for combo in combinations(range(1, top + 1), cells) if sum(combo) == total
    )


def cage_prep(board: Board) -> None:
    """Take filled cells out of their cages, lowering each cage's sum by their digits, and rule
    those digits out of the rest of the cage (silent in Solo: not a deduction of its own)."""
    for b, squares in enumerate(board.kblocks):
        for x in reversed(list(squares)):
            t = board.grid[x]
            if not t:
                continue
            squares.remove(x)
            board.kwhich[x] = -1
            if t > board.kclues[b]:
                raise Contradiction
            board.kclues[b] -= t
            for y in squares:
                board.cand[y] &= ~(1 << t)


def single_cages(board: Board) -> bool:
    """Fill the cages of one cell with their sums (Solo's "killer single-square cage")."""
    changed = False
    for b, squares in enumerate(board.kblocks):
        if len(squares) != 1:
            continue
        v, x = board.kclues[b], squares[0]
        if not 1 <= v <= board.n or not board.cand[x] >> v & 1:
            raise Contradiction
        board.place(x, v)
        board.note(Step("killer single cage", f"cage {v}", (x,), ((x, v),), total=v))
        changed = True
    return changed


class SumQuirk(Exception):
    """Solo's grader, when recursion is allowed and a region's cells outside whole cages must add up
    to zero or less, stops this branch and reports it as solved; raised to do the same."""


def _leftover(board: Board, region: list[int]) -> tuple[list[int], int]:
    """The cells of ``region`` outside its whole cages and filled cells, grouped by cage in cage
    order (Solo's ``filter_whole_cages``), and the sum they must make."""
    n = board.n
    total = n * (n + 1) // 2
    open_cells = []
    for x in region:
        if board.grid[x]:
            total -= board.grid[x]
        else:
            open_cells.append(x)
    inside = set(open_cells)
    rest: list[int] = []
    for b in sorted({board.kwhich[x] for x in open_cells if board.kwhich[x] >= 0}):
        squares = board.kblocks[b]
        matched = [x for x in squares if x in inside]
        if len(matched) == len(squares):
            total -= board.kclues[b]
        else:
            rest.extend(matched)
    rest.extend(x for x in open_cells if board.kwhich[x] < 0)
    return rest, total


def region_cages(board: Board, recursive: bool) -> bool:
    """Rebuild the deduced cages: in each row, column and box, the cells left over by the cages
    lying wholly inside it make up the rest of the region's sum. One cell left over is placed
    ("killer deduced single"); a leftover inside one cage splits that cage; any other leftover
    becomes an extra cage in ``board.extra`` for the minmax and sums deductions.

    Raises:
        SumQuirk: the leftover's sum is not positive and ``recursive`` (Solo's behaviour).
        Contradiction: the sum is not positive otherwise, or a single leftover cannot take it.
    """
    n = board.n
    board.extra = []
    changed = False
    for name, region in board.regions():
        rest, total = _leftover(board, region)
        if len(rest) in (0, n):
            continue
        if total <= 0:
            if recursive:
                raise SumQuirk
            raise Contradiction
        if len(rest) == 1:
            x = rest[0]
            if total > n or not board.cand[x] >> total & 1:
                raise Contradiction
            board.place(x, total)
            read = tuple(region)
            board.note(Step("killer deduced single", name, read, ((x, total),), total=total))
            changed = True
        owners = {board.kwhich[x] for x in rest}
        b = next(iter(owners))
        if len(owners) == 1 and b >= 0:
            board.split(rest, total)
        else:
            board.extra.append((rest, total, name))
    return changed


def _leftover_name(board: Board, squares: list[int], region: str) -> str:
    if board.steps is None:
        return region
    names = " ".join(f"r{x // board.n + 1}c{x % board.n + 1}" for x in sorted(squares))
    return f"the cells {names} left over in {region} by its whole cages"


def _minmax(board: Board, squares: list[int], clue: int, where: str) -> bool:
    if clue == 0:
        return False
    removed = []
    for i, x in enumerate(squares):
        low = high = 0
        for j, y in enumerate(squares):
            mask = board.cand[y]
            if i != j and mask:
                low += (mask & -mask).bit_length() - 1
                high += mask.bit_length() - 1
        for v in digits(board.cand[x]):
            if high + v < clue or low + v > clue:
                board.cand[x] &= ~(1 << v)
                removed.append((x, v))
    if removed:
        board.note(Step("killer minmax", where, tuple(squares), removed=tuple(removed), total=clue))
    return bool(removed)


def minmax(board: Board) -> bool:
    """Rule out a digit that would make its cage's sum too small or too large even with the other
    cells at their largest or smallest candidates (Solo's "killer minmax analysis"); the puzzle's
    cages, then the deduced ones."""
    changed = False
    for b, squares in enumerate(board.kblocks):
        changed |= _minmax(board, squares, board.kclues[b], f"cage {board.kclues[b]}")
    for squares, total, name in board.extra:
        changed |= _minmax(board, squares, total, _leftover_name(board, squares, name))
    return changed


def _sums(board: Board, squares: list[int], clue: int, is_region: bool, where: str) -> bool:
    n = board.n
    if clue == 0:
        return False
    if not squares:
        raise Contradiction
    if not 2 <= len(squares) <= 4:
        return False
    if not is_region:
        x0 = squares[0]
        same_row = all(x // n == x0 // n for x in squares)
        same_col = all(x % n == x0 % n for x in squares)
        same_box = all(board.whichbox[x] == board.whichbox[x0] for x in squares)
        if not (same_row or same_col or same_box):
            return False
    top = max(SUM_DIGITS, n)
    k = len(squares)
    if not k * (k + 1) // 2 <= clue <= k * (2 * top - k + 1) // 2:
        raise Contradiction
    full = ((1 << (n + 1)) - 1) ^ 1
    possible = 0
    for bits in sum_sets(k, clue, top):
        if all(bits & ~(full & ~board.cand[x]) for x in squares):
            possible |= bits
    if not possible:
        raise Contradiction
    removed = []
    for x in squares:
        for v in digits(board.cand[x] & ~possible):
            removed.append((x, v))
        board.cand[x] &= possible
    if removed:
        keep = tuple(v for v in range(1, n + 1) if possible >> v & 1)
        board.note(Step("killer sums", where, tuple(squares), removed=tuple(removed), total=clue, keep=keep))
    return bool(removed)


def sums(board: Board) -> bool:
    """Keep only digits of the sets of distinct digits that make a cage's sum and that every cell
    of the cage can hold (Solo's "killer sums analysis"), for cages of 2 to 4 cells: the puzzle's
    cages, then deduced cages lying in one row, column or box."""
    changed = False
    for b, squares in enumerate(board.kblocks):
        changed |= _sums(board, squares, board.kclues[b], True, f"cage {board.kclues[b]}")
    for squares, total, name in board.extra:
        changed |= _sums(board, squares, total, False, _leftover_name(board, squares, name))
    return changed
