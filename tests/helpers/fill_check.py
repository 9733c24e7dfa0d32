"""An independent checker of a crossword fill, written without gridcraft's grid or filler code:
every slot (a run of 2+ white cells, across and down) holds an entry of the dictionary, no entry
twice, the grid's fixed letters kept, blocks kept, and every entry's score at least ``min_score``."""

from __future__ import annotations


def runs(rows: list[str], white: str) -> list[list[tuple[int, int]]]:
    """The cells of every run of 2+ cells whose character is in ``white`` (across, then down)."""
    height, width = len(rows), len(rows[0])
    lines = [[(r, c) for c in range(width)] for r in range(height)]
    lines += [[(r, c) for r in range(height)] for c in range(width)]
    out = []
    for line in lines:
        run: list[tuple[int, int]] = []
        for r, c in [*line, (-1, -1)]:  # a sentinel ends the last run
            if r >= 0 and rows[r][c] not in white:
                run.append((r, c))
                continue
            if len(run) >= 2:
                out.append(run)
            run = []
    return out


def check_fill(
    grid: list[str],
    fill: list[str],
    scores: dict[str, int],
    min_score: int | None = None,
    max_shared: int | None = None,
) -> list[str]:
    """The rules ``fill`` (rows, a space for a block) breaks as the fill of ``grid`` (rows: ``#``
    block, ``.`` empty, a letter fixed); empty when it is a valid fill. With ``max_shared``, no two
    entries may share a run of more than that many letters."""
    broken = []
    if len(fill) != len(grid) or any(len(a) != len(b) for a, b in zip(fill, grid)):
        return ["the fill's shape differs from the grid's"]
    for r, (g, f) in enumerate(zip(grid, fill)):
        for c, (x, y) in enumerate(zip(g, f)):
            if (x == "#") != (y == " "):
                broken.append(f"r{r + 1}c{c + 1}: block not kept")
            elif x not in "#." and x != y:
                broken.append(f"r{r + 1}c{c + 1}: fixed {x} became {y}")
    seen: set[str] = set()
    for run in runs(grid, "#"):
        word = "".join(fill[r][c] for r, c in run)
        if word not in scores:
            broken.append(f"{word} is not in the dictionary")
        elif min_score is not None and scores[word] < min_score:
            broken.append(f"{word} scores {scores[word]} < {min_score}")
        if word in seen:
            broken.append(f"{word} is used twice")
        elif max_shared is not None:
            for other in seen:
                n = max_shared + 1
                if any(word[i : i + n] in other for i in range(len(word) - n + 1)):
                    broken.append(f"{word} and {other} share a run of {n} letters")
        seen.add(word)
    return broken
