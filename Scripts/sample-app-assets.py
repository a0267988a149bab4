#!/usr/bin/env python3
"""Writes the generated images of Fixtures/SampleApp's asset catalog: a PNG logo at @2x and @3x, a PDF badge and an
SVG wave, all drawn here from shapes (no outside artwork), so the fixture app's pictures are ours to commit.
Run it again only to change them; the files are committed and their renders are goldens."""
import os
import struct
import zlib

root = os.path.join(os.path.dirname(__file__), "..", "Fixtures", "SampleApp", "SampleApp", "Assets.xcassets")


def png(path, size):
    """A 60-pt logo: an indigo rounded square with an orange disc, at `size` pixels."""
    rows = []
    radius = size * 0.22
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            cx, cy = x + 0.5, y + 0.5
            # Rounded square (distance outside the inner rectangle against the corner radius).
            dx = max(radius - cx, 0, cx - (size - radius))
            dy = max(radius - cy, 0, cy - (size - radius))
            inside = dx * dx + dy * dy <= radius * radius
            disc = (cx - size * 0.5) ** 2 + (cy - size * 0.5) ** 2 <= (size * 0.28) ** 2
            if not inside:
                row += bytes([0, 0, 0, 0])
            elif disc:
                row += bytes([255, 159, 10, 255])
            else:
                row += bytes([88, 86, 214, 255])
        rows.append(bytes(row))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
    data += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(data)


def pdf(path):
    """A 24 x 24 pt check-mark badge: a ring and a tick in black on nothing (a template image: only its shape
    counts, drawn in the tint colour)."""
    content = (
        b"0 0 0 RG 2 w 12 1 m 18.1 1 23 5.9 23 12 c 23 18.1 18.1 23 12 23 c 5.9 23 1 18.1 1 12 c 1 5.9 5.9 1 12 1 c S\n"
        b"2.5 w 1 J 1 j 6.5 12.5 m 10.5 8.5 l 17.5 16 l S\n"
    )
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 24 24] /Contents 4 0 R /Resources << >> >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"endstream",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    with open(path, "wb") as f:
        f.write(out)


def svg(path):
    """A 320 x 80 pt wave in two blues."""
    text = """<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80">
  <rect width="320" height="80" fill="#E8F1FF"/>
  <path d="M0 50 C 60 20, 100 20, 160 50 S 260 80, 320 50 L 320 80 L 0 80 Z" fill="#0A84FF"/>
  <path d="M0 62 C 70 40, 110 40, 170 62 S 270 86, 320 64 L 320 80 L 0 80 Z" fill="#5E5CE6" opacity="0.8"/>
</svg>
"""
    with open(path, "w") as f:
        f.write(text)


png(os.path.join(root, "Logo.imageset", "logo@2x.png"), 120)
png(os.path.join(root, "Logo.imageset", "logo@3x.png"), 180)
pdf(os.path.join(root, "Badge.imageset", "badge.pdf"))
svg(os.path.join(root, "Wave.imageset", "wave.svg"))
