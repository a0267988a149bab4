#!/usr/bin/env bash
# Text benchmark (Benchmarks/README.md, Text). Builds floor.c (gcc -O2) and text-bench (release), then times PlumbText measuring
# 10 000 labels, uncached and cached, against the floor replaying the same HarfBuzz calls, each PlumbText pass paired with a floor pass.
# Usage: Benchmarks/Text/run.sh [REPETITIONS] [ROUNDS] [LABELS]   (default 5 × 5 pairs of passes, 10 000 labels)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$here/.build"
# shellcheck disable=SC2046  # pkg-config's flags are meant to split
gcc -O2 -o "$here/.build/floor" "$here/floor.c" $(pkg-config --cflags --libs harfbuzz)
(cd "$here" && swift build -c release -j 2 --product text-bench >/dev/null)
bench="$(cd "$here" && swift build -c release --show-bin-path)/text-bench"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$bench" "$here/.build/floor" "$work" "${1:-5}" "${2:-5}" "${3:-10000}"
