"""Killer sudokus for the tests of the Latin-square core's search: random ones cut from a random
sudoku, and Simon Tatham's Solo game IDs, read into the core's :class:`gridcraft.latin.LatinSquare`
of sum cages.

A killer sudoku here is a square whose cages are all ``+`` cages (a one-cell cage is a given, a cell
in no cage an ``Op.ANY`` cage), searched with boxes and distinct cages. Seeded with an explicit
``random.Random``.
"""

from __future__ import annotations

import random
import re

from gridcraft.latin import LatinSquare, Op, square

Grid = tuple[tuple[int, ...], ...]
Boxes = tuple[int, int]  # (rows, columns) of a box


def box_of(cell: tuple[int, int], boxes: Boxes) -> tuple[int, int]:
    return cell[0] // boxes[0], cell[1] // boxes[1]


def random_sudoku(n: int, boxes: Boxes, rng: random.Random) -> Grid:
    """A random filled sudoku (values 1..n, every row, column and box all different), by
    backtracking in reading order with shuffled values."""
    grid = [[0] * n for _ in range(n)]

    def fill(k: int) -> bool:
        if k == n * n:
            return True
        r, c = divmod(k, n)
        values = list(range(1, n + 1))
        rng.shuffle(values)
        used = {grid[r][j] for j in range(c)} | {grid[i][c] for i in range(r)}
        used |= {
            grid[i][j]
            for i in range(r + 1)
            for j in range(n)
            if box_of((i, j), boxes) == box_of((r, c), boxes)
        }
        for v in values:
            if v in used:
                continue
            grid[r][c] = v
            if fill(k + 1):
                return True
        grid[r][c] = 0
        return False

    assert fill(0)
    return tuple(tuple(row) for row in grid)


def random_killer(
    n: int,
    boxes: Boxes,
    rng: random.Random,
    *,
    max_size: int = 4,
    distinct: bool = True,
    uncaged: float = 0.0,
) -> tuple[LatinSquare, Grid]:
    """A random killer sudoku that its planted solution solves, and that solution: a random
    partition into connected cages of 1..``max_size`` cells, each with the sum of its values; with
    ``distinct`` no cage holds a value twice in the solution (else cages may repeat a value); each
    cage left out (its cells in no cage) with probability ``uncaged``."""
    solution = random_sudoku(n, boxes, rng)
    free = {(r, c) for r in range(n) for c in range(n)}
    order = sorted(free)
    rng.shuffle(order)
    cages = []
    for start in order:
        if start not in free:
            continue
        region = [start]
        free.discard(start)
        want = rng.randint(1, max_size)
        while len(region) < want:
            seen = {solution[r][c] for r, c in region}
            frontier = sorted(
                cell
                for cell in {
                    (r + dr, c + dc) for r, c in region for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                }
                if cell in free and not (distinct and solution[cell[0]][cell[1]] in seen)
            )
            if not frontier:
                break
            cell = rng.choice(frontier)
            free.discard(cell)
            region.append(cell)
        if rng.random() >= uncaged:
            cages.append((sum(solution[r][c] for r, c in region), Op.ADD, tuple(region)))
    return square(n, cages), solution


def read_solo(game_id: str) -> tuple[LatinSquare, Boxes]:
    """A killer sudoku from a Solo game ID ``CxRk...:GIVENS,EDGES,SUMS`` (as ``sgt-solo --generate``
    prints it): boxes of C rows and R columns; GIVENS run-length (letters a..z skip 1..26 cells,
    digits are givens, ``_`` separates); EDGES the cage walls: the (n-1) x n vertical walls row by row,
    then the horizontal walls column by column, each letter a..y being that many non-walls then a
    wall, ``z`` 25 non-walls and no wall, ``_`` a wall; SUMS like GIVENS, each sum at its cage's
    first cell in reading order."""
    params, desc = game_id.split(":")
    match = re.match(r"(\d+)x(\d+)k", params)
    assert match, game_id
    boxes = (int(match[1]), int(match[2]))
    n = boxes[0] * boxes[1]
    given_text, edge_text, sum_text = desc.split(",")
    givens = run_values(given_text, n * n)
    parent = list(range(n * n))

    def root(k: int) -> int:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    def edge_cells(i: int) -> tuple[int, int]:
        if i < n * (n - 1):
            k = i // (n - 1) * n + i % (n - 1)
            return k, k + 1
        j = i - n * (n - 1)
        k = j % (n - 1) * n + j // (n - 1)
        return k, k + n

    pos = 0
    for ch in edge_text:
        run = 0 if ch == "_" else ord(ch) - ord("a") + 1
        for _ in range(min(run, 25)):
            a, b = edge_cells(pos)
            parent[root(a)] = root(b)
            pos += 1
        if ch != "z":
            pos += 1  # the wall
    assert pos == 2 * n * (n - 1) + 1, game_id
    sums = run_values(sum_text, n * n)
    regions: dict[int, list[tuple[int, int]]] = {}
    for k in range(n * n):
        regions.setdefault(root(k), []).append(divmod(k, n))
    cages = []
    for cells in regions.values():
        first = cells[0][0] * n + cells[0][1]
        assert sums[first], f"no sum at the cage of {cells[0]}"
        cages.append((sums[first], Op.ADD, tuple(cells)))
    given = tuple((divmod(k, n), v) for k, v in enumerate(givens) if v)
    return square(n, cages, given), boxes


def run_values(text: str, cells: int) -> list[int]:
    """Solo's run-length list: a letter skips 1..26 cells, a number fills one, ``_`` separates."""
    out: list[int] = []
    for token in re.findall(r"[a-z]|\d+|_", text):
        if token == "_":
            continue
        if token.isalpha():
            out += [0] * (ord(token) - ord("a") + 1)
        else:
            out.append(int(token))
    assert len(out) == cells, (text, len(out))
    return out
