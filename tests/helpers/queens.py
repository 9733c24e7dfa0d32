"""n queens as an engine problem of known solution counts, for the engine's tests."""

from __future__ import annotations

from collections.abc import Iterable

from gridcraft.engine import bit_indices, lowest_index

QUEENS = {1: 1, 2: 0, 3: 0, 4: 2, 5: 10, 6: 4, 7: 40, 8: 92}  # OEIS A000170

State = tuple[int, ...]  # per row: the bitset of columns still possible


class Queens:
    """n queens: one unknown per row, candidates the columns (bitsets), forward checking."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.propagations = 0

    def root(self) -> State | None:
        return tuple((1 << self.n) - 1 for _ in range(self.n))

    def branch(self, state: State) -> Iterable[tuple[int, int]] | None:
        open_rows = [r for r, d in enumerate(state) if d & (d - 1)]
        if not open_rows:
            return None
        row = min(open_rows, key=lambda r: state[r].bit_count())
        return [(row, c) for c in bit_indices(state[row])]

    def child(self, state: State, choice: tuple[int, int]) -> State | None:
        doms = list(state)
        doms[choice[0]] = 1 << choice[1]
        queue = [choice[0]]
        while queue:  # assigned rows prune the others until nothing changes
            self.propagations += 1
            r = queue.pop()
            c = lowest_index(doms[r])
            for s in range(self.n):
                if s == r:
                    continue
                k = abs(s - r)
                mask = (1 << c) | (1 << (c + k)) | ((1 << (c - k)) if c >= k else 0)
                d = doms[s] & ~mask
                if d != doms[s]:
                    if not d:
                        return None
                    doms[s] = d
                    if not d & (d - 1):
                        queue.append(s)
        return tuple(doms)
