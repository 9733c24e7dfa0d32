"""The Solo ladder tests' helpers: ``solo_strategies`` (random sudokus with sum cages) sits beside
this file and is put on ``sys.path`` here."""

import sys
from pathlib import Path

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)
