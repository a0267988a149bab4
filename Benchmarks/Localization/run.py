#!/usr/bin/env python3
"""Draws public apps in every language with `plumb render APP -o OUT --locale all` and checks, independently of
Plumb, that every translation the apps have was shown.

For each storyboard and XIB with translations (`LANGUAGE.lproj/NAME.strings` beside its `Base.lproj`), this script
reads the tables itself and counts the translatable entries: keys `ObjectID.property` whose object the file has,
with a non-empty development-language string for that property (text, title, placeholder, prompt, header and
footer titles, a button state's or configuration's title, a segment title). Plumb's summary line gives, per
language, how many of the files' strings it translated and how many it looked up. The report shows both per part,
the files that failed, the images drawn and the time of the one process.

The apps are listed in apps.tsv by repository and commit; their files are never committed. Give a folder holding a
checkout of each, named OWNER+NAME (as the workplace's mirrors name them):

    Benchmarks/Localization/run.py --plumb .build/release/plumb --apps /path/to/checkouts [--part fix|measure]
        [--only OWNER/NAME]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree

SUMMARY = re.compile(r"rendered (\d+) images? of (\d+) scenes? from (\d+) files?.*?(?:(\d+) failed)?\)?;")
TRANSLATED = re.compile(r"strings translated: ([^(\n]*)")
PAIR = re.compile(r'^\s*"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;', re.M)
ATTRIBUTES = ["text", "title", "placeholder", "prompt", "headerTitle", "footerTitle"]
SKIP = {"Pods", "Carthage", ".build", "DerivedData", "build", "node_modules"}


def strings_keys(path):
    data = open(path, "rb").read()
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        text = data.decode("utf-16")
    else:
        text = data.decode("utf-8", errors="replace").lstrip("\ufeff")
    return [match.group(1) for match in PAIR.finditer(text)]


def translatable(ib_path):
    """Keys of the file's strings that have a development-language value, as ibtool would export them."""
    keys = set()
    try:
        root = ElementTree.parse(ib_path).getroot()
    except ElementTree.ParseError:
        return keys
    for element in root.iter():
        ident = element.get("id")
        if not ident:
            continue
        for attribute in ATTRIBUTES:
            if element.get(attribute):
                keys.add(f"{ident}.{attribute}")
        for child in element:
            key = child.get("key")
            if child.tag == "state" and key and child.get("title"):
                keys.add(f"{ident}.{key}Title")
            elif child.tag == "buttonConfiguration" and key == "configuration":
                for attribute in ("title", "subtitle"):
                    if child.get(attribute):
                        keys.add(f"{ident}.configuration.{attribute}")
            elif child.tag == "string" and key == "text" and (child.text or ""):
                keys.add(f"{ident}.text")
            elif child.tag == "segments":
                for index, segment in enumerate(child.findall("segment")):
                    if segment.get("title"):
                        keys.add(f"{ident}.segmentTitles[{index}]")
    return keys


def expected(checkout):
    """Per language: (entries Plumb should translate, files with a table)."""
    result = {}
    for folder, dirs, files in os.walk(checkout):
        dirs[:] = sorted(d for d in dirs if d not in SKIP and not d.startswith(".") and not d.endswith(".xcassets"))
        for name in sorted(files):
            if not name.endswith((".storyboard", ".xib")) or not folder.endswith("Base.lproj"):
                continue
            container = os.path.dirname(folder)
            wanted = translatable(os.path.join(folder, name))
            table = os.path.splitext(name)[0] + ".strings"
            for entry in sorted(os.listdir(container)):
                path = os.path.join(container, entry, table)
                if entry.endswith(".lproj") and entry != "Base.lproj" and os.path.isfile(path):
                    language = entry[: -len(".lproj")]
                    hits = len(wanted & set(strings_keys(path)))
                    count, tables = result.get(language, (0, 0))
                    result[language] = (count + hits, tables + 1)
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--plumb", required=True)
    parser.add_argument("--apps", required=True, help="folder of checkouts named OWNER+NAME")
    parser.add_argument("--part", choices=["fix", "measure", "all"], default="all")
    parser.add_argument("--only", help="one repository (OWNER/NAME) of the list")
    args = parser.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    totals = {}
    print("| app | part | files | images | failed | translated (Plumb) | looked up | entries in the tables | seconds |")
    print("|---|---|---|---|---|---|---|---|---|")
    for line in open(os.path.join(here, "apps.tsv")):
        if line.startswith("#") or not line.strip():
            continue
        repo, _commit, part = line.split()
        if args.part != "all" and part != args.part or args.only and repo != args.only:
            continue
        checkout = os.path.join(args.apps, repo.replace("/", "+"))
        if not os.path.isdir(checkout):
            print(f"{repo}: no checkout at {checkout}", file=sys.stderr)
            continue
        with tempfile.TemporaryDirectory() as output:
            start = time.monotonic()
            run = subprocess.run(
                [args.plumb, "render", checkout, "-o", output, "--locale", "all"], capture_output=True, text=True)
            seconds = time.monotonic() - start
        summary = SUMMARY.search(run.stdout)
        images, files, failed = (int(summary.group(1)), int(summary.group(3)), int(summary.group(4) or 0)) if summary else (0, 0, 0)
        plumb = {}
        found = TRANSLATED.search(run.stdout)
        if found:
            for item in found.group(1).split(","):
                language, counts = item.strip().split(" ", 1)
                translated, _, looked = counts.partition(" of ")
                plumb[language] = (int(translated), int(looked))
        tables = expected(checkout)
        translated = sum(value[0] for value in plumb.values())
        looked = sum(value[1] for value in plumb.values())
        entries = sum(value[0] for value in tables.values())
        print(f"| {repo} | {part} | {files} | {images} | {failed} | {translated} | {looked} | {entries} | {seconds:.1f} |")
        for language in sorted(set(tables) - set(plumb)):
            if tables[language][0]:
                print(f"    {repo}: {language} has {tables[language][0]} entries Plumb did not show", file=sys.stderr)
        total = totals.setdefault(part, [0, 0, 0, 0, 0, 0])
        for index, value in enumerate([files, images, failed, translated, looked, entries]):
            total[index] += value
    for part, (files, images, failed, translated, looked, entries) in sorted(totals.items()):
        share = 100.0 * translated / entries if entries else 0.0
        print(
            f"{part}: {files} files, {images} images, {failed} failed; {translated} strings translated of "
            f"{entries} table entries for the files' strings ({share:.1f}%), {looked} strings looked up")


if __name__ == "__main__":
    main()
