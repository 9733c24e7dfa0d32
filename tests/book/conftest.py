"""The book tests' shared build: the small manifest made once by the command line (two local
processes), its PDF and output folder kept for the tests that read them."""

from __future__ import annotations

import pytest
from books import Book, copy_small, gridcraft


@pytest.fixture(scope="session")
def small_book(tmp_path_factory: pytest.TempPathFactory) -> Book:
    folder = tmp_path_factory.mktemp("small-book")
    copy_small(folder)
    done = gridcraft("book", "book/small.toml", "-o", "small.pdf", "--jobs", "2", cwd=folder)
    assert done.returncode == 0, done.stderr
    return Book(folder, folder / "small.pdf", folder / "small-puzzles", done.stderr)
