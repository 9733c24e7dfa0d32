"""The package's target shape: layers import only downward, kinds meet only through their doors.

The imports of every module are read with ``ast`` (top level, inside functions, under ``if TYPE_CHECKING:``)
and resolved to gridcraft module names; ``violations`` checks the resulting graph, one line per finding.
"""

from __future__ import annotations

import ast
from collections import deque
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "src" / "gridcraft"


def _registered() -> tuple[str, ...]:
    """The kinds' packages, read from the registry: a new kind is checked without an edit here."""
    from gridcraft.kinds import KINDS as registry

    return tuple(sorted({type(kind).__module__.split(".")[1] for kind in registry}))


KINDS: tuple[str, ...] = _registered()
LAYERS: dict[int, tuple[str, ...]] = {
    1: (
        "engine",
        "draw",
        "grid",
        "words",
        "dictionary",
        "captions",
        "levels",
        "errors",
        "outputs",
        "options",
        "player",
    ),
    2: ("latin", "formats"),  # the Latin-square core below the number kinds; the file containers
    3: KINDS,
    4: (
        "record",
        "kinds",
        "printing",
        "documents",
        "outcome",
        "batch",
        "solved",
        "book",
        "versions",
        "packet",
    ),
    5: ("cli", "web", "__main__"),
}
FRONT_ENDS: tuple[str, ...] = ("cli", "web")  # they reach kinds only through the registry's tables
STARTS_PAGE = frozenset({"gridcraft.cli.serve"})  # the one command that starts the page (web imports no cli)
LAYER_OF: dict[str, int] = {name: layer for layer, names in LAYERS.items() for name in names}
ROOT_RANK = 4.5  # the root package may import layers 1-4, and only layer 5 may import it
#: through the door only: a layout's blank puzzle is a fill-in (the number kinds meet only on the core)
KIND_EDGES: frozenset[tuple[str, str]] = frozenset({("crisscross", "fillin")})
#: the core's doors: what a module outside ``gridcraft.latin`` may import of it
CORE_DOORS: frozenset[str] = frozenset(
    {
        "gridcraft.latin",
        "gridcraft.latin.rules",
        "gridcraft.latin.runs",
        "gridcraft.latin.solo",
        "gridcraft.latin.units",
    }
)
KIND_EDGES_TEXT = ", ".join(f"{a} -> gridcraft.{b}" for a, b in sorted(KIND_EDGES))


def top(module: str) -> str:
    """The first name under ``gridcraft.`` ('' for the root package)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def modules(root: Path) -> dict[str, Path]:
    """Every module under ``root`` by name; a C module counts by its ``.pyi`` stub."""
    found: dict[str, Path] = {}
    paths = sorted(root.rglob("*.py")) + [
        p for p in sorted(root.rglob("*.pyi")) if not p.with_suffix(".py").exists()
    ]
    for path in paths:
        parts = [root.name, *path.relative_to(root).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _known(name: str, known: set[str]) -> str:
    """The longest existing module that ``name`` starts with; a missing gridcraft.x stays as written."""
    found = name
    while found not in known and "." in found:
        found = found.rpartition(".")[0]
    return name if found == "gridcraft" else found


def bound_names(package: str, tree: ast.AST) -> set[str]:
    """Names a package's ``__init__`` binds to something other than its own submodule of that name
    (``from gridcraft.fillin.verify import verify`` binds ``verify`` to a function): ``from package
    import name`` then imports the package, not the submodule."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            names |= {
                a.asname or a.name for a in node.names if f"{node.module}.{a.name}" != f"{package}.{a.name}"
            }
        elif isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
    return names


def imports_of(
    module: str, is_package: bool, tree: ast.AST, known: set[str], shadowed: dict[str, set[str]] | None = None
) -> set[str]:
    """The gridcraft modules one module imports, anywhere in its tree."""
    shadowed = shadowed or {}
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {_known(a.name, known) for a in node.names if a.name.split(".")[0] == "gridcraft"}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = (module if is_package else module.rpartition(".")[0]).split(".")
                if node.level - 1 >= len(package):
                    continue
                base = ".".join([*package[: len(package) - node.level + 1], *([base] if base else [])])
            if base.split(".")[0] != "gridcraft":
                continue
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                is_module = submodule in known and alias.name not in shadowed.get(base, set())
                found.add(submodule if is_module else _known(base, known))
    found.discard(module)
    return found


def import_graph(root: Path) -> dict[str, set[str]]:
    files = modules(root)
    known = set(files)
    trees = {name: ast.parse(path.read_text("utf-8")) for name, path in files.items()}
    shadowed = {
        name: bound_names(name, trees[name]) for name, path in files.items() if path.name == "__init__.py"
    }
    return {
        name: imports_of(name, path.name == "__init__.py", trees[name], known, shadowed)
        for name, path in files.items()
    }


def rank(module: str) -> float | None:
    return ROOT_RANK if module == "gridcraft" else LAYER_OF.get(top(module))


def label(module: str) -> str:
    return "root package" if module == "gridcraft" else f"layer {rank(module)}"


def shortest_cycle(start: str, graph: dict[str, set[str]]) -> list[str] | None:
    """The shortest import cycle through ``start`` (breadth-first), or None if it is on no cycle."""
    parent: dict[str, str] = {}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for nxt in sorted(graph.get(node, ())):
            if nxt == start:
                path = [node]
                while path[-1] != start:
                    path.append(parent[path[-1]])
                return [*reversed(path), start]
            if nxt not in parent:
                parent[nxt] = node
                queue.append(nxt)
    return None


def violations(graph: dict[str, set[str]]) -> list[str]:
    found: list[str] = []
    for module in sorted(graph):
        if rank(module) is None:
            found.append(f"unclassified module: {module} (in no layer: classify {top(module)!r} in LAYERS)")
    for a, b in sorted((a, b) for a, targets in graph.items() for b in targets):
        ta, tb = top(a), top(b)
        if ta == tb:
            continue
        ra, rb = rank(a), rank(b)
        if ra is not None and rb is not None and ra < rb:
            found.append(f"upward import: {a} ({label(a)}) -> {b} ({label(b)})")
        if ta in KINDS and tb in KINDS and not ((ta, tb) in KIND_EDGES and b == f"gridcraft.{tb}"):
            found.append(f"cross-kind import: {a} -> {b} (only {KIND_EDGES_TEXT} is allowed)")
        if tb in KINDS and b != f"gridcraft.{tb}":
            found.append(f"private module of kind {tb}: {a} -> {b} (import the door gridcraft.{tb})")
        if tb == "latin" and ta != "latin" and b not in CORE_DOORS:
            found.append(f"private module of the core: {a} -> {b} (import {' or '.join(sorted(CORE_DOORS))})")
        if ta in FRONT_ENDS and tb in KINDS:
            found.append(f"front end imports a kind: {a} -> {b} (reach it through gridcraft.kinds)")
        if ta in FRONT_ENDS and tb in FRONT_ENDS and a not in STARTS_PAGE:
            found.append(f"front end imports another: {a} -> {b} (share through a module below both)")
    cycles: set[tuple[str, ...]] = set()  # the shortest cycle through each module on one, least name first
    for start in sorted(graph):
        if cycle := shortest_cycle(start, graph):
            first = cycle.index(min(cycle))
            cycles.add((*cycle[first:-1], *cycle[:first], min(cycle)))
    return found + [f"import cycle: {' -> '.join(cycle)}" for cycle in sorted(cycles)]


def kind_literals(module: str, source: str) -> list[str]:
    """Kind names as whole string literals outside the kind's package and gridcraft.kinds (not docstrings)."""
    tree = ast.parse(source)
    docstrings: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
        ):
            docstrings |= {id(c) for c in ast.walk(node.value)}  # exported names are identifiers, not data
    hits = sorted(
        (node.lineno, node.col_offset, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    )
    return [
        f"kind name literal: {module}:{line} has {value!r} (only gridcraft.{value} and kinds.py may name it)"
        for line, _, value in hits
        if value in KINDS and top(module) != value and module != "gridcraft.kinds"
    ]


# ---- the real tree


def test_layers_doors_and_cycles() -> None:
    found = violations(import_graph(ROOT))
    if found:
        pytest.fail("\n".join(found), pytrace=False)


def test_no_kind_name_outside_its_package() -> None:
    found = [
        line for name, path in modules(ROOT).items() for line in kind_literals(name, path.read_text("utf-8"))
    ]
    if found:
        pytest.fail("\n".join(found), pytrace=False)


#: the modules that read kinds' tables (the registry, the documents, the outcome, the books and the
#: front ends, and every kind's own table): none probes a capability with getattr or hasattr
TABLE_READERS = (
    "record",
    "kinds",
    "documents",
    "outcome",
    "printing",
    "solved",
    "batch",
    "book",
    "cli",
    "web",
)
#: the getattr/hasattr calls that probe no table: (module, the object probed)
NOT_PROBES = frozenset(
    {
        ("gridcraft.batch", "pool"),  # the executor's processes
        ("gridcraft.cli.output", "stream"),  # a stream without a byte buffer
        ("gridcraft.cli.output", "e"),  # an OSError's strerror
        ("gridcraft.cli.io", "e"),
        ("gridcraft.cli.searching", "signal"),  # a platform without pthread_sigmask
        ("gridcraft.cli.args", "self"),  # the parser's own attributes
    }
)


def probes(module: str, source: str) -> list[str]:
    """The ``getattr``/``hasattr`` calls of ``source`` outside :data:`NOT_PROBES`, one line each."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "hasattr")
            and node.args
        ):
            probed = ast.unparse(node.args[0])
            if (module, probed) not in NOT_PROBES:
                found.append(
                    f"probe: {module}:{node.lineno} calls {node.func.id}({probed}, ...): read the table's field"
                )
    return found


def test_no_capability_is_probed() -> None:
    """Every capability is a field of a kind's record (``None`` where absent): the modules that read
    the tables, and the tables themselves (each kind's ``kind.py`` and ``maker.py``), never probe."""
    readers = [
        (name, path)
        for name, path in modules(ROOT).items()
        if top(name) in TABLE_READERS or (top(name) in KINDS and name.rpartition(".")[2] in ("kind", "maker"))
    ]
    assert any(name == "gridcraft.kinds" for name, _ in readers)
    found = [line for name, path in readers for line in probes(name, path.read_text("utf-8"))]
    if found:
        pytest.fail("\n".join(found), pytrace=False)


def test_the_probe_finder() -> None:
    source = (
        "x = getattr(kind, 'grade', None)\ny = hasattr(maker, 'make')\nz = getattr(pool, '_processes', {})\n"
    )
    assert [line.split(" calls ")[1].split(",")[0] for line in probes("gridcraft.batch", source)] == [
        "getattr(kind",
        "hasattr(maker",
    ]


# ---- the checker itself


def edges(text: str) -> dict[str, set[str]]:
    """A graph from 'a>b a>c b>a c' (names under gridcraft., '' for the root; 'c': no imports)."""
    graph: dict[str, set[str]] = {}
    for edge in text.split():
        a, *b = (".".join(["gridcraft", name] if name else ["gridcraft"]) for name in edge.split(">"))
        graph.setdefault(a, set()).update(b)
    return graph


RULE_CASES: dict[str, tuple[str, list[str]]] = {
    "upward": ("words>printing", ["upward import"]),
    "root-from-below": ("grid>", ["upward import"]),
    "root-upward": (">cli", ["upward import"]),
    "cross-kind": ("kenken.solver>fillin", ["cross-kind import"]),
    "fillin-to-crisscross": ("fillin.parse>crisscross", ["cross-kind import"]),
    "private": ("printing>kenken.model", ["private module of kind kenken"]),
    "container-to-kind": ("formats.ipuz.read>kenken", ["upward import"]),
    "door-allowed": ("crisscross.layout>fillin", []),
    "killer-to-kenken": ("killer.kind>kenken", ["cross-kind import"]),
    "core-to-kind": ("latin.search.solver>kenken", ["upward import"]),
    "core-private": ("killer.kind>latin.search.solver", ["private module of the core"]),
    "door-only": ("crisscross.layout>fillin.model", ["cross-kind import", "private module of kind fillin"]),
    "cycle": ("engine.a>engine.b engine.b>grid grid>engine.a", ["import cycle"]),
    "unclassified": ("render.svg", ["unclassified module"]),
    "front-end-kind": ("cli.make>kenken", ["front end imports a kind"]),
    "front-end-kind-private": (
        "web.work>crisscross.layout",
        ["private module of kind crisscross", "front end imports a kind"],
    ),
    "web-to-cli": ("web.work>cli.outcome", ["front end imports another"]),
    "cli-to-web": ("cli.solve>web.work", ["front end imports another"]),
}


@pytest.mark.parametrize(("text", "rules"), RULE_CASES.values(), ids=list(RULE_CASES))
def test_each_rule_fires(text: str, rules: list[str]) -> None:
    graph = edges(text)
    found = violations(graph)
    assert [line.split(":")[0] for line in found] == rules, found
    for line in found:
        assert all(module in line for module in set(graph).union(*graph.values())), line


def test_allowed_edges_pass() -> None:
    graph = edges(
        "cli.solve> cli.solve>kinds cli.solve>errors __main__>cli >kinds >fillin >words kinds>crisscross"
        " web.work>kinds web.work>outcome cli.solve>outcome cli.solve>cli.report cli.serve>web.app"
        " kinds>fillin kinds>kenken kenken.ipuz>formats.ipuz formats.ipuz>grid crisscross.layout>fillin"
        " crisscross.layout>crisscross.board crisscross.layout>draw fillin.solver>fillin.model"
        " fillin.solver>engine grid>errors words>grid kenken.kind>latin killer.kind>latin"
        " killer.grade>latin.solo latin.search.solver>engine latin.solo.board>latin.model"
    )
    assert violations(graph) == []


def test_imports_resolved_everywhere_in_a_file(tmp_path: Path) -> None:
    files = {
        "__init__.py": "from gridcraft import fillin, __version__\n",
        "errors.py": "import os\nimport gridcraft.gone.y  # no such module: kept as written\n",
        "words.py": "",
        "fillin/__init__.py": "from .solver import solve\n",
        "fillin/model.py": "import gridcraft.words as w\nfrom .. import errors\nfrom ..words import x\n",
        "fillin/solver.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import model\n"
        "def solve() -> None:\n    from gridcraft.fillin import KIND\n",
    }
    for name, text in files.items():
        (tmp_path / "gridcraft" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "gridcraft" / name).write_text(text)
    graph = import_graph(tmp_path / "gridcraft")
    assert graph == edges(
        "errors>gone.y words >fillin fillin>fillin.solver fillin.model>words fillin.model>errors"
        " fillin.solver>fillin.model fillin.solver>fillin"
    )
    assert violations(graph) == [
        "import cycle: gridcraft.fillin -> gridcraft.fillin.solver -> gridcraft.fillin"
    ]


def test_kind_literals() -> None:
    source = '"""fillin"""\nclass A:\n    "kenken"\n    name = "kenken"\n'
    source += 'def f():\n    return "fillin"\nx = "fillins"'
    assert [line.split(" (")[0] for line in kind_literals("gridcraft.cli.solve", source)] == [
        "kind name literal: gridcraft.cli.solve:4 has 'kenken'",
        "kind name literal: gridcraft.cli.solve:6 has 'fillin'",
    ]
    assert kind_literals("gridcraft.kinds", source) == []
    assert [line.split(" (")[0] for line in kind_literals("gridcraft.kenken.model", source)] == [
        "kind name literal: gridcraft.kenken.model:6 has 'fillin'"
    ]
