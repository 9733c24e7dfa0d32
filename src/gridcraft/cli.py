"""The ``gridcraft`` command line: a thin layer of argparse, file reading and printing.

Exit codes: 0 a result was found; 1 proven: no layout; 2 bad input or usage; 3 the time budget ran
out before any result. Every error is one line on stderr, ``FILE:LINE:COL: message`` (line and
column 0 when the whole file is at fault; the file is ``<command line>`` for usage errors,
``<example NAME>`` for a bundled word list and ``<stdout>`` when standard output cannot be written).
A reader that closes standard output early (``gridcraft ... | head``) is not an error.
"""

from __future__ import annotations

import argparse
import codecs
import errno
import math
import os
import re
import signal
import stat
import sys
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from types import TracebackType
from typing import TYPE_CHECKING, Self, cast

from gridcraft import __version__, crisscross
from gridcraft.crisscross.layout import Layout
from gridcraft.errors import BudgetExceeded, GridcraftError, Interrupted, NoLayout, ParseError
from gridcraft.words import Entry, entries_from_strings, parse_word_list

if TYPE_CHECKING:
    from rich.console import Console
    from rich.status import Status

EXIT_OK, EXIT_NONE, EXIT_INPUT, EXIT_BUDGET = 0, 1, 2, 3
EXIT_INTERRUPTED = 130  # Ctrl-C or SIGTERM (128 + SIGINT)
ARGS = "<command line>"  # the "file" named in usage errors
STDOUT = "<stdout>"  # the "file" named when standard output cannot be written
FORMATS = ("text", "svg", "json", "fillin", "png", "pdf", "ipuz")
PICTURES = ("svg", "png", "pdf")  # formats that --blank applies to
BINARY = ("png", "pdf")
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
    """The argument parser: one sub-parser per command (``generate``, ``solve``, ``print``)."""
    parser = _Parser(prog="gridcraft", description="Generate and solve grid puzzles.")
    parser.add_argument("--version", action="version", version=f"gridcraft {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_generate(commands)
    from gridcraft.cli_print import add_print  # here: both use this module's helpers
    from gridcraft.cli_solve import add_solve

    add_solve(commands)
    add_print(commands)
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
    add_generator_options(p, "seconds (default 10)")
    p.add_argument("--max-width", type=_positive, metavar="W", help="at most W columns")
    p.add_argument("--max-height", type=_positive, metavar="H", help="at most H rows")
    p.add_argument("--format", choices=FORMATS, default="text", help="output format (default text)")
    p.add_argument(
        "--blank",
        action="store_true",
        help="with --format svg, png or pdf: the empty grid beside its word list",
    )
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE (whole or not at all), not stdout")
    p.set_defaults(run=cmd_generate)


def add_generator_options(p: argparse.ArgumentParser, time_help: str) -> None:
    """``--time-limit`` (help ``time_help``), ``--seed`` and ``--max-aspect``, as ``generate`` reads them."""
    p.add_argument("--time-limit", type=_seconds, default=10.0, metavar="S", help=time_help)
    p.add_argument("--seed", type=int, default=0, metavar="N", help="generator seed (default 0)")
    p.add_argument(
        "--max-aspect",
        type=_aspect,
        default=2.0,
        metavar="R|none",
        help="generator: largest ratio of the long side to the short side (default 2)",
    )


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
    if args.blank and args.format not in PICTURES:
        raise CommandError(
            f"{ARGS}:0:0: --blank needs --format svg, png or pdf (--format fillin is the blank puzzle as text)"
        )
    if args.example:
        source = f"<example {args.example}>"
        data = resources.files("gridcraft").joinpath("data", f"{args.example}.txt")
        text = data.read_text(encoding="utf-8")
    else:
        source = "<stdin>" if args.words == "-" else args.words
        text = read_text(args.words)
    entries = read_words(text, source)
    target = check_output(args.output)  # before the search, not after it
    check_not_input(args.words, target)
    check_binary(args.format, target)
    code = EXIT_OK
    try:
        layout = generate_layout(entries, source, args)
    except Interrupted as e:  # the best layout so far is shown, and the exit code says interrupted
        layout, code = cast(Layout, e.result), EXIT_INTERRUPTED
    emit_format(render(layout, args.format, blank=args.blank), args.format, target)
    print(summary(layout), file=sys.stderr)
    return code


def read_words(text: str, source: str) -> list[Entry]:
    """The entries of a word list, or of an ipuz file's puzzle (a layout's or a fill-in's words).

    Raises:
        ParseError: a bad word list or ipuz file.
        CommandError: an ipuz file of a KenKen puzzle.
    """
    from gridcraft.cli_solve import looks_like_json
    from gridcraft.formats import read_ipuz

    if not looks_like_json(text):
        return parse_word_list(text, source=source)
    found = read_ipuz(text, source)
    if isinstance(found.puzzle, Layout):
        return entries_from_strings([p.entry for p in found.puzzle.placements])
    if found.kind == "fillin":
        return entries_from_strings(sorted({e.text for e in found.puzzle.words}))  # type: ignore[union-attr]
    raise CommandError(f"{source}:0:0: the ipuz file holds a {found.kind} puzzle, not words")


def generate_layout(entries: list[Entry], source: str, args: argparse.Namespace) -> Layout:
    """Run the generator with the options in ``args`` (time limit, seed, footprint caps), showing
    progress on a terminal.

    Raises:
        CommandError: no layout exists (exit 1), the time ran out first (exit 3), or the words and
            limits cannot make a puzzle (exit 2).
    """
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
    return layout


def check_not_input(path: str | None, target: Target | None) -> None:
    """Refuse an output file that is the input file (it would be replaced before it is read again).

    Raises:
        CommandError: ``FILE:0:0: cannot write: it is the input file``.
    """
    if target is None or path in (None, "-") or not os.path.exists(target.path):
        return
    try:
        same = os.path.samefile(path, target.path)  # type: ignore[arg-type]
    except OSError:
        return
    if same:
        raise CommandError(f"{target.name}:0:0: cannot write: it is the input file")


def check_binary(fmt: str, target: Target | None) -> None:
    """Refuse to write a PNG or PDF to a terminal.

    Raises:
        CommandError: ``fmt`` is binary and standard output, the target, is a terminal.
    """
    if fmt in BINARY and target is None:
        try:
            tty = sys.stdout.isatty()
        except (AttributeError, ValueError):
            tty = False
        if tty:
            raise CommandError(
                f"{ARGS}:0:0: --format {fmt} writes binary data: give -o FILE or redirect stdout"
            )


def emit_format(text: str, fmt: str, target: Target | None) -> None:
    """Write ``text`` to ``target``; for ``png`` and ``pdf``, ``text`` is an SVG document to convert.

    Raises:
        CommandError: an unwritable output, or the converter's cairo library is missing (exit 2).
    """
    if fmt not in BINARY:
        emit(text, target)
        return
    from gridcraft.render.convert import ConverterMissing, svg_to_pdf, svg_to_png

    try:
        data = svg_to_png(text) if fmt == "png" else svg_to_pdf(text)
    except ConverterMissing as e:
        raise CommandError(f"{ARGS}:0:0: {e}") from None
    emit_bytes(data, target)


def render(layout: Layout, fmt: str, *, blank: bool = False) -> str:
    """``layout`` in output format ``fmt`` (one of :data:`FORMATS`; ``png`` and ``pdf`` give the SVG
    document to convert)."""
    if fmt in PICTURES:
        return layout.to_svg(blank=blank)
    if fmt == "json":
        return layout.to_json()
    if fmt == "ipuz":
        from gridcraft.formats import layout_to_ipuz

        return layout_to_ipuz(layout)
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


def _terminated(signum: int, frame: object) -> None:
    raise KeyboardInterrupt  # unwind, so that search workers are stopped with the main process


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default ``sys.argv[1:]``); returns the exit code."""
    previous = signal.signal(signal.SIGTERM, _terminated)
    try:
        return _main(argv)
    finally:
        signal.signal(signal.SIGTERM, previous)


MAX_MESSAGE = 300  # characters of an error line; a huge token quoted in it is cut


def _one_line(message: str) -> str:
    line = message.replace("\n", " ")
    return line if len(line) <= MAX_MESSAGE else line[: MAX_MESSAGE - 1] + "…"


def _main(argv: Sequence[str] | None) -> int:
    try:
        args = build_parser().parse_args(argv)
        code: int = args.run(args)
        return code
    except SystemExit as e:  # --help
        return e.code if isinstance(e.code, int) else EXIT_OK
    except CommandError as e:
        print(_one_line(e.line), file=sys.stderr)
        return e.code
    except ParseError as e:
        print(_one_line(str(e)), file=sys.stderr)
        return EXIT_INPUT
    except KeyboardInterrupt:
        print("gridcraft: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED


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
            if sys.stdin is None:  # started with standard input closed
                raise CommandError(f"{source}:0:0: cannot read: standard input is closed")
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


@dataclass(frozen=True, slots=True)
class Target:
    """Where ``-o FILE`` writes, as found before the search by :func:`check_output`.

    Attributes:
        name: the file name as given, for messages.
        path: the file to write: ``name`` with its symbolic links resolved, or ``name`` itself when
            written ``direct``.
        direct: write into the existing file (a pipe, a device, a descriptor's name such as
            ``/dev/stdout``) rather than replacing it; no temporary file.
        append: open with ``O_APPEND`` (a regular file reached through a descriptor's name, which
            the shell may have opened with ``>>``).
    """

    name: str
    path: str
    direct: bool = False
    append: bool = False


def check_output(output: str | None) -> Target | None:
    """Check where the result will go, before the search; None means standard output.

    Symbolic links are followed to the file they name. A path that exists and is not a regular
    file (a named pipe, a character device such as ``/dev/null``), or that names an open descriptor
    (``/dev/stdout``, ``/dev/fd/N``, ``/proc/self/fd/N``), is written into directly; a regular file
    or a new path is written atomically by :func:`write_atomic` in its (resolved) directory, which
    must exist and be writable.

    Raises:
        CommandError: ``FILE:0:0: cannot write: reason`` (or ``<stdout>:0:0: ...`` when standard
            output is closed).
    """
    if output is None or output == "-":
        if sys.stdout is None:
            raise CommandError(f"{STDOUT}:0:0: cannot write: standard output is closed")
        return None

    def fail(reason: str) -> CommandError:
        return CommandError(f"{output}:0:0: cannot write: {reason}")

    try:
        st: os.stat_result | None = os.stat(output)  # follows symbolic links
    except FileNotFoundError:
        st = None
    except OSError as e:  # a loop of links, a file used as a folder, a folder we may not enter
        raise fail(e.strerror or str(e)) from None
    if st is not None and stat.S_ISDIR(st.st_mode):
        raise fail("is a directory")
    descriptor = _names_a_descriptor(output)
    if descriptor and st is None:
        raise fail("no such open file")
    if st is not None and (descriptor or not stat.S_ISREG(st.st_mode)):
        if not os.access(output, os.W_OK):
            raise fail("permission denied")
        return Target(output, output, direct=True, append=stat.S_ISREG(st.st_mode))
    real = os.path.realpath(output)
    if st is not None and not _same_file(real, st):  # e.g. a link to a deleted file
        return Target(output, output, direct=True)
    folder = os.path.dirname(real)
    given = os.path.dirname(output) or "."
    shown = given if os.path.realpath(given) == folder else folder
    try:
        folder_st = os.stat(folder)
    except FileNotFoundError:
        raise fail(f"directory {shown!r} does not exist") from None
    except OSError as e:
        raise fail(f"directory {shown!r}: {e.strerror or e}") from None
    if not stat.S_ISDIR(folder_st.st_mode):
        raise fail(f"{shown!r} is not a directory")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise fail(f"directory {shown!r} is not writable")
    return Target(output, real)


def _names_a_descriptor(path: str) -> bool:
    """Whether ``path`` is the name of an open descriptor: ``/dev/stdout``, ``/dev/fd/N``, ``/proc/self/fd/N``."""
    return (
        re.fullmatch(r"/dev/(stdin|stdout|stderr|fd/\d+)|/proc/[^/]+/fd/\d+", os.path.abspath(path))
        is not None
    )


def _same_file(path: str, st: os.stat_result) -> bool:
    try:
        other = os.stat(path)
    except OSError:
        return False
    return (other.st_dev, other.st_ino) == (st.st_dev, st.st_ino)


def emit(text: str, target: Target | None) -> None:
    """Write ``text`` as UTF-8 to ``target`` (from :func:`check_output`), or to standard output when None.

    Raises:
        CommandError: as :func:`emit_bytes`.
    """
    emit_bytes(text.encode("utf-8"), target)


def emit_bytes(data: bytes, target: Target | None) -> None:
    """Write ``data`` to ``target`` (from :func:`check_output`), or to standard output when None.

    A reader that closes standard output early (``gridcraft ... | head``) is not an error.

    Raises:
        CommandError: ``FILE:0:0: cannot write: reason``, ``<stdout>:0:0: cannot write: reason``.
    """
    if target is None:
        write_stdout(data)
        return
    try:
        if target.direct:
            write_into(target.path, data, append=target.append)
        else:
            write_atomic(target.path, data)
    except OSError as e:
        raise CommandError(f"{target.name}:0:0: cannot write: {e.strerror or e}") from None


def write_stdout(data: bytes) -> None:
    """Write ``data`` to standard output and flush it.

    Raises:
        CommandError: ``<stdout>:0:0: cannot write: reason`` (closed, full, not writable), after
            pointing the standard output descriptor at the null device, so that the interpreter's
            own flush at exit has nothing left to fail on. A broken pipe is silenced the same way
            and is not an error.
    """
    stream = sys.stdout
    try:
        if stream is None:
            raise ValueError("standard output is closed")
        stream.flush()
        buffer = getattr(stream, "buffer", None)
        if buffer is None:
            stream.write(data.decode("utf-8"))
            stream.flush()
        else:
            buffer.write(data)
            buffer.flush()
    except BrokenPipeError:
        _silence_stdout()
    except (OSError, ValueError) as e:
        _silence_stdout()
        reason = getattr(e, "strerror", None) or str(e)
        if reason == "I/O operation on closed file.":
            reason = "standard output is closed"
        raise CommandError(f"{STDOUT}:0:0: cannot write: {reason}") from None


def _silence_stdout() -> None:
    """Point the standard output descriptor at the null device (nothing more can be written to it)."""
    try:
        fd = sys.stdout.fileno()
        null = os.open(os.devnull, os.O_WRONLY)
    except (OSError, ValueError, AttributeError):
        return
    try:
        os.dup2(null, fd)
    except OSError:
        pass
    finally:
        os.close(null)


def write_into(path: str, data: bytes, *, append: bool = False) -> None:
    """Write ``data`` into the existing file ``path`` (a pipe, a device), never creating or replacing it.

    Raises:
        OSError: it cannot be opened or written.
    """
    fd = os.open(path, os.O_WRONLY | (os.O_APPEND if append else 0))
    try:
        _write_all(fd, data)
    finally:
        os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    """Write all of ``data`` to descriptor ``fd`` (``os.write`` may write less than asked)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def write_atomic(path: str, data: bytes) -> None:
    """Write ``data`` to the regular file ``path`` whole or not at all: a temporary file in the same
    directory, then :func:`os.replace`. Symbolic links are followed (the file they name is replaced,
    not the link); a hard-linked file becomes a new file with one link. A new file gets the usual
    permissions (0o666 less the umask); an existing file keeps its own.

    Raises:
        OSError: the directory cannot be written (no file is left behind), or ``path`` exists and
            is not a regular file (it is never replaced: see :func:`write_into`).
    """
    path = os.path.realpath(path)
    folder = os.path.dirname(path)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    else:
        if not stat.S_ISREG(st.st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        mode = st.st_mode & 0o7777
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
