"""The filler as the fill-in kind's table offers it (``KIND.filler``): what ``gridcraft fill``
calls, and nothing else."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from gridcraft.dictionary import Scores
from gridcraft.engine import Budget, SearchStats, Verdict
from gridcraft.errors import InvalidPuzzle, ParseError
from gridcraft.fillin.autofill.aids import aids as aids_of
from gridcraft.fillin.autofill.crossword import crossword, written
from gridcraft.fillin.autofill.filler import Fill, FillRequest, count, fill_of, fills
from gridcraft.fillin.model import BLOCK, EMPTY, FillinPuzzle, Grid
from gridcraft.fillin.parse import parse_grid
from gridcraft.words import Entry, clue_enumeration, shown

#: how many of the lowest-scored entries a summary names
WORST = 3


class GridFiller:
    """Fills a crossword grid from dictionaries (see :mod:`gridcraft.fillin.autofill.filler`)."""

    #: the shortest slots the filler takes (``--min-length``)
    min_lengths = (2, 3)

    def request(
        self,
        text: str,
        source: str,
        scores: Scores,
        *,
        min_score: int | None = None,
        min_length: int = 3,
        seed: int = 0,
        lang: str | None = None,
        fold: bool = False,
        max_shared: int | None = None,
        region: tuple[int, int, int, int] | None = None,
        forms: Mapping[str, str] | None = None,
    ) -> FillRequest:
        """The request of a grid file's text (``#`` block, ``.`` empty, a letter fixed; its letters
        upper-cased for ``lang`` and, with ``fold``, without accents, as the dictionary's are).

        ``region`` is ``(top, left, bottom, right)``, 0-based and inclusive: only the slots with a
        cell there are filled. ``forms``: the dictionary's entries as written with their word
        breaks (see :class:`~gridcraft.dictionary.Dictionary`).

        Raises:
            ParseError: a bad grid, a white cell in no slot (at that cell), or a slot shorter than
                ``min_length`` (at its first cell).
            InvalidPuzzle: a region outside the grid, naming the setting ``region``.
        """
        puzzle, where = parse_grid(text, source, lang=lang, fold=fold)
        crossed = {cell for slot in puzzle.slots for cell in slot.cells}
        for cell in sorted(set(where) - crossed):
            line, column = where[cell]
            raise ParseError(
                "this white cell is in no slot (no white cell beside it across or down), so no entry can fill it: make it a block",
                line,
                column,
                source,
            )
        for slot in puzzle.slots:
            if slot.length < min_length:
                line, column = where[(slot.row, slot.col)]
                raise ParseError(
                    f"the {slot.direction} slot starting here has {slot.length} cells; every slot needs at "
                    f"least {min_length}",
                    line,
                    column,
                    source,
                )
        if region is not None and not (
            0 <= region[0] <= region[2] < puzzle.height and 0 <= region[1] <= region[3] < puzzle.width
        ):
            raise InvalidPuzzle(
                f"the {{region}} r{region[0] + 1}c{region[1] + 1}:r{region[2] + 1}c{region[3] + 1} is not within "
                f"the grid's {puzzle.height} rows and {puzzle.width} columns",
                settings=("region",),
            )
        return FillRequest(puzzle, scores, min_score, min_length, seed, max_shared, region, forms or {})

    def fills(self, request: FillRequest, budget: Budget, stats: SearchStats) -> Iterator[Fill]:
        """Ever better fills (see :func:`~gridcraft.fillin.autofill.filler.fills`)."""
        return fills(request, budget, stats)

    def count(
        self, request: FillRequest, limit: int | None, budget: Budget, stats: SearchStats
    ) -> Verdict[Grid]:
        """Fills counted up to ``limit`` (see :func:`~gridcraft.fillin.autofill.filler.count`)."""
        return count(request, limit, budget, stats)

    def fill(self, request: FillRequest, grid: Grid) -> Fill:
        """The fill a filled grid of :meth:`count` holds (its entries and scores)."""
        return fill_of(request, grid)

    def shown(self, request: FillRequest, fill: Fill | Grid) -> tuple[FillinPuzzle, Grid | None]:
        """The fill (or a filled grid of :meth:`count`) as a fill-in puzzle and its solution, for
        the kind's output formats. A fill of a region that leaves cells empty is a grid to fill
        further: the puzzle is the grid with the fill's letters written in (``.`` the cells still
        empty), with no word list and no solution, so every format writes that grid as it stands
        (text in the grid file's syntax, which ``fill`` reads again)."""
        if not isinstance(fill, Fill):
            fill = fill_of(request, fill)
        if any(EMPTY in row for row in fill.grid):
            rows = tuple(row.replace(" ", BLOCK) for row in fill.grid)
            return FillinPuzzle(rows, ()), None
        return fill.puzzle(request.puzzle), fill.grid

    def document(self, fill: Fill, clues: Mapping[str, Entry] | None = None) -> dict[str, Any]:
        """The fill as JSON-ready data: ``grid`` (rows, a space for a block), ``entries``
        (``slot``, ``entry``, ``written``: the entry with its word breaks, ``enumeration``,
        ``score``: ``null`` for an entry written whole that no dictionary holds; with ``clues``,
        the clue list by letters, also ``clue``, ``""`` for an entry it has none for), ``worst`` (the
        slots of the lowest-scored entries the fill chose, lowest first), ``lowest``, ``mean``,
        ``best`` (no fill has a higher lowest score) and ``best_mean`` (no fill with that lowest
        score has a higher mean)."""

        def entry(label: str, word: str, score: int | None) -> dict[str, Any]:
            clue = None if clues is None else clues.get(word)
            form = written(fill, word, clue)
            text, enum = clue_enumeration(clue.clue if clue is not None else "", form)
            found = {
                "slot": label,
                "entry": shown(word),
                "written": form,
                "enumeration": enum,
                "score": score,
            }
            return found if clues is None else found | {"clue": text}

        return {
            "grid": [shown(row) for row in fill.grid],
            "entries": [entry(*e) for e in fill.entries],
            "worst": [label for label, _, _ in fill.worst(WORST)],
            "lowest": fill.lowest,
            "mean": round(fill.mean, 2),
            "best": fill.proven,
            "best_mean": fill.mean_proven,
        }

    def crossword(self, request: FillRequest, fill: Fill | Grid, clues: Mapping[str, Entry]) -> str:
        """The fill (or a filled grid of :meth:`count`) as an ipuz crossword's text with the
        clues of ``clues`` (letters -> the clue list's entry; see
        :func:`~gridcraft.fillin.autofill.crossword.crossword`).

        Raises:
            InvalidPuzzle: the fill leaves cells empty.
        """
        if not isinstance(fill, Fill):
            fill = fill_of(request, fill)
        return crossword(request.puzzle, fill, clues)

    def summary(self, fill: Fill, stats: SearchStats, interrupted: bool = False) -> str:
        """The summary line of a fill, e.g. ``filled 78 slots: lowest score 36 (the best possible),
        mean 56.3; 14,251 nodes``; ``interrupted``: the best fill found before an interrupt."""
        if not fill.chosen:
            return "\n".join(
                [
                    f"nothing to fill: every slot is written whole ({len(fill.entries)} entries): lowest "
                    f"score {fill.lowest}, mean {fill.mean:.1f}"
                ]
                + self.notes(fill)
            )
        best = (
            " (the best possible)"
            if fill.proven
            else " (the best found before the interrupt)"
            if interrupted
            else ""
        )
        lines = [
            f"filled {fill.chosen} slot{'s' * (fill.chosen != 1)}: lowest score {fill.lowest}{best}, "
            f"mean {fill.mean:.1f}{' (the highest with that lowest score)' if fill.mean_proven else ''}; "
            f"{stats.nodes:,} nodes"
        ]
        worst = fill.worst(WORST)
        if worst:
            lines.append(
                "lowest-scored entries: "
                + ", ".join(f"{shown(fill.forms.get(w, w))} {s} ({label})" for label, w, s in worst)
            )
        return "\n".join(lines + self.notes(fill))

    def notes(self, fill: Fill) -> list[str]:
        """What the summary says of the entries written whole that no dictionary holds."""
        unlisted = fill.unlisted
        if not unlisted:
            return []
        return [
            "kept as written, though in no dictionary: "
            + ", ".join(f"{shown(word)} ({label})" for label, word in unlisted)
        ]

    def aids(self, request: FillRequest) -> dict[str, Any]:
        """The construction aids of the request's grid, JSON-ready: each slot's candidates after
        the search's root propagation, the letters the crossings force and the dead slots (see
        :mod:`gridcraft.fillin.autofill.aids`)."""
        return aids_of(request).document()


FILLER = GridFiller()
