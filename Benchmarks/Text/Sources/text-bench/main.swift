import Foundation
import PlumbLayout
import PlumbText

// PlumbText's label measurement against its floor: floor.c replaying, as a bare loop of hb_shape
// calls, every shaping call a ShapingTrace saw PlumbText make for the same 10 000 labels. Fonts are loaded before
// timing on both sides. Each PlumbText pass (uncached: a fresh TextLayoutEngine over the shared, warm FontSystem;
// cached: the same labels again on that engine) is paired with a floor pass run just before or after it by a
// floor process serving passes on request, and the ratios are the median of the pairs' ratios: on a shared
// machine whose speed drifts over seconds, pairs cancel the drift that separate batches of passes would keep.
//
// usage: text-bench FLOOR WORKDIR [REPETITIONS] [ROUNDS] [LABELS]
//        text-bench --profile uncached|cached PASSES [LABELS]   (PlumbText only, for perf)
//        text-bench --dump FILE [LABELS]   (every label's measurement and layout as text, to diff two builds)

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
  let start = ContinuousClock.now
  try body()
  let elapsed = start.duration(to: .now)
  return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * 1000
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

func format(_ value: Double) -> String { String(format: "%.2f ms", value) }

/// Measures every label the way ContentSizing does; the sum of sizes keeps the work observable.
@discardableResult
func measureAll(_ labels: [Label], _ engine: TextLayoutEngine) -> Double {
  var total = 0.0
  for label in labels {
    let metrics = engine.measure(label.content, maxWidth: label.maxWidth, in: label.environment)
    total += metrics.size.width + metrics.size.height + Double(metrics.lineCount)
  }
  return total
}

/// The trace as floor.c reads it: faces by id, then each call with its expected output.
func traceFile(_ calls: [ShapingCall]) -> String {
  var faces: [FontFace: Int] = [:]
  var out = ""
  for call in calls where faces[call.face] == nil {
    faces[call.face] = faces.count
    out += "face \(faces.count - 1) \(call.face.index) \(call.face.path)\n"
  }
  for call in calls {
    out +=
      "call \(call.purpose.rawValue) \(faces[call.face] ?? 0) \(call.rightToLeft ? 1 : 0) "
      + "\(call.script.isEmpty ? "-" : call.script) "
      + "\(call.language.isEmpty ? "-" : call.language) \(call.size) \(call.range.lowerBound) \(call.range.count) "
      + "\(call.codepoints.count) " + call.codepoints.map(String.init).joined(separator: " ") + "\n"
    out += "expect \(call.glyphs.count)"
    for index in call.glyphs.indices {
      out +=
        " \(call.glyphs[index]) \(call.clusters[index]) \(call.advances[index]) \(call.xOffsets[index]) "
        + "\(call.yOffsets[index])"
    }
    out += "\n"
  }
  return out
}

/// floor.c as a server: it loads and checks the trace once, then times one pass of HarfBuzz calls per request.
final class Floor {
  private let process = Process()
  private let requests = Pipe()
  private let answers = Pipe()
  let calls: Int
  let paragraphCalls: Int

  init(_ path: String, trace: String) throws {
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [trace]
    process.standardInput = requests
    process.standardOutput = answers
    try process.run()
    let fields = try Self.words(answers.fileHandleForReading)
    guard fields.count == 3, fields[0] == "ready", let calls = Int(fields[1]),
      let paragraphCalls = Int(fields[2])
    else { throw Failure("floor failed on \(trace)") }
    self.calls = calls
    self.paragraphCalls = paragraphCalls
  }

  /// One timed pass over every call, or over the paragraph calls only, in milliseconds.
  func pass(paragraphsOnly: Bool) throws -> Double {
    try requests.fileHandleForWriting.write(contentsOf: Data((paragraphsOnly ? "p\n" : "a\n").utf8))
    let fields = try Self.words(answers.fileHandleForReading)
    guard fields.count == 1, let milliseconds = Double(fields[0]) else { throw Failure("floor stopped") }
    return milliseconds
  }

  func stop() {
    try? requests.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  /// One line's words; the floor flushes after each line.
  private static func words(_ handle: FileHandle) throws -> [Substring] {
    var line = Data()
    while let byte = try handle.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") { line.append(byte) }
    return String(decoding: line, as: UTF8.self).split(separator: " ")
  }
}

let seed: UInt64 = 0x5EED_0005
let arguments = CommandLine.arguments
let fonts = FontSystem.shared

// Every label's measurement and full layout (lines, runs, glyphs, positions) as text, to compare two builds.
if arguments.count >= 3 && arguments[1] == "--dump" {
  let labels =
    makeLabels(count: arguments.count > 3 ? Int(arguments[3]) ?? 10_000 : 10_000, seed: seed)
    + edgeCaseLabels()
  var out = ""
  for label in labels {
    let metrics = TextLayoutEngine(fonts: fonts).measure(
      label.content, maxWidth: label.maxWidth, in: label.environment)
    let layout = TextLayoutEngine(fonts: fonts).layout(
      label.content, maxWidth: label.maxWidth, in: label.environment)
    out += "\(metrics)\n\(layout.size) \(layout.boxWidth) \(layout.isTruncated)\n"
    for line in layout.lines {
      out += "  \(line.width) \(line.x) \(line.baseline) \(line.text.debugDescription)\n"
      for run in line.runs {
        out +=
          "    \(run.face.path) \(run.isRightToLeft) \(run.width) \(run.glyphs) "
          + "\(run.positions.map { "\($0.x),\($0.y)" })\n"
      }
    }
  }
  try out.write(toFile: arguments[2], atomically: true, encoding: .utf8)
  exit(0)
}

if arguments.count >= 4 && arguments[1] == "--profile" {
  let labels = makeLabels(count: arguments.count > 4 ? Int(arguments[4]) ?? 10_000 : 10_000, seed: seed)
  measureAll(labels, TextLayoutEngine(fonts: fonts))  // loads the fonts
  let passes = Int(arguments[3]) ?? 10
  var engine = TextLayoutEngine(fonts: fonts)
  measureAll(labels, engine)
  var times: [Double] = []
  for _ in 0..<passes {
    if arguments[2] == "uncached" { engine = TextLayoutEngine(fonts: fonts) }
    times.append(milliseconds { measureAll(labels, engine) })
  }
  print("median \(format(median(times)))")
  exit(0)
}
guard arguments.count >= 3 else {
  print("usage: text-bench FLOOR WORKDIR [REPETITIONS] [ROUNDS] [LABELS]")
  exit(2)
}
let floor = arguments[1]
let workdir = arguments[2]
let repetitions = arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5
let rounds = arguments.count > 4 ? Int(arguments[4]) ?? 5 : 5
let labelCount = arguments.count > 5 ? Int(arguments[5]) ?? 10_000 : 10_000

let labels = makeLabels(count: labelCount, seed: seed)
// Fonts load here, untimed, into the FontSystem every engine below shares (as floor.c loads them before timing).
let expected = measureAll(labels, TextLayoutEngine(fonts: fonts))
// measure skips the glyphs and strings only drawing needs; it must still give exactly layout's metrics.
let checkEngine = TextLayoutEngine(fonts: fonts)
for label in labels {
  let measured = checkEngine.measure(label.content, maxWidth: label.maxWidth, in: label.environment)
  let laidOut = checkEngine.layout(label.content, maxWidth: label.maxWidth, in: label.environment).metrics
  guard measured == laidOut else { throw Failure("measure and layout differ on \(label.content.text)") }
}

// The trace: every hb_shape call an uncached pass makes, with HarfBuzz's output.
let trace = ShapingTrace()
let traced = measureAll(labels, TextLayoutEngine(fonts: fonts, shapingTrace: trace))
guard traced == expected else { throw Failure("a traced pass measured differently") }
let calls = trace.calls
try FileManager.default.createDirectory(atPath: workdir, withIntermediateDirectories: true)
let tracePath = workdir + "/labels.trace"
try traceFile(calls).write(toFile: tracePath, atomically: true, encoding: .utf8)
// floor.c checks every call's glyphs, clusters, advances and offsets against PlumbText's before it is ready.
let floorServer = try Floor(floor, trace: tracePath)
guard floorServer.calls == calls.count else {
  throw Failure("the floor read \(floorServer.calls) of \(calls.count) calls")
}

let wrapping = labels.filter { $0.maxWidth != nil }.count
let scalars = labels.reduce(0) { $0 + $1.content.text.unicodeScalars.count }
var scripts: [String: Int] = [:]
for label in labels { scripts[label.script, default: 0] += 1 }
let purposes = Dictionary(grouping: calls, by: \.purpose).mapValues(\.count)
print(
  "\(labels.count) labels (\(labels.count - wrapping) single-line, \(wrapping) wrapping; \(scalars) scalars; "
    + scripts.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")")
print(
  "\(calls.count) hb_shape calls in an uncached pass: \(purposes[.paragraph] ?? 0) paragraph, "
    + "\(purposes[.line] ?? 0) line, \(purposes[.ellipsis] ?? 0) ellipsis; floor output checked equal")
print(
  "\(fonts.facesUsed.count) faces: "
    + fonts.facesUsed.map { "\($0.family) \($0.style)" }.joined(separator: ", "))
print(
  "\(rounds * repetitions) pairs of passes (\(rounds) rounds of \(repetitions)), each PlumbText pass a moment "
    + "from a floor pass\n")

/// One pass's times: PlumbText uncached and cached, the floor over every call and over paragraph calls.
struct Pair {
  var uncached: Double
  var cached: Double
  var all: Double
  var paragraphs: Double
}
var pairs: [Pair] = []
for round in 0..<rounds {
  for repetition in 0..<repetitions {
    var pair = Pair(uncached: 0, cached: 0, all: 0, paragraphs: 0)
    func timePlumb() throws {
      let engine = TextLayoutEngine(fonts: fonts)
      var total = 0.0
      pair.uncached = milliseconds { total = measureAll(labels, engine) }
      guard total == expected else { throw Failure("an uncached pass measured differently") }
      pair.cached = milliseconds { total = measureAll(labels, engine) }
      guard total == expected else { throw Failure("a cached pass measured differently") }
    }
    // Alternate which goes first, so neither always runs on a machine the other just warmed or loaded.
    if (round + repetition) % 2 == 0 { try timePlumb() }
    pair.all = try floorServer.pass(paragraphsOnly: false)
    pair.paragraphs = try floorServer.pass(paragraphsOnly: true)
    if (round + repetition) % 2 == 1 { try timePlumb() }
    pairs.append(pair)
  }
}
floorServer.stop()

func format(_ values: [Double]) -> String { format(median(values)) }
func ratio(_ value: Double) -> String { String(format: "%.3f×", value) }
/// The median of the pairs' ratios, then their quartiles: noise that slows a stretch of seconds slows both sides.
func ratios(_ values: [Double]) -> (String, String) {
  let sorted = values.sorted()
  let quartile = { (q: Int) in sorted[min(sorted.count - 1, (sorted.count - 1) * q / 4)] }
  return (ratio(median(values)), ratio(quartile(1)).dropLast() + "–" + ratio(quartile(3)))
}
let uncachedAll = ratios(pairs.map { $0.uncached / $0.all })
let uncachedParagraphs = ratios(pairs.map { $0.uncached / $0.paragraphs })
let cachedAll = ratios(pairs.map { $0.all / $0.cached })
let cachedParagraphs = ratios(pairs.map { $0.paragraphs / $0.cached })
print("| measure 10 000 labels | time (median) | ratio (median of pairs) | pairs' quartiles | target |")
print("|---|---|---|---|---|")
print("| bare HarfBuzz, every call PlumbText made (\(calls.count)) | \(format(pairs.map(\.all))) | 1 | | |")
print(
  "| bare HarfBuzz, paragraph runs only (\(floorServer.paragraphCalls)) | \(format(pairs.map(\.paragraphs))) | "
    + "\(ratios(pairs.map { $0.paragraphs / $0.all }).0) | | |")
print(
  "| PlumbText uncached ÷ bare HarfBuzz (every call) | \(format(pairs.map(\.uncached))) | \(uncachedAll.0) "
    + "| \(uncachedAll.1) | ≤ 1.2× |")
print(
  "| PlumbText uncached ÷ bare HarfBuzz (paragraph runs) | | \(uncachedParagraphs.0) | \(uncachedParagraphs.1) | |"
)
print(
  "| bare HarfBuzz (every call) ÷ PlumbText cached re-measure | \(format(pairs.map(\.cached))) | \(cachedAll.0) "
    + "| \(cachedAll.1) | ≥ 20× |")
print(
  "| bare HarfBuzz (paragraph runs) ÷ PlumbText cached re-measure | | \(cachedParagraphs.0) | \(cachedParagraphs.1) | |"
)
