#!/usr/bin/env bash
# Checks a -DFLY_STATIC=ON build (cmake/FlyStatic.cmake); run by scripts/static-build.sh.
#   check.sh STATIC_BUILD SHARED_BUILD SOURCE_DIR
# 1. The tools and libfly.so need no shared library but libc/libm/the loader (libstdc++/libgcc_s
#    allowed too): no libLLVM, liblld, libz3, libz, libzstd.
# 2. libfly.so exports the C API (fly_*) and nothing else.
# 3. examples/c/vector_add.c, compiled and linked by the C compiler against libfly.so alone,
#    needs no libLLVM and runs vector_add on the emulator (two archs).
# 4. The static fly-llc writes byte-identical output to the shared build's: every example and
#    every registry kernel, every arch, code object and assembly, with and without -g.
# 5. LLVM's AMDGPU assembler: unless built with -DFLY_STATIC_ASSEMBLER=ON, fly-llc, fly-run and
#    libfly.so leave it out, and fly-llc rejects inline assembly for a code object by name (the
#    assembly output stays identical); fly-emu keeps it and its coverage (which assembles) runs.
# 6. Linked with lld, no tool keeps LLVM's textual pass-pipeline parser (cmake/FlyStatic.cmake).
set -euo pipefail
static="$1"
shared="$2"
src="$3"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export FLY_ENABLE_CACHE=0
fail=0
archs="gfx942 gfx950 gfx1201 gfx1250"

echo "== shared libraries needed"
allowed='^(libc|libm|ld-linux-x86-64|libstdc\+\+|libgcc_s)\.so'
for f in bin/fly-llc bin/fly-emu bin/fly-run bin/fly-opt lib/libfly.so; do
  needed=$(readelf -d "$static/$f" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p' | tr '\n' ' ')
  echo "$f: $needed"
  for lib in $needed; do
    if ! [[ "$lib" =~ $allowed ]]; then echo "error: $f needs $lib"; fail=1; fi
  done
done

echo "== libfly.so exports"
exports=$(nm -D --defined-only "$static/lib/libfly.so" | awk '$2 ~ /^[TDBRVW]$/ {print $3}' | sort)
echo "$(echo "$exports" | wc -l) symbols: $(echo "$exports" | tr '\n' ' ')"
others=$(echo "$exports" | grep -v '^fly_' || true)
if [ -n "$others" ]; then echo "error: libfly.so exports more than fly_*: $others"; fail=1; fi
for f in $(sed -n 's/^[a-z_ *]*\b\(fly_[a-z_]*\)(.*/\1/p' "$src/include/fly/fly-c.h" | sort -u); do
  echo "$exports" | grep -qx "$f" || { echo "error: libfly.so lacks $f (include/fly/fly-c.h)"; fail=1; }
done

echo "== a C consumer of libfly.so"
cc -std=c99 -Wall -Wextra -I"$src/include" "$src/examples/c/vector_add.c" -o "$work/consumer" \
  -L"$static/lib" -lfly -Wl,-rpath,"$static/lib"
ldd "$work/consumer"
if ldd "$work/consumer" | grep -E 'libLLVM|liblld|not found'; then
  echo "error: the consumer needs more than libfly.so"; fail=1
fi
for arch in gfx942 gfx1201; do
  "$work/consumer" "$src/examples/vector_add.fly" "emu:$arch" || { echo "error: consumer on emu:$arch"; fail=1; }
done
"$static/bin/fly-run" softmax --size 7,300 --device emu:gfx950 || { echo "error: static fly-run"; fail=1; }

echo "== byte-identical to the shared build ($shared/bin/fly-llc)"
compare() { # name, then fly-llc arguments
  local name="$1"; shift
  local a="$work/a" b="$work/b" sa=0 sb=0
  "$shared/bin/fly-llc" "$@" -o "$a" 2> "$work/a.err" || sa=$?
  "$static/bin/fly-llc" "$@" -o "$b" 2> "$work/b.err" || sb=$?
  if [ "$sa" != "$sb" ]; then echo "error: $name: exit $sa (shared) vs $sb (static)"; fail=1; return; fi
  if [ "$sa" != 0 ]; then
    cmp -s "$work/a.err" "$work/b.err" || { echo "error: $name: different diagnostics"; fail=1; }
    skipped=$((skipped + 1)); return
  fi
  if cmp -s "$a" "$b"; then same=$((same + 1)); else echo "error: $name: outputs differ"; fail=1; fi
}
same=0
skipped=0
for arch in $archs; do
  for f in "$src"/examples/*.fly; do
    for extra in "" "-g" "--emit=asm"; do
      compare "$(basename "$f") $arch $extra" "$f" --mcpu=$arch $extra
    done
  done
  for k in $("$shared/bin/fly-llc" --list-kernels | awk '{print $1}'); do
    compare "--kernel=$k $arch" --kernel=$k --mcpu=$arch
  done
done
asm_input="$src/tests/lit/codegen/Inputs/inline_asm.ll"
compare "inline_asm.ll --emit=asm" "$asm_input" --mcpu=gfx942 --emit=asm
echo "$same outputs identical, $skipped rejected alike by both builds"

echo "== LLVM's AMDGPU assembler"
has_assembler() { [ "$(nm "$1" 2>/dev/null | grep -c '_GLOBAL__N_115AMDGPUAsmParser')" != 0 ]; } # its class
if grep -q '^FLY_STATIC_ASSEMBLER:BOOL=ON' "$static/CMakeCache.txt"; then
  echo "kept everywhere (-DFLY_STATIC_ASSEMBLER=ON)"
  compare "inline_asm.ll" "$asm_input" --mcpu=gfx942
else
  for f in bin/fly-llc bin/fly-run lib/libfly.so; do
    if has_assembler "$static/$f"; then echo "error: $f links LLVM's AMDGPU assembler"; fail=1; fi
  done
  if "$static/bin/fly-llc" "$asm_input" --mcpu=gfx942 -o "$work/asm.hsaco" 2> "$work/asm.err"; then
    echo "error: fly-llc without the assembler accepted inline assembly"; fail=1
  elif ! grep -q "function 'inline_asm': inline assembly needs LLVM's AMDGPU assembler" "$work/asm.err"; then
    echo "error: fly-llc's message for inline assembly:"; cat "$work/asm.err"; fail=1
  fi
  echo "fly-llc, fly-run, libfly.so: left out; inline assembly: $(head -1 "$work/asm.err")"
fi
has_assembler "$static/bin/fly-emu" || { echo "error: fly-emu lacks LLVM's AMDGPU assembler"; fail=1; }
"$static/bin/fly-emu" coverage gfx942 > "$work/coverage" && grep -q '^all ' "$work/coverage" || { echo "error: static fly-emu coverage"; fail=1; }

echo "== LLVM's textual pass-pipeline parser"
# Linked with lld, the tools leave it out (cmake/FlyStaticPipelines.cpp): no PassBuilder::parse*
# function is left. Kept means the wrapped names no longer match LLVM's (a new signature).
if grep -q '^FLY_LD_LLD_FOR_STATIC:FILEPATH=/' "$static/CMakeCache.txt"; then
  for f in bin/fly-llc bin/fly-run bin/fly-opt bin/fly-emu lib/libfly.so; do
    kept=$(nm -C "$static/$f" 2>/dev/null | grep -E 'llvm::PassBuilder::parse(PassPipeline|ModulePass|AAPipeline)\(' | head -3 || true)
    if [ -n "$kept" ]; then echo "error: $f keeps the parser: $kept"; fail=1; fi
  done
  echo "left out of fly-llc, fly-run, fly-opt, fly-emu, libfly.so"
else
  echo "kept (linked without lld)"
fi
[ "$same" -gt 0 ] || fail=1

if [ "$fail" != 0 ]; then echo "FAILED"; exit 1; fi
echo "static build checks passed"
