"""One lexicon per language: ``<code>.py`` (read by ``companion.rules.search_words``)."""
