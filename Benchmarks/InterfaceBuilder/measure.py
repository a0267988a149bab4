#!/usr/bin/env python3
"""Public Interface Builder files against the frames Xcode stored in them.

`corpus.tsv` lists iOS storyboards and XIBs from public repositories (repository, path, commit, blob; `part`: the
corpus is split once by repository into `fix`, the files looked at while changing Plumb, and `measure`, files only
measured; `kind`: `app` for a real app's files, `demo` for a library's demo or example). The files
themselves are not part of this repository; `extract` copies the ones whose repository is mirrored locally (a bare
git directory per repository: MIRRORS/owner+name/repo, as the `fetch` tool lays them out) into `Corpus/`, which is
git-ignored, checking each file's blob id.

`measure` runs `plumb layout FILE --format json` on every extracted file and counts, over every view that has a
stored frame (`expectedFrame`) that Xcode did not mark `misplaced="YES"` or `ambiguous="YES"` (Xcode's own
admission that the stored frame is not its layout), the share whose laid-out frame (relative to its superview, pixel-aligned as
`plumb layout` prints it) is within 0.5 pt of the stored frame in x, y, width and height. Files are split in two
groups: files without text (no label, button title, text field, text view, segmented control, search bar or bar
title: their sizes do not depend on text metrics) and files with text. `--content-sizes stored` (the default
here) gives content views their stored sizes; `--content-sizes measured` measures text with Plumb's fonts.
`--canvas runtime` lays files out with the running app's metrics instead of Xcode's canvas. `--render` also draws every file (`plumb render`) and counts the files refused. The wall time of each
`plumb layout` run is reported too (the timing of Interface Builder import and layout).

    Benchmarks/InterfaceBuilder/measure.py extract [--mirrors /work/.mirror]
`--check` also runs `plumb check` on every file and counts the files Xcode saved clean (no view marked misplaced
or ambiguous) that it fails. `--part fix|measure|all` chooses the files; the totals are reported per part.

    Benchmarks/InterfaceBuilder/measure.py measure [--plumb .build/release/plumb] [--content-sizes stored]
        [--canvas ib] [--part fix] [--check] [--render] [--misses 40] [--files] [--json out.json]
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(HERE, "Corpus")
TOLERANCE = 0.5

# Elements whose size (or a bar's title) comes from text metrics.
TEXT_ELEMENTS = {"label", "textField", "textView", "segmentedControl", "searchBar", "datePicker"}


def manifest():
    rows = []
    with open(os.path.join(HERE, "corpus.tsv"), encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            if line.strip():
                rows.append(dict(zip(header, line.rstrip("\n").split("\t"))))
    return rows


def local_path(row):
    return os.path.join(CORPUS, row["repository"].replace("/", "+"), row["path"])


def extract(args):
    copied = missing = 0
    for row in manifest():
        repo = os.path.join(args.mirrors, row["repository"].replace("/", "+"), "repo")
        if not os.path.isdir(repo):
            missing += 1
            continue
        spec = f"{row['commit']}:{row['path']}"
        try:
            blob = subprocess.run(["git", "-C", repo, "rev-parse", spec], check=True, capture_output=True,
                                  text=True).stdout.strip()
            data = subprocess.run(["git", "-C", repo, "show", spec], check=True, capture_output=True).stdout
        except subprocess.CalledProcessError as error:
            print(f"{spec} in {repo}: {error.stderr.decode(errors='replace').strip()}", file=sys.stderr)
            missing += 1
            continue
        if blob != row["blob"]:
            print(f"{spec}: blob {blob}, manifest says {row['blob']}; skipped", file=sys.stderr)
            missing += 1
            continue
        target = local_path(row)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(data)
        copied += 1
    print(f"extracted {copied} files into {os.path.relpath(CORPUS, ROOT)}; {missing} not available")


def flagged(path):
    """Views Xcode itself marks `misplaced="YES"` or `ambiguous="YES"`: their stored frames are not its layout."""
    try:
        tree = ET.parse(path)
    except ET.ParseError:
        return set()
    return {node.get("id") for node in tree.iter()
            if node.get("misplaced") == "YES" or node.get("ambiguous") == "YES"}


def has_text(path):
    """True when some view's size depends on text metrics."""
    try:
        tree = ET.parse(path)
    except ET.ParseError:
        return True
    for node in tree.iter():
        if node.tag in TEXT_ELEMENTS:
            return True
        if node.tag == "button":
            titled = node.get("title") or any(
                child.get("title") for child in node if child.tag in ("state", "buttonConfiguration"))
            if titled:
                return True
        if node.tag in ("navigationItem", "tabBarItem", "barButtonItem") and node.get("title"):
            return True
    return False


def run_file(plumb, row, content_sizes, render, canvas, check):
    path = local_path(row)
    result = {"path": path, "text": has_text(path), "views": 0, "within": 0, "misses": [], "error": None,
              "refused": None, "unmeasured": 0, "flagged": 0, "part": row.get("part", "fix"),
              "kind": row.get("kind", "demo"), "check": None}
    excluded = flagged(path)
    result["saved_clean"] = not excluded
    if check:
        proc = subprocess.run([plumb, "check", path, "--content-sizes", content_sizes, "--canvas", canvas],
                              capture_output=True, text=True)
        result["check"] = proc.returncode
    command = [plumb, "layout", path, "--format", "json", "--content-sizes", content_sizes, "--canvas", canvas]
    start = time.perf_counter()
    proc = subprocess.run(command, capture_output=True, text=True)
    result["seconds"] = time.perf_counter() - start
    if proc.returncode != 0 and not proc.stdout.strip():
        result["error"] = (proc.stderr.strip().splitlines() or ["exit %d" % proc.returncode])[-1]
    else:
        try:
            document = json.loads(proc.stdout)
        except json.JSONDecodeError as error:
            result["error"] = f"unreadable JSON: {error}"
            document = {"scenes": []}
        # One scene prints as the scene itself, several as {"scenes": [...]}.
        scenes = document["scenes"] if "scenes" in document else [document] if "views" in document else []
        for scene in scenes:
            warnings = {}
            for diagnostic in scene.get("diagnostics", []):
                if diagnostic.get("kind") == "warning":
                    for view in diagnostic.get("views", []):
                        warnings.setdefault(view, []).append(diagnostic.get("message", ""))
            for view in scene.get("views", []):
                expected = view.get("expectedFrame")
                if expected is None:
                    if view.get("superview") is not None:
                        result["unmeasured"] += 1
                    continue
                if view["id"] in excluded:
                    result["flagged"] += 1
                    continue
                frame = view["frame"]
                error = max(abs(frame[k] - expected[k]) for k in ("x", "y", "width", "height"))
                result["views"] += 1
                if error <= TOLERANCE:
                    result["within"] += 1
                else:
                    result["misses"].append({
                        "scene": scene.get("scene"), "id": view["id"], "class": view.get("class"),
                        "kind": view.get("kind"), "name": view.get("name"), "error": round(error, 2),
                        "frame": frame, "expected": expected, "warnings": warnings.get(view["id"], [])[:3]})
    if render:
        with tempfile.TemporaryDirectory() as out:
            proc = subprocess.run([plumb, "render", path, "-o", out, "--content-sizes", content_sizes,
                                   "--canvas", canvas],
                                  capture_output=True, text=True)
            if proc.returncode != 0:
                result["refused"] = (proc.stderr.strip().splitlines() or ["exit %d" % proc.returncode])[-1]
    return result


def share(within, views):
    return f"{100.0 * within / views:.1f}%" if views else "—"


def measure(args):
    rows = [row for row in manifest() if os.path.exists(local_path(row))
            and args.part in ("all", row.get("part", "fix"))]
    if not rows:
        sys.exit("no corpus files; run `measure.py extract` first")
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(
            lambda row: run_file(args.plumb, row, args.content_sizes, args.render, args.canvas, args.check), rows))

    def total(group):
        views = sum(r["views"] for r in group)
        within = sum(r["within"] for r in group)
        return views, within

    plain = [r for r in results if not r["text"]]
    text = [r for r in results if r["text"]]
    repos = {os.path.relpath(r["path"], CORPUS).split(os.sep)[0] for r in results}
    print(f"corpus: {len(results)} files from {len(repos)} repositories; content sizes {args.content_sizes}, "
          f"canvas {args.canvas}")
    if args.files:
        print("\n| file | text | views | within 0.5 pt |\n|---|---|---|---|")
        for r in sorted(results, key=lambda r: (r["views"] and r["within"] / r["views"], r["path"])):
            name = os.path.relpath(r["path"], CORPUS)
            print(f"| {name} | {'yes' if r['text'] else 'no'} | {r['views']} | "
                  f"{r['error'] or share(r['within'], r['views'])} |")
    apps = sum(1 for r in results if r["kind"] == "app")
    print(f"files from real apps: {apps}")
    print("\n| part | files | count | views | within 0.5 pt | share |\n|---|---|---|---|---|---|")
    for part in ("fix", "measure", "all"):
        members = [r for r in results if part in ("all", r["part"])]
        if not members or (part == "all" and len({r["part"] for r in results}) == 1):
            continue
        for label, group in (("without text", [r for r in members if not r["text"]]),
                             ("with text", [r for r in members if r["text"]]), ("all", members)):
            views, within = total(group)
            print(f"| {part} | {label} | {len(group)} | {views} | {within} | {share(within, views)} |")
    if args.check:
        clean = [r for r in results if r["saved_clean"]]
        failed = [r for r in clean if r["check"] != 0]
        print(f"\nplumb check: {len(failed)} of the {len(clean)} files Xcode saved clean fail "
              f"(exit status 1 or more)")
        for r in failed:
            print(f"  {os.path.relpath(r['path'], CORPUS)}: exit {r['check']}")
    errors = [r for r in results if r["error"]]
    slowest = max(results, key=lambda r: r["seconds"])
    print(f"\nplumb layout wall time: {sum(r['seconds'] for r in results):.1f} s over {len(results)} files "
          f"({args.jobs} at a time); slowest {slowest['seconds']:.2f} s, {os.path.relpath(slowest['path'], CORPUS)}")
    unmeasured = sum(r["unmeasured"] for r in results)
    flagged_views = sum(r["flagged"] for r in results)
    print(f"\nfiles that failed to lay out: {len(errors)}; views not compared (no stored frame: a bar drawn over a scene, a cell's copy drawn in its table, measured in the cell's own screen): {unmeasured}; "
          f"views Xcode marked misplaced or ambiguous (not counted): {flagged_views}")
    for r in errors:
        print(f"  {os.path.relpath(r['path'], CORPUS)}: {r['error']}")
    if args.render:
        refused = [r for r in results if r["refused"]]
        print(f"files refused by render: {len(refused)}")
        for r in refused:
            print(f"  {os.path.relpath(r['path'], CORPUS)}: {r['refused']}")
    misses = sorted(((m, r) for r in results for m in r["misses"]), key=lambda mr: -mr[0]["error"])
    if args.misses:
        print(f"\nlargest misses (of {len(misses)}):")
        for m, r in misses[: args.misses]:
            f, e = m["frame"], m["expected"]
            print(f"  {m['error']:7.1f} {os.path.relpath(r['path'], CORPUS)} {m['scene']} {m['id']} "
                  f"{m['class']} '{m['name'][:30]}' got ({f['x']}, {f['y']}, {f['width']}, {f['height']}) "
                  f"stored ({e['x']}, {e['y']}, {e['width']}, {e['height']})"
                  + ("".join(f"\n          {w}" for w in m["warnings"])))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(results, f, indent=1, sort_keys=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("extract")
    p.add_argument("--mirrors", default="/work/.mirror")
    p = sub.add_parser("measure")
    p.add_argument("--plumb", default=os.path.join(ROOT, ".build", "release", "plumb"))
    p.add_argument("--content-sizes", default="stored", choices=["stored", "measured"])
    p.add_argument("--canvas", default="ib", choices=["ib", "runtime"])
    p.add_argument("--render", action="store_true")
    p.add_argument("--check", action="store_true")
    p.add_argument("--part", default="all", choices=["fix", "measure", "all"])
    p.add_argument("--misses", type=int, default=40)
    p.add_argument("--files", action="store_true")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--json")
    args = parser.parse_args()
    extract(args) if args.command == "extract" else measure(args)


if __name__ == "__main__":
    main()
