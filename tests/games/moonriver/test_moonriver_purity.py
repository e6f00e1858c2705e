"""The game core stays pure: importing it loads no web, database or translation library.

The probe stands in an empty ``companion`` package so that only the engine's
own imports are judged, not the app factory in ``companion/__init__.py``
(which needs Flask by design).
"""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
FRAMEWORKS = {"flask", "flask_babel", "flask_wtf", "sqlalchemy", "alembic", "babel", "werkzeug"}


def test_importing_the_engine_loads_no_framework():
    probe = "\n".join(
        [
            "import sys, types",
            "top = types.ModuleType('companion')",
            f"top.__path__ = [{str(ROOT / 'companion')!r}]",
            "sys.modules['companion'] = top",
            "import companion.games.moonriver",
            "print(sorted({m.split('.')[0] for m in sys.modules}))",
        ]
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    )
    loaded = set(ast.literal_eval(done.stdout))
    assert "companion.games.moonriver" not in loaded  # sanity: top-level names only
    assert loaded & FRAMEWORKS == set()
