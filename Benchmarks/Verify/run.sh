#!/usr/bin/env bash
# Cases per second of `plumb verify` over the Fixtures/ gallery (every trait in each document's matrix), and what
# comparing and reporting add on top of rendering: once when every case passes, once when every case fails (each
# failure decodes two PNGs, compares them and writes difference and composite images).
# Usage: Benchmarks/Verify/run.sh [runs]   (release build; numbers are medians of the runs)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-5}"
swift build -c release -j 2 --product plumb >/dev/null
plumb="$(swift build -c release --show-bin-path)/plumb"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$plumb" record Fixtures --references "$work/same" --artifacts "$work/a" >/dev/null
# References of the same documents with every string doubled: every case then fails at both levels.
"$plumb" record Fixtures --references "$work/other" --artifacts "$work/a" --double-strings >/dev/null
for kind in same other; do
  for _ in $(seq "$runs"); do
    "$plumb" verify Fixtures --references "$work/$kind" --artifacts "$work/report-$kind" --record never --timings | head -1 || true
  done | sort -t'(' -k2 -n | awk -v kind="$kind" -v runs="$runs" \
    'NR == int((runs + 1) / 2) { print (kind == "same" ? "all pass: " : "all fail: ") $0 }'
done
