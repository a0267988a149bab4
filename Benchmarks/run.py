#!/usr/bin/env python3
"""Runs the solver workloads (Benchmarks/Pipeline/README.md, Workloads) through Kiwi (pip kiwisolver, via
Benchmarks/Solver/kiwi.py) and PlumbSolver (Benchmarks/Solver, release build) in one run, and prints a Markdown table of
times and Plumb/Kiwi ratios (total = make + add + update; resize = median step).

usage: Benchmarks/run.py [--sizes 100,1000,2000] [--plumb-only 10000] [--timeout 120]
       Benchmarks/run.py --growth 1000,10000 [--rounds 5] [--instructions]
With --growth, Plumb alone: each round times every workload at both sizes back to back (7 repetitions in a
process at the small size, 2 at the large, medians), and the table gives the median and range over rounds of
large ÷ small against N log N. With --instructions it counts instructions instead (valgrind's callgrind, one
repetition a process, the instructions of a one-view run subtracted as process start-up): slow, but the same on a
loaded machine.
"""
import math
import argparse, json, os, statistics, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
KIWI = os.path.join(HERE, "Solver", "kiwi.py")
# The Python that has kiwisolver: Benchmarks/.venv's when it exists (see Benchmarks/README.md), else this one.
VENV_PYTHON = os.path.join(HERE, ".venv", "bin", "python")
KIWI_PYTHON = VENV_PYTHON if os.path.exists(VENV_PYTHON) else sys.executable
WORKLOADS = ["chain", "chainloose", "grid", "stacks", "flat", "resize"]


def reps(n):
    return 20 if n <= 100 else 3 if n <= 300 else 1


def instructions(binary, workload, n):
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", binary, workload, str(n),
                          "1"], capture_output=True, text=True, check=True).stderr
    line = next(line for line in out.splitlines() if "Collected" in line)
    return int(line.split()[-1].replace(",", ""))


def instruction_growth(binary, sizes):
    small, large = sizes
    expected = large * math.log(large) / (small * math.log(small))
    start_up = instructions(binary, "flat", 1)
    print(f"| workload | {small} | {large} | growth (start-up of {start_up / 1e6:.1f} M subtracted) | N log N |")
    print("|---|---|---|---|---|")
    for workload in WORKLOADS:
        a = instructions(binary, workload, small)
        b = instructions(binary, workload, large)
        print(f"| {workload} | {a / 1e6:.1f} M | {b / 1e6:.1f} M | {(b - start_up) / (a - start_up):.1f}× | "
              f"{expected:.1f}× |", flush=True)


def growth(binary, sizes, rounds, timeout):
    small, large = sizes
    expected = large * math.log(large) / (small * math.log(small))
    print(f"| workload | {small} (median) | {large} (median) | growth, median of rounds | range | N log N |")
    print("|---|---|---|---|---|---|")
    for workload in WORKLOADS:
        times = {small: [], large: []}
        ratios = []
        for _ in range(rounds):
            for n, count in ((small, 7), (large, 2)):
                out = subprocess.run([binary, workload, str(n), str(count)], capture_output=True, text=True,
                                     timeout=timeout, check=True).stdout
                times[n].append(statistics.median(float(line.split()[2]) for line in out.splitlines() if line.strip()))
            ratios.append(times[large][-1] / times[small][-1])
        print(f"| {workload} | {fmt(statistics.median(times[small]))} | {fmt(statistics.median(times[large]))} | "
              f"{statistics.median(ratios):.1f}× | {min(ratios):.1f}–{max(ratios):.1f}× | {expected:.1f}× |", flush=True)


def kiwi(workload, n, timeout):
    try:
        out = subprocess.run([KIWI_PYTHON, KIWI, workload, str(n), str(reps(n))], capture_output=True, text=True,
                             timeout=timeout, check=True).stdout
    except subprocess.TimeoutExpired:
        return None
    rows = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    total = statistics.median(r["total"] for r in rows)
    step = statistics.median(r["step_median"] for r in rows) if workload == "resize" else None
    return total, step, all(r["ok"] for r in rows)


def plumb(binary, workload, n, timeout):
    try:
        out = subprocess.run([binary, workload, str(n), str(reps(n))], capture_output=True, text=True,
                             timeout=timeout, check=True).stdout
    except subprocess.TimeoutExpired:
        return None
    rows = [line.split() for line in out.splitlines() if line.strip()]
    total = statistics.median(float(r[2]) for r in rows)
    step = statistics.median(float(r[7]) for r in rows) if workload == "resize" else None
    return total, step, all(r[5] == "true" for r in rows)


def fmt(seconds):
    if seconds is None:
        return "timeout"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.1f} µs"
    return f"{seconds * 1000:.2f} ms" if seconds < 1 else f"{seconds:.2f} s"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="100,1000,2000")
    parser.add_argument("--plumb-only", default="10000")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--growth", help="two sizes, small,large: Plumb's growth between them")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--instructions", action="store_true", help="with --growth: count instructions")
    args = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "-j", "2"], cwd=os.path.join(HERE, "Solver"), check=True,
                   capture_output=True)
    binary = os.path.join(HERE, "Solver", ".build", "release", "solver-bench")
    if args.growth:
        sizes = [int(s) for s in args.growth.split(",")]
        if args.instructions:
            instruction_growth(binary, sizes)
        else:
            growth(binary, sizes, args.rounds, args.timeout)
        return
    print("| workload | N | Kiwi | Plumb | Plumb/Kiwi | Kiwi resize step | Plumb resize step | step ratio | Plumb ok |")
    print("|---|---|---|---|---|---|---|---|---|")
    sizes = [int(s) for s in args.sizes.split(",") if s] + [int(s) for s in args.plumb_only.split(",") if s]
    only = {int(s) for s in args.plumb_only.split(",") if s}
    for n in sizes:
        for workload in WORKLOADS:
            k = None if n in only else kiwi(workload, n, args.timeout)
            p = plumb(binary, workload, n, args.timeout)
            kt = k[0] if k else None
            pt = p[0] if p else None
            ratio = f"{pt / kt:.3f}×" if kt and pt else "—"
            ks = k[1] if k else None
            ps = p[1] if p else None
            step_ratio = f"{ps / ks:.3f}×" if ks and ps else "—"
            print(f"| {workload} | {n} | {fmt(kt) if n not in only else '—'} | {fmt(pt)} | {ratio} | "
                  f"{fmt(ks) if ks else '—'} | {fmt(ps) if ps else '—'} | {step_ratio} | {p[2] if p else '—'} |", flush=True)


if __name__ == "__main__":
    main()
