"""The games themselves: pure Python, standard library only.

Web pages, the API and storage depend on these packages, never the reverse.
"""
