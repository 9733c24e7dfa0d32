"""Futoshiki and towers grading agreement with Simon Tatham's Unequal and Towers: puzzles that
``sgt-unequal --generate`` and ``sgt-towers --generate`` made at each grade, graded again by our
restatement of latin.c's ladder with each game's rules (``gridcraft.latin.rules``).

Usage::

    python benchmarks/latin_grades.py                   # agreement on benchmarks/corpus/{unequal,towers}/*.txt
    python benchmarks/latin_grades.py --save benchmarks/results/latin-grades.json
    python benchmarks/latin_grades.py --generate        # make the corpus again first
    python benchmarks/latin_grades.py --peer DIR        # also Tatham's own grade of each puzzle

The corpus: one file per parameters (``5dx``: Unequal of side 5 at Extreme; ``5adk``: adjacent
mode at Tricky; towers ``6dh``), one game ID per line, made by ``sgt-unequal --generate 30 PARAMS``
(``sgt-towers`` for towers). Towers' generator keeps a puzzle only when its solver needs exactly the
grade asked, so the grade asked is Towers' grade of it. Unequal's generator tries 50 squares and
then settles for the last puzzle one grade easier or less (unequal.c's ``MAXTRIES``): at small
sides and the higher grades some puzzles of a file are easier than asked, and the grade asked is
then not Unequal's grade of them. ``--peer DIR`` names a directory holding Tatham's own solvers
``unequal`` and ``towers`` (built from the sources of the installed sgt-puzzles with
``-DSTANDALONE_SOLVER`` by ``bash benchmarks/setup_peers.sh tatham``, into ``benchmarks/.peers/tatham``,
the default when it is there), whose grade of each puzzle is then the reference.

Ours is ``gridcraft.latin.rules.grade`` on the puzzle read by ``parse_unequal_id`` /
``parse_towers_id``: the C ladder on every puzzle, the Python reference on the first ``--python``
of each file; every puzzle must also have exactly one solution by the core's exhaustive search
(``gridcraft.latin.problem``, independent of the ladder). A disagreement is listed with its ID.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import time
from pathlib import Path
from typing import Any

import results

from gridcraft.latin.rules import TOWERS_LEVELS, UNEQUAL_LEVELS, grade, parse_towers_id, parse_unequal_id
from gridcraft.latin.rules.board import Board
from gridcraft.latin.rules.native import available
from gridcraft.latin.rules.search import count

HERE = Path(__file__).resolve().parent / "corpus"
PEER = Path(__file__).resolve().parent / ".peers" / "tatham"  # Tatham's own solvers (setup_peers.sh tatham)
KINDS = {
    "unequal": ("tekxr", UNEQUAL_LEVELS, parse_unequal_id),
    "towers": ("ehxu", TOWERS_LEVELS, parse_towers_id),
}
#: the parameters of the corpus per kind (sides 4 to 7 at every grade, adjacent mode, larger sides)
PARAMS = {
    "unequal": (
        *(f"{n}d{g}" for n in (4, 5, 6, 7) for g in "tekxr"),
        "4adt",
        "4ade",
        *(f"{n}ad{g}" for n in (5, 6, 7) for g in "tekxr"),
        *(f"9d{g}" for g in "tekxr"),
    ),
    "towers": tuple(f"{n}d{g}" for n in (4, 5, 6, 7, 8, 9) for g in "ehxu"),
}
COUNT = 30
#: a generation that takes longer is left out of the corpus (and said so)
TIMEOUT = 600.0


def program(kind: str) -> str | None:
    """The installed ``sgt-unequal`` or ``sgt-towers``."""
    name = f"sgt-{kind}"
    return shutil.which(name) or (f"/usr/games/{name}" if Path(f"/usr/games/{name}").exists() else None)


def version() -> str:
    """``sgt-puzzles VERSION`` as dpkg knows it, or ``version unknown``."""
    try:
        found = subprocess.run(
            ["dpkg-query", "-W", "-f", "${Version}", "sgt-puzzles"],
            capture_output=True,
            text=True,
            check=False,
        )
    except OSError:
        return "version unknown"
    return f"sgt-puzzles {found.stdout.strip()}" if found.returncode == 0 else "version unknown"


def asked(kind: str, params: str) -> int:
    """The grade a file's parameters asked for (the letter after ``d``), as a level."""
    return KINDS[kind][0].index(params[params.index("d") + 1])


def generate(count_each: int) -> list[str]:
    """Write the corpus again; the parameters left out (too slow), as notes."""
    skipped = []
    for kind, params_list in PARAMS.items():
        exe = program(kind)
        assert exe is not None, f"sgt-{kind} is not installed (Debian: apt-get install sgt-puzzles)"
        (HERE / kind).mkdir(parents=True, exist_ok=True)
        for params in params_list:
            start = time.perf_counter()
            try:
                done = subprocess.run(
                    [exe, "--generate", str(count_each), params],
                    capture_output=True,
                    text=True,
                    check=True,
                    timeout=TIMEOUT,
                )
            except subprocess.TimeoutExpired:
                skipped.append(f"{kind} {params}: over {TIMEOUT:.0f} s for {count_each} puzzles, left out")
                print(skipped[-1], flush=True)
                continue
            seconds = time.perf_counter() - start
            title = kind.title()
            head = (
                f"# {title} ({version()}) puzzles, made with sgt-{kind} --generate {count_each} {params}"
                f" ({seconds:.1f} s)\n"
            )
            (HERE / kind / f"{params}.txt").write_text(
                head + "\n".join(done.stdout.split()) + "\n", encoding="utf-8"
            )
            print(f"{kind} {params}: {seconds:.1f} s", flush=True)
    return skipped


def corpus(kind: str, params: str) -> list[str]:
    """The IDs of one corpus file (none when it is missing)."""
    path = HERE / kind / f"{params}.txt"
    if not path.exists():
        return []
    return [line for line in path.read_text().splitlines() if line and not line.startswith("#")]


def peer_grade(peer: Path, kind: str, text: str) -> str:
    """Tatham's own solver's grade of a puzzle (its label, or what it says instead)."""
    if kind == "unequal":
        out = subprocess.run(
            [str(peer / "unequal"), text], capture_output=True, text=True, check=False
        ).stdout
        found = re.search(r"Game has difficulty (\w+)", out)
    else:
        out = subprocess.run(
            [str(peer / "towers"), "-g", text], capture_output=True, text=True, check=False
        ).stdout
        found = re.search(r"Difficulty rating: (\w+)", out)
    return found.group(1) if found else out.strip().splitlines()[-1] if out.strip() else "nothing"


def label(kind: str, board: Board, python: bool = False) -> str:
    """Our grade of a board, as a label (or the status when it is not solved)."""
    levels = KINDS[kind][1]
    if python:
        os.environ["GRIDCRAFT_PURE_PYTHON"] = "1"
    try:
        found = grade(board)
    finally:
        if python:
            del os.environ["GRIDCRAFT_PURE_PYTHON"]
    return levels[max(found.level, 0)] if found.status == "solved" else found.status


def grade_file(
    kind: str, params: str, python: int, peer: Path | None
) -> tuple[list[str], dict[str, Any]] | None:
    """One file graded: its table row and its record."""
    ids = corpus(kind, params)
    if not ids:
        return None
    levels, parse = KINDS[kind][1], KINDS[kind][2]
    want = levels[asked(kind, params)]
    times, wrong, py_wrong, not_unique, peer_wrong = [], [], [], [], []
    py_times: list[float] = []
    for k, text in enumerate(ids):
        board = parse(text)
        start = time.perf_counter()
        ours = label(kind, board)
        times.append(1000 * (time.perf_counter() - start))
        if ours != want:
            wrong.append({"id": text, "ours": ours})
        if peer is not None:
            theirs = peer_grade(peer, kind, text)
            if theirs != ours:
                peer_wrong.append({"id": text, "ours": ours, "tatham": theirs})
        if count(board) != 1:
            not_unique.append(text)
        if k < python:
            start = time.perf_counter()
            slow = label(kind, board, python=True)
            py_times.append(1000 * (time.perf_counter() - start))
            if slow != ours:
                py_wrong.append({"id": text, "ours": slow})
    agreed = len(ids) - len(wrong)
    row = [kind, params, want, str(len(ids)), str(agreed),
           "-" if peer is None else str(len(ids) - len(peer_wrong)),
           str(len(ids) - len(not_unique)), f"{statistics.median(times):.2f}", f"{max(times):.2f}",
           f"{len(py_times) - len(py_wrong)}/{len(py_times)}",
           f"{statistics.median(py_times):.0f}" if py_times else "-"]  # fmt: skip
    record = {
        "grade": want,
        "count": len(ids),
        "agreed with the grade asked": agreed,
        "easier than asked": wrong,
        "disagreements with Tatham's solver": None if peer is None else peer_wrong,
        "python": {"count": len(py_times), "disagreements with C": py_wrong},
        "not unique": not_unique,
        "ms": {"median": round(statistics.median(times), 3), "worst": round(max(times), 3)},
    }
    return row, record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--generate", action="store_true", help="make the corpus again first")
    parser.add_argument(
        "--count", type=int, default=COUNT, help=f"puzzles per parameters made (default {COUNT})"
    )
    parser.add_argument(
        "--python",
        type=int,
        default=5,
        help="puzzles per file graded by the Python reference too (default 5)",
    )
    parser.add_argument(
        "--peer",
        type=Path,
        default=PEER if (PEER / "unequal").exists() else None,
        help="a directory with Tatham's standalone solvers unequal and towers (default: "
        "benchmarks/.peers/tatham when built by `bash benchmarks/setup_peers.sh tatham`)",
    )
    parser.add_argument(
        "--only", default="", help="files whose 'kind params' contains this text (default all)"
    )
    parser.add_argument("--save", type=Path, help="also write a results file (benchmarks/results.py)")
    args = parser.parse_args()
    notes = []
    if args.generate:
        notes += generate(args.count)
    head = ["kind", "params", "grade asked", "puzzles", "graded as asked", "agree with Tatham's solver",
            "unique", "C median ms", "C worst ms", "Python agrees with C", "Python median ms"]  # fmt: skip
    print("| " + " | ".join(head) + " |\n|" + "---|" * len(head))
    rows, records = [], {}
    for kind, params_list in PARAMS.items():
        for params in params_list:
            if args.only not in f"{kind} {params}":
                continue
            found = grade_file(kind, params, args.python, args.peer)
            if found is None:
                notes.append(f"{kind} {params}: no corpus file")
                continue
            row, records[f"{kind} {params}"] = found
            rows.append(row)
            print("| " + " | ".join(row) + " |", flush=True)
            record = records[f"{kind} {params}"]
            for wrong in record["disagreements with Tatham's solver"] or []:
                print(f"  {wrong['id']}: ours {wrong['ours']}, Tatham's {wrong['tatham']}")
            for wrong in record["python"]["disagreements with C"]:
                print(f"  {wrong['id']}: Python {wrong['ours']}")
            for text in record["not unique"]:
                print(f"  {text}: not one solution")
    engine = "C" if available() else "Python"
    notes.append(
        f"the ladder on every puzzle ran in {engine}; the Python reference on the first {args.python}"
    )
    notes.append(
        "Unequal's generator settles for an easier puzzle after 50 squares (unequal.c's MAXTRIES): a puzzle"
        " graded below the grade asked is one of those when Tatham's own solver grades it so (--peer)"
    )
    notes.append(
        f"corpus made by {version()}; see the header of each benchmarks/corpus/{{unequal,towers}} file"
    )
    if args.save:
        results.save(
            args.save,
            benchmark="latin_grades.py",
            printed=results.markdown({"columns": head, "rows": rows}),
            names=["futoshiki and towers grades against Tatham's Unequal and Towers"],
            notes=notes,
            records=records,
        )


if __name__ == "__main__":
    main()
