"""The ``slow`` mark of the long tests here (deselected by ``-m "not slow"``), registered so that
pytest knows it."""

from __future__ import annotations

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: a long test, left out of the fast lane by -m 'not slow'")
