"""``gridcraft make KIND [WORDS]``: puzzles of a kind that has a maker (KenKen: from a size and a
grade; a maker whose ``input`` is ``words`` also from the word list WORDS), one or many, through the
kind's maker in the registry.

Puzzle ``i`` of a run (0-based) is made with the seed ``SEED:i`` (:mod:`gridcraft.batch`), so the
same options give the same puzzles whatever ``--jobs`` is, on any machine and under any load: each
is made within its maker's work budget (``--nodes``), the time limit only an outer safety limit
(:mod:`gridcraft.cli.budgets`); ``--jobs`` makes them in a process pool (``--scheduler``: as tasks
on a Dask cluster, the machinery of ``gridcraft book``), and a puzzle not made is reported without
losing the others (exit 3 after the others are written).
"""

from __future__ import annotations

import argparse
from typing import Any

from gridcraft import printing
from gridcraft.batch import ClusterMissing, make_batch
from gridcraft.captions import captions
from gridcraft.cli.args import (
    Commands,
    Parser,
    add_format_option,
    add_output_option,
    output_format,
    positive,
    source_name,
    text,
)
from gridcraft.cli.budgets import add_make_budgets, batch_lines, none_made
from gridcraft.cli.helps import prose
from gridcraft.cli.io import Target, check_binary, check_not_input, check_output, read_text
from gridcraft.cli.output import emit, emit_written
from gridcraft.cli.progress import CountBar
from gridcraft.cli.report import failure, finish
from gridcraft.cli.versions import add_versions_option, make_versions
from gridcraft.documents import formats_of
from gridcraft.errors import GridcraftError
from gridcraft.kinds import Kind, Maker, makers, read_words
from gridcraft.options import Option, OptionError, option_values
from gridcraft.outcome import ARGS, EXIT_BUDGET, EXIT_OK, Failure, Outcome
from gridcraft.outputs import WriteOptions

MAX_COUNT = 10_000  # puzzles one run makes at most
USAGE = " (gridcraft make --help shows the usage)"  # as the parser's own usage errors end


def _formats(kind: Kind, maker: Maker) -> dict[str, str]:
    """The formats of a run, by name (with their extensions): the maker's, then one puzzle's, the
    booklet (``sheet``) before the picture (``-o book.pdf`` is a booklet)."""
    one = formats_of(kind)
    names = [*maker.writers, "ipuz", "html", "svg", "png", "sheet", "pdf"]
    return {
        n: one[n].extension if n in one else _EXTENSIONS.get(n, "txt")
        for n in names
        if n in one or n in maker.writers
    }


_EXTENSIONS = {"json": "json"}  # of the maker's writers: the rest are text


def add_make(commands: Commands[Parser]) -> None:
    """Add the ``make`` sub-command to ``commands``: one kind argument per maker, its options as flags."""
    found = makers()
    formats: dict[str, str] = {}
    for kind, maker in found.values():
        formats.update(_formats(kind, maker))
    p = commands.add_parser(
        "make",
        help="make " + prose(maker.noun for _, maker in found.values()),
        description="Make puzzles. "
        + " ".join(f"{name}: {maker.description}" for name, (_, maker) in found.items()),
    )
    p.add_argument("kind", choices=tuple(found), help="the kind of puzzle to make")
    worded = [name for name, (_, maker) in found.items() if maker.input == "words"]
    if worded:
        p.add_argument(
            "words",
            nargs="?",
            metavar="WORDS",
            help=f"the word list file ('-' for standard input) of {', '.join(worded)}",
        )
    shared: dict[str, list[tuple[str, Option]]] = {}
    for name, (_, maker) in found.items():  # two makers may share a flag (--size): each reads it its own way
        for option in maker.options:
            shared.setdefault(option.flag, []).append((name, option))
    for flag, options in shared.items():
        first = options[0][1]
        helps = first.help if len(options) == 1 else "; ".join(f"{name}: {o.help}" for name, o in options)
        if all(o.switch for _, o in options):  # on when given: no value
            p.add_argument(flag, dest=first.name, action="store_const", const="yes", default=None, help=helps)
            continue
        p.add_argument(flag, dest=first.name, type=text, default=None,
                       metavar=first.metavar or None, help=helps)  # fmt: skip
    p.add_argument(
        "--seed",
        default="0",
        type=text,
        metavar="S",
        help="seed (default 0): the same seed, the same puzzles",
    )
    p.add_argument(
        "--count",
        type=positive,
        default=1,
        metavar="C",
        help=f"how many puzzles (default 1, at most {MAX_COUNT})",
    )
    where = p.add_mutually_exclusive_group()
    where.add_argument(
        "--jobs", type=positive, default=1, metavar="J", help="processes making them (default 1)"
    )
    where.add_argument("--scheduler", metavar="tcp://HOST:PORT", type=text,
                       help="make them as tasks on this Dask cluster (pip install 'gridcraft[cluster]')")  # fmt: skip
    add_make_budgets(p)
    add_format_option(p, formats)
    add_versions_option(p, "the puzzle")
    add_output_option(p)
    p.set_defaults(run=run_make)


def _values(maker: Maker, args: argparse.Namespace) -> dict[str, Any]:
    """The maker's option values from the command line, read as every front end reads them
    (:func:`gridcraft.options.option_values`; a flag not given: its default).

    Raises:
        Failure: a value the option does not take, naming its flag.
    """
    try:
        return option_values(maker.options, vars(args))
    except OptionError as e:
        raise Failure(f"argument {e.option.flag}: {e}{USAGE}") from None


def _refuse_others(kind: Kind, maker: Maker, args: argparse.Namespace, fmt: str) -> None:
    """Refuse a format or an option that another kind's maker has and this one does not (the
    command offers every maker's).

    Raises:
        Failure: naming the format or the flag, and what this kind offers.
    """
    own = _formats(kind, maker)
    if fmt not in own:
        raise Failure(f"make {args.kind} does not write --format {fmt}; it writes {', '.join(own)}{USAGE}")
    mine = {option.name for option in maker.options}
    for _, other in makers().values():
        for option in other.options:
            if option.name not in mine and vars(args).get(option.name) is not None:
                flags = ", ".join(option.flag for option in maker.options) or "no options of its own"
                raise Failure(f"make {args.kind} takes no {option.flag} (its options: {flags}){USAGE}")


def run_make(args: argparse.Namespace) -> int:
    """Run ``gridcraft make``; returns the exit code.

    Raises:
        Failure: bad usage, a request that cannot be met, an unwritable output, or every
            puzzle out of time (exit 3).
    """
    fmt = output_format(args)
    kind, maker = makers()[args.kind]
    _refuse_others(kind, maker, args, fmt)
    values = _values(maker, args)
    words = vars(args).get("words")
    source = ARGS
    if maker.input == "words":
        if words is None:
            raise Failure(f"make {args.kind} needs a word list: gridcraft make {args.kind} WORDS{USAGE}")
        source = source_name(words)
        values["words"] = read_words(read_text(words), source)
    elif words is not None:
        raise Failure(f"make {args.kind} takes no word list, only options, not {words!r}{USAGE}")
    try:
        request = maker.request(values)
    except GridcraftError as e:  # about the options (its settings), or about the word list
        raise failure(e, ARGS if e.settings else source) from None
    if args.count > MAX_COUNT:
        raise Failure(f"--count {args.count} is more than {MAX_COUNT:,} puzzles in one run")
    why = maker.check_format(request, fmt)
    if why is not None:
        others = ", ".join(n for n in _formats(kind, maker) if n != fmt)
        raise Failure(why.format(ops="--ops", format=f"--format ({others})"))
    if args.versions is not None:  # a set for a class: version k is the puzzle of the seed SEED:k
        return make_versions(args, kind, maker, request, fmt, values)
    many = (*maker.writers, "sheet")  # the formats that hold many puzzles (sheet: a booklet)
    if args.count > 1 and fmt not in many:
        raise Failure(f"--format {fmt} holds one puzzle; use {', '.join(many)} with --count")
    target = check_output(args.output)
    check_not_input(words, target)
    check_binary(fmt, target)
    with CountBar(args.count) as bar:
        try:
            batch = make_batch(maker, request, seed=args.seed, count=args.count, time_limit=args.time_limit,
                               nodes=args.nodes, jobs=args.jobs, scheduler=args.scheduler,
                               done=lambda n: bar.advance())  # fmt: skip
        except ClusterMissing as e:
            raise Failure(str(e)) from None
    made = batch.made
    if batch.interrupted and not made:
        raise KeyboardInterrupt  # nothing finished: "interrupted", exit 130
    if not made:
        raise Failure(none_made(batch, maker.summary(request, args.count)), code=EXIT_BUDGET)
    words = [e.text for e in values.get("words") or ()]
    name_line = captions(None, words).name_line if values.get("name_line") is True else ""
    _write(kind, maker, request, made, fmt, target, name_line)
    lines = batch_lines(batch, maker.summary(request, len(made)), args.count)
    return finish(Outcome(lines, EXIT_BUDGET if batch.failed else EXIT_OK, batch.interrupted))


def _write(
    kind: Kind,
    maker: Maker,
    request: Any,
    made: list[tuple[str, Any]],
    fmt: str,
    target: Target | None,
    name_line: str = "",
) -> None:
    """The puzzles in format ``fmt`` to ``target``: the maker's own writers, a booklet (``sheet``,
    its puzzle pages with ``name_line``: a maker with a ``name_line`` option set), or one puzzle in
    one of the kind's formats."""
    if fmt in maker.writers:
        emit(maker.writers[fmt](request, made), target)
        return
    shown = [maker.shown(m) for _, m in made]
    heading, document, one = maker.titles(request)
    if fmt == "sheet":
        items = [(puzzle, solution, maker.label(request, i)) for i, (puzzle, solution) in enumerate(shown, 1)]
        pages = printing.booklet(
            kind, items, title=heading, per_page=maker.per_page(request), name_line=name_line
        )
        emit_written(printing.sheet_pdf(pages, title=document), target)
        return
    ((puzzle, solution),) = shown
    credited = formats_of(kind)[fmt].credited  # ipuz, the player: the title, and the solution
    options = WriteOptions(title=one if credited else "")
    emit_written(formats_of(kind)[fmt].write(puzzle, solution if credited else None, options), target)
