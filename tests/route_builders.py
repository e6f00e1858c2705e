"""Each test's app reuses the URL builders the first app of the worker compiled.

Werkzeug compiles two small Python functions for every route when an app is made (about
140 ``compile()`` calls here), which was most of the cost of the ``app`` fixture that
nearly every test uses. The functions depend only on the rule's text, its parts and its
defaults, and reach the rule's converters through the rule they are bound to, so the same
rule in the next app can take the same function. Production makes one app per process and
never needs this.
"""

from __future__ import annotations

from werkzeug.routing.rules import Rule


def reuse_route_builders() -> None:
    """Memoise ``Rule._compile_builder`` by everything the built function depends on."""
    compile_builder = Rule._compile_builder
    built: dict[tuple, object] = {}

    def cached(rule: Rule, append_unknown: bool = True):
        defaults = sorted((name, repr(value)) for name, value in (rule.defaults or {}).items())
        key = (rule.rule, tuple(rule._trace), tuple(defaults), append_unknown)
        if key not in built:
            built[key] = compile_builder(rule, append_unknown)
        return built[key]

    Rule._compile_builder = cached
