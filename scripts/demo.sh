#!/usr/bin/env bash
# The main job, given a build folder. Until the compiler exists: the layout-algebra demo.
set -euo pipefail
build="$1"
"$build/bin/fly-algebra-demo"
