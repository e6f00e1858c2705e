"""The OpenAPI document lists every route under /api/v1."""

from __future__ import annotations


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
