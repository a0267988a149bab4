import PlumbDocument
import PlumbLayout
import PlumbSolver

#if canImport(Glibc)
  import Glibc
#endif

// `pipeline-bench generate WORKLOAD N` prints a layout document of the solver workloads (see README.md beside
// Package.swift), written as a user would write it: views under the root, constraints as equations, leaves with an
// intrinsic size (the engine adds their hugging and compression constraints).
// `pipeline-bench baseline FILE RUNS` times, in this process, the parts the whole `plumb layout` cannot do without:
// reading and building the document (DocumentLoader + makeScreen), and a bare PlumbSolver adding the constraints the
// engine would give it, solving and reading every variable once. It prints `parse solver parseCPU solverCPU` in
// seconds (medians; wall, then CPU time).

func seconds(_ body: () -> Void) -> Double {
  let start = ContinuousClock.now
  body()
  let elapsed = start.duration(to: .now)
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// CPU time of `body` in this (single-threaded) process: unlike wall time, it does not grow with other load on a
/// shared machine.
func cpuSeconds(_ body: () -> Void) -> Double {
  func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
  let start = now()
  body()
  return now() - start
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Numbers as a user writes them: integers without a fraction.
func number(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

struct Document {
  var lines: [String] = []
  var constraints: [String] = []

  mutating func view(_ id: String, depth: Int, intrinsic: (Int, Int)? = nil) {
    let indent = String(repeating: "  ", count: depth + 1)
    if let (w, h) = intrinsic {
      lines.append("\(indent)- { id: \(id), intrinsicSize: [\(w), \(h)] }")
    } else {
      lines.append("\(indent)- { id: \(id) }")
    }
  }

  func text(size: (Double, Double)) -> String {
    var out = "size: [\(number(size.0)), \(number(size.1))]\nroot:\n  subviews:\n"
    for line in lines { out += line + "\n" }
    out += "constraints:\n"
    for constraint in constraints { out += "  - \"\(constraint)\"\n" }
    return out
  }
}

/// chain (and chain-loose): N views in a row, widths that want 44 but must share W.
func chain(_ n: Int, loose: Bool) -> String {
  var d = Document()
  let width = loose ? 8 + 52 * Double(n) + 100 : 8 + 48 * Double(n)
  for i in 1...n {
    d.view("v\(i)", depth: 1)
    d.constraints.append(i == 1 ? "v1.left = superview.left + 8" : "v\(i).left = v\(i - 1).right + 8")
    d.constraints += [
      "v\(i).width >= 20", "v\(i).width = 44 @250", "v\(i).width >= 44 @750", "v\(i).top = superview.top + 8",
      "v\(i).height = 30",
    ]
  }
  d.constraints.append("v\(n).right <= superview.right - 8")
  return d.text(size: (width, 46))
}

/// grid: k × k equal cells (k = round(√N)) filling the root.
func grid(_ n: Int) -> String {
  var d = Document()
  let k = Int((Double(n).squareRoot()).rounded())
  let side = 8 + 52 * Double(k)
  func cell(_ r: Int, _ c: Int) -> String { "c\(r)_\(c)" }
  for r in 0..<k {
    for c in 0..<k {
      let v = cell(r, c)
      d.view(v, depth: 1)
      d.constraints.append(
        c == 0 ? "\(v).left = superview.left + 8" : "\(v).left = \(cell(r, c - 1)).right + 8")
      d.constraints.append(
        r == 0 ? "\(v).top = superview.top + 8" : "\(v).top = \(cell(r - 1, c)).bottom + 8")
      if c == k - 1 { d.constraints.append("\(v).right = superview.right - 8") }
      if r == k - 1 { d.constraints.append("\(v).bottom = superview.bottom - 8") }
      if r != 0 || c != 0 {
        d.constraints += ["\(v).width = c0_0.width", "\(v).height = c0_0.height"]
      }
    }
  }
  return d.text(size: (side, side))
}

/// stacks: containers of four (fan-out 4, alternating axes) down to leaves with intrinsic sizes, every edge an
/// equation, the root container's size free.
func stacks(_ n: Int) -> String {
  var d = Document()
  var containers = 0
  var leaves = 0
  @discardableResult
  func build(_ n: Int, horizontal: Bool, depth: Int) -> String {
    let me = "s\(containers)"
    containers += 1
    d.lines.append(String(repeating: "  ", count: depth + 1) + "- id: \(me)")
    d.lines.append(String(repeating: "  ", count: depth + 2) + "subviews:")
    var kids: [String] = []
    if n <= 4 {
      for _ in 0..<n {
        let leaf = "l\(leaves)"
        d.view(leaf, depth: depth + 2, intrinsic: (20 + (7 * leaves) % 40, 16 + (5 * leaves) % 20))
        leaves += 1
        kids.append(leaf)
      }
    } else {
      for i in 0..<4 {
        kids.append(build(n / 4 + (i < n % 4 ? 1 : 0), horizontal: !horizontal, depth: depth + 2))
      }
    }
    for (i, kid) in kids.enumerated() {
      if horizontal {
        d.constraints.append(i == 0 ? "\(kid).left = \(me).left" : "\(kid).left = \(kids[i - 1]).right + 8")
        d.constraints += ["\(kid).top = \(me).top", "\(kid).bottom = \(me).bottom"]
      } else {
        d.constraints.append(i == 0 ? "\(kid).top = \(me).top" : "\(kid).top = \(kids[i - 1]).bottom + 8")
        d.constraints += ["\(kid).left = \(me).left", "\(kid).right = \(me).right"]
      }
    }
    if let last = kids.last {
      d.constraints.append(horizontal ? "\(last).right = \(me).right" : "\(last).bottom = \(me).bottom")
    }
    return me
  }
  build(n, horizontal: true, depth: 1)
  d.constraints += ["s0.left = superview.left + 8", "s0.top = superview.top + 8"]
  // About the stacks' extent at 2 000 leaves (3 720 × 1 168 pt), so a render draws them rather than empty canvas;
  // the root's size does not take part in the stacks' system.
  return d.text(size: (3800, 1200))
}

/// flat: N independent views at fixed positions, sized by their intrinsic sizes.
func flat(_ n: Int) -> String {
  var d = Document()
  for i in 1...n {
    d.view("v\(i)", depth: 1, intrinsic: (20 + (7 * i) % 40, 16 + (5 * i) % 20))
    d.constraints += [
      "v\(i).left = superview.left + \(8 + 60 * (i % 16))",
      "v\(i).top = superview.top + \(8 + 40 * (i / 16))",
    ]
  }
  return d.text(size: (8 + 60 * 16, Double(8 + 40 * (n / 16 + 1))))
}

/// one: a single text-free view, for process start-up.
func one() -> String {
  """
  size: [320, 200]
  root:
    subviews:
      - { id: box, color: systemBlue }
  constraints:
    - box.left = superview.left + 20
    - box.top = superview.top + 20
    - box.width = 100
    - box.height = 60

  """
}

func generate(_ workload: String, _ n: Int) -> String? {
  switch workload {
  case "chain": chain(n, loose: false)
  case "chainloose": chain(n, loose: true)
  case "grid": grid(n)
  case "stacks": stacks(n)
  case "flat": flat(n)
  case "one": one()
  default: nil
  }
}

/// Reading and building the document, then the bare solver on the engine's own constraints: wall and CPU times.
func baseline(_ path: String, runs: Int) -> (
  parse: Double, solver: Double, parseCPU: Double, solverCPU: Double
)? {
  var parseTimes: [Double] = []
  var solverTimes: [Double] = []
  var parseCPUTimes: [Double] = []
  var solverCPUTimes: [Double] = []
  for _ in 0..<runs {
    var screen: Screen?
    var parse = 0.0
    let parseCPU = cpuSeconds {
      parse = seconds { screen = try? DocumentLoader().load(path: path).makeScreen() }
    }
    guard let screen else { return nil }
    let engine = screen.makeEngine(measurer: FixedTextMeasurer())
    engine.diagnosesAmbiguity = false
    _ = engine.layout()
    let copies = engine.solverConstraints.map {
      Constraint($0.lhs, $0.relation, $0.rhs, priority: $0.priority)
    }
    var seen = Set<UInt64>()
    let variables = copies.flatMap { $0.lhs.terms.map(\.variable) + $0.rhs.terms.map(\.variable) }
      .filter { seen.insert($0.identity).inserted }
    var solver = 0.0
    let solverCPU = cpuSeconds {
      solver = seconds {
        let solver = Solver()
        for constraint in copies { try? solver.add(constraint) }
        solver.updateVariables()
        for variable in variables { _ = solver.value(of: variable) }
      }
    }
    LayoutConstraint.deactivate(screen.root.activeConstraints)
    parseTimes.append(parse)
    solverTimes.append(solver)
    parseCPUTimes.append(parseCPU)
    solverCPUTimes.append(solverCPU)
  }
  return (median(parseTimes), median(solverTimes), median(parseCPUTimes), median(solverCPUTimes))
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "generate" where arguments.count == 3:
  guard let n = Int(arguments[2]), n > 0, let text = generate(arguments[1], n) else {
    print("unknown workload or size: \(arguments.dropFirst())")
    exit(2)
  }
  print(text, terminator: "")
case "baseline" where arguments.count == 3:
  guard let runs = Int(arguments[2]), runs > 0, let times = baseline(arguments[1], runs: runs) else {
    print("cannot read \(arguments[1])")
    exit(1)
  }
  print(times.parse, times.solver, times.parseCPU, times.solverCPU)
default:
  print(
    "usage: pipeline-bench generate chain|chainloose|grid|stacks|flat|one N\n       pipeline-bench baseline FILE RUNS"
  )
  exit(2)
}
