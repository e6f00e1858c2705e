"""The baseline for the HTTP benchmark: a bare Flask endpoint that reads the same
JSON body and answers a small JSON document, served exactly like the real app."""

from __future__ import annotations

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/api/v1/moon-river/scores")
def bare():
    request.get_json()
    return jsonify({"ok": True})
