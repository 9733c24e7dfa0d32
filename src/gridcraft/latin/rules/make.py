"""The makers of Unequal and Towers puzzles restated (unequal.c's and towers.c's new_game_desc),
drawing from ``random.Random(seed)``.

Unequal: a random Latin square; the clues (each cell's number, then each cell's four inequality
flags; in adjacent mode every bar is always shown) in a shuffled list, numbers first; clues added
from the end of the list where the solver at the target level is most stuck (the cell with the
most candidates left, fewest flags first) until it solves; then each clue in list order removed
while the puzzle still solves at the target; tried again when the puzzle solves a level lower.

Towers: a random Latin square with every clue and every cell given; givens removed in shuffled
order while the puzzle solves at the target, then (above Easy) clues likewise; tried again unless
the solver needs exactly the target.

Unlike Tatham's makers, which settle for an easier puzzle after 50 tries, these keep trying up to
:data:`TRIES` squares and then raise :class:`~gridcraft.errors.BudgetExceeded`.

Where the C ladder is built, the whole make (every try: the square, the shuffles and the carving)
runs in one C call (``_rules.c``), its own Mersenne Twister seeded from :func:`seed_key` as
``random.Random`` seeds CPython's, drawing as ``random.Random`` draws: the same seed makes the same
puzzle with C or without.
"""

from __future__ import annotations

import hashlib
import random

from gridcraft.errors import BudgetExceeded
from gridcraft.latin.rules import towers, unequal
from gridcraft.latin.rules.board import TOWERS_GAME, TOWERS_LEVELS, UNEQUAL_GAME, UNEQUAL_LEVELS, Board
from gridcraft.latin.rules.native import available, run, towers_make_native, unequal_make_native

#: the most Latin squares a make tries before it gives up
TRIES = 2000

_FLAG_SIDES = unequal.SIDES


def make(
    kind: str, n: int, level: int, seed: str, *, adjacent: bool = False, tries: int | None = None
) -> tuple[Board, tuple[int, ...]]:
    """A puzzle of ``kind`` (``"inequalities"``: Unequal's; ``"sightlines"``: Towers') of side ``n`` that Tatham's solver grades
    exactly ``level``, and its solution (reading order); the same for the same arguments.

    Raises:
        ValueError: an unknown kind, a level out of range, or a size and level no puzzle has
            (Towers above Hard at 3 or less, adjacent Unequal from Tricky below 5, as Tatham's).
        BudgetExceeded: no puzzle after ``tries`` squares (``None``: :data:`TRIES`; a count, so
            the same on any machine).
    """
    tries = TRIES if tries is None else tries
    text = f"{kind}:{n}:{level}:{int(adjacent)}:{seed}"  # random.Random(text) draws every choice
    native = available()
    if kind == UNEQUAL_GAME:
        if not 0 <= level < len(UNEQUAL_LEVELS):
            raise ValueError(f"Unequal level {level} is outside 0 to {len(UNEQUAL_LEVELS) - 1}")
        if not 3 <= n <= 31:
            raise ValueError(f"Unequal size {n} is outside 3 to 31")
        if adjacent and n < 5 and level >= 2:
            raise ValueError("adjacent Unequal puzzles from Tricky up need a size of at least 5")
        return _unequal(n, level, adjacent, text, native, tries)
    if kind == TOWERS_GAME:
        if adjacent:
            raise ValueError("Towers has no adjacent mode")
        if not 0 <= level < len(TOWERS_LEVELS):
            raise ValueError(f"Towers level {level} is outside 0 to {len(TOWERS_LEVELS) - 1}")
        if not 2 <= n <= 9:
            raise ValueError(f"Towers size {n} is outside 2 to 9")
        if level > 1 and n <= 3:
            raise ValueError("Towers puzzles above Hard need a size of at least 4")
        return _towers(n, level, text, native, tries)
    raise ValueError(f"unknown rules {kind!r}: {UNEQUAL_GAME!r} or {TOWERS_GAME!r}")


def latin_square(n: int, rng: random.Random) -> list[int]:
    """A random ``n x n`` Latin square (reading order): rows filled in a random order, each a
    perfect matching of columns to the values still missing from them (one always exists), found
    by augmenting paths over the columns in a random order, each trying values in a random order.
    Every Latin square can come out."""
    grid = [0] * (n * n)
    missing = [set(range(1, n + 1)) for _ in range(n)]  # per column, the values not yet in it
    rows = list(range(n))
    rng.shuffle(rows)
    for r in rows:
        prefer = list(range(1, n + 1))
        rng.shuffle(prefer)
        free = [[v for v in prefer if v in missing[c]] for c in range(n)]
        owner: dict[int, int] = {}  # value -> column
        cols = list(range(n))
        rng.shuffle(cols)
        for c in cols:
            if not _augment(c, free, owner, set()):
                raise AssertionError("a Latin rectangle always extends")  # pragma: no cover
        for v, c in owner.items():
            grid[r * n + c] = v
            missing[c].discard(v)
    return grid


def _augment(c: int, free: list[list[int]], owner: dict[int, int], seen: set[int]) -> bool:
    for v in free[c]:
        if v in seen:
            continue
        seen.add(v)
        if v not in owner or _augment(owner[v], free, owner, seen):
            owner[v] = c
            return True
    return False


# ---- Unequal -----------------------------------------------------------------------------------


def _unequal(
    n: int, level: int, adjacent: bool, text: str, native: bool, tries: int
) -> tuple[Board, tuple[int, ...]]:
    if native:
        made = unequal_make_native(n, seed_key(text), adjacent, level, tries)
        if made is not None:
            square, givens, less, pairs = made
            return Board(n, givens, less, adjacent, pairs), square
    else:
        found = _unequal_python(n, level, adjacent, random.Random(text), tries)
        if found is not None:
            return found
    raise BudgetExceeded(
        f"no {UNEQUAL_LEVELS[level]} {n} x {n} Unequal puzzle after {tries:,} squares", tries
    )


def _unequal_python(
    n: int, level: int, adjacent: bool, rng: random.Random, tries: int = TRIES
) -> tuple[Board, tuple[int, ...]] | None:
    """The Python reference of ``_rules.c``'s unequal_make: None after ``tries`` squares."""
    o2 = n * n
    codes = [(i % o2) * 5 + 4 - (i // o2) for i in range(5 * o2)]  # numbers (4 mod 5) first
    for _ in range(tries):
        square = latin_square(n, rng)
        head, tail = codes[:o2], codes[o2:]
        rng.shuffle(head)
        rng.shuffle(tail)
        codes = head + tail
        nums, flags, ok = unequal_carve_python(n, square, codes, adjacent, level)
        if ok:
            return _unequal_board(n, nums, flags, adjacent), tuple(square)
    return None


def seed_key(text: str) -> bytes:
    """The bytes of the integer ``random.Random(text)`` seeds its Mersenne Twister with (version 2
    seeding), big-endian: ``text``'s UTF-8 bytes and their SHA-512; C seeds its twister from them."""
    raw = text.encode()
    return raw + hashlib.sha512(raw).digest()


def unequal_carve_python(
    n: int, square: list[int], codes: list[int], adjacent: bool, level: int
) -> tuple[list[int], list[int], bool]:
    """One try of unequal.c's maker on a square and a clue order: (the numbers, the flags, whether
    the puzzle needs ``level`` rather than one lower); the C loop is ``_rules.c``'s unequal_carve."""
    o2 = n * n
    nums = [0] * o2
    flags = [0] * o2
    if adjacent:
        for i in range(o2):
            y, x = divmod(i, n)
            for side, (dx, dy) in enumerate(_FLAG_SIDES):
                nx, ny = x + dx, y + dy
                if 0 <= nx < n and 0 <= ny < n and abs(square[i] - square[ny * n + nx]) == 1:
                    flags[i] |= 1 << side
    _assemble(n, nums, flags, adjacent, codes, square, min(level, len(UNEQUAL_LEVELS) - 2))
    _strip(n, nums, flags, adjacent, codes, square, level)
    ok = not (level > 0 and _unequal_state(n, list(nums), flags, adjacent, level - 1)[0] == 1)
    return nums, flags, ok


def _unequal_board(n: int, nums: list[int], flags: list[int], adjacent: bool) -> Board:
    less = []
    pairs = []
    steps = (-n, 1, n, -1)  # up, right, down, left
    for i, f in enumerate(flags):
        if not f:
            continue
        for side in range(4):
            if f >> side & 1:
                j = i + steps[side]
                if adjacent:
                    if i < j:
                        pairs.append((i, j))
                else:
                    less.append((j, i))
    return Board(n, tuple(nums), tuple(sorted(less)), adjacent, tuple(sorted(pairs)))


def _unequal_state(
    n: int, nums: list[int], flags: list[int], adjacent: bool, level: int
) -> tuple[int, list[int]]:
    """unequal.c's solver_state: 1 solved (uniquely) at ``level``, 0 unfinished, -1 impossible, 2
    ambiguous; ``nums`` gets the grid reached; with the candidates left."""
    ctx = unequal.rules_of_flags(n, flags, adjacent)
    diff, _, grid, cand = run(False, n, nums, ctx, level)
    nums[:] = grid
    return {10: -1, 11: 2, 12: 0}.get(diff, 1), cand


def _can_place(
    n: int, nums: list[int], flags: list[int], adjacent: bool, code: int, square: list[int]
) -> bool:
    loc, which = divmod(code, 5)
    if which == 4:
        return nums[loc] == 0
    if adjacent or flags[loc] >> which & 1:
        return False
    y, x = divmod(loc, n)
    dx, dy = _FLAG_SIDES[which]
    if not (0 <= x + dx < n and 0 <= y + dy < n):
        return False
    return square[loc] > square[(y + dy) * n + x + dx]


def _place(nums: list[int], flags: list[int], code: int, square: list[int]) -> None:
    loc, which = divmod(code, 5)
    if which == 4:
        nums[loc] = square[loc]
    else:
        flags[loc] |= 1 << which


def _assemble(
    n: int, nums: list[int], flags: list[int], adjacent: bool, codes: list[int], square: list[int], level: int
) -> None:
    """game_assemble: add clues until the solver at ``level`` solves (on a copy that keeps what it
    deduced, as unequal.c's does)."""
    cnums, cflags = list(nums), list(flags)
    while True:
        state, cand = _unequal_state(n, cnums, cflags, adjacent, level)
        if state == 1:
            return
        best, most, fewest = -1, 0, 5
        for i in range(len(codes) - 1, -1, -1):
            code = codes[i]
            if not _can_place(n, cnums, cflags, adjacent, code, square):
                continue
            loc = code // 5
            # unequal.c reads the candidates of the cell at the transposed place
            y, x = divmod(loc, n)
            poss = cand[x * n + y].bit_count()
            clues = cflags[loc].bit_count()
            if poss > most or (poss == most and clues < fewest):
                best, most, fewest = i, poss, clues
        if best < 0:  # pragma: no cover - a square always allows a clue
            raise AssertionError("no clue left to add")
        _place(nums, flags, codes[best], square)
        _place(cnums, cflags, codes[best], square)


def _strip(
    n: int, nums: list[int], flags: list[int], adjacent: bool, codes: list[int], square: list[int], level: int
) -> None:
    """game_strip: each clue in list order removed for good when the puzzle still solves at ``level``."""
    for code in codes:
        loc, which = divmod(code, 5)
        if which == 4:
            if not nums[loc]:
                continue
            nums[loc] = 0
        else:
            if adjacent or not flags[loc] >> which & 1:
                continue
            flags[loc] &= ~(1 << which)
        if _unequal_state(n, list(nums), flags, adjacent, level)[0] != 1:
            _place(nums, flags, code, square)


# ---- Towers ------------------------------------------------------------------------------------


def _towers_solve(n: int, clues: list[int], grid: list[int], level: int) -> int:
    """towers.c's solver: the level needed, or 10 impossible, 11 ambiguous, 12 unfinished."""
    return run(True, n, grid, towers.Sightlines(n, tuple(clues)), level)[0]


def _towers(n: int, level: int, text: str, native: bool, tries: int) -> tuple[Board, tuple[int, ...]]:
    if native:
        made = towers_make_native(n, seed_key(text), level, tries)
        if made is not None:
            square, givens, clues = made
            return Board(n, givens, clues=clues), square
    else:
        found = _towers_python(n, level, random.Random(text), tries)
        if found is not None:
            return found
    raise BudgetExceeded(f"no {TOWERS_LEVELS[level]} {n} x {n} Towers puzzle after {tries:,} squares", tries)


def _towers_python(
    n: int, level: int, rng: random.Random, tries: int = TRIES
) -> tuple[Board, tuple[int, ...]] | None:
    """The Python reference of ``_rules.c``'s towers_make: None after ``tries`` squares."""
    a = n * n
    for _ in range(tries):
        grid = latin_square(n, rng)
        solution = tuple(grid)
        clues = [towers.visible([grid[i] for i in cells]) for cells in towers.lines(n)]
        if level == 0 and n <= 5 and _towers_solve(n, clues, [0] * a, level) > level:
            continue
        cells = list(range(a))
        rng.shuffle(cells)
        sides = list(range(4 * n))
        if level > 0:
            rng.shuffle(sides)
        grid, clues, ok = towers_carve_python(n, grid, clues, cells, sides, level)
        if ok:
            return Board(n, tuple(grid), clues=tuple(clues)), solution
    return None


def towers_carve_python(
    n: int, square: list[int], clues: list[int], cells: list[int], sides: list[int], level: int
) -> tuple[list[int], list[int], bool]:
    """One try of towers.c's maker: givens removed in the order ``cells``, then (above Easy) clues
    in the order ``sides``: (the givens, the clues, whether the solver needs exactly ``level``); the
    C loop is ``_rules.c``'s towers_carve."""
    grid, clues = list(square), list(clues)
    for j in cells:
        trial = list(grid)
        trial[j] = 0
        if _towers_solve(n, clues, trial, level) <= level:
            grid[j] = 0
    if level > 0:
        for j in sides:
            clue = clues[j]
            clues[j] = 0
            if _towers_solve(n, clues, list(grid), level) > level:
                clues[j] = clue
    return grid, clues, _towers_solve(n, clues, list(grid), level) == level
