"""The criss-cross maker's table in the registry: it makes layouts of a word list, each better than
the last (see :class:`gridcraft.kinds.WordMaker`)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace

from gridcraft import fillin
from gridcraft.crisscross.generator import ANSWER_NODES, GIVENS, layouts, repeatable_nodes
from gridcraft.crisscross.layout import Layout
from gridcraft.crisscross.reveal import give_away, give_cells
from gridcraft.crisscross.search.restarts import node_rate
from gridcraft.crisscross.search.shape import Shape
from gridcraft.crisscross.summary import layout_summary
from gridcraft.crisscross.versions import other_layout
from gridcraft.crisscross.write import is_clued
from gridcraft.engine import Budget
from gridcraft.errors import InvalidPuzzle
from gridcraft.grid import Cell
from gridcraft.words import Entry, is_rtl

#: seconds of the anytime search's steps (at its budgeted rate in Python, a fixed count) a version
#: looks in each box for another layout
VERSION_SECONDS = 1.0
#: steps a version looks in each box at most, per word of the list (a short list has few layouts)
VERSION_STEPS_PER_WORD = 2000
#: seconds the answer's check of a version may take at most (a safety limit: it is sized in nodes)
VERSION_ANSWER_TIME = 30.0


class LayoutMaker:
    """Makes the smallest valid criss-cross layout of a word list (anytime: better ones as they come)."""

    input = "words"  # made from a word list
    givens: tuple[str, ...] = GIVENS  # the choices of ``givens``: whether the empty puzzle gets letters
    also: tuple[str, ...] = (fillin.KIND.name,)  # a layout's blank puzzle is a fill-in puzzle

    def layouts(
        self,
        entries: list[Entry],
        *,
        budget: Budget,
        seed: int = 0,
        max_aspect: float | None = 2.0,
        max_width: int | None = None,
        max_height: int | None = None,
        givens: str = GIVENS[0],
    ) -> Iterator[Layout]:
        """Each better layout of ``entries`` as the search finds it (see
        :func:`gridcraft.crisscross.layouts`; its errors)."""
        return layouts(
            entries,
            budget=budget,
            seed=seed,
            max_aspect=max_aspect,
            max_width=max_width,
            max_height=max_height,
            givens=givens,
        )

    def repeatable_nodes(self, entries: list[Entry], time_limit: float) -> int:
        """A node budget for ``entries`` that a search of ``time_limit`` seconds finishes on a
        machine running at a quarter of the budgeted rates (see
        :func:`gridcraft.crisscross.generator.repeatable_nodes`): with it, the same words, settings
        and seed repeat their layout under load."""
        return repeatable_nodes(entries, time_limit, share=0.25)

    def refused(self, entries: list[Entry], fmt: str) -> str | None:
        """Why output format ``fmt`` cannot hold a layout of ``entries`` (checked before the
        search; the message names the setting ``{format}``), or ``None``."""
        if fmt == fillin.KIND.name and any(is_rtl(e.letters) for e in entries):
            return "a fill-in puzzle reads left to right: right-to-left words make none (choose another {format})"
        return None

    def handed_out(
        self,
        layout: Layout,
        *,
        word_bank: bool = False,
        reveal: int = 0,
        cells: Iterable[Cell] = (),
        seed: int = 0,
    ) -> Layout:
        """``layout`` as it is handed out: with ``word_bank``, a crossword's answers listed beside
        its clues; the letters of ``cells`` (``(row, col)``, 0-based) given, then ``reveal``
        more, spread over the entries and chosen by ``seed`` (see
        :mod:`gridcraft.crisscross.reveal`). Letters given away are givens: every output shows them.

        Raises:
            InvalidPuzzle: a word bank for a layout without clues (its words are listed already),
                a cell that holds no letter, or more letters than the grid has left to show (the
                message names the setting: ``{word_bank}``, ``{reveal_cells}``, ``{reveal}``).
        """
        if word_bank and not is_clued(layout):
            raise InvalidPuzzle(
                "{word_bank} lists a crossword's answers: these words have no clues, and their puzzle "
                "lists them already",
                settings=("word_bank",),
            )
        handed = give_away(give_cells(layout, cells), reveal, seed)
        return replace(handed, word_bank=word_bank) if word_bank else handed

    def interrupted(self, layout: Layout) -> Layout:
        """``layout`` marked as the best so far of a search an interrupt cut short."""
        note = "interrupted; the best layout so far; answers not counted"
        return replace(layout, info=replace(layout.info, optimal=False, note=note, fills=None))

    def unique(self, layout: Layout) -> bool | None:
        """Whether the empty grid of ``layout`` (with its givens) has one fill, proven; ``None``
        when its fills were not counted (a clued crossword, or ``givens="none"`` unasked)."""
        info = layout.info
        if info.fills is None:
            return None
        return bool(layout.givens) or (info.fills <= 1 and info.fills_complete)

    def version(
        self,
        layout: Layout,
        earlier: Sequence[Layout],
        *,
        seed: str,
        max_aspect: float | None = 2.0,
        max_width: int | None = None,
        max_height: int | None = None,
        givens: str = GIVENS[0],
        plain: bool = False,
    ) -> Layout | None:
        """Another layout of ``layout``'s words whose grid differs from each of ``earlier``'s, in
        the same box or one a cell or two larger (see :func:`gridcraft.crisscross.versions.other_layout`;
        :data:`VERSION_SECONDS` of the anytime search's steps a box, at most
        :data:`VERSION_STEPS_PER_WORD` a word, so the same seed gives the same
        layout anywhere), its answer made unique as ``givens`` says; ``plain``: without clues."""
        words = [p.word for p in layout.placements]
        steps = min(
            int(node_rate(words, native=False) * VERSION_SECONDS), VERSION_STEPS_PER_WORD * len(words)
        )
        budget = Budget(time_limit=VERSION_ANSWER_TIME, node_limit=ANSWER_NODES)
        return other_layout(
            layout,
            earlier,
            steps=steps,
            seed=seed,
            shape=Shape(max_aspect, max_width, max_height),
            givens=givens == GIVENS[0],
            plain=plain,
            answer_budget=budget,
        )

    def clock_cut(self, layout: Layout) -> int | None:
        """The nodes spent when the time limit stopped the search of ``layout`` before its node
        budget was spent (``info.clock_cut``), or ``None``."""
        return layout.info.nodes if layout.info.clock_cut else None

    def summary(self, layout: Layout) -> str:
        """One line about a layout, e.g. ``10 words, 11 x 7 = 77, 14 crossings, optimal (proven)``."""
        return layout_summary(layout)

    def kept(self, layout: Layout) -> str:
        """What the summary line says of a layout a file held, written as it is, e.g. ``78
        entries, 15 x 15, 30 of them clued``."""
        n, clued = len(layout.placements), sum(bool(p.clue) for p in layout.placements)
        return f"{n} entr{'ies' if n != 1 else 'y'}, {layout.width} x {layout.height}, {clued} of them clued"


MAKER = LayoutMaker()
