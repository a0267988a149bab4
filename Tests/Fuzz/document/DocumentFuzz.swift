import PlumbDocument
import PlumbLayout

// libFuzzer target: the bytes, as UTF-8 text, are a layout document (YAML or JSON). A document that loads is
// built into views and laid out, so the builder, the notation parsers and the engine are fuzzed too; small
// limits keep every input fast.
// Invariants beyond "no crash":
//   - load and build either return a value or throw an error with a message and, when it has a location, one
//     that names the document and a line inside it (the loader's result is non-optional with typed throws, so
//     "neither a document nor an error" cannot happen by construction);
//   - layout gives finite frames for every view and guide, and one frame per installed view;
//   - layout is deterministic: laying the same engine out again (when the first layout settled), and a second
//     screen built from the same document, give the same JSON.

let path = "/nonexistent-fuzz/document.yaml"  // relative image paths resolve to nothing
let loader = DocumentLoader(
  limits: DocumentLimits(maximumBytes: 64 << 10, maximumViews: 48, maximumDepth: 12, maximumConstraints: 96))

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

/// Lines as YAML counts them: LF, CR LF, lone CR, NEL, LS and PS each end one.
func lineCount(_ text: String) -> Int {
  var count = 1
  var previous: Unicode.Scalar?
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0x0A: if previous != "\r" { count += 1 }
    case 0x0D, 0x85, 0x2028, 0x2029: count += 1
    default: break
    }
    previous = scalar
  }
  return count
}

func checkError(_ error: DocumentError, in text: String, stage: String) {
  check(!error.message.isEmpty, "\(stage): empty error message")
  _ = error.description
  guard let location = error.location else { return }
  check(location.file == path, "\(stage): error names \(location.file), not the document: \(error)")
  let lines = lineCount(text)
  check(
    (1...lines).contains(location.line), "\(stage): error line \(location.line) outside 1…\(lines): \(error)")
  check(location.column >= 1, "\(stage): error column \(location.column) before the line: \(error)")
}

func isFinite(_ rect: Rect) -> Bool {
  rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
}

/// Every view in the tree that layout should report (hidden views are still laid out).
func viewCount(_ view: View) -> Int { 1 + view.subviews.reduce(0) { $0 + viewCount($1) } }

/// libFuzzer's entry point: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let document: LayoutDocument
  do {
    document = try loader.load(text: text, path: path)
  } catch {
    checkError(error, in: text, stage: "load")
    return 0
  }
  let screen: Screen
  do {
    screen = try document.makeScreen()
  } catch {
    checkError(error, in: text, stage: "build")
    return 0
  }
  let engine = screen.makeEngine(measurer: FixedTextMeasurer())
  let result = engine.layout()
  check(
    result.views.count == viewCount(screen.root),
    "layout reported \(result.views.count) views of \(viewCount(screen.root))")
  for view in result.views {
    check(
      isFinite(view.exactFrame) && isFinite(view.frame), "non-finite frame for \(view.id): \(view.exactFrame)"
    )
  }
  for guide in result.guides {
    check(isFinite(guide.absoluteFrame), "non-finite frame for guide \(guide.id): \(guide.absoluteFrame)")
  }
  // Everything a user can print from a layout.
  let json = result.json(exact: true).compact
  _ = result.json().pretty()
  _ = result.textTree()
  _ = engine.constraintReport()
  for constraint in engine.installedConstraints { _ = engine.describe(constraint) }

  // A layout that did not settle moves again on the next pass (it says so in a warning); one that did must not.
  let second = engine.layout().json(exact: true).compact
  check(!result.isSettled || second == json, "a second layout pass with no changes moved something")
  guard let again = try? document.makeScreen() else { fatalError("the document built once but not twice") }
  check(
    again.makeEngine(measurer: FixedTextMeasurer()).layout().json(exact: true).compact == json,
    "two screens built from one document laid out differently")
  tearDown(screen)
  tearDown(again)
  fuzzStates(document, text: text)
  return 0
}

/// The document's `states:`, applied through a laid-out engine as the command line does: an error names the
/// document, and every state lays out to finite frames, the same as applying the states without an engine and
/// laying out afresh.
func fuzzStates(_ document: LayoutDocument, text: String) {
  guard !document.states.isEmpty else { return }
  let made: (live: LiveDocument, engine: LayoutEngine, result: LayoutResult)
  do {
    made = try document.makeEngine(afterStates: document.states.count, measurer: FixedTextMeasurer())
  } catch {
    checkError(error, in: text, stage: "states")
    return
  }
  for view in made.result.views {
    check(
      isFinite(view.exactFrame) && isFinite(view.frame), "non-finite frame for \(view.id) after the states")
  }
  tearDown(made.live.screen)
  guard let fresh = try? document.makeLiveDocument() else {
    fatalError("the document built for states once but not twice")
  }
  for _ in document.states {
    do { try fresh.applyNextState() } catch {
      fatalError("the states applied through an engine but not without one: \(error)")
    }
  }
  let freshResult = fresh.screen.makeEngine(measurer: FixedTextMeasurer()).layout()
  check(
    freshResult.views.count == made.result.views.count,
    "the states left \(made.result.views.count) views through an engine but \(freshResult.views.count) without"
  )
  tearDown(fresh.screen)
}

/// A built tree is a reference cycle: the topmost view keeps its active constraints and each constraint keeps
/// its items, the root among them (README, Findings). Deactivating every constraint breaks it, so LeakSanitizer
/// still reports any other leak. Remove this once constraints stop retaining their items.
func tearDown(_ screen: Screen) {
  LayoutConstraint.deactivate(screen.root.activeConstraints)
}
