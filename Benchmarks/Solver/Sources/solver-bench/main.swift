import Foundation
import PlumbSolver

// The solver benchmark's workloads (Benchmarks/Pipeline/README.md), in the constraint order of ../kiwi.py.
// usage: solver-bench <chain|chainloose|grid|stacks|flat|resize> <N> <reps>
// Prints one line per rep: `workload N total_seconds add_seconds update_seconds ok checksum [resize_step_median]`.

struct ViewVars {
  let l = Variable()
  let t = Variable()
  let w = Variable()
  let h = Variable()
  var right: LinearExpression { l + w }
  var bottom: LinearExpression { t + h }
}

struct Build {
  var constraints: [Constraint] = []
  var views: [ViewVars] = []
  var leaves: [Int] = []
  var iw: [Double] = []
  var ih: [Double] = []
  var superWidth: Constraint?
  var W = 0.0
  var H = 0.0
  var k = 0

  mutating func add(_ c: Constraint, _ p: Float) {
    constraints.append(p >= 1000 ? c : c.withPriority(Priority(p)))
  }
}

func makeChain(_ b: inout Build, _ n: Int, loose: Bool) {
  b.views = (0...n).map { _ in ViewVars() }
  let s = b.views[0]
  b.W = loose ? 8 + 52 * Double(n) + 100 : 8 + 48 * Double(n)
  b.add(s.l == 0, 1000)
  b.add(s.t == 0, 1000)
  let width = s.w == LinearExpression(constant: b.W)
  b.superWidth = width
  b.constraints.append(width)
  for i in 1...n {
    let v = b.views[i]
    if i == 1 { b.add(v.l == s.l + 8, 1000) } else { b.add(v.l == b.views[i - 1].right + 8, 1000) }
    b.add(v.w >= 20, 1000)
    b.add(v.w == 44, 250)
    b.add(v.w >= 44, 750)
    b.add(v.t == s.t + 8, 1000)
    b.add(v.h == 30, 1000)
  }
  b.add(b.views[n].right + 8 <= s.right, 1000)
}

func makeGrid(_ b: inout Build, _ n: Int) {
  let k = Int((Double(n).squareRoot()).rounded())
  b.k = k
  b.views = (0...(k * k)).map { _ in ViewVars() }
  let s = b.views[0]
  b.W = 8 + 52 * Double(k)
  b.H = b.W
  b.add(s.l == 0, 1000)
  b.add(s.t == 0, 1000)
  let width = s.w == LinearExpression(constant: b.W)
  b.superWidth = width
  b.constraints.append(width)
  b.add(s.h == LinearExpression(constant: b.H), 1000)
  func cell(_ r: Int, _ c: Int) -> ViewVars { b.views[1 + r * k + c] }
  let c00 = cell(0, 0)
  for r in 0..<k {
    for c in 0..<k {
      let v = cell(r, c)
      if c == 0 { b.add(v.l == s.l + 8, 1000) } else { b.add(v.l == cell(r, c - 1).right + 8, 1000) }
      if r == 0 { b.add(v.t == s.t + 8, 1000) } else { b.add(v.t == cell(r - 1, c).bottom + 8, 1000) }
      if c == k - 1 { b.add(v.right == s.right - 8, 1000) }
      if r == k - 1 { b.add(v.bottom == s.bottom - 8, 1000) }
      if r != 0 || c != 0 {
        b.add(v.w == c00.w, 1000)
        b.add(v.h == c00.h, 1000)
      }
    }
  }
}

@discardableResult
func makeStack(_ b: inout Build, _ n: Int, horizontal: Bool) -> Int {
  let me = b.views.count
  b.views.append(ViewVars())
  var kids: [Int] = []
  if n <= 4 {
    for _ in 0..<n {
      let id = b.views.count
      b.views.append(ViewVars())
      let leaf = b.leaves.count
      b.leaves.append(id)
      b.iw.append(Double(20 + (leaf * 7) % 40))
      b.ih.append(Double(16 + (leaf * 5) % 20))
      kids.append(id)
    }
  } else {
    let base = n / 4
    let rem = n % 4
    for i in 0..<4 { kids.append(makeStack(&b, base + (i < rem ? 1 : 0), horizontal: !horizontal)) }
  }
  let s = b.views[me]
  for (i, kid) in kids.enumerated() {
    let c = b.views[kid]
    if horizontal {
      if i == 0 { b.add(c.l == s.l, 1000) } else { b.add(c.l == b.views[kids[i - 1]].right + 8, 1000) }
      b.add(c.t == s.t, 1000)
      b.add(c.bottom == s.bottom, 1000)
    } else {
      if i == 0 { b.add(c.t == s.t, 1000) } else { b.add(c.t == b.views[kids[i - 1]].bottom + 8, 1000) }
      b.add(c.l == s.l, 1000)
      b.add(c.right == s.right, 1000)
    }
  }
  if let lastKid = kids.last {
    let last = b.views[lastKid]
    if horizontal { b.add(last.right == s.right, 1000) } else { b.add(last.bottom == s.bottom, 1000) }
  }
  return me
}

func makeStacks(_ b: inout Build, _ n: Int) {
  b.views.append(ViewVars())
  let root = makeStack(&b, n, horizontal: true)
  for (i, id) in b.leaves.enumerated() {
    let v = b.views[id]
    b.add(v.w <= LinearExpression(constant: b.iw[i]), 250)
    b.add(v.w >= LinearExpression(constant: b.iw[i]), 750)
    b.add(v.h <= LinearExpression(constant: b.ih[i]), 250)
    b.add(v.h >= LinearExpression(constant: b.ih[i]), 750)
  }
  let s = b.views[0]
  let r = b.views[root]
  b.add(s.l == 0, 1000)
  b.add(s.t == 0, 1000)
  b.add(r.l == s.l + 8, 1000)
  b.add(r.t == s.t + 8, 1000)
}

func makeFlat(_ b: inout Build, _ n: Int) {
  b.views = (0...n).map { _ in ViewVars() }
  let s = b.views[0]
  b.add(s.l == 0, 1000)
  b.add(s.t == 0, 1000)
  for i in 1...n {
    let v = b.views[i]
    let iw = Double(20 + (i * 7) % 40)
    let ih = Double(16 + (i * 5) % 20)
    b.iw.append(iw)
    b.ih.append(ih)
    let x: Double = Double(8 + 60 * (i % 16))
    let y: Double = Double(8 + 40 * (i / 16))
    b.add(v.l == s.l + LinearExpression(constant: x), 1000)
    b.add(v.t == s.t + LinearExpression(constant: y), 1000)
    b.add(v.w <= LinearExpression(constant: iw), 250)
    b.add(v.w >= LinearExpression(constant: iw), 750)
    b.add(v.h <= LinearExpression(constant: ih), 250)
    b.add(v.h >= LinearExpression(constant: ih), 750)
  }
}

func seconds(since start: ContinuousClock.Instant) -> Double {
  let d = start.duration(to: .now)
  return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

func runOnce(_ workload: String, _ n: Int) -> String {
  var b = Build()
  let solver = Solver()
  let t0 = ContinuousClock.now
  switch workload {
  case "chain": makeChain(&b, n, loose: false)
  case "chainloose": makeChain(&b, n, loose: true)
  case "grid", "resize": makeGrid(&b, n)
  case "stacks": makeStacks(&b, n)
  case "flat": makeFlat(&b, n)
  default: fatalError("bad workload \(workload)")
  }
  let make = seconds(since: t0)
  let t1 = ContinuousClock.now
  for c in b.constraints { try? solver.add(c) }
  let add = seconds(since: t1)
  let t2 = ContinuousClock.now
  solver.updateVariables()
  let update = seconds(since: t2)
  let total = make + add + update
  var ok = true
  var checksum = 0.0
  let eps = 1e-6
  switch workload {
  case "chain", "chainloose":
    var sum = 0.0
    for v in b.views.dropFirst() {
      let w = solver.value(of: v.w)
      sum += w
      if w < 20 - eps || w > 44 + eps || abs(solver.value(of: v.t) - 8) > eps
        || abs(solver.value(of: v.h) - 30) > eps
      {
        ok = false
      }
    }
    let expect = workload == "chain" ? b.W - 8 * Double(n + 1) : 44 * Double(n)
    ok = ok && abs(sum - expect) <= 1e-6 * max(1, expect)
    checksum = sum
  case "grid", "resize":
    let cw = (b.W - 8 * Double(b.k + 1)) / Double(b.k)
    for v in b.views.dropFirst() {
      if abs(solver.value(of: v.w) - cw) > eps || abs(solver.value(of: v.h) - cw) > eps { ok = false }
      checksum += solver.value(of: v.l) + solver.value(of: v.t)
    }
  case "stacks":
    for (i, id) in b.leaves.enumerated() {
      let v = b.views[id]
      if solver.value(of: v.w) < b.iw[i] - eps || solver.value(of: v.h) < b.ih[i] - eps { ok = false }
      checksum += solver.value(of: v.w) + solver.value(of: v.h)
    }
  default:
    for (i, v) in b.views.dropFirst().enumerated() {
      if abs(solver.value(of: v.w) - b.iw[i]) > eps || abs(solver.value(of: v.h) - b.ih[i]) > eps {
        ok = false
      }
      checksum += solver.value(of: v.w) + solver.value(of: v.h)
    }
  }
  var line = "\(workload) \(n) \(total) \(add) \(update) \(ok) \(checksum)"
  if workload == "resize", let width = b.superWidth {
    let sw = b.views[0].w
    try? solver.remove(width)
    try? solver.addEditVariable(sw, priority: 999)
    try? solver.suggestValue(b.W, for: sw)
    solver.updateVariables()
    var steps: [Double] = []
    let last = b.views[b.views.count - 1]
    for i in 0..<100 {
      let wi = b.W * (0.5 + Double(i) / 99)
      let a = ContinuousClock.now
      try? solver.suggestValue(wi, for: sw)
      solver.updateVariables()
      steps.append(seconds(since: a))
      let cw = (wi - 8 * Double(b.k + 1)) / Double(b.k)
      if abs(solver.value(of: last.w) - cw) > 1e-6
        || abs(solver.value(of: last.l) + solver.value(of: last.w) + 8 - wi) > 1e-6
      {
        ok = false
      }
    }
    steps.sort()
    line = "\(workload) \(n) \(total) \(add) \(update) \(ok) \(checksum) \(steps[steps.count / 2])"
  }
  return line
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, let n = Int(arguments[1]) else {
  print("usage: solver-bench <chain|chainloose|grid|stacks|flat|resize> <N> [reps]")
  exit(2)
}
let reps = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
for _ in 0..<reps { print(runOnce(arguments[0], n)) }
