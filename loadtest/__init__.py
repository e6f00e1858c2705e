"""Several servers, for real: two gunicorn app servers behind nginx on loopback, sharing
PostgreSQL and Redis, played by a convention evening of phones driven by Locust.

``cluster`` starts and tears down the servers; ``phones`` is the Locust file (run
only in Locust's own process: importing it patches the standard library with gevent);
``evening`` runs one evening, reads every table back and prints the figures.
``python -m loadtest`` runs it by hand; ``tests/test_cluster.py`` runs a short
evening in ``make test`` and ``benchmarks/cluster.py`` a long one in ``make bench``.
"""
