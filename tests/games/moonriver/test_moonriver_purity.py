"""The game core stays pure: importing it loads no web, database or translation library.

The probe imports the engine exactly as any program would, through the
``companion`` package, whose app factory imports Flask only when called.
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
            "import sys",
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
