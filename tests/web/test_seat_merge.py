"""Two phones on one seat: saves based on an old version merge field by field (three-way).

Phone A saves first; phone B saves a change based on the same version, so the
server merges B's change into A's.
"""

from __future__ import annotations

from tests.web.tables_helpers import plot, save, start_game

START = [plot(1, 1, "desert"), plot(1, 2, "forest")]


def put(client, token, version, plots, base):
    """A save as the editor sends it: the version and the ranch it started from."""
    return client.put(
        f"/api/v1/tables/{token}/seats/1",
        json={"version": version, "ranch": {"plots": plots}, "base": base},
    )


def stored(client, token):
    return client.get(f"/api/v1/tables/{token}/seats/1").get_json()


def cells(ranch):
    return {(p["row"], p["col"]): p for p in ranch["plots"]}


def test_two_phones_changing_different_plots_both_keep_their_change(client):
    token = start_game(client)
    assert save(client, token, 1, START).status_code == 200  # version 1, both phones load it
    base = {"rows": 5, "plots": START}
    phone_a = put(client, token, 1, [plot(1, 1, "desert", cows=1), START[1]], base)
    assert phone_a.status_code == 200 and phone_a.get_json()["merged"] is False
    phone_b = put(client, token, 1, [*START, plot(1, 3, "farm")], base)
    assert phone_b.status_code == 200
    body = phone_b.get_json()
    assert body["merged"] is True and body["version"] == 3
    both = cells(body["ranch"])
    assert both[(1, 1)]["cows"] == 1 and both[(1, 3)]["terrain"] == "farm"
    assert cells(stored(client, token)["ranch"]) == both
    assert body["score"]["total"] == 1  # the merged ranch is what was scored: 1 plot x 1 cow


def test_the_same_plot_changed_differently_is_a_409_naming_that_plot(client):
    token = start_game(client)
    save(client, token, 1, START)
    base = {"rows": 5, "plots": START}
    put(client, token, 1, [plot(1, 1, "canyon"), START[1], plot(2, 1, "farm")], base)
    mine = [plot(1, 1, "prairie"), START[1], plot(1, 5, "forest")]
    response = put(client, token, 1, mine, base)
    assert response.status_code == 409
    body = response.get_json()
    assert body["conflicts"] == [[1, 1]]
    assert body["field_conflicts"] == [
        {"plot": [1, 1], "field": "terrain", "sent": "prairie", "stored": "canyon"}
    ]
    assert body["version"] == 2
    proposal = cells(body["proposal"])
    assert proposal[(1, 1)]["terrain"] == "canyon"  # stored, until the player chooses
    assert proposal[(1, 5)]["terrain"] == "forest"  # my change that merged by itself
    assert proposal[(2, 1)]["terrain"] == "farm"  # theirs
    assert "Someone else saved this ranch" in body["errors"][0]["message"]
    assert stored(client, token)["version"] == 2  # nothing saved

    # The player keeps their prairie: the proposal with that plot, on the stored version.
    chosen = [
        plot(1, 1, "prairie"),
        *[p for p in body["proposal"]["plots"] if p["col"] != 1 or p["row"] != 1],
    ]
    again = put(client, token, 2, chosen, body["ranch"])
    assert again.status_code == 200 and again.get_json()["version"] == 3
    final = cells(stored(client, token)["ranch"])
    assert final[(1, 1)]["terrain"] == "prairie"
    assert final[(2, 1)]["terrain"] == "farm" and final[(1, 5)]["terrain"] == "forest"


def test_a_stale_save_without_its_base_lists_every_differing_plot(client):
    token = start_game(client)
    save(client, token, 1, START)
    response = save(client, token, 1, [plot(1, 1, "canyon")], version=0)
    assert response.status_code == 409
    body = response.get_json()
    assert body["conflicts"] == [[1, 1], [1, 2]]
    assert body["field_conflicts"] == [
        {"plot": [1, 1], "field": "terrain", "sent": "canyon", "stored": "desert"},
        {"plot": [1, 2], "field": "terrain", "sent": None, "stored": "forest"},  # not sent
    ]
    assert cells(body["proposal"]) == cells(body["ranch"])


def test_changes_already_stored_are_not_saved_twice(client):
    token = start_game(client)
    save(client, token, 1, START)
    base = {"rows": 5, "plots": START}
    mine = [*START, plot(2, 2, "farm")]
    put(client, token, 1, mine, base)
    response = put(client, token, 1, mine, base)  # the same save again, e.g. a retry
    assert response.status_code == 200
    assert response.get_json()["version"] == 2


def test_a_merge_that_would_break_the_table_is_left_to_the_player(client):
    token = start_game(client, names=("Ana", "Bo"))  # 2 players: 10 rows, one bonus tile
    save(client, token, 1, START)
    base = {"rows": 10, "plots": START}
    put(client, token, 1, [*START, plot(2, 1, "farm", bonus=True)], base)
    response = put(client, token, 1, [*START, plot(2, 2, "farm", bonus=True)], base)
    assert response.status_code == 409
    body = response.get_json()
    assert body["conflicts"] == [[2, 1], [2, 2]]
    assert [(c["plot"], c["sent"], c["stored"]) for c in body["field_conflicts"]] == [
        ([2, 1], None, "farm"),
        ([2, 2], "farm", None),
    ]
    assert stored(client, token)["version"] == 2


def test_a_save_from_nothing_merges_with_a_first_save_made_meanwhile(client):
    token = start_game(client)
    save(client, token, 1, [plot(1, 1, "desert")])
    response = put(client, token, 0, [plot(1, 2, "forest")], None)
    assert response.status_code == 200
    assert set(cells(response.get_json()["ranch"])) == {(1, 1), (1, 2)}


def test_a_bad_base_is_refused_with_its_path_and_nothing_is_saved(client):
    token = start_game(client)
    save(client, token, 1, START)
    response = put(client, token, 0, START, {"plots": [{"row": 1, "col": 9, "terrain": "x"}]})
    assert response.status_code == 422
    paths = [e["path"] for e in response.get_json()["errors"]]
    assert paths and all(path.startswith("base.plots[0]") for path in paths)
    assert stored(client, token)["version"] == 1


def test_a_stale_save_of_what_is_stored_already_is_no_conflict(client):
    token = start_game(client)
    save(client, token, 1, START)
    response = save(client, token, 1, START, version=0)  # no base, but nothing differs
    assert response.status_code == 200
    assert response.get_json()["version"] == 1


def test_phone_a_adds_a_cow_while_phone_b_adds_a_nugget_on_the_same_plot_both_are_stored(client):
    token = start_game(client)
    save(client, token, 1, START)
    base = {"rows": 5, "plots": START}
    phone_a = put(client, token, 1, [plot(1, 1, "desert", cows=1), START[1]], base)
    assert phone_a.status_code == 200
    phone_b = put(client, token, 1, [plot(1, 1, "desert", resources=1), START[1]], base)
    assert phone_b.status_code == 200 and phone_b.get_json()["merged"] is True
    assert cells(stored(client, token)["ranch"])[(1, 1)] == plot(
        1, 1, "desert", cows=1, resources=1
    )


def test_both_phones_changing_the_cows_of_one_plot_is_a_409_naming_the_field(client):
    token = start_game(client)
    save(client, token, 1, START)
    base = {"rows": 5, "plots": START}
    put(client, token, 1, [plot(1, 1, "desert", cows=1), START[1]], base)  # phone A: 1 cow
    mine = [plot(1, 1, "desert", cows=2, partner="farmer"), START[1]]  # phone B: 2 and a farmer
    response = put(client, token, 1, mine, base)
    assert response.status_code == 409
    body = response.get_json()
    assert body["conflicts"] == [[1, 1]]
    assert body["field_conflicts"] == [{"plot": [1, 1], "field": "cows", "sent": 2, "stored": 1}]
    # the partner was only changed by phone B: it is in the proposal already
    assert cells(body["proposal"])[(1, 1)] == plot(1, 1, "desert", cows=1, partner="farmer")
    assert stored(client, token)["version"] == 2

    # Phone B keeps the other phone's cow: the proposal as it is, on the stored version.
    again = put(client, token, 2, body["proposal"]["plots"], body["ranch"])
    assert again.status_code == 200
    assert cells(stored(client, token)["ranch"])[(1, 1)] == plot(
        1, 1, "desert", cows=1, partner="farmer"
    )


def test_a_plot_erased_on_one_phone_while_the_other_added_a_cow_is_a_409_on_its_terrain(client):
    token = start_game(client)
    save(client, token, 1, START)
    base = {"rows": 5, "plots": START}
    put(client, token, 1, [plot(1, 1, "desert", cows=1), START[1]], base)  # phone A: a cow
    response = put(client, token, 1, [START[1]], base)  # phone B erased row 1, column 1
    assert response.status_code == 409
    body = response.get_json()
    assert body["field_conflicts"] == [
        {"plot": [1, 1], "field": "terrain", "sent": None, "stored": "desert"}
    ]
    assert cells(body["proposal"])[(1, 1)]["cows"] == 1  # stored, until the player chooses


def test_two_partners_chosen_on_one_plot_are_named_by_their_words_as_declared(client):
    token = start_game(client)
    save(client, token, 1, START)
    base = {"rows": 5, "plots": START}
    put(client, token, 1, [plot(1, 1, "desert", partner="trapper"), START[1]], base)
    body = put(client, token, 1, [plot(1, 1, "desert", partner="farmer"), START[1]], base)
    document = client.get("/api/v1/openapi.json").get_json()
    declared = document["components"]["schemas"]["FieldConflict"]
    assert declared["properties"]["field"]["enum"] == [
        "terrain",
        "cows",
        "resources",
        "partner",
        "bonus",
    ]
    assert body.get_json()["field_conflicts"] == [
        {"plot": [1, 1], "field": "partner", "sent": "farmer", "stored": "trapper"}
    ]
