#!/usr/bin/env python3
"""`plumb check APP --locale all --content-size l,ax5 --format json` on each app of Benchmarks/Apps/apps.tsv.

Prints, per app: its part, the cases (locales x sizes, counted over the files), the layouts checked, the text-fit
findings by problem and by case size, and the run's wall time (one run, or the median of --runs).

Usage: Benchmarks/TextFit/run.py --plumb .build/release/plumb --apps FOLDER [--runs 3] [--text-fit-off]
FOLDER holds the apps' checkouts as OWNER+NAME folders.
"""
import argparse
import collections
import json
import os
import statistics
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def apps():
    with open(os.path.join(HERE, "..", "Apps", "apps.tsv"), encoding="utf-8") as table:
        for line in table:
            if line.startswith("#") or not line.strip():
                continue
            repository, commit, part = line.rstrip("\n").split("\t")
            yield repository, commit, part


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--plumb", required=True)
    parser.add_argument("--apps", required=True)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--text-fit-off", action="store_true", help="the same runs without the measurement")
    arguments = parser.parse_args()
    print("| app | part | cases | layouts | findings (l / ax5) | truncated | clipped | overlapping | wall |")
    print("|---|---|---|---|---|---|---|---|---|")
    for repository, _commit, part in apps():
        folder = os.path.join(arguments.apps, repository.replace("/", "+"))
        if not os.path.isdir(folder):
            continue
        command = [arguments.plumb, "check", folder, "--locale", "all", "--content-size", "l,ax5", "--format", "json"]
        if arguments.text_fit_off:
            command += ["--text-fit", "off"]
        walls = []
        for _ in range(arguments.runs):
            start = time.monotonic()
            run = subprocess.run(command, capture_output=True, text=True, check=False)
            walls.append(time.monotonic() - start)
        report = json.loads(run.stdout)
        findings = report["textFit"]
        problems = collections.Counter(finding["problem"] for finding in findings)
        sizes = collections.Counter(finding["traits"].split("-")[0] for finding in findings)
        print(
            f"| {repository} | {part} | {len(report['cases'])} | {report['layouts']} | "
            f"{sizes['l']} / {sizes['ax5']} | {problems['truncated']} | {problems['clipped']} | "
            f"{problems['overlapping']} | {statistics.median(walls):.2f} s |")


if __name__ == "__main__":
    main()
