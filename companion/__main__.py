"""``python -m companion``: the command line (see companion.cli)."""

from companion.cli import main

raise SystemExit(main())
