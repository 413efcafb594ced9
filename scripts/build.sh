#!/usr/bin/env bash
# Configures and builds Fly into build/ (or $FLY_BUILD_DIR). Release with assertions off by default.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${FLY_BUILD_DIR:-$root/build}"
type="${FLY_BUILD_TYPE:-Release}"
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="$type"
fi
cmake --build "$build" -j "${FLY_JOBS:-$(nproc)}"
