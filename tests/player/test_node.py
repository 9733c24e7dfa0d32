"""The player's state and kind modules, unit-tested under Node (``node --test tests/player/js/``):
this runs those tests, so that the one test command runs them too."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

JS_TESTS = Path(__file__).parent / "js"


def test_the_player_modules_pass_their_node_tests() -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not on PATH (install the OS package nodejs): the player's Node tests cannot run")
    run = subprocess.run(
        [node, "--test", str(JS_TESTS)], capture_output=True, text=True, timeout=300, check=False
    )
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert "# fail 0" in run.stdout and "# pass 0" not in run.stdout  # the tests were found and ran
