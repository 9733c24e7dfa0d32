"""A book's output folder: each puzzle's files, kept as soon as the puzzle is made, and read back
when a build starts again (an interrupted or killed build resumes from what is there).

A puzzle's files are written each to a temporary name and renamed into place, its JSON document
last: a puzzle counts as kept only when its JSON is there, whole, with the fingerprint of the
task that makes it now (a changed manifest makes its puzzle again) and every file it lists.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from gridcraft.book.tasks import Result, Task, record_text


def write_whole(path: Path, data: bytes) -> None:
    """``data`` at ``path``, whole or not at all (a temporary file beside it, renamed)."""
    part = path.with_name(f".{path.name}.part")
    with open(part, "wb") as out:
        out.write(data)
        out.flush()
        os.fsync(out.fileno())
    os.replace(part, path)


class Store:
    """The output folder at ``folder`` (made when missing)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def kept(self, task: Task) -> dict[str, Any] | None:
        """The JSON document of ``task``'s puzzle when it is kept whole for this task, else ``None``."""
        path = self.folder / f"{task.stem}.json"
        try:
            record = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(record, dict) or record.get("task") != task.key:
            return None
        files = record.get("files")
        if not isinstance(files, list) or not all(
            isinstance(f, str) and (self.folder / f).is_file() for f in files
        ):
            return None
        return record

    def keep(self, task: Task, result: Result) -> None:
        """``result``'s files, then its JSON document.

        Raises:
            OSError: the folder cannot be written.
        """
        assert result.record is not None
        self.folder.mkdir(parents=True, exist_ok=True)
        for suffix, data in result.files:
            write_whole(self.folder / f"{task.stem}{suffix}", data)
        write_whole(self.folder / f"{task.stem}.json", record_text(result.record))

    def index(self, document: dict[str, Any]) -> None:
        """``book.json``: the book's index."""
        self.folder.mkdir(parents=True, exist_ok=True)
        write_whole(self.folder / "book.json", record_text(document))
