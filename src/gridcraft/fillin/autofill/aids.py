"""Construction aids: what the dictionary says of a grid before any search, as a setter's tool
shows it while the grid is drawn.

For a fill request (its region aside: the aids are the whole grid's), the propagation the search
runs at its root (arc consistency on the crossings and no entry twice, to a fixpoint: see
:class:`~gridcraft.fillin.autofill.search.FillProblem`, in C when built) gives

* per open slot (one with an empty cell), its candidates: the entries of the dictionaries that
  still fit it;
* per empty cell, its letter when every candidate of its slots puts the same one there (forced);
* the dead slots: a slot that no entry fits with its own letters (and the entries written whole
  elsewhere taken out), or the two slots at whose crossing the propagation wiped out. Dead slots
  are set aside and the propagation runs again on the rest (at most :data:`MAX_ROUNDS` times), so
  the rest of the grid still gets its counts.

Cost: one index of the grid's lengths (kept between requests: see
:func:`~gridcraft.fillin.autofill.index.ordered`) and one propagation per round; a 15 x 15 with
the built-in dictionary takes a few hundredths of a second once its index is kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from gridcraft.fillin.autofill import native
from gridcraft.fillin.autofill.filler import FillRequest, NoFill, Prepared, label_order, slot_labels
from gridcraft.fillin.autofill.search import FillProblem
from gridcraft.fillin.model import EMPTY
from gridcraft.grid import Cell
from gridcraft.words import shown

#: propagations at most: each sets aside the slots at which the one before failed
MAX_ROUNDS = 12


@dataclass(frozen=True, slots=True)
class SlotAid:
    """One slot of the grid as the aids see it.

    Attributes:
        label: ``1-Across``.
        cells: its cells, first to last.
        candidates: the entries that still fit it (0: dead); ``None`` when it is written whole
            (the setter's entry) or when the rounds ran out before its count was known.
        written: every cell of it holds a written letter.
        dead: no entry fits it (see the module's text).
    """

    label: str
    cells: tuple[Cell, ...]
    candidates: int | None
    written: bool = False
    dead: bool = False


@dataclass(frozen=True, slots=True)
class Aids:
    """The aids of a grid.

    Attributes:
        slots: every slot, across first, then down, by number.
        forced: empty cell -> the letter every candidate of its slots puts there (none in a dead
            slot's cells).
        dead: the labels of the dead slots, in the grid's label order.
        notes: why they are dead, one sentence each (``no entry fits 5-Down``).
    """

    slots: tuple[SlotAid, ...]
    forced: dict[Cell, str]
    dead: tuple[str, ...]
    notes: tuple[str, ...]

    def document(self) -> dict[str, Any]:
        """JSON-ready: ``slots`` (``slot``, ``row``, ``col``, ``direction``, ``length``,
        ``candidates``, ``written``, ``dead``), ``forced`` (``row``, ``col``, ``letter``),
        ``dead`` and ``notes``; rows and columns 0-based."""
        return {
            "slots": [
                {
                    "slot": s.label,
                    "row": s.cells[0][0],
                    "col": s.cells[0][1],
                    "direction": "across" if s.cells[-1][0] == s.cells[0][0] else "down",
                    "length": len(s.cells),
                    "candidates": s.candidates,
                    "written": s.written,
                    "dead": s.dead,
                }
                for s in self.slots
            ],
            "forced": [
                {"row": r, "col": c, "letter": shown(letter)}
                for (r, c), letter in sorted(self.forced.items())
            ],
            "dead": list(self.dead),
            "notes": list(self.notes),
        }


def aids(request: FillRequest) -> Aids:
    """The construction aids of ``request``'s grid (see the module's text); its region is
    ignored. Two slots written whole with the same entry are both dead, and the other slots'
    counts are then not known.

    Raises:
        InvalidPuzzle: a slot shorter than the request's shortest slot.
    """
    request = replace(request, region=None)
    puzzle = request.puzzle
    labels = slot_labels(puzzle)
    order = sorted(range(len(puzzle.slots)), key=label_order(puzzle, labels))
    written = [EMPTY not in _letters(request, i) for i in range(len(puzzle.slots))]
    try:
        prepared = Prepared(request)
    except NoFill as e:  # two entries written whole clash: nothing is propagated
        return Aids(
            tuple(
                SlotAid(labels[i], puzzle.slots[i].cells, None, written[i], labels[i] in e.slots)
                for i in order
            ),
            {},
            tuple(label for label in (labels[i] for i in order) if label in e.slots),
            (str(e).removeprefix("no fill: "),),
        )
    counts, forced, dead, notes = _propagated(prepared, labels, label_order(puzzle, labels))
    slots = tuple(
        SlotAid(labels[i], puzzle.slots[i].cells, 0 if i in dead else counts.get(i), written[i], i in dead)
        for i in order
    )
    return Aids(slots, forced, tuple(labels[i] for i in order if i in dead), tuple(notes))


def _letters(request: FillRequest, slot: int) -> str:
    """The letters written in a slot (``.`` an empty cell)."""
    rows = request.puzzle.rows
    return "".join(rows[r][c] for r, c in request.puzzle.slots[slot].cells)


def _propagated(
    prepared: Prepared, labels: list[str], key: Callable[[int], Any]
) -> tuple[dict[int, int], dict[Cell, str], set[int], list[str]]:
    """The counts (by index of the grid's slots), the forced letters, the dead slots and the
    notes of the rounds of propagation; ``key`` orders slots as their labels are read."""
    active = list(prepared.open)
    dead: set[int] = set()
    notes: list[str] = []
    for _ in range(MAX_ROUNDS):
        if not active:
            return {}, {}, dead, notes
        problem = prepared.problem(active)
        if problem.start() is None:  # a slot that no entry fits: every such slot at once
            empty = _unfit(prepared, active) or [
                active[s] for s, n in enumerate(problem.wipeouts) if n
            ]  # fmt: skip
            notes.append(f"no entry fits {_and([labels[i] for i in sorted(empty, key=key)])}")
        else:
            state = problem.root()
            if state is not None:
                counts, forced = _read(problem, state, active)
                gone = {cell for i in dead for cell in prepared.request.puzzle.slots[i].cells}
                return counts, {cell: ch for cell, ch in forced.items() if cell not in gone}, dead, notes
            empty = [active[s] for s, n in enumerate(problem.wipeouts) if n]
            notes.append(f"no entries fit {_and([labels[i] for i in sorted(empty, key=key)])} together")
        dead.update(empty)
        active = [i for i in active if i not in dead]
    notes.append(f"the other slots were not counted: more than {MAX_ROUNDS} rounds were needed")
    return {}, {}, dead, notes


def _unfit(prepared: Prepared, active: list[int]) -> list[int]:
    """The slots of ``active`` that no entry of the index fits with their own letters, the
    entries written whole taken out."""
    request, found = prepared.request, []
    joined: dict[int, str] = {}
    for i in active:
        n = request.puzzle.slots[i].length
        if n not in joined:
            joined[n] = "\n".join(prepared.index[n].words)
        pattern = re.compile(
            "^" + "".join("." if ch == EMPTY else re.escape(ch) for ch in _letters(request, i)) + "$",
            re.MULTILINE,
        )
        if all(m.group() in prepared.taken for m in pattern.finditer(joined[n])):
            found.append(i)
    return found


def _read(problem: FillProblem, state: Any, active: list[int]) -> tuple[dict[int, int], dict[Cell, str]]:
    """The counts of a propagated state (by index of the grid's slots) and its forced letters."""
    domains, letters = _domains(problem, state)
    counts = {active[s]: d.bit_count() for s, d in enumerate(domains)}
    names = {a: ch for ch, a in problem.alphabet.items()}
    givens = problem.puzzle.givens()
    forced: dict[Cell, str] = {}
    for c, cell in enumerate(problem.cells):
        if cell in givens:
            continue
        on = problem.on_cell[c]
        if len(on) > 1:  # a crossing: its letters are exact at the fixpoint
            held = letters[c]
            if held and not held & (held - 1):
                forced[cell] = names[held.bit_length() - 1]
            continue
        s, i = on[0]
        words = problem.index[problem.slots[s].length].words
        seen = {words[w][i] for w in _first_differing(domains[s], words, i)}
        if len(seen) == 1:
            forced[cell] = seen.pop()
    return counts, forced


def _first_differing(domain: int, words: tuple[str, ...], i: int) -> Iterator[int]:
    """The candidates of ``domain`` up to the first whose letter at ``i`` differs from the first
    one's (all of them when none does)."""
    first = None
    for w in _bits(domain):
        yield w
        if first is None:
            first = words[w][i]
        elif words[w][i] != first:
            return


def _bits(bits: int) -> Iterator[int]:
    """The set bits of ``bits``, lowest first."""
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


def _domains(problem: FillProblem, state: Any) -> tuple[list[int], list[int]]:
    """Each slot's candidates and each cell's letters of a state, as bitsets: the Python
    search's state as it is, the C search's read from its bytes (each slot's candidates in its
    length's ``entries // 64 + 1`` little-endian 64-bit words, then one word per cell)."""
    if not isinstance(problem, native.NativeFill):
        doms, letters = state
        return list(doms), list(letters)
    domains, at = [], 0
    for slot in problem.slots:
        size = 8 * (len(problem.index[slot.length].words) // 64 + 1)
        domains.append(int.from_bytes(state[at : at + size], "little"))
        at += size
    letters = [
        int.from_bytes(state[at + 8 * c : at + 8 * c + 8], "little") for c in range(len(problem.cells))
    ]
    return domains, letters


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
