"""The OpenAPI document lists every route under /api/v1, in the game's own words."""

from __future__ import annotations

from companion.games.moonriver.model import Terrain, WarningCode


def test_every_api_route_is_documented(app, client):
    document = client.get("/api/v1/openapi.json").get_json()
    assert document["openapi"].startswith("3.")
    documented = {path.replace("{", "<").replace("}", ">") for path in document["paths"]}
    routes = {rule.rule for rule in app.url_map.iter_rules() if rule.rule.startswith("/api/v1/")}
    # Flask writes converters as <int:name>; the document writes {name}.
    normalized = {r.replace("<int:", "<").replace("<string:", "<") for r in routes}
    assert normalized <= documented, normalized - documented


def test_the_scores_schema_lists_every_terrain(client):
    document = client.get("/api/v1/openapi.json").get_json()
    terrains = document["components"]["schemas"]["Plot"]["properties"]["terrain"]["enum"]
    assert terrains == ["desert", "canyon", "prairie", "forest", "cornfield", "farm"]


def _walk(schema):
    """Every dict inside a schema, the schema itself included."""
    if isinstance(schema, dict):
        yield schema
        for value in schema.values():
            yield from _walk(value)
    elif isinstance(schema, list):
        for item in schema:
            yield from _walk(item)


def test_answers_are_declared_with_the_game_s_own_words_and_order(client):
    schemas = client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]
    breakdown = schemas["TerritoryPoints"]
    assert list(breakdown["properties"]) == [t.value for t in Terrain]
    assert breakdown["required"] == [t.value for t in Terrain]
    warning_codes = schemas["RanchWarning"]["properties"]["code"]["enum"]
    assert warning_codes == [code.value for code in WarningCode]
    assert schemas["SeatStatus"]["properties"]["status"]["enum"] == [
        "waiting",
        "entering",
        "finished",
    ]


def test_a_card_has_one_schema_that_requests_and_answers_share(client):
    schemas = client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]
    card = schemas["RiverDragonsOutcome"]["properties"]["card"]
    assert card == {"$ref": "#/components/schemas/RiverDragonsCard"}
    assert "oneOf" in schemas["RiverDragonsCard"]


def test_descriptions_read_as_prose_not_as_docstrings(client):
    document = client.get("/api/v1/openapi.json").get_json()
    descriptions = [d["description"] for d in _walk(document) if "description" in d]
    assert descriptions
    for text in descriptions:
        assert "\n" not in text and "``" not in text and "  " not in text, text
