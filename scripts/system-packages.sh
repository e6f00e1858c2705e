#!/usr/bin/env bash
# Installs the Debian packages the project needs when they are missing:
#   chromium-headless-shell  for the browser tests (Playwright drives it: Chromium's headless
#                     build, about a third of the full browser's CPU per page);
#   chromium          the full browser, for the benchmarks that load pages as a phone does;
#   webkit2gtk-driver WebKitWebDriver, the WebKit engine (Safari's family) the tests in
#   xvfb              tests/webkit drive with Selenium, on a virtual display (no screen in CI);
#   fonts-noto-cjk    so PDFs and screenshots show real Chinese glyphs;
#   fonts-dejavu-core the Latin font the printable score sheets ask for first;
#   nginx             the reverse proxy of the two-server test (tests/cluster, benchmarks);
#                     only its program is used, with our own config: the system service stays off;
#   postgresql        the test session starts a throwaway server of its own (tests/services.py);
#   redis-server      likewise, and the fault tests and the venue benchmark hang one of their own;
#                     only the programs are used: the system services stay off;
#   nodejs, npm       only where no npm is found: Biome, the JavaScript linter of make lint.
# `system-packages.sh fonts` installs only the fonts (what `make run` needs).
# Without root it names what is missing and the one command that installs it, and fails, so a
# developer's laptop is never touched (and make test stops there, before any test).
set -euo pipefail

want=(fonts-noto-cjk fonts-dejavu-core libpango-1.0-0 libpangoft2-1.0-0)
[ "${1:-all}" = "fonts" ] || want+=(chromium chromium-headless-shell webkit2gtk-driver xvfb nginx postgresql redis-server)

missing=()
for pkg in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
# npm installs Biome, the browser code's linter (make lint): Debian's nodejs and npm when no
# npm is on the PATH at all (a machine with Node.js from elsewhere keeps its own).
if [ "${1:-all}" != "fonts" ] && ! command -v npm >/dev/null; then missing+=(nodejs npm); fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "missing Debian packages; install them with: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "installing ${missing[*]} ..."
export DEBIAN_FRONTEND=noninteractive
apt-get -o DPkg::Lock::Timeout=600 update -qq
apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# nginx, PostgreSQL and Redis are installed for their programs only: the system services this
# script's install started (port 80, 5432, 6379) are switched off again where systemd runs.
if [ -d /run/systemd/system ]; then
  for service in nginx postgresql redis-server; do
    if [[ " ${missing[*]} " == *" $service "* ]]; then
      systemctl disable --now "$service" >/dev/null 2>&1 || true
    fi
  done
fi
