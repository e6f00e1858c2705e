"""Every language is complete: no missing, fuzzy or mismatched catalog entry.

The catalogs are checked as files (what translators edit) and against a fresh
extraction of the code and templates, so a string added without being
extracted and translated fails here, in every language.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
LOCALES = ["es", "de", "zh_Hant", "pt"]
PLACEHOLDER = re.compile(r"%\((\w+)\)[sdfr]|%[sdfr]")


def catalog(locale: str):
    with open(TRANSLATIONS / locale / "LC_MESSAGES" / "messages.po", "rb") as f:
        return read_po(f, locale=locale)


def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


def links(text: str) -> list[str]:
    return sorted(re.findall(r"\[\[([\w-]+)", text))


@pytest.fixture(scope="module")
def extracted(tmp_path_factory):
    pot = tmp_path_factory.mktemp("pot") / "messages.pot"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "babel.messages.frontend",
            "extract",
            "-F",
            str(TRANSLATIONS / "babel.cfg"),
            "-k",
            "_l",
            "-k",
            "lazy_gettext",
            "-k",
            "N_",
            "-o",
            str(pot),
            ".",  # as `make extract-messages` does: babel.cfg picks companion/ and templates/
        ],
        check=True,
        cwd=ROOT,
        capture_output=True,
    )
    with open(pot, "rb") as f:
        return {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(f) if m.id}


@pytest.mark.parametrize("locale", LOCALES)
def test_every_extracted_string_is_in_the_catalog(locale, extracted):
    ids = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog(locale) if m.id}
    missing = sorted(extracted - ids)
    assert not missing, f"{len(missing)} strings not in {locale}: {missing[:5]}"


@pytest.mark.parametrize("locale", LOCALES)
def test_every_entry_is_translated_and_not_fuzzy(locale):
    problems = []
    for message in catalog(locale):
        if not message.id:
            continue
        if message.fuzzy:
            problems.append(("fuzzy", message.id))
        strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
        if not all(s and s.strip() for s in strings):
            problems.append(("untranslated", message.id))
    assert not problems, f"{len(problems)} in {locale}: {problems[:5]}"


@pytest.mark.parametrize("locale", LOCALES)
def test_placeholders_and_links_match(locale):
    problems = []
    for message in catalog(locale):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, (list, tuple)) else [message.id]
        strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
        wanted = set(placeholders(ids[-1]))
        for string in filter(None, strings):  # empty ones fail the test above
            got = set(placeholders(string))
            # a plural form may leave out %(num)d (e.g. languages with one form)
            if got != wanted and not (len(ids) > 1 and got <= wanted):
                problems.append((message.id, string))
            if links(string) != links(ids[0]):
                problems.append((message.id, string))
    assert not problems, f"{len(problems)} in {locale}: {problems[:3]}"


@pytest.mark.parametrize("locale", LOCALES)
def test_catalogs_compile_cleanly(locale, tmp_path):
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "babel.messages.frontend",
            "compile",
            "--statistics",
            "-D",
            "messages",
            "-l",
            locale,
            "-d",
            str(TRANSLATIONS),
            "-o",
            str(tmp_path / "m.mo"),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "error" not in done.stderr.lower()
