"""The layers import one way: games <- formats <- words/storage <- tables/events <- api/web/cli.

Two views of the same rule. Statically, every ``companion`` import in every
module (inside functions too) must point down or sideways within its own
package. Dynamically, importing a layer in a fresh interpreter must not load
anything above it, nor the frameworks it is meant to do without.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "companion"

MAY_IMPORT: dict[str, set[str]] = {
    "games": set(),
    "config": set(),
    "resources": set(),
    "formats": {"games"},
    "words": {"games", "formats", "i18n"},
    "storage": {"games", "formats"},
    "i18n": set(),
    "errors": {"formats"},
    "sessions": set(),
    "limits": set(),
    "rules": {"games", "words", "i18n"},
    "tables": {"games", "formats", "words", "storage", "i18n"},
    "events": {"games", "formats", "words", "storage", "tables", "i18n"},
    "api": {
        *("games", "formats", "words", "storage", "tables", "events"),
        *("config", "errors", "i18n"),
    },
    "web": {
        *("games", "formats", "words", "storage", "tables", "events", "rules"),
        *("config", "errors", "i18n"),
    },
    "cli": {"games", "formats", "words", "i18n", "config", "errors"},
}
"""What each layer (a subpackage or a top-level module) may import besides itself.
A module not listed here sits at the top, like the app factory: no layer may import it."""

FOUNDATION = {"config", "resources"}
"""Settings and where the app's files are: plain modules every layer may read."""

WIRING = {
    ("companion/__init__.py", "create_app"),
    ("companion/web/__init__.py", "register_blueprints"),
    ("companion/cli.py", "main"),
}
"""The only functions that import from ``companion``: they wire the app together."""


def layer_of(module: str) -> str | None:
    """``companion.web.tables`` -> ``web``; the package root and ``__main__`` are no layer."""
    parts = module.split(".")
    if parts[0] != "companion" or len(parts) == 1 or parts[1] == "__main__":
        return None
    return parts[1]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(tree: ast.AST, package: str) -> list[tuple[str, int]]:
    """Every ``companion`` module named by an import, with its line."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1])
                base = f"{base}.{node.module}" if node.module else base
            found.append((base, node.lineno))
            # ``from companion import storage`` names the storage layer (``ROOT`` names none).
            if base == "companion":
                found += [
                    (f"companion.{alias.name}", node.lineno)
                    for alias in node.names
                    if (PACKAGE / alias.name).is_dir() or (PACKAGE / f"{alias.name}.py").exists()
                ]
    return [(name, line) for name, line in found if name.split(".")[0] == "companion"]


SOURCES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE.parent)))
def test_no_module_imports_upwards(path):
    name = module_name(path)
    own = layer_of(name)
    if own is None or own not in MAY_IMPORT:
        return  # the app factory and server settings sit above every layer
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    wrong = [
        f"line {line}: {target}"
        for target, line in imports(tree, package)
        if (other := layer_of(target)) is not None
        and other not in {own, *MAY_IMPORT[own], *FOUNDATION}
    ]
    assert not wrong, f"{name} ({own}) imports upwards or sideways: {wrong}"


def test_api_and_web_do_not_know_each_other():
    assert "web" not in MAY_IMPORT["api"] and "api" not in MAY_IMPORT["web"]


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE.parent)))
def test_imports_sit_at_the_top_of_the_module(path):
    """An import inside a function is how a loop gets dodged; only the wiring may do it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module_name(path)
    relative = str(path.relative_to(PACKAGE.parent))
    late = []
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        if (relative, function.name) in WIRING:
            continue
        late += [f"{function.name}: {name}" for name, _line in imports(function, package)]
    assert not late, f"{relative} imports inside functions: {late}"


def loaded_after_import(module: str) -> set[str]:
    """The modules a fresh interpreter holds after importing ``module``."""
    code = f"import sys, {module}; print('\\n'.join(sorted(sys.modules)))"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    return set(out.split())


FORBIDDEN = {
    "companion.games": ["flask", "flask_babel", "sqlalchemy", "companion.formats"],
    "companion.formats.ranch_json": [
        *("flask", "flask_babel", "sqlalchemy", "companion.words", "companion.storage"),
    ],
    "companion.formats.riverdragons_json": ["flask", "flask_babel", "companion.words"],
    "companion.words.moonriver.messages": ["companion.storage", "companion.tables", "sqlalchemy"],
    "companion.words.riverdragons": ["companion.storage", "companion.tables"],
    # The storage package itself is the app's Flask extension; its repository needs no words.
    "companion.storage.repository": ["flask_babel", "companion.words", "companion.api"],
    "companion.tables.standings": ["companion.api", "companion.web"],
    # Seating and ranking are the rules alone: no framework, no storage, no other layer.
    "companion.events.seating": ["flask", "sqlalchemy", "companion.storage", "companion.games"],
    "companion.events.ranking": ["flask", "sqlalchemy", "companion.storage", "companion.games"],
    "companion.events.seating_report": [
        *("flask", "sqlalchemy", "companion.storage", "companion.games", "companion.formats"),
    ],
    "companion.events.service": ["companion.api", "companion.web"],
    "companion.api": ["companion.web", "companion.cli"],
}


@pytest.mark.parametrize("module", FORBIDDEN)
def test_a_layer_loads_nothing_above_it(module):
    loaded = loaded_after_import(module)
    assert module in loaded
    above = sorted(
        name
        for name in loaded
        for forbidden in FORBIDDEN[module]
        if name == forbidden or name.startswith(forbidden + ".")
    )
    assert not above, f"importing {module} loads {above}"
