#!/usr/bin/env bash
# Installs the build into a temporary prefix, then builds examples/c as a separate project
# against it twice — with find_package(Fly) and with pkg-config — and runs both on the emulator.
# Usage: consumer.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build="$1"
src="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
export FLY_ENABLE_CACHE=0

echo "== cmake --install into $prefix"
cmake --install "$build" --prefix "$prefix" > "$work/install.log"
test -f "$prefix/include/fly/fly-c.h"
test -f "$prefix/include/fly/Version.h"
test -f "$prefix/lib/cmake/Fly/FlyConfig.cmake"
test -f "$prefix/lib/pkgconfig/fly.pc"
"$prefix/bin/fly-llc" --version

echo "== find_package(Fly)"
cmake -S "$src/examples/c" -B "$work/consumer" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$prefix" > "$work/configure.log" || { cat "$work/configure.log"; exit 1; }
cmake --build "$work/consumer" > "$work/build.log" || { cat "$work/build.log"; exit 1; }
"$work/consumer/fly-c-vector-add" "$src/examples/vector_add.fly" emu:gfx942

echo "== pkg-config fly"
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
cc -std=c99 -c "$src/examples/c/vector_add.c" -o "$work/vector_add.o" $(pkg-config --cflags fly)
c++ "$work/vector_add.o" -o "$work/vector_add-pc" $(pkg-config --libs fly)
"$work/vector_add-pc" "$src/examples/vector_add.fly" emu:gfx950
echo "OK: installed Fly works through find_package and pkg-config"
