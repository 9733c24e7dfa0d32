"""Writing the result: -o FILE whole or not at all, through symbolic links, into pipes, devices and
descriptors; standard output that cannot be written; PNG and PDF output."""

from __future__ import annotations

import io
import os
import stat
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pypdf
import pytest
from samples import MUL_WORDS, mul_layout, png_size, write

from gridcraft import crisscross
from gridcraft.cli import output as cli_output

try:
    import cairosvg  # noqa: F401
except (ImportError, OSError) as e:  # pragma: no cover - the cairo library is missing
    NO_CAIRO: str | None = f"cairosvg needs the cairo library: {e}"
else:
    NO_CAIRO = None
needs_cairo = pytest.mark.skipif(NO_CAIRO is not None, reason=NO_CAIRO or "")

FILLIN = Path(__file__).resolve().parent.parent / "data" / "fillin" / "wikipedia-7x7.txt"


def test_output_file_is_written_whole(run: Callable[..., Any], stub: dict[str, Any]) -> None:
    write("out.svg", "old content")
    result = run("generate", write("w.txt", MUL_WORDS), "--format", "svg", "-o", "out.svg")
    assert result.code == 0 and result.out == ""
    assert Path("out.svg").read_bytes() == crisscross.to_svg(mul_layout()).document().encode("utf-8")
    assert sorted(os.listdir()) == ["out.svg", "w.txt"]  # no temporary file left
    assert result.err.endswith("optimal (proven)\n")


def test_output_file_untouched_when_writing_fails(
    run: Callable[..., Any],
    stub: dict[str, Any],
    monkeypatch: pytest.MonkeyPatch,
    assert_one_error: Callable[..., None],
) -> None:
    write("out.txt", "old content")

    def fail(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    result = run("generate", write("w.txt", MUL_WORDS), "-o", "out.txt")
    assert_one_error(result, 2, "out.txt: cannot write: No space left on device")
    assert Path("out.txt").read_text() == "old content"
    assert sorted(os.listdir()) == ["out.txt", "w.txt"]


def test_output_through_a_symlink_writes_the_file_it_names(
    run: Callable[..., Any], stub: dict[str, Any]
) -> None:
    os.mkdir("real")
    write("real/out.txt", "old content")
    os.chmod("real/out.txt", 0o640)
    os.symlink("real/out.txt", "link.txt")
    os.symlink("link.txt", "link2.txt")
    result = run("generate", write("w.txt", MUL_WORDS), "-o", "link2.txt")
    assert result.code == 0, result.err
    assert os.path.islink("link.txt") and os.path.islink("link2.txt")
    assert Path("real/out.txt").read_text(encoding="utf-8") == crisscross.to_text(mul_layout())
    assert os.stat("real/out.txt").st_mode & 0o777 == 0o640  # permissions kept
    assert sorted(os.listdir("real")) == ["out.txt"]  # the temporary file was in the target's folder
    os.symlink("real/new.txt", "dangling.txt")
    assert run("generate", "w.txt", "-o", "dangling.txt").code == 0
    assert os.path.islink("dangling.txt") and Path("real/new.txt").read_text(encoding="utf-8") != ""


def read_fifo_in_background(path: str) -> tuple[threading.Thread, list[bytes]]:
    got: list[bytes] = []

    def reader() -> None:
        with open(path, "rb") as f:  # blocks until the writer opens the pipe
            got.append(f.read())

    thread = threading.Thread(target=reader, daemon=True)
    thread.start()
    return thread, got


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
@pytest.mark.parametrize("via_link", [False, True])
def test_output_into_a_named_pipe(run: Callable[..., Any], stub: dict[str, Any], via_link: bool) -> None:
    os.mkfifo("pipe")
    if via_link:
        os.symlink("pipe", "link")
    thread, got = read_fifo_in_background("pipe")
    result = run("generate", write("w.txt", MUL_WORDS), "-o", "link" if via_link else "pipe")
    thread.join(10)
    assert result.code == 0, result.err
    assert got == [crisscross.to_text(mul_layout()).encode("utf-8")]
    assert stat.S_ISFIFO(os.lstat("pipe").st_mode)  # still a pipe, not replaced by a file
    assert not via_link or os.path.islink("link")
    assert sorted(os.listdir()) == sorted(["pipe", "w.txt"] + ["link"] * via_link)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_write_error_into_a_named_pipe(
    run: Callable[..., Any],
    stub: dict[str, Any],
    monkeypatch: pytest.MonkeyPatch,
    assert_one_error: Callable[..., None],
) -> None:
    os.mkfifo("pipe")
    thread, got = read_fifo_in_background("pipe")

    def fail(*args: Any, **kwargs: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(cli_output, "_write_all", fail)
    result = run("generate", write("w.txt", MUL_WORDS), "-o", "pipe")
    thread.join(10)
    assert_one_error(result, 2, "pipe: cannot write: No space left on device")
    assert got == [b""]
    assert stat.S_ISFIFO(os.lstat("pipe").st_mode)


def test_output_to_dev_null_keeps_the_device(run: Callable[..., Any], stub: dict[str, Any]) -> None:
    if not os.path.exists("/dev/null") or not stat.S_ISCHR(os.stat("/dev/null").st_mode):
        pytest.skip("no /dev/null character device")
    result = run("generate", write("w.txt", MUL_WORDS), "-o", "/dev/null")
    assert result.code == 0 and result.out == "", result.err
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
    assert sorted(os.listdir()) == ["w.txt"]


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc/self/fd")
def test_output_to_a_descriptor_name_appends_to_its_file(
    run: Callable[..., Any], stub: dict[str, Any]
) -> None:
    with open("log.txt", "ab") as log:  # as the shell's >> would open it
        log.write(b"earlier lines\n")
        log.flush()
        result = run("generate", write("w.txt", MUL_WORDS), "-o", f"/proc/self/fd/{log.fileno()}")
    assert result.code == 0, result.err
    assert Path("log.txt").read_text(encoding="utf-8") == "earlier lines\n" + crisscross.to_text(mul_layout())
    assert sorted(os.listdir()) == ["log.txt", "w.txt"]


# -- standard output that cannot be written ---------------------------------------------------------
class _FailingRaw(io.RawIOBase):
    def __init__(self, error: OSError) -> None:
        self.error = error

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        raise self.error


def test_stdout_write_error_is_one_line(
    run: Callable[..., Any], stub: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    words = write("w.txt", MUL_WORDS)
    full = io.TextIOWrapper(io.BufferedWriter(_FailingRaw(OSError(28, "No space left on device"))))
    monkeypatch.setattr(sys, "stdout", full)
    result = run("generate", words)
    assert result.code == 2
    assert result.err == "<stdout>: cannot write: No space left on device\n"


def test_stdout_broken_pipe_is_quiet(
    run: Callable[..., Any], stub: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    words = write("w.txt", MUL_WORDS)
    monkeypatch.setattr(
        sys, "stdout", io.TextIOWrapper(io.BufferedWriter(_FailingRaw(BrokenPipeError(32, "Broken pipe"))))
    )
    result = run("generate", words)
    assert result.code == 0
    assert result.err == "3 words, 5 x 5 = 25, 2 crossings, optimal (proven)\n"


def test_stdout_errors_from_a_real_process(tmp_path: Path) -> None:
    """No traceback, and nothing more from the interpreter's own flush at exit."""
    words = write(str(tmp_path / "w.txt"), "CAT, CAR, TUB, ROBOT\n")
    command = [sys.executable, "-m", "gridcraft", "generate", words, "--time-limit", "5"]
    closed = subprocess.run(  # the shell starts it with standard output closed
        ["sh", "-c", 'exec "$@" >&-', "sh", *command],
        check=False,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
        timeout=60,
    )
    assert closed.returncode == 2
    assert closed.stderr == b"<stdout>: cannot write: standard output is closed\n"
    with open(words, "rb") as read_only:  # a descriptor that cannot be written
        proc = subprocess.run(
            command, check=False, stdout=read_only, stderr=subprocess.PIPE, cwd=tmp_path, timeout=60
        )
    assert proc.returncode == 2
    assert proc.stderr == b"<stdout>: cannot write: Bad file descriptor\n"
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tmp_path) as piped:
        assert piped.stdout is not None and piped.stderr is not None
        piped.stdout.close()  # the reader goes away before anything is written
        err = piped.stderr.read().decode("utf-8")
        assert piped.wait(60) == 0
    assert err.startswith("4 words, ") and err.count("\n") == 1, err


# -- pictures: PNG and PDF ---------------------------------------------------------------------------
@needs_cairo
def test_generate_png_and_pdf(run: Callable[..., Any], tmp_path: Path) -> None:
    png, doc = tmp_path / "a.png", tmp_path / "a.pdf"
    assert run("generate", "--example", "animals-ru", "--format", "png", "-o", str(png)).code == 0
    assert png_size(png.read_bytes()) == (408, 328)  # 10 x 8 cells of 40 units, 4 units of margin
    assert run("generate", "--example", "animals-ru", "--format", "pdf", "--blank", "-o", str(doc)).code == 0
    assert "Гиппопотам" in pypdf.PdfReader(str(doc)).pages[0].extract_text()


@needs_cairo
def test_solve_png(run: Callable[..., Any], tmp_path: Path) -> None:
    png = tmp_path / "s.png"
    assert run("solve", str(FILLIN), "--format", "png", "-o", str(png)).code == 0
    assert png_size(png.read_bytes()) == (288, 288)
