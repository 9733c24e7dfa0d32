r"""Word-list parsing and normalisation.

A word list is UTF-8 text whose entries are separated by line breaks, commas or semicolons (``，``,
``、``, ``；``, ``،`` and ``؛`` too); blank lines are ignored and a line whose first non-blank
character is the comment mark (``#`` for generator word lists, ``!`` in fill-in files) is skipped. An entry may hold spaces, hyphens and apostrophes, which
are dropped for placement (``ICE CREAM`` is placed as ``ICECREAM``) but kept in its printed spelling.

Letters are compared case-insensitively through :func:`display_upper`, an upper-casing that never
changes a word's length (``ß`` becomes ``ẞ``, not ``SS``), after NFC normalisation, as a crossword in
the language writes its capitals: Greek capitals carry no tonos or dialytika (``ώρα`` is ``ΩΡΑ``), and
in Turkish and Azerbaijani (:data:`DOTTED_I`; guessed from ``ı`` and ``İ`` by :func:`letter_language`)
``i`` is ``İ`` and ``ı`` is ``I``, two letters that never cross.

A cell holds one extended grapheme cluster (a letter with its combining marks, or a conjunct:
Devanagari ``स्ते``, Thai vowel signs): :func:`cells` splits text with the ``regex`` package's ``\X``.
The searches work on one character per cell, so a cluster of several characters is given a code of
its own, one character of Unicode's private use area (:func:`cell_code`), for as long as the process
runs; :func:`shown` turns codes back into the clusters, and every writer of letters calls it.

Text pasted from documents brings characters that look like spaces or hyphens; inside an entry they
are read as what they look like (:data:`PASTED`: a no-break space is a space, an en or em dash a
hyphen, a soft hyphen or a zero-width space nothing), a ligature as its letters (``ﬁ`` is ``fi``),
and the entry keeps its spelling as written.
"""

from __future__ import annotations

import csv
import io
import re
import sys
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

import regex  # type: ignore[import-untyped]

from gridcraft.errors import ParseError

_CLUSTER = regex.compile(r"\X")

#: characters an entry may hold besides letters; they are dropped for placement
JOINERS = frozenset(" -'’\u2010\u2011")
#: characters of pasted text read as a joiner or as nothing inside an entry
PASTED = {
    "\u00a0": " ",
    "\u202f": " ",
    "\u2007": " ",  # no-break spaces
    "\u2012": "-",
    "\u2013": "-",
    "\u2014": "-",
    "\u2212": "-",  # figure, en, em dashes; minus
    "\u00ad": "",
    "\u200b": "",
    "\u200c": "",
    "\u200d": "",
    "\u2060": "",
    "\ufeff": "",  # invisible
}
#: languages whose capital of ``i`` is ``İ`` and of ``ı`` is ``I``
DOTTED_I = ("tr", "az")
# upper-case letters for the few lower-case letters whose str.upper() is longer than one character
_SINGLE_UPPER = {"ß": "ẞ"}
# the accents Greek capitals drop: tonos (acute), dialytika (diaeresis), and the old accents
_GREEK_MARKS = frozenset("\u0301\u0308\u0300\u0342\u0313\u0314\u0345")
# the accents --fold-accents drops (a tilde stays on N: Ñ is a letter of its own in Spanish)
_FOLDED = frozenset("\u0300\u0301\u0302\u0303\u0308\u0327\u030a\u0328\u030c\u0306\u0304")


# cluster -> its one-character code, and back (codes from the supplementary private use area A)
_CODES: dict[str, str] = {}
_CLUSTERS: dict[str, str] = {}
_FIRST_CODE = 0xF0000


def cells(text: str) -> list[str]:
    """The extended grapheme clusters of ``text`` (one per grid cell), by the ``regex`` package.

    >>> cells("नमस्ते"), cells("cat")
    (['न', 'म', 'स्ते'], ['c', 'a', 't'])
    """
    return [m.group() for m in _CLUSTER.finditer(text)]


def cell_code(cluster: str) -> str:
    """One character standing for ``cluster`` in the searches: the character itself, or a code of
    the private use area given to the cluster the first time it is seen (the same for the rest of
    the process, and in processes forked from it)."""
    if len(cluster) == 1:
        return cluster
    code = _CODES.get(cluster)
    if code is None:
        code = chr(_FIRST_CODE + len(_CODES))
        _CODES[cluster], _CLUSTERS[code] = code, cluster
    return code


def shown(text: str) -> str:
    """``text`` with each cluster code (see :func:`cell_code`) written as its cluster.

    >>> shown(encode("नमस्ते")) == "नमस्ते"
    True
    """
    if not _CLUSTERS:
        return text
    return "".join(_CLUSTERS.get(ch, ch) for ch in text)


def encode(text: str) -> str:
    """``text`` with one character per cluster (see :func:`cell_code`)."""
    return "".join(cell_code(cluster) for cluster in cells(text))


def grid_lines(rows: Iterable[str]) -> list[str]:
    """Grid rows (one character or cluster code per cell, a space for an empty cell) as lines of
    text: cells separated by single spaces, trailing spaces stripped. When the grid holds a
    double-width letter (East Asian wide or full-width: CJK), every cell takes two columns, so
    that the rows stay aligned in a terminal.

    >>> grid_lines(["AB C"]), grid_lines(["日 本", " 語 "])
    (['A B   C'], ['日    本', '   語'])
    """
    grids = [[shown(ch) for ch in row] for row in rows]

    def wide(x: str) -> bool:
        return unicodedata.east_asian_width(x[0]) in ("W", "F")

    if any(wide(x) for row in grids for x in row if x != " "):
        grids = [[x if wide(x) else x + " " for x in row] for row in grids]
    return [" ".join(row).rstrip() for row in grids]


def is_letter(ch: str) -> bool:
    """True for a letter, or the code of a letter cluster (see :func:`cell_code`)."""
    return ch.isalpha() or ch in _CLUSTERS


def _is_letter_cluster(cluster: str) -> bool:
    """A letter followed by combining marks and letters only (a vowel sign, a virama and the
    consonant it joins, an accent)."""
    return cluster[0].isalpha() and all(
        ch.isalpha() or unicodedata.category(ch).startswith("M") for ch in cluster[1:]
    )


def display_upper(text: str, lang: str | None = None, *, fold: bool = False) -> str:
    """Upper-case ``text`` character by character without changing its length.

    A character whose ``str.upper()`` is several characters (``ß`` -> ``SS``, ``ŉ``) becomes its
    one-character capital where Unicode has one (``ẞ``) and otherwise stays as it is. Greek
    capitals lose their accents; with ``lang`` ``tr`` or ``az``, ``i`` becomes ``İ`` and ``ı``
    becomes ``I``; with ``fold``, Latin letters lose their accents (``É`` is ``E``, ``Ç`` is ``C``,
    ``Ñ`` stays).

    >>> display_upper("straße"), display_upper("ёж"), display_upper("ώρα"), display_upper("ılık", "tr")
    ('STRAẞE', 'ЁЖ', 'ΩΡΑ', 'ILIK')
    >>> display_upper("ilik", "tr"), display_upper("été", fold=True), display_upper("niño", fold=True)
    ('İLİK', 'ETE', 'NIÑO')
    """
    out = []
    dotted = lang in DOTTED_I
    for ch in text:
        if dotted and ch in "iı":
            out.append("İ" if ch == "i" else "I")
            continue
        if "\u0370" <= ch <= "\u03ff" or "\u1f00" <= ch <= "\u1fff":  # Greek and polytonic Greek
            ch = _strip(ch, _GREEK_MARKS)  # accents off first: some accented capitals are two characters
        up = ch.upper()
        up = up if len(up) == 1 else _SINGLE_UPPER.get(ch, ch)
        if "\u0370" <= up <= "\u03ff" or "\u1f00" <= up <= "\u1fff":
            up = _strip(up, _GREEK_MARKS)
        elif fold and not up.isascii() and up.isalpha() and up != "Ñ":
            up = _strip(up, _FOLDED)
        out.append(up)
    return "".join(out)


def _strip(letter: str, marks: frozenset[str]) -> str:
    """``letter`` without the combining ``marks`` of its decomposition (one character, NFC)."""
    parts = unicodedata.normalize("NFD", letter)
    kept = unicodedata.normalize("NFC", "".join(ch for ch in parts if ch not in marks))
    return kept if len(kept) == 1 else letter


def is_rtl(text: str) -> bool:
    """True when ``text`` holds a letter of a right-to-left script (bidirectional class R or AL:
    Hebrew, Arabic, Syriac, Thaana...).

    >>> is_rtl("שלום"), is_rtl("سلام"), is_rtl("Cat")
    (True, True, False)
    """
    return not text.isascii() and any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text)


def check_direction(entries: list[Entry], source: str) -> None:
    """Refuse a list that mixes words of right-to-left and left-to-right scripts (a grid reads one
    way), naming one of each, at the first word whose direction differs from the first word's.

    Raises:
        ParseError: the list mixes them.
    """
    if not entries:
        return
    first = entries[0]
    way = is_rtl(first.letters)
    other = next((e for e in entries if is_rtl(e.letters) != way), None)
    if other is not None:
        rtl, ltr = (first, other) if way else (other, first)
        raise ParseError(
            f"the list mixes right-to-left and left-to-right words ({rtl.text!r} and {ltr.text!r}); "
            "a grid reads one way",
            other.line,
            other.column,
            source,
        )


def letter_language(texts: Iterable[str], lang: str | None = None) -> str | None:
    """The language whose capitals the letters of ``texts`` take: ``lang`` when it is one of
    :data:`DOTTED_I`, else ``az`` when a text holds ``ə``, ``tr`` when one holds ``ı``, ``İ`` or
    ``ğ`` (letters only those languages write), else None (the usual capitals).

    >>> letter_language(["ılık", "ilik"]), letter_language(["ilik"]), letter_language(["ilik"], "az")
    ('tr', None, 'az')
    """
    if lang in DOTTED_I:
        return lang
    texts = list(texts)
    if any(ch in t for t in texts for ch in "əƏ"):
        return "az"
    return "tr" if any(ch in t for t in texts for ch in "ıİğĞ") else None


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
    return [
        Line(n, raw, raw if raw.isascii() else unicodedata.normalize("NFC", raw))
        for n, raw in enumerate(raws, start=first_line)
    ]


def make_entry(
    raw: str,
    line: int = 0,
    column: int = 0,
    source: str = "<string>",
    *,
    locate: Callable[[int], int] | None = None,
    lang: str | None = None,
    fold: bool = False,
) -> Entry:
    """Normalise one entry.

    Args:
        raw: the entry as written (NFC-normalised here); surrounding white space is dropped.
        line, column: 1-based position of ``raw`` in its file (0: unknown).
        source: the file name for messages.
        locate: the 1-based column of character ``i`` of ``raw``, when it is not ``column + i``.
        lang: the language of the capitals (see :func:`display_upper`).
        fold: drop the accents of Latin letters in the grid (the spelling keeps them).

    Raises:
        ParseError: a character that is neither a letter nor a joiner, or fewer than two letters.
    """
    text = unicodedata.normalize("NFC", raw).strip()
    lead = len(raw) - len(raw.lstrip())

    def at(offset: int) -> int:
        if not column:
            return 0
        return locate(offset) if locate is not None else column + offset

    if text.isascii() and text.isalpha() and len(text) >= 2 and not (lang in DOTTED_I and "i" in text):
        return Entry(text, text.upper(), line, at(lead))  # plain ASCII letters: the common case, fast
    letters: list[str] = []  # one cluster per cell
    i = 0
    for cluster in cells(text):
        ch = cluster[0]
        if len(cluster) > 1 and _is_letter_cluster(cluster):
            letters.append(cluster)
        elif len(cluster) == 1 and ch.isalpha():
            # a ligature (ﬁ) is its letters; NFKC keeps every other letter as it is
            compat = unicodedata.decomposition(ch).startswith("<compat>")
            letters.extend(unicodedata.normalize("NFKC", ch) if compat else ch)
        elif not (len(cluster) == 1 and (PASTED.get(ch, ch) in JOINERS or PASTED.get(ch) == "")):
            bad = next((x for x in cluster if not x.isalpha()), ch)
            raise ParseError(
                f"{bad!r} in {text!r} is not a letter", line, at(lead + i + cluster.index(bad)), source
            )
        i += len(cluster)
    if len(letters) < 2:
        raise ParseError(f"{text!r} has fewer than two letters", line, at(lead), source)
    upper = [display_upper(x, lang, fold=fold) for x in letters]
    return Entry(text, "".join(cell_code(x) for x in upper), line, at(lead))


def parse_word_list(
    text: str,
    *,
    source: str = "<string>",
    comment: str = "#",
    unique: bool = True,
    first_line: int = 1,
    lang: str | None = None,
    fold_accents: bool = False,
) -> list[Entry]:
    """Parse a word list: entries separated by line breaks, commas or semicolons, each optionally
    with a clue.

    A line may carry one entry and its clue, after a tab or after the first ``": "``; a line with
    two or more tabs (and no ``": "``) holds entries separated by tabs, as commas
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
        lang: the language of the capitals (None: :func:`letter_language` of the text).
        fold_accents: drop the accents of Latin letters in the grid (see :func:`display_upper`).

    Returns:
        The entries in file order.

    Raises:
        ParseError: ``FILE:LINE:COL`` of a bad character, a one-letter entry, repeated words (every
            repeated word named, at the first repeat), a clue with no entry, an empty clue, several
            entries on a line with a clue, a table row without two columns or a table without its
            header, or an empty list (line 1 then).
    """
    letters_lang = letter_language([text], lang)
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
    norm = {"lang": letters_lang, "fold": fold_accents}
    if delimiter is not None:
        found = _table(every[lines[0].number - first_line + 1 :], delimiter, comment, source, norm)
    else:
        found = _lines(lines, source, norm)
    entries = list(found)  # in file order, so that the first problem in the file is the one reported
    if unique:
        check_repeats(entries, source)
        check_direction(entries, source)
    if not entries:
        raise ParseError("the word list is empty", 1, 1, source)
    return entries


def check_repeats(entries: list[Entry], source: str) -> None:
    """Refuse a list in which words repeat, naming every repeated word in one message, at the
    first repeat (``'apple' repeats 'APPLE' (line 1); 'PLUM' repeats 'PLUM' (line 2)``).

    Raises:
        ParseError: at the first entry whose letters repeat an earlier entry's.
    """
    seen: dict[str, Entry] = {}
    repeats: list[tuple[Entry, Entry]] = []
    for entry in entries:
        if entry.letters in seen:
            if all(first.letters != entry.letters for _, first in repeats):
                repeats.append((entry, seen[entry.letters]))
        else:
            seen[entry.letters] = entry
    if repeats:
        named = "; ".join(
            f"{e.text!r} repeats {first.text!r}" + (f" (line {first.line})" if first.line else "")
            for e, first in repeats
        )
        at = repeats[0][0]
        more = f" ({len(repeats)} repeated words)" if len(repeats) > 1 else ""
        raise ParseError(named + more, at.line, at.column, source)


CLUE_MARKS = ("\t", ": ")  # what separates an entry from its clue on a line


Norm = dict[str, Any]  # make_entry's lang and fold


def _lines(lines: list[Line], source: str, norm: Norm) -> Iterator[Entry]:
    dotted = norm.get("lang") in DOTTED_I
    for line in lines:
        text = line.text
        if text.isascii() and text.isalpha() and len(text) > 1 and not (dotted and "i" in text):
            yield Entry(
                text, text.upper(), line.number, 1
            )  # one plain word on the line: the common case, fast
        else:
            yield from _line_entries(line, source, norm)


#: what separates entries on a line: commas and semicolons, with the full-width and ideographic
#: ones of Chinese and Japanese text and the Arabic comma and semicolon
_SEPARATORS = re.compile(r"[,;\uff0c\u3001\uff1b\u060c\u061b]")


def _line_entries(line: Line, source: str, norm: Norm) -> list[Entry]:
    """The entries of one line: one entry and its clue, or entries separated by commas or
    semicolons. White space at the end of the line is never a clue (``WORD<tab>`` is WORD)."""
    text = line.text
    if not text.rstrip().endswith(":"):  # "WORD: " keeps its mark, to be refused as an empty clue
        text = text.rstrip()
    if text.count("\t") >= 2 and ": " not in text:  # entries pasted from a table's row: tabs as commas
        text = text.replace("\t", ",")
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
        entry = make_entry(word, line.number, line.column(0), source, locate=line.columns_from(0), **norm)
        if not clue:
            raise ParseError(f"{entry.text!r} has an empty clue", line.number, line.column(at), source)
        return [replace(entry, clue=_checked_enumeration(entry, clue, line, text, source))]
    entries = []
    start = 0
    for part in _SEPARATORS.split(text):
        if part.strip():
            entries.append(
                make_entry(
                    part, line.number, line.column(start), source, locate=line.columns_from(start), **norm
                )
            )
        start += len(part) + 1
    return entries


def _checked_enumeration(entry: Entry, clue: str, line: Line, written: str, source: str) -> str:
    """``clue`` without the enumeration it ends in when that is the entry's own (gridcraft adds it
    back); a setter's that adds up to the entry's letters (``(2,2)`` for OWED, ``(1-2)`` for CAT)
    is kept; one that does not (``(1-2)`` for CATS, ``(5 )`` for CATS) is dropped, with a warning
    line on standard error at its place, for the entry's own."""
    text, enum = setters_enumeration(clue)
    if not enum or enum == enumeration(entry.text):
        return text if enum else clue
    if _adds_up(enum, entry.text):
        return clue
    print(
        f"{source}:{line.number}:{line.column(written.rindex('('))}: warning: the clue's enumeration ({enum}) does not fit"
        f" {entry.text!r} ({enumeration(entry.text)}); its own is shown",
        file=sys.stderr,
    )
    return text


def _table_header(text: str) -> str | None:
    """The delimiter of a clue table's header line (``word,clue`` or ``word<tab>clue``), or None."""
    for delimiter in (",", "\t"):
        cells = [cell.strip().lower() for cell in text.split(delimiter)]
        if cells == ["word", "clue"]:
            return delimiter
    return None


def _table(lines: list[Line], delimiter: str, comment: str, source: str, norm: Norm) -> Iterator[Entry]:
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
        entry = make_entry(word, line.number, line.column(at), source, locate=line.columns_from(at), **norm)
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


def entries_from_strings(
    words: list[str] | tuple[str, ...],
    *,
    unique: bool = True,
    lang: str | None = None,
    fold_accents: bool = False,
) -> list[Entry]:
    """Build entries from Python strings (one entry each; commas are not split here), their
    capitals in ``lang`` (None: :func:`letter_language` of the words).

    Raises:
        ParseError: as :func:`parse_word_list`, with the 1-based index of the word as its line.
    """
    letters_lang = letter_language(words, lang)
    entries = [
        make_entry(w, i, 1, "<words>", lang=letters_lang, fold=fold_accents)
        for i, w in enumerate(words, start=1)
    ]
    if unique:
        check_repeats(entries, "<words>")
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


#: a setter's enumeration at the end of a clue: numbers separated by ``,``, ``-`` (or a Unicode
#: hyphen) or spaces, with spaces allowed around them and inside the brackets (``( 4 )``, ``(2, 2)``)
_ENUMERATION = re.compile(r"\s*\(\s*(\d+(?:\s*[,\-\u2010\u2011]\s*\d+|\s+\d+)*)\s*\)$")


def setters_enumeration(clue: str) -> tuple[str, str]:
    """A clue and the enumeration its setter ended it with, written as gridcraft writes one
    (``,`` between words, ``-`` at a hyphen, no spaces): ``"Was in debt (2, 2)"`` ->
    ``("Was in debt", "2,2")``, ``"Pets (4 )"`` -> ``("Pets", "4")``; ``(clue, "")`` when it ends
    in none (a clue that is only an enumeration is a clue).

    >>> setters_enumeration("Ice cream (3 5)"), setters_enumeration("T-shirt ( 1 - 5 )")
    (('Ice cream', '3,5'), ('T-shirt', '1-5'))
    """
    found = _ENUMERATION.search(clue)
    if found is None or found.start() == 0:
        return clue, ""
    enum = re.sub(r"\s*([,\-])\s*", r"\1", re.sub(r"[\u2010\u2011]", "-", found.group(1)))
    return clue[: found.start()], re.sub(r"\s+", ",", enum)


def _adds_up(enum: str, entry: str) -> bool:
    """Whether enumeration ``enum`` counts as many letters as ``entry`` has."""

    def letters(of: str) -> int:
        return sum(int(n) for n in re.split(r"[,\-]", of))

    return letters(enum) == letters(enumeration(entry))


def clue_enumeration(clue: str, entry: str) -> tuple[str, str]:
    """A clue's text and the one enumeration to show with it: the setter's, when the clue ends in
    one that adds up to the entry's letters (``"Was in debt (2,2)"``, OWED: ``("Was in debt",
    "2,2")``), else the entry's own (:func:`enumeration`), a setter's that does not add up left
    out of the text (``"Was in debt (5)"``, OWED: ``("Was in debt", "4")``), so that no clue is
    shown with two."""
    text, enum = setters_enumeration(clue)
    if enum and _adds_up(enum, entry):
        return text, enum
    return (text if enum else clue), enumeration(entry)


def enumeration(entry: str) -> str:
    """The crossword enumeration of an entry: letters per word, ``,`` between words, ``-`` at a
    hyphen (``"ice cream"`` -> ``"3,5"``, ``"T-shirt"`` -> ``"1-5"``, ``"Енот"`` -> ``"4"``)."""
    out: list[str] = []
    count = 0
    for cluster in cells(entry):
        ch = cluster[0]
        if ch.isalpha():
            count += 1
        elif ch in " -\u2010\u2011" and count:
            out += [str(count), "," if ch == " " else "-"]
            count = 0
    out.append(str(count))
    return "".join(out)
