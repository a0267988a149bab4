import ArgumentParser
import Foundation
import PlumbExplain
import PlumbLayout
import PlumbPipeline
import PlumbRender

struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract:
      "Explain UIKit's (or AppKit's) Auto Layout console messages: the conflict, why, and fixes that work.",
    discussion: """
      Reads console text (a file, or standard input for - or no file):
      "Unable to simultaneously satisfy constraints" messages, _autolayoutTrace
      output and printed constraint lists, several to a log. Each message is
      rebuilt as a layout document (-o writes it) and re-solved to check that it
      reproduces the logged conflict. Each candidate fix is applied to the
      rebuilt layout and re-solved; only fixes that leave no conflict and no new
      ambiguity are offered. --diagram draws the rebuilt layout, the conflicting
      set in red and the broken constraint crossed out. With several messages,
      -o and --diagram number the files after the first (NAME-2.yaml).
      Exit codes: 0 explained, 2 usage error, 65 no Auto Layout message found.
      Examples:
        plumb explain console.log
        pbpaste | plumb explain - -o conflict.yaml --diagram conflict.png
        plumb check Fixtures/unsatisfiable.yaml | plumb explain --format json
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "Console text to read; - or nothing for standard input.")
  var file: String?

  @Option(name: .shortAndLong, help: "Write the rebuilt layout document here (.yaml).")
  var output: String?

  @Option(help: "Draw the rebuilt layout with its constraints here (.png, .svg or .pdf).")
  var diagram: String?

  @Option(help: "text or json.")
  var format: Format = .text

  @Option(
    help: ArgumentHelp(
      "ltr or rtl: the layout direction the app ran in (logs do not say).", valueName: "direction"))
  var direction: String = "ltr"

  func run() throws {
    let text: String
    let source: String
    if let file, file != "-" {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw PlumbExit.usage("cannot read \(file)")
      }
      text = String(decoding: data, as: UTF8.self)
      source = file
    } else {
      text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
      source = "standard input"
    }
    // The documents' byte limit (PLUMB_MAX_BYTES) bounds a log too.
    let pipeline = try CommandEnvironment.pipeline()
    let limit = pipeline.limits.maximumBytes
    guard text.utf8.count <= limit else {
      throw PlumbExit.invalidInput(
        "\(source): error: the log is \(text.utf8.count) bytes, more than the \(limit) plumb reads "
          + "(PLUMB_MAX_BYTES raises it); cut it to the messages to explain")
    }
    let layoutDirection: LayoutDirection
    switch direction.lowercased() {
    case "ltr": layoutDirection = .leftToRight
    case "rtl": layoutDirection = .rightToLeft
    default: throw PlumbExit.usage("--direction must be ltr or rtl, not \(direction)")
    }
    var diagramFormat = RenderFormat.png
    if let diagram {
      guard let format = RenderFormat(rawValue: (diagram as NSString).pathExtension.lowercased()) else {
        throw PlumbExit.usage("--diagram \(diagram): the file name must end in .png, .svg or .pdf")
      }
      diagramFormat = format
    }
    let parsed = LogParser.parse(text)
    guard !parsed.messages.isEmpty else {
      throw PlumbExit.invalidInput(
        "\(source): error: no Auto Layout message found; expected \"Unable to simultaneously satisfy constraints\", "
          + "_autolayoutTrace output or constraint descriptions such as <NSLayoutConstraint:0x… A.leading == B.leading   (active)>"
      )
    }
    let explainer = Explainer(
      measurer: pipeline.text, options: Reconstructor.Options(direction: layoutDirection))
    let explanations = parsed.messages.map { explainer.explain($0, source: source) }
    // Everything is rendered before anything is written, so a failure leaves no partial output.
    var files: [(String, [UInt8])] = []
    for (index, explanation) in explanations.enumerated() {
      if let output { files.append((numbered(output, index), Array(explanation.yaml.utf8))) }
      if let diagram, let solved = explanation.solved {
        do {
          let image = try pipeline.render(
            solved.engine, result: solved.result,
            options: RenderOptions(format: diagramFormat, overlay: .constraints))
          files.append((numbered(diagram, index), image.bytes))
        } catch {
          throw PlumbExit(code: 1, message: "cannot draw the diagram: \(error)")
        }
      }
    }
    switch format {
    case .text: print(ExplainText.render(explanations, source: source), terminator: "")
    case .json: print(ExplainJSON.pretty(ExplainJSON.render(explanations, source: source)))
    }
    for (path, bytes) in files {
      do { try Renderer.write(bytes, to: path) } catch { throw PlumbExit(code: 1, message: "\(error)") }
    }
  }

  /// `out.yaml` for the first message, `out-2.yaml` for the second, and so on.
  func numbered(_ path: String, _ index: Int) -> String {
    guard index > 0 else { return path }
    let ext = (path as NSString).pathExtension
    let base = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
    return "\(base)-\(index + 1)" + (ext.isEmpty ? "" : ".\(ext)")
  }
}

/// The terminal text of `plumb explain`.
enum ExplainText {
  static func render(_ explanations: [Explanation], source: String) -> String {
    var out = ""
    for (number, explanation) in explanations.enumerated() {
      if number > 0 { out += "\n" }
      out += message(explanation, number: number + 1, of: explanations.count)
    }
    return out
  }

  static func frame(_ rect: Rect) -> String {
    "(\([rect.minX, rect.minY, rect.width, rect.height].map(number).joined(separator: ", ")))"
  }

  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%g", value)
  }

  static func message(_ explanation: Explanation, number: Int, of total: Int) -> String {
    let message = explanation.message
    let reconstruction = explanation.reconstruction
    var out = ""
    let heading: String
    switch message.kind {
    case .unsatisfiable:
      let count = message.constraints.count
      heading =
        "\(message.framework) could not satisfy "
        + (count == 0
          ? "constraints (none readable in the log)" : "\(count) constraint\(count == 1 ? "" : "s")")
    case .trace:
      heading = "_autolayoutTrace of \(message.trace.count) view\(message.trace.count == 1 ? "" : "s")"
    case .constraintList:
      heading =
        "a list of \(message.constraints.count) constraint\(message.constraints.count == 1 ? "" : "s")"
    }
    out += "== Message \(number) of \(total) (line \(message.line)): \(heading)\n"
    out += "\nViews (document id: as logged)\n"
    for view in reconstruction.views {
      var line = "  \(view.id): \(view.item?.display ?? "(not in the log)")"
      if view.isGuide { line += " (layout guide)" }
      if view.hidden { line += " (hidden)" }
      if view.ambiguousInLog { line += " (AMBIGUOUS LAYOUT in the log)" }
      if let layout = explanation.solved?.result.view(view.id) { line += " frame \(frame(layout.frame))" }
      out += line + "\n"
    }
    if message.kind == .trace {
      let ambiguous = message.trace.filter(\.isAmbiguous)
      if ambiguous.isEmpty {
        out += "\nNo view is marked AMBIGUOUS LAYOUT.\n"
      } else {
        out += "\nAmbiguous in the log (the constraints leave these free; add constraints that fix them):\n"
        for line in ambiguous {
          let variables =
            line.ambiguousVariables.isEmpty
            ? " (marked on a host: a view inside it is ambiguous)"
            : ": " + line.ambiguousVariables.joined(separator: ", ")
          out += "  \(reconstruction.id(of: line.item) ?? line.item.display)\(variables)\n"
        }
      }
    }
    if message.kind == .constraintList {
      out += "\nConstraints:\n"
      for constraint in message.constraints {
        out += "  \(explanation.keys[constraint.address] ?? constraint.text)\(origin(constraint))\n"
      }
      if let conflicts = explanation.solved?.conflicts, !conflicts.isEmpty {
        out += "\nThese constraints conflict: Plumb breaks `\(conflicts[0].broken)`.\n"
      }
    }
    if message.kind == .unsatisfiable && message.constraints.isEmpty && message.broken == nil {
      out += "\nNothing to explain: the message lists no constraint Plumb could read.\n"
    } else if message.kind == .unsatisfiable {
      out += "\nThe conflict (in the rebuilt document's terms):\n"
      let brokenAddress = message.broken?.address
      for constraint in message.constraints {
        let key = explanation.keys[constraint.address] ?? constraint.text
        let marker =
          constraint.address == brokenAddress || (brokenAddress == nil && key == explanation.brokenKey)
          ? "✗" : "•"
        out += "  \(marker) \(key)\(origin(constraint))\n"
        if let sentence = reconstruction.loggedSentences[constraint.address] { out += "      \(sentence)\n" }
      }
      if let broken = message.broken, !message.constraints.contains(where: { $0.address == broken.address }) {
        out +=
          "  ✗ \(explanation.keys[broken.address] ?? broken.text)\(origin(broken)) (broken, but not in the listed set)\n"
      }
      if let key = explanation.brokenKey {
        out += "\n\(explanation.brokenFromLog ? "\(message.framework) broke" : "Plumb would break") `\(key)`"
        if let shortfall = explanation.shortfall {
          let gap = abs(shortfall.actual - shortfall.wanted)
          out +=
            ": it asks for \(ExplainText.number(shortfall.wanted)) but the rest of the set holds it at "
            + "\(ExplainText.number(shortfall.actual)), \(ExplainText.number(gap)) point\(gap == 1 ? "" : "s") apart"
        }
        out += ".\n"
      }
      if let why = explanation.whyBroken { out += wrap(why, indent: "") }
      if !explanation.causes.isEmpty {
        out += "\nLikely cause:\n"
        for cause in explanation.causes { out += wrap("- " + cause, indent: "  ") }
      }
      // At most two working fixes a constraint and six of the rest here; --format json lists every one.
      let working = explanation.fixes.filter(\.works)
      out += "\nFixes (each applied to the rebuilt layout and re-solved):\n"
      if working.isEmpty {
        out += "  none of the candidates below removes the conflict without new ambiguity\n"
      }
      var shown: [String: Int] = [:]
      var hidden = 0
      for fix in working {
        let target = self.target(of: fix.kind)
        guard shown[target, default: 0] < 2 else {
          hidden += 1
          continue
        }
        shown[target, default: 0] += 1
        out += "  ✓ \(fix.summary)\n"
        if !fix.frames.isEmpty {
          out +=
            "      frames: " + fix.frames.map { "\($0.id) \(frame($0.frame))" }.joined(separator: ", ") + "\n"
        }
      }
      if hidden > 0 { out += "  (\(hidden) more that work, with their frames, in --format json)\n" }
      let failing = explanation.fixes.filter { !$0.works }
      if !failing.isEmpty {
        out += "  Tried, not offered:\n"
        for fix in failing.prefix(6) { out += "    - \(fix.summary): \(fix.reason ?? "")\n" }
        if failing.count > 6 { out += "    (\(failing.count - 6) more in --format json)\n" }
      }
      if explanation.solved != nil {
        out +=
          explanation.reproduces
          ? "\nRe-solving the rebuilt layout reproduces the logged conflict and broken constraint.\n"
          : "\nRe-solving the rebuilt layout does not reproduce the log exactly"
            + (explanation.plumbConflict.map { conflict in
              let shown = conflict.keys.prefix(8).map { "`\($0)`" }.joined(separator: ", ")
              let more = conflict.keys.count > 8 ? " and \(conflict.keys.count - 8) more" : ""
              return ": Plumb's set is \(shown)\(more), broken `\(conflict.broken)`"
            }
              ?? ": Plumb finds no conflict (a constraint the log does not show is missing)") + ".\n"
      }
    }
    if let failure = explanation.failure { out += "\nThe rebuilt layout could not be solved: \(failure)\n" }
    if !reconstruction.assumptions.isEmpty {
      out += "\nAssumed:\n"
      for assumption in reconstruction.assumptions { out += wrap("- " + assumption, indent: "  ") }
    }
    if !message.missing.isEmpty {
      out += "\nMissing from the log:\n"
      for missing in message.missing { out += wrap("- " + missing, indent: "  ") }
    }
    return out
  }

  /// What a fix changes: a constraint (by its place in the document) or a view.
  static func target(of kind: FixKind) -> String {
    switch kind {
    case .priority(let index, _), .relation(let index, _), .constant(let index, _): "constraint \(index)"
    case .stopTranslating(let id): "view \(id)"
    }
  }

  static func origin(_ constraint: LoggedConstraint) -> String {
    var notes: [String] = []
    if let identifier = constraint.identifier { notes.append("'\(identifier)'") }
    if constraint.origin != .user { notes.append(constraint.origin.words) }
    if let mask = constraint.autoresizingMask { notes.append(mask) }
    if constraint.priority < 1000 { notes.append("priority \(number(Double(constraint.priority)))") }
    return notes.isEmpty ? "" : "   [" + notes.joined(separator: ", ") + "]"
  }

  /// Wraps at 110 columns.
  static func wrap(_ text: String, indent: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + word.count + 1 > 110 {
        lines.append(line)
        line = indent + word
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// `plumb explain --format json`.
enum ExplainJSON {
  /// Objects and arrays one member a line, except those holding only plain values (a frame, a short list).
  static func pretty(_ value: JSONValue, indent: String = "") -> String {
    let inner = indent + "  "
    func isLeaf(_ value: JSONValue) -> Bool {
      switch value {
      case .object(let pairs): return pairs.allSatisfy { isScalar($0.1) }
      case .array(let items): return items.allSatisfy(isScalar)
      default: return true
      }
    }
    func isScalar(_ value: JSONValue) -> Bool {
      switch value {
      case .object, .array: return false
      default: return true
      }
    }
    switch value {
    case .object(let pairs) where !isLeaf(value):
      return "{\n"
        + pairs.map { inner + JSONValue.string($0.0).compact + ": " + pretty($0.1, indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    case .array(let items) where !isLeaf(value):
      return "[\n" + items.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent
        + "]"
    default:
      return value.compact
    }
  }

  static func render(_ explanations: [Explanation], source: String) -> JSONValue {
    .object([("source", .string(source)), ("messages", .array(explanations.map(message)))])
  }

  static func rect(_ rect: Rect) -> JSONValue {
    .object([
      ("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)),
      ("height", .number(rect.height)),
    ])
  }

  static func constraint(_ constraint: LoggedConstraint, _ explanation: Explanation) -> JSONValue {
    .object([
      ("line", .number(Double(constraint.line))), ("description", .string(constraint.text)),
      ("class", .string(constraint.className)),
      ("identifier", constraint.identifier.map(JSONValue.string) ?? .null),
      ("origin", .string(constraint.origin.rawValue)), ("priority", .number(Double(constraint.priority))),
      ("document", explanation.keys[constraint.address].map(JSONValue.string) ?? .null),
      (
        "words", explanation.reconstruction.loggedSentences[constraint.address].map(JSONValue.string) ?? .null
      ),
    ])
  }

  static func message(_ explanation: Explanation) -> JSONValue {
    let message = explanation.message
    let views: [JSONValue] = explanation.reconstruction.views.map { view in
      .object([
        ("id", .string(view.id)), ("logged", view.item.map { JSONValue.string($0.display) } ?? .null),
        ("superview", view.superview.map(JSONValue.string) ?? .null), ("guide", .bool(view.isGuide)),
        ("frame", explanation.solved?.result.view(view.id).map { rect($0.frame) } ?? .null),
      ])
    }
    let fixes: [JSONValue] = explanation.fixes.map { fix in
      .object([
        ("fix", .string(fix.summary)), ("works", .bool(fix.works)),
        ("reason", fix.reason.map(JSONValue.string) ?? .null),
        ("frames", .array(fix.frames.map { .object([("id", .string($0.id)), ("frame", rect($0.frame))]) })),
      ])
    }
    let trace: [JSONValue] = message.trace.map { line in
      .object([
        ("line", .number(Double(line.line))), ("depth", .number(Double(line.depth))),
        ("marker", .string(line.marker)),
        ("view", .string(explanation.reconstruction.id(of: line.item) ?? line.item.display)),
        ("ambiguous", .bool(line.isAmbiguous)),
        ("variables", .array(line.ambiguousVariables.map(JSONValue.string))),
      ])
    }
    var pairs: [(String, JSONValue)] = [
      ("kind", .string(message.kind.rawValue)), ("framework", .string(message.framework)),
      ("line", .number(Double(message.line))),
      ("constraints", .array(message.constraints.map { constraint($0, explanation) })),
      ("broken", message.broken.map { constraint($0, explanation) } ?? .null),
      ("brokenDocument", explanation.brokenKey.map(JSONValue.string) ?? .null),
      ("brokenFromLog", .bool(explanation.brokenFromLog)),
    ]
    if let shortfall = explanation.shortfall {
      pairs.append(
        (
          "shortfall",
          .object([
            ("actual", .number(shortfall.actual)), ("wanted", .number(shortfall.wanted)),
            ("points", .number(abs(shortfall.actual - shortfall.wanted))),
          ])
        ))
    }
    pairs += [
      ("whyBroken", explanation.whyBroken.map(JSONValue.string) ?? .null),
      ("causes", .array(explanation.causes.map(JSONValue.string))),
      ("fixes", .array(fixes)),
      ("reproduces", .bool(explanation.reproduces)),
      (
        "plumbConflict",
        explanation.plumbConflict.map { conflict in
          JSONValue.object([
            ("constraints", .array(conflict.keys.map(JSONValue.string))),
            ("broken", .string(conflict.broken)),
          ])
        } ?? .null
      ),
      ("views", .array(views)), ("trace", .array(trace)),
      ("assumptions", .array(explanation.reconstruction.assumptions.map(JSONValue.string))),
      ("missing", .array(message.missing.map(JSONValue.string))),
      ("failure", explanation.failure.map(JSONValue.string) ?? .null),
      ("document", .string(explanation.yaml)),
    ]
    return .object(pairs)
  }
}
