#!/usr/bin/env python3
"""Grades `plumb explain` on real console logs that people pasted into public issues and questions.

The logs are other people's text and are not in the repository: `corpus.tsv` lists where each was pasted (its
address), the repository or site it came from, the part of the corpus it belongs to (`fix`: looked at while
improving explain; `measure`: only measured), and the key: the diagnoses and first fixes an experienced iOS
engineer would accept for it (alternatives separated by |), with what that engineer would say.

Each log is read from the cache folder (--cache, default $PLUMB_EXPLAIN_CORPUS or ~/.cache/plumb/explain-corpus)
as ID.log: the console text exactly as it appears at the address (the code block the person pasted; what a page
shows of it when the page cuts it). A missing log is listed with its address, to copy it from there.

For each log the grader runs `plumb explain --format json` and reads:
  - parsed: every constraint description in the log (a line holding `Constraint:0x…` or `Constraint: 0x…` whose
    description is complete on it) is one explain read, in any message;
  - diagnosis: the `diagnosis` of the main message (the unsatisfiable message with the most constraints, else the
    longest constraint list; `no-message` when explain found none) is one of the key's;
  - first fix: the `kind` of the main message's first fix (`none` when it offers none) is one of the key's.
Prints a line per log that misses, then the figures for each part.

    Benchmarks/Explain/grade.py [--plumb .build/debug/plumb] [--cache DIR] [--part fix|measure|all] [-v]
"""
import argparse, json, os, re, subprocess, sys, time

here = os.path.dirname(os.path.abspath(__file__))
parser = argparse.ArgumentParser()
parser.add_argument("--plumb", default=".build/debug/plumb")
parser.add_argument("--cache", default=os.environ.get("PLUMB_EXPLAIN_CORPUS",
                                                      os.path.expanduser("~/.cache/plumb/explain-corpus")))
parser.add_argument("--part", default="all", choices=["fix", "measure", "all"])
parser.add_argument("-v", "--verbose", action="store_true")
args = parser.parse_args()

rows = []
for line in open(os.path.join(here, "corpus.tsv"), encoding="utf-8"):
    if line.startswith("#") or not line.strip():
        continue
    ident, url, repository, part, diagnosis, fix, note = line.rstrip("\n").split("\t")
    rows.append(dict(id=ident, url=url, repository=repository, part=part, diagnosis=diagnosis.split("|"),
                     fix=fix.split("|"), note=note))

description = re.compile(r"Constraint: ?0x[0-9a-fA-F]+")


def described(text):
    """Complete constraint descriptions in the log: a line with an address whose description closes on it."""
    count = 0
    for line in text.splitlines():
        for match in description.finditer(line):
            rest = line[match.end():]
            if "<" in line[:match.start()]:
                # `<…Constraint:0x… …>`: complete when its closing bracket is on the line.
                count += re.search(r">(?!=)", rest) is not None
            else:
                # Printed without brackets, one to a line: complete when it ends in a constant or an attribute.
                count += re.search(r"[=<>]= *[^ ]", rest) is not None and re.search(r"(\.\w+|\d)[ ,]*$", rest) is not None
    return count


def main_message(messages):
    unsatisfiable = [m for m in messages if m["kind"] == "unsatisfiable"]
    pool = unsatisfiable or [m for m in messages if m["kind"] == "constraintList"]
    if not pool:
        return None
    return max(pool, key=lambda m: len(m["constraints"]) + (1 if m.get("broken") else 0))


totals = {}
missing_logs = []
elapsed_max = (0.0, "")
for row in rows:
    if args.part != "all" and row["part"] != args.part:
        continue
    path = os.path.join(args.cache, row["id"] + ".log")
    if not os.path.exists(path):
        missing_logs.append(row)
        continue
    text = open(path, encoding="utf-8", errors="replace").read()
    start = time.perf_counter()
    run = subprocess.run([args.plumb, "explain", path, "--format", "json"], capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if elapsed > elapsed_max[0]:
        elapsed_max = (elapsed, row["id"])
    messages = json.loads(run.stdout)["messages"] if run.returncode == 0 and run.stdout.strip() else []
    seen = set()
    for message in messages:
        for constraint in message["constraints"] + ([message["broken"]] if message.get("broken") else []):
            seen.add((constraint["line"], constraint["description"]))
    expected = described(text)
    main = main_message(messages)
    diagnosis = (main or {}).get("diagnosis") or ("no-message" if main is None else "?")
    fixes = (main or {}).get("fixes") or []
    first = fixes[0]["kind"] if fixes else "none"
    result = dict(parsed=len(seen) >= expected, diagnosis=diagnosis in row["diagnosis"], fix=first in row["fix"])
    result["both"] = result["diagnosis"] and result["fix"]
    part = totals.setdefault(row["part"], {"logs": 0, "parsed": 0, "diagnosis": 0, "fix": 0, "both": 0,
                                           "lines": 0, "lines read": 0})
    part["logs"] += 1
    part["lines"] += expected
    part["lines read"] += min(len(seen), expected)
    for key in ("parsed", "diagnosis", "fix", "both"):
        part[key] += result[key]
    if args.verbose or not all(result.values()):
        marks = " ".join(f"{k}:{'ok' if v else 'MISS'}" for k, v in result.items() if k != "both")
        print(f"{row['part']:7} {row['id']:32} {marks}  read {len(seen)}/{expected}, "
              f"diagnosis {diagnosis} (key {'|'.join(row['diagnosis'])}), first fix {first} "
              f"(key {'|'.join(row['fix'])})")
for row in missing_logs:
    print(f"missing {row['id']}: copy the console text at {row['url']} into {args.cache}/{row['id']}.log")
for name in ("fix", "measure"):
    if name not in totals:
        continue
    t = totals[name]
    n = max(t["logs"], 1)
    print(f"{name} part: {t['logs']} logs; every description read in {t['parsed']} "
          f"({t['lines read']}/{t['lines']} descriptions); diagnosis right {t['diagnosis']} ({100 * t['diagnosis'] / n:.0f}%); "
          f"first fix sensible {t['fix']} ({100 * t['fix'] / n:.0f}%); both {t['both']} ({100 * t['both'] / n:.0f}%)")
print(f"slowest: {elapsed_max[1]} {elapsed_max[0]:.2f} s")
sys.exit(1 if missing_logs else 0)
