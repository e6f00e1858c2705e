"""A bounded schemathesis run against the served OpenAPI document.

Schemathesis generates requests from the document (valid ones and broken
ones) and checks each answer: never a server error, a status the document
lists, a JSON body that fits the documented schema. Bounded to a few examples
per operation so that it stays a matter of seconds in ``make test``.
"""

from __future__ import annotations

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis import checks

from companion import create_app, storage

pytestmark = pytest.mark.slow  # a generated run against the API document


@pytest.fixture(scope="module")
def api_app(tmp_path_factory):
    path = tmp_path_factory.mktemp("schemathesis") / "test.sqlite3"
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test-secret",
            "DATABASE_URL": f"sqlite:///{path}",
            "RATELIMIT_ENABLED": False,
        }
    )
    yield app
    storage.dispose(app)


CHECKS = [
    checks.not_a_server_error,
    checks.status_code_conformance,
    checks.content_type_conformance,
    checks.response_schema_conformance,
]
"""What every answer must do. Schema-valid bodies may still be refused (422): the rulings
reach further than a schema can say (a plot in row 7 of a 5-row ranch, 33 cows at the
table, a River Dragons colour not in play), so "valid data accepted" is not a check here."""


@pytest.mark.long
def test_the_api_keeps_its_document(api_app):
    schema = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", api_app)
    checked = []
    for result in schema.get_all_operations():
        operation = result.ok()

        @given(case=operation.as_strategy())
        @settings(
            max_examples=8,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        def keeps_its_document(case):
            # The WSGI transport does not undo gzip; the compression is not under test here.
            case.call_and_validate(checks=CHECKS, headers={"Accept-Encoding": "identity"})

        keeps_its_document()
        checked.append(operation.label)
    assert len(checked) >= 6, checked  # every operation that takes input
