#!/usr/bin/env bash
# Configures and builds Fly into build/ (or $FLY_BUILD_DIR). Release with assertions off by default.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${FLY_BUILD_DIR:-$root/build}"
type="${FLY_BUILD_TYPE:-Release}"
# Paths relative to the checkout in ccache keys, so fresh clones (CI) hit the cache.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$root}"
export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-true}"
# With the venv of scripts/python-env.sh, the Python extension module is built with its Python
# (docs/python.md); a build configured before the venv existed is configured again.
python_args=()
venv_python="$build/python-venv/bin/python"
if [ -x "$venv_python" ]; then python_args=(-DPython_EXECUTABLE="$venv_python"); fi
if [ ! -f "$build/build.ninja" ] ||
   { [ -x "$venv_python" ] && ! grep -q "^Python_EXECUTABLE:[A-Z]*=$venv_python\$" "$build/CMakeCache.txt" 2>/dev/null; }; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="$type" "${python_args[@]}"
fi
cmake --build "$build" -j "${FLY_JOBS:-$(nproc)}"
