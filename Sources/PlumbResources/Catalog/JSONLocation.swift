/// Finds where in a JSON text a value is, so a decoding problem is reported at its line and column rather than
/// for the file as a whole. JSONDecoder says which key path failed but not where that is in the text.
struct JSONLocation {
  /// One step of a key path: an object key or an array index.
  enum Step: Hashable {
    case key(String)
    case index(Int)
  }

  /// A 1-based line and column (in characters).
  struct Position: Hashable {
    var line: Int
    var column: Int
  }

  /// Nesting deeper than this is reported as a problem rather than followed (the recursion is on the stack).
  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var offset = 0
  private var target: [Step]
  private var found: Int?

  private init(bytes: [UInt8], target: [Step]) {
    self.bytes = bytes
    self.target = target
  }

  /// Where the value at `path` starts, or the deepest enclosing value that exists (the object a missing key
  /// belongs in); nil when the text is not JSON up to there.
  static func position(of path: [Step], in bytes: [UInt8]) -> Position? {
    var scanner = JSONLocation(bytes: bytes, target: path)
    var deepest: Int?
    scanner.skipSpace()
    // A missing key is located at its enclosing object: try the path, then shorter ones.
    for length in stride(from: path.count, through: 0, by: -1) {
      scanner.target = Array(path.prefix(length))
      scanner.offset = 0
      scanner.found = nil
      scanner.skipSpace()
      _ = scanner.value(path: [], depth: 0)
      if let found = scanner.found {
        deepest = found
        break
      }
    }
    return deepest.map { position(atOffset: $0, in: bytes) }
  }

  /// Where and why the text is not valid JSON, or nil when it is.
  static func syntaxError(in bytes: [UInt8]) -> (position: Position, message: String)? {
    var scanner = JSONLocation(bytes: bytes, target: [.key("\u{0}never")])
    scanner.skipSpace()
    if let problem = scanner.value(path: [], depth: 0) {
      return (position(atOffset: scanner.offset, in: bytes), problem)
    }
    scanner.skipSpace()
    guard scanner.offset == bytes.count else {
      return (position(atOffset: scanner.offset, in: bytes), "unexpected text after the JSON value")
    }
    return nil
  }

  /// The line and column of a byte offset (columns count characters, not UTF-8 bytes).
  static func position(atOffset offset: Int, in bytes: [UInt8]) -> Position {
    var line = 1
    var column = 1
    for byte in bytes.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return Position(line: line, column: column)
  }

  // MARK: Scanning

  private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
  }

  /// Scans one value, noting its offset if it is at the target path; returns a problem, or nil.
  private mutating func value(path: [Step], depth: Int) -> String? {
    if path == target, found == nil { found = offset }
    guard depth < Self.maximumDepth else { return "nested more than \(Self.maximumDepth) deep" }
    guard let byte = current else { return "the text ends where a value was expected" }
    switch byte {
    case UInt8(ascii: "{"): return object(path: path, depth: depth)
    case UInt8(ascii: "["): return array(path: path, depth: depth)
    case UInt8(ascii: "\""):
      if case .failure(let problem) = string() { return problem.message }
      return nil
    default: return scalar()
    }
  }

  private mutating func object(path: [Step], depth: Int) -> String? {
    offset += 1
    skipSpace()
    if current == UInt8(ascii: "}") {
      offset += 1
      return nil
    }
    while true {
      skipSpace()
      guard current == UInt8(ascii: "\"") else { return "expected a quoted key" }
      let key: String
      switch string() {
      case .success(let text): key = text
      case .failure(let problem): return problem.message
      }
      skipSpace()
      guard current == UInt8(ascii: ":") else { return "expected ':' after the key \"\(key)\"" }
      offset += 1
      skipSpace()
      if let problem = value(path: path + [.key(key)], depth: depth + 1) { return problem }
      skipSpace()
      switch current {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "}"):
        offset += 1
        return nil
      default: return "expected ',' or '}' after the value of \"\(key)\""
      }
    }
  }

  private mutating func array(path: [Step], depth: Int) -> String? {
    offset += 1
    skipSpace()
    if current == UInt8(ascii: "]") {
      offset += 1
      return nil
    }
    var index = 0
    while true {
      skipSpace()
      if let problem = value(path: path + [.index(index)], depth: depth + 1) { return problem }
      index += 1
      skipSpace()
      switch current {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "]"):
        offset += 1
        return nil
      default: return "expected ',' or ']' after an array element"
      }
    }
  }

  private mutating func string() -> Result<String, StringProblem> {
    offset += 1
    var text: [UInt8] = []
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return .success(String(decoding: text, as: UTF8.self))
      case UInt8(ascii: "\\"):
        offset += 2
        text.append(UInt8(ascii: "?"))
      case 0..<0x20: return .failure(StringProblem("a control character inside a string"))
      default:
        text.append(byte)
        offset += 1
      }
    }
    return .failure(StringProblem("a string that is never closed"))
  }

  private mutating func scalar() -> String? {
    let start = offset
    while let byte = current,
      byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    {
      offset += 1
    }
    let word = String(decoding: bytes[start..<offset], as: UTF8.self)
    if word == "true" || word == "false" || word == "null" { return nil }
    if !word.isEmpty, Double(word) != nil, word.first != "+" { return nil }
    offset = start
    return word.isEmpty ? "unexpected character" : "'\(word)' is not a JSON value"
  }
}

/// Why a string in JSON text is not well formed.
struct StringProblem: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
