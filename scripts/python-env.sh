#!/usr/bin/env bash
# The Python environment of Fly's Python package (docs/python.md): a venv in $FLY_BUILD_DIR/python-venv
# (default build/python-venv) with nanobind and scikit-build-core (to build the extension module),
# NumPy and pytest (to test it), from PyPI. Idempotent: an existing venv that imports them is kept.
# scripts/build.sh builds the module with this venv's Python when it exists.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${FLY_BUILD_DIR:-$root/build}"
venv="$build/python-venv"
requirements=(nanobind scikit-build-core numpy pytest)
if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "import nanobind, scikit_build_core, numpy, pytest" 2>/dev/null; then
  echo "python-env: $venv ready"
  exit 0
fi
mkdir -p "$build"
python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "${requirements[@]}"
echo "python-env: $venv with $("$venv/bin/python" -c "import nanobind, numpy, pytest; print('nanobind', nanobind.__version__, 'numpy', numpy.__version__, 'pytest', pytest.__version__)")"
