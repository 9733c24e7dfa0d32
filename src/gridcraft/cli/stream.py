"""Text written piece by piece as it is made (solutions as they are found), whole or not at all."""

from __future__ import annotations

import errno
import os
import stat
import tempfile

from gridcraft.cli.io import Target
from gridcraft.cli.output import _write_all, write_stdout
from gridcraft.outcome import Failure


class StreamOut:
    """Text written piece by piece as it is made (solutions as they are found), so that memory
    stays flat: to standard output at once; into a pipe or device directly; into a regular file
    through a temporary file beside it that :meth:`commit` renames over it (whole or not at all).

    Raises (from :meth:`write` and :meth:`commit`):
        Failure: the output cannot be written.
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
            raise Failure(f"cannot write: {e.strerror or e}", target.name) from None

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
            raise Failure(f"cannot write: {e.strerror or e}", target.name) from None

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
