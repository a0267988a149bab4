#!/usr/bin/env bash
# Peak memory and time of `plumb layout` and `plumb render` on generated 10 000-view documents (release build,
# GNU time's maximum resident set size and elapsed time). Three shapes: views pinned to their superview
# ("flat"), 100 vertical stack views of 100 labels ("stacks"), and one chain of views each below the last
# ("chain", the solver's quadratic case, run at 2 500 and 5 000).
# Usage: Benchmarks/Limits/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release -j 2 --product plumb >/dev/null
plumb="$(swift build -c release --show-bin-path)/plumb"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
def write(name, size, subviews, constraints):
    with open(f"{work}/{name}.yaml", "w") as f:
        f.write(f"size: [{size[0]}, {size[1]}]\nroot:\n  color: white\n  subviews:\n")
        f.writelines(subviews)
        f.write("constraints:\n")
        f.writelines(constraints)
n = 10_000
write("flat-10000", (800, 2400), [f"    - {{ id: v{i}, color: systemBlue }}\n" for i in range(n)],
      [c for i in range(n) for c in (f"  - v{i}.leading = superview.leading + {i % 700}\n", f"  - v{i}.width = 40\n",
                                      f"  - v{i}.height = 20\n", f"  - v{i}.top = superview.top + {(i * 7) % 2300}\n")])
stacks = []
for s in range(100):
    stacks.append(f"    - id: s{s}\n      kind: stack\n      axis: vertical\n      spacing: 2\n      arranged:\n")
    stacks += [f"        - {{ id: l{s}_{i}, kind: label, text: 'Row {i}' }}\n" for i in range(99)]
write("stacks-10000", (8000, 2400), stacks,
      [c for s in range(100) for c in (f"  - s{s}.leading = superview.leading + {s * 80}\n", f"  - s{s}.top = superview.top\n")])
for m in (2_500, 5_000):
    write(f"chain-{m}", (375, m * 3 + 100), [f"    - {{ id: v{i}, color: systemBlue }}\n" for i in range(m)],
          [c for i in range(m) for c in (f"  - v{i}.leading = superview.leading + 16\n", f"  - v{i}.trailing = superview.trailing - 16\n",
                                          f"  - v{i}.height = 2\n",
                                          f"  - v{i}.top = {'superview.top' if i == 0 else f'v{i - 1}.bottom'} + 1\n")])
PY
echo "| document | views | command | elapsed | peak memory |"
echo "|---|---|---|---|---|"
for doc in flat-10000 stacks-10000 chain-2500 chain-5000; do
  views=$(grep -c "id: " "$work/$doc.yaml")
  for command in layout render; do
    if [ "$command" = layout ]; then args=(layout "$work/$doc.yaml" --format json); else args=(render "$work/$doc.yaml" -o "$work/out" --scale 1); fi
    /usr/bin/time -f "%e %M" -o "$work/time" "$plumb" "${args[@]}" >/dev/null
    read -r elapsed kilobytes <"$work/time"
    echo "| $doc | $views | $command | $elapsed s | $((kilobytes / 1024)) MB |"
  done
done
