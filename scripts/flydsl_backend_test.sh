#!/usr/bin/env bash
# The FlyDSL backend's opt-in test (docs/python.md, "FlyDSL's compile backend"): FlyDSL's kernels and
# examples compiled by FlyDSL's JIT in compile-only mode with its own ROCm backend and with
# FLYDSL_COMPILE_BACKEND=fly, both code objects run on Fly's emulator and compared
# (scripts/flydsl_backend_test.py). Not part of scripts/test.sh: it needs FlyDSL's wheel and torch
# in a venv ($FLYDSL_VENV, default /work/venv-flydsl: python3 -m venv V && V/bin/pip install
# flydsl==0.4.2 torch numpy), FlyDSL's sources ($FLYDSL_GIT, a clone of github.com/ROCm/FlyDSL;
# default the mirror at /work/.mirror/ROCm+FlyDSL/repo), ld.lld (Debian's lld-22) and Debian's
# rocm-device-libs for FlyDSL's own pipeline, and Fly's build with its Python module
# (scripts/python-env.sh, scripts/build.sh). Extra arguments go to the Python script (--arch,
# --only JOB, --list, --times FILE).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="${FLYDSL_VENV:-/work/venv-flydsl}"
git_dir="${FLYDSL_GIT:-/work/.mirror/ROCm+FlyDSL/repo}"
if ! "$venv/bin/python" -c "import flydsl, torch, numpy" 2>/dev/null; then
  echo "flydsl_backend_test: no venv with flydsl, torch and numpy at $venv (set FLYDSL_VENV)" >&2
  exit 2
fi
if [ ! -d "$git_dir" ]; then
  echo "flydsl_backend_test: no FlyDSL clone at $git_dir (set FLYDSL_GIT)" >&2
  exit 2
fi
build="${FLY_BUILD_DIR:-$root/build}"
exec "$venv/bin/python" "$root/scripts/flydsl_backend_test.py" --python "$venv/bin/python" \
  --flydsl-git "$git_dir" --build "$build" "$@"
