"""The layering holds in the code: Qt only in the UI, dependencies point down, no import
circles.

The whole package is read with :mod:`ast`, so every import counts: at module level, inside
functions (a lazy import is still a dependency), under ``if TYPE_CHECKING:`` (the types a
module needs are part of what it leans on). A failure names the module, the import and its
line, so the fix starts where the message points.
"""

from __future__ import annotations

import ast
import functools
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .conftest import parsed

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cardtable"
QT = ("PySide6", "shiboken6")


@dataclass(frozen=True)
class Import:
    """One import statement's target, as a cardtable module name (or a third-party one)."""

    source: str  # the importing module, e.g. "cardtable.bridge.deal"
    target: str  # the module it loads, e.g. "cardtable.engine.cards" or "PySide6.QtCore"
    line: int

    def __str__(self) -> str:
        path = MODULES[self.source].relative_to(ROOT).as_posix() if self.source in MODULES else self.source
        return f"{self.source} imports {self.target} ({path}:{self.line})"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES: dict[str, Path] = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def imports_in(name: str, source: str | ast.Module, is_package: bool = False) -> tuple[Import, ...]:
    """Every import in the source of module ``name``, relative ones resolved, wherever it
    stands. ``from pkg import x`` loads the module ``pkg.x`` when there is one, else ``pkg``."""
    package = name if is_package else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(source) if isinstance(source, str) else source):
        if isinstance(node, ast.Import):
            found += [Import(name, alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = parts[: len(parts) - (node.level - 1)]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                found.append(Import(name, sub if sub in MODULES else target, node.lineno))
    return tuple(sorted(dict.fromkeys(found), key=lambda i: i.line))  # `from x import a, b` loads x once


Graph = dict[str, tuple[Import, ...]]


@functools.cache
def all_imports() -> dict[str, tuple[Import, ...]]:
    """Every cardtable module's imports. Read when a test first asks, not when the file is
    collected: parsing the whole package costs every pytest worker a second otherwise."""
    return {name: imports_in(name, parsed(path), path.name == "__init__.py") for name, path in MODULES.items()}


@functools.cache
def package_graph() -> Graph:
    """Who loads which cardtable module: the imports between the package's own modules."""
    return {
        name: tuple(i for i in imports if i.target in MODULES and i.target != name)
        for name, imports in all_imports().items()
    }


def layer(module: str) -> str:
    """The folder (or top-level module) a cardtable module belongs to: ``cardtable.ai.simple.x``
    → ``ai``, ``cardtable.clock`` → ``clock``; the package itself is ``cardtable``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def is_qt_layer(module: str) -> bool:
    return layer(module) in ("ui", "app")


def test_the_walk_sees_every_kind_of_import():
    source = (
        "from typing import TYPE_CHECKING\n"
        "from . import cards\n"  # a module of the same package
        "from .cards import Card\n"  # a name in a module
        "from .. import clock\n"  # a module one package up
        "from ..engine import Match\n"  # a name a package exports
        "import PySide6.QtCore\n"
        "def later():\n"
        "    from ..ui.table_scene import TableScene\n"  # lazy, inside a function
        "if TYPE_CHECKING:\n"
        "    from .match import Match\n"  # for the types only
    )
    targets = [(i.target, i.line) for i in imports_in("cardtable.engine.round", source)]
    assert targets == [
        ("typing", 1), ("cardtable.engine.cards", 2), ("cardtable.engine.cards", 3), ("cardtable.clock", 4),
        ("cardtable.engine", 5), ("PySide6.QtCore", 6), ("cardtable.ui.table_scene", 8),
        ("cardtable.engine.match", 10),
    ]
    assert [i.target for i in imports_in("cardtable.engine", "from .cards import Card, Suit", is_package=True)] == [
        "cardtable.engine.cards"]
    assert {"cardtable", "cardtable.engine.cards", "cardtable.ui.main_window", "cardtable.app"} <= set(MODULES)
    assert sum(len(imports) for imports in package_graph().values()) > 300


# ----- (a) Qt only in the UI --------------------------------------------------------------


def test_qt_is_imported_only_by_the_ui_and_the_app_entry():
    offenders = [
        str(i)
        for name in MODULES
        if not is_qt_layer(name)
        for i in all_imports()[name]
        if i.target.split(".")[0] in QT
    ]
    assert not offenders, "Qt outside cardtable/ui/ and cardtable/app.py:\n" + "\n".join(offenders)


def test_the_qt_free_packages_load_without_qt():
    """What the static walk cannot see (an import made by a name computed at run time) shows
    here: a fresh interpreter loads every Qt-free module, and Qt is not among what it loaded."""
    qt_free = sorted(name for name in MODULES if not is_qt_layer(name))
    script = (
        "import importlib, sys\n"
        f"for name in {qt_free!r}:\n"
        "    importlib.import_module(name)\n"
        f"    if any(m.split('.')[0] in {QT!r} for m in sys.modules):\n"
        "        sys.exit(f'importing {name} loads Qt')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]


# ----- (b) layers point down ----------------------------------------------------------------

UI_OR_TOOLS = {"session", "tools", "ui", "app"}
#: For each layer, which modules it may lean on — directly or through any module it imports.
RULES: dict[str, tuple[str, Callable[[str], bool]]] = {
    "engine": ("imports nothing of cardtable outside engine/", lambda t: layer(t) == "engine"),
    "ai": ("imports only engine/ and clock.py", lambda t: layer(t) in ("ai", "engine", "clock")),
    "clock": ("imports nothing of cardtable (the players lean on it)", lambda t: layer(t) == "clock"),
    "bridge": ("never reaches session/, tools/ or the UI", lambda t: layer(t) not in UI_OR_TOOLS),
    "analysis": ("never reaches session/, tools/ or the UI", lambda t: layer(t) not in UI_OR_TOOLS),
    "storage": ("never reaches session/, tools/ or the UI", lambda t: layer(t) not in UI_OR_TOOLS),
    "session": ("never reaches tools/ or the UI", lambda t: layer(t) not in ("tools", "ui", "app")),
}


def layer_violations(graph: Graph, rules: dict[str, tuple[str, Callable[[str], bool]]]) -> list[str]:
    """Each import, in a layer's modules or in anything they lead to, that loads a module
    the layer may not lean on (``bridge → words → ui`` is as wrong as ``bridge → ui``)."""
    found: list[str] = []
    for name_of_layer, (rule, allowed) in rules.items():
        start = sorted(m for m in graph if layer(m) == name_of_layer)
        came_from: dict[str, str | None] = dict.fromkeys(start)
        queue = list(start)
        while queue:
            module = queue.pop(0)
            for imp in graph.get(module, ()):
                if not allowed(imp.target):
                    chain = [module]
                    while (prev := came_from[chain[-1]]) is not None:
                        chain.append(prev)
                    reached = f", reached by {' → '.join(reversed(chain))}" if len(chain) > 1 else ""
                    found.append(f"{name_of_layer} {rule}: {imp}{reached}")
                elif imp.target not in came_from:
                    came_from[imp.target] = module
                    queue.append(imp.target)
    return found


def test_layers_point_down():
    violations = layer_violations(package_graph(), RULES)
    assert not violations, "layer rules broken:\n" + "\n".join(violations)


def _graph(*edges: str) -> Graph:
    """A made-up import graph from ``"a.b -> c.d"`` lines (line numbers count the edges)."""
    graph: dict[str, list[Import]] = {}
    for n, edge in enumerate(edges, 1):
        source, target = (f"cardtable.{x.strip()}" for x in edge.split("->"))
        graph.setdefault(source, []).append(Import(source, target, n))
        graph.setdefault(target, [])
    return {k: tuple(v) for k, v in graph.items()}


def test_a_layer_break_is_named_by_the_import_that_makes_it_even_further_down():
    graph = _graph("bridge.z -> engine.x", "bridge.z -> glue", "glue -> ui.w", "engine.x -> ai.y",
                   "ui.w -> session.v")
    assert layer_violations(graph, RULES) == [
        "engine imports nothing of cardtable outside engine/: cardtable.engine.x imports cardtable.ai.y "
        "(cardtable.engine.x:4)",
        "bridge never reaches session/, tools/ or the UI: cardtable.glue imports cardtable.ui.w "
        "(cardtable.glue:3), reached by cardtable.bridge.z → cardtable.glue",
    ]


# ----- (c) no import circles ----------------------------------------------------------------


@dataclass(frozen=True)
class Circle:
    """A group of modules that import each other (a strongly connected component of the
    import graph), shown by one shortest cycle through it: the imports that close it."""

    imports: tuple[Import, ...]
    modules: frozenset[str]


def import_cycles(graph: Graph) -> list[Circle]:
    """Every circle of imports, found with Tarjan's algorithm."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for imp in graph[v]:
            w = imp.target
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(group)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    circles = (Circle(tuple(_cycle_within(graph, group)), frozenset(group)) for group in groups)
    return sorted(circles, key=lambda c: c.imports[0].source)


def _cycle_within(graph: Graph, group: set[str]) -> list[Import]:
    """A shortest way from the group's first module back to itself, inside the group."""
    start = min(group)
    paths: dict[str, list[Import]] = {start: []}
    queue = [start]
    while queue:
        module = queue.pop(0)
        for imp in graph[module]:
            if imp.target == start:
                return [*paths[module], imp]
            if imp.target in group and imp.target not in paths:
                paths[imp.target] = [*paths[module], imp]
                queue.append(imp.target)
    raise AssertionError(f"no cycle in {sorted(group)}")


def describe(circles: list[Circle]) -> str:
    lines = []
    for circle in circles:
        lines.append(" → ".join([circle.imports[0].source, *(i.target for i in circle.imports)]))
        lines += [f"    {i}" for i in circle.imports]
        others = sorted(circle.modules - {i.source for i in circle.imports})
        if others:
            lines.append(f"    tangled in the same circle: {', '.join(others)}")
    return "\n".join(lines)


def test_no_import_cycles():
    cycles = import_cycles(package_graph())
    assert not cycles, "modules that import each other:\n" + describe(cycles)


def test_a_cycle_is_shown_by_the_imports_that_close_it():
    graph = _graph("engine.a -> engine.b", "engine.b -> engine.c", "engine.c -> engine.a", "ui.x -> engine.a",
                   "ui.x -> ui.y", "ui.y -> ui.x", "engine.b -> engine.d", "engine.c -> engine.e",
                   "engine.e -> engine.b")
    assert describe(import_cycles(graph)) == (
        "cardtable.engine.a → cardtable.engine.b → cardtable.engine.c → cardtable.engine.a\n"
        "    cardtable.engine.a imports cardtable.engine.b (cardtable.engine.a:1)\n"
        "    cardtable.engine.b imports cardtable.engine.c (cardtable.engine.b:2)\n"
        "    cardtable.engine.c imports cardtable.engine.a (cardtable.engine.c:3)\n"
        "    tangled in the same circle: cardtable.engine.e\n"
        "cardtable.ui.x → cardtable.ui.y → cardtable.ui.x\n"
        "    cardtable.ui.x imports cardtable.ui.y (cardtable.ui.x:5)\n"
        "    cardtable.ui.y imports cardtable.ui.x (cardtable.ui.y:6)"
    )
    assert import_cycles(_graph("engine.a -> engine.b", "engine.a -> engine.c", "engine.b -> engine.c")) == []
