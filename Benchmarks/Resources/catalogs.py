#!/usr/bin/env python3
"""Reads the asset catalogs of public iOS apps with PlumbResources and reports what became of them.

Each repository in catalogs.tsv (address and commit; nothing of theirs is committed here) is cloned bare into
Corpus/ (or taken from --mirrors, a folder of OWNER+NAME/repo bare clones), every `*.xcassets` folder at that
commit is extracted into a temporary folder, and `resources-bench --catalogs` reads them all into one index,
looks every image up at @3x in the light and dark appearances, rasterises each chosen file and looks every colour
up. Repositories are split once, by a hash of their name, into a part the reader was fixed against and a part
only measured; the totals of each are printed (diagnostics by kind), then every diagnostic but name clashes
(catalogs of several apps and targets in one repository merge into one index) and every raster error of the part
asked for.

Usage: Benchmarks/Resources/catalogs.py [--mirrors DIR] [--show fix|measure|none]
"""
import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


KINDS = [
    ("name clash", "is also given by"), ("unknown folder kind", "not an asset catalog folder kind"),
    ("missing Contents.json", "has no Contents.json"), ("Git LFS pointer", "Git LFS pointer"),
    ("malformed Contents.json", "not valid JSON"), ("malformed Contents.json", " should be "),
    ("malformed Contents.json", " lacks the key "), ("unreadable", "cannot be read"), ("too large", "too large"),
    ("unsupported file", "not supported"), ("damaged image", "not a valid image"), ("symbolic link", "symbolic link"),
]


def kind(text):
    for name, needle in KINDS:
        if needle in text:
            return name
    return "other"


def part(repository):
    """'fix' or 'measure', fixed by the repository's name."""
    return "fix" if hashlib.sha1(repository.encode()).digest()[0] % 2 == 0 else "measure"


def mirror(repository, mirrors):
    if mirrors:
        path = os.path.join(mirrors, repository.replace("/", "+"), "repo")
        if os.path.isdir(path):
            return path
    path = os.path.join(HERE, "Corpus", repository.replace("/", "+") + ".git")
    if not os.path.isdir(path):
        subprocess.run(
            ["git", "clone", "--quiet", "--bare", f"https://github.com/{repository}", path], check=True)
    return path


def extract(git_dir, commit, into):
    """Extracts every .xcassets folder at `commit` into `into`: their paths, and the files whose contents the
    clone lacks (a snapshot may leave its largest files out)."""
    entries = subprocess.run(
        ["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", commit],
        check=True, capture_output=True).stdout.split(b"\0")
    files = []
    for entry in entries:
        if not entry:
            continue
        meta, name = entry.split(b"\t", 1)
        mode, kind, blob = meta.split(b" ")
        name = name.decode()
        if ".xcassets/" in name and kind == b"blob":
            files.append((name, blob.decode(), mode == b"120000"))
    roots = sorted({name[: name.index(".xcassets/") + len(".xcassets")] for name, _, _ in files})
    # A catalog inside another is read as part of the outer one.
    roots = [root for root in roots if not any(root != other and root.startswith(other + "/") for other in roots)]
    batch = subprocess.run(
        ["git", "--git-dir", git_dir, "cat-file", "--batch"], input="".join(f"{blob}\n" for _, blob, _ in files).encode(),
        check=True, capture_output=True).stdout
    absent = []
    offset = 0
    for name, blob, is_link in files:
        header_end = batch.index(b"\n", offset)
        header = batch[offset:header_end].split(b" ")
        offset = header_end + 1
        if header[-1] == b"missing":
            absent.append(name)
            continue
        size = int(header[2])
        content = batch[offset:offset + size]
        offset += size + 1
        path = os.path.join(into, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if is_link:
            os.symlink(content.decode(), path)
        else:
            with open(path, "wb") as handle:
                handle.write(content)
    return [os.path.join(into, root) for root in roots], absent


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mirrors", default=os.environ.get("PLUMB_MIRRORS"))
    parser.add_argument("--show", default="fix", choices=["fix", "measure", "none"])
    options = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--package-path", HERE], check=True, capture_output=True)
    binary = subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", HERE, "--show-bin-path"],
        check=True, capture_output=True, text=True).stdout.strip() + "/resources-bench"
    rows = []
    with open(os.path.join(HERE, "catalogs.tsv")) as table:
        for line in table.read().splitlines()[1:]:
            repository, commit = line.split("\t")
            rows.append((repository, commit))
    totals = {}
    shown = []
    for repository, commit in rows:
        with tempfile.TemporaryDirectory() as folder:
            catalogs, absent = extract(mirror(repository, options.mirrors), commit, folder)
            if not catalogs:
                continue
            run = subprocess.run([binary, "--catalogs"] + catalogs, capture_output=True, text=True)
            if run.returncode != 0:
                report = {"crashed": 1, "diagnostics": [], "rasterErrors": [run.stderr[-500:]]}
            else:
                report = json.loads(run.stdout)
            for key in ("diagnostics", "rasterErrors", "imageLookupsNil", "colorLookupsNil"):
                report[key] = [text.replace(folder + "/", f"{repository}:") for text in report.get(key, [])]
            # Files the clone lacks are not the reader's doing: counted apart.
            gone = [f"{repository}:{name}:" for name in absent]
            report["absentFiles"] = len(absent)
            report["diagnosticsOfAbsentFiles"] = len(
                [text for text in report["diagnostics"] if any(text.startswith(g) for g in gone)])
            report["diagnostics"] = [text for text in report["diagnostics"] if not any(text.startswith(g) for g in gone)]
        which = part(repository)
        total = totals.setdefault(which, {"repositories": 0, "formats": {}})
        total["repositories"] += 1
        for key in ("catalogs", "imageSets", "colorSets", "imageLookups", "files", "drawn", "colorLookups",
                    "crashed", "readSeconds", "absentFiles", "diagnosticsOfAbsentFiles"):
            total[key] = total.get(key, 0) + report.get(key, 0)
        for key in ("rasterErrors", "imageLookupsNil", "colorLookupsNil"):
            total[key] = total.get(key, 0) + len(report[key])
        kinds = total.setdefault("diagnostics", {})
        for text in report["diagnostics"]:
            kinds[kind(text)] = kinds.get(kind(text), 0) + 1
        for form, count in report.get("formats", {}).items():
            total["formats"][form] = total["formats"].get(form, 0) + count
        if which == options.show:
            shown += [f"{repository}: {text}" for text in report["diagnostics"] if kind(text) != "name clash"]
            shown += [f"{repository}: raster error: {text}" for text in report["rasterErrors"]]
            shown += [f"{repository}: no image for: {text}" for text in report["imageLookupsNil"]]
            shown += [f"{repository}: no colour for: {text}" for text in report["colorLookupsNil"]]
    for which in ("fix", "measure"):
        if which in totals:
            total = totals[which]
            total["readSeconds"] = round(total["readSeconds"], 3)
            print(which, json.dumps(total, sort_keys=True))
    for line in shown:
        print(line)


if __name__ == "__main__":
    sys.exit(main())
