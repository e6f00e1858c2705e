"""Write docs/rulings.md from the app's "How this app scores" page, in English.

The page is where players read the rulings (in five languages); the document
is the same text for developers, so the two cannot drift: a test compares
them. Run ``python scripts/rulings_doc.py`` after changing a ruling.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from companion import create_app  # noqa: E402
from companion.rules.markup import to_plain  # noqa: E402
from companion.rules.moonriver.app_rulings import HOW_THIS_APP_SCORES  # noqa: E402
from companion.rules.topics import BlockKind  # noqa: E402

TARGET = ROOT / "docs" / "rulings.md"
HEADER = """# The scoring rulings

Where the four Moon River rulebooks (Spanish, German, Traditional Chinese,
Portuguese) are silent or disagree, the app follows the rulings below. Each
has an id (G1, P2, S7, ...) that the code, the tests and the app's
"How this app scores" page share. This file is written from that page
(`python scripts/rulings_doc.py`); the edition differences behind some of
them are explained in [editions.md](editions.md).
"""


def render() -> str:
    app = create_app({"TESTING": True, "DATABASE_URL": "sqlite://", "SECRET_KEY": "docs"})
    lines = [HEADER]
    with app.test_request_context("/?lang=en"):
        for block in HOW_THIS_APP_SCORES.blocks:
            text = to_plain(block.text)
            if block.kind is BlockKind.NOTE:
                lines.append(f"> {text}\n")
            elif text.endswith(".") and text.count(".") == 1 and len(text) < 60:
                lines.append(f"## {text.rstrip('.')}\n")
            else:
                lines.append(f"{text}\n")
    return "\n".join(lines)


if __name__ == "__main__":
    TARGET.parent.mkdir(exist_ok=True)
    TARGET.write_text(render(), encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}")
