"""The ``gridcraft`` command line: a thin layer of argparse, file reading and printing.

Exit codes: 0 a result was found; 1 proven: no layout; 2 bad input or usage; 3 the time budget ran
out before any result. Every error is one line on stderr, ``FILE:LINE:COL: message`` (line and
column 0 when the whole file is at fault; the file is ``<command line>`` for usage errors).
"""

from __future__ import annotations

import argparse
import codecs
import math
import os
import sys
import tempfile
import threading
from collections.abc import Sequence
from importlib import resources
from types import TracebackType
from typing import TYPE_CHECKING, Self

from gridcraft import crisscross
from gridcraft.crisscross.layout import Layout
from gridcraft.errors import BudgetExceeded, GridcraftError, NoLayout, ParseError
from gridcraft.words import parse_word_list

if TYPE_CHECKING:
    from rich.console import Console
    from rich.status import Status

EXIT_OK, EXIT_NONE, EXIT_INPUT, EXIT_BUDGET = 0, 1, 2, 3
ARGS = "<command line>"  # the "file" named in usage errors
FORMATS = ("text", "svg", "json", "fillin")
PROGRESS_DELAY = 1.0  # seconds before the progress status appears


class CommandError(Exception):
    """A failure to report: ``line`` goes to stderr as it is and ``code`` is the exit code."""

    def __init__(self, line: str, code: int = EXIT_INPUT) -> None:
        super().__init__(line)
        self.line = line
        self.code = code


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one :class:`CommandError` line, exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise CommandError(f"{ARGS}:0:0: {message}")


# -- the parser ---------------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    """The argument parser: one sub-parser per command (``generate`` for now)."""
    parser = _Parser(prog="gridcraft", description="Generate and solve grid puzzles.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_generate(commands)
    return parser


def _add_generate(commands: argparse._SubParsersAction[_Parser]) -> None:
    names = examples()
    p = commands.add_parser(
        "generate",
        help="the smallest valid criss-cross layout of a word list",
        description="Build the smallest-footprint valid criss-cross layout of a word list "
        "(entries one per line or separated by commas; a line starting with # is a comment).",
        epilog="bundled examples (--example NAME): " + ", ".join(names),
    )
    p.add_argument(
        "words", nargs="?", metavar="WORDS", help="word-list file (UTF-8), or - for standard input"
    )
    p.add_argument(
        "--example", choices=names, metavar="NAME", help="a bundled word list: " + ", ".join(names)
    )
    p.add_argument("--time-limit", type=_seconds, default=10.0, metavar="S", help="seconds (default 10)")
    p.add_argument("--seed", type=int, default=0, metavar="N", help="random seed (default 0)")
    p.add_argument(
        "--max-aspect",
        type=_aspect,
        default=2.0,
        metavar="R|none",
        help="largest ratio of the long side to the short side (default 2)",
    )
    p.add_argument("--max-width", type=_positive, metavar="W", help="at most W columns")
    p.add_argument("--max-height", type=_positive, metavar="H", help="at most H rows")
    p.add_argument("--format", choices=FORMATS, default="text", help="output format (default text)")
    p.add_argument(
        "--blank", action="store_true", help="with --format svg: the empty grid beside its word list"
    )
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE (whole or not at all), not stdout")
    p.set_defaults(run=cmd_generate)


def examples() -> list[str]:
    """Names of the bundled example word lists (package data ``gridcraft/data/NAME.txt``)."""
    data = resources.files("gridcraft").joinpath("data")
    return sorted(f.name.removesuffix(".txt") for f in data.iterdir() if f.name.endswith(".txt"))


def _aspect(text: str) -> float | None:
    """``--max-aspect`` value: a number >= 1, or ``none`` for no limit."""
    if text.strip().lower() == "none":
        return None
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number or 'none'") from None
    if not math.isfinite(value) or value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} must be a number >= 1 or 'none'")
    return value


def _seconds(text: str) -> float:
    """``--time-limit`` value: a finite number of seconds greater than 0 (not ``inf`` or ``nan``)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r} must be a finite number of seconds greater than 0")
    return value


def _positive(text: str) -> int:
    """``--max-width`` / ``--max-height`` value: a whole number greater than 0."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r} must be greater than 0")
    return value


# -- commands -----------------------------------------------------------------------------------------
def cmd_generate(args: argparse.Namespace) -> int:
    """Run ``gridcraft generate``; returns the exit code.

    Raises:
        CommandError: bad usage, an unreadable or undecodable file, or an unwritable output.
        ParseError: a bad word list.
    """
    if args.words is None and args.example is None:
        raise CommandError(f"{ARGS}:0:0: give a word-list file (or - for standard input) or --example NAME")
    if args.words is not None and args.example is not None:
        raise CommandError(f"{ARGS}:0:0: give a word-list file or --example NAME, not both")
    if args.blank and args.format != "svg":
        raise CommandError(
            f"{ARGS}:0:0: --blank needs --format svg (--format fillin is the blank puzzle as text)"
        )
    if args.example:
        source = f"<example {args.example}>"
        data = resources.files("gridcraft").joinpath("data", f"{args.example}.txt")
        text = data.read_text(encoding="utf-8")
    else:
        source = "<stdin>" if args.words == "-" else args.words
        text = read_text(args.words)
    entries = parse_word_list(text, source=source)
    try:
        with StatusProgress.for_stderr() as progress:
            layout = crisscross.generate(
                entries,
                time_limit=args.time_limit,
                seed=args.seed,
                max_aspect=args.max_aspect,
                max_width=args.max_width,
                max_height=args.max_height,
                progress=progress.update,
            )
    except NoLayout as e:
        raise CommandError(f"{source}:0:0: {e}", EXIT_NONE) from None
    except BudgetExceeded as e:
        raise CommandError(f"{source}:0:0: {e}", EXIT_BUDGET) from None
    except ParseError:
        raise
    except GridcraftError as e:  # InvalidPuzzle: the words and limits cannot make a puzzle
        raise CommandError(f"{source}:0:0: {e}") from None
    emit(render(layout, args.format, blank=args.blank), args.output)
    print(summary(layout), file=sys.stderr)
    return EXIT_OK


def render(layout: Layout, fmt: str, *, blank: bool = False) -> str:
    """``layout`` in output format ``fmt`` (one of :data:`FORMATS`)."""
    if fmt == "svg":
        return layout.to_svg(blank=blank)
    if fmt == "json":
        return layout.to_json()
    if fmt == "fillin":
        from gridcraft.formats import layout_fillin

        return layout_fillin(layout)
    return layout.to_text()


def summary(layout: Layout) -> str:
    """One line about a layout, e.g. ``10 words, 11 x 7 = 77, 14 crossings, optimal (proven)``."""
    n, x, info = len(layout.placements), layout.crossings, layout.info
    line = (
        f"{n} word{'s' * (n != 1)}, {layout.width} x {layout.height} = {layout.area}, "
        f"{x} crossing{'s' * (x != 1)}, "
    )
    if info.optimal:
        line += "optimal (proven)"
    else:
        s = info.seconds
        line += f"best found in {s:.0f} s" if s >= 10 else f"best found in {s:.1f} s"
        line += " (not proven optimal)"
    return line + (f"; {info.note}" if info.note else "")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default ``sys.argv[1:]``); returns the exit code."""
    try:
        args = build_parser().parse_args(argv)
        code: int = args.run(args)
        return code
    except SystemExit as e:  # --help
        return e.code if isinstance(e.code, int) else EXIT_OK
    except CommandError as e:
        print(e.line.replace("\n", " "), file=sys.stderr)
        return e.code
    except ParseError as e:
        print(str(e).replace("\n", " "), file=sys.stderr)
        return EXIT_INPUT
    except KeyboardInterrupt:
        print("gridcraft: interrupted", file=sys.stderr)
        return 130


# -- input and output ---------------------------------------------------------------------------------
def read_text(path: str) -> str:
    """The UTF-8 text of file ``path`` (``-``: standard input), a leading byte-order mark dropped.

    Raises:
        CommandError: ``FILE:0:0: cannot read: reason``, or ``FILE:LINE:COL: not UTF-8 text`` at the
            first bad byte (1-based line; column counts the characters before it, plus one).
    """
    source = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as f:
                data = f.read()
    except (OSError, AttributeError, ValueError) as e:
        reason = getattr(e, "strerror", None) or str(e)
        raise CommandError(f"{source}:0:0: cannot read: {reason}") from None
    data = data.removeprefix(codecs.BOM_UTF8)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        start = data.rfind(b"\n", 0, e.start) + 1
        line = data.count(b"\n", 0, e.start) + 1
        column = len(data[start : e.start].decode("utf-8")) + 1
        raise CommandError(f"{source}:{line}:{column}: not UTF-8 text") from None


def emit(text: str, output: str | None) -> None:
    """Write ``text`` as UTF-8 to file ``output`` atomically, or to standard output when None or ``-``.

    Raises:
        CommandError: the output file cannot be written (``FILE:0:0: cannot write: reason``).
    """
    data = text.encode("utf-8")
    if output is not None and output != "-":
        try:
            write_atomic(output, data)
        except OSError as e:
            raise CommandError(f"{output}:0:0: cannot write: {e.strerror or e}") from None
        return
    sys.stdout.flush()
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(text)
    else:
        buffer.write(data)
        buffer.flush()


def write_atomic(path: str, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all: a temporary file in the same directory, then
    :func:`os.replace`. A new file gets the usual permissions (0o666 less the umask); an existing
    file keeps its own.

    Raises:
        OSError: the directory cannot be written (no file is left behind).
    """
    folder = os.path.dirname(os.path.abspath(path))
    try:
        mode = os.stat(path).st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{os.path.basename(path)}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


# -- progress -----------------------------------------------------------------------------------------
class StatusProgress:
    """A transient spinner on stderr showing the search's latest progress message.

    It appears only after ``delay`` seconds (short runs print nothing) and vanishes when the
    ``with`` block ends. Without a console it does nothing, so :meth:`update` is always safe to call.
    """

    def __init__(self, console: Console | None, delay: float = PROGRESS_DELAY) -> None:
        self._console = console
        self._delay = delay
        self._message = "searching"
        self._status: Status | None = None
        self._timer: threading.Timer | None = None
        self._lock = threading.Lock()
        self._closed = False

    @classmethod
    def for_stderr(cls) -> StatusProgress:
        """A progress display on stderr when it is a terminal, else one that shows nothing."""
        try:
            tty = sys.stderr.isatty()
        except (AttributeError, ValueError):
            tty = False
        if not tty:
            return cls(None)
        from rich.console import Console

        return cls(Console(stderr=True))

    def update(self, message: str) -> None:
        """Show ``message`` (one line) as the current progress."""
        with self._lock:
            self._message = message
            if self._status is not None:
                self._status.update(message)

    def _show(self) -> None:
        from rich.status import Status

        with self._lock:
            if self._closed or self._console is None:
                return
            self._status = Status(self._message, console=self._console)
            self._status.start()

    def __enter__(self) -> Self:
        if self._console is not None:
            self._timer = threading.Timer(self._delay, self._show)
            self._timer.daemon = True
            self._timer.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._timer is not None:
            self._timer.cancel()
        with self._lock:
            self._closed = True
            if self._status is not None:
                self._status.stop()
                self._status = None
