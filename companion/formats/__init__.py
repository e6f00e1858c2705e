"""The JSON formats the app reads and writes, turned into game objects and back.

Flask-free: the API, the pages, the command line and storage all read through
this package, so a ranch means the same thing everywhere. Readers report every
problem at once, each with its path (``players[0].ranch.plots[3].row``).
"""
