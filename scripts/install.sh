#!/usr/bin/env bash
# Installs the Debian packages Fly needs, only those missing. Idempotent.
set -euo pipefail
PACKAGES=(
  cmake ninja-build ccache python3
  python3-venv python3-dev  # the Python package (scripts/python-env.sh, docs/python.md)
  llvm-22-dev llvm-22-tools liblld-22-dev lld-22 clang-22
  libboost-dev libgtest-dev libgmock-dev libbenchmark-dev libamdhip64-dev
  zlib1g-dev libzstd-dev
  libclang-rt-22-dev  # sanitizer and fuzzer runtimes (scripts/sanitize.sh, tests/fuzz)
)
missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install: all ${#PACKAGES[@]} packages present"
  exit 0
fi
echo "install: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
