#!/usr/bin/env bash
# Regenerates tests/data/emu-coverage.txt (the baseline CoverageTest keeps from dropping) and
# prints the Markdown table docs/emulator.md shows, from `fly-emu coverage` of every arch.
# Usage: scripts/emu-coverage.sh [BUILD_DIR]   (default build/)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
emu="${1:-$root/build}/bin/fly-emu"
archs=(gfx942 gfx950 gfx1201 gfx1250 gfx1100)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for a in "${archs[@]}"; do
  # "group  implemented  total  %" rows; the group name may contain spaces.
  "$emu" coverage "$a" | tail -n +3 | sed -E 's/^(.*[^ ]) +([0-9]+) +([0-9]+) +[0-9.]+%$/\1\t\2\t\3/' >"$tmp/$a"
done
out="$root/tests/data/emu-coverage.txt"
{
  echo "# fly-emu coverage baseline: arch<TAB>group<TAB>implemented (tests/unit/emu/CoverageTest.cpp). Raise, never lower."
  for a in "${archs[@]}"; do
    grep -v "^all	" "$tmp/$a" | awk -F'\t' -v a="$a" '{print a "\t" $1 "\t" $2}'
  done
} >"$out"
echo "wrote $out" >&2
echo "| group | ${archs[*]} |" | sed 's/ gfx/ | gfx/g; s/| | /| /'
echo "|$(printf ' --- |%.0s' "${archs[@]}" x)"
cut -f1 "$tmp/gfx1201" | while IFS= read -r g; do
  row="| $g |"
  for a in "${archs[@]}"; do
    cell="$(awk -F'\t' -v g="$g" '$1 == g {print $2 " / " $3}' "$tmp/$a")"
    row="$row ${cell:--} |"
  done
  echo "$row"
done
