#!/usr/bin/env bash
# Builds each libFuzzer target with address sanitizer and runs it for a bounded time.
# Usage: Tests/Fuzz/run.sh [seconds-per-target]   (default 20; CI uses a short run)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-20}"
out=.build-fuzz
mkdir -p "$out"
build() { # name, sources…
  local name=$1; shift
  swiftc -O -sanitize=fuzzer,address -parse-as-library -D FUZZ_SINGLE_MODULE -module-name "Fuzz_$name" "$@" \
    -o "$out/fuzz-$name"
}
build solver Sources/PlumbSolver/*.swift Tests/PlumbSolverTests/SolverFuzzHarness.swift Tests/Fuzz/solver/main.swift
for target in solver; do
  mkdir -p "Tests/Fuzz/corpus/$target" "$out/corpus-$target"
  echo "fuzz-$target: ${seconds}s"
  "$out/fuzz-$target" -max_total_time="$seconds" -print_final_stats=1 "$out/corpus-$target" "Tests/Fuzz/corpus/$target" 2>&1 \
    | grep -E 'stat::number_of_executed_units|ERROR|SUMMARY|Done' || true
  if ls crash-* leak-* timeout-* >/dev/null 2>&1; then echo "fuzz-$target found a crash" >&2; exit 1; fi
done
