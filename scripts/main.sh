#!/usr/bin/env bash
# Installs what is missing, builds, and runs Fly's main job.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$root/scripts/install.sh"
bash "$root/scripts/build.sh"
build="${FLY_BUILD_DIR:-$root/build}"
exec bash "$root/scripts/demo.sh" "$build"
