import Foundation
import PlumbInterfaceBuilder
import PlumbLayout

// libFuzzer target: the bytes are an Interface Builder file (.xib or .storyboard XML). A file that reads is laid
// out scene by scene with fixed text metrics, and its frames written as JSON; small limits keep inputs fast.
// Invariants beyond "no crash" (nan, inf and 1e19 in attributes, deep nesting, huge counts):
//   - reading either gives a document or an error whose line lies inside the file and whose column is ≥ 1;
//   - every warning's line lies inside the file;
//   - every frame of every scene is finite, and the frames JSON contains no `nan` or `inf`.

let options: InterfaceBuilderOptions = {
  var options = InterfaceBuilderOptions()
  options.limits = InterfaceBuilderLimits(maximumBytes: 256 << 10, maximumViews: 64, maximumDepth: 12)
  return options
}()

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

func isFinite(_ rect: Rect) -> Bool {
  rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
}

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  let document: InterfaceBuilderDocument
  do {
    document = try InterfaceBuilderDocument.load(data: bytes, options: options)
  } catch {
    switch error {
    case .unreadable: fatalError("in-memory data reported as unreadable: \(error)")
    case .malformedXML(let message, let line, let column),
      .notInterfaceBuilder(let message, let line, let column),
      .limitExceeded(let message, let line, let column):
      check(!message.isEmpty, "empty error message")
      check(!message.contains("XML parser error"), "a bare parser code reached the message: \(message)")
      check((1...lines).contains(line), "error line \(line) outside 1…\(lines): \(error)")
      check(column >= 1, "error column \(column): \(error)")
    }
    return 0
  }
  for warning in document.warnings {
    check((1...lines).contains(warning.line), "warning line \(warning.line) outside 1…\(lines): \(warning)")
  }
  for scene in document.scenes {
    for warning in scene.warnings {
      check((1...lines).contains(warning.line), "warning line \(warning.line) outside 1…\(lines): \(warning)")
    }
    let (engine, result) = scene.layoutWithEngine(measurer: FixedTextMeasurer())
    for view in result.views { check(isFinite(view.absoluteFrame), "non-finite frame \(view.absoluteFrame)") }
    check(result.canvasSize.width.isFinite && result.canvasSize.height.isFinite, "non-finite canvas")
    let json = scene.json(result).pretty()
    check(
      !json.contains(": nan") && !json.contains(": inf") && !json.contains(": -inf"), "nan or inf in JSON")
    // Take the tree apart, as the command line does, so one input's views do not outlive it.
    LayoutConstraint.deactivate(engine.root.topmost.activeConstraints)
  }
  return 0
}
