/// A tiny JSON writer with a fixed key order, so output is byte-identical on every run.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Keys keep the order given.
  case object([(String, JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool { a.compact == b.compact }
  public func hash(into hasher: inout Hasher) { hasher.combine(compact) }

  /// One line, with a space after `:` and `,` (as the CLI spec prints objects).
  public var compact: String {
    var out = ""
    writeCompact(into: &out)
    return out
  }

  /// Pretty-printed: the top object and arrays above `inlineDepth` open onto separate lines; the rest stay on one line.
  public func pretty(inlineDepth: Int = 2, indent: String = "") -> String {
    var out = ""
    writePretty(into: &out, inlineDepth: inlineDepth, indent: indent)
    return out
  }

  // Both forms append to one string: a 10 000-view frames document was built from a string per value, joined
  // level by level (a sixth of `plumb layout`).
  private func writeCompact(into out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    // JSON has no NaN or infinity: a value that overflowed is written as null rather than as invalid JSON.
    case .number(let value): out += value.isFinite ? format(value) : "null"
    case .string(let value): Self.appendQuoted(value, to: &out)
    case .array(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += ", " }
        item.writeCompact(into: &out)
      }
      out += "]"
    case .object(let pairs):
      if pairs.isEmpty {
        out += "{}"
        return
      }
      out += "{ "
      for (index, pair) in pairs.enumerated() {
        if index > 0 { out += ", " }
        Self.appendQuoted(pair.0, to: &out)
        out += ": "
        pair.1.writeCompact(into: &out)
      }
      out += " }"
    }
  }

  private func writePretty(into out: inout String, inlineDepth: Int, indent: String) {
    let inner = indent + "  "
    switch self {
    case .array(let items) where inlineDepth > 0 && !items.isEmpty:
      out += "[\n"
      for (index, item) in items.enumerated() {
        if index > 0 { out += ",\n" }
        out += inner
        item.writePretty(into: &out, inlineDepth: inlineDepth - 1, indent: inner)
      }
      out += "\n" + indent + "]"
    case .object(let pairs) where indent.isEmpty && !pairs.isEmpty:
      out += "{\n"
      for (index, pair) in pairs.enumerated() {
        if index > 0 { out += ",\n" }
        out += inner
        Self.appendQuoted(pair.0, to: &out)
        out += ": "
        pair.1.writePretty(into: &out, inlineDepth: inlineDepth - 1, indent: inner)
      }
      out += "\n" + indent + "}"
    default:
      writeCompact(into: &out)
    }
  }

  static func quote(_ string: String) -> String {
    var out = ""
    appendQuoted(string, to: &out)
    return out
  }

  private static func appendQuoted(_ string: String, to out: inout String) {
    out += "\""
    // Ids and descriptions rarely hold anything to escape: those go in whole.
    if !string.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      out += string
      out += "\""
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}

extension Rect {
  /// `{ "x": …, "y": …, "width": …, "height": … }`.
  public var json: JSONValue {
    .object([("x", .number(minX)), ("y", .number(minY)), ("width", .number(width)), ("height", .number(height))])
  }
}

extension LayoutResult {
  /// The `plumb layout --format json` document (cli.md); `exact` prints the solver's unrounded values.
  public func json(exact: Bool = false) -> JSONValue {
    var absolute: [String: Rect] = [:]
    let views: [JSONValue] = views.map { view in
      let frame: Rect
      let absoluteFrame: Rect
      if exact {
        absoluteFrame = view.exactFrame
        let parent = view.superview.flatMap { absolute[$0] } ?? .zero
        frame = view.exactFrame.offsetBy(dx: -parent.minX, dy: -parent.minY)
      } else {
        absoluteFrame = view.absoluteFrame
        frame = view.frame
      }
      absolute[view.id] = absoluteFrame
      var pairs: [(String, JSONValue)] = [
        ("id", .string(view.id)), ("kind", .string(view.kind.rawValue)),
        ("superview", view.superview.map(JSONValue.string) ?? .null), ("frame", frame.json),
        ("absoluteFrame", absoluteFrame.json), ("ambiguous", .bool(view.isAmbiguous)),
      ]
      if let expected = view.expectedFrame {
        pairs.append(("expectedFrame", expected.json))
        pairs.append(("misplaced", .bool(view.isMisplaced)))
      }
      return .object(pairs)
    }
    let guides: [JSONValue] = guides.map { guide in
      .object([("id", .string(guide.id)), ("absoluteFrame", guide.absoluteFrame.json)])
    }
    let diagnostics: [JSONValue] = diagnostics.map { diagnostic in
      var pairs: [(String, JSONValue)] = [
        ("kind", .string(diagnostic.kind.rawValue)), ("message", .string(diagnostic.message)),
        ("constraints", .array(diagnostic.constraints.map(JSONValue.string))),
      ]
      if let broken = diagnostic.broken { pairs.append(("broken", .string(broken))) }
      pairs.append(("views", .array(diagnostic.views.map(JSONValue.string))))
      return .object(pairs)
    }
    return .object([
      ("canvas", .object([("width", .number(canvasSize.width)), ("height", .number(canvasSize.height)), ("scale", .number(scale))])),
      ("views", .array(views)), ("guides", .array(guides)), ("diagnostics", .array(diagnostics)),
    ])
  }

  /// A readable tree: one line per view with its frame, then the diagnostics.
  public func textTree(exact: Bool = false) -> String {
    var lines = ["canvas \(format(canvasSize.width))×\(format(canvasSize.height)) @\(format(scale))x"]
    for view in views {
      var line = String(repeating: "  ", count: view.depth) + "\(view.id) (\(view.kind.rawValue)) "
      line += exact ? "\(view.exactFrame) absolute" : "\(view.frame)"
      if view.isAmbiguous { line += "  AMBIGUOUS (\(view.ambiguousVariables.joined(separator: ", ")))" }
      if view.isMisplaced, let expected = view.expectedFrame { line += "  MISPLACED (expected \(expected))" }
      lines.append(line)
    }
    for guide in guides { lines.append("guide \(guide.id) \(guide.absoluteFrame) absolute") }
    for diagnostic in diagnostics { lines.append("\n[\(diagnostic.kind.rawValue)]\n" + diagnostic.message) }
    return lines.joined(separator: "\n") + "\n"
  }
}
