"""Moon River's words: names in each edition's official terms, score-pad rows, problem texts."""
