#!/usr/bin/env bash
# One command: build Fly, install Triton from the Python package index into a virtual
# environment (once), compile the shared kernels with both for each arch and print the table.
# Arguments go to compare.py (e.g. --emulate, --runs 10, --archs gfx942, --markdown FILE).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${FLY_BUILD_DIR:-$root/build}"
venv="${FLY_COMPARE_VENV:-$build/compare-venv}"
bash "$root/scripts/install.sh"
bash "$root/scripts/build.sh"
if [ ! -x "$venv/bin/python" ]; then
  if ! python3 -m venv "$venv"; then
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get install -y -qq python3-venv
    python3 -m venv "$venv"
  fi
fi
"$venv/bin/python" -c "import triton" 2>/dev/null || "$venv/bin/pip" install -q triton
exec python3 "$root/bench/compare/compare.py" --build "$build" --triton-python "$venv/bin/python" "$@"
