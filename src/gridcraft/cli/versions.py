"""``--versions N`` of ``generate`` and ``make``: a set of N different puzzles, A to Z, for a class
(see :mod:`gridcraft.versions`). A sheet (``-o set.pdf``) holds version A's puzzle pages and key,
then B's, and so on; text and JSON hold each version in turn; a format of one puzzle (a picture,
ipuz, the player) is refused."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any

from gridcraft import printing
from gridcraft.batch import ClusterMissing, make_batch
from gridcraft.cli.budgets import batch_lines, none_made
from gridcraft.cli.io import Target, check_binary, check_not_input, check_output
from gridcraft.cli.output import emit, emit_written
from gridcraft.cli.progress import CountBar
from gridcraft.cli.report import failure, finish
from gridcraft.documents import refuse_undrawn
from gridcraft.errors import GridcraftError, MissingFont
from gridcraft.kinds import Kind, Maker, word_maker
from gridcraft.outcome import ARGS, EXIT_BUDGET, EXIT_OK, Failure, Outcome
from gridcraft.outputs import WriteOptions
from gridcraft.versions import (
    MAX_VERSIONS,
    MIN_VERSIONS,
    check_count,
    distinct,
    layout_versions,
    letter,
    version_title,
    versions_pages,
)

#: the formats of a set of layouts: the word maker's text and JSON, the text of each kind its
#: layouts also make (the fill-in puzzle), the sheet (each version's pages and key in turn)
LAYOUT_FORMATS = ("text", "json", *word_maker()[1].also, "sheet")


def add_versions_option(p: argparse.ArgumentParser, what: str) -> None:
    """``--versions N``: ``what`` in N versions, A to Z."""
    p.add_argument("--versions", type=versions_count, metavar="N",
                   help=f"{MIN_VERSIONS} to {MAX_VERSIONS}: {what} in N different versions, A, B, ... (neighbours "
                   "cannot copy), each titled with its letter and with its own key; -o set.pdf: A's pages and "
                   "key, then B's...")  # fmt: skip


def versions_count(text: str) -> int:
    """A ``--versions`` value: a whole number from 2 to 26.

    Raises:
        argparse.ArgumentTypeError: anything else.
    """
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    why = check_count(n)
    if why is not None:
        raise argparse.ArgumentTypeError(why.replace("versions must be", "give"))
    return n


def set_format(args: argparse.Namespace, fmt: str, allowed: tuple[str, ...]) -> str:
    """The format of a set: ``fmt``, but ``-o set.pdf`` without ``--format`` is the sheet.

    Raises:
        Failure: a format that holds one puzzle.
    """
    if args.format is None and fmt == "pdf" and "sheet" in allowed:
        return "sheet"
    if fmt not in allowed:
        raise Failure(f"--format {fmt} holds one puzzle; with --versions use {', '.join(allowed)}")
    return fmt


def sheet_pdf(pages: list[Any], title: str) -> bytes:
    """A set's pages as one PDF, refused when a letter has no font.

    Raises:
        Failure: a letter no installed font draws; cairo missing.
    """
    try:
        for page in pages:
            refuse_undrawn(page.document())
        return printing.sheet_pdf(pages, title=title)
    except MissingFont as e:
        raise Failure(str(e)) from None
    except GridcraftError as e:  # ConverterMissing
        raise failure(e, ARGS) from None


def write_layouts(
    kind: Kind, fmt: str, layouts: list[Any], title: str, lang: str | None, words: list[str]
) -> Any:
    """A set of layouts (version A first) in ``fmt`` (one of :data:`LAYOUT_FORMATS`): text, each
    version under its title; the fill-in text, each after a ``!`` line with its title; JSON,
    ``{"puzzles": [...], "versions": [{"version", "title"}]}``; the sheet, each version's
    pages then its key."""
    titles = [version_title(title, k, lang, words) for k in range(len(layouts))]
    if fmt == "sheet":
        return sheet_pdf(
            versions_pages(kind, [(x, None) for x in layouts], title=title, lang=lang, words=words), title
        )
    write = kind.formats[fmt].write
    texts = [str(write(x, None, WriteOptions(lang=lang))) for x in layouts]
    if fmt == "json":
        versions = [{"version": letter(k), "title": t} for k, t in enumerate(titles)]
        doc = {"puzzles": [json.loads(t) for t in texts], "versions": versions}
        return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"
    head = "! " if fmt in word_maker()[1].also else ""  # a comment line of the fill-in text
    return "\n".join(f"{head}{t}\n{text.rstrip(chr(10))}\n" for t, text in zip(titles, texts, strict=True))


def make_versions(
    args: argparse.Namespace, kind: Kind, maker: Maker, request: Any, fmt: str, values: dict[str, Any]
) -> int:
    """``gridcraft make --versions N``: the set of ``request``, version ``k`` the puzzle of the
    seed ``SEED:k``, written in ``fmt``; returns the exit code.

    Raises:
        Failure: ``--count`` beside it, a format of one puzzle, an unwritable output, no version
            made (exit 3).
    """
    if args.count > 1:
        raise Failure("--versions makes one set of puzzles: leave --count out")
    fmt = set_format(args, fmt, (*maker.writers, "sheet"))
    target = check_output(args.output)
    check_not_input(vars(args).get("words"), target)
    check_binary(fmt, target)
    n = args.versions
    with CountBar(n) as bar:
        try:
            batch = make_batch(maker, request, seed=args.seed, count=n, time_limit=args.time_limit, nodes=args.nodes,
                               jobs=args.jobs, scheduler=args.scheduler, done=lambda i: bar.advance())  # fmt: skip
        except ClusterMissing as e:
            raise Failure(str(e)) from None
    if batch.interrupted and not batch.made:
        raise KeyboardInterrupt
    asked = maker.summary(request, n)
    if not batch.made:
        raise Failure(none_made(batch, asked), code=EXIT_BUDGET)
    made = batch.made[: next((k for k, (s, _) in enumerate(batch.made) if s != f"{args.seed}:{k}"), n)]
    kept, warnings = distinct([maker.shown(m)[0] for _, m in made])
    made = made[: len(kept)]
    words = [e.text for e in values.get("words") or ()]
    _write_made(kind, maker, request, made, fmt, target, values.get("name_line") is True, words)
    lines = batch_lines(
        batch, f"versions A to {letter(len(made) - 1)}: {maker.summary(request, len(made))}", n
    )
    return finish(Outcome([*lines, *warnings], EXIT_BUDGET if batch.failed else EXIT_OK, batch.interrupted))


def _write_made(
    kind: Kind,
    maker: Maker,
    request: Any,
    made: list[tuple[str, Any]],
    fmt: str,
    target: Target | None,
    name_line: bool,
    words: list[str],
) -> None:
    """A maker's set in ``fmt``: the sheet (each version's pages, then its key), or the maker's
    own writer of a batch (the puzzles in version order; JSON adds ``versions``: each puzzle's
    letter, seed and title)."""
    title = maker.titles(request)[0]
    if fmt == "sheet":
        items = [maker.shown(m) for _, m in made]
        pages = versions_pages(kind, items, title=title, name_line=name_line, words=words)
        emit_written(sheet_pdf(pages, title), target)
        return
    text = maker.writers[fmt](request, made)
    if fmt == "json":
        doc = json.loads(text)
        doc["versions"] = [
            {"version": letter(k), "seed": seed, "title": version_title(title, k, None, words)}
            for k, (seed, _) in enumerate(made)
        ]
        text = json.dumps(doc, ensure_ascii=False, indent=2) + "\n"
    emit(text, target)


def generate_versions(
    args: argparse.Namespace,
    kind: Kind,
    layout: Any,
    fmt: str,
    target: Target | None,
    words: list[str],
    hand_out: Callable[[Any], Any] = lambda layout: layout,
) -> int:
    """``gridcraft generate --versions N``: ``layout`` as version A and N - 1 other layouts of its
    words, each differing from the versions before it, each handed out by ``hand_out`` (a word
    bank, letters given away), written in ``fmt`` under ``--title`` (else the kind's title: the
    fill-in's for ``--format fillin``); returns the exit code."""
    shown, puzzle = kind.solvable(layout) if fmt in word_maker()[1].also else (kind, layout)
    title = args.title or shown.default_title(puzzle, args.lang)
    settings = {"max_aspect": args.max_aspect, "max_width": args.max_width, "max_height": args.max_height}
    with CountBar(args.versions - 1) as bar:
        layouts, warnings = layout_versions(
            layout,
            args.versions,
            seed=args.seed,
            givens=args.givens,
            done=lambda k: bar.advance(),
            **settings,
        )
    layouts = [hand_out(x) for x in layouts]
    emit_written(write_layouts(kind, fmt, layouts, title, args.lang, words), target)
    maker = word_maker()[1]
    lines = [f"version {letter(k)}: {maker.summary(x)}" for k, x in enumerate(layouts)]
    return finish(Outcome([*lines, *warnings], EXIT_OK))
