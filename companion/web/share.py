"""Links other phones can open, and their QR codes.

A link must work on the other phones at the table, so it cannot say
``localhost``: ``PUBLIC_BASE_URL`` wins when set, else the address the request
came to. When that is the machine itself and the server listens on every
interface (``make run`` does), the machine's address on the local network is
used instead (found without sending a single packet). A server that listens
on the loopback only cannot be reached from another phone at all: the table
page says so and how to fix it, rather than hand out a link that fails.
"""

from __future__ import annotations

import socket
from functools import lru_cache
from urllib.parse import urlsplit

import segno
from flask import current_app, request
from markupsafe import Markup

LOOPBACK_NAMES = {"localhost", "127.0.0.1", "::1", "[::1]"}
ALL_INTERFACES = {"0.0.0.0", "::", "[::]"}
PROBE_ADDRESS = ("10.254.254.254", 1)
"""Any private address: connecting a UDP socket only picks a route, nothing is sent."""


def lan_address() -> str | None:
    """This machine's address on the local network, or None when it has none."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(PROBE_ADDRESS)
            address = probe.getsockname()[0]
    except OSError:
        try:
            address = socket.gethostbyname(socket.gethostname())
        except OSError:
            return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def opened_on_this_machine() -> bool:
    """The page was asked for as localhost: its own address means nothing to other phones."""
    return not current_app.config.get("PUBLIC_BASE_URL") and (
        (urlsplit(request.host_url).hostname or "") in LOOPBACK_NAMES
    )


def listens_on_the_network() -> bool:
    """The server accepts connections from other machines (it is bound to every interface)."""
    return request.environ.get("SERVER_NAME", "") in ALL_INTERFACES


def others_can_join() -> bool:
    """Whether the links this page hands out will open on another phone."""
    return not opened_on_this_machine() or (listens_on_the_network() and lan_address() is not None)


def base_url() -> str:
    """The scheme and host other phones should use, without a trailing slash."""
    configured = current_app.config.get("PUBLIC_BASE_URL")
    if configured:
        return str(configured).rstrip("/")
    parts = urlsplit(request.host_url)
    if opened_on_this_machine() and listens_on_the_network():
        address = lan_address()
        if address:
            port = f":{parts.port}" if parts.port else ""
            return f"{parts.scheme}://{address}{port}"
    return request.host_url.rstrip("/")


def public_url(path: str) -> str:
    """An absolute link for a path of this app (``path`` starts with ``/``)."""
    return base_url() + path


@lru_cache(maxsize=1024)
def qr_svg(url: str) -> Markup:
    """The link as an inline SVG QR code: drawn here, no request to any other host.

    Kept by link: an organiser's page shows one per table and is opened again every round,
    and choosing a code's mask costs about 13 ms of CPU each time (a code is 2-4 KB)."""
    code = segno.make(url, error="m")
    svg = code.svg_inline(scale=4, border=2, dark="#000", light="#fff", omitsize=True)
    return Markup(svg)  # segno escapes nothing of ours: the SVG holds only paths
