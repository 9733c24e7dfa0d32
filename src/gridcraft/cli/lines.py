"""``gridcraft solve FILE --format jsonl``: a file of many puzzles, one a line (sudoku's
81-character lines), solved by the kind's own loop (:class:`gridcraft.record.LinesSolver`) and
answered one JSON line a puzzle as it goes, memory flat: the file is read and answered a chunk of
whole lines at a time.

The summary line on stderr counts the puzzles by outcome. ``--time-limit`` bounds each puzzle: one
still searched when it runs out is answered with the solutions found so far and ``"complete":
false``, and the next is read. Exit codes: 0 every puzzle line was read and searched to the end
(whatever its count of solutions); 2 the file is not one of one-line puzzles, or some lines could
not be read (each answered with its ``error``, the others solved); 3 the time ran out on some
puzzle; 130 interrupted (the lines answered so far are on standard output; a file of ``-o`` is not
written).
"""

from __future__ import annotations

import argparse
import sys
from typing import BinaryIO

from gridcraft.cli.io import Target, check_not_input, check_output
from gridcraft.cli.stream import StreamOut
from gridcraft.kinds import SolverKind, solvers
from gridcraft.outcome import Failure
from gridcraft.record import LinesSolver

CHUNK = 1 << 18  # bytes read at a time (whole lines are solved; the rest waits for the next chunk)
MAX_LIMIT = 1 << 30  # --all: every solution counted


def _open(path: str) -> BinaryIO:
    try:
        if path == "-":
            if sys.stdin is None:
                raise Failure("cannot read: standard input is closed", "<stdin>")
            return sys.stdin.buffer
        return open(path, "rb")
    except OSError as e:
        raise Failure(f"cannot read: {e.strerror or e}", path) from None


def _first_line(head: bytes) -> tuple[str, int] | None:
    """The first line of ``head`` that is neither blank nor a comment, and its number in ``head``."""
    for number, raw in enumerate(head.split(b"\n"), 1):
        text = raw.decode("utf-8", "replace").strip().removeprefix("\ufeff")
        if text and not text.startswith("#"):
            return text, number
    return None


def _kind(args: argparse.Namespace, first: str, number: int, source: str) -> tuple[SolverKind, LinesSolver]:
    """The kind whose one-line puzzles the file holds (``--kind``, or the first that reads its first
    puzzle line)."""
    lined = [(k, k.lines) for k in solvers() if k.lines is not None]
    if args.kind != "auto":
        lined = [(k, s) for k, s in lined if k.name == args.kind]
        if not lined:
            raise Failure(f"--format jsonl solves files of one-line puzzles, and {args.kind} has none")
    for kind, solver in lined:
        if solver.looks_like(first):
            return kind, solver
    names = ", ".join(k.title for k, _ in lined) or "no kind"
    raise Failure(
        f"--format jsonl solves files of one puzzle a line ({names}: 81 cells a line for a 9 x 9),"
        " and this line is not one",
        source,
        number,
        1,
    )


def run_lines(args: argparse.Namespace) -> int:
    """Solve the one-line puzzles of ``args.puzzle``; returns the exit code (see the module).

    Raises:
        Failure: unreadable input, unwritable output, or a file that is not one of one-line puzzles.
    """
    if args.blank or args.explain:
        raise Failure(
            "--format jsonl writes each puzzle's count and solution: leave out --blank and --explain"
        )
    source = "<stdin>" if args.puzzle == "-" else args.puzzle
    target: Target | None = check_output(args.output)
    check_not_input(args.puzzle, target)
    limit = MAX_LIMIT if args.all else 2 if args.limit is None else args.limit
    seconds = 0.0 if args.time_limit is None else args.time_limit
    stream = _open(args.puzzle)
    out = StreamOut(target)
    counts = {"unique": 0, "several": 0, "none": 0, "bad": 0, "cut": 0}
    try:
        pending = b""
        first = ""
        solver: LinesSolver | None = None
        line_no = 1
        while True:
            try:
                data = stream.read(CHUNK)
            except OSError as e:
                raise Failure(f"cannot read: {e.strerror or e}", source) from None
            buffer = pending + data
            cut = buffer.rfind(b"\n") + 1 if data else len(buffer)
            whole, pending = buffer[:cut], buffer[cut:]
            if whole and solver is None:
                found = _first_line(whole)
                if found is not None:
                    first = found[0]
                    solver = _kind(args, first, line_no + found[1] - 1, source)[1]
            if whole and solver is not None:
                answer = solver.solve(first, whole, limit, line_no, seconds)
                _count(answer, counts)
                out.write(answer.decode("ascii"))
            line_no += whole.count(b"\n")
            if not data:
                break
        if solver is None:
            raise Failure("no puzzle: the file holds no puzzle line", source)
        out.commit()
    except BaseException:
        out.abort()
        raise
    finally:
        if args.puzzle != "-":
            stream.close()
    total = sum(counts.values())
    several = "more than one" if limit == 2 else f"{limit} or more" if limit != MAX_LIMIT else "several"
    shortened = f", {counts['cut']:,} cut short by the time limit" if counts["cut"] else ""
    print(
        f"{total:,} {'puzzle' if total == 1 else 'puzzles'}: {counts['unique']:,} with one solution,"
        f" {counts['several']:,} with {several}, {counts['none']:,} with none, {counts['bad']:,} unreadable{shortened}",
        file=sys.stderr,
    )
    if counts["cut"]:
        print(
            f"{source}: the time ran out on {counts['cut']:,} {'puzzle' if counts['cut'] == 1 else 'puzzles'}"
            f' after {args.time_limit:g} s each ("complete": false; --time-limit none: no limit)',
            file=sys.stderr,
        )
        return 3
    return 2 if counts["bad"] else 0


def _count(answer: bytes, counts: dict[str, int]) -> None:
    """Count the outcomes of a chunk's JSON lines (their fixed form: ``"solutions": N``)."""
    bad, none = answer.count(b'"error"'), answer.count(b'"solutions": 0}')
    cut = answer.count(b'"complete": false')
    unique = answer.count(b'"solutions": 1,')
    if cut:  # a line cut short is none of the others
        unique -= sum(
            b'"solutions": 1,' in row for row in answer.split(b"\n") if row.endswith(b'"complete": false}')
        )
    counts["bad"] += bad
    counts["none"] += none
    counts["cut"] += cut
    counts["unique"] += unique
    counts["several"] += answer.count(b"\n") - bad - none - unique - cut
