"""What people read, per game: problem texts, names of things, score-pad rows.

The game packages and the formats report stable codes with plain parameters;
these modules turn them into sentences in the request's language, so the API,
the pages and the command line all say the same thing.
"""
