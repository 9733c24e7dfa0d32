"""The sudoku deductions of Solo's grader (Simon Tatham's solo.c, restated in Python), each in
Solo's scan order, since the grade depends on which deduction fires first.

Each function makes at most one deduction (Solo restarts from its easiest deduction after every
success): it returns True when it changed the board and raises :class:`Contradiction` on a
wipe-out.
"""

from __future__ import annotations

from functools import cache

from gridcraft.latin.solo.board import Board, Contradiction, Step, digits, popcount


def _elim(board: Board, cells: list[int], d: int, name: str, where: str) -> bool:
    """Place ``d`` when exactly one of ``cells`` can hold it (Solo's ``solver_elim``)."""
    bit = 1 << d
    spots = [x for x in cells if board.cand[x] & bit]
    if not spots:
        raise Contradiction
    if len(spots) == 1 and not board.grid[spots[0]]:
        board.place(spots[0], d)
        board.note(Step(name, where, tuple(cells), ((spots[0], d),)))
        return True
    return False


def _unit_singles(board: Board, units: list[tuple[str, list[int]]]) -> bool:
    """:func:`_elim` over ``units`` in turn, each digit not placed there ascending."""
    for where, cells in units:
        used = board.used(cells)
        for d in range(1, board.n + 1):
            if not used >> d & 1 and _elim(board, cells, d, "hidden single", where):
                return True
    return False


def box_singles(board: Board) -> bool:
    """A digit with one place left in a box ("positional elimination" in a block)."""
    return _unit_singles(board, board.regions()[2 * board.n :])


def line_singles(board: Board) -> bool:
    """A digit with one place left in a row, then in a column, then (X sudoku) in the ``\\``
    diagonal and the ``/`` one: Solo tries the diagonals at Basic, after the columns."""
    return _unit_singles(board, board.regions()[: 2 * board.n] + board.diagonal_units())


def naked_singles(board: Board) -> bool:
    """A cell with one candidate left ("numeric elimination"), cells scanned column by column."""
    n = board.n
    for c in range(n):
        for r in range(n):
            x = r * n + c
            if board.grid[x]:
                continue
            mask = board.cand[x]
            if not mask:
                raise Contradiction
            if mask & (mask - 1) == 0:
                d = mask.bit_length() - 1
                board.place(x, d)
                board.note(Step("naked single", f"r{r + 1}c{c + 1}", (x,), ((x, d),)))
                return True
    return False


def _bits(cells: list[int]) -> int:
    mask = 0
    for x in cells:
        mask |= 1 << x
    return mask


def _cells(mask: int) -> list[int]:
    return [x for x in range(mask.bit_length()) if mask >> x & 1]


def intersections(board: Board) -> bool:
    """A digit whose places in a line all lie in one box (or in a box, all in one line) is ruled out
    of the rest of that box (line): rows against boxes, then columns against boxes, then (X sudoku)
    the ``\\`` diagonal and the ``/`` one against boxes, digit by digit (Solo's
    ``solver_intersect``, the line first, then the box; Solo sets no diagonal against a row or a
    column)."""
    n = board.n
    where = [0] * (n + 1)  # digit -> the cells that may hold it, as a bitset of cell indices
    for x in range(n * n):
        for d in digits(board.cand[x]):
            where[d] |= 1 << x
    named = board.regions()
    boxes = [(name, cells, _bits(cells), board.used(cells)) for name, cells in named[2 * n :]]
    for line_name, line in named[: 2 * n] + board.diagonal_units():
        line_bits, line_used = _bits(line), board.used(line)
        for box_name, box, box_bits, box_used in boxes:
            for d in range(1, n + 1):
                if (line_used | box_used) >> d & 1:
                    continue
                spots = where[d]
                for one, one_bits, other_bits, name in (
                    (line, line_bits, box_bits, f"{line_name} and {box_name}"),
                    (box, box_bits, line_bits, f"{box_name} and {line_name}"),
                ):
                    if spots & one_bits & ~other_bits:
                        continue
                    gone = spots & other_bits & ~one_bits
                    if gone:
                        removed = tuple((x, d) for x in _cells(gone))
                        for x, _ in removed:
                            board.cand[x] &= ~(1 << d)
                        board.note(Step("pointing", name, tuple(one), removed=removed))
                        return True
    return False


@cache
def _subsets(m: int) -> tuple[tuple[int, int], ...]:
    """Solo's order of the column subsets of an m-column matrix: binary counting with the last
    column as the lowest bit; as (mask with bit j for column j, size)."""
    out = []
    for k in range(1 << m):
        mask = sum(1 << j for j in range(m) if k >> (m - 1 - j) & 1)
        out.append((mask, popcount(mask)))
    return tuple(out)


def _set(board: Board, matrix: list[list[tuple[int, int]]], name: str, where: str) -> bool:
    """Solo's ``solver_set`` on a square matrix of (cell, digit) positions: find columns C and as
    many rows with no candidate in C as the other columns; the other rows then lose their
    candidates outside C."""
    size = len(matrix)
    rows_left, cols_left = [True] * size, [True] * size
    for i, row in enumerate(matrix):
        ones = [j for j, (x, d) in enumerate(row) if board.cand[x] >> d & 1]
        if not ones:
            raise Contradiction
        if len(ones) == 1:
            rows_left[i] = cols_left[ones[0]] = False
    rows = [i for i in range(size) if rows_left[i]]
    cols = [j for j in range(size) if cols_left[j]]
    if len(rows) != len(cols):
        raise Contradiction
    m = len(rows)
    masks = []
    for i in rows:
        mask = 0
        for jj, j in enumerate(cols):
            x, d = matrix[i][j]
            if board.cand[x] >> d & 1:
                mask |= 1 << jj
        masks.append(mask)
    for chosen, count in _subsets(m):
        if not 1 < count < m - 1:
            continue
        fit = sum(1 for mask in masks if not mask & chosen)
        if fit > m - count:
            raise Contradiction
        if fit < m - count:
            continue
        removed = []
        for ii, mask in enumerate(masks):
            if mask & chosen:
                for jj in range(m):
                    if mask >> jj & 1 and not chosen >> jj & 1:
                        x, d = matrix[rows[ii]][cols[jj]]
                        board.cand[x] &= ~(1 << d)
                        removed.append((x, d))
        if removed:
            cells = tuple(sorted({x for row in matrix for x, _ in row}))
            board.note(Step(name, where, cells, removed=tuple(removed)))
            return True
    return False


def sets(board: Board) -> bool:
    """Naked and hidden subsets in boxes, then rows, then columns, then (X sudoku) the ``\\``
    diagonal and the ``/`` one ("set elimination")."""
    n = board.n
    digits = range(1, n + 1)
    named = board.regions()
    for name, cells in [*named[2 * n :], *named[: 2 * n], *board.diagonal_units()]:
        if _set(board, [[(x, d) for d in digits] for x in cells], "subset", name):
            return True
    return False


def fish(board: Board) -> bool:
    """For each digit, rows against columns ("positional set elimination": X-wings, swordfish)."""
    n = board.n
    for d in range(1, n + 1):
        matrix = [[(r * n + c, d) for c in range(n)] for r in range(n)]
        if _set(board, matrix, "fish", f"digit {d}"):
            return True
    return False


def forcing_chains(board: Board) -> bool:
    """Solo's forcing chains: from a cell of two candidates, follow cells of two candidates that
    see each other; when ruling out a digit at the start forces that digit at a cell that sees a
    third cell seeing the start, the third cell cannot hold it. A cell sees its column, its row,
    its box and (X sudoku) the diagonals through it, in that order."""
    n, cand = board.n, board.cand
    diagonals = [set(cells) for cells in board.diagonals]
    for y in range(n):
        for x in range(n):
            start = y * n + x
            if popcount(cand[start]) != 2:
                continue
            pair = [d for d in range(1, n + 1) if cand[start] >> d & 1]
            for orign in pair:
                number = {start: pair[0] + pair[1] - orign}
                prev = {start: -1}
                queue = [start]
                head = 0
                while head < len(queue):
                    cur = queue[head]
                    head += 1
                    yy, xx = divmod(cur, n)
                    currn = number[cur]
                    around = [t * n + xx for t in range(n)] + [yy * n + t for t in range(n)]
                    around += board.boxes[board.whichbox[cur]]
                    for cells, on in zip(board.diagonals, diagonals, strict=True):
                        if cur in on:
                            around += cells
                    for nb in around:
                        if nb in number or not cand[nb] >> currn & 1 or nb == cur:
                            continue
                        if popcount(cand[nb]) == 2:
                            queue.append(nb)
                            prev[nb] = cur
                            number[nb] = sum(d for d in range(1, n + 1) if cand[nb] >> d & 1) - currn
                        yt, xt = divmod(nb, n)
                        if currn == orign and (
                            xt == x
                            or yt == y
                            or board.whichbox[nb] == board.whichbox[start]
                            or any(nb in on and start in on for on in diagonals)
                        ):
                            chain = []
                            at = cur
                            while at >= 0:
                                chain.append(at)
                                at = prev[at]
                            cand[nb] &= ~(1 << orign)
                            board.note(
                                Step("forcing chain", "", tuple(reversed(chain)), removed=((nb, orign),))
                            )
                            return True
    return False
