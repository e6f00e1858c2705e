"""HTML to PDF with WeasyPrint, in a render process of its own (companion/web/pdf.py runs them).

``python -m companion.web.pdf_render`` is a render process: it reads HTML
documents from its standard input and writes their PDFs to its standard output,
one after the other, until its input closes (the worker that started it is
gone). Each message is a 4-byte big-endian length and that many bytes; an
answer starts with one byte, ``P`` for a PDF or ``E`` for an error's text.

This module is all a render process imports besides WeasyPrint: no Flask, no
app, and none of the program that started it (unlike multiprocessing's spawn,
which imports that program's main module again). The web workers send a
finished, self-contained HTML document and get the PDF's bytes back, so
WeasyPrint's memory and CPU live here, never in the workers that answer the tables.

Printable pages are self-contained (inline CSS and SVG, system fonts found by
fontconfig: DejaVu and Noto Sans CJK), so the fetcher here refuses every URL
and stops the rendering if anything asks for one: a sheet that needs the
network is a bug, and the tests find it at once instead of a table far from
any signal finding it later.
"""

from __future__ import annotations

import contextlib
import os
import sys
from functools import cache
from typing import BinaryIO

BASE_URL = "https://sheet.invalid/"
"""Gives relative references an address, so they reach the fetcher and fail like any other."""

NICENESS = 5
"""Renders yield the CPU to the web workers when it is short: a player's tap goes first
(Linux gives a niceness-5 process about a third of a normal one's share), yet on a
machine busy with other work a PDF still gets made; at 10 it waited minutes there."""

PDF, ERROR = b"P", b"E"
LENGTH_BYTES = 4


@cache
def _offline_fetcher_class():
    from weasyprint.urls import URLFetcher

    class OfflineFetcher(URLFetcher):
        """Refuses every resource; with ``fail_on_errors`` the refusal ends the rendering."""

        def __init__(self) -> None:
            super().__init__(fail_on_errors=True)

        def fetch(self, url, headers=None):
            raise ValueError(f"printable sheets load nothing from outside, not even {url}")

    return OfflineFetcher


def html_to_pdf(html: str) -> bytes:
    """The PDF of a self-contained HTML document (print media, @page decides the paper)."""
    from weasyprint import HTML

    fetcher = _offline_fetcher_class()()
    return HTML(string=html, base_url=BASE_URL, url_fetcher=fetcher).write_pdf()


def message(payload: bytes) -> bytes:
    return len(payload).to_bytes(LENGTH_BYTES, "big") + payload


def read_exactly(stream: BinaryIO, size: int) -> bytes | None:
    data = stream.read(size)
    return data if len(data) == size else None


def serve(requests: BinaryIO, answers: BinaryIO) -> None:
    """Render each document read from ``requests`` until it closes."""
    while (header := read_exactly(requests, LENGTH_BYTES)) is not None:
        html = read_exactly(requests, int.from_bytes(header, "big"))
        if html is None:
            return
        try:
            answer = PDF + message(html_to_pdf(html.decode()))
        except Exception as error:  # the worker raises it again; the process lives on
            answer = ERROR + message(f"{type(error).__name__}: {error}".encode())
        answers.write(answer)
        answers.flush()


def main() -> None:
    os.nice(NICENESS)
    answers = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # a stray print cannot break an answer
    with contextlib.suppress(BrokenPipeError):  # the worker went while this one rendered
        serve(sys.stdin.buffer, answers)


if __name__ == "__main__":
    main()
