"""Building a book: what is already kept in the output folder is taken again, the rest is made
(here, in a local process pool, or on a Dask cluster: :func:`gridcraft.batch.run_all`) and kept
as each puzzle arrives, and once every puzzle is there the pages are laid out and the index
(``book.json``) written."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gridcraft.batch import run_all
from gridcraft.book.manifest import Manifest
from gridcraft.book.pages import Item, Laid, drawing, lay_out, printable
from gridcraft.book.store import Store
from gridcraft.book.tasks import Result, Task, make_one


@dataclass
class Built:
    """What a build did: ``made`` puzzles made now, ``kept`` taken from the folder, ``failed``
    (task, why), ``warned`` (task, warning: made, but the time limit cut its making),
    ``interrupted``, and ``laid`` (the pages; ``None`` when puzzles are missing and not allowed to
    be, or the build was interrupted); ``late``: some puzzle failed because the time limit cut it."""

    made: int = 0
    kept: int = 0
    failed: list[tuple[Task, str]] = field(default_factory=list)
    interrupted: bool = False
    laid: Laid | None = None
    missing: int = 0
    warned: list[tuple[Task, str]] = field(default_factory=list)
    late: bool = False


def build(
    book: Manifest,
    folder: Path,
    *,
    jobs: int = 1,
    scheduler: str | None = None,
    allow_missing: bool = False,
    progress: Callable[[int, int], None] | None = None,
) -> Built:
    """Make what ``folder`` lacks of ``book``'s puzzles, keep each as it arrives, and lay out the
    pages when every puzzle is there (or ``allow_missing``: the book is made of those there,
    numbered without gaps). ``progress(done, total)`` is called as each puzzle ends.

    Raises:
        ClusterMissing: ``scheduler`` without dask.distributed, or unreachable.
        OSError: the folder cannot be written.
        Unprintable: a puzzle too large to print on the trim, or too many pages.
    """
    store = Store(folder)
    tasks = book.tasks
    records: dict[int, dict[str, Any]] = {}
    for i, task in enumerate(tasks):
        kept = store.kept(task)
        if kept is not None:
            records[i] = kept
    todo = [i for i in range(len(tasks)) if i not in records]
    built = Built(kept=len(records))
    if progress is not None:
        progress(len(records), len(tasks))

    def arrived(j: int, result: Result) -> None:
        i = todo[j]
        record = result.record
        why = result.error if record is None else printable(book, _item(0, record), record["heading"])
        if why is not None or record is None:
            built.failed.append((tasks[i], why or "not made"))
            built.late = built.late or result.late
        else:
            store.keep(tasks[i], result)
            records[i] = record
            built.made += 1
            if result.warning is not None:
                built.warned.append((tasks[i], result.warning))
        if progress is not None:
            progress(len(records) + len(built.failed), len(tasks))

    try:
        run_all(make_one, [tasks[i] for i in todo], arrived, jobs=jobs, scheduler=scheduler)
    except KeyboardInterrupt:
        built.interrupted = True
    built.missing = len(tasks) - len(records)
    if built.interrupted or not records or (built.missing and not allow_missing):
        return built
    built.laid = lay_out(book, _sections(book, tasks, records))
    store.index(index(book, tasks, records, built.laid))
    return built


def _sections(
    book: Manifest, tasks: list[Task], records: dict[int, dict[str, Any]]
) -> list[tuple[str, int, list[Item], str]]:
    """The sections as the pages take them (heading, puzzles a page, items, where it starts), the
    puzzles there numbered through the book."""
    numbers = {i: n for n, i in enumerate(sorted(records), 1)}
    found = []
    for s, section in enumerate(book.sections, 1):
        items = []
        for i, task in enumerate(tasks):
            if task.section == s and i in records:
                items.append(_item(numbers[i], records[i], task.named))
        found.append((section.heading, section.per_page, items, section.start))
    return found


def _item(number: int, record: dict[str, Any], name: str = "") -> Item:
    """A kept puzzle as the pages take them."""
    shown = record["print"]
    return Item(number, record["section"], drawing(shown["puzzle"]), drawing(shown["solution"]), shown["words"],
                shown["caption"], record.get("unique"), name)  # fmt: skip


def index(
    book: Manifest, tasks: list[Task], records: dict[int, dict[str, Any]], laid: Laid
) -> dict[str, Any]:
    """``book.json``: the book and, per puzzle, its section, number, seed, grade, page and files."""
    numbers = {i: n for n, i in enumerate(sorted(records), 1)}
    return {
        "title": book.title,
        "author": book.author,
        "trim": book.trim,
        "bleed": book.bleed,
        "pages": len(laid.pages),
        "gutter_in": laid.gutter,
        "padded": laid.padded,
        "sections": [{"heading": s.heading, "kind": s.kind, "per_page": s.per_page} for s in book.sections],
        "puzzles": [
            {
                "number": numbers[i],
                "section": tasks[i].section,
                "kind": records[i]["kind"],
                "seed": tasks[i].seed,
                "grade": records[i]["grade"],
                "page": laid.page_of[numbers[i]],
                "answer_page": laid.answer_page_of[numbers[i]],
                "files": records[i]["files"],
            }
            for i in sorted(records)
        ],
        "missing": [{"section": t.section, "seed": t.seed} for i, t in enumerate(tasks) if i not in records],
    }
