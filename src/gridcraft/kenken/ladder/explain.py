"""A KenKen solve explained in plain words, step by step, and the next step as a hint.

The steps are those of :mod:`gridcraft.kenken.ladder.grade` (Keen's deductions, easiest first, up to
Extreme), with a guess where none applies. Every candidate removed is remembered with its reason,
so that a placement says why the other digits cannot go there (``r2c3 = 3: cage 12× at r2c3–r2c4
allows only 3 and 4 there; 4 is already in row 2 at r2c1``). The cage rules' sweeping removals
are not steps of their own: they show in the reasons of the placements that use them.
"""

from __future__ import annotations

from collections.abc import Iterator

from gridcraft.engine import Hint, only_solution
from gridcraft.errors import WrongEntry, expect
from gridcraft.kenken.ladder.deduce import (
    Board,
    Contradiction,
    Deduction,
    Level,
    Step,
    digits,
    line_name,
)
from gridcraft.kenken.ladder.grade import techniques
from gridcraft.kenken.model import Cell, Grid, KenKenPuzzle, cell_name
from gridcraft.kenken.render import PRETTY
from gridcraft.kenken.state import State
from gridcraft.kenken.verify import verify
from gridcraft.latin import problem

#: deductions that only remove candidates and are reported as hints of their own
SHOWN = (Deduction.CAGE_LINE, Deduction.SUBSET, Deduction.FISH, Deduction.FORCING_CHAIN)


def _join(items: list[str], last: str = "and") -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {last} " + items[-1]


class _Explainer:
    """Runs the deductions on a board and keeps, per removed candidate, the reason."""

    def __init__(self, puzzle: KenKenPuzzle, solution: Grid) -> None:
        self.puzzle, self.solution = puzzle, solution
        self.board = Board(puzzle)
        self.n = puzzle.size
        self.why: dict[tuple[int, int], tuple[object, str]] = {}  # (cell, digit) -> (key, text)
        self.when: dict[tuple[int, int], int] = {}  # (cell, digit) -> the order of its removal
        self.pending: list[tuple[Cell, int]] = []  # removed since the last hint

    def cage_name(self, i: int) -> str:
        cage = self.puzzle.cages[i]
        sign = "" if cage.op is None or len(cage.cells) == 1 else PRETTY.get(cage.op, "")
        cells = cage.cells  # sorted row-major
        rows, cols = {r for r, _ in cells}, {c for _, c in cells}
        straight = len(rows) == 1 or len(cols) == 1  # connected, so a line without gaps
        if len(cells) == 1:
            where = cell_name(cells[0])
        elif straight:
            where = f"{cell_name(cells[0])}–{cell_name(cells[-1])}"
        else:  # "r1c3–r3c3" would read as a rectangle: every cell named
            where = " ".join(cell_name(x) for x in cells)
        return f"cage {cage.target}{sign} at {where}"

    def start(self, state: State | None) -> None:
        """Place the digits of ``state`` (already checked)."""
        if state is None:
            return
        n = self.n
        for r in range(n):
            for c in range(n):
                if state[r][c]:
                    k = r * n + c
                    before = list(self.board.cand)
                    self.board.place(k, state[r][c])
                    self._record(before, Step(Deduction.NAKED_SINGLE, placed=(((r, c), state[r][c]),)))

    def _record(self, before: list[int], step: Step) -> None:
        """Remember the reason of each candidate ``step`` removed (``before``: the candidates)."""
        board, n = self.board, self.n
        placed = {r * n + c: v for (r, c), v in step.placed}
        for k, old in enumerate(before):
            gone = old & ~board.cand[k]
            if not gone:
                continue
            for u in digits(gone):
                self.pending.append((board.cell(k), u))
                source = next((p for p, v in placed.items() if v == u and p != k and _sees(p, k, n)), None)
                if source is not None:
                    line = source // n if source // n == k // n else n + source % n
                    key: object = ("peer", line, source)
                    text = f"{u} is already in {line_name(line, n)} at {cell_name(board.cell(source))}"
                else:
                    key, text = self._reason(step, k, u)
                self.why[(k, u)] = (key, text)
                self.when[(k, u)] = len(self.when)

    def _reason(self, step: Step, k: int, u: int) -> tuple[object, str]:
        """Why ``step`` removed digit ``u`` from cell ``k``: (grouping key, words)."""
        board, d = self.board, step.detail
        if step.deduction in (Deduction.CAGE_DIGITS, Deduction.CAGE_COMBINATIONS):
            i = next(j for j, t in enumerate(board.tables) if k in t.cells)
            left = digits(board.cand[k])
            return ("cage", i), f"{self.cage_name(i)} allows only {_join([str(v) for v in left], 'or')} there"
        if step.deduction is Deduction.CAGE_LINE:
            cage = d["cage"]
            assert isinstance(cage, int)
            line = next(line for line, v in d["lines"] if v == u and k in board.lines[line])  # type: ignore[attr-defined]
            return ("line", cage, line, u), (
                f"every combination of {self.cage_name(cage)} puts {u} in its cells of {line_name(line, self.n)}"
            )
        if step.deduction is Deduction.SUBSET:
            names = _join([cell_name(c) for c in step.cells])
            held = _join([str(v) for v in d["digits"]])  # type: ignore[attr-defined]
            line = d["line"]
            assert isinstance(line, int)
            return ("subset", step.cells), f"{names} of {line_name(line, self.n)} hold {held} between them"
        if step.deduction is Deduction.FISH:
            rows = _join([str(r + 1) for r in d["rows"]])  # type: ignore[attr-defined]
            cols = _join([str(c + 1) for c in d["columns"]])  # type: ignore[attr-defined]
            return ("fish", d["digit"], rows), f"{d['digit']} in rows {rows} can only go in columns {cols}"
        if step.deduction is Deduction.FORCING_CHAIN:
            chain = d["chain"]
            assert isinstance(chain, list)
            start, end = chain[0][0], chain[-1][0]
            links = " → ".join(f"{cell_name(c)} = {v}" for c, v in chain)
            return ("chain", start, end, u), (
                f"either {cell_name(start)} = {u}, or the chain {links} (each cell has two candidates) "
                f"puts {u} in {cell_name(end)}; both cells see this one"
            )
        return ("other", step.deduction), step.deduction.value

    def steps(self) -> Iterator[Hint]:
        """The hints from the current board to the solution."""
        board = self.board
        allowed = techniques(Level.EXTREME)
        while not board.solved():
            before = list(board.cand)
            step = None
            for _level, technique in allowed:
                step = technique(board)
                if step is not None:
                    break
            if step is None:
                yield self._guess()
                continue
            self._record(before, step)
            if step.placed:
                yield self._placement(step)
            elif step.deduction in SHOWN:
                yield self._removal(step)

    def _hint(
        self,
        text: str,
        deduction: str,
        cells: list[Cell],
        placed: tuple[tuple[Cell, object], ...],
        guess: bool = False,
    ) -> Hint:
        removed, self.pending = tuple(self.pending), []
        unique = tuple(dict.fromkeys(cells))
        return Hint(text, deduction, unique, placed, removed, guess)

    def _placement(self, step: Step) -> Hint:
        board, n = self.board, self.n
        ((cell, v),) = step.placed
        k = cell[0] * n + cell[1]
        cells = [cell]
        if step.deduction is Deduction.NAKED_SINGLE:
            reasons = self._grouped([(k, u) for u in range(1, n + 1) if u != v], cells)
            text = (
                f"{cell_name(cell)} = {v}: " + "; ".join(reasons) if reasons else f"{cell_name(cell)} = {v}"
            )
        else:
            line = step.detail["line"]
            assert isinstance(line, int)
            where: dict[str, list[str]] = {}  # a reason -> the cells it rules out, in line order
            for j in board.lines[line]:
                if j == k or board.value[j]:
                    continue  # the cell itself, or a cell filled before this step
                reasons = self._grouped([(j, v)], cells)
                if reasons:
                    where.setdefault(reasons[0], []).append(cell_name(board.cell(j)))
            text = f"{cell_name(cell)} = {v}: the only place for {v} in {line_name(line, n)}"
            if where:
                text += " (" + "; ".join(f"{_join(names)}: {reason}" for reason, names in where.items()) + ")"
        return self._hint(text, step.deduction.value, cells, step.placed)

    def _grouped(self, removals: list[tuple[int, int]], cells: list[Cell]) -> list[str]:
        """The reasons of ``removals`` (cell index, digit), one line per reason: digits already in
        a line named together, in the order the reasons were found."""
        groups: dict[object, list[int]] = {}
        texts: dict[object, tuple[int, str]] = {}  # a key's latest words (and when): the narrowest
        n = self.n
        for k, u in removals:
            found = self.why.get((k, u))
            if found is None:
                continue
            key, text = found
            if key[0] == "peer":  # type: ignore[index]
                key = ("peer", key[1])  # type: ignore[index]
                source = found[0][2]  # type: ignore[index]
                cells.append(self.board.cell(source))
            elif key[0] == "cage":  # type: ignore[index]
                cells.extend(self.puzzle.cages[key[1]].cells)  # type: ignore[index]
            groups.setdefault(key, []).append(u)
            when = self.when.get((k, u), 0)
            if key not in texts or when >= texts[key][0]:  # the latest: a cage's last word is its narrowest
                texts[key] = (when, text)
        out = []
        for key, us in groups.items():
            if key[0] == "peer":  # type: ignore[index]
                line = key[1]  # type: ignore[index]
                if len(us) == 1:
                    out.append(texts[key][1])
                else:
                    out.append(f"{_join([str(u) for u in sorted(us)])} are already in {line_name(line, n)}")
            else:
                out.append(texts[key][1])
        return out

    def _removal(self, step: Step) -> Hint:
        n = self.n
        by_cell: dict[Cell, list[int]] = {}
        for cell, u in step.removed:
            by_cell.setdefault(cell, []).append(u)
        reasons = self._reasons([self.why[(c[0] * n + c[1], u)] for c, u in step.removed])
        gone = "; ".join(f"{cell_name(c)} loses {_join([str(u) for u in us])}" for c, us in by_cell.items())
        text = f"{step.deduction.value}: {'; '.join(reasons)}; so {gone}"
        return self._hint(text, step.deduction.value, list(step.cells) + list(by_cell), ())

    def _reasons(self, found: list[tuple[object, str]]) -> list[str]:
        """The words of removals' reasons (grouping key, words), each once, in the order found; a
        cage's combinations putting several digits in the same line are named together."""
        out: dict[object, str] = {}
        lines: dict[tuple[int, int], list[int]] = {}  # (cage, line) -> the digits it puts there
        for key, text in found:
            if isinstance(key, tuple) and key[0] == "line":
                _, cage, line, u = key
                lines.setdefault((cage, line), [])
                if u not in lines[(cage, line)]:
                    lines[(cage, line)].append(u)
                out.setdefault(("line", cage, line), "")
            else:
                out.setdefault(key, text)
        for (cage, line), us in lines.items():
            out[("line", cage, line)] = (
                f"every combination of {self.cage_name(cage)} puts {_join([str(u) for u in sorted(us)])} in its "
                f"cells of {line_name(line, self.n)}"
            )
        return list(dict.fromkeys(out.values()))

    def _guess(self) -> Hint:
        board, n = self.board, self.n
        k = min((k for k in range(n * n) if not board.value[k]), key=lambda k: (board.cand[k].bit_count(), k))
        cell = board.cell(k)
        v = self.solution[cell[0]][cell[1]]
        others = [str(u) for u in digits(board.cand[k]) if u != v]
        before = list(board.cand)
        board.place(k, v)
        self._record(before, Step(Deduction.GUESS, placed=((cell, v),)))
        text = (
            f"{cell_name(cell)} = {v}: a guess, since no deduction up to extreme applies; "
            f"{cell_name(cell)} has candidates {_join([str(u) for u in digits(before[k])], 'or')}, "
            f"and with {_join(others, 'or')} there the puzzle has no solution"
        )
        return self._hint(text, Deduction.GUESS.value, [cell], ((cell, v),), guess=True)


def _sees(a: int, b: int, n: int) -> bool:
    return a // n == b // n or a % n == b % n


def check_state(puzzle: KenKenPuzzle, state: State, solution: Grid | None) -> tuple[Cell, str] | None:
    """The first wrong entry of ``state`` and what is wrong with it, or None: a digit outside
    1..n, a digit repeated in a row or column, a cage that its entries cannot complete, or (with
    ``solution``) a digit the solution does not have there."""
    n = puzzle.size
    for r in range(n):
        for c in range(n):
            v = state[r][c]
            if not v:
                continue
            if not 1 <= v <= n:
                return (r, c), f"{cell_name((r, c))} = {v} is not a digit of a {n} x {n} KenKen"
            for j in range(n):
                if j != c and state[r][j] == v:
                    return (
                        r,
                        c,
                    ), f"{cell_name((r, c))} = {v} repeats the {v} of {cell_name((r, j))} in row {r + 1}"
                if j != r and state[j][c] == v:
                    return (
                        r,
                        c,
                    ), f"{cell_name((r, c))} = {v} repeats the {v} of {cell_name((j, c))} in column {c + 1}"
    board = Board(puzzle)
    for i, table in enumerate(board.tables):
        cand = list(board.cand)
        for k in table.cells:
            r, c = divmod(k, n)
            if state[r][c]:
                cand[k] = 1 << state[r][c]
        if not table.alive(cand):
            cell = next(board.cell(k) for k in table.cells if state[k // n][k % n])
            v = state[cell[0]][cell[1]]
            cage = puzzle.cages[i]
            return cell, f"{cell_name(cell)} = {v} contradicts cage {cage.label()}"
    if solution is not None:
        for r in range(n):
            for c in range(n):
                if state[r][c] and state[r][c] != solution[r][c]:
                    return (
                        r,
                        c,
                    ), f"{cell_name((r, c))} = {state[r][c]} is wrong: no solution has {state[r][c]} there"
    return None


def explain(puzzle: KenKenPuzzle, state: State | None = None) -> Iterator[Hint]:
    """The steps from ``state`` (``n`` rows of digits, 0 for an empty cell; ``None``: the empty
    grid) to the solution, each a :class:`~gridcraft.engine.Hint`. A complete grid that keeps
    every rule has no steps left, whether or not the puzzle has other solutions.

    Raises:
        NoSolution: the puzzle has no solution (proven).
        InvalidPuzzle: the puzzle has several solutions.
        WrongEntry: ``state`` has a wrong entry (the message names the cell and why, e.g.
            ``r3c4 = 5 contradicts cage 7+``).
    """
    expect(puzzle, KenKenPuzzle, "kenken.explain(puzzle=...)", "a KenKenPuzzle (from kenken.parse)")
    if state is not None and not verify(puzzle, state):
        return  # solved: complete and consistent (another solution does not make it wrong)
    answer = only_solution(problem(puzzle), "a step by step explanation")
    if state is not None:
        wrong = check_state(puzzle, state, answer)
        if wrong is not None:
            raise WrongEntry(wrong[1], wrong[0])
    explainer = _Explainer(puzzle, answer)
    explainer.start(state)
    try:
        yield from explainer.steps()
    except Contradiction as e:  # cannot happen with a unique solution and sound deductions
        raise AssertionError(f"a deduction contradicted the solution: {e}") from None
