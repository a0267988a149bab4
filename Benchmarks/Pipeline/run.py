#!/usr/bin/env python3
"""The whole `plumb` pipeline against its parts and against Kiwi, in one run (see README.md beside this file).

usage: Benchmarks/Pipeline/run.py [--sizes 1000,2000,10000] [--kiwi-sizes 1000,2000] [--workloads chain,...]
                                  [--runs 5] [--render-size 2000] [--no-kiwi] [--kiwi PYTHON]

For each workload and size it writes the document (`pipeline-bench generate`), then times, in --runs rounds of
one process each:
- `plumb layout FILE --format json`, the whole process (median of the rounds; peak resident memory from wait4);
- reading and building the document plus a bare PlumbSolver on the engine's constraints (`pipeline-bench
  baseline`, in-process: the median of --runs passes in each round's process, then the median of the rounds), and
  the same measured cold, on the first pass of a fresh process in each round;
- Kiwi (PyPI kiwisolver) building and solving the bare system, through Benchmarks/Solver/kiwi.py (one run a size).
Then a text-free one-view document's whole process against an empty Swift program (median of 21 each, interleaved),
and `plumb render --overlay constraints` of each workload's --render-size document.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# The solver benchmark's Kiwi driver: the same workloads in the same constraint order.
KIWI = os.path.join(ROOT, "Benchmarks", "Solver", "kiwi.py")
WORKLOADS = ["chain", "chainloose", "grid", "stacks", "flat"]


class Failed(Exception):
    pass


def run(command, timeout=600):
    """Wall time in seconds, peak resident memory in MB and CPU time (user + system) in seconds of one process;
    raises Failed on failure."""
    start = time.perf_counter()
    with open(os.devnull, "wb") as null:
        process = subprocess.Popen(command, stdout=null, stderr=subprocess.PIPE)
        deadline = start + timeout
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() > deadline:
                process.kill()
                os.wait4(process.pid, 0)
                return None, None, None
            time.sleep(0.0005)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise Failed(process.stderr.read().decode()[:300].strip())
    process.stderr.close()
    return elapsed, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime


def fmt(seconds):
    if seconds is None:
        return "timeout"
    if seconds < 1:
        return f"{seconds * 1000:.1f} ms"
    return f"{seconds:.2f} s"


def baseline_pass(bench, path, passes):
    """`pipeline-bench baseline`'s parse, solver, parse CPU and solver CPU seconds: medians of `passes` passes."""
    out = subprocess.run([bench, "baseline", path, str(passes)], capture_output=True, text=True, check=True).stdout
    return [float(x) for x in out.split()]


def kiwi_total(python, workload, n, timeout):
    try:
        out = subprocess.run([python, KIWI, workload, str(n), "1"], capture_output=True, text=True, timeout=timeout,
                             check=True).stdout
    except subprocess.TimeoutExpired:
        return None
    rows = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    return statistics.median(r["total"] for r in rows)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,2000,10000")
    parser.add_argument("--kiwi-sizes", default="1000,2000")
    parser.add_argument("--workloads", default=",".join(WORKLOADS))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--render-size", type=int, default=2000)
    parser.add_argument("--no-kiwi", action="store_true")
    parser.add_argument("--kiwi", default=os.path.join(ROOT, "Benchmarks", ".venv", "bin", "python"),
                        help="a Python with kiwisolver installed")
    parser.add_argument("--kiwi-timeout", type=float, default=180)
    args = parser.parse_args()
    for folder, extra in ((ROOT, ["--product", "plumb"]), (HERE, [])):
        subprocess.run(["swift", "build", "-c", "release", "-j", "2"] + extra, cwd=folder, check=True,
                       capture_output=True)
    plumb = os.path.join(ROOT, ".build", "release", "plumb")
    bench = os.path.join(HERE, ".build", "release", "pipeline-bench")
    empty = os.path.join(HERE, ".build", "release", "empty-program")
    sizes = [int(s) for s in args.sizes.split(",") if s]
    kiwi_sizes = set() if args.no_kiwi else {int(s) for s in args.kiwi_sizes.split(",") if s}
    workloads = [w for w in args.workloads.split(",") if w]
    work = tempfile.mkdtemp(prefix="plumb-pipeline-")

    def document(workload, n):
        path = os.path.join(work, f"{workload}-{n}.yaml")
        if not os.path.exists(path):
            with open(path, "w") as file:
                subprocess.run([bench, "generate", workload, str(n)], stdout=file, check=True)
        return path

    print("| workload | views | `plumb layout` | parse | solver | ÷ (parse + solver) | CPU: `plumb layout` | "
          "CPU: parse + solver | CPU ratio | CPU ratio, cold | Kiwi | ÷ Kiwi | peak memory |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    whole = {}
    base = {}
    for n in sizes:
        for workload in workloads:
            path = document(workload, n)
            runs = args.runs if n <= 2000 else max(1, args.runs // 2 + 1)
            # Rounds of one plumb process and one baseline process, so a machine whose speed drifts during the
            # run (a shared one does) slows both sides alike.
            # A cold baseline, one pass in a fresh process, pays what plumb's process pays and the warm passes do not:
            # page faults on fresh memory and cold caches.
            samples, baselines, colds = [], [], []
            for _ in range(runs):
                samples.append(run([plumb, "layout", path, "--format", "json"]))
                baselines.append(baseline_pass(bench, path, runs))
                colds.append(baseline_pass(bench, path, 1))
            e2e = statistics.median(s[0] for s in samples)
            e2e_cpu = statistics.median(s[2] for s in samples)
            peak = max(s[1] for s in samples)
            whole[(workload, n)] = e2e, e2e_cpu
            parse, solver, parse_cpu, solver_cpu = (statistics.median(b[i] for b in baselines) for i in range(4))
            cold_cpu = statistics.median(c[2] + c[3] for c in colds)
            base[(workload, n)] = parse_cpu + solver_cpu
            kiwi = kiwi_total(args.kiwi, workload, n, args.kiwi_timeout) if n in kiwi_sizes else None
            kiwi_text = fmt(kiwi) if n in kiwi_sizes else "—"
            ratio = f"{e2e / kiwi:.3f}×" if kiwi else "—"
            print(f"| {workload} | {n} | {fmt(e2e)} | {fmt(parse)} | {fmt(solver)} | {e2e / (parse + solver):.2f}× | "
                  f"{fmt(e2e_cpu)} | {fmt(parse_cpu + solver_cpu)} | {e2e_cpu / (parse_cpu + solver_cpu):.2f}× | "
                  f"{e2e_cpu / cold_cpu:.2f}× | {kiwi_text} | {ratio} | {peak:.0f} MB |", flush=True)
    if len(sizes) > 1:
        small, large = min(sizes), max(sizes)
        print()
        print(f"| workload | growth {small} → {large} views, `plumb layout` | by CPU | parse + solver, by CPU |")
        print("|---|---|---|---|")
        for workload in workloads:
            (wall_small, cpu_small), (wall_large, cpu_large) = whole[(workload, small)], whole[(workload, large)]
            print(f"| {workload} | {wall_large / wall_small:.1f}× | {cpu_large / cpu_small:.1f}× | "
                  f"{base[(workload, large)] / base[(workload, small)]:.1f}× |")

    one = document("one", 1)
    samples = {"layout": [], "empty": [], "version": []}
    for _ in range(21):
        samples["layout"].append(run([plumb, "layout", one, "--format", "json"]))
        samples["empty"].append(run([empty]))
        samples["version"].append(run([plumb, "--version"]))
    wall = {k: statistics.median(s[0] for s in v) for k, v in samples.items()}
    cpu = {k: statistics.median(s[2] for s in v) for k, v in samples.items()}
    print()
    print("| | one text-free view, `plumb layout` | `plumb --version` | empty Swift program | layout ÷ empty |")
    print("|---|---|---|---|---|")
    for name, table in (("wall", wall), ("CPU", cpu)):
        print(f"| {name} | {fmt(table['layout'])} | {fmt(table['version'])} | {fmt(table['empty'])} | "
              f"{table['layout'] / table['empty']:.2f}× |")

    if args.render_size:
        print()
        print(f"| workload | views | `plumb render --overlay constraints` | CPU | peak memory |")
        print("|---|---|---|---|---|")
        out = os.path.join(work, "out")
        for workload in workloads:
            path = document(workload, args.render_size)
            try:
                samples = [run([plumb, "render", path, "--overlay", "constraints", "-o", out]) for _ in range(3)]
            except Failed as failure:
                print(f"| {workload} | {args.render_size} | not drawn: {failure} | — | — |", flush=True)
                continue
            print(f"| {workload} | {args.render_size} | {fmt(statistics.median(s[0] for s in samples))} | "
                  f"{fmt(statistics.median(s[2] for s in samples))} | {max(s[1] for s in samples):.0f} MB |",
                  flush=True)


if __name__ == "__main__":
    main()
