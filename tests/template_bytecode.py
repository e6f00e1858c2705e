"""Each test's app reuses the templates the worker's first app compiled.

Every app has its own Jinja environment, and each compiles a template (lexing, parsing and
generating Python, then ``compile()``) the first time it renders it: in the web and events
tests, which make an app per test, that was about a quarter of their time. Jinja's own
bytecode cache keeps the compiled code by the template's name and a checksum of its source,
so a changed template is compiled again. Production makes one app per process and never
needs this.
"""

from __future__ import annotations

from flask import Flask
from jinja2 import BytecodeCache
from jinja2.bccache import Bucket


class SharedBytecode(BytecodeCache):
    """Compiled templates kept in memory for every app of this process."""

    def __init__(self) -> None:
        self.codes: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        if (code := self.codes.get(bucket.key)) is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: Bucket) -> None:
        self.codes[bucket.key] = bucket.bytecode_to_string()


def reuse_compiled_templates() -> None:
    """Every app made from now on shares one bytecode cache."""
    Flask.jinja_options = {**Flask.jinja_options, "bytecode_cache": SharedBytecode()}
