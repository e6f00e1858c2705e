"""Where the app's files are: inside the installed package, or in the checkout.

The repository keeps templates, static files, catalogs and migrations at its
top level; building the wheel copies them into the package (``setup.py``), so
an installed app finds them next to its code and runs from any folder. A
checkout (``make run``, editable installs) has them one level up.
"""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
CHECKOUT = PACKAGE.parent
INSTALLED = (PACKAGE / "templates").is_dir()
"""True in a wheel's install, where the folders sit inside the package."""

FOLDERS = ("templates", "static", "translations", "migrations")


def folder(name: str) -> Path:
    """One of the app's data folders (``FOLDERS``)."""
    return (PACKAGE if INSTALLED else CHECKOUT) / name


TEMPLATES = folder("templates")
STATIC = folder("static")
TRANSLATIONS = folder("translations")
MIGRATIONS = folder("migrations")


def instance_path() -> Path:
    """Where the SQLite file and the dev secret key live: ``INSTANCE_PATH`` when set,
    the checkout's ``instance/`` when run from a checkout, else ``./instance``."""
    configured = os.environ.get("INSTANCE_PATH", "").strip()
    if configured:
        return Path(configured).resolve()
    return Path.cwd() / "instance" if INSTALLED else CHECKOUT / "instance"
