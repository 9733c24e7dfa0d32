"""The criss-cross maker's table in the registry: it makes layouts of a word list, each better than
the last (see :class:`gridcraft.kinds.WordMaker`)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from gridcraft import fillin
from gridcraft.crisscross.generator import GIVENS, layouts, repeatable_nodes
from gridcraft.crisscross.layout import Layout
from gridcraft.crisscross.summary import layout_summary
from gridcraft.engine import Budget
from gridcraft.words import Entry, is_rtl


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

    def summary(self, layout: Layout) -> str:
        """One line about a layout, e.g. ``10 words, 11 x 7 = 77, 14 crossings, optimal (proven)``."""
        return layout_summary(layout)

    def kept(self, layout: Layout) -> str:
        """What the summary line says of a layout a file held, written as it is, e.g. ``78
        entries, 15 x 15, 30 of them clued``."""
        n, clued = len(layout.placements), sum(bool(p.clue) for p in layout.placements)
        return f"{n} entr{'ies' if n != 1 else 'y'}, {layout.width} x {layout.height}, {clued} of them clued"


MAKER = LayoutMaker()
