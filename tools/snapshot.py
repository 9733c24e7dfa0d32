"""Record what a wide set of gridcraft commands print: stdout, stderr and exit code of each, with
files written by ``-o`` hashed (PDFs as their text), so that a refactoring can be compared before
and after with ``diff``.

    python tools/snapshot.py OUT.txt          # run every case, write the record
    diff before.txt after.txt

Times (seconds) are masked; searches use ``--nodes`` or are proven, so the rest is deterministic.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
GRIDCRAFT = [str(Path(sys.executable).with_name("gridcraft"))]

CASES: list[str] = [
    # generate
    "generate --example animals-ru",
    "generate --example animals-ru --format json",
    "generate --example animals-ru --format svg",
    "generate --example animals-ru --format svg --blank",
    "generate --example animals-ru --format fillin",
    "generate --example animals-ru --format ipuz",
    "generate --example animals-ru -o out.puz",
    "generate --example animals-ru -o out.png",
    "generate --example animals-ru -o out.pdf --blank",
    "generate --example animals-ru -o out.svg --key key.svg",
    "generate --example english-19 --nodes 3000 --seed 3",
    "generate --example english-19 --nodes 3000 --format json --max-aspect none",
    "generate words/common-15.txt --nodes 2000 --max-width 9",
    "generate clued.txt --format ipuz --title Test --author Me",
    "generate clued.txt --format text --clues optional",
    "generate animals-clued.txt --format json --nodes 3000",
    "generate",
    "generate --example animals-ru words/common-15.txt",
    "generate --example animals-ru --blank",
    "generate --example animals-ru --title X",
    "generate --example animals-ru --key k.svg",
    "generate missing.txt",
    "generate bad-utf8.txt",
    "generate repeated.txt",
    "generate one.txt",
    "generate --example animals-ru --max-aspect 0.5",
    "generate --example animals-ru --time-limit 0",
    "generate two-apart.txt",
    "generate --example animals-ru --max-width 2",
    "generate --example animals-ru -o nodir/x.txt",
    "generate --example animals-ru --format puz -o x.puz",
    "generate hebrew.txt --format fillin",
    "generate hebrew.txt",
    # solve
    "solve fillin/wikipedia-7x7.txt",
    "solve fillin/wikipedia-7x7.txt --format json",
    "solve fillin/wikipedia-7x7.txt --format svg",
    "solve fillin/wikipedia-7x7.txt --format svg --blank",
    "solve fillin/wikipedia-7x7.txt --format ipuz",
    "solve fillin/wikipedia-7x7.txt --blank",
    "solve fillin/wikipedia-7x7.txt --explain",
    "solve fillin/wikipedia-7x7.txt --stats",
    "solve fillin/wikipedia-7x7.txt -o out.png",
    "solve fillin/hackerrank-sample.txt --all",
    "solve fillin/hackerrank-sample.txt --limit 5 --format json",
    "solve fillin/kkck-example.txt --from kkck",
    "solve fillin/kkck-example.txt --from kkck --kind kenken",
    "solve kenken/wikipedia-6x6.txt",
    "solve kenken/wikipedia-6x6.txt --format json",
    "solve kenken/wikipedia-6x6.txt --format keen",
    "solve kenken/wikipedia-6x6.txt --format svg",
    "solve kenken/wikipedia-6x6.txt --format ipuz",
    "solve kenken/wikipedia-6x6.txt --explain",
    "solve kenken/tatham-4x4-easy-map.txt",
    "solve kenken/tatham-4x4-easy-cages.txt --all --format json",
    "solve kenken/tatham-4x4-easy.txt --kind kenken",
    "solve ipuz/wikipedia-7x7.ipuz",
    "solve ipuz/tatham-4x4-easy.ipuz --format json",
    "solve ipuz/mul.ipuz",
    "solve ipuz/mul.ipuz --format ipuz",
    "solve ipuz/another-app-mini.ipuz",
    "solve fillin/wikipedia-7x7.txt --format keen",
    "solve fillin/wikipedia-7x7.txt --explain --format json",
    "solve fillin/wikipedia-7x7.txt --blank --format json",
    "solve fillin/wikipedia-7x7.txt --kind kenken",
    "solve words/common-15.txt",
    "solve missing.txt",
    "solve badkenken.txt",
    "solve nosolution.txt",
    "solve twosol.txt --explain",
    "solve lengths.txt",
    "solve ipuz/mul.ipuz --kind kenken",
    # print
    "print fillin/wikipedia-7x7.txt -o sheet.pdf",
    "print kenken/wikipedia-6x6.txt -o sheet.pdf --title T --name-line",
    "print --example-missing x",
    "print words/common-15.txt -o sheet.pdf --nodes 2000",
    "print ipuz/mul.ipuz -o sheet.pdf --no-key",
    "print fillin/kkck-example.txt --from kkck -o sheet.pdf",
    "print fillin/kkck-example.txt --from kkck --kind kenken -o sheet.pdf",
    "print nosolution.txt -o sheet.pdf",
    "print hackerrank-two.txt -o sheet.pdf",
    # make
    "make kenken --size 4 --seed 1",
    "make kenken --size 4 --seed 1 --count 3 --format keen",
    "make kenken --size 4 --seed 1 --count 2 --format json",
    "make kenken --size 5 --seed 2 --format ipuz",
    "make kenken --size 4 --seed 2 --format svg",
    "make kenken --size 4 --seed 1 --count 2 -o book.pdf",
    "make kenken --size 5 --difficulty hard --seed 7",
    "make kenken --size 4 --difficulty silly",
    "make kenken --size 3 --difficulty extreme",
    "make kenken --size 20",
    "make kenken --size 4 --ops hidden --format keen",
    "make kenken --size 4 --count 2 --format svg",
    "make kenken --size 4 --count 20000",
    "make fillin",
    # grade
    "grade kenken/wikipedia-6x6.txt",
    "grade kenken/tatham-4x4-easy.txt --format json",
    "grade kenken/keen-hard.txt",
    "grade fillin/wikipedia-7x7.txt",
    "grade words/common-15.txt",
    "grade twosolkk.txt",
    # hint
    "hint kenken/wikipedia-6x6.txt",
    "hint fillin/wikipedia-7x7.txt",
    "hint kenken/wikipedia-6x6.txt --format svg",
    "hint kenken/wikipedia-6x6.txt --state kkstate.txt",
    "hint kenken/wikipedia-6x6.txt --state kkwrong.txt",
    "hint words/common-15.txt",
    "hint twosol.txt",
    # misc
    "",
    "--version",
    "frobnicate",
    "solve",
    "serve --port 0",
]

FILES = {
    "bad-utf8.txt": b"CAT\nD\xffOG\n",
    "repeated.txt": "CAT\nDOG\ncat\n".encode(),
    "one.txt": b"CAT\nD\n",
    "two-apart.txt": b"ABC\nXYZ\n",
    "hebrew.txt": "\u05e9\u05dc\u05d5\u05dd\n\u05dc\u05d1\n".encode(),
    "badkenken.txt": b"4\n3 + r1c1 r1c2\n",
    "nosolution.txt": b"...\n\nABC, ABD\n",
    "twosol.txt": b"..\n\nAB\n",
    "lengths.txt": b"....\n\nABC\n",
    "hackerrank-two.txt": b"..\n\nAB\n",
    "twosolkk.txt": b"2\n3 + r1c1 r1c2\n3 + r2c1 r2c2\n",
    "kkstate.txt": b"......\n......\n......\n......\n......\n......\n",
    "kkwrong.txt": b"111111\n......\n......\n......\n......\n......\n",
}

MASKS = [
    (re.compile(r"\d+(\.\d+)? s\b"), "<T> s"),
    (re.compile(r'"seconds": [0-9.e-]+'), '"seconds": <T>'),
    (re.compile(r"seconds [0-9.]+"), "seconds <T>"),
    (re.compile(r"[\d,]+ nodes \(stopped by the time limit\)"), "<N> nodes (stopped by the time limit)"),
]


def mask(text: str) -> str:
    for pattern, repl in MASKS:
        text = pattern.sub(repl, text)
    return text


def digest(path: Path) -> str:
    if path.suffix == ".pdf" and shutil.which("pdftotext"):
        got = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True)
        return "pdf text:\n" + got.stdout
    return "sha256 " + hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def run_case(case: str, work: Path) -> str:
    for name in os.listdir(work):
        if name.startswith(("out.", "key.", "sheet.", "book.", "x.")):
            os.unlink(work / name)
    args = case.split()
    done = subprocess.run(
        [*GRIDCRAFT, *args], cwd=work, capture_output=True, timeout=300, env={**os.environ, "COLUMNS": "100"}
    )
    out = [f"$ gridcraft {case}", f"exit {done.returncode}"]
    out.append("stdout:\n" + mask(done.stdout.decode("utf-8", "replace")))
    out.append("stderr:\n" + mask(done.stderr.decode("utf-8", "replace")))
    for name in sorted(os.listdir(work)):
        if name.startswith(("out.", "key.", "sheet.", "book.", "x.")):
            out.append(f"file {name}: " + mask(digest(work / name)))
    return "\n".join(out) + "\n"


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for sub in ("fillin", "kenken", "ipuz", "words"):
            shutil.copytree(DATA / sub, work / sub)
        shutil.copy(DATA / "clued.txt", work)
        shutil.copy(ROOT / "examples" / "animals-clued.txt", work)
        for name, data in FILES.items():
            (work / name).write_bytes(data)
        record = "".join(run_case(case, work) for case in CASES)
    Path(sys.argv[1]).write_text(record, encoding="utf-8")


if __name__ == "__main__":
    main()
