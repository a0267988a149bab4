import Foundation
import PlumbDocument
import PlumbLayout
import PlumbRender
import PlumbText

// Plumb's PNG renderer against its floor: floor.c replaying the cairo calls Renderer.cairoCalls reports for the
// same render, plus cairo's own PNG writer. The document is laid out once; each case then times renders with the
// constraint overlay (drawing and encoding, no layout) in rounds that alternate Plumb and the floor. SVG is written
// by Plumb, not cairo, so it has no floor; `--profile DOCUMENT svg` times it.
//
// usage: render-bench FLOOR DOCUMENT WORKDIR [REPETITIONS] [ROUNDS]
//        render-bench --profile DOCUMENT png|svg SCALE REPETITIONS   (Plumb only, for perf or callgrind)

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

/// The floor's medians over one process's repetitions.
struct FloorRun {
  var total: Double
  var draw: Double
  var encode: Double
  var bytes: Int
}

func runFloor(_ floor: String, ops: String, repetitions: Int, output: String? = nil) throws -> FloorRun {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: floor)
  process.arguments = [ops, String(repetitions)] + (output.map { [$0] } ?? [])
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
  guard process.terminationStatus == 0, fields.count == 4, let total = Double(fields[0]),
    let draw = Double(fields[1]),
    let encode = Double(fields[2]), let bytes = Int(fields[3])
  else { throw Failure("floor failed on \(ops)") }
  return FloorRun(total: total, draw: draw, encode: encode, bytes: bytes)
}

func format(_ value: Double) -> String { String(format: "%.2f ms", value) }

let arguments = CommandLine.arguments
if arguments.count == 6 && arguments[1] == "--profile" {
  let text = TextLayoutEngine()
  let engine = try DocumentLoader().load(path: arguments[2]).makeScreen().makeEngine(measurer: text)
  let result = engine.layout()
  let options = RenderOptions(
    format: RenderFormat(rawValue: arguments[3]) ?? .png, scale: Double(arguments[4]) ?? 2,
    overlay: .constraints)
  let renderer = Renderer(text: text)
  var times: [Double] = []
  for _ in 0..<(Int(arguments[5]) ?? 10) {
    times.append(try milliseconds { _ = try renderer.render(engine, result: result, options: options) })
  }
  print("median \(format(median(times)))")
  exit(0)
}
guard arguments.count >= 4 else {
  print("usage: render-bench FLOOR DOCUMENT WORKDIR [REPETITIONS] [ROUNDS]")
  exit(2)
}
let floor = arguments[1]
let workdir = arguments[3]
let repetitions = arguments.count > 4 ? Int(arguments[4]) ?? 10 : 10
let rounds = arguments.count > 5 ? Int(arguments[5]) ?? 5 : 5

let text = TextLayoutEngine()
let document = try DocumentLoader().load(path: arguments[2])
let engine = try document.makeScreen().makeEngine(measurer: text)
let result = engine.layout()
let renderer = Renderer(text: text)
try FileManager.default.createDirectory(atPath: workdir, withIntermediateDirectories: true)

print(
  "\(engine.root.subtree.count) views, \(engine.installedConstraints.count) constraints, canvas "
    + "\(result.canvasSize.width)×\(result.canvasSize.height) pt; \(rounds) rounds of \(repetitions) renders each\n"
)

var rows: [String] = []
var encoderRows: [String] = []
for scale in [2.0, 3.0] {
  for fileFormat in [RenderFormat.png] {
    let name = "@\(Int(scale))x \(fileFormat.rawValue)"
    let options = RenderOptions(format: fileFormat, scale: scale, overlay: .constraints)
    let stem = "\(workdir)/settings@\(Int(scale))x.\(fileFormat.rawValue)"
    try renderer.cairoCalls(engine, result: result, options: options).write(
      toFile: stem + ".ops", atomically: true, encoding: .utf8)
    let plumbBytes = try renderer.render(engine, result: result, options: options)
    try Data(plumbBytes).write(to: URL(fileURLWithPath: stem))

    // The floor must draw what Plumb draws: the same pixels.
    let floorFile = stem + ".floor." + fileFormat.rawValue
    _ = try runFloor(floor, ops: stem + ".ops", repetitions: 1, output: floorFile)
    let floorBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: floorFile)))
    let pixels = PixelImage(png: plumbBytes)
    guard pixels != nil && pixels == PixelImage(png: floorBytes)
    else { throw Failure("\(name): the floor's output differs from Plumb's (\(floorFile), \(stem))") }

    var plumbMedians: [Double] = []
    var floorRuns: [FloorRun] = []
    var encoderMedians: [Double] = []
    for round in 0..<rounds {
      func timePlumb() throws {
        var times: [Double] = []
        for _ in 0..<repetitions {
          times.append(try milliseconds { _ = try renderer.render(engine, result: result, options: options) })
        }
        plumbMedians.append(median(times))
        if let pixels {
          var encodes: [Double] = []
          for _ in 0..<repetitions { encodes.append(try milliseconds { _ = try pixels.pngData(.small) }) }
          encoderMedians.append(median(encodes))
        }
      }
      // Alternate which goes first, so neither always runs on a machine the other just warmed or loaded.
      if round % 2 == 0 { try timePlumb() }
      floorRuns.append(try runFloor(floor, ops: stem + ".ops", repetitions: repetitions))
      if round % 2 == 1 { try timePlumb() }
    }
    let plumbTime = median(plumbMedians)
    let floorTime = median(floorRuns.map(\.total))
    let ratios = zip(plumbMedians, floorRuns).map { $0 / $1.total }
    rows.append(
      "| \(name) | \(format(plumbTime)) | \(format(floorTime)) | \(String(format: "%.2f×", plumbTime / floorTime)) | "
        + "\(String(format: "%.2f–%.2f×", ratios.min() ?? 0, ratios.max() ?? 0)) | "
        + "\(format(median(floorRuns.map(\.draw)))) + \(format(median(floorRuns.map(\.encode)))) | "
        + "\(plumbBytes.count) / \(floorBytes.count) |")
    if fileFormat == .png {
      encoderRows.append(
        "| \(name) | \(format(median(encoderMedians))) | \(format(median(floorRuns.map(\.encode)))) | "
          + "\(plumbBytes.count) / \(floorBytes.count) |")
    }
  }
}

print("| case | Plumb | floor | Plumb/floor | per-round ratios | floor draw + encode | bytes Plumb / floor |")
print("|---|---|---|---|---|---|---|")
rows.forEach { print($0) }
print(
  "\nPNG encoding of the same pixels: Plumb's encoder (straight RGBA in, `.small`) against cairo's writer "
    + "(cairo_surface_write_to_png_stream, plus destroying the surface), medians:\n")
print("| case | Plumb encoder | cairo writer | bytes Plumb / cairo |")
print("|---|---|---|---|")
encoderRows.forEach { print($0) }
