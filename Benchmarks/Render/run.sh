#!/usr/bin/env bash
# Render benchmark. Builds floor.c (gcc -O2) and render-bench (release), then times Plumb's renderer
# against the floor on settings-screen.yaml at @2x and @3x to PNG, and times the Fixtures/ gallery.
# Usage: Benchmarks/Render/run.sh [REPETITIONS] [ROUNDS]   (default 10 renders a round, 5 rounds)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
mkdir -p "$here/.build"
# shellcheck disable=SC2046  # pkg-config's flags are meant to split
gcc -O2 -o "$here/.build/floor" "$here/floor.c" $(pkg-config --cflags --libs cairo freetype2)
(cd "$here" && swift build -c release -j 2 --product render-bench >/dev/null)
bench="$(cd "$here" && swift build -c release --show-bin-path)/render-bench"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$bench" "$here/.build/floor" "$here/settings-screen.yaml" "$work" "${1:-10}" "${2:-5}"

# The gallery: what Scripts/render runs (screens, then constraint diagrams), with the release build, wall clock.
(cd "$root" && swift build -c release -j 2 --product plumb >/dev/null)
plumb="$(cd "$root" && swift build -c release --show-bin-path)/plumb"
cd "$root"
start=$(date +%s.%N)
"$plumb" render Fixtures -o "$work/gallery" >/dev/null
"$plumb" render Fixtures -o "$work/gallery" --overlay constraints >/dev/null
end=$(date +%s.%N)
echo
echo "Fixtures/ gallery, release plumb (both Scripts/render commands): $(awk "BEGIN { printf \"%.2f\", $end - $start }") s wall, $(ls "$work/gallery" | wc -l) images"
# Scripts/render itself, end to end: dependency check, debug build (already up to date), both commands.
swift build -j 2 --product plumb >/dev/null
start=$(date +%s.%N)
Scripts/render >/dev/null
end=$(date +%s.%N)
echo "Scripts/render end to end (debug build up to date): $(awk "BEGIN { printf \"%.2f\", $end - $start }") s wall"
