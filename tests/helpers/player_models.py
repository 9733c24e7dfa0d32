"""Player models built by hand, as a word-search kind and a killer kind would fill them in: the
player is tested without either kind."""

from __future__ import annotations

import random

from gridcraft.player import PlayEntry, PlayFind, PlayModel, PlayStep

Cell = tuple[int, int]

#: a 6 x 6 word search: CAT across, COW down, ANT diagonally, MOUSE right to left; (3, 5) masked
FIND_ROWS = ("CATQZX", "OJNKVB", "WHPTYF", "LRGDI.", "KVQZXH", "YESUOM")
FIND_WORDS = {
    "CAT": ((0, 0), (0, 1), (0, 2)),
    "COW": ((0, 0), (1, 0), (2, 0)),
    "ANT": ((0, 1), (1, 2), (2, 3)),
    "MOUSE": ((5, 5), (5, 4), (5, 3), (5, 2), (5, 1)),
}


def find_model(title: str = "Animals to find") -> PlayModel:
    """The 6 x 6 word search of :data:`FIND_ROWS`, its words listed as :data:`FIND_WORDS` gives them."""
    grid = tuple(tuple(None if ch == "." else ch for ch in row) for row in FIND_ROWS)
    return PlayModel(
        mode="find",
        title=title,
        grid=grid,
        entries=(),
        solution={(r, c): ch for r, row in enumerate(grid) for c, ch in enumerate(row) if ch is not None},
        lang="en",
        finds=tuple(PlayFind(word, cells) for word, cells in FIND_WORDS.items()),
    )


def rtl_find_model() -> PlayModel:
    """A 3 x 4 word search in Hebrew (שלום from the right, מים down) and a Devanagari cluster."""
    grid = (("ם", "ו", "ל", "ש"), ("א", "ב", "מ", "ג"), ("ד", "ה", "י", "स्ते"), ("ז", "ח", "ם", "ט"))
    return PlayModel(
        mode="find",
        title="מילים",
        grid=grid,
        entries=(),
        solution={(r, c): ch for r, row in enumerate(grid) for c, ch in enumerate(row)},
        lang="he",
        finds=(
            PlayFind("שלום", ((0, 3), (0, 2), (0, 1), (0, 0)), rtl=True),
            PlayFind("מים", ((1, 2), (2, 2), (3, 2)), rtl=True),
        ),
    )


def _sudoku(n: int, box_rows: int, box_cols: int) -> list[list[int]]:
    """A full grid of digits 1..n, each once in every row, column and box (a shifted pattern)."""
    return [[(r * box_cols + r // box_rows + c) % n + 1 for c in range(n)] for r in range(n)]


def _cages(solution: list[list[int]], seed: int) -> list[tuple[str, tuple[Cell, ...]]]:
    """Cages of 1 to 4 cells grown at random, no digit twice in a cage; each labelled by its sum,
    its first cell the top-left one."""
    n, rng, taken = len(solution), random.Random(seed), set[Cell]()
    cages = []
    for r in range(n):
        for c in range(n):
            if (r, c) in taken:
                continue
            cage, digits, size = [(r, c)], {solution[r][c]}, rng.choice((1, 2, 2, 3, 3, 4))
            taken.add((r, c))
            while len(cage) < size:
                options = [
                    (y, x)
                    for cy, cx in cage
                    for y, x in ((cy + 1, cx), (cy, cx + 1), (cy, cx - 1))
                    if 0 <= y < n and 0 <= x < n and (y, x) not in taken and solution[y][x] not in digits
                ]
                if not options:
                    break
                y, x = rng.choice(options)
                cage.append((y, x))
                taken.add((y, x))
                digits.add(solution[y][x])
            cells = tuple(sorted(cage))
            cages.append((str(sum(solution[y][x] for y, x in cells)), cells))
    return cages


def killer_model(n: int = 4, box: tuple[int, int] = (2, 2), seed: int = 3) -> PlayModel:
    """A killer sudoku of ``n`` x ``n`` with boxes of ``box`` cells and dashed cages, its steps one
    cell each in reading order."""
    solution = _sudoku(n, *box)
    cages = _cages(solution, seed)
    return PlayModel(
        mode="cages",
        title=f"Killer {n} x {n}",
        grid=tuple(tuple("" for _ in range(n)) for _ in range(n)),
        entries=tuple(PlayEntry(f"cage {label}", cells, "cage") for label, cells in cages),
        solution={(r, c): str(solution[r][c]) for r in range(n) for c in range(n)},
        cages=tuple(cages),
        values=tuple(str(v) for v in range(1, n + 1)),
        steps=tuple(
            PlayStep(f"r{r + 1}c{c + 1} is {solution[r][c]}.", ((r, c),), (((r, c), str(solution[r][c])),))
            for r in range(n)
            for c in range(n)
        ),
        boxes=box,
        cage_style="dashed",
        rules=(
            f"Fill each row, each column and each box with the digits 1 to {n}, each once.",
            "The digits of a cage add up to the number in its corner; no digit repeats in a cage.",
        ),
    )
