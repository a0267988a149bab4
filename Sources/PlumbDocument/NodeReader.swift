import PlumbLayout
import Yams

/// Typed access to Yams nodes with errors that carry file:line:column and say what is allowed.
struct NodeReader {
  let file: String
  /// The last line of the text and the column just after its last character.
  let end: (line: Int, column: Int)

  init(file: String, text: String) {
    self.file = file
    // YAML's line breaks: LF, CR LF, CR, NEL, LS, PS; columns count Unicode scalars, as libyaml's marks do.
    var line = 1
    var length = 0
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A where previous == "\r": break
      case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
        line += 1
        length = 0
      default: length += 1
      }
      previous = scalar
    }
    end = (line, length + 1)
  }

  /// Where a libyaml mark points. At the end of a text without a final line break libyaml marks the line after
  /// the last one, which editors cannot show; that becomes the end of the last line.
  func location(_ mark: Mark?) -> SourceLocation {
    guard let mark else { return SourceLocation(file: file, line: 1, column: 1) }
    guard mark.line > end.line else {
      return SourceLocation(file: file, line: mark.line, column: mark.column)
    }
    return SourceLocation(file: file, line: end.line, column: end.column)
  }

  func location(_ node: Node) -> SourceLocation { location(node.mark) }

  /// Where a scalar's text starts (after an opening quote).
  func textLocation(_ node: Node) -> SourceLocation {
    let base = location(node)
    if let scalar = node.scalar, scalar.style == .doubleQuoted || scalar.style == .singleQuoted {
      return base.advanced(by: 1)
    }
    return base
  }

  func error(_ node: Node, _ message: String) -> DocumentError {
    DocumentError(message, at: location(node))
  }

  func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): return "'\(scalar.string)'"
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .alias: return "an alias"
    }
  }

  /// The pairs of a mapping, checking every key against `allowed`.
  func mapping(_ node: Node, allowed: [String], context: String) throws(DocumentError) -> [(
    key: String, node: Node, value: Node
  )] {
    guard let mapping = node.mapping else {
      throw error(
        node,
        "\(context) must be a mapping, found \(describe(node)); allowed keys: \(allowed.joined(separator: ", "))"
      )
    }
    var pairs: [(key: String, node: Node, value: Node)] = []
    var seen = Set<String>()
    for (keyNode, value) in mapping {
      guard let key = keyNode.scalar?.string else {
        throw error(keyNode, "\(context) keys must be plain names")
      }
      guard allowed.contains(key) else {
        let suggestions = nearest(key, in: allowed)
        let hint =
          suggestions.isEmpty
          ? "" : " (did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?)"
        throw error(
          keyNode,
          "unknown key '\(key)' in \(context)\(hint); allowed keys: \(allowed.joined(separator: ", "))")
      }
      guard seen.insert(key).inserted else { throw error(keyNode, "duplicate key '\(key)' in \(context)") }
      pairs.append((key, keyNode, value))
    }
    return pairs
  }

  func string(_ node: Node, _ what: String) throws(DocumentError) -> String {
    guard let scalar = node.scalar else { throw error(node, "\(what) must be text, found \(describe(node))") }
    return scalar.string
  }

  /// A colour name or `#RRGGBB[AA]`, checked now so a bad one is reported here rather than when drawing.
  func color(_ node: Node, _ what: String) throws(DocumentError) -> String {
    let text = try string(node, what)
    if case .failure(let problem) = ColorNames.resolve(text) {
      throw error(node, "\(what): \(problem.message)")
    }
    return text
  }

  func number(_ node: Node, _ what: String, metrics: [String: Double] = [:]) throws(DocumentError) -> Double {
    guard let scalar = node.scalar else {
      throw error(node, "\(what) must be a number, found \(describe(node))")
    }
    let text = scalar.string
    if scalar.style == .plain {
      switch FiniteNumber.read(text) {
      case .success(let value): return value
      case .failure(.notFinite): throw error(node, "\(what) must be a finite number, found '\(text)'")
      case .failure(.outOfRange):
        throw error(node, "\(what) is out of range (±10 000 000 points), found '\(text)'")
      case .failure(.notANumber): break
      }
    }
    if let metric = metrics[text] { return metric }
    throw error(node, "\(what) must be a number, found \(describe(node))")
  }

  func nonNegative(_ node: Node, _ what: String) throws(DocumentError) -> Double {
    let value = try number(node, what)
    guard value >= 0 else { throw error(node, "\(what) must not be negative, found \(value)") }
    return value
  }

  func integer(_ node: Node, _ what: String) throws(DocumentError) -> Int {
    guard let scalar = node.scalar, scalar.style == .plain, let value = Int(scalar.string) else {
      throw error(node, "\(what) must be a whole number, found \(describe(node))")
    }
    return value
  }

  func bool(_ node: Node, _ what: String) throws(DocumentError) -> Bool {
    guard let scalar = node.scalar, scalar.style == .plain else {
      throw error(node, "\(what) must be true or false, found \(describe(node))")
    }
    switch scalar.string.lowercased() {
    case "true", "yes": return true
    case "false", "no": return false
    default: throw error(node, "\(what) must be true or false, found '\(scalar.string)'")
    }
  }

  func sequence(_ node: Node, _ what: String) throws(DocumentError) -> [Node] {
    guard let sequence = node.sequence else {
      throw error(node, "\(what) must be a list, found \(describe(node))")
    }
    return Array(sequence)
  }

  func choice<T>(_ node: Node, _ what: String, _ options: [(String, T)]) throws(DocumentError) -> T {
    let text = try string(node, what)
    if let match = options.first(where: { $0.0 == text }) { return match.1 }
    let names = options.map(\.0)
    let suggestions = nearest(text, in: names)
    let hint = suggestions.isEmpty ? "" : " (did you mean '\(suggestions[0])'?)"
    throw error(node, "unknown \(what) '\(text)'\(hint); use one of: \(names.joined(separator: ", "))")
  }

  /// `[x, y, w, h]`.
  func rect(_ node: Node, _ what: String) throws(DocumentError) -> Rect {
    let items = try sequence(node, what)
    guard items.count == 4 else {
      throw error(node, "\(what) must be [x, y, width, height], found \(items.count) numbers")
    }
    let values = try items.map { (item: Node) throws(DocumentError) -> Double in try number(item, what) }
    guard values[2] >= 0, values[3] >= 0 else {
      throw error(node, "\(what) must have a non-negative width and height")
    }
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// A priority: 1…1000 or required/high/low/fittingSizeLevel.
  func priority(_ node: Node, _ what: String) throws(DocumentError) -> Float {
    let text = try string(node, what)
    switch text {
    case "required": return 1000
    case "high": return 750
    case "low": return 250
    case "fittingSizeLevel": return 50
    default:
      guard let value = Float(text), value.isFinite, value >= 1, value <= 1000 else {
        throw error(
          node,
          "\(what) must be a number from 1 to 1000 or required/high/low/fittingSizeLevel, found '\(text)'")
      }
      return value
    }
  }

  /// A number or `{ horizontal, vertical }`.
  /// One priority for both axes, or a mapping of one or both axes (nil: the axis keeps UIKit's default).
  func axisPriorities(_ node: Node, _ what: String) throws(DocumentError) -> AxisPair<Float?> {
    if node.mapping != nil {
      var pair = AxisPair<Float?>(nil)
      let pairs = try mapping(node, allowed: ["horizontal", "vertical"], context: what)
      guard !pairs.isEmpty else { throw error(node, "\(what) needs horizontal, vertical or both") }
      for (key, _, value) in pairs {
        pair[key == "horizontal" ? .horizontal : .vertical] = try priority(value, "\(what).\(key)")
      }
      return pair
    }
    return AxisPair(try priority(node, what))
  }
}
