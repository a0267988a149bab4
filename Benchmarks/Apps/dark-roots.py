#!/usr/bin/env python3
"""Counts, in the apps of apps.tsv, the Interface Builder scenes whose root view's background is a system
background colour (systemBackground, systemGroupedBackground and their secondary and tertiary levels), and how
many of them `plumb render FILE --appearance dark` draws dark: the root's top-left pixel (2, 2) has no channel above
80 of 255. The same pixel in the default (light) render is counted too, as the baseline.

    Benchmarks/Apps/dark-roots.py --plumb .build/debug/plumb --apps /path/to/checkouts

Checkouts are named OWNER+NAME, as for run.py. Files are rendered one at a time, PNG and SVG (the SVG names the
root view of each image, `<g id="view-ID">`, so an image is matched to its scene's root).
"""
import argparse
import glob
import os
import re
import struct
import subprocess
import tempfile
import xml.etree.ElementTree as ET
import zlib

FAMILY = re.compile(r"^(secondary|tertiary)?[sS]ystem(Grouped)?BackgroundColor$")


def family_roots(path):
    """Ids of the file's root views (a controller's `view`, or a top-level view of a XIB) whose background is a
    system background colour."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return set()
    candidates = []
    for scene in root.iter("scene"):
        for objects in scene.findall("objects"):
            for controller in objects:
                candidates += [child for child in controller if child.get("key") == "view"]
    for objects in root.findall("objects"):
        candidates += [child for child in objects if child.find("rect[@key='frame']") is not None]
    ids = set()
    for view in candidates:
        color = view.find("color[@key='backgroundColor']")
        if color is not None and FAMILY.match(color.get("systemColor", "")) and view.get("id"):
            ids.add(view.get("id"))
    return ids


def pixel(path, x, y):
    """The (r, g, b) of one pixel of an 8-bit RGB, RGBA or palette PNG (non-interlaced), as Plumb writes them."""
    data = open(path, "rb").read()
    pos, idat, width, kind, palette = 8, b"", 0, 6, b""
    while pos < len(data):
        length, name = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if name == b"IHDR":
            width, _, depth, kind = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and kind in (2, 3, 6)
        elif name == b"PLTE":
            palette = body
        elif name == b"IDAT":
            idat += body
        pos += 12 + length
    channels = {6: 4, 2: 3, 3: 1}[kind]
    stride = width * channels
    raw = zlib.decompress(idat)
    previous = bytearray(stride)
    for row in range(y + 1):
        line = raw[row * (stride + 1):(row + 1) * (stride + 1)]
        kind_, current = line[0], bytearray(line[1:])
        for i in range(stride):
            a = current[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind_ == 1:
                current[i] = (current[i] + a) & 0xFF
            elif kind_ == 2:
                current[i] = (current[i] + b) & 0xFF
            elif kind_ == 3:
                current[i] = (current[i] + (a + b) // 2) & 0xFF
            elif kind_ == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                current[i] = (current[i] + predictor) & 0xFF
        previous = current
    if kind == 3:
        index = previous[x]
        return tuple(palette[index * 3:index * 3 + 3])
    return tuple(previous[x * channels:x * channels + 3])


def render(plumb, path, folder, extra):
    subprocess.run([plumb, "render", path, "-o", folder] + extra, capture_output=True, text=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--plumb", required=True)
    parser.add_argument("--apps", required=True, help="folder of checkouts named OWNER+NAME")
    args = parser.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    totals = {}
    print("| app | part | scenes with a system-background root | dark in `--appearance dark` | dark by default |")
    print("|---|---|---|---|---|")
    for line in open(os.path.join(here, "apps.tsv")):
        if line.startswith("#") or not line.strip():
            continue
        repo, _, part = line.split()
        checkout = os.path.join(args.apps, repo.replace("/", "+"))
        if not os.path.isdir(checkout):
            continue
        files = sorted(glob.glob(checkout + "/**/*.storyboard", recursive=True)
                       + glob.glob(checkout + "/**/*.xib", recursive=True))
        scenes = dark = light = 0
        for path in files:
            roots = family_roots(path)
            if not roots:
                continue
            with tempfile.TemporaryDirectory() as out:
                folders = {name: os.path.join(out, name) for name in ("svg", "dark", "light")}
                render(args.plumb, path, folders["svg"], ["--appearance", "dark", "--format", "svg"])
                render(args.plumb, path, folders["dark"], ["--appearance", "dark"])
                render(args.plumb, path, folders["light"], [])
                for svg in sorted(glob.glob(folders["svg"] + "/*.svg")):
                    match = re.search(r'<g id="view-([^"]+)"', open(svg, encoding="utf-8").read())
                    if not match or match.group(1) not in roots:
                        continue
                    stem = os.path.splitext(os.path.basename(svg))[0] + ".png"
                    scenes += 1
                    for name in ("dark", "light"):
                        png = os.path.join(folders[name], stem)
                        if os.path.exists(png) and max(pixel(png, 2, 2)) <= 80:
                            if name == "dark":
                                dark += 1
                            else:
                                light += 1
        print(f"| {repo} | {part} | {scenes} | {dark} | {light} |")
        total = totals.setdefault(part, [0, 0, 0])
        total[0] += scenes
        total[1] += dark
        total[2] += light
    for part, (scenes, dark, light) in sorted(totals.items()):
        print(f"| **{part} part** | | {scenes} | {dark} | {light} |")


if __name__ == "__main__":
    main()
