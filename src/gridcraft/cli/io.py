"""Reading input files (UTF-8, with a clear error line) and checking, before any search, where
the result will be written (see :mod:`gridcraft.cli.output` for the writing)."""

from __future__ import annotations

import os
import re
import stat
import sys
import tempfile
from dataclasses import dataclass

from gridcraft.draw import ConverterMissing, check_converter
from gridcraft.errors import ParseError
from gridcraft.formats.files import file_text
from gridcraft.kinds import argument_kind
from gridcraft.outcome import STDOUT, Failure

BINARY = ("png", "pdf", "puz")  # output formats that are bytes (never to a terminal)


def read_text(path: str) -> str:
    """The UTF-8 text of file ``path`` (``-``: standard input), a leading byte-order mark dropped;
    an Across Lite ``.puz`` file (recognised by its magic) as the text of the ipuz crossword it holds.

    Raises:
        Failure: ``cannot read: reason`` (about ``FILE``), an unreadable ``.puz`` file (or a file
            named ``.puz`` that is not one), or ``FILE:LINE:COL: not UTF-8 text`` at the
            first bad byte (1-based line; column counts the characters before it, plus one).
    """
    source = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            if sys.stdin is None:  # started with standard input closed
                raise Failure("cannot read: standard input is closed", source)
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as f:
                data = f.read()
    except (OSError, AttributeError, ValueError) as e:
        reason = getattr(e, "strerror", None) or str(e)
        if isinstance(e, FileNotFoundError) and ("," in path or "\n" in path):  # words, not a file name
            reason += " (the words are read from a file, or from standard input with '-')"
        raise Failure(f"cannot read: {reason}", source) from None
    try:
        return file_text(data, source)
    except ParseError as err:
        raise Failure(err.message, source, err.line, err.column) from None


#: the source name of a puzzle written out as the command's argument
ARGUMENT = "<argument>"


def read_puzzle_input(path: str) -> tuple[str, str]:
    """The source name and text of a puzzle command's input ``path``: a file, ``-`` for standard
    input, or, when no file has that name and it reads as a puzzle written out in full (a Keen
    game ID) or as a kind's name of one (a Keen random-seed ID: its reader then says what to give
    instead; see :func:`gridcraft.kinds.argument_kind`), the argument itself, named
    :data:`ARGUMENT`.

    Raises:
        Failure: as :func:`read_text`.
    """
    if path != "-" and not os.path.lexists(path) and argument_kind(path) is not None:
        return ARGUMENT, path.strip()
    return ("<stdin>" if path == "-" else path), read_text(path)


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
    or a new path is written atomically by :func:`gridcraft.cli.output.write_atomic` in its (resolved) directory, which
    must exist and be writable.

    Raises:
        Failure: ``cannot write: reason`` about ``FILE`` (or about ``<stdout>``
            when standard output is closed).
    """
    if output is None or output == "-":
        if sys.stdout is None:
            raise Failure("cannot write: standard output is closed", STDOUT)
        return None

    def fail(reason: str) -> Failure:
        return Failure(f"cannot write: {reason}", output)

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
    try:  # as write_atomic will: a file system that refuses new files (/sys, /proc, read-only), a name too long
        fd, probe = tempfile.mkstemp(dir=folder, prefix=f".{os.path.basename(real)}.", suffix=".tmp")
    except FileNotFoundError:  # the folder is there (above): its file system makes no new files
        raise fail(f"directory {shown!r} takes no new files") from None
    except OSError as e:
        raise fail(e.strerror or str(e)) from None
    os.close(fd)
    os.unlink(probe)
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


def check_not_input(path: str | None, target: Target | None) -> None:
    """Refuse an output file that is the input file (it would be replaced before it is read again).

    Raises:
        Failure: ``cannot write: it is the input file``.
    """
    if target is None or path in (None, "-") or not os.path.exists(target.path):
        return
    try:
        same = os.path.samefile(path, target.path)
    except OSError:
        return
    if same:
        raise Failure("cannot write: it is the input file", target.name)


def check_binary(fmt: str, target: Target | None, what: str = "") -> None:
    """Refuse to write a PNG, PDF or .puz file to a terminal (``what``: the words for the output,
    default ``--format FMT``).

    Raises:
        Failure: ``fmt`` is binary and standard output, the target, is a terminal.
    """
    if fmt in ("png", "pdf"):  # the converter is found before any search, like the output's folder
        try:
            check_converter()
        except ConverterMissing as e:
            raise Failure(str(e)) from None
    if fmt in BINARY and target is None:
        try:
            tty = sys.stdout.isatty()
        except (AttributeError, ValueError):
            tty = False
        if tty:
            raise Failure(f"{what or f'--format {fmt}'} writes binary data: give -o FILE or redirect stdout")
