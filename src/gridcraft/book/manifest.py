"""A book's manifest (TOML): the book's settings and its sections in order, read and checked
before any work, each fault one located line (``FILE:LINE:COL: message``).

```toml
[book]
title = "Puzzles for a Rainy Term"      # required
author = "A. Setter"
trim = "6x9"                            # 8.5x11, 8x10, 6x9, 5.5x8.5, a4, a5, letter
bleed = true
language = "en"                         # captions (default: the words' own)
per_page = 2                            # default of the sections
seed = "rainy"                          # a section's seed: SEED:N unless it has its own
time_limit = 300                        # seconds per puzzle: an outer safety limit
section_start = "new"                   # new (a new page), right (a right-hand page) or any

[[section]]
heading = "Animals"
kind = "crisscross"                     # a kind with a maker, or one its word lists make (fillin)
words = ["lists/animals.txt", "lists/more/"]   # files, or folders of .txt files (one puzzle each)

[[section]]
heading = "KenKen, hard"
kind = "kenken"
size = 6                                # the maker's own options
difficulty = "hard"
count = 20
```
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gridcraft.batch import seed_of
from gridcraft.book.places import Places
from gridcraft.book.tasks import WORD_SETTINGS, Task, sources
from gridcraft.captions import LANGUAGES
from gridcraft.draw.book import read_trim
from gridcraft.engine import MAKER_TIME
from gridcraft.errors import GridcraftError, ParseError
from gridcraft.formats.decoding import decode_text
from gridcraft.kinds import read_words, word_maker
from gridcraft.options import OptionError, option_values
from gridcraft.versions import check_count
from gridcraft.words import check_clues

BOOK_KEYS = (
    "title", "subtitle", "author", "trim", "bleed", "language", "per_page", "seed", "time_limit", "section_start"
)  # fmt: skip
SECTION_KEYS = ("heading", "kind", "seed", "per_page", "time_limit", "section_start", "versions")
#: where a section starts (``section_start``): on a new page, on a right-hand page (a blank page
#: before it when needed), or right after the section before it when its heading and first puzzle
#: fit there (see :mod:`gridcraft.book.pages`)
SECTION_STARTS = ("new", "right", "any")
PER_PAGE = (1, 2, 4, 6)  # puzzles on a page a section may ask for
DEFAULT_NODES = (
    20_000  # search steps of a word list's layout (about 3 s for 15 words): the same layout on any machine
)
MAX_PUZZLES = 10_000
INSIDE = "a manifest's word lists are in its own folder or below it, named relative to it"


def versioned(seed: str, k: int, versions: int) -> str:
    """The seed of version ``k`` of a puzzle of ``seed``: ``SEED:k`` in a section of versions."""
    return seed_of(seed, k) if versions > 1 else seed


def _outside(folder: Path, name: str | Path) -> str | None:
    """Why the file or folder ``name`` (as a manifest in ``folder`` names it) is outside ``folder``
    (an absolute path, a path up out of it, a link out of it), or ``None`` when it is inside. The
    file is not opened; a link is followed only to see where it leads."""
    if Path(name).is_absolute():
        return "an absolute path"
    base = folder.resolve()
    plain = Path(os.path.normpath(base / name))
    if not plain.is_relative_to(base):
        return "outside the book's folder"
    if not (base / name).resolve().is_relative_to(base):
        return "a link out of the book's folder"
    return None


@dataclass(frozen=True)
class Section:
    """A section: its ``heading``, the kind its puzzles are, and its tasks (one per puzzle)."""

    heading: str
    kind: str
    per_page: int
    tasks: tuple[Task, ...]
    start: str = "new"  # one of SECTION_STARTS


@dataclass(frozen=True)
class Manifest:
    """A checked manifest: the book's settings and its sections, in order."""

    source: str
    title: str
    subtitle: str
    author: str
    trim: str
    bleed: bool
    language: str | None
    sections: tuple[Section, ...] = field(default=())
    section_start: str = "new"  # where the answers start (a section's own may differ)

    @property
    def tasks(self) -> list[Task]:
        """Every puzzle's task, in book order."""
        return [t for s in self.sections for t in s.tasks]


#: the TOML reader's words for the usual slips, and what they mean to a manifest's writer
TOML_WORDS = {
    "Cannot overwrite a value": "this key (or table) is given twice",
    "Illegal character '\\n'": "a string must end on its line: a closing quote is missing",
    "Invalid value": 'a value is missing or unreadable (text needs quotes: "6x9")',
    "Unterminated string": "a closing quote is missing",
    "Expected '=' after a key in a key/value pair": "'=' expected after the key (key = value)",
    "Expected newline or end of document after a statement": 'unexpected text after the value (text needs quotes: "6x9")',
}


def _plain(message: str) -> str:
    """The TOML reader's ``message`` in a manifest writer's words."""
    return TOML_WORDS.get(message, f"not TOML: {message[:1].lower() + message[1:]}")


def read_manifest(path: Path, source: str | None = None) -> Manifest:
    """The manifest at ``path``, checked: every key known, every value of its type and range,
    every word list present and readable (relative paths from the manifest's folder).

    Raises:
        ParseError: the first fault, located (a word list's own faults in that file; a manifest
            that is not text, see :func:`gridcraft.formats.decoding.decode_text`).
        OSError: the manifest cannot be read.
    """
    source = source or str(path)
    text = decode_text(path.read_bytes(), source)
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = re.search(r"\s*\(at (?:line (\d+), column (\d+)|end of document)\)$", str(e))
        message = str(e)[: m.start()] if m else str(e)
        places = Places(text)
        if places.twice is not None and message == "Cannot overwrite a value":  # the second key itself
            line, column = places.twice
        elif m and m.group(1):
            line, column = int(m.group(1)), int(m.group(2))
        else:
            line, column = len(places.lines), 1
        raise ParseError(_plain(message), line, column, source) from None
    return _Reader(doc, Places(text), source, path.parent).read()


class _Reader:
    def __init__(self, doc: dict[str, Any], places: Places, source: str, folder: Path) -> None:
        self.doc, self.places, self.source, self.folder = doc, places, source, folder

    def fail(self, message: str, table: str, index: int, key: str | None = None) -> ParseError:
        return ParseError(message, *self.places.of(table, index, key), self.source)

    def read(self) -> Manifest:
        for top in self.doc:
            if top not in ("book", "section"):
                line, column = self.places.of(top, 0)
                line, column = (line, column) if line else self.places.key("", 0, top)
                raise ParseError(
                    f"unknown table [{top}]: a manifest has [book] and [[section]]s",
                    line,
                    column,
                    self.source,
                )
        book = self.doc.get("book")
        if not isinstance(book, dict):
            raise ParseError(
                "no [book] table (its title, trim and the rest)",
                1,
                1,
                self.source,
            )
        self.known(book, BOOK_KEYS, "book", 0)
        title = self.text(book, "title", "book", 0, required=True)
        trim_text = self.text(book, "trim", "book", 0) or "6x9"
        try:
            trim = read_trim(trim_text)
        except ValueError as e:
            raise self.fail(str(e), "book", 0, "trim") from None
        bleed = book.get("bleed", False)
        if not isinstance(bleed, bool):
            raise self.fail("bleed must be true or false", "book", 0, "bleed")
        language = self.text(book, "language", "book", 0) or None
        if language is not None and language not in LANGUAGES:
            raise self.fail(
                f"language {language!r} is not one of {', '.join(LANGUAGES)}", "book", 0, "language"
            )
        for table, index in ((book, 0), *((s, n) for n, s in enumerate(self.doc.get("section") or []))):
            seed = table.get("seed") if isinstance(table, dict) else None
            if seed is not None and (isinstance(seed, bool) or not isinstance(seed, str | int)):
                name = "book" if table is book else "section"
                raise self.fail(f"seed must be text or a whole number, not {seed!r}", name, index, "seed")
        defaults: dict[str, Any] = {
            "per_page": self.per_page(book, "book", 0),
            "seed": str(book.get("seed", "0")),
            "time_limit": self.seconds(book, "book", 0, MAKER_TIME),
            "language": language,
            "section_start": self.start(book, "book", 0, SECTION_STARTS[0]),
        }
        sections = self.doc.get("section")
        if not isinstance(sections, list) or not sections:
            raise ParseError(
                "no [[section]]: a book needs at least one", len(self.places.lines), 1, self.source
            )
        read = [self.section(s, i, defaults) for i, s in enumerate(sections)]
        total = sum(len(s.tasks) for s in read)
        if total > MAX_PUZZLES:
            raise ParseError(
                f"{total:,} puzzles are more than a book of {MAX_PUZZLES:,}",
                *self.places.of("book", 0),
                self.source,
            )
        return Manifest(self.source, title, self.text(book, "subtitle", "book", 0), self.text(book, "author", "book", 0),
                        trim, bleed, language, tuple(read), defaults["section_start"])  # fmt: skip

    def known(self, table: dict[str, Any], keys: tuple[str, ...], name: str, index: int) -> None:
        for key in table:
            if key not in keys:
                line, column = self.places.key(name, index, key)
                raise ParseError(
                    f"unknown key {key!r} in [{name}]: one of {', '.join(keys)}", line, column, self.source
                )

    def text(self, table: dict[str, Any], key: str, name: str, index: int, *, required: bool = False) -> str:
        value = table.get(key)
        if value is None:
            if required:
                raise self.fail(f"[{name}] needs a {key}", name, index)
            return ""
        if not isinstance(value, str) or (required and not value.strip()):
            raise self.fail(f"{key} must be {'a non-empty' if required else 'a'} string", name, index, key)
        return value.strip()

    def per_page(
        self, table: dict[str, Any], name: str, index: int, default: int | None = None
    ) -> int | None:
        value = table.get("per_page", default)
        if value is not None and (isinstance(value, bool) or value not in PER_PAGE):
            raise self.fail(
                f"per_page must be one of {', '.join(map(str, PER_PAGE))}, not {value!r}",
                name,
                index,
                "per_page",
            )
        return value if value is None else int(value)

    def seconds(self, table: dict[str, Any], name: str, index: int, default: float) -> float:
        value = table.get("time_limit", default)
        if isinstance(value, bool) or not isinstance(value, int | float) or not 0 < value < 1e6:
            raise self.fail(
                f"time_limit must be a number of seconds above 0, not {value!r}", name, index, "time_limit"
            )
        return float(value)

    def start(self, table: dict[str, Any], name: str, index: int, default: str) -> str:
        value = table.get("section_start", default)
        if value not in SECTION_STARTS:
            raise self.fail(
                f"section_start must be one of {', '.join(SECTION_STARTS)}, not {value!r}",
                name,
                index,
                "section_start",
            )
        return str(value)

    def section(self, table: Any, i: int, defaults: dict[str, Any]) -> Section:
        if not isinstance(table, dict):
            raise self.fail("a section is a [[section]] table", "section", i)
        kind = self.text(table, "kind", "section", i, required=True)
        found = sources()
        if kind not in found:
            raise self.fail(f"unknown kind {kind!r}: one of {', '.join(found)}", "section", i, "kind")
        made_from = found[kind]
        extra = made_from.keys
        self.known(table, SECTION_KEYS + extra, "section", i)
        heading = self.text(table, "heading", "section", i, required=True)
        seed = str(table.get("seed", seed_of(defaults["seed"], i + 1)))
        per_page = self.per_page(table, "section", i, defaults["per_page"]) or made_from.per_page
        time_limit = self.seconds(table, "section", i, defaults["time_limit"])
        lang = defaults["language"]
        versions = self.versions(table, i)  # each puzzle in versions A, B, ... one after the other
        if made_from.words:
            values = (
                self.maker_values(table, i, made_from) if made_from.options else self.word_values(table, i)
            )
            lists = self.lists(table, i, kind, made_from, values)
            tasks = [  # a list's layout versions share its seed; a maker's have seeds of their own
                Task(i + 1, heading, n * versions + k, kind, values,
                     versioned(seed_of(seed, n), k, versions) if made_from.options else seed_of(seed, n),
                     time_limit, lang, text, name, k if versions > 1 else None)
                for n, (name, text) in enumerate(lists) for k in range(versions)
            ]  # fmt: skip
        else:
            count = table.get("count")
            if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_PUZZLES:
                raise self.fail(f"count must be a whole number of puzzles from 1 to {MAX_PUZZLES:,}, not {count!r}",
                                "section", i, "count" if "count" in table else None)  # fmt: skip
            values = self.maker_values(table, i, made_from)
            tasks = [
                Task(i + 1, heading, n * versions + k, kind, values, versioned(seed_of(seed, n), k, versions),
                     time_limit, lang, version=k if versions > 1 else None)
                for n in range(count) for k in range(versions)
            ]  # fmt: skip
        per_page = per_page or made_from.per_page_of(dict(values))
        start = self.start(table, "section", i, defaults["section_start"])
        return Section(heading, kind, per_page, tuple(tasks), start)

    def versions(self, table: dict[str, Any], i: int) -> int:
        """A section's ``versions`` (1 without the key).

        Raises:
            ParseError: at the key, not a whole number from 2 to 26.
        """
        value = table.get("versions", 1)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(
                f"versions must be a whole number from 2 to 26, not {value!r}", "section", i, "versions"
            )
        why = check_count(value) if "versions" in table else None
        if why is not None:
            raise self.fail(why, "section", i, "versions")
        return value

    def maker_values(self, table: dict[str, Any], i: int, made_from: Any) -> tuple[tuple[str, Any], ...]:
        """The section's values of its maker's options, read as every front end reads them
        (:func:`gridcraft.options.option_values`: a key left out is the option's default).

        Raises:
            ParseError: at the key of a value its option does not take.
        """
        try:
            values = option_values(made_from.options, table)
        except OptionError as e:
            raise self.fail(f"{e.option.name}: {e}", "section", i, e.option.name) from None
        if not made_from.words:  # a maker from word lists: checked with each list (see lists)
            self.check_values(table, i, made_from, values)
        return tuple(values.items())

    def check_values(self, table: dict[str, Any], i: int, made_from: Any, values: dict[str, Any]) -> None:
        """``made_from``'s check of a section's option values (and its word list's ``words``).

        Raises:
            ParseError: at the key the check names (else the section), in the maker's words.
        """
        try:
            made_from.check(values)
        except GridcraftError as e:
            named = [s for s in e.settings if s in table] or [
                o.name for o in made_from.options if o.name in str(e) and o.name in table
            ]
            raise self.fail(
                e.worded({s: s for s in e.settings}), "section", i, named[0] if named else None
            ) from None

    def word_values(self, table: dict[str, Any], i: int) -> tuple[tuple[str, Any], ...]:
        values: dict[str, Any] = {"nodes": DEFAULT_NODES}
        for key, (kind, check, words) in WORD_SETTINGS.items():
            if key not in table:
                continue
            value = table[key]
            if isinstance(value, bool) or not isinstance(value, kind) or not check(value):
                raise self.fail(f"{key} must be {words}, not {value!r}", "section", i, key)
            values[key] = value
        return tuple(values.items())

    def lists(
        self, table: dict[str, Any], i: int, kind: str, made_from: Any, values: tuple[tuple[str, Any], ...]
    ) -> list[tuple[str, str]]:
        given = table.get("words")
        if given is None:
            raise self.fail(
                "a section of word puzzles needs words: list files or folders of them", "section", i
            )
        names = [given] if isinstance(given, str) else given
        if not isinstance(names, list) or not names or not all(isinstance(n, str) for n in names):
            raise self.fail("words must be a file or folder, or a list of them", "section", i, "words")
        found: list[tuple[str, str]] = []
        for name in names:
            path = self.folder / name
            where = self.places.item("section", i, "words", name)
            outside = _outside(self.folder, name)
            if outside is not None:
                raise ParseError(f"the word list {name!r} is {outside}: {INSIDE}", *where, self.source)
            if path.is_dir():
                files = sorted(p for p in path.iterdir() if p.suffix == ".txt" and p.is_file())
                linked = next((p for p in files if _outside(self.folder, Path(name) / p.name)), None)
                if linked is not None:
                    raise ParseError(
                        f"{linked.name!r} in the folder {name!r} is a link out of the book's folder: {INSIDE}",
                        *where,
                        self.source,
                    )
                if not files:
                    raise ParseError(f"the folder {name!r} holds no .txt word list", *where, self.source)
            elif path.is_file():
                files = [path]
            else:
                raise ParseError(
                    f"no word list {name!r} (looked in {self.folder or '.'})", *where, self.source
                )
            for file in files:
                try:
                    text = decode_text(file.read_bytes(), str(file))
                except OSError as e:
                    raise ParseError(
                        f"cannot read {file.name}: {e.strerror or e}", *where, self.source
                    ) from None
                entries = read_words(text, str(file))  # a bad list is named in its own file, before any work
                if made_from.options:  # a maker's: its own check of the options with this list
                    try:
                        made_from.check({**dict(values), "words": entries})
                    except GridcraftError as e:
                        if e.settings:
                            self.check_values(table, i, made_from, {**dict(values), "words": entries})
                        raise ParseError(f"{file.name}: {e}", *where, self.source) from None
                    found.append((str(file), text))
                    continue
                check_clues(entries, str(file))  # some clues: every entry needs one
                why = word_maker()[1].refused(entries, kind)
                if why is not None:
                    raise ParseError(f"{file.name}: {why.format(format='kind')}", *where, self.source)
                found.append((str(file), text))
        return found
