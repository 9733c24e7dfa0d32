"""The ladder of deductions that the number kinds share, by name, and each kind's grades as rungs.

A *rung* is one kind of deduction a solver by hand makes on a grid of candidates, from the
easiest (a cell with one candidate left) to the last resort (a guess followed through). The core's
two ladders take their steps under these names: Simon Tatham's Keen ladder (KenKen,
``gridcraft.kenken``'s ``ladder/``) and his Solo ladder (sudoku and killer sudoku,
:mod:`gridcraft.latin.solo`). A kind *chooses* its grades as rungs: a :class:`Grading` lists, grade by
grade, the rungs first allowed at that grade, as its reference program grades (Keen's ``DIFF_*``,
Solo's ``DIFF_*``). A puzzle graded G was solved using only rungs allowed at G, and needed one
first allowed at G: :meth:`Grading.check` tests exactly that on a grader's recorded steps.

Tatham's Unequal (futoshiki) and Towers ladders (:mod:`gridcraft.latin.rules`) add their own rungs:
inequality bounds, adjacency (Unequal's adjacent mode), sightline bounds and sightline enumeration.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum


class Rung(Enum):
    """One kind of deduction, valued by its name; :attr:`explanation` says what it does."""

    NAKED_SINGLE = "naked single"
    HIDDEN_SINGLE_BOX = "hidden single in a box"
    HIDDEN_SINGLE = "hidden single"
    CAGE_DIGITS = "cage digits"
    CAGE_SUMS = "cage sums"
    CAGE_COMBINATIONS = "cage combinations"
    POINTING = "pointing"
    CAGE_LINE = "cage line"
    SUBSET = "subset"
    INEQUALITY_CHAIN = "inequality chain"
    SIGHTLINE_BOUNDS = "sightline bounds"
    ADJACENCY = "adjacency"
    ADJACENCY_CANDIDATES = "adjacency candidates"
    SIGHTLINE_ENUMERATION = "sightline enumeration"
    RUN_COMBINATIONS = "run combinations"
    RUN_SINGLE = "run single"
    SUM_PARTITIONS = "sum partitions"
    RUN_CROSSING = "run crossing"
    FISH = "fish"
    FORCING_CHAIN = "forcing chain"
    GUESS = "guess"

    @property
    def explanation(self) -> str:
        """What the deduction does, in a sentence."""
        return _EXPLANATIONS[self]


_EXPLANATIONS = {
    Rung.NAKED_SINGLE: "a cell with one candidate left takes it",
    Rung.HIDDEN_SINGLE_BOX: "a digit with one place left in a box goes there",
    Rung.HIDDEN_SINGLE: "a digit with one place left in a row, column or box goes there",
    Rung.CAGE_DIGITS: "a cage's target allows its cells only some digits",
    Rung.CAGE_SUMS: (
        "a cage's sum (or what whole cages leave of a unit's sum) bounds its cells' digits and fixes"
        " a single cell left over"
    ),
    Rung.CAGE_COMBINATIONS: "a cage keeps only the digits of the combinations that still fit its cells",
    Rung.POINTING: "a digit confined to one line of a box, or one box of a line, leaves the rest of the other",
    Rung.CAGE_LINE: "a digit every combination of a cage puts in one line leaves the rest of that line",
    Rung.SUBSET: "n cells of a unit holding only n digits between them keep those digits from the rest",
    Rung.INEQUALITY_CHAIN: "a chain of inequalities bounds each cell by its length",
    Rung.SIGHTLINE_BOUNDS: "a sightline clue bounds the heights near its end",
    Rung.ADJACENCY: (
        "a bar between two cells makes their values differ by 1, its absence by more: a placed value"
        " leaves its neighbours only the values that fit"
    ),
    Rung.ADJACENCY_CANDIDATES: (
        "a bar between two cells, or its absence, leaves a cell only the values some candidate of its"
        " neighbour allows"
    ),
    Rung.SIGHTLINE_ENUMERATION: (
        "every arrangement of a clue's line that shows the clue's count is tried: a cell keeps the"
        " values some arrangement puts there"
    ),
    Rung.RUN_COMBINATIONS: "a run's length and sum (and the digits placed in it) allow its cells only some digits",
    Rung.RUN_SINGLE: "a digit every combination of a run needs, with one place left in the run, goes there",
    Rung.SUM_PARTITIONS: (
        "a run keeps only the combinations its cells' candidates can hold, and a digit they all need goes"
        " where it can"
    ),
    Rung.RUN_CROSSING: "a cell keeps a digit only if both its across and its down run can be completed with it",
    Rung.FISH: "a digit confined to the same n columns in n rows leaves the rest of those columns",
    Rung.FORCING_CHAIN: "a chain of two-candidate cells shows a candidate leads to a contradiction",
    Rung.GUESS: "no deduction applies: a digit is tried and followed through",
}


@dataclass(frozen=True, slots=True)
class Grading:
    """A kind's grades, easiest first, each with the rungs first allowed at it, and how its
    grader's step names (with where they were made) read as rungs.

    Attributes:
        grades: ``(label, rungs)`` per grade, easiest first.
        names: a grader's step name to its rung; a name mapping to ``None`` reads its rung from
            where the step was made (see :meth:`rung`).
    """

    grades: tuple[tuple[str, frozenset[Rung]], ...]
    names: dict[str, Rung | None]

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(label for label, _ in self.grades)

    def allowed(self, label: str) -> frozenset[Rung]:
        """The rungs a puzzle of grade ``label`` may use: its own and every easier grade's.

        Raises:
            KeyError: no such grade.
        """
        out: set[Rung] = set()
        for name, rungs in self.grades:
            out |= rungs
            if name == label:
                return frozenset(out)
        raise KeyError(label)

    def rung(self, name: str, where: str = "") -> Rung:
        """The rung of a step named ``name`` made in ``where`` (``box 3``, ``row 2``, ...).

        Raises:
            KeyError: a step name this grading does not know.
        """
        found = self.names[name]
        if found is not None:
            return found
        return Rung.HIDDEN_SINGLE_BOX if where.startswith("box") else Rung.HIDDEN_SINGLE

    def check(self, label: str, steps: Iterable[tuple[str, str]]) -> list[str]:
        """What is wrong with a grade of ``label`` for a solve that took ``steps`` (``(name, where)``):
        a rung beyond the grade, or no rung of the grade itself (an easier grade would do); empty
        when the grade holds."""
        used = {self.rung(name, where) for name, where in steps}
        allowed = self.allowed(label)
        faults = [f"{rung.value} is beyond {label}" for rung in sorted(used - allowed, key=_order)]
        own = dict(self.grades)[label]
        if label != self.labels[0] and not used & own:
            faults.append(f"no deduction first allowed at {label} was needed")
        return faults

    def describe(self) -> list[str]:
        """One line per grade: its label and the rungs it adds."""
        return [
            f"{label}: {', '.join(r.value for r in sorted(rungs, key=_order))}"
            for label, rungs in self.grades
        ]


def _order(rung: Rung) -> int:
    return list(Rung).index(rung)


#: Solo's grades (solo.c's DIFF_BLOCK .. DIFF_RECURSIVE); killer sudoku's cage deductions all come
#: at the first grade, as in Solo
SOLO = Grading(
    (
        ("Trivial", frozenset({Rung.HIDDEN_SINGLE_BOX, Rung.CAGE_SUMS})),
        ("Basic", frozenset({Rung.HIDDEN_SINGLE, Rung.NAKED_SINGLE})),
        ("Intermediate", frozenset({Rung.POINTING})),
        ("Advanced", frozenset({Rung.SUBSET})),
        ("Extreme", frozenset({Rung.FISH, Rung.FORCING_CHAIN})),
        ("Unreasonable", frozenset({Rung.GUESS})),
    ),
    {
        "hidden single": None,  # in a box: Trivial; in a row or column: Basic
        "naked single": Rung.NAKED_SINGLE,
        "pointing": Rung.POINTING,
        "subset": Rung.SUBSET,
        "fish": Rung.FISH,
        "forcing chain": Rung.FORCING_CHAIN,
        "guess": Rung.GUESS,
        "killer single cage": Rung.CAGE_SUMS,
        "killer deduced single": Rung.CAGE_SUMS,
        "killer minmax": Rung.CAGE_SUMS,
        "killer sums": Rung.CAGE_SUMS,
    },
)

#: Keen's grades (keen.c's DIFF_EASY .. DIFF_UNREASONABLE over latin.c's)
KEEN = Grading(
    (
        ("easy", frozenset({Rung.CAGE_DIGITS, Rung.HIDDEN_SINGLE, Rung.NAKED_SINGLE})),
        ("normal", frozenset({Rung.CAGE_COMBINATIONS})),
        ("hard", frozenset({Rung.CAGE_LINE, Rung.SUBSET})),
        ("extreme", frozenset({Rung.FISH, Rung.FORCING_CHAIN})),
        ("unreasonable", frozenset({Rung.GUESS})),
    ),
    {
        "cage digits": Rung.CAGE_DIGITS,
        "hidden single": Rung.HIDDEN_SINGLE,
        "naked single": Rung.NAKED_SINGLE,
        "cage combinations": Rung.CAGE_COMBINATIONS,
        "cage line": Rung.CAGE_LINE,
        "subset": Rung.SUBSET,
        "fish": Rung.FISH,
        "forcing chain": Rung.FORCING_CHAIN,
        "guess": Rung.GUESS,
    },
)

#: kakuro's grades (the runs-with-sums ladder of :mod:`gridcraft.latin.runs.ladder`)
KAKURO = Grading(
    (
        ("Easy", frozenset({Rung.NAKED_SINGLE, Rung.RUN_SINGLE, Rung.RUN_COMBINATIONS})),
        ("Medium", frozenset({Rung.SUM_PARTITIONS})),
        ("Hard", frozenset({Rung.SUBSET, Rung.RUN_CROSSING})),
        ("Extreme", frozenset({Rung.FORCING_CHAIN})),
        ("Unreasonable", frozenset({Rung.GUESS})),
    ),
    {
        "naked single": Rung.NAKED_SINGLE,
        "run single": Rung.RUN_SINGLE,
        "run combinations": Rung.RUN_COMBINATIONS,
        "sum partitions": Rung.SUM_PARTITIONS,
        "subset": Rung.SUBSET,
        "run crossing": Rung.RUN_CROSSING,
        "forcing chain": Rung.FORCING_CHAIN,
        "guess": Rung.GUESS,
    },
)

#: Unequal's grades (unequal.c's DIFF_LATIN .. DIFF_RECURSIVE over latin.c's); adjacent mode's
#: rules take the place of the inequalities' at Easy and add one at Tricky
UNEQUAL = Grading(
    (
        ("Trivial", frozenset({Rung.HIDDEN_SINGLE, Rung.NAKED_SINGLE})),
        ("Easy", frozenset({Rung.INEQUALITY_CHAIN, Rung.ADJACENCY})),
        ("Tricky", frozenset({Rung.ADJACENCY_CANDIDATES, Rung.SUBSET})),
        ("Extreme", frozenset({Rung.FISH, Rung.FORCING_CHAIN})),
        ("Recursive", frozenset({Rung.GUESS})),
    ),
    {
        rung.value: rung
        for rung in (
            Rung.HIDDEN_SINGLE,
            Rung.NAKED_SINGLE,
            Rung.INEQUALITY_CHAIN,
            Rung.ADJACENCY,
            Rung.ADJACENCY_CANDIDATES,
            Rung.SUBSET,
            Rung.FISH,
            Rung.FORCING_CHAIN,
            Rung.GUESS,
        )
    },
)

#: Towers' grades (towers.c's DIFF_EASY .. DIFF_UNREASONABLE over latin.c's)
TOWERS = Grading(
    (
        ("Easy", frozenset({Rung.SIGHTLINE_BOUNDS, Rung.HIDDEN_SINGLE, Rung.NAKED_SINGLE})),
        ("Hard", frozenset({Rung.SIGHTLINE_ENUMERATION, Rung.SUBSET})),
        ("Extreme", frozenset({Rung.FISH, Rung.FORCING_CHAIN})),
        ("Unreasonable", frozenset({Rung.GUESS})),
    ),
    {
        rung.value: rung
        for rung in (
            Rung.SIGHTLINE_BOUNDS,
            Rung.HIDDEN_SINGLE,
            Rung.NAKED_SINGLE,
            Rung.SIGHTLINE_ENUMERATION,
            Rung.SUBSET,
            Rung.FISH,
            Rung.FORCING_CHAIN,
            Rung.GUESS,
        )
    },
)
