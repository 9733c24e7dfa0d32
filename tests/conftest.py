"""The harness every test shares: the command-line runner, golden files and the one-line error pattern.

Fixtures (tests run in importlib mode, so they reach these through pytest, not by import):

* ``run``: calls ``cli.main`` in a fresh temporary folder; returns a :class:`Run`, which unpacks as
  ``code, out, err``.
* ``assert_golden``: compares a text with a golden file under ``tests/data/``, byte for byte; with
  ``GRIDCRAFT_UPDATE_GOLDEN=1`` it writes the file first (then review the diff).
* ``browser_type_launch_args``: Playwright drives the system's chromium (``/usr/bin/chromium``, or
  ``GRIDCRAFT_CHROMIUM``) with ``--no-sandbox``: ``playwright install`` is never needed; without
  it the browser tests skip and say why. ``shots``: where screenshots go.
* ``one_error_line``: :data:`ONE_ERROR_LINE`, the pattern of an error on stderr, one line
  ``FILE:LINE:COL: message`` (``FILE: message`` with no place, never ``:0:``); ``assert_one_error``: a :class:`Run` that failed with one such line.

Helper modules shared between folders (random puzzles, sample layouts) are in ``tests/helpers/``,
which is put on ``sys.path`` here.

Hypothesis runs without its per-example deadline or its too-slow check: the suite runs on every core beside browsers,
clusters and searches, so an example's wall time says nothing about the code under test.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("gridcraft", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("gridcraft")

from gridcraft import cli

TESTS = Path(__file__).resolve().parent
DATA = TESTS / "data"
HELPERS = str(TESTS / "helpers")
if HELPERS not in sys.path:
    sys.path.insert(0, HELPERS)

ONE_ERROR_LINE = re.compile(r"^(?![^\n]*:0:)[^\n]+: [^\n]+\n$")  # a place only where there is one
UPDATE_GOLDEN = os.environ.get("GRIDCRAFT_UPDATE_GOLDEN") == "1"


class Run(NamedTuple):
    """The outcome of one ``cli.main`` call: exit code, standard output, standard error."""

    code: int
    out: str
    err: str


@pytest.fixture
def run(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Callable[..., Run]:
    """``run(*argv)``: the command line on ``argv``, from the test's temporary folder."""
    monkeypatch.chdir(tmp_path)

    def call(*argv: str) -> Run:
        code = cli.main(list(argv))
        out, err = capsys.readouterr()
        return Run(code, out, err)

    return call


def check_golden(name: str, text: str) -> None:
    """``text`` is the golden file ``tests/data/<name>`` byte for byte (UTF-8, newlines as they are)."""
    path = DATA / name
    if UPDATE_GOLDEN:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
    assert text == path.read_bytes().decode("utf-8")


@pytest.fixture
def assert_golden() -> Callable[[str, str], None]:
    """``assert_golden(name, text)``: see :func:`check_golden`; ``name`` is relative to ``tests/data/``."""
    return check_golden


@pytest.fixture
def one_error_line() -> re.Pattern[str]:
    """:data:`ONE_ERROR_LINE`."""
    return ONE_ERROR_LINE


def check_one_error(result: Run, code: int, prefix: str) -> None:
    """``result`` exited with ``code``, printed nothing, and said one error line starting ``prefix``."""
    assert result.code == code
    assert result.out == ""
    assert ONE_ERROR_LINE.match(result.err), result.err
    assert result.err.startswith(prefix), result.err
    assert "Traceback" not in result.err


@pytest.fixture
def assert_one_error() -> Callable[[Run, int, str], None]:
    """``assert_one_error(result, code, prefix)``: see :func:`check_one_error`."""
    return check_one_error


BROWSER_FIXTURES = frozenset({"page", "context", "browser"})  # pytest-playwright's
#: tests of 5 s or more each on two cores (``--durations``), left to the full suite: the fast lane
#: (``-m "not slow and not browser"``) stays under three minutes
SLOW_TESTS = frozenset(
    {
        "tests/crisscross/test_answer.py::test_an_80_word_puzzle_at_the_default_budget_has_one_answer",
        "tests/web/test_load.py::test_ten_searches_at_once_and_the_home_page_stays_quick",
        "tests/test_printing.py::test_a_clued_list_prints_a_numbered_crossword_and_its_key",
        "tests/latin/search/test_relations.py::test_random_futoshikis_agree_everywhere",
        "tests/crisscross/search/test_exact.py::test_fourteen_words_proven_within_the_default_budget",
        "tests/crisscross/search/test_exact.py::test_two_threads_prove_the_fourteen_words",
        "tests/book/test_cluster.py::test_the_cluster_makes_the_same_files_as_the_local_pool",
        "tests/book/test_build.py::test_ctrl_c_stops_at_once_keeps_what_is_made_and_prints_no_traceback",
        "tests/book/test_build.py::test_one_process_makes_the_same_files_and_book",
        "tests/book/test_build.py::test_a_killed_build_makes_only_what_is_missing",
        "tests/cli/test_sheet.py::test_an_interrupted_print_writes_the_sheet_of_its_best_layout",
        "tests/crisscross/test_scripts.py::test_turkish_letters_survive_every_round_trip",
        "tests/cli/test_generate.py::test_an_interrupted_search_shows_its_best_layout",
        "tests/cli/test_make.py::test_an_interrupt_keeps_the_puzzles_already_made",
        "tests/cli/test_fill.py::test_an_interrupt_writes_the_best_fill_so_far_or_says_none_was_found",
        "tests/latin/search/test_native.py::test_hard_random_puzzles_are_proven_unique",
    }
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test that drives a browser ``browser`` and each of :data:`SLOW_TESTS` ``slow``,
    so ``-m "not slow and not browser"`` is the fast lane."""
    for item in items:
        if BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.browser)
        if item.nodeid.split("[")[0] in SLOW_TESTS:
            item.add_marker(pytest.mark.slow)


CHROMIUM = (
    os.environ.get("GRIDCRAFT_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright's launch options: the system's chromium, without its sandbox."""
    if CHROMIUM is None:
        pytest.skip("no chromium to drive: apt-get install chromium (or set GRIDCRAFT_CHROMIUM)")
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": ["--no-sandbox"]}


@pytest.fixture
def shots(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    """Where screenshots go: ``GRIDCRAFT_SCREENSHOTS`` (such as ``docs/web``), else a temporary folder."""
    folder = Path(os.environ.get("GRIDCRAFT_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder
