"""The Moon River & River Dragons table companion.

``create_app`` is the one place where the pieces are wired together: the game
packages under ``companion.games`` know nothing of Flask, and every web, API
and storage module is registered here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from flask import Flask


def create_app(config: dict | None = None) -> Flask:
    """Build the app; ``config`` overrides the defaults (tests pass their own).

    Flask is imported here, not at module level, so that importing the pure
    game package (``companion.games``) never loads the web framework.
    """
    from flask import Flask

    from companion import config as config_module
    from companion import resources

    app = Flask(
        __name__,
        instance_path=str(resources.instance_path()),
        template_folder=str(resources.TEMPLATES),
        static_folder=str(resources.STATIC),
    )
    overrides = config or {}
    # a caller that brings its own key (the tests) never touches instance/ for one
    app.config.update(
        config_module.default_config(app.instance_path, with_secret="SECRET_KEY" not in overrides)
    )
    app.config["BABEL_TRANSLATION_DIRECTORIES"] = str(resources.TRANSLATIONS)
    app.config.update(overrides)
    config_module.check(app.config)
    app.json.sort_keys = False  # keep the contract's key order

    from flask_compress import Compress

    from companion.sessions import CookieSessions

    app.session_interface = CookieSessions()

    from companion import errors, i18n, limits, storage
    from companion.api import api
    from companion.tables import cli as tables_cli
    from companion.web import assets, headers, register_blueprints
    from companion.web.same_origin import SameOriginCSRF

    headers.init_app(app)  # first: its after_request hook then runs last (web/headers.py)
    i18n.init_app(app)
    errors.init_app(app)
    storage.init_app(app)
    tables_cli.init_app(app)  # flask tables expire
    csrf = SameOriginCSRF(app)
    csrf.exempt(api)  # the JSON API is reached with secret tokens in the URL, never cookies
    app.register_blueprint(api)
    register_blueprints(app)
    # Score sheets are drawn from the posted table and nothing is stored, so a forged
    # post can change nothing; other programs post JSON to them too.
    csrf.exempt(app.blueprints["sheets"])
    csrf.exempt("companion.web.score_check.start")  # why: companion/web/score_check.py
    limits.init_app(app)
    assets.init_app(app)
    Compress(app)
    from companion.access_log import redact_app_logs

    redact_app_logs()
    if app.config["TRUSTED_PROXIES"]:
        from werkzeug.middleware.proxy_fix import ProxyFix

        hops = app.config["TRUSTED_PROXIES"]
        # the address links are made for comes from the proxy only when it says it sets it
        named = hops if app.config["TRUST_FORWARDED_HOST"] else 0
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops, x_host=named, x_port=named)
    return app
