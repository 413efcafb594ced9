#!/usr/bin/env bash
# The self-contained build: Fly with LLVM and lld linked statically (-DFLY_STATIC=ON, AMDGPU only;
# cmake/FlyStatic.cmake), then its checks (tests/static/check.sh).
#   bash scripts/static-build.sh
# Builds build-static/ ($FLY_STATIC_BUILD_DIR): fly-llc, fly-opt, fly-emu, fly-run and libfly.so
# (the C API with everything linked in). The byte-identity check compares with the shared build's
# fly-llc in build/ ($FLY_BUILD_DIR), built here if it is missing. About 15 minutes of 2 cores with
# a cold compiler cache (every Fly file is compiled position-independent), 2 with a warm one.
# bench/static_tools.py measures size, start time and memory of both builds.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
static="${FLY_STATIC_BUILD_DIR:-$root/build-static}"
shared="${FLY_BUILD_DIR:-$root/build}"
jobs="${FLY_JOBS:-$(nproc)}"
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$root}"
export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-true}"
if [ ! -f "$static/build.ninja" ]; then
  cmake -S "$root" -B "$static" -G Ninja -DCMAKE_BUILD_TYPE=Release -DFLY_STATIC=ON \
    -DFLY_BUILD_TESTS=OFF -DFLY_BUILD_BENCH=OFF
fi
cmake --build "$static" -j "$jobs" --target fly-llc fly-opt fly-emu fly-run fly
if [ ! -x "$shared/bin/fly-llc" ]; then
  [ -f "$shared/build.ninja" ] || cmake -S "$root" -B "$shared" -G Ninja -DCMAKE_BUILD_TYPE=Release
  cmake --build "$shared" -j "$jobs" --target fly-llc
fi
bash "$root/tests/static/check.sh" "$static" "$shared" "$root"
