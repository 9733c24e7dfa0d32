"""``gridcraft book MANIFEST -o book.pdf``: a print-ready book of puzzles from a manifest, with
each puzzle's files beside it in ``--out-dir``, made here (``--jobs``) or on a Dask cluster
(``--scheduler``). The manifest is checked whole before any work; a build that is stopped
resumes from the puzzles kept in the folder."""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from gridcraft import printing
from gridcraft.batch import ClusterMissing
from gridcraft.book import Built, Manifest, build, read_manifest
from gridcraft.book.pages import Unprintable
from gridcraft.draw.book import trim_box, trim_name
from gridcraft.cli.args import Commands, Parser, add_output_option, add_quiet_option, positive, text
from gridcraft.cli.io import Target, check_output
from gridcraft.cli.output import emit_written
from gridcraft.cli.progress import CountBar
from gridcraft.cli.report import finish
from gridcraft.outcome import EXIT_BUDGET, EXIT_OK, Failure, Outcome


def add_book(commands: Commands[Parser]) -> None:
    """Add the ``book`` sub-command to ``commands``."""
    p = commands.add_parser(
        "book",
        help="a print-ready book of puzzles from a manifest",
        description="Make a book of puzzles (a PDF interior as Amazon KDP asks: trim, bleed, inside margin "
        "by page count, contents, answers at the back) from a TOML manifest, with each puzzle's ipuz, "
        ".puz, JSON and PNG files in --out-dir. A build that is stopped resumes from what is there.",
    )
    p.add_argument("manifest", metavar="MANIFEST", help="the book's manifest (TOML)")
    add_output_option(p, "the book's PDF (required; written whole once every puzzle is made)")
    p.add_argument("--out-dir", metavar="DIR", type=text,
                   help="each puzzle's files and book.json (default: beside the PDF, NAME-puzzles)")  # fmt: skip
    where = p.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=positive, default=None, metavar="N",
                       help="local processes making puzzles (default: one per core)")  # fmt: skip
    where.add_argument("--scheduler", metavar="tcp://HOST:PORT", type=text,
                       help="make every puzzle as a task on this Dask cluster (pip install 'gridcraft[cluster]')")  # fmt: skip
    p.add_argument("--allow-missing", action="store_true",
                   help="write the book of the puzzles made even when some failed (numbered without gaps)")  # fmt: skip
    add_quiet_option(p)
    p.set_defaults(run=run_book)


def run_book(args: argparse.Namespace) -> int:
    """Run ``gridcraft book``; returns the exit code.

    Raises:
        Failure: no ``-o``, an unwritable output or folder, a scheduler that cannot be used.
        ParseError: a bad manifest or word list (before any work).
    """
    if not args.output or args.output == "-":
        raise Failure("-o FILE.pdf is required: a book is written to a file")
    if not args.output.lower().endswith(".pdf"):
        raise Failure(f"-o names the book's PDF: {args.output!r} does not end in .pdf")
    target = check_output(args.output)
    _probe(Path(target.path).parent if target is not None else Path("."))
    path = Path(args.manifest)
    try:
        book = read_manifest(path, args.manifest)
    except OSError as e:
        raise Failure(f"cannot read: {e.strerror or e}", args.manifest) from None
    folder = (
        Path(args.out_dir)
        if args.out_dir
        else Path(args.output).with_name(Path(args.output).stem + "-puzzles")
    )
    _check_folder(folder)
    total = len(book.tasks)
    with CountBar(total, quiet=args.quiet) as bar:
        try:
            built = build(book, folder, jobs=args.jobs or os.cpu_count() or 1, scheduler=args.scheduler,
                          allow_missing=args.allow_missing, progress=lambda done, _: bar.update(done))  # fmt: skip
        except ClusterMissing as e:
            raise Failure(str(e)) from None
        except Unprintable as e:  # a puzzle too large for the trim, too many pages
            raise Failure(str(e), args.manifest) from None
    return finish(_outcome(book, built, folder, target, args.manifest))


def _check_folder(folder: Path) -> None:
    """The output folder, or the nearest folder above it that exists, can be written (nothing is
    made yet: a build that stops before its first puzzle leaves nothing)."""
    here = folder
    while not here.exists() and here != here.parent:
        here = here.parent
    if here.exists() and not here.is_dir():
        raise Failure(f"cannot write: {here} is not a folder", str(folder))
    if not os.access(here, os.W_OK | os.X_OK):
        raise Failure("cannot write: permission denied", str(folder))


def _probe(folder: Path) -> None:
    """A file can really be made in ``folder`` (where the PDF goes), before hours of work: a
    permission check alone passes where writing fails (a read-only or special file system)."""
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as e:
        raise Failure(f"cannot write: {e.strerror or e}", str(folder)) from None


def _n(n: int, word: str) -> str:
    """``1 puzzle``, ``2 puzzles``."""
    return f"{n} {word}{'s' * (n != 1)}"


def _outcome(book: Manifest, built: Built, folder: Path, target: Target | None, source: str) -> Outcome:
    """The book written (when laid out) and the summary lines."""
    lines = [f"{source}: {task.named}: {why}" for task, why in built.failed]
    lines += [f"{source}: {task.named}: {warning}" for task, warning in built.warned]
    made = f"{built.made} made, {built.kept} kept from {folder}"
    if built.laid is None:
        if built.interrupted:
            lines.append(f"{made}; {built.missing} not made: interrupted (run again to go on)")
            return Outcome(lines, EXIT_OK, interrupted=True)
        again = (
            "run again to retry them (with a larger time_limit: the time limit cut some)"
            if built.late
            else ("change what the lines above name")
        )
        lines.append(f"no book written: {built.missing} of {len(book.tasks)} puzzles missing ({made}); "
                     f"{again}, or --allow-missing")  # fmt: skip
        return Outcome(lines, EXIT_BUDGET)
    laid = built.laid
    boxes = (
        [trim_box(book.trim, book.bleed, n) for n in range(1, len(laid.pages) + 1)] if book.bleed else None
    )
    emit_written(
        printing.sheet_pdf(laid.pages, title=book.title, author=book.author, trim_boxes=boxes), target
    )
    count, sections = len(laid.page_of), len(laid.sections)
    line = (
        f"{_n(count, 'puzzle')} in {_n(sections, 'section')}, {len(laid.pages)} pages ({trim_name(book.trim)}"
        f"{' with bleed' if book.bleed else ''}, inside margin {laid.gutter:g} in); {made}"
    )
    if laid.padded:
        line += f"; {laid.padded} blank pages added to reach 24 (KDP's fewest)"
    if built.missing:
        line += f"; {built.missing} missing, left out"
    lines.append(line)
    return Outcome(lines, EXIT_BUDGET if built.failed else EXIT_OK)
