#!/usr/bin/env python3
"""The solver benchmark's workloads through Kiwi (PyPI kiwisolver), built in the same constraint order as
`solver-bench` (Sources/solver-bench/main.swift) builds them for PlumbSolver.

    kiwi.py WORKLOAD N [REPS]      WORKLOAD: chain chainloose grid stacks flat resize

Prints one JSON line a repetition: {"workload", "n", "total", "add", "update", "ok", "checksum"} and, for resize,
"step_median" (seconds). total = make + add + update. A priority p below 1000 is Kiwi's strength p
(strength.create(0, 0, p)); 1000 is required; resize's edit variable is strong, Kiwi's nearest to UIKit's 999.
"""
import json
import sys
import time

from kiwisolver import Solver, Variable, strength


class View:
    __slots__ = ("l", "t", "w", "h")

    def __init__(self):
        self.l, self.t, self.w, self.h = Variable(), Variable(), Variable(), Variable()

    @property
    def right(self):
        return self.l + self.w

    @property
    def bottom(self):
        return self.t + self.h


class Build:
    def __init__(self):
        self.constraints, self.views, self.leaves, self.iw, self.ih = [], [], [], [], []
        self.super_width = None
        self.W = self.H = 0.0
        self.k = 0

    def add(self, constraint, priority):
        self.constraints.append(constraint if priority >= 1000 else constraint | strength.create(0, 0, priority))


def make_chain(b, n, loose):
    b.views = [View() for _ in range(n + 1)]
    s = b.views[0]
    b.W = 8 + 52 * n + 100 if loose else 8 + 48 * n
    b.add(s.l == 0, 1000)
    b.add(s.t == 0, 1000)
    b.super_width = s.w == b.W
    b.constraints.append(b.super_width)
    for i in range(1, n + 1):
        v = b.views[i]
        b.add(v.l == s.l + 8 if i == 1 else v.l == b.views[i - 1].right + 8, 1000)
        b.add(v.w >= 20, 1000)
        b.add(v.w == 44, 250)
        b.add(v.w >= 44, 750)
        b.add(v.t == s.t + 8, 1000)
        b.add(v.h == 30, 1000)
    b.add(b.views[n].right + 8 <= s.right, 1000)


def make_grid(b, n):
    k = int(round(n ** 0.5))
    b.k = k
    b.views = [View() for _ in range(k * k + 1)]
    s = b.views[0]
    b.W = b.H = 8 + 52 * k
    b.add(s.l == 0, 1000)
    b.add(s.t == 0, 1000)
    b.super_width = s.w == b.W
    b.constraints.append(b.super_width)
    b.add(s.h == b.H, 1000)

    def cell(r, c):
        return b.views[1 + r * k + c]

    c00 = cell(0, 0)
    for r in range(k):
        for c in range(k):
            v = cell(r, c)
            b.add(v.l == s.l + 8 if c == 0 else v.l == cell(r, c - 1).right + 8, 1000)
            b.add(v.t == s.t + 8 if r == 0 else v.t == cell(r - 1, c).bottom + 8, 1000)
            if c == k - 1:
                b.add(v.right == s.right - 8, 1000)
            if r == k - 1:
                b.add(v.bottom == s.bottom - 8, 1000)
            if r != 0 or c != 0:
                b.add(v.w == c00.w, 1000)
                b.add(v.h == c00.h, 1000)


def make_stack(b, n, horizontal):
    me = len(b.views)
    b.views.append(View())
    kids = []
    if n <= 4:
        for _ in range(n):
            kid = len(b.views)
            b.views.append(View())
            leaf = len(b.leaves)
            b.leaves.append(kid)
            b.iw.append(20 + (leaf * 7) % 40)
            b.ih.append(16 + (leaf * 5) % 20)
            kids.append(kid)
    else:
        base, rem = divmod(n, 4)
        for i in range(4):
            kids.append(make_stack(b, base + (1 if i < rem else 0), not horizontal))
    s = b.views[me]
    for i, kid in enumerate(kids):
        c = b.views[kid]
        if horizontal:
            b.add(c.l == s.l if i == 0 else c.l == b.views[kids[i - 1]].right + 8, 1000)
            b.add(c.t == s.t, 1000)
            b.add(c.bottom == s.bottom, 1000)
        else:
            b.add(c.t == s.t if i == 0 else c.t == b.views[kids[i - 1]].bottom + 8, 1000)
            b.add(c.l == s.l, 1000)
            b.add(c.right == s.right, 1000)
    if kids:
        last = b.views[kids[-1]]
        b.add(last.right == s.right if horizontal else last.bottom == s.bottom, 1000)
    return me


def make_stacks(b, n):
    b.views.append(View())
    root = make_stack(b, n, True)
    for i, kid in enumerate(b.leaves):
        v = b.views[kid]
        b.add(v.w <= b.iw[i], 250)
        b.add(v.w >= b.iw[i], 750)
        b.add(v.h <= b.ih[i], 250)
        b.add(v.h >= b.ih[i], 750)
    s, r = b.views[0], b.views[root]
    b.add(s.l == 0, 1000)
    b.add(s.t == 0, 1000)
    b.add(r.l == s.l + 8, 1000)
    b.add(r.t == s.t + 8, 1000)


def make_flat(b, n):
    b.views = [View() for _ in range(n + 1)]
    s = b.views[0]
    b.add(s.l == 0, 1000)
    b.add(s.t == 0, 1000)
    for i in range(1, n + 1):
        v = b.views[i]
        iw, ih = 20 + (i * 7) % 40, 16 + (i * 5) % 20
        b.iw.append(iw)
        b.ih.append(ih)
        b.add(v.l == s.l + (8 + 60 * (i % 16)), 1000)
        b.add(v.t == s.t + (8 + 40 * (i // 16)), 1000)
        b.add(v.w <= iw, 250)
        b.add(v.w >= iw, 750)
        b.add(v.h <= ih, 250)
        b.add(v.h >= ih, 750)


def run_once(workload, n):
    b = Build()
    solver = Solver()
    t0 = time.perf_counter()
    if workload in ("chain", "chainloose"):
        make_chain(b, n, workload == "chainloose")
    elif workload in ("grid", "resize"):
        make_grid(b, n)
    elif workload == "stacks":
        make_stacks(b, n)
    elif workload == "flat":
        make_flat(b, n)
    else:
        sys.exit(f"unknown workload {workload}")
    make = time.perf_counter() - t0
    t1 = time.perf_counter()
    for constraint in b.constraints:
        solver.addConstraint(constraint)
    add = time.perf_counter() - t1
    t2 = time.perf_counter()
    solver.updateVariables()
    update = time.perf_counter() - t2
    eps, ok, checksum = 1e-6, True, 0.0
    if workload in ("chain", "chainloose"):
        total_width = 0.0
        for v in b.views[1:]:
            w = v.w.value()
            total_width += w
            if w < 20 - eps or w > 44 + eps or abs(v.t.value() - 8) > eps or abs(v.h.value() - 30) > eps:
                ok = False
        expect = b.W - 8 * (n + 1) if workload == "chain" else 44 * n
        ok = ok and abs(total_width - expect) <= 1e-6 * max(1, expect)
        checksum = total_width
    elif workload in ("grid", "resize"):
        cw = (b.W - 8 * (b.k + 1)) / b.k
        for v in b.views[1:]:
            if abs(v.w.value() - cw) > eps or abs(v.h.value() - cw) > eps:
                ok = False
            checksum += v.l.value() + v.t.value()
    elif workload == "stacks":
        for i, kid in enumerate(b.leaves):
            v = b.views[kid]
            if v.w.value() < b.iw[i] - eps or v.h.value() < b.ih[i] - eps:
                ok = False
            checksum += v.w.value() + v.h.value()
    else:
        for i, v in enumerate(b.views[1:]):
            if abs(v.w.value() - b.iw[i]) > eps or abs(v.h.value() - b.ih[i]) > eps:
                ok = False
            checksum += v.w.value() + v.h.value()
    row = {"workload": workload, "n": n, "total": make + add + update, "add": add, "update": update, "ok": ok,
           "checksum": checksum}
    if workload == "resize":
        width = b.views[0].w
        last = b.views[-1]
        solver.removeConstraint(b.super_width)
        solver.addEditVariable(width, "strong")
        solver.suggestValue(width, b.W)
        solver.updateVariables()
        steps = []
        for i in range(100):
            wi = b.W * (0.5 + i / 99)
            start = time.perf_counter()
            solver.suggestValue(width, wi)
            solver.updateVariables()
            steps.append(time.perf_counter() - start)
            cw = (wi - 8 * (b.k + 1)) / b.k
            if abs(last.w.value() - cw) > 1e-6 or abs(last.l.value() + last.w.value() + 8 - wi) > 1e-6:
                ok = False
        steps.sort()
        row["ok"] = ok
        row["step_median"] = steps[len(steps) // 2]
    return row


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    workload, n = sys.argv[1], int(sys.argv[2])
    for _ in range(int(sys.argv[3]) if len(sys.argv) > 3 else 1):
        print(json.dumps(run_once(workload, n)))


if __name__ == "__main__":
    main()
