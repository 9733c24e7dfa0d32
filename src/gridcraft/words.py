"""Word-list parsing and normalisation.

A word list is UTF-8 text whose entries are separated by line breaks or commas; blank lines are
ignored and a line whose first non-blank character is the comment mark (``#`` for generator word
lists, ``!`` in fill-in files) is skipped. An entry may hold spaces, hyphens and apostrophes, which
are dropped for placement (``ICE CREAM`` is placed as ``ICECREAM``) but kept in its printed spelling.

Letters are compared case-insensitively through :func:`display_upper`, an upper-casing that never
changes a word's length (``ß`` becomes ``ẞ``, not ``SS``), after NFC normalisation.
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace

from gridcraft.errors import ParseError

#: characters an entry may hold besides letters; they are dropped for placement
JOINERS = frozenset(" -'’\u2010\u2011")
# upper-case letters for the few lower-case letters whose str.upper() is longer than one character
_SINGLE_UPPER = {"ß": "ẞ"}


def display_upper(text: str) -> str:
    """Upper-case ``text`` character by character without changing its length.

    A character whose ``str.upper()`` is several characters (``ß`` -> ``SS``, ``ŉ``) becomes its
    one-character capital where Unicode has one (``ẞ``) and otherwise stays as it is.

    >>> display_upper("straße"), display_upper("ёж")
    ('STRAẞE', 'ЁЖ')
    """
    out = []
    for ch in text:
        up = ch.upper()
        out.append(up if len(up) == 1 else _SINGLE_UPPER.get(ch, ch))
    return "".join(out)


@dataclass(frozen=True, slots=True)
class Entry:
    """One word-list entry.

    Attributes:
        text: the entry as written (NFC, surrounding white space trimmed), e.g. ``"Ice cream"``.
        letters: the letters placed in the grid, upper-case, joiners dropped, e.g. ``"ICECREAM"``.
        line: 1-based line of the entry in its file (0 when built from a string list).
        column: 1-based column of its first character (0 when built from a string list).
        clue: the entry's clue (``""``: none), as written after it (see :func:`parse_word_list`).

    Two entries are equal when their spelling, letters and clue are; where they were read is not
    compared.
    """

    text: str
    letters: str
    line: int = field(default=0, compare=False)
    column: int = field(default=0, compare=False)
    clue: str = ""


_BREAK = re.compile(r"\r\n|\r|\n")


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a text file, as every text format of gridcraft reads it.

    Attributes:
        number: 1-based line number.
        raw: the line as written, without its line break.
        text: ``raw`` NFC-normalised (what parsers read).
    """

    number: int
    raw: str
    text: str

    def column(self, index: int) -> int:
        """The 1-based column, in the line as written, of character ``index`` (0-based) of
        :attr:`text`: the same number unless normalisation joined characters before it (a letter
        written as a base and a combining mark). Cost O(1), or O(len(raw) log len(raw)) then."""
        if self.raw == self.text:
            return index + 1
        low, high = 0, len(self.raw)  # the shortest prefix whose NFC form reaches past index
        while low < high:
            mid = (low + high) // 2
            if len(unicodedata.normalize("NFC", self.raw[:mid])) > index:
                high = mid
            else:
                low = mid + 1
        return max(low, 1)

    def columns_from(self, start: int) -> Callable[[int], int]:
        """The columns of the characters of ``text`` from index ``start`` on: ``i -> column(start + i)``."""
        return lambda i: self.column(start + i)

    def is_comment(self, mark: str) -> bool:
        """True when the first character that is not white space is ``mark``."""
        return self.text.lstrip().startswith(mark)


def scan_lines(text: str, first_line: int = 1) -> list[Line]:
    r"""The lines of ``text``: a leading byte-order mark dropped, split at ``\n``, ``\r\n`` or
    ``\r`` (other Unicode line separators are characters of their line), each NFC-normalised,
    numbered from ``first_line``. Cost O(len(text)).

    >>> [(line.number, line.text) for line in scan_lines("\ufeffa\r\nb\u2028c")]
    [(1, 'a'), (2, 'b\u2028c')]
    """
    raws = _BREAK.split(text.removeprefix("\ufeff"))
    if raws and raws[-1] == "" and len(raws) > 1:
        raws.pop()  # a final line break ends the last line; it does not start another
    return [Line(n, raw, unicodedata.normalize("NFC", raw)) for n, raw in enumerate(raws, start=first_line)]


def make_entry(
    raw: str,
    line: int = 0,
    column: int = 0,
    source: str = "<string>",
    *,
    locate: Callable[[int], int] | None = None,
) -> Entry:
    """Normalise one entry.

    Args:
        raw: the entry as written (NFC-normalised here); surrounding white space is dropped.
        line, column: 1-based position of ``raw`` in its file (0: unknown).
        source: the file name for messages.
        locate: the 1-based column of character ``i`` of ``raw``, when it is not ``column + i``.

    Raises:
        ParseError: a character that is neither a letter nor a joiner, or fewer than two letters.
    """
    text = unicodedata.normalize("NFC", raw).strip()
    lead = len(raw) - len(raw.lstrip())

    def at(offset: int) -> int:
        if not column:
            return 0
        return locate(offset) if locate is not None else column + offset

    letters = []
    for i, ch in enumerate(text):
        if ch.isalpha():
            letters.append(ch)
        elif ch not in JOINERS:
            raise ParseError(f"{ch!r} in {text!r} is not a letter", line, at(lead + i), source)
    if len(letters) < 2:
        raise ParseError(f"{text!r} has fewer than two letters", line, at(lead), source)
    return Entry(text, display_upper("".join(letters)), line, at(lead))


def parse_word_list(
    text: str, *, source: str = "<string>", comment: str = "#", unique: bool = True, first_line: int = 1
) -> list[Entry]:
    """Parse a word list: entries separated by line breaks or commas, each optionally with a clue.

    A line may carry one entry and its clue, after a tab or after the first ``": "``
    (``ICE CREAM: a frozen dessert``); such a line holds one entry (commas belong to the clue). A
    file whose first line (comments aside) is the header ``word,clue`` or ``word<tab>clue`` is a
    table (CSV or TSV, read with the ``csv`` module): one entry per row, its clue in the second
    column (empty: none). A file named ``*.csv`` or ``*.tsv`` must start with that header.

    Args:
        text: the file's contents.
        source: file name used in error messages.
        comment: the comment mark; a line whose first non-blank character is it is skipped.
        unique: reject an entry whose letters repeat an earlier entry's (generator lists).
        first_line: line number of ``text``'s first line (for word lists inside larger files).

    Returns:
        The entries in file order.

    Raises:
        ParseError: ``FILE:LINE:COL`` of a bad character, a one-letter entry, a repeated word, a
            clue with no entry, an empty clue, several entries on a line with a clue, a table row
            without two columns or a table without its header, or an empty list (line 1 then).
    """
    every = scan_lines(text, first_line)
    lines = [line for line in every if line.text.strip() and not line.is_comment(comment)]
    delimiter = _table_header(lines[0].text) if lines else None
    if delimiter is None and lines and source.lower().endswith((".csv", ".tsv")):
        where, header = lines[0].number, lines[0].text.strip()
        raise ParseError(
            f"a clue table's header is word,clue (a tab between them in TSV), not {header[:40]!r}",
            where,
            1,
            source,
        )
    if delimiter is not None:
        found = _table(every[lines[0].number - first_line + 1 :], delimiter, comment, source)
    else:
        found = _lines(lines, source)
    entries: list[Entry] = []
    seen: dict[str, Entry] = {}
    for entry in found:  # in file order, so that the first problem in the file is the one reported
        if unique and entry.letters in seen:
            first = seen[entry.letters]
            raise ParseError(
                f"{entry.text!r} repeats {first.text!r} (line {first.line})", entry.line, entry.column, source
            )
        seen.setdefault(entry.letters, entry)
        entries.append(entry)
    if not entries:
        raise ParseError("the word list is empty", 1, 1, source)
    return entries


CLUE_MARKS = ("\t", ": ")  # what separates an entry from its clue on a line


def _lines(lines: list[Line], source: str) -> Iterator[Entry]:
    for line in lines:
        yield from _line_entries(line, source)


def _line_entries(line: Line, source: str) -> list[Entry]:
    """The entries of one line: one entry and its clue, or entries separated by commas."""
    text = line.text
    marks = [i for i in (text.find(m) for m in CLUE_MARKS) if i >= 0]
    if marks:
        at = min(marks)
        word, clue = text[:at], text[at + (1 if text[at] == "\t" else 2) :].strip()
        if not word.strip():
            raise ParseError("a clue with no entry before it", line.number, line.column(0), source)
        if "," in word:
            comma = line.column(word.index(","))
            raise ParseError(
                "a line with a clue holds one entry (no commas before the clue)", line.number, comma, source
            )
        entry = make_entry(word, line.number, line.column(0), source, locate=line.columns_from(0))
        if not clue:
            raise ParseError(f"{entry.text!r} has an empty clue", line.number, line.column(at), source)
        return [replace(entry, clue=clue)]
    entries = []
    start = 0
    for part in text.split(","):
        if part.strip():
            entries.append(
                make_entry(part, line.number, line.column(start), source, locate=line.columns_from(start))
            )
        start += len(part) + 1
    return entries


def _table_header(text: str) -> str | None:
    """The delimiter of a clue table's header line (``word,clue`` or ``word<tab>clue``), or None."""
    for delimiter in (",", "\t"):
        cells = [cell.strip().lower() for cell in text.split(delimiter)]
        if cells == ["word", "clue"]:
            return delimiter
    return None


def _table(lines: list[Line], delimiter: str, comment: str, source: str) -> Iterator[Entry]:
    """The entries of a clue table's rows (``word`` and ``clue`` columns), ``lines`` being the
    lines after the header. A quoted field may hold line breaks (a clue's are read as spaces);
    blank rows and rows whose first cell starts with ``comment`` are skipped."""
    if not lines:
        return
    reader = csv.reader(io.StringIO("\n".join(line.text for line in lines)), delimiter=delimiter, strict=True)
    while True:
        line = lines[reader.line_num] if reader.line_num < len(lines) else lines[-1]  # where the row starts
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as err:  # a quote left open at the end of the file
            raise ParseError(f"a clue table row is not valid CSV: {err}", line.number, 1, source) from None
        if not any(cell.strip() for cell in row) or row[0].lstrip().startswith(comment):
            continue
        if len(row) != 2:
            n = len(row)
            raise ParseError(
                f"a row holds {n} column{'s' * (n != 1)}, not 2 (word and clue)", line.number, 1, source
            )
        word, clue = row
        at = max(line.text.find(word), 0)
        entry = make_entry(word, line.number, line.column(at), source, locate=line.columns_from(at))
        yield replace(entry, clue=" ".join(clue.split()))


def check_clues(entries: list[Entry], source: str) -> None:
    """Refuse a list in which some entries have clues and others not (a clued puzzle needs all).

    Raises:
        ParseError: at the first entry without a clue.
    """
    if any(e.clue for e in entries):
        missing = next((e for e in entries if not e.clue), None)
        if missing is not None:
            raise ParseError(
                f"{missing.text!r} has no clue, as every entry of a clued list must (or --clues optional)",
                missing.line,
                missing.column,
                source,
            )


def entries_from_strings(words: list[str] | tuple[str, ...], *, unique: bool = True) -> list[Entry]:
    """Build entries from Python strings (one entry each; commas are not split here).

    Raises:
        ParseError: as :func:`parse_word_list`, with the 1-based index of the word as its line.
    """
    entries = []
    seen: dict[str, Entry] = {}
    for i, w in enumerate(words, start=1):
        e = make_entry(w, i, 1, "<words>")
        if unique and e.letters in seen:
            raise ParseError(f"{e.text!r} repeats {seen[e.letters].text!r}", i, 1, "<words>")
        seen[e.letters] = e
        entries.append(e)
    if not entries:
        raise ParseError("the word list is empty", 1, 1, "<words>")
    return entries


def group_by_length(pairs: Iterable[tuple[str, str]]) -> list[tuple[int, list[str]]]:
    """Entries grouped by length, as fill-in puzzles print their word lists.

    Args:
        pairs: ``(letters, spelling)`` of each entry, e.g. ``("ICECREAM", "Ice cream")``; an entry
            listed twice appears twice.

    Returns:
        ``(length, spellings)`` pairs, shortest length first, ``length`` counting the letters; each
        group sorted by letters, then spelling (a total order).

    >>> group_by_length([("CAT", "cat"), ("ICECREAM", "ice cream"), ("ANT", "ant")])
    [(3, ['ant', 'cat']), (8, ['ice cream'])]
    """
    groups: dict[int, list[tuple[str, str]]] = {}
    for letters, text in pairs:
        groups.setdefault(len(letters), []).append((letters, text))
    return [(n, [text for _, text in sorted(groups[n])]) for n in sorted(groups)]


def enumeration(entry: str) -> str:
    """The crossword enumeration of an entry: letters per word, ``,`` between words, ``-`` at a
    hyphen (``"ice cream"`` -> ``"3,5"``, ``"T-shirt"`` -> ``"1-5"``, ``"Енот"`` -> ``"4"``)."""
    out: list[str] = []
    count = 0
    for ch in entry:
        if ch.isalpha():
            count += 1
        elif ch in " -\u2010\u2011" and count:
            out += [str(count), "," if ch == " " else "-"]
            count = 0
    out.append(str(count))
    return "".join(out)
