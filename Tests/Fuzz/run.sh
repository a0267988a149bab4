#!/usr/bin/env bash
# Builds the libFuzzer targets with address sanitizer and runs each for a bounded time, seeded from the committed
# corpus. Usage:
#   Tests/Fuzz/run.sh [seconds-per-target] [target…] [-libfuzzer_flag=value…]
# Targets: solver equation vfl document interfacebuilder report explain (default: all). Default time: 20 s per target. Arguments starting with '-'
# go to every fuzzer unchanged (libFuzzer flags: -max_len=512, or -fork=1 -ignore_crashes=1 to keep going after a
# crash). Exits non-zero if any target crashes, leaks or times out (or leaves a new input in
# .build-fuzz/artifacts/, where the failing inputs are).
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
seconds=20
targets=()
flags=()
for argument in "$@"; do
  case "$argument" in
    -*) flags+=("$argument") ;;
    [0-9]*) seconds=$argument ;;
    solver | equation | vfl | document | interfacebuilder | report | explain) targets+=("$argument") ;;
    *) echo "run.sh: unknown target '$argument' (targets: solver equation vfl document interfacebuilder report explain)" >&2; exit 2 ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || targets=(solver equation vfl document interfacebuilder report explain)
out=$root/.build-fuzz
# The Swift runtime's backtracer is slow under ASan and races libFuzzer's own crash report; libFuzzer reports.
export SWIFT_BACKTRACE=enable=no
# Leaks in Foundation itself that Plumb cannot avoid are listed, with why, in lsan.supp.
export LSAN_OPTIONS="suppressions=$root/Tests/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
mkdir -p "$out/artifacts"

# The solver has no dependencies, so it is compiled as one module with swiftc (internal API reachable).
build() { # name, sources…
  local name=$1; shift
  swiftc -O -sanitize=fuzzer,address -parse-as-library -D FUZZ_SINGLE_MODULE -module-name "Fuzz_$name" "$@" \
    -o "$out/fuzz-$name"
}
# The others need PlumbDocument and Yams (a C module), so a small SwiftPM package builds them (Tests/Fuzz/Package.swift).
needs_package=false
for target in "${targets[@]}"; do [ "$target" = solver ] || needs_package=true; done
start=$SECONDS
if [[ " ${targets[*]} " == *" solver "* ]]; then
  build solver Sources/PlumbSolver/*.swift Tests/PlumbSolverTests/SolverFuzzHarness.swift Tests/Fuzz/solver/main.swift || exit 1
fi
if $needs_package; then
  # SwiftPM's --sanitize fuzzer links libFuzzer but leaves Swift code without coverage counters, so libFuzzer
  # would mutate blind ("no interesting inputs"); the coverage options are passed to swiftc explicitly.
  swift build --package-path Tests/Fuzz --scratch-path "$out/spm" -c release -j 2 \
    --sanitize fuzzer --sanitize address \
    -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table || exit 1
  bin=$(swift build --package-path Tests/Fuzz --scratch-path "$out/spm" -c release --show-bin-path)
  for target in equation vfl document interfacebuilder report explain; do cp "$bin/fuzz-$target" "$out/fuzz-$target"; done
fi
echo "build: $((SECONDS - start)) s"

failed=()
summary=()
for target in "${targets[@]}"; do
  mkdir -p "Tests/Fuzz/corpus/$target" "$out/corpus-$target"
  log=$out/log-$target.txt
  before=$(ls "$out/artifacts" | grep -c "^$target-" || true)
  echo "fuzz-$target: ${seconds}s"
  # stdin from /dev/null: a document may name /dev/stdin as an image, which must not wait for a terminal.
  # A target with a dictionary of its input's words beside it (Tests/Fuzz/explain.dict) mutates with them too.
  dictionary=()
  [ -f "Tests/Fuzz/$target.dict" ] && dictionary=("-dict=Tests/Fuzz/$target.dict")
  "$out/fuzz-$target" -max_total_time="$seconds" -timeout=10 -print_final_stats=1 ${dictionary[@]+"${dictionary[@]}"} \
    -artifact_prefix="$out/artifacts/$target-" ${flags[@]+"${flags[@]}"} \
    "$out/corpus-$target" "Tests/Fuzz/corpus/$target" </dev/null >"$log" 2>&1
  status=$?
  after=$(ls "$out/artifacts" | grep -c "^$target-" || true)
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  found=""
  if [ -z "$runs" ]; then
    # -fork=N prints no final stats; its last status line has the total ("#123: cov: … exec/s: …").
    runs=$(grep -o '^#[0-9]*: cov' "$log" | tail -1 | grep -o '[0-9]*')
    [ -n "$runs" ] && rate=$((runs / (seconds > 0 ? seconds : 1)))
    found=$(grep -o 'oom/timeout/crash: [0-9/]*' "$log" | tail -1)
  fi
  result=ok
  if [ $status -ne 0 ] || [ "$after" -gt "$before" ]; then
    result="FAILED (exit $status, $((after - before)) new artifacts${found:+, $found})"
    failed+=("$target")
    grep -E '^==[0-9]+==ERROR|^SUMMARY|Fatal error|deadly signal|Test unit written to|ERROR: libFuzzer' "$log" | head -8 >&2
  fi
  summary+=("$(printf '%-9s %6ss %12s executions %8s exec/s  %s' "$target" "$seconds" "${runs:-?}" "${rate:-?}" "$result")")
  echo "  ${summary[-1]}   (log: $log)"
done
echo
printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "run.sh: ${failed[*]} failed; inputs in $out/artifacts/" >&2
  exit 1
fi
