def run(
    n: int, grid: bytes, kind: int, clues: bytes, links: bytes, marks: bytes, level: int
) -> tuple[int, int, bytes, list[int]]: ...
def unequal_make(
    n: int, key: bytes, adjacent: int, level: int, tries: int
) -> (
    tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]] | None
): ...
def towers_make(
    n: int, key: bytes, level: int, tries: int
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] | None: ...
