#!/usr/bin/env python3
"""Writes a dense screen of ROWS x COLUMNS cells (a box and a label each, 2 views a cell) tied together with
every kind of constraint the diagrams draw: gaps, equal widths, inequalities, optional and unmet constraints,
aspect ratios, multipliers, baselines. Usage: make-screen.py ROWS COLUMNS > screen.yaml"""
import sys

rows, columns = int(sys.argv[1]), int(sys.argv[2])
colors = ["systemBlue", "systemPurple", "systemRed", "systemGray5", "systemYellow", "systemGreen"]
views, constraints = [], []
for r in range(rows):
    for c in range(columns):
        v, t = f"v{r}x{c}", f"t{r}x{c}"
        views.append(f"    - {{ id: {v}, color: {colors[(r * columns + c) % len(colors)]} }}")
        views.append(f"    - {{ id: {t}, kind: label, text: \"Item {r}.{c}\" }}")
        if c == 0:
            constraints.append(f"{v}.leading = superview.leadingMargin")
        else:
            p = f"v{r}x{c - 1}"
            constraints.append(f"{v}.leading {'>=' if c % 2 == 0 else '='} {p}.trailing + 4")
            constraints.append(f"{v}.width = {p}.width")
        if c == columns - 1:
            constraints.append(f"superview.trailingMargin = {v}.trailing")
        constraints.append(f"{v}.top = superview.safeArea.top + 4" if r == 0 else f"{v}.top = t{r - 1}x{c}.bottom + 4")
        constraints.append(f"{t}.top = {v}.bottom + 2")
        constraints.append(f"{t}.leading = {v}.leading")
        constraints.append(f"{t}.trailing <= {v}.trailing")
        kind = (r + c) % 5
        constraints.append([f"{v}.height = {v}.width", f"{v}.height = 0.5 * {v}.width",
                            f"{{ eq: \"{v}.height = 30\", priority: 750 }}", f"{v}.height >= 12",
                            f"{v}.height = 1.5 * {v}.width + 2"][kind])
        if c > 0 and r % 2 == 1:
            constraints.append(f"{t}.lastBaseline = t{r}x{c - 1}.lastBaseline")
print("title: Dense screen for the diagram benchmark")
print("device: ipad-10")
print("root:\n  color: systemBackground\n  subviews:")
print("\n".join(views))
print("constraints:")
print("\n".join("  - " + c for c in constraints))
