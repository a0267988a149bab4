import PlumbDocument
import PlumbExplain
import PlumbLayout

// libFuzzer target: the bytes, as UTF-8 text, are a console log for `plumb explain`: LogParser finds its messages,
// Explainer rebuilds, solves and explains each (the first four, under small document limits), ExplanationText and
// ExplanationJSON print them. Invariants beyond "no crash":
//   - every message has a line inside the log, and every constraint's line is inside it too;
//   - the rebuilt document either loads (under the same limits) or the explanation says why not;
//   - the printed text holds no control character but newline and tab (a log's escape sequences are escaped);
//   - at most three fixes are printed, and a fix is verified only when it works and the conflict was reproduced.

let limits = DocumentLimits(
  maximumBytes: 1 << 20, maximumViews: 200, maximumDepth: 32, maximumConstraints: 400)

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

/// libFuzzer's entry point: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let lineCount = input.split(separator: "\n", omittingEmptySubsequences: false).count
  let parsed = LogParser.parse(input)
  let explainer = Explainer(limits: limits)
  var explanations: [Explanation] = []
  for message in parsed.messages.prefix(4) {
    check(
      (1...max(1, lineCount)).contains(message.line), "message line \(message.line) outside 1…\(lineCount)")
    for constraint in message.constraints + [message.broken].compactMap({ $0 }) {
      check(
        (1...max(1, lineCount)).contains(constraint.line),
        "constraint line \(constraint.line) outside 1…\(lineCount)")
      check(
        constraint.multiplier.isFinite && constraint.constant.isFinite, "non-finite numbers: \(constraint)")
      check((0...1000).contains(constraint.priority), "priority out of range: \(constraint)")
    }
    let explanation = explainer.explain(message, source: "fuzz")
    if explanation.failure == nil {
      do {
        _ = try DocumentLoader(limits: limits).load(text: explanation.yaml, path: "rebuilt.yaml")
      } catch {
        fatalError(
          "the rebuilt document does not load and no failure is given: \(error)\n\(explanation.yaml)")
      }
    }
    for fix in explanation.fixes where fix.verified {
      check(fix.works && explanation.reproduces, "a fix is verified that was not checked: \(fix.summary)")
    }
    explanations.append(explanation)
  }
  let text = ExplanationText.render(explanations, source: "fuzz")
  check(
    !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" },
    "a control character reached the printed text")
  for explanation in explanations {
    let printed = ExplanationText.message(explanation, number: 1, of: 1)
    let shown = printed.components(separatedBy: "\n").filter { $0.hasPrefix("  ✓ ") || $0.hasPrefix("  ? ") }
    check(shown.count <= 3, "more than three fixes printed: \(shown.count)")
  }
  _ = ExplanationJSON.pretty(ExplanationJSON.render(explanations, source: "fuzz"))
  for explanation in explanations { explanation.solved?.release() }
  return 0
}
