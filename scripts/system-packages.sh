#!/usr/bin/env bash
# Installs the Debian packages the project needs when they are missing:
#   chromium          for the browser tests (Playwright drives /usr/bin/chromium);
#   webkit2gtk-driver WebKitWebDriver, the WebKit engine (Safari's family) the tests in
#   xvfb              tests/webkit drive with Selenium, on a virtual display (no screen in CI);
#   fonts-noto-cjk    so PDFs and screenshots show real Chinese glyphs;
#   fonts-dejavu-core the Latin font the printable score sheets ask for first;
#   nginx             the reverse proxy of the two-server test (tests/cluster, benchmarks);
#                     only its program is used, with our own config: the system service stays off;
#   redis-server      the fault tests and the venue benchmark start (and hang) one of their own;
#   nodejs, npm       only where no npm is found: Biome, the JavaScript linter of make lint.
# `system-packages.sh fonts` installs only the fonts (what `make run` needs).
# Without root it only says what is missing, so a developer's laptop is never touched.
set -euo pipefail

want=(fonts-noto-cjk fonts-dejavu-core libpango-1.0-0 libpangoft2-1.0-0)
[ "${1:-all}" = "fonts" ] || want+=(chromium webkit2gtk-driver xvfb nginx redis-server)

missing=()
for pkg in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
# npm installs Biome, the browser code's linter (make lint): Debian's nodejs and npm when no
# npm is on the PATH at all (a machine with Node.js from elsewhere keeps its own).
if [ "${1:-all}" != "fonts" ] && ! command -v npm >/dev/null; then missing+=(nodejs npm); fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "missing Debian packages: ${missing[*]} (install them, e.g. sudo apt-get install ${missing[*]})" >&2
  exit 1
fi
echo "installing ${missing[*]} ..."
export DEBIAN_FRONTEND=noninteractive
apt-get -o DPkg::Lock::Timeout=600 update -qq
apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# nginx is installed for its program only: when this script installed it, its system
# service (port 80) is switched off again where systemd runs.
if [[ " ${missing[*]} " == *" nginx "* ]] && [ -d /run/systemd/system ]; then
  systemctl disable --now nginx >/dev/null 2>&1 || true
fi
