"""Saving a seat's ranch: autosave JSON, the no-JS form, conflicts and refused saves."""

from __future__ import annotations

import json

import pytest

from tests.web.tables_helpers import csrf_token, plot, save, start_game

RANCH = [
    plot(1, 1, "desert", cows=1, resources=1),
    plot(1, 2, "desert", cows=1),
    plot(2, 1, "forest", resources=2),
    plot(2, 2, "farm", partner="farmer"),
    plot(1, 3, "cornfield", resources=3),
    plot(1, 4, "cornfield"),
]


def stored(client, token, position=1):
    return client.get(f"/api/v1/tables/{token}/seats/{position}").get_json()


def test_a_save_returns_the_new_version_and_the_same_score_as_the_scores_api(client):
    token = start_game(client, mode="legends", scenario="gold-rush")
    response = save(client, token, 1, RANCH)
    assert response.status_code == 200
    body = response.get_json()
    assert body["version"] == 1
    expected = client.post(
        "/api/v1/moon-river/scores",
        json={
            "mode": "legends",
            "scenario": "gold-rush",
            "players": [{"name": "Ana", "ranch": {"rows": 5, "plots": RANCH}}],
        },
    ).get_json()["players"][0]
    assert body["score"]["total"] == expected["total"] == 2 * 2 + 6 + 3
    assert body["score"]["breakdown"] == expected["breakdown"]
    again = stored(client, token)
    assert again["version"] == 1 and again["ranch"]["plots"][0] == RANCH[0]


def test_a_save_based_on_an_old_version_gets_409_with_the_stored_ranch(client):
    token = start_game(client)
    save(client, token, 1, RANCH)
    response = save(client, token, 1, [plot(1, 1, "canyon")], version=0)
    assert response.status_code == 409
    body = response.get_json()
    assert body["version"] == 1
    assert body["ranch"]["plots"][0]["terrain"] == "desert"
    assert "Someone else saved this ranch" in body["errors"][0]["message"]
    # Keep mine: resend based on the version the conflict reported.
    assert save(client, token, 1, [plot(1, 1, "canyon")], version=1).status_code == 200
    assert stored(client, token)["ranch"]["plots"] == [plot(1, 1, "canyon")]


def test_an_oversized_save_is_413_and_changes_nothing(client):
    token = start_game(client)
    save(client, token, 1, RANCH)
    body = json.dumps({"version": 1, "ranch": {"plots": [], "x": "a" * (257 * 1024)}})
    response = client.put(
        f"/api/v1/tables/{token}/seats/1", data=body, content_type="application/json"
    )
    assert response.status_code == 413
    assert response.get_json()["errors"][0]["message"].startswith("The request is too large")
    assert stored(client, token)["version"] == 1


@pytest.mark.parametrize(
    ("body", "content_type", "status"),
    [
        ("{not json", "application/json", 400),
        ('{"version": 1, "ranch": {"plots": []}}', "text/plain", 415),
        ('{"ranch": {"plots": []}}', "application/json", 422),
        ('{"version": "one", "ranch": {"plots": []}}', "application/json", 422),
        ('{"version": 99999999999999999999999, "ranch": {"plots": []}}', "application/json", 422),
        ('{"version": -1, "ranch": {"plots": []}}', "application/json", 422),
        ("[1, 2]", "application/json", 422),
        ('{"version": 1, "ranch": []}', "application/json", 422),
        (
            '{"version": 1, "ranch": {"plots": [{"row": 6, "col": 1, "terrain": "desert"}]}}',
            "application/json",
            422,
        ),
        (
            '{"version": 1, "ranch": {"plots": [{"row": 1, "col": 1, "terrain": "lava"}]}}',
            "application/json",
            422,
        ),
        ('{"version": 1, "ranch": {"rows": 10, "plots": []}}', "application/json", 422),
    ],
)
def test_malformed_or_invalid_saves_are_refused_and_change_nothing(
    client, body, content_type, status
):
    token = start_game(client)
    save(client, token, 1, RANCH)
    response = client.put(f"/api/v1/tables/{token}/seats/1", data=body, content_type=content_type)
    assert response.status_code == status
    assert response.get_json()["errors"][0]["message"]
    assert stored(client, token)["version"] == 1
    assert len(stored(client, token)["ranch"]["plots"]) == len(RANCH)


def test_rule_breaking_ranches_are_refused_in_plain_words(client):
    token = start_game(client)
    response = save(client, token, 1, [plot(1, 1, "farm", resources=2)])
    assert response.status_code == 422
    assert response.get_json()["errors"][0]["message"] == "A farm carries no resource symbols."
    response = save(client, token, 1, [plot(6, 1, "farm")])
    assert "row 6 is outside the 5-row grid" in response.get_json()["errors"][0]["message"]
    assert stored(client, token)["version"] == 0


def test_the_table_limit_of_32_cows_counts_every_ranch(client):
    token = start_game(client)
    assert save(client, token, 1, [plot(1, 1, "desert", cows=30)]).status_code == 200
    response = save(client, token, 2, [plot(1, 1, "desert", cows=3)])
    assert response.status_code == 422
    assert "33 cows together" in response.get_json()["errors"][0]["message"]
    assert stored(client, token, 2)["ranch"] is None


def farms_with(*partners: str) -> list[dict]:
    return [plot(1 + i // 5, 1 + i % 5, "farm", partner=p) for i, p in enumerate(partners)]


def test_a_seat_that_would_pass_the_box_specialists_is_refused_and_nothing_is_lost(client):
    """T8: Bo holds 4 trappers. Ana, the first seat, brings a fourth kind of 4: only three
    kinds are on more than 3 tokens, and Ana is told about her own prospectors."""
    token = start_game(client)
    assert save(client, token, 2, farms_with(*["trapper"] * 4)).status_code == 200
    ana = farms_with(*["desperado"] * 4, *["cattle-thief"] * 4, *["prospector"] * 3)
    assert save(client, token, 1, ana).status_code == 200
    one_more = [*ana, plot(3, 2, "farm", partner="prospector")]
    response = save(client, token, 1, one_more, version=1)
    assert response.status_code == 422
    assert response.get_json()["errors"] == [
        {
            "path": "ranch",
            "message": "Gold prospector: 4 on the ranches, but with the other specialists "
            "there the box's partner tokens allow only 3.",
        }
    ]
    assert stored(client, token, 1)["version"] == 1
    assert stored(client, token, 1)["ranch"]["plots"] == ana
    assert stored(client, token, 2)["ranch"]["plots"] == farms_with(*["trapper"] * 4)


def test_the_form_refuses_a_sixth_farmer_at_the_table_and_keeps_what_was_typed(client):
    token = start_game(client)
    assert save(client, token, 2, farms_with(*["farmer"] * 5)).status_code == 200
    cells = {0: {"terrain": "farm", "partner": "farmer"}, 1: {"terrain": "desert"}}
    response = client.post(f"/t/{token}/seat/1", data=form_data(client, token, 1, cells, 0))
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert (
        "Farmer: 6 on the ranches, but the box has at most 5 partner tokens of any one "
        "specialist." in page
    )
    assert '<option selected value="farmer">' in page
    assert stored(client, token)["ranch"] is None


def test_two_players_get_a_ten_row_ranch_with_a_bonus_tile(client):
    token = start_game(client, names=("Ana", "Bo"))
    page = client.get(f"/t/{token}/seat/1").get_data(as_text=True)
    assert 'name="cells-49-terrain"' in page and 'name="cells-50-terrain"' not in page
    assert 'name="cells-0-bonus"' in page
    response = save(client, token, 1, [plot(10, 3, "prairie", bonus=True)])
    assert response.status_code == 200 and response.get_json()["ranch"]["rows"] == 10


def form_data(client, token, position, cells, version):
    data = {"csrf_token": csrf_token(client, f"/t/{token}/seat/{position}"), "version": version}
    for index in range(25):
        data[f"cells-{index}-terrain"] = ""
        data[f"cells-{index}-cows"] = "0"
        data[f"cells-{index}-resources"] = "0"
        data[f"cells-{index}-partner"] = ""
    for index, values in cells.items():
        data.update({f"cells-{index}-{key}": str(value) for key, value in values.items()})
    return data


def test_the_form_without_javascript_saves_and_shows_the_breakdown(client):
    token = start_game(client)
    cells = {0: {"terrain": "desert", "cows": 1}, 1: {"terrain": "desert"}, 5: {"terrain": "farm"}}
    response = client.post(f"/t/{token}/seat/1", data=form_data(client, token, 1, cells, 0))
    assert response.status_code == 302
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "Saved." in page
    assert '<td class="num" data-key="territories.desert">2</td>' in page
    assert '<option selected value="desert">' in page
    assert stored(client, token)["ranch"]["plots"] == [
        plot(1, 1, "desert", cows=1),
        plot(1, 2, "desert"),
        plot(2, 1, "farm"),
    ]


def test_the_form_refuses_an_invalid_ranch_and_keeps_what_was_typed(client):
    token = start_game(client)
    cells = {0: {"terrain": "farm", "resources": 2}}
    response = client.post(f"/t/{token}/seat/1", data=form_data(client, token, 1, cells, 0))
    assert response.status_code == 422
    assert "A farm carries no resource symbols." in response.get_data(as_text=True)
    assert stored(client, token)["ranch"] is None
    cells = {0: {"terrain": "desert", "cows": 99}}
    response = client.post(f"/t/{token}/seat/1", data=form_data(client, token, 1, cells, 0))
    assert response.status_code == 422
    assert "Number must be between 0 and 32." in response.get_data(as_text=True)


def test_the_form_reports_a_conflict_and_saving_again_keeps_mine(client):
    token = start_game(client)
    save(client, token, 1, RANCH)
    cells = {0: {"terrain": "canyon"}}
    response = client.post(f"/t/{token}/seat/1", data=form_data(client, token, 1, cells, 0))
    assert response.status_code == 409
    page = response.get_data(as_text=True)
    assert "Someone else saved this ranch since you opened it." in page
    assert 'name="version" type="hidden" value="1"' in page
    assert stored(client, token)["ranch"]["plots"][0]["terrain"] == "desert"
    response = client.post(f"/t/{token}/seat/1", data=form_data(client, token, 1, cells, 1))
    assert response.status_code == 302
    assert stored(client, token)["ranch"]["plots"] == [plot(1, 1, "canyon")]


def test_the_form_refuses_an_impossible_version(client):
    token = start_game(client)
    data = form_data(client, token, 1, {0: {"terrain": "desert"}}, "99999999999999999999999")
    assert client.post(f"/t/{token}/seat/1", data=data).status_code == 422
    assert stored(client, token)["ranch"] is None


def test_a_form_for_another_grid_is_refused_without_failing(client):
    token = start_game(client)
    data = {"csrf_token": csrf_token(client, f"/t/{token}/seat/1"), "version": "0"}
    data["cells-0-terrain"] = "desert"
    response = client.post(f"/t/{token}/seat/1", data=data)
    assert response.status_code == 422
    assert "This form does not fit this ranch" in response.get_data(as_text=True)
    assert stored(client, token)["ranch"] is None


def test_a_forged_ranch_form_is_refused(client):
    token = start_game(client)
    data = form_data(client, token, 1, {0: {"terrain": "desert"}}, 0)
    del data["csrf_token"]
    response = client.post(f"/t/{token}/seat/1", data=data)
    assert response.status_code == 400
    assert "This form was not accepted" in response.get_data(as_text=True)
    assert stored(client, token)["ranch"] is None


def test_form_errors_name_their_cell_once_each(client):
    token = start_game(client)
    cells = {7: {"terrain": "desert", "cows": "abc"}, 13: {"terrain": "canyon", "resources": "12"}}
    response = client.post(f"/t/{token}/seat/1", data=form_data(client, token, 1, cells, 0))
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert "row 2, column 3: Cows: Not a valid integer value." in page
    assert "row 3, column 4: Resources: Number must be between 0 and 9." in page
    assert "Number must be between 0 and 32." not in page  # "abc" is one problem, not two
    assert "damaged or out of date" not in page
    assert stored(client, token)["ranch"] is None


@pytest.mark.parametrize("version", ["", "abc", "-1", "99999999999999999999999"])
def test_a_damaged_version_says_so_and_keeps_the_entries(client, version):
    token = start_game(client)
    save(client, token, 1, RANCH)
    data = form_data(client, token, 1, {0: {"terrain": "canyon"}}, version)
    response = client.post(f"/t/{token}/seat/1", data=data)
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert "This page&#39;s form is damaged or out of date, so nothing was saved." in page
    assert "Some cells hold values" not in page and "row 1, column 1: " not in page
    assert '<option selected value="canyon">' in page  # what was typed is still there
    assert (
        'name="version" type="hidden" value="1"' in page
    )  # saving again is based on the stored one
    assert stored(client, token)["ranch"]["plots"][0]["terrain"] == "desert"
