"""Move catalog entries to and from JSON, for translation passes done in batches.

    python scripts/catalog_json.py export LOCALE OUT.json [--all]
        the entries of LOCALE still untranslated (or every entry with --all),
        as [{"id": ..., "plural": ... or null, "string": ... or [...]}]
    python scripts/catalog_json.py import LOCALE IN.json [IN2.json ...]
        fills LOCALE's catalog with the "string" of each entry (a list for plurals)
        and clears the fuzzy flag of the entries it fills.

The .po files stay the source of truth; this only saves translators from
editing a 900-entry file by hand.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]


def po_path(locale: str) -> Path:
    return ROOT / "translations" / locale / "LC_MESSAGES" / "messages.po"


def load(locale: str):
    with open(po_path(locale), "rb") as f:
        return read_po(f, locale=locale)


def save(locale: str, catalog) -> None:
    with open(po_path(locale), "wb") as f:
        write_po(f, catalog, width=100, omit_header=False, sort_output=True)


def export(locale: str, out: str, everything: bool) -> None:
    entries = []
    for message in load(locale):
        if not message.id:
            continue
        plural = isinstance(message.id, (list, tuple))
        strings = list(message.string) if plural else [message.string]
        if everything or message.fuzzy or not all(strings):
            entries.append(
                {
                    "id": message.id[0] if plural else message.id,
                    "plural": message.id[1] if plural else None,
                    "string": strings if plural else message.string,
                }
            )
    Path(out).write_text(json.dumps(entries, ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"{len(entries)} entries to {out}")


def import_(locale: str, files: list[str]) -> None:
    catalog = load(locale)
    filled = 0
    for name in files:
        for entry in json.loads(Path(name).read_text(encoding="utf-8")):
            key = (entry["id"], entry["plural"]) if entry.get("plural") else entry["id"]
            message = catalog.get(key)
            if message is None or not entry.get("string"):
                continue
            string = entry["string"]
            message.string = tuple(string) if isinstance(string, list) else string
            message.flags.discard("fuzzy")
            filled += 1
    save(locale, catalog)
    print(f"{filled} entries filled in {locale}")


if __name__ == "__main__":
    command, locale, *rest = sys.argv[1:]
    if command == "export":
        export(locale, rest[0], "--all" in rest)
    elif command == "import":
        import_(locale, rest)
    else:
        raise SystemExit(__doc__)
