/// A tiny JSON writer with a fixed key order, so output is byte-identical on every run.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Keys keep the order given.
  case object([(String, JSONValue)])

  /// Equal when written the same (objects compare in key order).
  public static func == (a: JSONValue, b: JSONValue) -> Bool { a.compact == b.compact }
  /// Hashes the compact text, consistent with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(compact) }

  /// One line, with a space after `:` and `,` (as the CLI spec prints objects).
  public var compact: String {
    var out = JSONBytes()
    writeCompact(into: &out)
    return out.string
  }

  /// Pretty-printed: the top object and arrays above `inlineDepth` open onto separate lines; the rest stay on one line.
  public func pretty(inlineDepth: Int = 2, indent: String = "") -> String {
    var out = JSONBytes()
    writePretty(into: &out, inlineDepth: inlineDepth, indent: Array(indent.utf8))
    return out.string
  }

  // Both forms append bytes to one buffer: a 10 000-view frames document was built from a string per value, joined
  // level by level (a sixth of `plumb layout`), and appending to a `String` still cost a fifth of a 1 000-view
  // `plumb layout` in its per-append checks.
  private func writeCompact(into out: inout JSONBytes) {
    switch self {
    case .null: out.append("null")
    case .bool(let value): out.append(value ? "true" : "false")
    // JSON has no NaN or infinity: a value that overflowed is written as null rather than as invalid JSON.
    case .number(let value): out.appendNumber(value)
    case .string(let value): out.appendQuoted(value)
    case .array(let items):
      out.append("[")
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(", ") }
        item.writeCompact(into: &out)
      }
      out.append("]")
    case .object(let pairs):
      if pairs.isEmpty {
        out.append("{}")
        return
      }
      out.append("{ ")
      for (index, pair) in pairs.enumerated() {
        if index > 0 { out.append(", ") }
        out.appendQuoted(pair.0)
        out.append(": ")
        pair.1.writeCompact(into: &out)
      }
      out.append(" }")
    }
  }

  private func writePretty(into out: inout JSONBytes, inlineDepth: Int, indent: [UInt8]) {
    switch self {
    case .array(let items) where inlineDepth > 0 && !items.isEmpty:
      let inner = indent + [0x20, 0x20]
      out.append("[\n")
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(",\n") }
        out.bytes.append(contentsOf: inner)
        item.writePretty(into: &out, inlineDepth: inlineDepth - 1, indent: inner)
      }
      out.append("\n")
      out.bytes.append(contentsOf: indent)
      out.append("]")
    case .object(let pairs) where indent.isEmpty && !pairs.isEmpty:
      let inner = indent + [0x20, 0x20]
      out.append("{\n")
      for (index, pair) in pairs.enumerated() {
        if index > 0 { out.append(",\n") }
        out.bytes.append(contentsOf: inner)
        out.appendQuoted(pair.0)
        out.append(": ")
        pair.1.writePretty(into: &out, inlineDepth: inlineDepth - 1, indent: inner)
      }
      out.append("\n")
      out.bytes.append(contentsOf: indent)
      out.append("}")
    default:
      writeCompact(into: &out)
    }
  }

  static func quote(_ string: String) -> String {
    var out = JSONBytes()
    out.appendQuoted(string)
    return out.string
  }
}

/// JSON text as UTF-8 bytes, appended to in place.
private struct JSONBytes {
  var bytes: [UInt8] = []

  var string: String { String(decoding: bytes, as: UTF8.self) }

  mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func appendQuoted(_ string: String) {
    bytes.append(0x22)
    // Ids and descriptions rarely hold anything to escape: those go in whole.
    let copied = string.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
      guard !buffer.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
      bytes.append(contentsOf: buffer)
      return true
    }
    if copied != true {
      // Only ASCII is escaped, and no byte of a multi-byte UTF-8 sequence is ASCII: bytes are copied as they are.
      for byte in string.utf8 {
        switch byte {
        case 0x22: append("\\\"")
        case 0x5C: append("\\\\")
        case 0x0A: append("\\n")
        case 0x09: append("\\t")
        case 0x0D: append("\\r")
        case _ where byte < 0x20:
          append("\\u00")
          bytes.append(Self.hexDigit(byte >> 4))
          bytes.append(Self.hexDigit(byte & 0xF))
        default: bytes.append(byte)
        }
      }
    }
    bytes.append(0x22)
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x61 + value - 10 }

  /// `format(value)` (at most six decimals, trailing zeros dropped) written as bytes; null when not finite.
  mutating func appendNumber(_ value: Double) {
    guard value.isFinite else { return append("null") }
    let magnitude = (abs(value) * 1_000_000).rounded()
    guard magnitude < 9e15 else {
      bytes.append(contentsOf: format(value).utf8)
      return
    }
    let units = Int64(magnitude)
    if value < 0 && units != 0 { bytes.append(0x2D) }
    appendDigits(of: units / 1_000_000, width: 1)
    var fraction = units % 1_000_000
    // Frames are mostly whole points: no fraction to write.
    guard fraction != 0 else { return }
    var digits = 6
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    bytes.append(0x2E)
    appendDigits(of: fraction, width: digits)
  }

  /// The decimal digits of `value` ≥ 0, zero-padded on the left to `width`.
  private mutating func appendDigits(of value: Int64, width: Int) {
    var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &buffer) { digits in
      var count = 0
      var rest = value
      repeat {
        digits[23 - count] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
        rest /= 10
        count += 1
      } while rest > 0
      while count < width {
        digits[23 - count] = 0x30
        count += 1
      }
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: digits[(24 - count)...]))
    }
  }
}

extension Rect {
  /// `{ "x": …, "y": …, "width": …, "height": … }`.
  public var json: JSONValue {
    .object([
      ("x", .number(minX)), ("y", .number(minY)), ("width", .number(width)), ("height", .number(height)),
    ])
  }
}

extension LayoutResult {
  /// The `plumb layout --format json` document (Docs/CLI.md); `exact` prints the solver's unrounded values.
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
    func entry(_ diagnostic: Diagnostic) -> JSONValue {
      var pairs: [(String, JSONValue)] = [
        ("kind", .string(diagnostic.kind.rawValue)), ("message", .string(diagnostic.message)),
        ("constraints", .array(diagnostic.constraints.map(JSONValue.string))),
      ]
      if let broken = diagnostic.broken { pairs.append(("broken", .string(broken))) }
      pairs.append(("views", .array(diagnostic.views.map(JSONValue.string))))
      return .object(pairs)
    }
    var document: [(String, JSONValue)] = [
      (
        "canvas",
        .object([
          ("width", .number(canvasSize.width)), ("height", .number(canvasSize.height)),
          ("scale", .number(scale)),
        ])
      ),
      ("views", .array(views)), ("guides", .array(guides)), ("diagnostics", .array(diagnostics.map(entry))),
    ]
    if !notes.isEmpty { document.append(("notes", .array(notes.map(entry)))) }
    return .object(document)
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
