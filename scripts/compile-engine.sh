#!/usr/bin/env bash
# Compile the scoring engine's two hot modules with mypyc (README, "Benchmarks").
#
# The source stays pure Python: mypyc turns grid.py and scoring.py into C extension
# modules built beside them, which Python then imports instead. Anything that goes
# wrong here leaves the pure-Python modules in charge, with a warning; the tests
# (tests/games/moonriver/test_moonriver_compiled.py) fail until the engine compiles.
# build/engine-source.sha256 records which source the build was made from: the tests
# refuse to run on a build of any other (tests/conftest.py computes the same digest).
set -uo pipefail
cd "$(dirname "$0")/.."
PY="${PY:-.venv/bin/python}"
ENGINE=companion/games/moonriver
DIGEST=build/engine-source.sha256
mkdir -p build
rm -f "$ENGINE"/*.so "$DIGEST"
# Taken before compiling: a file edited meanwhile makes the build count as stale.
digest=$(LC_ALL=C ls "$ENGINE"/*.py | LC_ALL=C sort | xargs cat | sha256sum | cut -d' ' -f1)
for module in grid scoring; do
  # One module a run: each gets its support library inside the package, not at the top level.
  if ! "$PY" -m mypyc "$ENGINE/$module.py" > "build/mypyc-$module.log" 2>&1; then
    rm -f "$ENGINE"/*.so
    echo "warning: the engine runs as pure Python: mypyc could not compile $module.py" >&2
    tail -n 20 "build/mypyc-$module.log" >&2
    exit 0
  fi
done
echo "$digest" > "$DIGEST"
