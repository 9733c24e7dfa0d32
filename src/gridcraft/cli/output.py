"""Writing results whole or not at all: atomically for regular files (a temporary file, then a
rename), directly into pipes and devices; a reader that closes standard output early
(``gridcraft ... | head``) is not an error."""

from __future__ import annotations

import errno
import os
import stat
import sys
import tempfile

from gridcraft.cli.io import Target
from gridcraft.outcome import STDOUT, Failure
from gridcraft.documents import written_bytes
from gridcraft.outputs import Written


def emit(text: str, target: Target | None) -> None:
    """Write ``text`` as UTF-8 to ``target`` (from :func:`check_output`), or to standard output when None.

    Raises:
        Failure: as :func:`emit_bytes`.
    """
    emit_bytes(text.encode("utf-8"), target)


def emit_bytes(data: bytes, target: Target | None) -> None:
    """Write ``data`` to ``target`` (from :func:`check_output`), or to standard output when None.

    A reader that closes standard output early (``gridcraft ... | head``) is not an error.

    Raises:
        Failure: ``cannot write: reason`` about ``FILE`` or ``<stdout>``.
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
        raise Failure(f"cannot write: {e.strerror or e}", target.name) from None


def write_stdout(data: bytes) -> None:
    """Write ``data`` to standard output and flush it.

    Raises:
        Failure: ``cannot write: reason`` about ``<stdout>`` (closed, full, not writable), after
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
        raise Failure(f"cannot write: {reason}", STDOUT) from None


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


def emit_written(data: Written, target: Target | None) -> None:
    """Write what a format's writer returned (text as UTF-8) to ``target``, or to standard output.

    Raises:
        Failure: as :func:`emit_bytes`.
    """
    emit_bytes(written_bytes(data), target)
