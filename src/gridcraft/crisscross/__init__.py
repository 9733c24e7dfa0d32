"""Criss-cross generator: the smallest valid interlocking layout of a word list.

Public API: :func:`generate`, :class:`Layout`, :class:`Placement`, :func:`check_layout`.
"""

from gridcraft.crisscross.generate import generate
from gridcraft.crisscross.layout import ACROSS, DOWN, Layout, Placement, SearchInfo, check_layout

__all__ = ["ACROSS", "DOWN", "Layout", "Placement", "SearchInfo", "check_layout", "generate"]
