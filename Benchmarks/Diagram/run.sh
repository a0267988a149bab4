#!/usr/bin/env bash
# Diagram benchmark: placement of a constraint diagram against drawing its screen, on a generated dense screen
# (ROWS x COLUMNS cells, two views a cell). Usage: Benchmarks/Diagram/run.sh [ROWS] [COLUMNS] [REPETITIONS] [ROUNDS]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$here/make-screen.py" "${1:-10}" "${2:-10}" > "$work/screen.yaml"
(cd "$here" && swift build -c release -j 2 --product diagram-bench >/dev/null)
"$(cd "$here" && swift build -c release --show-bin-path)/diagram-bench" "$work/screen.yaml" "${3:-10}" "${4:-5}"
