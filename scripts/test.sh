#!/usr/bin/env bash
# Installs what is missing (Debian packages; the Python venv of scripts/python-env.sh), builds,
# and runs every test (unit, lit, kernel, oracle, Python).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$root/scripts/install.sh"
bash "$root/scripts/python-env.sh"
bash "$root/scripts/build.sh"
build="${FLY_BUILD_DIR:-$root/build}"
cd "$build"
ctest --output-on-failure -j "${FLY_JOBS:-$(nproc)}"
