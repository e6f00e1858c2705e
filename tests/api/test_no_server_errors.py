"""Nothing a client sends ends in a 500: arbitrary JSON at every endpoint that reads JSON.

Hypothesis builds documents shaped like the real ones (right keys, wrong
values) as well as arbitrary JSON, so the checks deep inside are reached.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.web.tables_helpers import start_game

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=False),
    st.text(max_size=12),
    st.sampled_from(
        [
            "desert",
            "farm",
            "cornfield",
            "farmer",
            "cattle-thief",
            "legends",
            "gold-rush",
            "pink",
            "green",
            "move-1",
            "dragon",
            5,
            10,
            0,
            -1,
        ]
    ),
)
anything = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=30,
)
plots = st.fixed_dictionaries(
    {"row": scalars, "col": scalars, "terrain": scalars},
    optional={"cows": scalars, "resources": scalars, "partner": scalars, "bonus": scalars},
)
ranches = st.fixed_dictionaries({"plots": st.lists(plots, max_size=6)}, optional={"rows": scalars})
score_requests = st.fixed_dictionaries(
    {"players": st.lists(st.fixed_dictionaries({"name": scalars, "ranch": ranches}), max_size=5)},
    optional={"mode": scalars, "scenario": scalars},
)
cards = st.one_of(scalars, st.fixed_dictionaries({"dragon": scalars}))
turns = st.fixed_dictionaries(
    {
        "players": st.lists(
            st.fixed_dictionaries({"colour": scalars, "cards": st.lists(cards, max_size=6)}),
            max_size=7,
        ),
        "first_player": scalars,
    },
)
JSON = "application/json"


def as_json(body) -> str:
    return json.dumps(body)


SETTINGS = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@SETTINGS
@given(body=st.one_of(score_requests, anything))
def test_scores_never_fail_with_500(client, body):
    response = client.post("/api/v1/moon-river/scores", data=as_json(body), content_type=JSON)
    assert response.status_code in (200, 400, 422), response.get_data(as_text=True)


@SETTINGS
@given(body=st.one_of(turns, anything))
def test_dragon_resolutions_never_fail_with_500(client, body):
    response = client.post(
        "/api/v1/river-dragons/resolutions", data=as_json(body), content_type=JSON
    )
    assert response.status_code in (200, 400, 422), response.get_data(as_text=True)


@pytest.fixture
def table(client):
    return start_game(client, names=("Ana", "Bo", "Cy"))


@SETTINGS
@given(body=st.one_of(st.fixed_dictionaries({"version": scalars, "ranch": ranches}), anything))
def test_seat_saves_never_fail_with_500(client, table, body):
    response = client.put(f"/api/v1/tables/{table}/seats/1", data=as_json(body), content_type=JSON)
    assert response.status_code in (200, 400, 409, 422), response.get_data(as_text=True)
    assert client.get(f"/api/v1/tables/{table}/seats/1").status_code == 200


@SETTINGS
@given(token=st.text(max_size=40), position=st.integers(-5, 99))
def test_odd_tokens_and_seats_are_404_not_500(client, token, position):
    from urllib.parse import quote

    response = client.get(f"/api/v1/tables/{quote(token, safe='')}/seats/{position}")
    assert response.status_code < 500  # 404, or 308 where an encoded "/" doubles a slash


DEEP = "[" * 5000 + "]" * 5000


@pytest.mark.parametrize(
    ("method", "url"),
    [
        ("post", "/api/v1/moon-river/scores"),
        ("post", "/api/v1/river-dragons/resolutions"),
        ("post", "/moon-river/sheets/filled"),
        ("post", "/moon-river/sheets/filled.pdf"),
    ],
)
def test_json_nested_too_deeply_is_400(client, method, url):
    response = getattr(client, method)(url, data=DEEP, content_type=JSON)
    assert response.status_code == 400


def test_seat_saves_nested_too_deeply_are_400(client, table):
    response = client.put(f"/api/v1/tables/{table}/seats/1", data=DEEP, content_type=JSON)
    assert response.status_code == 400


def test_a_sheet_form_field_nested_too_deeply_is_400(client):
    response = client.post("/moon-river/sheets/filled", data={"request": DEEP})
    assert response.status_code == 400


def test_json_null_is_a_contract_problem_not_unreadable(client):
    response = client.post("/api/v1/moon-river/scores", data="null", content_type=JSON)
    assert response.status_code == 422
