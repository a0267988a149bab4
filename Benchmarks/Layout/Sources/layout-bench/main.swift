import PlumbDocument
import PlumbLayout
import PlumbSolver

#if canImport(Glibc)
  import Glibc
#endif

// Three measurements, each a ratio of two times taken in the same process run:
// 1. layout overhead: LayoutEngine.layout() against a bare Solver fed the engine's own constraints;
// 2. relayout: changing one constant and laying out again, against the first layout;
// 3. stacks: a screen of nested stack views against the same screen written as plain constraints.

func seconds(_ body: () -> Void) -> Double {
  let start = ContinuousClock.now
  body()
  let elapsed = start.duration(to: .now)
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func median(_ runs: Int, _ body: () -> Double) -> Double {
  let times = (0..<runs).map { _ in body() }.sorted()
  return times[times.count / 2]
}

/// Rows of nine equal-width cells inside row containers, pinned to the root: `views` views in all.
func gridScreen(views: Int) -> (View, LayoutConstraint, Canvas) {
  let root = View("root")
  let rows = max(1, views / 10)
  var previous: View?
  var firstTop: LayoutConstraint?
  var constraints: [LayoutConstraint] = []
  for r in 0..<rows {
    let row = View("row\(r)")
    try? root.addSubview(row)
    constraints += [
      row.leadingAnchor == root.leadingAnchor + 8, row.trailingAnchor == root.trailingAnchor - 8,
      row.heightAnchor == 44,
    ]
    if let previous {
      constraints.append(row.topAnchor == previous.bottomAnchor + 4)
    } else {
      let top = row.topAnchor == root.topAnchor + 8
      firstTop = top
      constraints.append(top)
    }
    previous = row
    var left: View?
    for c in 0..<9 {
      let cell = View("cell\(r)_\(c)")
      try? row.addSubview(cell)
      constraints += [cell.topAnchor == row.topAnchor + 2, cell.bottomAnchor == row.bottomAnchor - 2]
      if let left {
        constraints += [cell.leadingAnchor == left.trailingAnchor + 4, cell.widthAnchor == left.widthAnchor]
      } else {
        constraints.append(cell.leadingAnchor == row.leadingAnchor + 4)
      }
      left = cell
    }
    if let left { constraints.append(left.trailingAnchor == row.trailingAnchor - 4) }
  }
  try? LayoutConstraint.activate(constraints)
  let canvas = Canvas(width: .points(375), height: .points(Double(rows) * 48 + 20))
  return (root, firstTop ?? constraints[0], canvas)
}

/// `cells` cells in nested stacks: a vertical stack of horizontal fillEqually stacks of eight cells 40 pt tall.
func stackScreen(cells: Int) -> (View, Canvas) {
  let root = View("root")
  let rows = max(1, cells / 8)
  let column = View("column", kind: .stack)
  column.stack = StackConfiguration(axis: .vertical, spacing: 4)
  try? root.addSubview(column)
  for r in 0..<rows {
    let row = View("row\(r)", kind: .stack)
    row.stack = StackConfiguration(distribution: .fillEqually, spacing: 4)
    try? column.addArrangedSubview(row)
    for c in 0..<8 {
      let cell = View("cell\(r)_\(c)")
      cell.intrinsicContentSizeOverride = AxisPair(horizontal: nil, vertical: 40)
      try? row.addArrangedSubview(cell)
    }
  }
  try? LayoutConstraint.activate([
    column.leadingAnchor == root.leadingAnchor + 8, column.trailingAnchor == root.trailingAnchor - 8,
    column.topAnchor == root.topAnchor + 8,
  ])
  return (root, Canvas(width: .points(375), height: .points(Double(rows) * 44 + 20)))
}

/// `stackScreen` written by hand: the constraints a user would write for the same frames, with plain container
/// views instead of stacks (the benchmark checks that both give the same frames).
func plainStackScreen(cells: Int) -> (View, Canvas) {
  let root = View("root")
  let rows = max(1, cells / 8)
  let column = View("column")
  try? root.addSubview(column)
  var constraints = [
    column.leadingAnchor == root.leadingAnchor + 8, column.trailingAnchor == root.trailingAnchor - 8,
    column.topAnchor == root.topAnchor + 8,
  ]
  var previousRow: View?
  for r in 0..<rows {
    let row = View("row\(r)")
    try? column.addSubview(row)
    constraints += [row.leadingAnchor == column.leadingAnchor, row.trailingAnchor == column.trailingAnchor]
    if let previousRow {
      constraints.append(row.topAnchor == previousRow.bottomAnchor + 4)
    } else {
      constraints.append(row.topAnchor == column.topAnchor)
    }
    previousRow = row
    var first: View?
    var left: View?
    for c in 0..<8 {
      let cell = View("cell\(r)_\(c)")
      cell.intrinsicContentSizeOverride = AxisPair(horizontal: nil, vertical: 40)
      try? row.addSubview(cell)
      constraints += [cell.topAnchor == row.topAnchor, cell.bottomAnchor == row.bottomAnchor]
      if let left, let first {
        constraints += [cell.leadingAnchor == left.trailingAnchor + 4, cell.widthAnchor == first.widthAnchor]
      } else {
        constraints.append(cell.leadingAnchor == row.leadingAnchor)
        first = cell
      }
      left = cell
    }
    if let left { constraints.append(left.trailingAnchor == row.trailingAnchor) }
  }
  if let previousRow { constraints.append(previousRow.bottomAnchor == column.bottomAnchor) }
  try? LayoutConstraint.activate(constraints)
  return (root, Canvas(width: .points(375), height: .points(Double(rows) * 44 + 20)))
}

/// Every view's frame by id, to show two screens lay out alike.
func frames(_ result: LayoutResult) -> [String: Rect] {
  Dictionary(result.views.map { ($0.id, $0.absoluteFrame) }, uniquingKeysWith: { first, _ in first })
}

/// Frees a screen between runs: a tree whose constraints reach its root keeps itself alive, and a run that lays
/// out in fresh memory pays the kernel's page faults inside the timed code (a fifth of a profile before this).
func tearDown(_ root: View) { LayoutConstraint.deactivate(root.activeConstraints) }

func format(_ value: Double) -> String {
  let milliseconds = (value * 1e5).rounded() / 100
  return "\(milliseconds) ms"
}

func ratio(_ a: Double, _ b: Double) -> String { "\((a / b * 100).rounded() / 100)×" }

// `layout-bench --profile N RUNS [relayout|stacks]`: only the first table's engine layouts (or, with `relayout`, one
// layout and then RUNS relayouts after a constant change; with `stacks`, the nested-stacks screen), for `perf record`.
if CommandLine.arguments.dropFirst().first == "--profile" {
  let numbers = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
  let n = numbers.first ?? 1_000
  let runs = numbers.dropFirst().first ?? 50
  if CommandLine.arguments.last == "stacks" {
    for _ in 0..<runs {
      let (root, canvas) = stackScreen(cells: n)
      let engine = LayoutEngine(root: root, canvas: canvas)
      engine.diagnosesAmbiguity = false
      _ = engine.layout()
      tearDown(root)
    }
    exit(0)
  }
  if CommandLine.arguments.last == "relayout" {
    let (root, top, canvas) = gridScreen(views: n)
    let engine = LayoutEngine(root: root, canvas: canvas)
    engine.diagnosesAmbiguity = false
    _ = engine.layout()
    for run in 0..<runs {
      top.constant += run % 2 == 0 ? 10 : -10
      _ = engine.layout()
    }
    exit(0)
  }
  for _ in 0..<runs {
    let (root, _, canvas) = gridScreen(views: n)
    let engine = LayoutEngine(root: root, canvas: canvas)
    engine.diagnosesAmbiguity = false
    _ = engine.layout()
    tearDown(root)
  }
  exit(0)
}
let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
print("| views | engine layout | bare solver | overhead | relayout (1 constant) | first ÷ relayout |")
print("|---|---|---|---|---|---|")
for n in sizes.isEmpty ? [1_000, 10_000] : sizes {
  let runs = n >= 10_000 ? 5 : 15
  // Interleaved (engine layout, relayout, bare solver on that engine's constraints), so load on the machine falls
  // on all three alike; each is the median of its runs.
  var layoutTimes: [Double] = []
  var relayoutTimes: [Double] = []
  var solverTimes: [Double] = []
  for _ in 0..<runs {
    let (root, top, canvas) = gridScreen(views: n)
    let engine = LayoutEngine(root: root, canvas: canvas)
    engine.diagnosesAmbiguity = false
    layoutTimes.append(seconds { engine.layout() })
    let system = engine.solverConstraints
    top.constant += 10
    relayoutTimes.append(seconds { engine.layout() })
    let copies = system.map { Constraint($0.lhs, $0.relation, $0.rhs, priority: $0.priority) }
    // Every variable read once, as the engine reads every frame once.
    var seen = Set<UInt64>()
    let variables = copies.flatMap { $0.lhs.terms.map(\.variable) + $0.rhs.terms.map(\.variable) }
      .filter { seen.insert($0.identity).inserted }
    solverTimes.append(
      seconds {
        let solver = Solver()
        for constraint in copies { try? solver.add(constraint) }
        solver.updateVariables()
        for variable in variables { _ = solver.value(of: variable) }
      })
    tearDown(root)
  }
  let layoutTime = layoutTimes.sorted()[runs / 2]
  let relayoutTime = relayoutTimes.sorted()[runs / 2]
  let solverTime = solverTimes.sorted()[runs / 2]
  print(
    "| \(n) | \(format(layoutTime)) | \(format(solverTime)) | \(ratio(layoutTime, solverTime)) | "
      + "\(format(relayoutTime)) | \(ratio(layoutTime, relayoutTime)) |")
}
print("")
var constraintCounts: [String] = []
print("| cells | nested stacks | plain constraints | stacks ÷ plain |")
print("|---|---|---|---|")
for n in sizes.isEmpty ? [1_000] : sizes.filter({ $0 <= 2_000 }) {
  let (stackRoot, stackCanvas) = stackScreen(cells: n)
  let (plainRoot, plainCanvas) = plainStackScreen(cells: n)
  let stackEngine = LayoutEngine(root: stackRoot, canvas: stackCanvas)
  let plainEngine = LayoutEngine(root: plainRoot, canvas: plainCanvas)
  let stackFrames = frames(stackEngine.layout())
  let plainFrames = frames(plainEngine.layout())
  constraintCounts.append(
    "\(n) cells: \(stackEngine.solverConstraints.count) solver constraints with stacks, "
      + "\(plainEngine.solverConstraints.count) written by hand")
  guard stackFrames == plainFrames else {
    let differing = stackFrames.keys.sorted().filter { stackFrames[$0] != plainFrames[$0] }
    print("stacks and plain constraints lay out differently: \(differing.prefix(5))")
    continue
  }
  // Interleaved, so load on the machine falls on both alike.
  var stackTimes: [Double] = []
  var plainTimes: [Double] = []
  for _ in 0..<7 {
    let (root, canvas) = stackScreen(cells: n)
    let engine = LayoutEngine(root: root, canvas: canvas)
    engine.diagnosesAmbiguity = false
    stackTimes.append(seconds { engine.layout() })
    let (plainRoot, plainCanvas) = plainStackScreen(cells: n)
    let plainEngine = LayoutEngine(root: plainRoot, canvas: plainCanvas)
    plainEngine.diagnosesAmbiguity = false
    plainTimes.append(seconds { plainEngine.layout() })
    tearDown(root)
    tearDown(plainRoot)
  }
  let stacks = stackTimes.sorted()[3]
  let plain = plainTimes.sorted()[3]
  print("| \(n) | \(format(stacks)) | \(format(plain)) | \(ratio(stacks, plain)) |")
}

for line in constraintCounts { print(line) }

/// A layout document of `views` views: rows of nine equal-width cells, as YAML text.
func gridDocument(views: Int) -> String {
  let rows = max(1, views / 10)
  var yaml = "size: [375, \(rows * 48 + 20)]\nroot:\n  subviews:\n"
  var constraints = "constraints:\n"
  for r in 0..<rows {
    yaml += "    - id: row\(r)\n      subviews:\n"
    for c in 0..<9 { yaml += "        - { id: c\(r)_\(c), color: systemBlue }\n" }
    constraints += "  - \"H:|-8-[row\(r)]-8-|\"\n  - row\(r).height = 44\n"
    constraints +=
      r == 0 ? "  - row0.top = superview.top + 8\n" : "  - row\(r).top = row\(r - 1).bottom + 4\n"
    constraints +=
      "  - \"H:|-4-[c\(r)_0]-4-[c\(r)_1(==c\(r)_0)]-4-[c\(r)_2(==c\(r)_0)]-4-[c\(r)_3(==c\(r)_0)]-4-[c\(r)_4(==c\(r)_0)]-4-[c\(r)_5(==c\(r)_0)]-4-[c\(r)_6(==c\(r)_0)]-4-[c\(r)_7(==c\(r)_0)]-4-[c\(r)_8(==c\(r)_0)]-4-|\"\n"
    for c in 0..<9 { constraints += "  - \"V:|-2-[c\(r)_\(c)]-2-|\"\n" }
  }
  return yaml + constraints
}

print("")
print("| views | parse | build views + constraints | layout | total |")
print("|---|---|---|---|---|")
for n in sizes.isEmpty ? [1_000] : sizes.filter({ $0 <= 2_000 }) {
  let text = gridDocument(views: n)
  var parse = 0.0
  var build = 0.0
  var layout = 0.0
  let runs = 5
  var samples: [(Double, Double, Double)] = []
  for _ in 0..<runs {
    var document: LayoutDocument?
    let p = seconds { document = try? DocumentLoader().load(text: text, path: "grid.yaml") }
    var screen: Screen?
    let b = seconds { screen = try? document?.makeScreen() }
    var l = 0.0
    if let screen {
      let engine = screen.makeEngine(measurer: FixedTextMeasurer())
      engine.diagnosesAmbiguity = false
      l = seconds { engine.layout() }
    }
    samples.append((p, b, l))
  }
  samples.sort { $0.0 + $0.1 + $0.2 < $1.0 + $1.1 + $1.2 }
  (parse, build, layout) = samples[runs / 2]
  print(
    "| \(n) | \(format(parse)) | \(format(build)) | \(format(layout)) | \(format(parse + build + layout)) |")
}
