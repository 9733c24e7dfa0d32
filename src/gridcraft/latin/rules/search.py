"""A :class:`~gridcraft.latin.rules.board.Board` as the core's search reads it: a Latin square with
relations (inequalities, adjacency as tables, sightlines), so that its solutions are counted by
an exhaustive search independent of Tatham's ladder."""

from __future__ import annotations

from gridcraft import engine
from gridcraft.latin.model import Cell, LatinSquare, Relation, less, seen, square, table
from gridcraft.latin.rules.board import Board
from gridcraft.latin.rules.towers import line
from gridcraft.latin.search.native import problem


def square_of(board: Board) -> LatinSquare:
    """``board`` as the core's :class:`LatinSquare`: its givens, ``less`` for each inequality, in
    adjacent mode a table per pair of neighbours (values 1 apart for a bar, more than 1 apart
    otherwise), ``seen`` for each sightline clue."""
    n = board.n

    def cell(i: int) -> Cell:
        return divmod(i, n)

    relations: list[Relation] = [less(cell(a), cell(b)) for a, b in board.less]
    if board.adjacent:
        bars = {frozenset(p) for p in board.pairs}
        for i in range(n * n):
            for j in (i + 1, i + n):
                if (j == i + 1 and j % n == 0) or j >= n * n:
                    continue
                bar = frozenset((i, j)) in bars
                tuples = [
                    (a, b)
                    for a in range(1, n + 1)
                    for b in range(1, n + 1)
                    if a != b and (abs(a - b) == 1) == bar
                ]
                relations.append(table((cell(i), cell(j)), tuples))
    for c, clue in enumerate(board.clues):
        if clue:
            relations.append(seen([cell(i) for i in line(n, c)], clue))
    givens = [(cell(i), v) for i, v in enumerate(board.givens) if v]
    return square(n, [], givens, relations=relations)


def count(board: Board, limit: int = 2) -> int:
    """The solutions of ``board`` by the core's exhaustive search, counting at most ``limit``."""
    return engine.count(problem(square_of(board)), limit)
