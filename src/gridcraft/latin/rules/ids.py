"""Tatham's game IDs of Unequal and Towers read into a :class:`Board` and written from one.

Unequal: ``N[a]:`` then one comma-ended token per cell in reading order (letters ``a``..``z`` may
skip 1..26 empty cells first): a number (0 for empty) and flags ``U R D L``. Without ``a`` a flag
says the cell is greater than its neighbour on that side; with ``a`` (adjacent mode) that the two
differ by 1, marked on both cells. The parameters may carry a grade (``5adk``), which is ignored.

Towers: ``N:`` then ``4 N`` clues separated by ``/`` (empty for none; above the columns, below
them, left of the rows, right of them), optionally ``,`` and the givens run-length coded:
``a``..``z`` for 1..26 empty cells, numbers for givens, ``_`` between two adjacent givens.
"""

from __future__ import annotations

import re

from gridcraft.latin.rules.board import Board

_SIDES = {"U": (0, -1), "R": (1, 0), "D": (0, 1), "L": (-1, 0)}
_PARAMS = re.compile(r"(\d+)(a?)(?:d[a-z])?")


def _split(text: str, kind: str) -> tuple[str, str]:
    text = text.strip()
    if ":" not in text:
        raise ValueError(f"{kind} ID {text[:20]!r} has no ':' between its parameters and its description")
    head, _, desc = text.partition(":")
    return head, desc


def parse_unequal_id(text: str) -> Board:
    """An Unequal game ID as a board.

    >>> b = parse_unequal_id("3:1,0R,0,0,0,0D,0,0,0,")
    >>> b.givens[0], b.less
    (1, ((2, 1), (8, 5)))

    Raises:
        ValueError: a bad parameter part, or a bad token, named by its position.
    """
    head, desc = _split(text, "Unequal")
    match = _PARAMS.fullmatch(head)
    if not match:
        raise ValueError(f"Unequal parameters {head!r} are not a size (3 to 31) with an optional 'a'")
    n, adjacent = int(match.group(1)), bool(match.group(2))
    if not 3 <= n <= 31:
        raise ValueError(f"Unequal size {n} is outside 3 to 31")
    givens = [0] * (n * n)
    flags: list[set[str]] = [set() for _ in range(n * n)]
    i = 0
    p = 0
    token = 1
    where = len(head) + 1  # character offset of desc in text
    while p < len(desc):
        at = f"token {token} (character {where + p + 1})"
        while p < len(desc) and "a" <= desc[p] <= "z":
            i += ord(desc[p]) - ord("a") + 1
            p += 1
        if i >= n * n:
            raise ValueError(f"Unequal ID: {at}: more cells than a {n} x {n} grid has")
        q = p
        while q < len(desc) and desc[q].isdigit():
            q += 1
        if q == p:
            got = repr(desc[p]) if p < len(desc) else "the end"
            raise ValueError(f"Unequal ID: {at}: expected a number, found {got}")
        v = int(desc[p:q])
        if v > n:
            raise ValueError(f"Unequal ID: {at}: {v} is outside 0 to {n}")
        givens[i] = v
        p = q
        while p < len(desc) and desc[p] in _SIDES:
            flags[i].add(desc[p])
            p += 1
        i += 1
        if i < n * n and (p >= len(desc) or desc[p] != ","):
            got = repr(desc[p]) if p < len(desc) else "the end"
            raise ValueError(f"Unequal ID: {at}: expected ',' after the cell, found {got}")
        if p < len(desc) and desc[p] == ",":
            p += 1
        token += 1
    if i < n * n:
        raise ValueError(f"Unequal ID: {i} cells given, a {n} x {n} grid has {n * n}")
    less: list[tuple[int, int]] = []
    pairs: list[tuple[int, int]] = []
    for cell in range(n * n):
        y, x = divmod(cell, n)
        for flag in sorted(flags[cell]):
            dx, dy = _SIDES[flag]
            nx, ny = x + dx, y + dy
            at = f"token {cell + 1} (r{y + 1}c{x + 1})"
            if not (0 <= nx < n and 0 <= ny < n):
                raise ValueError(f"Unequal ID: {at}: flag {flag} points off the grid")
            other = ny * n + nx
            back = {"U": "D", "D": "U", "L": "R", "R": "L"}[flag]
            if adjacent:
                if back not in flags[other]:
                    raise ValueError(
                        f"Unequal ID: {at}: flag {flag} is not matched by its neighbour's {back}"
                    )
                if cell < other:
                    pairs.append((cell, other))
            else:
                if back in flags[other]:
                    raise ValueError(f"Unequal ID: {at}: flag {flag} contradicts its neighbour's {back}")
                less.append((other, cell))
    return Board(n, tuple(givens), tuple(sorted(less)), adjacent, tuple(sorted(pairs)))


def unequal_id(board: Board) -> str:
    """The Unequal game ID of ``board`` (Tatham's form: a token per cell, flags in order U R D L).

    >>> unequal_id(parse_unequal_id("3:1,0R,0,0,0,0D,0,0,0,"))
    '3:1,0R,0,0,0,0D,0,0,0,'
    """
    n = board.n
    marks: list[set[str]] = [set() for _ in range(n * n)]
    links = [(b, a) for a, b in board.less]
    if board.adjacent:
        links += [(a, b) for a, b in board.pairs] + [(b, a) for a, b in board.pairs]
    for g, lo in links:
        (yg, xg), (yl, xl) = divmod(g, n), divmod(lo, n)
        marks[g].add(next(k for k, d in _SIDES.items() if d == (xl - xg, yl - yg)))
    out = "".join(f"{board.givens[i]}{''.join(f for f in 'URDL' if f in marks[i])}," for i in range(n * n))
    return f"{n}{'a' if board.adjacent else ''}:{out}"


def parse_towers_id(text: str) -> Board:
    """A Towers game ID as a board.

    >>> parse_towers_id("3:1/2/2/2/2/1/1/2/3/3/2/1").clues[:3]
    (1, 2, 2)

    Raises:
        ValueError: a bad parameter part, or a bad clue or given, named by its position.
    """
    head, desc = _split(text, "Towers")
    match = _PARAMS.fullmatch(head)
    if not match or match.group(2):
        raise ValueError(f"Towers parameters {head!r} are not a size (3 to 9)")
    n = int(match.group(1))
    if not 1 <= n <= 9:
        raise ValueError(f"Towers size {n} is outside 1 to 9")
    part, comma, grid = desc.partition(",")
    fields = part.split("/")
    if len(fields) != 4 * n:
        raise ValueError(f"Towers ID: {len(fields)} clues, a {n} x {n} grid has {4 * n}")
    clues = []
    for k, field in enumerate(fields):
        if field == "":
            clues.append(0)
            continue
        if not field.isdigit() or not 1 <= int(field) <= n:
            raise ValueError(f"Towers ID: clue {k + 1} ({field!r}) is not a number 1 to {n}")
        clues.append(int(field))
    givens = [0] * (n * n)
    if comma:
        i = 0
        p = 0
        base = len(head) + 1 + len(part) + 1
        while p < len(grid):
            ch = grid[p]
            at = f"character {base + p + 1}"
            if "a" <= ch <= "z":
                i += ord(ch) - ord("a") + 1
                p += 1
            elif ch == "_":
                p += 1
            elif ch.isdigit() and ch != "0":
                q = p
                while q < len(grid) and grid[q].isdigit():
                    q += 1
                v = int(grid[p:q])
                if v > n:
                    raise ValueError(f"Towers ID: {at}: given {v} is outside 1 to {n}")
                if i >= n * n:
                    raise ValueError(f"Towers ID: {at}: more cells than a {n} x {n} grid has")
                givens[i] = v
                i += 1
                p = q
            else:
                raise ValueError(f"Towers ID: {at}: {ch!r} is not a run letter, a given or '_'")
            if i > n * n:
                raise ValueError(f"Towers ID: {at}: more cells than a {n} x {n} grid has")
        if i < n * n:
            raise ValueError(f"Towers ID: the givens cover {i} cells, a {n} x {n} grid has {n * n}")
    return Board(n, tuple(givens), clues=tuple(clues))


def towers_id(board: Board) -> str:
    """The Towers game ID of ``board`` (Tatham's form).

    >>> towers_id(parse_towers_id("3:1/2/2/2/2/1/1/2/3/3/2/1,b2f"))
    '3:1/2/2/2/2/1/1/2/3/3/2/1,b2f'
    """
    n = board.n
    out = "/".join(str(c) if c else "" for c in board.clues)
    if any(board.givens):
        out += ","
        run = 0
        for i, v in enumerate([*board.givens, -1]):
            if not v:
                run += 1
                continue
            if run:
                while run > 0:
                    step = min(run, 26)
                    out += chr(ord("a") + step - 1)
                    run -= step
            elif i > 0 and v > 0:
                out += "_"
            if v > 0:
                out += str(v)
    return f"{n}:{out}"
