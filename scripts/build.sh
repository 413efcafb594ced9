#!/usr/bin/env bash
# Configures and builds Fly into build/ (or $FLY_BUILD_DIR). Release with assertions off by default.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${FLY_BUILD_DIR:-$root/build}"
type="${FLY_BUILD_TYPE:-Release}"
# Paths relative to the checkout in ccache keys, so fresh clones (CI) hit the cache.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$root}"
export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-true}"
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="$type"
fi
cmake --build "$build" -j "${FLY_JOBS:-$(nproc)}"
