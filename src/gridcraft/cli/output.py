"""Writing results whole or not at all: atomically for regular files (a temporary file, then a
rename), directly into pipes and devices; a reader that closes standard output early
(``gridcraft ... | head``) is not an error."""

from __future__ import annotations

import errno
import os
import re
import stat
import sys
import tempfile

from gridcraft.cli.io import Target
from gridcraft.cli.outcome import ARGS, STDOUT, CommandError
from gridcraft.draw import Drawing, missing_glyph, svg_to_pdf, svg_to_png


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


CONVERTED = ("png", "pdf")  # picture formats converted from the SVG document


def emit_drawing(drawing: Drawing, fmt: str, target: Target | None) -> None:
    """Write ``drawing`` to ``target`` as an SVG document, or converted to ``png`` or ``pdf``.

    Raises:
        CommandError: an unwritable output.
        ConverterMissing: the converter's cairo library is missing.
    """
    if fmt not in CONVERTED:
        emit(drawing.document(), target)
        return
    document = drawing.document()
    refuse_undrawn([document])
    emit_bytes(svg_to_png(document) if fmt == "png" else svg_to_pdf(document), target)


_TEXT = re.compile(r">([^<]+)</text>")


def refuse_undrawn(documents: list[str], title: str | None = None, svg: bool = True) -> None:
    """Refuse PNG or PDF of SVG ``documents`` showing letters no installed font draws (cairo
    would draw boxes), naming the letter and the Debian package with a font for it; a letter of
    ``title`` (the ``--title`` option) is named as the option's. ``svg``: suggest ``--format svg``.

    Raises:
        CommandError: such a letter.
    """
    found = None if title is None else missing_glyph([title])
    where = "argument --title: " if found is not None else ""
    found = found or missing_glyph([text for doc in documents for text in _TEXT.findall(doc)])
    if found is not None:
        ch, package = found
        other = ", or choose --format svg" if svg else ""
        raise CommandError(
            f"{ARGS}:0:0: {where}no installed font draws {ch!r}: apt-get install {package}{other}"
        )


class StreamOut:
    """Text written piece by piece as it is made (solutions as they are found), so that memory
    stays flat: to standard output at once; into a pipe or device directly; into a regular file
    through a temporary file beside it that :meth:`commit` renames over it (whole or not at all).

    Raises (from :meth:`write` and :meth:`commit`):
        CommandError: the output cannot be written.
    """

    def __init__(self, target: Target | None) -> None:
        self.target = target
        self._fd: int | None = None
        self._tmp: str | None = None
        self._mode = 0o666

    def write(self, text: str) -> None:
        data = text.encode("utf-8")
        target = self.target
        if target is None:
            write_stdout(data)
            return
        try:
            if self._fd is None:
                self._open(target)
            assert self._fd is not None
            _write_all(self._fd, data)
        except OSError as e:
            self.abort()
            raise CommandError(f"{target.name}:0:0: cannot write: {e.strerror or e}") from None

    def _open(self, target: Target) -> None:
        if target.direct:
            self._fd = os.open(target.path, os.O_WRONLY | (os.O_APPEND if target.append else 0))
            return
        path = os.path.realpath(target.path)
        try:
            st = os.stat(path)
            if not stat.S_ISREG(st.st_mode):
                raise OSError(errno.EINVAL, "not a regular file")
            self._mode = st.st_mode & 0o7777
        except FileNotFoundError:
            umask = os.umask(0)
            os.umask(umask)
            self._mode = 0o666 & ~umask
        self._fd, self._tmp = tempfile.mkstemp(
            dir=os.path.dirname(path), prefix=f".{os.path.basename(path)}.", suffix=".tmp"
        )

    def commit(self) -> None:
        """Finish: the file now holds everything written (a regular file is replaced at once)."""
        target = self.target
        if target is None:
            return
        try:
            if self._fd is None:
                self._open(target)
            assert self._fd is not None
            if self._tmp is not None:
                os.fsync(self._fd)
            os.close(self._fd)
            self._fd = None
            if self._tmp is not None:
                os.chmod(self._tmp, self._mode)
                os.replace(self._tmp, os.path.realpath(target.path))
                self._tmp = None
        except OSError as e:
            self.abort()
            raise CommandError(f"{target.name}:0:0: cannot write: {e.strerror or e}") from None

    def abort(self) -> None:
        """Give up: a temporary file is removed, the target left as it was."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
        if self._tmp is not None:
            try:
                os.unlink(self._tmp)
            except OSError:
                pass
            self._tmp = None
