#!/usr/bin/env bash
# `pip install .` as a user would, then the package's tests against the installed package (not the
# build tree): a fresh venv in $FLY_BUILD_DIR/pip-venv, the wheel built by pip (scikit-build-core,
# CMake in build-python/, ccache with paths relative to the checkout, so the objects of
# scripts/build.sh are reused when the flags match), `pip wheel` checked too. docs/python.md.
# Opt-in in CI: FLY_CI_PIP=1 bash .ci/run.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${FLY_BUILD_DIR:-$root/build}"
venv="$build/pip-venv"
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$root}"
export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-true}"
export CMAKE_BUILD_PARALLEL_LEVEL="${FLY_JOBS:-$(nproc)}"
# The main build's compilers (scikit-build-core would take Python's own, e.g. g++ where CMake chose
# c++), so that the compiler commands, and with them ccache's keys, are the same.
if [ -f "$build/CMakeCache.txt" ]; then
  export CC="${CC:-$(sed -n 's/^CMAKE_C_COMPILER:FILEPATH=//p' "$build/CMakeCache.txt")}"
  export CXX="${CXX:-$(sed -n 's/^CMAKE_CXX_COMPILER:FILEPATH=//p' "$build/CMakeCache.txt")}"
fi
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check numpy pytest
start=$(date +%s)
"$venv/bin/python" -m pip install --disable-pip-version-check "$root"
installed=$(date +%s)
rm -rf "$build/pip-wheel"
"$venv/bin/python" -m pip wheel --disable-pip-version-check --no-deps -w "$build/pip-wheel" "$root"
wheeled=$(date +%s)
ls "$build/pip-wheel"/fly_amdgpu-*.whl
echo "python-pip: pip install . took $((installed - start)) s, pip wheel . $((wheeled - installed)) s"
# The installed package, not the source tree's or the build's: run from outside the checkout.
cd "$build"
"$venv/bin/python" -c "import fly, sys; assert fly.__file__.startswith(sys.prefix), fly.__file__; print('python-pip: fly', fly.version(), 'from', fly.__file__)"
"$venv/bin/python" -m pytest -q -p no:cacheprovider "$root/tests/python"
