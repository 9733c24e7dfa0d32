"""Lets the KenKen tests import their helper module ``kenken_gen`` (tests run with importlib mode)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)
