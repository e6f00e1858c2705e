"""``python -m companion score FILE.json`` for people and scripts."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from companion.cli import main

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "table.json"


def test_a_table_prints_every_player_and_the_winner(capsys):
    assert main(["score", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "1. Carlota" in out and "2. Bruno" in out
    assert "Winner: Carlota" in out
    assert "89" in out


def test_a_single_ranch_is_scored_under_the_file_name(tmp_path, capsys):
    table = json.loads(EXAMPLE.read_text())
    ranch_file = tmp_path / "carlota.json"
    ranch_file.write_text(json.dumps(table["players"][0]["ranch"]))
    assert main(["score", str(ranch_file)]) == 0
    out = capsys.readouterr().out
    # One ranch alone is a score check (T7): named, scored, ranked nowhere.
    assert "\ncarlota\n" in out and "89" in out and "1. carlota" not in out
    assert "Score check" in out


def test_the_output_can_be_in_another_language(capsys):
    assert main(["score", str(EXAMPLE), "--lang", "de"]) == 0
    assert "Carlota" in capsys.readouterr().out


def test_a_bad_file_gets_a_message_and_exit_status_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"plots": [{"row": 1, "col": 1, "terrain": "swamp"}]}')
    assert main(["score", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "plots[0].terrain" in err and "desert" in err


def test_broken_json_and_missing_files_say_so(tmp_path, capsys):
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    assert main(["score", str(broken)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert main(["score", str(tmp_path / "missing.json")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_the_module_runs_as_a_program():
    done = subprocess.run(
        [sys.executable, "-m", "companion", "score", str(EXAMPLE)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "Winner: Carlota" in done.stdout


def test_deeply_nested_json_and_folders_are_plain_errors(tmp_path, capsys):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 5000 + "]" * 5000)
    assert main(["score", str(deep)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert main(["score", str(tmp_path)]) == 2
    assert "cannot be read" in capsys.readouterr().err


def test_the_proxys_error_pages_speak_every_language_and_need_nothing_else(tmp_path, capsys):
    from companion.i18n import LANGUAGES

    assert main(["error-pages", str(tmp_path / "errors")]) == 0
    written = sorted(p.name for p in (tmp_path / "errors").iterdir())
    assert written == ["too-large.html", "unavailable.html"]
    too_large = (tmp_path / "errors" / "too-large.html").read_text()
    unavailable = (tmp_path / "errors" / "unavailable.html").read_text()
    for page in (too_large, unavailable):
        assert page.startswith("<!doctype html>")
        assert [f'lang="{lang.html_lang}"' in page for lang in LANGUAGES] == [True] * 5
        assert "href=" not in page and "src=" not in page  # shown when the app cannot answer
    assert "Das Limit liegt bei 256 KiB" in too_large and "上限為256 KiB" in too_large
    assert "Nothing you saved is lost." in unavailable and "Nada do que guardaste" in unavailable
