"""The fill-in search problem with its propagation in C (``_fill.c``, an optional extension).

:class:`NativeFillin` is a :class:`~gridcraft.fillin.solver.FillinProblem` whose ``root``,
``branch`` and ``child`` run in C: the same rules (crossing, word count with Hall's condition,
letter count) and the same dom/wdeg branching on slots or crossing cells. The rules only prune, so
every state reaches the same candidates as in Python for every slot and crossing cell (a cell of
one slot keeps whatever letters the letter-count rule wrote there, which depends on the order the
rules ran in); the order also decides which crossing a wipe-out weighs, so the two searches may
branch differently after the first wipe-out. A state is an
immutable ``bytes`` object (each slot's candidate words, then each cell's letters);
:meth:`NativeFillin.python_state` turns it into the Python solver's state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gridcraft.engine import native
from gridcraft.errors import expect
from gridcraft.fillin.model import FillinPuzzle, Grid
from gridcraft.fillin.solver import Choice, FillinProblem, State

if TYPE_CHECKING:  # the types of what C returns: _fill.pyi
    from gridcraft.fillin import _fill
else:
    _fill = native.load("gridcraft.fillin._fill")  # None: built without a C compiler

MAX_LETTERS = 64  # a cell's letters are one 64-bit word in C
NativeState = bytes


def available() -> bool:
    """True when the extension is built and ``GRIDCRAFT_PURE_PYTHON`` is not set to ``1``."""
    return native.enabled(_fill)


class NativeFillin(FillinProblem):
    """A :class:`gridcraft.engine.Problem` for one fill-in puzzle, propagated in C.

    Args:
        puzzle: the puzzle.
        every_word: as for :class:`~gridcraft.fillin.solver.FillinProblem`.

    Raises:
        InvalidPuzzle: as for :class:`~gridcraft.fillin.solver.FillinProblem`.
        RuntimeError: the extension is not built (see :func:`available`).
        ValueError: the words use more than :data:`MAX_LETTERS` letters, or none.
    """

    def __init__(self, puzzle: FillinPuzzle, *, every_word: bool = True) -> None:
        if _fill is None:
            raise RuntimeError("the native fill-in propagation is not built")
        super().__init__(puzzle, every_word=every_word)
        if not 1 <= len(self.alphabet) <= MAX_LETTERS:
            raise ValueError(f"the native fill-in propagation takes 1 to {MAX_LETTERS} letters")
        self.wide = len(self.words) // 64 + 1  # 64-bit words per slot's candidates
        lengths = sorted(self.groups)
        group_index = {length: g for g, length in enumerate(lengths)}
        slots = [
            (tuple(cells), group_index[self.group_of[s]], list(self.crossings[s]))
            for s, cells in enumerate(self.slot_cells)
        ]
        groups = []
        for length in lengths:
            members = self.groups[length]
            table = self.masks[members[0]]
            masks = b"".join(self._bits(m) for row in table for m in row)
            rules = [
                (i, tuple((s, c, int(crossed)) for s, c, crossed in entries), tuple(need))
                for i, entries, need in self.letter_rules.get(length, [])
            ]
            multi = tuple(self.multi_copy.get(length, ()))
            groups.append(
                (length, tuple(members), masks, self._bits(self.single_copy.get(length, 0)), multi, rules)
            )
        self.fill: _fill.Fill = _fill.new(
            len(self.words),
            len(self.alphabet),
            len(self.cells),
            every_word,
            slots,
            groups,
            tuple(self.copies),
            tuple(self.junctions),
            tuple(self.order),
        )

    def _bits(self, words: int) -> bytes:
        return words.to_bytes(8 * self.wide, "little")

    @property
    def propagations(self) -> int:
        """Passes of the propagation loop so far (as the Python solver counts them)."""
        fill = getattr(self, "fill", None)
        return 0 if fill is None or _fill is None else int(_fill.propagations(fill))

    @propagations.setter
    def propagations(self, value: int) -> None:  # the base class sets 0 before the C side exists
        pass

    def root(self) -> NativeState | None:  # type: ignore[override]
        """See :meth:`FillinProblem.root`."""
        assert _fill is not None
        start = self.start()
        if start is None:
            return None
        doms, letters = start
        packed = b"".join(self._bits(d) for d in doms) + b"".join(x.to_bytes(8, "little") for x in letters)
        state: NativeState | None = _fill.root(self.fill, packed)
        return state

    def branch(self, state: NativeState) -> list[Choice] | None:  # type: ignore[override]
        """See :meth:`FillinProblem.branch`."""
        assert _fill is not None
        choices: list[Choice] | None = _fill.branch(self.fill, state)
        return choices

    def child(self, state: NativeState, choice: Choice) -> NativeState | None:  # type: ignore[override]
        """See :meth:`FillinProblem.child`."""
        assert _fill is not None
        made: NativeState | None = _fill.child(self.fill, state, choice[0], choice[1])
        return made

    def key(self, state: NativeState) -> bytes:  # type: ignore[override]
        """A solution's identity: its slots' candidates."""
        return state[: 8 * self.wide * len(self.slot_cells)]

    def python_state(self, state: NativeState) -> State:
        """``state`` as the Python solver's ``(candidates per slot, letters per cell)``."""
        size = 8 * self.wide
        slots = len(self.slot_cells)
        doms = [int.from_bytes(state[s * size : (s + 1) * size], "little") for s in range(slots)]
        base = slots * size
        letters = [
            int.from_bytes(state[base + 8 * c : base + 8 * c + 8], "little") for c in range(len(self.cells))
        ]
        return doms, letters

    def answer(self, state: NativeState) -> Grid:  # type: ignore[override]
        """The filled grid of a solution state."""
        return self.grid(state)

    def grid(self, state: NativeState) -> Grid:  # type: ignore[override]
        """The filled grid of a solution state: ``height`` rows, a space for a block."""
        return super().grid(self.python_state(state))


def search_problem(puzzle: FillinPuzzle, *, every_word: bool = True) -> FillinProblem:
    """The fastest search problem for ``puzzle``: :class:`NativeFillin` when the extension is built
    and takes the puzzle's alphabet, else the pure Python
    :class:`~gridcraft.fillin.solver.FillinProblem`. ``GRIDCRAFT_PURE_PYTHON=1`` forces the latter.

    Raises:
        InvalidPuzzle: the puzzle fails :func:`~gridcraft.fillin.diagnose.diagnose`.
    """
    expect(puzzle, FillinPuzzle, "fillin.search_problem(puzzle=...)", "a FillinPuzzle (from fillin.parse)")
    if available():
        try:
            return NativeFillin(puzzle, every_word=every_word)
        except ValueError:  # an alphabet of more than 64 letters (or none)
            pass
    return FillinProblem(puzzle, every_word=every_word)
