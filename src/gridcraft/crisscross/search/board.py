"""Mutable search board of the exact criss-cross search.

Cells are encoded as one int, ``row * STRIDE + col`` around a centre, so that a step across is ``+1``
and a step down is ``+STRIDE`` and both directions share one code path. Words are indices into the
word list; a placement is ``(word, direction, start)`` with direction 0 = across, 1 = down.

The board keeps letters, the across and down owner of each cell, the bounding box and a stack of
*pending* runs: runs of two or more letters that no placed word covers yet (they arise when a new
letter lands beside an old one). A layout is only valid once no run is pending; allowing them during
the search is what lets the exact search reach dense blocks (two parallel words side by side, every
column they form also a placed word), which strict "never touch" growth cannot build.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gridcraft.crisscross.layout import ACROSS, DOWN, Placement

STRIDE = 1 << 12
ORIGIN = (STRIDE // 2) * STRIDE + STRIDE // 2
STEP = (1, STRIDE)
Move = tuple[int, int, int]  # (word index, direction 0/1, start cell code)


def cell_rc(cell: int) -> tuple[int, int]:
    """Decode a cell code into ``(row, col)`` relative to the origin."""
    o = ORIGIN
    return (cell // STRIDE - o // STRIDE, cell % STRIDE - o % STRIDE)


class Board:
    """Letters on an unbounded grid, with undo (a trail of what each placement added)."""

    def __init__(self, words: list[str]) -> None:
        self.words = words
        self.letters: dict[int, str] = {}
        self.owner: tuple[dict[int, int], dict[int, int]] = ({}, {})
        self.placed: list[Move | None] = [None] * len(words)
        self.n_placed = 0
        self.box = (0, -1, 0, -1)  # min row, max row, min col, max col (empty: max < min)
        self.pending: list[tuple[int, int]] = []  # (cell, direction) seeds of runs not yet covered
        self._trail: list[tuple[Move, list[int], tuple[int, int, int, int], int]] = []
        # occurrences: letter -> [(word, index)]
        self.occ: dict[str, list[tuple[int, int]]] = {}
        for w, word in enumerate(words):
            for i, ch in enumerate(word):
                self.occ.setdefault(ch, []).append((w, i))
        self.at: dict[str, set[int]] = {ch: set() for ch in self.occ}  # letter -> cells holding it

    # -- queries ---------------------------------------------------------------------------------
    def check(self, w: int, d: int, start: int, allow_pending: bool) -> int:
        """Shared-cell count of placing word ``w`` at ``start`` in direction ``d``, or -1 if illegal.

        Illegal: a letter clash, a cell already covered in direction ``d``, a letter just before or
        after the word, or a new letter beside a run that holds a placed word of the other direction
        (that word would be lengthened). With ``allow_pending`` False, a new letter beside any
        letter is also illegal (strict growth: nothing touches except at crossings).
        """
        letters = self.letters
        own = self.owner[d]
        step = STEP[d]
        pstep = STEP[1 - d]
        other = self.owner[1 - d]
        word = self.words[w]
        end = start + step * len(word)
        if (start - step) in letters or end in letters:
            return -1
        shared = 0
        x = start
        for ch in word:
            g = letters.get(x)
            if g is not None:
                if g != ch or x in own:
                    return -1
                shared += 1
            elif (x - pstep) in letters or (x + pstep) in letters:
                if not allow_pending:
                    return -1
                y = x - pstep
                while y in letters:
                    if y in other:
                        return -1
                    y -= pstep
                y = x + pstep
                while y in letters:
                    if y in other:
                        return -1
                    y += pstep
            x += step
        return shared

    def box_after(self, w: int, d: int, start: int) -> tuple[int, int, int, int]:
        """Bounding box ``(min row, max row, min col, max col)`` after a placement."""
        r0, c0 = divmod(start, STRIDE)
        n = len(self.words[w]) - 1
        r1, c1 = (r0, c0 + n) if d == 0 else (r0 + n, c0)
        a, b, c, e = self.box
        if b < a:
            return (r0, r1, c0, c1)
        return (min(a, r0), max(b, r1), min(c, c0), max(e, c1))

    def first_pending(self) -> tuple[int, int, int] | None:
        """A pending run as ``(direction, first cell, length)``, or None when every run is covered."""
        letters = self.letters
        for x, d in self.pending:
            if x in self.owner[d]:
                continue
            step = STEP[d]
            a = x
            while (a - step) in letters:
                a -= step
            b = x
            while (b + step) in letters:
                b += step
            return (d, a, (b - a) // step + 1)
        return None

    def run_text(self, d: int, a: int, n: int) -> str:
        """Letters of the run of ``n`` cells from cell ``a`` in direction ``d``."""
        step = STEP[d]
        return "".join(self.letters[a + k * step] for k in range(n))

    # -- changes ---------------------------------------------------------------------------------
    def place(self, w: int, d: int, start: int) -> None:
        """Place a word (the move must have passed :meth:`check`)."""
        letters = self.letters
        own = self.owner[d]
        step = STEP[d]
        pstep = STEP[1 - d]
        new: list[int] = []
        x = start
        npend = len(self.pending)
        for ch in self.words[w]:
            if x not in letters:
                letters[x] = ch
                self.at[ch].add(x)
                new.append(x)
                if (x - pstep) in letters or (x + pstep) in letters:
                    self.pending.append((x, 1 - d))
            own[x] = w
            x += step
        self._trail.append(((w, d, start), new, self.box, npend))
        self.box = self.box_after(w, d, start)
        self.placed[w] = (w, d, start)
        self.n_placed += 1

    def undo(self) -> None:
        """Take back the last placement."""
        (w, d, start), new, box, npend = self._trail.pop()
        own = self.owner[d]
        step = STEP[d]
        x = start
        for _ in self.words[w]:
            del own[x]
            x += step
        for x in new:
            self.at[self.letters.pop(x)].discard(x)
        del self.pending[npend:]
        self.box = box
        self.placed[w] = None
        self.n_placed -= 1

    def candidates(self, only: list[int] | None = None) -> set[Move]:
        """Placements of unplaced words (of ``only``, if given) that put one of their letters on a
        board cell holding the same letter, in a direction no word covers there; not yet checked."""
        out: set[Move] = set()
        owner = self.owner
        at = self.at
        todo = [w for w in range(len(self.words)) if self.placed[w] is None] if only is None else only
        for w in todo:
            for i, ch in enumerate(self.words[w]):
                for x in at[ch]:
                    if x not in owner[0]:
                        out.add((w, 0, x - i))
                    if x not in owner[1]:
                        out.add((w, 1, x - i * STRIDE))
        return out

    def moves_touching(self, allow_pending: bool, only: list[int] | None = None) -> dict[Move, int]:
        """Every legal placement of an unplaced word (of ``only``, if given) that shares a cell with the
        board, mapped to its number of shared cells."""
        out = {}
        for m in self.candidates(only):
            shared = self.check(m[0], m[1], m[2], allow_pending)
            if shared > 0:
                out[m] = shared
        return out

    # -- self-test -------------------------------------------------------------------------------
    def _check(self) -> None:
        """Recompute the whole board from its placements and compare it with what is kept.

        The trail (the placements in the order made) is replayed on an empty board built here, and
        the board is compared with it: ``placed`` and ``n_placed``; each trail entry (the cells it
        lettered, the bounding box and pending count before it); ``letters``, both ``owner`` maps,
        ``at``, ``occ`` and ``box``; the ``pending`` stack, seed by seed. Then the rules every sequence
        of moves passing :meth:`check` keeps: no letter just before or after a placed word; every run
        of two or more letters either exactly one placed word of its direction, or owned by no word of
        that direction and holding a pending seed; every seed a letter inside such a run; and
        :meth:`first_pending` None exactly when no run is uncovered (else one of those runs).

        Only for tests; the search never calls it. Cost: linear in the letters of the word list, the
        letters on the board and the trail, with dictionaries as large as the board.

        Raises:
            AssertionError: on the first difference found, saying what differs.
        """
        words = self.words
        if len(self.placed) != len(words):
            raise AssertionError(f"placed has {len(self.placed)} slots for {len(words)} words")
        occ: dict[str, list[tuple[int, int]]] = {}
        for w, word in enumerate(words):
            for i, ch in enumerate(word):
                occ.setdefault(ch, []).append((w, i))
        _same("occ", self.occ, occ, repr, repr)
        # replay the trail
        letters: dict[int, str] = {}
        owner: tuple[dict[int, int], dict[int, int]] = ({}, {})
        pending: list[tuple[int, int]] = []
        placed: list[Move | None] = [None] * len(words)
        box = (0, -1, 0, -1)
        for k, entry in enumerate(self._trail):
            (w, d, start), new, box_before, npend = entry
            if not 0 <= w < len(words) or d not in (0, 1):
                raise AssertionError(f"trail entry {k}: bad move {entry[0]}")
            if placed[w] is not None:
                raise AssertionError(f"trail entry {k}: word {w} already placed at {placed[w]}")
            if box_before != box:
                raise AssertionError(f"trail entry {k}: box before {box_before}, replay {box}")
            if npend != len(pending):
                raise AssertionError(f"trail entry {k}: {npend} pending before, replay {len(pending)}")
            step, pstep = STEP[d], STEP[1 - d]
            fresh = []
            for i, ch in enumerate(words[w]):
                x = start + i * step
                g = letters.get(x)
                if g is None:
                    letters[x] = ch
                    fresh.append(x)
                    if (x - pstep) in letters or (x + pstep) in letters:
                        pending.append((x, 1 - d))
                elif g != ch:
                    raise AssertionError(
                        f"trail entry {k}: {ch!r} of word {w} clashes with {g!r} at {cell_rc(x)}"
                    )
                if x in owner[d]:
                    raise AssertionError(
                        f"trail entry {k}: {cell_rc(x)} covered in direction {d} by "
                        f"words {owner[d][x]} and {w}"
                    )
                owner[d][x] = w
            if new != fresh:
                raise AssertionError(
                    f"trail entry {k}: new cells {[cell_rc(x) for x in new]}, replay "
                    f"{[cell_rc(x) for x in fresh]}"
                )
            r0, c0 = divmod(start, STRIDE)
            r1, c1 = (r0, c0 + len(words[w]) - 1) if d == 0 else (r0 + len(words[w]) - 1, c0)
            box = (
                (r0, r1, c0, c1)
                if box[1] < box[0]
                else (min(box[0], r0), max(box[1], r1), min(box[2], c0), max(box[3], c1))
            )
            placed[w] = (w, d, start)
        if self.placed != placed:
            diff = [w for w in range(len(words)) if self.placed[w] != placed[w]]
            raise AssertionError(
                f"placed differs for words {diff}: kept {[self.placed[w] for w in diff]}, "
                f"replay {[placed[w] for w in diff]}"
            )
        if self.n_placed != len(self._trail):
            raise AssertionError(f"n_placed is {self.n_placed}, trail holds {len(self._trail)}")
        _same("letters", self.letters, letters, cell_rc, repr)
        _same("owner[0]", self.owner[0], owner[0], cell_rc, repr)
        _same("owner[1]", self.owner[1], owner[1], cell_rc, repr)
        if self.box != box:
            raise AssertionError(f"box is {self.box}, replay {box}")
        if self.pending != pending:
            raise AssertionError(
                f"pending is {[(cell_rc(x), d) for x, d in self.pending]}, replay "
                f"{[(cell_rc(x), d) for x, d in pending]}"
            )
        at: dict[str, set[int]] = {ch: set() for ch in occ}
        for x, ch in letters.items():
            at[ch].add(x)
        _same("at", self.at, at, repr, lambda cells: sorted(map(cell_rc, cells)))
        # run rules
        for m in placed:
            if m is not None:
                w, d, start = m
                for x in (start - STEP[d], start + STEP[d] * len(words[w])):
                    if x in letters:
                        raise AssertionError(
                            f"word {w} ({words[w]}) has a letter just before or after it at {cell_rc(x)}"
                        )
        seeds = set(pending)
        uncovered = set()
        for d in (0, 1):
            step = STEP[d]
            for a in letters:
                if (a - step) in letters:
                    continue  # not the first cell of a run
                run = [a]
                while (run[-1] + step) in letters:
                    run.append(run[-1] + step)
                if len(run) < 2:
                    continue
                owners = {owner[d].get(x, -1) for x in run}
                if owners != {-1}:
                    w = owners.pop()
                    if owners or w < 0 or placed[w] != (w, d, a) or len(words[w]) != len(run):
                        raise AssertionError(
                            f"run of {len(run)} in direction {d} at {cell_rc(a)} is "
                            "partly covered or covered by a word of another extent"
                        )
                elif not any((x, d) in seeds for x in run):
                    raise AssertionError(
                        f"uncovered run of {len(run)} in direction {d} at {cell_rc(a)} has no pending seed"
                    )
                else:
                    uncovered.add((d, a, len(run)))
        for x, d in pending:
            if x not in letters or ((x - STEP[d]) not in letters and (x + STEP[d]) not in letters):
                raise AssertionError(f"pending seed {cell_rc(x)}, direction {d}, lies in no run")
        first = self.first_pending()
        if (first is None) != (not uncovered) or (first is not None and first not in uncovered):
            raise AssertionError(
                f"first_pending() is {first}, uncovered runs (direction, first cell, "
                f"length) {sorted(uncovered)}"
            )

    def placements(self, entries: list[str]) -> list[Placement]:
        """The placed words as :class:`Placement` objects (coordinates relative to the origin)."""
        out = []
        for w, mv in enumerate(self.placed):
            if mv is None:
                continue
            r, c = cell_rc(mv[2])
            out.append(Placement(self.words[w], r, c, ACROSS if mv[1] == 0 else DOWN, entries[w]))
        return out


def _same(
    name: str,
    kept: dict[Any, Any],
    replay: dict[Any, Any],
    key: Callable[[Any], Any],
    value: Callable[[Any], Any],
) -> None:
    """Raise AssertionError at the first key where ``kept`` and ``replay`` differ, shown by ``key``
    and ``value``."""
    if kept != replay:
        for k in sorted(kept.keys() | replay.keys(), key=repr):
            if k not in kept or k not in replay or kept[k] != replay[k]:
                a = value(kept[k]) if k in kept else "missing"
                b = value(replay[k]) if k in replay else "missing"
                raise AssertionError(f"{name}[{key(k)}] is {a}, replay {b}")
