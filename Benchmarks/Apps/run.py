#!/usr/bin/env python3
"""Renders whole public apps with `plumb render APP -o OUT` and reports, per app and per part, what the summary line
says (files, scenes, images, skipped, failed, image references resolved, custom fonts) with the wall and CPU time
of the one process.

The apps are listed in apps.tsv by repository and commit; their files are never committed. Give a folder holding a
checkout of each, named OWNER+NAME (as the workplace's mirrors name them):

    Benchmarks/Apps/run.py --plumb .build/release/plumb --apps /path/to/checkouts
"""
import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

SUMMARY = re.compile(
    r"rendered (\d+) images? of (\d+) scenes? from (\d+) files? into .*?(?: \((?:(\d+) skipped)?(?:, )?(?:(\d+) failed)?\))?"
    r"; (\d+) of (\d+) image references resolved")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--plumb", required=True)
    parser.add_argument("--apps", required=True, help="folder of checkouts named OWNER+NAME")
    parser.add_argument("--part", choices=["fix", "measure", "all"], default="all")
    args = parser.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    rows = []
    for line in open(os.path.join(here, "apps.tsv")):
        if line.startswith("#") or not line.strip():
            continue
        repo, commit, part = line.split()
        if args.part != "all" and part != args.part:
            continue
        checkout = os.path.join(args.apps, repo.replace("/", "+"))
        if not os.path.isdir(checkout):
            print(f"{repo}: no checkout at {checkout}", file=sys.stderr)
            continue
        with tempfile.TemporaryDirectory() as out:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.monotonic()
            run = subprocess.run([args.plumb, "render", checkout, "-o", out], capture_output=True, text=True)
            wall = time.monotonic() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        last = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else ""
        match = SUMMARY.search(last)
        if not match:
            print(f"{repo}: exit {run.returncode}, no summary: {run.stderr[-300:]}", file=sys.stderr)
            continue
        images, scenes, files, skipped, failed, resolved, references = (int(g or 0) for g in match.groups())
        fonts = re.search(r"custom fonts: (\d+) found, (\d+) missing", last)
        rows.append((repo, part, run.returncode, files, scenes, images, skipped, failed, resolved, references,
                     fonts.group(1) if fonts else "0", fonts.group(2) if fonts else "0", wall, cpu))
    header = ("app", "part", "exit", "files", "scenes", "images", "skipped", "failed", "resolved", "references",
              "fonts found", "fonts missing", "wall s", "CPU s")
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        print("| " + " | ".join(f"{v:.2f}" if isinstance(v, float) else str(v) for v in row) + " |")
    for part in ("fix", "measure"):
        chosen = [r for r in rows if r[1] == part]
        if not chosen:
            continue
        total = lambda i: sum(r[i] for r in chosen)
        print(f"{part}: {len(chosen)} apps, {total(3)} files, {total(5)} images, {total(7)} failed files, "
              f"{total(8)} of {total(9)} image references resolved")


if __name__ == "__main__":
    main()
