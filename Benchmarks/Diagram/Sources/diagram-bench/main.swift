import Foundation
import PlumbDocument
import PlumbLayout
import PlumbRender
import PlumbText

// What a constraint diagram's placement costs on top of drawing the screen: the document is laid out once, then
// rounds alternate (a) drawing the screen alone to PNG, (b) building the diagram (finding the screen's text and
// placing every mark, no pixels) and (c) drawing the whole diagram to PNG.
//
// usage: diagram-bench DOCUMENT [REPETITIONS] [ROUNDS]

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
  let start = ContinuousClock.now
  try body()
  let elapsed = start.duration(to: .now)
  return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * 1000
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: diagram-bench DOCUMENT [REPETITIONS] [ROUNDS]\n".utf8))
  exit(2)
}
let repetitions = arguments.count > 2 ? Int(arguments[2]) ?? 10 : 10
let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5
let text = TextLayoutEngine()
let document = try DocumentLoader().load(path: arguments[1])
let engine = try document.makeScreen().makeEngine(measurer: text)
let result = engine.layout()
let renderer = Renderer(text: text)
let overlay = RenderOptions(overlay: .constraints)
// Warm the text caches and fonts once, so every round measures the same work.
_ = try renderer.render(engine, result: result, options: overlay)
let diagram = try renderer.diagram(engine, result: result, options: overlay)
var screen: [Double] = []
var placing: [Double] = []
var whole: [Double] = []
for _ in 0..<rounds {
  screen.append(
    try milliseconds { for _ in 0..<repetitions { _ = try renderer.render(engine, result: result) } }
      / Double(repetitions))
  placing.append(
    try milliseconds {
      for _ in 0..<repetitions { _ = try renderer.diagram(engine, result: result, options: overlay) }
    } / Double(repetitions))
  whole.append(
    try milliseconds {
      for _ in 0..<repetitions { _ = try renderer.render(engine, result: result, options: overlay) }
    } / Double(repetitions))
}
let views = result.views.count
print(
  "\(views) views, \(diagram.marks.count) marks, \(diagram.table.count) table rows; medians of \(rounds) rounds of \(repetitions)"
)
print(String(format: "screen alone (PNG)        %8.2f ms", median(screen)))
print(
  String(
    format: "diagram placement         %8.2f ms  (%.0f%% of drawing the screen)", median(placing),
    100 * median(placing) / median(screen)))
print(
  String(
    format: "whole diagram (PNG)       %8.2f ms  (%.2fx the screen alone)", median(whole),
    median(whole) / median(screen)))
