"""What every printed score sheet must say, checked on the text a PDF really holds.

Shared by the server-side PDF tests (WeasyPrint) and the browser test
(Chromium's print to PDF), so both kinds of paper are held to the same rows.
"""

from __future__ import annotations

import io
import json
import re
import unicodedata
from pathlib import Path

import pypdfium2 as pdfium
from pypdf import PdfReader

from companion.words.moonriver.scorepad import ROWS

ROOT = Path(__file__).resolve().parents[1]
LEGENDS_TABLE = ROOT / "examples" / "legends-table.json"
"""A scored 4-player Legends of the West game with Chinese names and a cow tiebreak."""
PAGE_POINTS = {"a4": (595, 842), "letter": (612, 792)}


def legends_request() -> dict:
    return json.loads(LEGENDS_TABLE.read_text())


def read_pdf(data: bytes) -> PdfReader:
    assert data.startswith(b"%PDF-"), data[:200]
    return PdfReader(io.BytesIO(data))


def assert_paper(reader: PdfReader, paper: str, pages: int = 1) -> None:
    assert len(reader.pages) == pages
    width, height = PAGE_POINTS[paper]
    for page in reader.pages:
        box = page.mediabox
        assert abs(float(box.width) - width) <= 1 and abs(float(box.height) - height) <= 1


def text_of(reader: PdfReader) -> str:
    """The PDF's text in NFKC form, read by PDFium (Chromium's own PDF library).

    PDFium reads a sheet's text about twenty times faster than pypdf (15 ms against 0.3 s),
    and the PDF tests read some hundred sheets; pypdf still reads the pages' structure.

    Noto Sans CJK draws 小 and the Kangxi radical ⼩ with one glyph, and
    Chromium's PDFs map that glyph back to the radical; NFKC folds it (and
    full-width punctuation) onto the character that was written.
    """
    document = pdfium.PdfDocument(reader.stream.getvalue())
    try:
        text = "\n".join(page.get_textpage().get_text_bounded() for page in document)
    finally:
        document.close()
    return unicodedata.normalize("NFKC", text.replace("\r\n", "\n"))


def squeeze(text: str) -> str:
    """Whitespace collapsed (lines wrap anywhere on paper), in the NFKC form of ``text_of``."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip()


def assert_scores_in(text: str, result) -> None:
    """Each pad row reads as its label followed by every player's number, in seat order."""
    for player in result.players:
        assert squeeze(player.name) in text
    for row in ROWS:
        values = [str(row.value(p.score)) for p in result.players]
        pattern = re.escape(squeeze(str(row.label))) + r"\s+" + r"\s+".join(values) + r"(?!\d)"
        assert re.search(pattern, text), (str(row.label), values)


def whole_words_missing(text: str, words) -> list[str]:
    """The ``words`` that the PDF's text never holds whole: a word broken over two lines reads
    as two pieces ("prospec-" and "tor"), so it is missing."""
    tokens = set(re.findall(r"[\w'’]+", text))
    return [word for word in words if word not in tokens]


def header_sizes(reader: PdfReader, names, marker: str = "★") -> set[float]:
    """The type sizes of the player ``names`` on the line that holds ``marker`` (the winner's
    star, in the players' header row), as the PDF draws them."""
    runs: list[tuple[float, str, float]] = []

    def visit(text, _cm, tm, _font, size):
        if text.strip():
            runs.append((round(tm[5], 1), text, round(size * abs(tm[3]), 2)))

    reader.pages[0].extract_text(visitor_text=visit)
    line = next(y for y, text, _size in runs if marker in text)
    on_line = [(text, size) for y, text, size in runs if abs(y - line) < 3]
    assert all(any(name in text for text, _ in on_line) for name in names), on_line
    return {size for text, size in on_line if any(name in text for name in names)}
