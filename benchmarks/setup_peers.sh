#!/usr/bin/env bash
# Install the peer tools of benchmarks/crisscross.py into benchmarks/.peers/ (gitignored).
#   genxword (PyPI)                   -> benchmarks/.peers/venv   (from requirements.txt)
#   crossword-layout-generator (npm)  -> benchmarks/.peers/node   (from package.json)
# Debian packages are installed with apt-get when run as root (or with sudo otherwise).
# Usage: bash benchmarks/setup_peers.sh [--no-apt]
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
peers="$here/.peers"
python="${PYTHON:-python3}"

if [[ "${1:-}" != "--no-apt" ]]; then
    sudo=""
    if [[ "$(id -u)" != 0 ]]; then sudo="sudo"; fi
    $sudo apt-get update
    $sudo apt-get install -y --no-install-recommends \
        build-essential pkg-config libcairo2-dev libgirepository1.0-dev gir1.2-pango-1.0
fi

mkdir -p "$peers"
if [[ ! -x "$peers/venv/bin/python" ]]; then
    "$python" -m venv "$peers/venv"
fi
"$peers/venv/bin/python" -m pip install --upgrade pip
"$peers/venv/bin/python" -m pip install -r "$here/requirements.txt"
"$peers/venv/bin/python" -c "import genxword.calculate; print('genxword OK')"

mkdir -p "$peers/node"
cp "$here/package.json" "$peers/node/package.json"
(cd "$peers/node" && npm install --no-audit --no-fund --save-exact)
node -e "require('$peers/node/node_modules/crossword-layout-generator'); console.log('crossword-layout-generator OK')"
