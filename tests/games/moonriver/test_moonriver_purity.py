"""The game core stays pure: importing it loads no web, database or translation library."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_importing_the_engine_loads_no_framework():
    probe = (
        "import sys, companion.games.moonriver\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "{'flask', 'sqlalchemy', 'babel', 'flask_babel', 'werkzeug', 'jinja2'}))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]"
