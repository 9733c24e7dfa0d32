"""The one writer of a solve's document (``gridcraft solve --format text|json``), whole or
solution by solution as the search finds them (so that memory stays flat for millions):

- text: one solution bare, several each under ``solution N:``;
- JSON: ``{"kind", "solutions": [GRID, ...], "count", "complete", "stats": {"nodes",
  "backtracks", "propagations", "seconds"}}``, one solution to a line (GRID: the kind's rows).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from gridcraft.engine import SearchStats
from gridcraft.kinds import SolverKind

DOCUMENTS = ("text", "json")  # the formats of a solve's document


class SolvedWriter:
    """Writes the document of a solve of ``puzzle`` (of ``kind``) in ``fmt`` (``text`` or
    ``json``) through ``write``, piece by piece: :meth:`add` each solution, then :meth:`close`."""

    def __init__(self, kind: SolverKind, puzzle: Any, fmt: str, write: Callable[[str], None]) -> None:
        if fmt not in DOCUMENTS:
            raise ValueError(f"a solve's document is text or json, not {fmt!r}")
        self.kind, self.puzzle, self.json, self.write = kind, puzzle, fmt == "json", write
        self.count = 0
        self._first: Any = None

    def _head(self) -> None:
        self.write("{\n" + f'  "kind": {json.dumps(self.kind.name)},\n  "solutions": [')

    def add(self, grid: Any) -> None:
        """Write one more solution."""
        if self.json:
            if not self.count:
                self._head()
            row = json.dumps(self.kind.rows(self.puzzle, grid), ensure_ascii=False)
            self.write(("," if self.count else "") + "\n    " + row)
        elif not self.count:
            self._first = grid  # one solution is written bare, several each under its number
        else:
            if self.count == 1:
                self.write("solution 1:\n" + self.kind.text(self.puzzle, self._first))
            self.write(f"\nsolution {self.count + 1}:\n" + self.kind.text(self.puzzle, grid))
        self.count += 1

    def close(self, stats: SearchStats, complete: bool) -> None:
        """Write the end: the count, whether the search was ``complete``, and ``stats``."""
        if self.json:
            if not self.count:
                self._head()
            tail = {
                "count": self.count,
                "complete": complete,
                "stats": {
                    "nodes": stats.nodes,
                    "backtracks": stats.backtracks,
                    "propagations": stats.propagations,
                    "seconds": round(stats.seconds, 6),
                },
            }
            rest = json.dumps(tail, ensure_ascii=False, indent=2)[1:]  # the keys after "solutions"
            self.write(("\n  ]," if self.count else "],") + rest + "\n")
        elif self.count == 1:
            self.write(self.kind.text(self.puzzle, self._first))


def solved_document(
    kind: SolverKind, puzzle: Any, grids: tuple[Any, ...], stats: SearchStats, fmt: str
) -> str:
    """The whole document of the solutions ``grids`` (see :class:`SolvedWriter`)."""
    parts: list[str] = []
    writer = SolvedWriter(kind, puzzle, fmt, parts.append)
    for grid in grids:
        writer.add(grid)
    writer.close(stats, stats.complete)
    return "".join(parts)
