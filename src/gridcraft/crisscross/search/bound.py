"""A lower bound on the bounding-box area of every valid criss-cross layout of a word list.

The exact search proves optima only for short lists; this bound says how far any layout of a long
list can be from the best one, without a search. Its argument, step by step (the rules are those of
:mod:`gridcraft.crisscross.layout`: every maximal run of 2+ letters is one placed word, each word
placed once, the letters one 4-connected piece):

Let the list have ``n`` words with ``S`` letters in all, and let a layout have ``X`` crossings (cells
shared by an across and a down word; no cell is in two across or two down words, since each run is
one word), ``L = S - X`` letter cells and ``E`` empty cells in its ``W x H`` box, so that its area is
``L + E``.

1. **Faces.** Join every two side-by-side letter cells by a unit segment between their centres. Two
   adjacent letters lie in one run of 2+ letters, so in exactly one word, and each word gives the
   segments between its consecutive letters: the plane graph has ``V = S - X`` vertices and
   ``S - n`` edges, and it is connected because the letters are. By Euler's formula it has
   ``S - n - (S - X) + 1 = X - n + 1`` bounded faces. A bounded face that is one unit square has four
   letter corners: a filled 2 x 2 block. Any other bounded face contains a cell centre that is not a
   letter: it holds two unit squares that meet in a segment, or at a point, that is not in the
   graph; a point not in the graph is an empty cell, and a segment between two letters would be in
   the graph, so one end is an empty cell, inside the face. Faces are disjoint, so
   ``E >= X - n + 1 - Q`` where ``Q`` is the number of filled 2 x 2 blocks, and
   **area = S - X + E >= S - n + 1 - Q**.
2. **Filled blocks.** In a filled 2 x 2 block, the top row is a two-letter piece ``PQ`` of an across
   word ``a``, and the left column ``PR`` of a down word ``d``, the right column ``QT`` of a down word,
   the bottom row ``RT`` of an across word, four different words. A piece ``PQ`` of a word can be
   a block's top row or left column only when there are letters ``R, T`` with ``PR``, ``QT`` and
   ``RT`` pieces of words other than its own (:func:`corner_pieces` counts such pieces, one per
   position of a word). Each block has one top-row piece (in an across word) and one left-column
   piece (in a down word), different pieces, and each piece is the top row of at most one block and
   the left column of at most one, so ``Q <= corner_pieces // 2``.
3. **Empty cells by runs.** In a column, the maximal runs of letters are the down words there and
   the single letters of across words that no down word crosses, and two runs are separated by at
   least one empty cell, so ``E >= (runs in columns) - W``; with rows, ``E >= (runs in rows) - H``.
   The runs in columns number ``n_down + S_across - X`` (uncrossed letters of across words), and in
   rows ``n_across + S_down - X``; adding, ``2E >= S + n - 2X - W - H`` and
   **2 area >= 3S + n - 4X - W - H**.
4. **Crossings by letters.** A crossing pairs a letter of an across word with the same letter of a
   down word, each letter crossed at most once, so ``X <= sum over letters c of floor(N_c / 2)``,
   ``N_c`` the count of ``c`` in the list; also ``X >= n - 1`` since the layout is connected.
5. **Box.** The box is one the :class:`~gridcraft.crisscross.search.shape.Shape` allows (aspect and
   page caps) and its long side holds the longest word.

The bound is the least area ``W * H`` of a box of step 5 that meets steps 1 and 3 (with ``Q`` and
``X`` at the most steps 2 and 4 allow) and ``W * H >= S - X``. Step 1 is the strong one when
blocks are few: no layout is denser than its letters with ``n - 1`` crossings, up to filled
blocks. On random English lists, though, most two-letter pieces could be a block's corner, and
step 3 decides. The bound is loose by
the empty cells a real layout has beyond those steps count (a random list's best layouts are about
half empty) and by the crossings letters allow but no layout makes: on random lists of 12 and 13
words it is 0.36 to 0.47 of the proven optimum (``benchmarks/crisscross_gap.py``).

Cost: ``O(S * k^2)`` for step 2 (``k`` the distinct letters) plus a scan of box widths up to ``S``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from gridcraft.crisscross.search.shape import Shape


def crossings_upper_bound(words: Sequence[str]) -> int:
    """Most crossings any layout of ``words`` can have: each letter is crossed at most once and a
    crossing joins two equal letters (step 4)."""
    counts = Counter(ch for w in words for ch in w)
    return sum(c // 2 for c in counts.values())


def corner_pieces(words: Sequence[str]) -> int:
    """How many two-letter pieces ``PQ`` (one per word and position) have letters ``R, T`` with
    ``PR``, ``QT`` and ``RT`` pieces of words other than the piece's own (step 2)."""
    holders: dict[str, int] = Counter(p for w in words for p in {w[i : i + 2] for i in range(len(w) - 1)})
    letters = sorted({ch for w in words for ch in w})
    count = 0
    for w in words:
        own = {w[i : i + 2] for i in range(len(w) - 1)}

        def elsewhere(piece: str, own: set[str] = own) -> bool:
            return holders.get(piece, 0) > (piece in own)

        for i in range(len(w) - 1):
            p, q = w[i], w[i + 1]
            downs_p = [r for r in letters if elsewhere(p + r)]
            downs_q = [t for t in letters if elsewhere(q + t)]
            if any(elsewhere(r + t) for r in downs_p for t in downs_q):
                count += 1
    return count


def area_lower_bound(words: Sequence[str], shape: Shape) -> int:
    """A lower bound on the area of every valid layout of ``words`` (upper-case letters as placed)
    in a box ``shape`` allows; the module docstring gives the argument.

    Raises:
        ValueError: fewer than one word, or no box ``shape`` allows holds the longest word.
    """
    if not words:
        raise ValueError("no words")
    total = sum(len(w) for w in words)
    n = len(words)
    longest = max(len(w) for w in words)
    most_crossings = crossings_upper_bound(words)
    blocks = corner_pieces(words) // 2
    faces_floor = total - n + 1 - blocks  # step 1
    lower = max(faces_floor, total - most_crossings, 1)
    best: int | None = None
    for w in range(1, total + 1):  # every column holds a letter: at most S columns
        h = max(-(-lower // w), longest if w < longest else 1)
        while h <= total and (best is None or w * h < best):
            if shape.ratio is not None and h > shape.ratio * w + 1e-9:
                break  # taller boxes break the aspect cap too
            if shape.fits(w, h) and 2 * w * h >= 3 * total + n - 4 * most_crossings - w - h:  # step 3
                best = w * h
                break
            h += 1
    if best is None:
        raise ValueError(f"no box the shape allows holds a word of {longest} letters")
    return best
