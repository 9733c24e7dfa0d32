"""Where the keys of a manifest are: the line and column of each ``key = value`` of a TOML text,
by table, so that a fault found after parsing (the standard library's ``tomllib`` gives no
positions) is named where it is written."""

from __future__ import annotations

import re


class Places:
    """Where the keys of a TOML text are: ``(table, index, key)`` -> (line, column) of its value,
    read line by line (``[book]``, ``[[section]]`` and ``key = value`` lines)."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self.at: dict[tuple[str, int, str], tuple[int, int]] = {}
        self.tables: dict[tuple[str, int], int] = {}
        self.twice: tuple[int, int] | None = None  # the first key given twice in one table
        table, index, counts = "", 0, dict[str, int]()
        for n, line in enumerate(self.lines, 1):
            head = re.match(r"\s*(\[\[?)\s*([A-Za-z0-9_\-]+)\s*\]", line)
            if head:
                table = head.group(2)
                if head.group(1) == "[" and (table, 0) in self.tables and self.twice is None:
                    self.twice = (n, 1)
                index = counts[table] = counts.get(table, -1) + 1 if head.group(1) == "[[" else 0
                self.tables[(table, index)] = n
                continue
            key = re.match(r"\s*\"?([A-Za-z0-9_\-]+)\"?\s*=\s*", line)
            if key:
                place = (table, index, key.group(1))
                if place in self.at and self.twice is None:
                    self.twice = (n, line.find(key.group(1)) + 1)
                self.at.setdefault(place, (n, key.end() + 1))

    def of(self, table: str, index: int, key: str | None = None) -> tuple[int, int]:
        if key is not None and (table, index, key) in self.at:
            return self.at[(table, index, key)]
        return self.tables.get((table, index), 0), 1 if (table, index) in self.tables else 0

    def key(self, table: str, index: int, key: str) -> tuple[int, int]:
        """The key's own column (for an unknown key)."""
        line, _ = self.of(table, index, key)
        column = self.lines[line - 1].find(key) + 1 if line else 0
        return line, max(column, 1) if line else 0

    def item(self, table: str, index: int, key: str, text: str) -> tuple[int, int]:
        """The column of ``text`` (an array's string) after ``key``, else the key's value."""
        line, column = self.of(table, index, key)
        for n in range(line, min(line + 50, len(self.lines) + 1)) if line else ():
            found = self.lines[n - 1].find(f'"{text}"', column - 1 if n == line else 0)
            if found < 0:
                found = self.lines[n - 1].find(f"'{text}'", column - 1 if n == line else 0)
            if found >= 0:
                return n, found + 1
        return line, column
