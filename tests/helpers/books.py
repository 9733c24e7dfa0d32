"""The book tests' helpers: a built book, the command line in a fresh process, the small manifest copied."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

DATA = Path(__file__).resolve().parents[1] / "data" / "book"


class Book(NamedTuple):
    """A built book: the manifest copied into ``folder``, the PDF, the output folder, stderr."""

    folder: Path
    pdf: Path
    out: Path
    err: str


def gridcraft(*argv: str, cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """The command line in a fresh process."""
    env = {**os.environ, "COLUMNS": "200"}
    return subprocess.run(
        [sys.executable, "-m", "gridcraft", *argv],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
    )


def copy_small(folder: Path) -> Path:
    """The small manifest, copied into ``folder / "book"``, and its word lists into the folder
    ``words`` beside it (a manifest reads word lists from its own folder and below)."""
    (folder / "book" / "words").mkdir(parents=True)
    shutil.copy(DATA / "small.toml", folder / "book" / "small.toml")
    for name in ("common-15.txt", "clued-10.txt"):
        shutil.copy(DATA.parent / "words" / name, folder / "book" / "words" / name)
    return folder / "book" / "small.toml"
