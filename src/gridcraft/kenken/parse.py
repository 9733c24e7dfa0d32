"""KenKen puzzle text in three spellings, told apart automatically, and the cage-list writer (:func:`dumps`).

1. Cage list: a first line ``n`` (or ``nxn``), then one cage per line, ``TARGET OP CELL CELL ...``,
   and any digits given in cells of larger cages, ``CELL = DIGIT``; OP is one of
   ``+ - x * / =`` (also ``×``, ``÷``, ``−``; ``11+`` may be written as one token; no OP: a target
   without an operation) and CELL ``r<row>c<col>`` or ``A1`` (column letter, row number), 1-based;
   cells are separated by spaces or commas.
2. Cage map and legend: ``n`` rows of ``n`` cage labels, one character each, or separated by
   spaces (then of any length: ``a1 a1 b2``), a blank line, then one line per label, ``LABEL TARGET OP`` (``a 11+`` and ``a: 11 +``).
3. Simon Tatham's Keen game ID, ``n:BLOCKS,CLUES`` (see :mod:`gridcraft.kenken.keen`).

In every spelling ``#`` starts a comment that runs to the end of the line (so ``#`` is never a
cage label). The text is NFC-normalised first (a leading byte-order mark is dropped); line and
column numbers are 1-based and count characters of the normalised text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gridcraft.errors import InvalidPuzzle, ParseError, expect
from gridcraft.kenken.keen import parse_keen_id
from gridcraft.kenken.model import (
    MAX_SIZE,
    MAX_TARGET_DIGITS,
    OP_SYMBOLS,
    Cage,
    Cell,
    KenKenPuzzle,
    Op,
    cell_name,
    connected,
)
from gridcraft.words import scan_lines

_KEEN = re.compile(r"\d+[^\s:]*:\S*")  # checked in detail by parse_keen_id
_INTEGER = re.compile(r"\d+")
#: Keen's random-seed ID (``6#123456``, ``6dn#123456``: its "Random Seed" box), which names the seed
#: Keen makes a puzzle from, not the puzzle (its ``#`` is no comment here)
_KEEN_SEED = re.compile(r"\d+[a-zA-Z]*#\S+")
_GIVEN = re.compile(r"([rR]\d+[cC]\d+|[A-Za-z]\d+)\s*=\s*(\d+)")  # "r2c3 = 4": a given digit
_SQUARE = re.compile(r"(\d+)\s*[xX*\u00d7]\s*(\d+)")  # a size written "6x6" or "6*6"
#: a first line that tries to give the size but is not one of its spellings ("6*", "6x", "size 6",
#: "n = 6", "6 by 6", "6x6x6"): read as a KenKen, so that the message names that line
_SIZE_LIKE = re.compile(
    r"(?i)(size|n)\s*[:=]?\s*\d+(\s*[x*\u00d7]\s*\d*)?|\d+\s*[x*\u00d7]\s*(\d+\s*[x*\u00d7]\s*\d*)?|\d+\s*by\s*\d+"
    r"|[-+\u2212]\d+|\d+[.,]\d*|[x*\u00d7]\s*\d+"
)
#: a size written as an English word ("four"): a KenKen when a cage line follows, so that the
#: message names the word (alone, it may be a fill-in grid's row of given letters)
_SIZE_WORDS = (
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
)
#: a first line that is a cage of a cage list ("3 + A1 A2"): the size line is missing
_CAGE_FIRST = re.compile(r"\d+\s*[+\-\u2212xX*/\u00d7\u00f7=]?(\s+([rR]\d+[cC]\d+|[A-Za-z]\d+))+")
_TARGET_OP = re.compile(r"(\d+)([+\-\u2212xX*/\u00d7\u00f7=])")
_RC = re.compile(r"[rR](\d+)[cC](\d+)")
_A1 = re.compile(r"([A-Za-z])(\d+)")
_LEGEND = re.compile(r"[^\s:]+?\s*:?\s*\d+\s*[+\-\u2212xX*/\u00d7\u00f7=]?")
_OPS = "".join(OP_SYMBOLS)
#: the error at the start of a second puzzle in one file
ONE_PER_FILE = (
    "another puzzle starts here: a file holds one puzzle (split a batch of gridcraft make into files)"
)


@dataclass(frozen=True, slots=True)
class _Line:
    number: int  # 1-based line number
    text: str  # the line without its comment; columns of text are 1-based columns of the line


def _lines(text: str) -> list[_Line]:
    """The lines of ``text`` without comments; lines that held only a comment are left out."""
    out = []
    for line in scan_lines(text):
        content = line.text.split("#", 1)[0].rstrip()
        if content.strip() or "#" not in line.text:
            out.append(_Line(line.number, content))
    return out


def _tokens(line: str, separators: str = r"\s") -> list[tuple[int, str]]:
    """The tokens of ``line`` between ``separators`` (a regex class body) with their 1-based columns."""
    return [(m.start() + 1, m.group()) for m in re.finditer(f"[^{separators}]+", line)]


def looks_like(text: str) -> bool:
    """True when ``text`` reads as a KenKen puzzle in one of the three spellings.

    Decides by the first line that is neither blank nor a comment (``#`` or a fill-in's ``!``): a
    lone integer (a cage list) or ``n:`` (a Keen game ID); otherwise by any line of the form
    ``LABEL TARGET OP`` (a cage-map legend; a fill-in puzzle has no digits). It does not validate:
    :func:`parse` may still reject the text.
    """
    first, word = True, False
    for line in scan_lines(text):
        stripped = line.text.strip()
        if first and _KEEN_SEED.fullmatch(stripped):
            return True
        if not stripped or stripped.startswith("!"):
            continue
        content = stripped.split("#", 1)[0].strip()
        if not content:
            continue
        if first and any(p.fullmatch(content) for p in (_INTEGER, _KEEN, _SQUARE, _SIZE_LIKE, _CAGE_FIRST)):
            return True
        if first and content.lower() in _SIZE_WORDS:
            word = True
        elif word and _CAGE_FIRST.fullmatch(content):
            return True
        first = False
        if _LEGEND.fullmatch(content):
            return True
    return False


def one_line(text: str) -> bool:
    """True when ``text`` is, alone on one line, a Keen game ID (``4:a_a_3ab_a3_a__,s2m4...``) or
    Keen's random-seed ID (``6#123456``): a puzzle, or Keen's name of one, that fits in a
    command-line argument. :func:`parse` reads the first and refuses the second, saying what to
    give instead.
    """
    line = text.strip()
    return "\n" not in line and any(p.fullmatch(line) for p in (_KEEN, _KEEN_SEED))


def parse(text: str, source: str = "<string>") -> KenKenPuzzle:
    """Read a KenKen puzzle in any of the three spellings (see the module docstring).

    Raises:
        ParseError: with the 1-based line and column of the offending token: a cell in no cage or in
            two, a cage whose cells are not connected, ``-`` or ``/`` on other than two cells, ``=``
            on other than one, a target that is not a positive integer, a cell outside the grid,
            a cage-map row of the wrong length, a malformed game ID, a size outside 1..16.
        TypeError: ``text`` is not a ``str`` (bytes must be decoded first).
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, not {type(text).__name__}")
    try:
        return _parse(text, source)
    except InvalidPuzzle as err:  # a rule the parsers missed: still a located input error
        raise ParseError(str(err), 1, 1, source) from err


def _keen_seed(text: str, source: str) -> None:
    """Refuse Keen's random-seed ID (``6#123456``) on the first line that is not blank.

    Raises:
        ParseError: the text starts with one, at its ``#``.
    """
    line = next((line for line in scan_lines(text) if line.text.strip()), None)
    if line is None or not _KEEN_SEED.fullmatch(line.text.strip()):
        return
    seed = line.text.strip()
    size = re.match(r"\d+", seed)
    assert size is not None
    raise ParseError(
        f"{seed!r} is a Keen random seed, not a puzzle description: paste the puzzle's descriptive "
        f"game ID instead, {size.group()}:... (Keen shows it under Game > Specific...)",
        line.number,
        line.text.index("#") + 1,
        source,
    )


def _parse(text: str, source: str) -> KenKenPuzzle:
    _keen_seed(text, source)
    lines = _lines(text)
    content = [line for line in lines if line.text.strip()]
    if not content:
        raise ParseError("no puzzle: the text is empty", 1, 1, source)
    first = content[0]
    head = first.text.strip()
    column = first.text.index(head[0]) + 1
    if _KEEN.fullmatch(head):
        if len(content) > 1:
            extra = content[1]
            more = _KEEN.fullmatch(extra.text.strip()) is not None
            raise ParseError(
                ONE_PER_FILE if more else "unexpected text after the game ID",
                extra.number,
                len(extra.text) - len(extra.text.lstrip()) + 1,
                source,
            )
        return parse_keen_id(head, first.number, column, source)
    square = _SQUARE.fullmatch(head)
    if square:  # "6x6": the size, written as a grid's sides
        if square.group(1) != square.group(2):
            raise ParseError(
                f"a KenKen grid is square, not {square.group(1)} x {square.group(2)}",
                first.number,
                column,
                source,
            )
        content = [
            _Line(first.number, first.text.replace(head, square.group(1).rjust(len(head)))),
            *content[1:],
        ]
        return _parse_cage_list(content, source)
    if _INTEGER.fullmatch(head):
        return _parse_cage_list(content, source)
    if _SIZE_LIKE.fullmatch(head):
        raise ParseError(
            f"{head!r} is not a grid size: write the size as 6 or 6x6", first.number, column, source
        )
    if head.lower() in _SIZE_WORDS:
        n = _SIZE_WORDS.index(head.lower()) + 1
        raise ParseError(
            f"{head!r} is not a grid size: write the size in digits, as {n} or {n}x{n}",
            first.number,
            column,
            source,
        )
    if _CAGE_FIRST.fullmatch(head):
        raise ParseError(
            "a cage list starts with the grid size on a line of its own (such as 4), not a cage",
            first.number,
            column,
            source,
        )
    return _parse_cage_map(lines, source)


def _size(token: str, line: int, column: int, source: str) -> int:
    if len(token) > 3:
        raise ParseError(
            f"grid size must be between 1 and {MAX_SIZE}, not a number of {len(token)} digits",
            line,
            column,
            source,
        )
    n = int(token)
    if not 1 <= n <= MAX_SIZE:
        raise ParseError(f"grid size must be between 1 and {MAX_SIZE}, not {n}", line, column, source)
    return n


def _target(token: str, line: int, column: int, source: str) -> int:
    if token.isascii() and token.isdigit() and len(token) > MAX_TARGET_DIGITS:
        raise ParseError(
            f"a target of {len(token)} digits is larger than any cage can make ({MAX_TARGET_DIGITS} digits at most)",
            line,
            column,
            source,
        )
    if not (token.isascii() and token.isdigit()) or int(token) < 1:
        raise ParseError(f"a target must be a positive integer, not {token!r}", line, column, source)
    return int(token)


def _check_cage(
    cells: list[Cell], op: Op | None, op_at: tuple[int, int], cage_at: tuple[int, int], name: str, source: str
) -> None:
    """The cage rules a parser reports with a location (``op_at``/``cage_at``: line, column)."""
    if op is Op.EQ and len(cells) != 1:
        raise ParseError(f"'=' needs exactly one cell, cage {name} has {len(cells)}", *op_at, source)
    if op in (Op.SUB, Op.DIV) and len(cells) != 2:
        raise ParseError(f"'{op}' needs exactly two cells, cage {name} has {len(cells)}", *op_at, source)
    if not connected(tuple(cells)):
        raise ParseError(f"the cells of cage {name} are not connected", *cage_at, source)


def _cell(token: str, n: int, line: int, column: int, source: str) -> Cell:
    m = _RC.fullmatch(token)
    if m:
        row, col = int(m.group(1)), int(m.group(2))
    else:
        m = _A1.fullmatch(token)
        if not m:
            raise ParseError(f"expected a cell such as r1c2 or B1, not {token!r}", line, column, source)
        col, row = ord(m.group(1).upper()) - ord("A") + 1, int(m.group(2))
        if m.group(1) in "rR" and col > n:  # "r1" is more likely r1c2 cut short than column R
            raise ParseError(
                f"cell {token} has no column: write r{row}c2 (row {row}, column 2) or "
                f"B{row} (column B, row {row})",
                line,
                column,
                source,
            )
    if not (1 <= row <= n and 1 <= col <= n):
        raise ParseError(f"cell {token} is outside the {n} x {n} grid", line, column, source)
    return row - 1, col - 1


def _parse_cage_list(content: list[_Line], source: str) -> KenKenPuzzle:
    first = content[0]
    n = _size(first.text.strip(), first.number, first.text.index(first.text.strip()[0]) + 1, source)
    owner: dict[Cell, int] = {}
    cages: list[Cage] = []
    givens: dict[Cell, int] = {}
    for line in content[1:]:
        tokens = _tokens(line.text, r"\s,")
        if not tokens:  # only commas
            continue
        col0, head = tokens[0]
        given = _GIVEN.fullmatch(line.text.strip())
        if given:  # "r2c3 = 4": a digit printed in a cell of a larger cage
            cell = _cell(given.group(1), n, line.number, col0, source)
            value = int(given.group(2))
            if not 1 <= value <= n:
                raise ParseError(
                    f"a given is a digit 1 to {n}, not {value}",
                    line.number,
                    col0 + line.text.strip().rindex(given.group(2)),
                    source,
                )
            if cell in givens:
                raise ParseError(f"cell {cell_name(cell)} is given twice", line.number, col0, source)
            givens[cell] = value
            continue
        m = _TARGET_OP.fullmatch(head)
        if m:  # '11+' written as one token
            target = _target(m.group(1), line.number, col0, source)
            op: Op | None = OP_SYMBOLS[m.group(2)]
            op_at, rest = (line.number, col0 + len(m.group(1))), tokens[1:]
        else:
            target = _target(head, line.number, col0, source)
            op, op_at, rest = None, (line.number, col0), tokens[1:]
            if rest and (
                rest[0][1] in OP_SYMBOLS or not (_RC.fullmatch(rest[0][1]) or _A1.fullmatch(rest[0][1]))
            ):
                at, symbol = rest[0]
                if symbol not in OP_SYMBOLS:
                    raise ParseError(
                        f"unknown operation {symbol!r} (expected one of {_OPS})", line.number, at, source
                    )
                op, op_at, rest = OP_SYMBOLS[symbol], (line.number, at), rest[1:]
        if not rest and op is None and _INTEGER.fullmatch(line.text.strip()):  # a size line
            raise ParseError(ONE_PER_FILE, line.number, col0, source)
        if not rest:
            raise ParseError("a cage needs at least one cell", line.number, len(line.text) + 1, source)
        cells: list[Cell] = []
        for at, token in rest:
            cell = _cell(token, n, line.number, at, source)
            if cell in cells:
                raise ParseError(
                    f"cell {cell_name(cell)} is listed twice in this cage", line.number, at, source
                )
            if cell in owner:
                raise ParseError(f"cell {cell_name(cell)} is in two cages", line.number, at, source)
            cells.append(cell)
        _check_cage(cells, op, op_at, (line.number, col0), f"{target}{op or ''}", source)
        for cell in cells:
            owner[cell] = len(cages)
        cages.append(Cage(target, op, tuple(cells)))
    for r in range(n):
        for c in range(n):
            if (r, c) not in owner:
                raise ParseError(f"cell {cell_name((r, c))} is in no cage", first.number, 1, source)
    return KenKenPuzzle(n, tuple(cages), tuple(givens.items()))


def _parse_cage_map(lines: list[_Line], source: str) -> KenKenPuzzle:
    start = next(i for i, line in enumerate(lines) if line.text.strip())
    end = start
    while end < len(lines) and lines[end].text.strip():
        end += 1
    rows = lines[start:end]
    n = len(rows)
    if n > MAX_SIZE:
        raise ParseError(f"a cage map has at most {MAX_SIZE} rows, this one {n}", rows[-1].number, 1, source)
    where: dict[str, list[Cell]] = {}
    first_at: dict[str, tuple[int, int]] = {}
    for r, line in enumerate(rows):
        labels = _map_row(line)
        if len(labels) != n:
            at = labels[n][0] if len(labels) > n else len(line.text) + 1
            raise ParseError(
                f"row {r + 1} of the cage map has {len(labels)} label{'s' * (len(labels) != 1)}, expected {n}",
                line.number,
                at,
                source,
            )
        for c, (at, label) in enumerate(labels):
            where.setdefault(label, []).append((r, c))
            first_at.setdefault(label, (line.number, at))
    legend = [line for line in lines[end:] if line.text.strip()]
    if not legend:
        last = rows[-1]
        raise ParseError(
            "expected a blank line and then the legend (LABEL TARGET OP) after this last row of the cage map",
            last.number,
            len(last.text.rstrip()) + 1,
            source,
        )
    cages: list[Cage] = []
    defined: set[str] = set()
    for line in legend:
        label, target, op, op_at = _legend_line(line, source)
        label_at = len(line.text) - len(line.text.lstrip()) + 1
        if label not in where:
            raise ParseError(f"label {label!r} is not in the cage map", line.number, label_at, source)
        if label in defined:
            raise ParseError(f"label {label!r} has two clues", line.number, label_at, source)
        defined.add(label)
        cells = where[label]
        _check_cage(cells, op, op_at, first_at[label], repr(label), source)
        cages.append(Cage(target, op, tuple(cells)))
    for label, cells in where.items():
        if label not in defined:
            raise ParseError(
                f"cell {cell_name(cells[0])} is in no cage: label {label!r} has no clue",
                *first_at[label],
                source,
            )
    return KenKenPuzzle(n, tuple(cages))


def _map_row(line: _Line) -> list[tuple[int, str]]:
    """The labels of a cage-map row: one character each when the row has no spaces, else the
    tokens between spaces (labels of several characters, as a 16 x 16 map needs)."""
    text = line.text.rstrip()
    tokens = _tokens(text)
    if len(tokens) == 1:
        at, token = tokens[0]
        return [(at + i, ch) for i, ch in enumerate(token)]
    return tokens


def _legend_line(line: _Line, source: str) -> tuple[str, int, Op | None, tuple[int, int]]:
    text = line.text.rstrip()
    lead = len(text) - len(text.lstrip())
    found = re.match(r"[^\s:]+", text[lead:])  # the label: up to a space or ':'
    if found is None:
        raise ParseError(
            "a legend line starts with a cage's label, as in 'a 3+'", line.number, lead + 1, source
        )
    label = found.group()
    rest_at = lead + len(label)
    rest = text[rest_at:]
    if rest.lstrip().startswith(":"):
        rest_at += rest.index(":") + 1
        rest = text[rest_at:]
    elif rest and not rest[0].isspace():
        raise ParseError(
            f"expected LABEL TARGET OP, such as 'a 11+', not {text.strip()!r}", line.number, lead + 1, source
        )
    op: Op | None = None
    op_at = (line.number, lead + 1)
    body = rest.rstrip()
    if body and body[-1] in OP_SYMBOLS and len(body.strip()) > 1:
        op = OP_SYMBOLS[body[-1]]
        op_at = (line.number, rest_at + len(body))
        body = body[:-1]
    token = body.strip()
    if not token:
        raise ParseError(f"label {label!r} needs a target", line.number, rest_at + len(rest) + 1, source)
    if token[:-1].isdigit() and not token[-1].isdigit():  # "3^": a target, then no known operation
        at = rest_at + len(body.rstrip())
        raise ParseError(f"unknown operation {token[-1]!r} (expected one of {_OPS})", line.number, at, source)
    column = rest_at + len(body) - len(body.lstrip()) + 1
    return label, _target(token, line.number, column, source), op, op_at


def dumps(puzzle: KenKenPuzzle) -> str:
    """``puzzle`` as a cage list (DESIGN.md section 3, spelling 1), which :func:`parse` reads back
    equal: the size on the first line, then one cage per line, ``TARGET OP CELL ...`` with cells as
    ``r<row>c<col>`` (1-based), in the puzzle's cage order; a cage without an operation is written
    ``TARGET CELL ...``; then one line per given digit, ``r2c3 = 4``. Ends with a newline.

    >>> print(dumps(parse("2\\n3 + r1c1 r1c2\\n3 + r2c1 r2c2")), end="")
    2
    3 + r1c1 r1c2
    3 + r2c1 r2c2
    """
    expect(puzzle, KenKenPuzzle, "kenken.dumps(puzzle=...)", "a KenKenPuzzle (from kenken.parse)")
    lines = [str(puzzle.size)]
    for cage in puzzle.cages:
        op = "" if cage.op is None else f" {cage.op.value}"
        lines.append(f"{cage.target}{op} " + " ".join(cell_name(c) for c in cage.cells))
    lines += [f"{cell_name(cell)} = {value}" for cell, value in puzzle.givens]
    return "\n".join(lines) + "\n"
