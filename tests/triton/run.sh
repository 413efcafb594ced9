#!/usr/bin/env bash
# Opt-in: the Triton code-object validation suite (needs the package index once). Uses
# $FLY_TRITON_VENV, else /work/venv-triton if it has triton, else creates build/compare-venv as
# bench/compare/run.sh does. Arguments go to validate.py (--archs, --markdown FILE).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${FLY_BUILD_DIR:-$root/build}"
venv="${FLY_TRITON_VENV:-}"
if [ -z "$venv" ]; then
  if [ -x /work/venv-triton/bin/python ] && /work/venv-triton/bin/python -c "import triton, numpy" 2>/dev/null; then
    venv=/work/venv-triton
  else
    venv="$build/compare-venv"
  fi
fi
if [ ! -x "$venv/bin/python" ]; then python3 -m venv "$venv"; fi
"$venv/bin/python" -c "import triton, numpy" 2>/dev/null || "$venv/bin/pip" install -q triton numpy
exec "$venv/bin/python" "$root/tests/triton/validate.py" --fly-emu "$build/bin/fly-emu" "$@"
