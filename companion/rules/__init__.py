"""The rules reference, written in the project's own words, as translatable data.

Each game contributes an ordered list of ``Topic`` objects (see ``topics.py``):
``moonriver.py`` for Moon River, ``riverdragons.py`` for River Dragons. Every
sentence is a lazy gettext string, so the catalogs carry the whole rules text
and a topic renders in any of the five languages (or two side by side).
"""

from __future__ import annotations

from companion.rules.topics import Topic, register, rulebook, rulebooks

__all__ = ["Topic", "register", "rulebook", "rulebooks"]
