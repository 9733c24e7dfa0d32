"""Simon Tatham's Unequal game IDs of futoshikis, read by :func:`parse_unequal_id` and written by
:func:`unequal_id`.

An ID is the parameters, ``:``, and the description: ``5:0,0,0U,...`` (a 5 x 5 futoshiki),
``5a:...`` (adjacent mode); the parameters may also carry the grade Unequal made it at
(``5dt:``, ``5adx:``; letters ``t e k x r``), which is read and passed over. The description is
one token a cell in reading order, each ended by ``,`` (the last one's optional): the cell's digit
(``0``: empty) and flags ``U R D L`` naming a neighbour (up, right, down, left). In the
inequality mode a flag says this cell is *greater* than that neighbour; in adjacent mode it marks
a bar (the two digits differ by 1), and the neighbour carries the matching flag. Lower-case
letters before a token skip empty cells (``a`` one, ``b`` two ...), as Unequal reads them.

Source: Unequal's ``load_game``, ``new_game_desc`` and ``decode_params`` (``unequal.c``), read
for the format; the installed ``sgt-unequal --generate`` is the reference.
"""

from __future__ import annotations

import re

from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.futoshiki.model import MAX_SIZE, MIN_SIZE, Cell, FutoshikiPuzzle, Pair, cell_name

#: the grade letters of Unequal's parameters, easiest first
GRADE_LETTERS = "tekxr"
_HEAD = re.compile(r"(\d+)(a?)(?:d([a-z]?))?:")
#: an Unequal game ID, told apart from a Keen ID (``N:`` then edges holding ``_`` and clues such
#: as ``m18d2``) and a Towers ID (clues parted by ``/``) by its tokens' grammar alone
UNEQUAL_ID = re.compile(r"\d+a?(?:d[a-z]?)?:(?:[a-z]*\d+[URDL]*(?:,|$))+")
_DIRECTIONS = {"U": (-1, 0), "R": (0, 1), "D": (1, 0), "L": (0, -1)}


def parse_unequal_id(text: str, source: str = "<string>", line: int = 1, column: int = 1) -> FutoshikiPuzzle:
    """The futoshiki of an Unequal game ID (see the module).

    Raises:
        ParseError: at the character at fault: parameters that are not a side (3 to 9) with
            ``a`` and a grade letter, a token that is not a digit with flags, a digit above the
            side, too many or too few cells, a flag off the grid, signs contradicting each other
            (both ways, or a bar on one side only), givens that break the rules.
    """
    given = text.strip()
    lead = column + len(text) - len(text.lstrip())

    def fail(message: str, at: int) -> ParseError:
        return ParseError(message, line, lead + at, source)

    head = _HEAD.match(given)
    if head is None:
        raise fail("an Unequal game ID starts with its side and a colon: 5:... or 5a:... (adjacent mode)", 0)
    n = int(head.group(1))
    if not MIN_SIZE <= n <= MAX_SIZE:
        raise fail(f"a futoshiki's side is {MIN_SIZE} to {MAX_SIZE}, not {n}", 0)
    letter = head.group(3)
    if letter is not None and letter not in GRADE_LETTERS:
        raise fail(f"{letter!r} is not a grade of Unequal's parameters: one of t, e, k, x, r", head.start(3))
    adjacent = head.group(2) == "a"
    values = [0] * (n * n)
    flags: list[str] = [""] * (n * n)
    where = [0] * (n * n)  # each cell's token's place in the ID
    i = 0
    at = head.end()
    while at < len(given):
        while at < len(given) and "a" <= given[at] <= "z":
            i += ord(given[at]) - ord("a") + 1
            at += 1
        if i >= n * n:
            raise fail(f"too many cells: a {n} x {n} futoshiki has {n * n}", at)
        digits = re.match(r"\d+", given[at:])
        if digits is None:
            shown = given[at] if at < len(given) else "the end"
            raise fail(f"expected a cell's digit (0 for an empty cell), not {shown!r}", at)
        value = int(digits.group())
        if value > n:
            raise fail(f"{value} is not a digit of a {n} x {n} futoshiki (0 to {n})", at)
        values[i], where[i] = value, at
        at += digits.end()
        while at < len(given) and given[at] in _DIRECTIONS:
            if given[at] in flags[i]:
                raise fail(f"the flag {given[at]} is given twice", at)
            flags[i] += given[at]
            at += 1
        i += 1
        if at < len(given) and given[at] != ",":
            raise fail(f"expected ',' after a cell, or a flag U, R, D or L, not {given[at]!r}", at)
        if i < n * n and at >= len(given):
            break
        at += 1
    if i < n * n:
        raise fail(f"too few cells: {i} of the {n * n} of a {n} x {n} futoshiki", len(given))
    less: list[Pair] = []
    bars: list[Pair] = []
    for k in range(n * n):
        cell: Cell = (k // n, k % n)
        for flag in flags[k]:
            dr, dc = _DIRECTIONS[flag]
            other = (cell[0] + dr, cell[1] + dc)
            if not (0 <= other[0] < n and 0 <= other[1] < n):
                raise fail(f"the flag {flag} of {cell_name(cell)} points off the grid", where[k])
            mirror = "UDLR"["DURL".index(flag)]
            has_mirror = mirror in flags[other[0] * n + other[1]]
            if adjacent:
                if not has_mirror:
                    raise fail(
                        f"the bar {flag} of {cell_name(cell)} has no matching flag {mirror} on {cell_name(other)}",
                        where[k],
                    )
                if cell < other:
                    bars.append((cell, other))
            else:
                if has_mirror:
                    raise fail(
                        f"{cell_name(cell)} and {cell_name(other)} are each marked greater than the other",
                        where[k],
                    )
                less.append((other, cell))
    givens = tuple(((k // n, k % n), v) for k, v in enumerate(values) if v)
    try:
        return FutoshikiPuzzle(n, givens, tuple(less), adjacent, tuple(bars))
    except InvalidPuzzle as error:
        raise fail(str(error), 0) from None


def unequal_id(puzzle: FutoshikiPuzzle) -> str:
    """``puzzle``'s Unequal game ID, as ``sgt-unequal --generate`` writes one (each token ended by
    a comma; flags in the order ``U R D L``; no grade in the parameters)."""
    n = puzzle.size
    marks: dict[Cell, set[str]] = {}
    for a, b in puzzle.less:  # the larger cell carries the flag towards the smaller
        marks.setdefault(b, set()).add(_towards(b, a))
    for a, b in puzzle.bars:
        marks.setdefault(a, set()).add(_towards(a, b))
        marks.setdefault(b, set()).add(_towards(b, a))
    givens = dict(puzzle.givens)
    tokens = []
    for r in range(n):
        for c in range(n):
            found = marks.get((r, c), set())
            tokens.append(str(givens.get((r, c), 0)) + "".join(f for f in "URDL" if f in found) + ",")
    return f"{n}{'a' if puzzle.adjacent else ''}:" + "".join(tokens)


def _towards(cell: Cell, other: Cell) -> str:
    """The flag of ``cell`` that points at its neighbour ``other``."""
    step = (other[0] - cell[0], other[1] - cell[1])
    return next(flag for flag, d in _DIRECTIONS.items() if d == step)
