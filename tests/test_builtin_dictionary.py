"""The shipped English fill dictionary, read as a file: its format, its phrases and its scores."""

from __future__ import annotations

import functools
import gzip
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ROOT / "src" / "gridcraft" / "data" / "english-fill.txt.gz"
LINE = re.compile(r"([A-Z]+(?:[ -][A-Z]+)*);([1-9][0-9]?|100)")
ABBREVIATIONS = ["ABN", "EPP", "HEA", "IFI", "SGA", "KRAV", "NATUR", "CSIR", "OCLC", "USNM"]
CROSSWORDESE = ["ESNE", "ETUI", "ALEE", "OLIO", "ERNE", "ANOA", "STET"]


@functools.cache
def lines() -> list[str]:
    return gzip.decompress(SHIPPED.read_bytes()).decode("ascii").splitlines()


@functools.cache
def entries() -> dict[str, tuple[str, int]]:
    """Letters (no breaks) -> (the entry as written, its score)."""
    out: dict[str, tuple[str, int]] = {}
    for line in lines():
        written, score = line.rsplit(";", 1)
        out[re.sub("[ -]", "", written)] = (written, int(score))
    return out


def test_every_line_is_an_entry_and_a_score() -> None:
    bad = [line for line in lines() if LINE.fullmatch(line) is None]
    assert bad == []
    lengths = {len(letters) for letters in entries()}
    assert min(lengths) == 2 and max(lengths) == 21
    assert 250_000 <= len(lines()) <= 350_000
    assert SHIPPED.stat().st_size < 3_000_000


def test_the_sources_notice_ships_beside_the_file() -> None:
    notice = (SHIPPED.parent / "english-fill-notice.txt").read_text(encoding="ascii")
    assert "CC BY-SA 4.0" in notice
    assert "WordNet 3.0 Copyright 2006 by Princeton University.  All rights reserved." in notice


def test_sorted_by_score_then_entry_and_each_letter_string_once() -> None:
    keys = [(-int(score), written) for written, score in (line.rsplit(";", 1) for line in lines())]
    assert keys == sorted(keys)
    assert len(entries()) == len(lines())


def test_phrases_keep_their_word_breaks() -> None:
    for written in ("ON THE WHOLE", "AT THE MOST", "ICE CREAM", "HOT DOG", "IN FACT", "LOOK UP", "T-SHIRT"):
        letters = re.sub("[ -]", "", written)
        assert entries()[letters][0] == written
        assert entries()[letters][1] >= 50, written
    phrases = sum(1 for written, _ in entries().values() if re.search("[ -]", written))
    assert phrases >= 50_000
    assert sum(1 for letters in entries() if len(letters) == 15) >= 5_000


def test_common_words_score_high() -> None:
    for word in ("THE", "CAT", "HOUSE", "WATER", "ALGORITHM", "CROSSWORD", "CATS", "WALKED", "BIGGER"):
        assert entries()[word][1] > 50, word


def test_abbreviations_and_fragments_score_low_or_are_absent() -> None:
    for token in ABBREVIATIONS:
        assert entries().get(token, ("", 0))[1] < 20, token


def test_crosswordese_scores_40_at_most() -> None:
    for word in CROSSWORDESE:
        assert entries().get(word, ("", 0))[1] <= 40, word


def test_proper_names_score_30_at_most() -> None:
    for name in ("PARIS", "ERIC", "LONDON"):
        assert entries().get(name, ("", 0))[1] <= 30, name


def test_no_entry_is_in_better_profanity_list() -> None:
    if importlib.util.find_spec("better_profanity") is None:
        pytest.skip("better-profanity is not installed (the bench extra)")
    import better_profanity
    from better_profanity.utils import read_wordlist

    path = Path(better_profanity.__file__).parent / "profanity_wordlist.txt"
    banned = {w.strip().upper() for w in read_wordlist(str(path))}
    found = [
        written
        for letters, (written, _) in entries().items()
        if letters in banned or any(word in banned for word in re.split("[ -]", written))
    ]
    assert found == []


@pytest.mark.slow
def test_the_script_reproduces_the_shipped_file(tmp_path: Path) -> None:
    if not Path("/usr/share/wordnet/data.noun").exists():
        pytest.skip("WordNet is not installed (apt-get install wordnet-base)")
    for module in ("wordfreq", "better_profanity"):
        if importlib.util.find_spec(module) is None:
            pytest.skip(f"{module} is not installed (the bench extra)")
    out = tmp_path / "english-fill.txt.gz"
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_dictionary.py"), str(out)],
        check=True,
        capture_output=True,
        env={"PYTHONHASHSEED": "1", "PATH": "/usr/bin:/bin"},
    )
    assert out.read_bytes() == SHIPPED.read_bytes()
