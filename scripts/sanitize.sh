#!/usr/bin/env bash
# Builds Fly with clang-22 and runs the test suite under sanitizers:
#   asan: the whole ctest suite under AddressSanitizer + UndefinedBehaviorSanitizer (leaks detected,
#         every report aborts the process, so `not ...` lit tests cannot hide one). The same tree
#         carries libFuzzer's coverage instrumentation and builds the fuzz targets (tests/fuzz), so
#         one clang build serves both;
#   tsan: the concurrency tests (ctest label/regex below) under ThreadSanitizer.
# Usage: scripts/sanitize.sh [asan|tsan|all|build-asan]   (default all; build-asan only builds)
# Build trees: build-asan/ and build-tsan/ (override with FLY_ASAN_BUILD_DIR / FLY_TSAN_BUILD_DIR);
# FLY_JOBS sets the parallelism (default 2). Needs clang-22 and libclang-rt-22-dev (scripts/install.sh).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mode="${1:-all}"
jobs="${FLY_JOBS:-2}"
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$root}"
export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-true}"
# Tests that run threads: the emulator's parallel work-groups and the runtime's compile cache.
tsan_tests="${FLY_TSAN_TESTS:-[Tt]hread|[Cc]oncurren|[Pp]arallel|[Cc]ache}"

configure_and_build() { # dir, compile flags, link flags, extra cmake arguments
  local dir="$1" flags="$2" ldflags="$3"
  shift 3
  if [ ! -f "$dir/build.ninja" ]; then
    cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 -DFLY_BUILD_BENCH=OFF \
      -DCMAKE_C_FLAGS_RELEASE="-O1 -gline-tables-only -fno-omit-frame-pointer $flags" \
      -DCMAKE_CXX_FLAGS_RELEASE="-O1 -gline-tables-only -fno-omit-frame-pointer $flags" \
      -DCMAKE_EXE_LINKER_FLAGS="$ldflags" -DCMAKE_SHARED_LINKER_FLAGS="$ldflags" "$@"
  fi
  cmake --build "$dir" -j "$jobs"
}

status=0
if [ "$mode" = build-asan ]; then
  mode=asan-build-only
fi
if [ "$mode" = asan ] || [ "$mode" = all ] || [ "$mode" = asan-build-only ]; then
  dir="${FLY_ASAN_BUILD_DIR:-$root/build-asan}"
  # vptr needs RTTI, which LLVM (and Fly code deriving from LLVM classes) is built without.
  san="-fsanitize=address,undefined -fno-sanitize=vptr -fno-sanitize-recover=all"
  configure_and_build "$dir" "$san -fsanitize=fuzzer-no-link" "$san" -DFLY_BUILD_FUZZERS=ON
  [ "$mode" = asan-build-only ] && exit 0
  echo "sanitize: ctest under ASan+UBSan in $dir"
  # use_sigaltstack=0: LLVM's signal handling (CrashRecoveryContext) gives each thread an
  # alternate signal stack of its own (malloc'ed); ASan's thread teardown then tries to munmap it
  # as if it were ASan's and dies with "failed to deallocate" (Backend.ConcurrentCompilations...).
  ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:use_sigaltstack=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
  UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:abort_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}" \
  LSAN_OPTIONS="suppressions=$root/scripts/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
    ctest --test-dir "$dir" -j "$jobs" --output-on-failure -E '^install-consumer$' || status=1
  # install-consumer is left out: it builds an outside project against the installed libfly with
  # plain flags, and an instrumented libfly needs the sanitizer runtimes at that link (undefined
  # __asan_*/__ubsan_* references). The install path is tested by the normal build's ctest.
fi
if [ "$mode" = tsan ] || [ "$mode" = all ]; then
  dir="${FLY_TSAN_BUILD_DIR:-$root/build-tsan}"
  configure_and_build "$dir" "-fsanitize=thread" "-fsanitize=thread"
  echo "sanitize: ctest -R '$tsan_tests' under TSan in $dir"
  TSAN_OPTIONS="halt_on_error=1:abort_on_error=1:second_deadlock_stack=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}" \
    ctest --test-dir "$dir" -j "$jobs" --output-on-failure -R "$tsan_tests" || status=1
fi
exit $status
