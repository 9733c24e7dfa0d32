"""Simon Tatham's Keen game IDs: ``n:BLOCKS,CLUES``, read and written.

The format, as Keen (``keen.c`` in Simon Tatham's Portable Puzzle Collection) defines it:

* ``n`` is the side of the grid. Keen may also print parameters after it (``9du:``, ``6dem:``);
  they are accepted and ignored.
* ``BLOCKS`` lists the grid's internal edges: first the ``n * (n - 1)`` vertical edges in reading
  order (edge ``i`` lies between cells ``(i // (n-1), i % (n-1))`` and the cell to its right), then
  the ``n * (n - 1)`` horizontal edges in transposed order (edge ``i`` lies between cells
  ``(i % (n-1), i // (n-1))`` and the cell below it), then one virtual edge that is always a
  dividing line. Each letter gives the number of non-dividing edges before the next dividing one:
  ``_`` none, ``a`` one, ..., ``y`` 25; ``z`` stands for 25 non-dividing edges *without* a following
  dividing line. A letter followed by a decimal number is repeated that many times. (This is the
  meaning Keen's encoder gives the letters. Keen's decoder reads ``y`` as 25 joined edges without a
  line and ``z`` as 26 with one, which differs only for runs of 25 or more joined edges, and these
  never occur in the puzzles Keen generates, whose cages have at most six cells. We follow the
  encoder, so that our own IDs of larger cages read back correctly.)
* ``CLUES`` has one clue per cage, cages ordered by their first cell in reading order: a letter
  ``a`` (sum), ``m`` (product), ``s`` (difference) or ``d`` (quotient), then the target in decimal.
  Keen writes a one-cell cage as a sum.
"""

from __future__ import annotations

from collections.abc import Callable

from gridcraft.errors import InvalidPuzzle, ParseError, expect
from gridcraft.grid import Cell, components
from gridcraft.kenken.model import MAX_SIZE, MAX_TARGET_DIGITS, Cage, KenKenPuzzle, Op

_CLUE_OPS = {"a": Op.ADD, "m": Op.MUL, "s": Op.SUB, "d": Op.DIV}
_OP_CLUES = {Op.ADD: "a", Op.MUL: "m", Op.SUB: "s", Op.DIV: "d", Op.EQ: "a"}


def _edge_cells(index: int, n: int) -> tuple[int, int]:
    """The two cell indices (row * n + col) on either side of internal edge ``index``."""
    half = n * (n - 1)
    if index < half:
        row, col = divmod(index, n - 1)
        return row * n + col, row * n + col + 1
    col, row = divmod(index - half, n - 1)
    return row * n + col, (row + 1) * n + col


def to_keen_id(puzzle: KenKenPuzzle) -> str:
    """The Keen game ID of ``puzzle``, e.g. ``4:_a_7a4_a3,a3a5m12d2s1s1d2m4``.

    A one-cell cage is written as a sum, as Keen does. :func:`parse_keen_id` of the result gives back
    an equal puzzle.

    Raises:
        InvalidPuzzle: a cage of two or more cells has no operation (Keen has no such clue), or the
            puzzle has given digits (a Keen ID has none).
    """
    expect(puzzle, KenKenPuzzle, "kenken.to_keen_id(puzzle=...)", "a KenKenPuzzle (from kenken.parse)")
    n = puzzle.size
    if puzzle.givens:
        raise InvalidPuzzle("a Keen game ID holds no given digits: write the puzzle as a cage list or ipuz")
    owner = [0] * (n * n)
    for i, cage in enumerate(puzzle.cages):
        if cage.op is None:
            raise InvalidPuzzle(f"cage {cage.label()} has no operation; a Keen game ID needs one")
        for r, c in cage.cells:
            owner[r * n + c] = i
    letters: list[str] = []
    run = 0
    edges = 2 * n * (n - 1)
    for index in range(edges + 1):
        if index < edges:
            p, q = _edge_cells(index, n)
            if owner[p] == owner[q]:
                run += 1
                continue
        while run > 25:
            letters.append("z")
            run -= 25
        letters.append(chr(ord("a") - 1 + run) if run else "_")
        run = 0
    blocks: list[str] = []
    i = 0
    while i < len(letters):
        j = i
        while j < len(letters) and letters[j] == letters[i]:
            j += 1
        count = j - i
        blocks.append(letters[i] * count if count <= 2 else f"{letters[i]}{count}")
        i = j
    clues = "".join(f"{_OP_CLUES[cage.op]}{cage.target}" for cage in puzzle.cages if cage.op is not None)
    return f"{n}:{''.join(blocks)},{clues}"


def parse_keen_id(text: str, line: int = 1, column: int = 1, source: str = "<string>") -> KenKenPuzzle:
    """Read a Keen game ID (``text`` without surrounding white space) found at ``line``, ``column``.

    Raises:
        ParseError: a malformed ID, at the 1-based column of the offending character (``column`` is
            where ``text`` starts in its line).
    """
    expect(text, str, "kenken.parse_keen_id(text=...)", "a str (a Keen game ID)")

    def fail(message: str, at: int) -> ParseError:
        return ParseError(message, line, column + at, source)

    pos = 0
    while pos < len(text) and text[pos].isdigit() and text[pos].isascii():
        pos += 1
    if pos == 0:
        raise fail("a Keen game ID starts with the grid size", 0)
    if pos > 3:
        raise fail(f"grid size must be between 1 and {MAX_SIZE}, not a number of {pos} digits", 0)
    n = int(text[:pos])
    if not 1 <= n <= MAX_SIZE:
        raise fail(f"grid size must be between 1 and {MAX_SIZE}, not {n}", 0)
    colon = text.find(":", pos)
    if colon < 0:
        raise fail("expected ':' after the grid size", pos)
    for k in range(pos, colon):  # Keen's parameters, such as 'du' or 'dem'
        if not (text[k].isascii() and text[k].isalpha()):
            raise fail(f"unexpected {text[k]!r} in the game parameters", k)
    pos = colon + 1
    joined: dict[Cell, list[Cell]] = {}
    pos = _read_blocks(text, pos, n, joined, fail)
    cells = [divmod(i, n) for i in range(n * n)]
    blocks = sorted(sorted(piece) for piece in components(cells, lambda c: joined.get(c, ())))
    cages = []
    for cells in blocks:
        if pos >= len(text):
            raise fail(f"too few clues: {len(blocks)} cages need {len(blocks)} clues", len(text))
        letter = text[pos]
        op = _CLUE_OPS.get(letter)
        if op is None:
            raise fail(f"unknown clue type {letter!r} (expected a, m, s or d)", pos)
        start = pos + 1
        end = start
        while end < len(text) and text[end].isascii() and text[end].isdigit():
            end += 1
        if end == start:
            raise fail(f"clue {letter!r} needs a target", start)
        if end - start > MAX_TARGET_DIGITS:
            raise fail(f"a target of {end - start} digits is larger than any cage can make", start)
        target = int(text[start:end])
        if target < 1:
            raise fail("a target must be a positive integer", start)
        if op in (Op.SUB, Op.DIV) and len(cells) != 2:
            raise fail(f"clue {letter!r} needs a two-cell cage, not {len(cells)} cells", pos)
        cages.append(Cage(target, op, tuple(cells)))
        pos = end
    if pos < len(text):
        raise fail(f"too many clues for {len(blocks)} cages", pos)
    return KenKenPuzzle(n, tuple(cages))


def _read_blocks(
    text: str,
    pos: int,
    n: int,
    joined: dict[Cell, list[Cell]],
    fail: Callable[[str, int], ParseError],
) -> int:
    """Record in ``joined`` (cell -> cells) the neighbours that BLOCKS joins into one cage; return the
    position after its ``,``."""
    edges = 2 * n * (n - 1)
    edge = 0  # the next internal edge
    while pos < len(text) and text[pos] != ",":
        ch = text[pos]
        if ch == "_":
            run = 0
        elif "a" <= ch <= "z":
            run = min(ord(ch) - ord("a") + 1, 25)  # 'z': 25 joined edges and no line
        else:
            raise fail(f"unexpected {ch!r} in the block structure", pos)
        at = pos
        pos += 1
        end = pos
        while end < len(text) and text[end].isascii() and text[end].isdigit():
            end += 1
        repeat = int(text[pos:end]) if end > pos else 1
        if repeat < 1:
            raise fail("a repeat count must be at least 1", pos)
        pos = end
        for _ in range(repeat):
            step = run + (ch != "z")  # 'z' has no dividing line after its 25 edges
            if edge + run > edges or edge + step > edges + 1:
                raise fail(
                    "the cage layout after the size is too long for this size: not a Keen game ID of this size",
                    at,
                )
            for index in range(edge, edge + run):
                p, q = _edge_cells(index, n)
                joined.setdefault(divmod(p, n), []).append(divmod(q, n))
            edge += step
    if pos >= len(text):
        raise fail("expected ',' after the block structure", pos)
    if edge != edges + 1:
        raise fail(
            "the cage layout after the size is too short for this size: not a Keen game ID of this size", pos
        )
    return pos + 1
