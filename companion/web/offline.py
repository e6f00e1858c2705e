"""What lets a phone keep the app: the service worker and the web app manifest.

The service worker is served from the site's root (not /static/) because a
worker only controls pages at or below its own address; it is registered with
the scope /t/, the game-night pages, and only where browsers allow workers at
all (HTTPS, or localhost while developing). On plain HTTP on the local network
the registration is simply skipped and the app works as before. Both answers
are revalidated on every visit (``no-cache``) so a new worker or name reaches
phones at once; neither has a fingerprinted, long-cached address.

The manifest's name is in the page's language (the link carries ``lang``);
the icons are drawn from favicon.svg by scripts/app_icons.py.
"""

from __future__ import annotations

from flask import Blueprint, current_app, jsonify, send_from_directory, url_for
from flask_babel import gettext as _

bp = Blueprint("offline", __name__)


@bp.get("/service-worker.js")
def service_worker():
    response = send_from_directory(
        current_app.static_folder, "service-worker.js", mimetype="text/javascript", max_age=0
    )
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.get("/manifest.webmanifest")
def manifest():
    icons = [
        {
            "src": url_for("static", filename=f"icons/icon-{size}.png"),
            "sizes": f"{size}x{size}",
            "type": "image/png",
        }
        for size in (192, 512)
    ]
    icons.append(
        {"src": url_for("static", filename="favicon.svg"), "sizes": "any", "type": "image/svg+xml"}
    )
    response = jsonify(
        {
            "name": _("Moon River companion"),
            "short_name": _("Table companion"),
            "start_url": url_for("home.index"),
            "scope": "/",
            "display": "standalone",
            "background_color": "#1f5f8b",
            "theme_color": "#1f5f8b",
            "icons": icons,
        }
    )
    response.mimetype = "application/manifest+json"
    response.headers["Cache-Control"] = "no-cache"
    return response
