#!/usr/bin/env bash
# CI's small check of the static build (the whole build is scripts/static-build.sh): configure
# -DFLY_STATIC=ON in a temporary tree, build only the generated entry points of the LLVM targets
# a static Fly leaves out, and check them: every other target's LLVMInitialize*Target is defined
# (lld's ELF driver names them), AMDGPU's is not (the real one must be linked), and the static
# pass-plugin extensions LLVM names (Polly) have their empty plugin.
#   configure-check.sh SOURCE_DIR
set -euo pipefail
src="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cmake -S "$src" -B "$work" -G Ninja -DCMAKE_BUILD_TYPE=Release -DFLY_STATIC=ON \
  -DFLY_BUILD_TESTS=OFF -DFLY_BUILD_BENCH=OFF > "$work/configure.log" || { cat "$work/configure.log"; exit 1; }
cmake --build "$work" --target fly_absent_targets > "$work/build.log" || { cat "$work/build.log"; exit 1; }
symbols=$(nm --defined-only "$work/lib/libfly_absent_targets.a" | awk '{print $3}')
fail=0
for t in X86 AArch64 NVPTX RISCV; do
  echo "$symbols" | grep -qx "LLVMInitialize${t}Target" || { echo "error: LLVMInitialize${t}Target not defined"; fail=1; }
done
if echo "$symbols" | grep -q "AMDGPU"; then echo "error: an AMDGPU entry point is defined as absent"; fail=1; fi
echo "$symbols" | grep -q "getPollyPluginInfo" || { echo "error: no empty Polly plugin"; fail=1; }
count=$(echo "$symbols" | grep -c '^LLVMInitialize')
echo "$count absent-target entry points, AMDGPU not among them"
exit $fail
