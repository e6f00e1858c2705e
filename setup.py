"""Build step of the wheel: the app's folders go inside the package, catalogs compiled.

The repository keeps ``templates/``, ``static/``, ``translations/`` and
``migrations/`` at its top level, where people look for them. A wheel holds
only packages, so the build copies them into ``companion/`` and compiles each
language's catalog to its ``.mo`` file on the way (``companion.resources``
finds them there once installed). Editable installs need none of this: they
run from the checkout. Everything else about the package is in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
FOLDERS = ("templates", "static", "translations", "migrations")
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", "*.mo")


class BuildWithAppFolders(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        package = Path(self.build_lib) / "companion"
        for name in FOLDERS:
            shutil.copytree(ROOT / name, package / name, ignore=SKIP, dirs_exist_ok=True)
        compile_catalogs(package / "translations")


def compile_catalogs(folder: Path) -> None:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    for po in folder.glob("*/LC_MESSAGES/messages.po"):
        with open(po, "rb") as source:
            catalog = read_po(source, locale=po.parent.parent.name)
        with open(po.with_suffix(".mo"), "wb") as target:
            write_mo(target, catalog)


setup(cmdclass={"build_py": BuildWithAppFolders})
