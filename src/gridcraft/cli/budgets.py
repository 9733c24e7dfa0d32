"""The work and time budgets of ``gridcraft make`` (``--nodes``, ``--time-limit``) and how a batch's
outcome words them: a puzzle is made within its maker's work budget, the same on any machine and
under any load; the time limit is an outer safety limit, and a line says so when it cuts."""

from __future__ import annotations

import argparse

from gridcraft.batch import Batch
from gridcraft.cli.args import positive, seconds
from gridcraft.engine import MAKER_TIME, clock_cut_warning

#: seconds per puzzle: the outer safety limit of ``make`` (each maker's default work budget ends
#: well within it on a 2-core machine)
MAKE_TIME = MAKER_TIME


def add_make_budgets(p: argparse.ArgumentParser) -> None:
    """``--nodes`` (the maker's work per puzzle) and ``--time-limit`` (the outer limit per puzzle)."""
    p.add_argument("--nodes", type=positive, metavar="N",
                   help="work per puzzle before giving up, counted in the maker's own steps (candidates graded, "
                   "grids, squares, fills or search nodes; default: each maker's, about a minute of a 2-core "
                   "machine for a request it cannot meet): the same puzzles on any machine and load")  # fmt: skip
    p.add_argument("--time-limit", type=seconds, default=MAKE_TIME, metavar="S",
                   help=f"seconds per puzzle: an outer safety limit (default {MAKE_TIME:g}); when it cuts the "
                   "making first, what is made depends on the machine's speed, and a line says so")  # fmt: skip


def none_made(batch: Batch, asked: str) -> str:
    """The error line of a batch that made no puzzle (``asked``: what was asked for, the maker's
    summary of the request): the maker's reason, and what may help."""
    seeds = batch.failed
    why = batch.why.get(seeds[0], "") if seeds else ""
    if batch.cut:
        return (
            f"no puzzle was made (asked for: {asked}): {clock_cut_warning(None, what='their making')}, or a "
            "longer --time-limit"
        )
    reason = f": {why}" if why else ""
    return f"no puzzle was made (asked for: {asked}){reason}; try another --seed, a larger --nodes or a smaller size"


def batch_lines(batch: Batch, line: str, count: int) -> list[str]:
    """The summary lines of a batch that made some puzzles: ``line`` (the maker's summary) with the
    puzzles not made, then a line for the puzzles whose making the time limit cut."""
    missed = [s for s in batch.failed if s not in dict(batch.cut)]
    if missed:
        line += f"; {len(missed)} not made within the maker's work budget (seeds {', '.join(missed)})"
    if batch.interrupted:
        line += f"; {count - len(batch.made) - len(batch.failed)} not made: interrupted"
    lines = [line]
    if batch.cut:
        made = {seed for seed, _ in batch.made}
        seeds = ", ".join(f"{seed}{'' if seed in made else ' (not made)'}" for seed, _ in batch.cut)
        lines.append(clock_cut_warning(None, what=f"the making of seed{'s' * (len(batch.cut) > 1)} {seeds}"))
    return lines
