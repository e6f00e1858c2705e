"""Game-night services shared by the API and the pages: a table's standings."""
