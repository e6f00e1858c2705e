"""The command line: ``python -m companion score FILE.json``.

FILE is either a whole scores request (docs/api.md: mode, scenario, players) or a
single ranch (``{"rows": 5, "plots": [...]}``), which is scored as a one-player
game named after the file. The output is the score pad, rank by rank, and the
winner; a bad file gets a plain message and exit status 2.

Scoring needs no server: the command builds only what translation needs (a
bare Flask object holding Flask-Babel and the catalogs), never the app, so it
opens no database, creates no ``instance/`` folder and loads no PDF maker.
Installed, it is the ``companion`` console script, which also serves the app
(``companion serve``: gunicorn with companion/gunicorn_config.py) and writes
the pages the reverse proxy shows when the app cannot answer
(``companion error-pages FOLDER``; docs/hosting.md).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import NoReturn

from flask_babel import force_locale, ngettext
from flask_babel import gettext as _
from jinja2 import Environment, FileSystemLoader

from companion.errors import error_message
from companion.formats.json_text import parse_json
from companion.formats.ranch_json import ContractError, read_game, read_ranch
from companion.games.moonriver import Game, GameResult, InvalidGame, Mode, Player, score_game
from companion.i18n import CODES, LANGUAGES, between, labelled
from companion.resources import TEMPLATES, TRANSLATIONS
from companion.words.moonriver.labels import MODE, SCENARIO
from companion.words.moonriver.messages import (
    explain_tiebreak,
    is_score_check,
    problem_message,
    problem_path,
    warning_message,
    winner_sentence,
)
from companion.words.moonriver.scorepad import ROWS


def load_game(path: Path) -> Game:
    """Read FILE as a scores request or a single ranch (raises ValueError subclasses)."""
    data = parse_json(path.read_bytes())
    if isinstance(data, dict) and "players" in data:
        return read_game(data)
    ranch = read_ranch(data)
    return Game(players=(Player(name=path.stem, ranch=ranch),))


def render(game: Game, result: GameResult) -> str:
    """The score pad as plain text: one block per player, best first."""
    lines = []
    if game.mode is Mode.LEGENDS and game.scenario is not None:
        lines.append(between(MODE[game.mode], SCENARIO[game.scenario]))
    else:
        lines.append(str(MODE[game.mode]))
    width = max(len(str(row.label)) for row in ROWS)
    for player in sorted(result.players, key=lambda p: p.rank):
        lines.append("")
        # T7: one ranch alone is a score check, ranked nowhere.
        lines.append(player.name if is_score_check(result) else f"{player.rank}. {player.name}")
        for row in ROWS:
            value = row.value(player.score)
            if value or row.key == "total":
                lines.append(f"   {row.label!s:<{width}}  {value:>4}")
        lines.append(
            "   "
            + _(
                "Largest territory: %(size)d plots; cows: %(cows)d",
                size=player.score.largest_territory,
                cows=player.score.cows,
            )
        )
        if player.score.overpopulation_removed:
            removed = player.score.overpopulation_removed
            lines.append(
                "   "
                + ngettext(
                    "Overpopulation removed %(num)d cow",
                    "Overpopulation removed %(num)d cows",
                    removed,
                )
            )
        for warning in player.score.warnings:
            lines.append("   ! " + warning_message(warning))
    lines.append("")
    lines.append(winner_sentence(result))
    sentence = explain_tiebreak(result)
    if sentence:
        lines.append(sentence)
    return "\n".join(lines)


def score_command(path: Path) -> tuple[int, str]:
    try:
        game = load_game(path)
        result = score_game(game)
    except FileNotFoundError:
        return 2, _("%(file)s: no such file", file=path)
    except OSError as exc:
        return 2, _("%(file)s cannot be read: %(error)s", file=path, error=exc.strerror)
    except (ContractError, InvalidGame) as exc:
        return 2, "\n".join(
            labelled(labelled(path, problem_path(p) or "-"), problem_message(p))
            for p in exc.problems
        )
    except ValueError as exc:  # not JSON at all (after the two narrower kinds above)
        return 2, _("%(file)s is not valid JSON: %(error)s", file=path, error=exc)
    return 0, render(game, result)


def words_app():
    """The least Flask-Babel needs to translate: an app object that knows the catalogs."""
    from flask import Flask
    from flask_babel import Babel

    app = Flask(__name__)
    app.config["BABEL_TRANSLATION_DIRECTORIES"] = str(TRANSLATIONS)
    Babel(app)
    return app


ERROR_PAGES = {"too-large.html": 413, "unavailable.html": 503}
"""The proxy's own answers: a body over the limit (413), no server answering (502, 504)."""


def write_error_pages(folder: Path) -> list[Path]:
    """Each of the proxy's error pages, its message in every language, into ``folder``."""
    template = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=True).get_template(
        "proxy_error.html"
    )
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, status in ERROR_PAGES.items():
        messages = []
        for language in LANGUAGES:
            with force_locale(language.code):
                messages.append((language, error_message(status)))
        with force_locale("en"):
            page = template.render(title=_("Table companion"), messages=messages)
        (folder / name).write_text(page, encoding="utf-8")
        written.append(folder / name)
    return written


def serve() -> NoReturn:
    """Production serving, in this process's place (a service manager keeps its process).

    gunicorn reads ``WEB_CONCURRENCY`` itself when it is imported, before our settings are
    checked, and a word there ends in its traceback: so it is checked here first.
    """
    for name in ("WEB_CONCURRENCY", "GUNICORN_THREADS"):
        if not os.environ.get(name, "1").strip().isdigit():
            sys.exit("WEB_CONCURRENCY and GUNICORN_THREADS must be whole numbers")
    gunicorn = [sys.executable, "-m", "gunicorn", "-c", "python:companion.gunicorn_config"]
    os.execv(sys.executable, gunicorn)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m companion", description="Moon River table companion"
    )
    commands = parser.add_subparsers(dest="command", required=True)
    score = commands.add_parser("score", help="score a table or a single ranch from a JSON file")
    score.add_argument("file", type=Path)
    score.add_argument("--lang", choices=CODES, default="en", help="language of the output")
    commands.add_parser(
        "serve", help="serve the app with gunicorn, set up from the environment (docs/hosting.md)"
    )
    pages = commands.add_parser(
        "error-pages", help="write the pages nginx shows when the app cannot answer"
    )
    pages.add_argument("folder", type=Path)
    args = parser.parse_args(argv)

    if args.command == "serve":
        serve()
    with words_app().app_context():
        if args.command == "error-pages":
            for path in write_error_pages(args.folder):
                print(path)
            return 0
        with force_locale(args.lang):
            status, text = score_command(args.file)
    print(text, file=sys.stdout if status == 0 else sys.stderr)
    return status
