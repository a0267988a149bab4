/// A character scanner shared by the equation and VFL parsers; columns are 1-based characters.
///
/// Documents hold tens of thousands of equations, nearly all ASCII: those are scanned as bytes (one byte, one
/// character), with no grapheme breaking or Unicode property lookups; other text is scanned by `Character`.
struct NotationScanner {
  let text: String
  /// The text's bytes when every character is one ASCII byte (no CR, which joins a following LF), else empty.
  private let bytes: [UInt8]
  /// The text's characters when it is not all single-byte ASCII, else empty.
  private let characters: [Character]
  private let isASCII: Bool
  private let count: Int
  var index = 0

  init(_ text: String) {
    self.text = text
    var ascii = true
    for byte in text.utf8 where byte >= 0x80 || byte == 0x0D {
      ascii = false
      break
    }
    isASCII = ascii
    if ascii {
      bytes = Array(text.utf8)
      characters = []
      count = bytes.count
    } else {
      bytes = []
      characters = Array(text)
      count = characters.count
    }
  }

  var column: Int { index + 1 }
  var atEnd: Bool { index >= count }
  var current: Character? { atEnd ? nil : character(at: index) }

  private func character(at position: Int) -> Character {
    isASCII ? Character(Unicode.Scalar(bytes[position])) : characters[position]
  }

  /// The ASCII code of the character at `position`; nil at the end and for any other character.
  @inline(__always) private func code(at position: Int) -> UInt8? {
    guard position < count else { return nil }
    if isASCII { return bytes[position] }
    let character = characters[position]
    // `asciiValue` calls CR LF a line feed; no caller treats line feeds specially.
    return character.isASCII ? character.asciiValue : nil
  }

  /// The characters from `start` up to `end`.
  func slice(_ start: Int, _ end: Int) -> String {
    isASCII ? String(decoding: bytes[start..<end], as: UTF8.self) : String(characters[start..<end])
  }

  mutating func skipSpaces() {
    while let code = code(at: index), code == 0x20 || code == 0x09 { index += 1 }
  }

  func peek(_ offset: Int = 0) -> Character? {
    let position = index + offset
    return position < count ? character(at: position) : nil
  }

  mutating func consume(_ literal: String) -> Bool {
    if isASCII {
      let utf8 = literal.utf8
      guard index + utf8.count <= count else { return false }
      var position = index
      for byte in utf8 {
        // A non-ASCII literal never matches ASCII text.
        guard bytes[position] == byte else { return false }
        position += 1
      }
      index = position
      return true
    }
    let literalCharacters = Array(literal)
    guard index + literalCharacters.count <= count,
      Array(characters[index..<index + literalCharacters.count]) == literalCharacters
    else { return false }
    index += literalCharacters.count
    return true
  }

  @inline(__always) static func isLetter(_ code: UInt8) -> Bool {
    (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7A
  }
  @inline(__always) static func isDigit(_ code: UInt8) -> Bool { code >= 0x30 && code <= 0x39 }

  mutating func identifier() -> String? {
    guard let first = code(at: index), first == 0x5F || Self.isLetter(first) else { return nil }
    let start = index
    while let code = code(at: index), code == 0x5F || Self.isLetter(code) || Self.isDigit(code) { index += 1 }
    return slice(start, index)
  }

  /// An unsigned decimal number (`8`, `2.0`, `.5`, `1e3`).
  mutating func unsignedNumber() -> Double? {
    let start = index
    while let code = code(at: index), Self.isDigit(code) { index += 1 }
    if code(at: index) == 0x2E, let next = code(at: index + 1), Self.isDigit(next) {
      index += 1
      while let code = code(at: index), Self.isDigit(code) { index += 1 }
    }
    guard index > start else { return nil }
    if code(at: index) == 0x65 || code(at: index) == 0x45 {
      let save = index
      index += 1
      if code(at: index) == 0x2B || code(at: index) == 0x2D { index += 1 }
      let digits = index
      while let code = code(at: index), Self.isDigit(code) { index += 1 }
      if index == digits { index = save }
    }
    return Double(slice(start, index))
  }

  func error(_ message: String, at column: Int? = nil) -> NotationError {
    NotationError(text: text, column: column ?? self.column, message: message)
  }

  /// What is at the current position, for "found …" messages.
  var found: String {
    guard let c = current else { return "the end of the line" }
    return "'\(c)'"
  }
}

extension LayoutAttribute {
  /// Parses an attribute name in any letter case; `baseline` means `lastBaseline` as in UIKit.
  static func named(_ name: String) -> LayoutAttribute? {
    // Most names are written in lower case already (`left`, `top`, `width`): found without lowercasing.
    byLowercasedName[name] ?? byLowercasedName[name.lowercased()]
  }

  private static let byLowercasedName: [String: LayoutAttribute] = {
    var names: [String: LayoutAttribute] = [:]
    for attribute in allCases where names[attribute.rawValue.lowercased()] == nil {
      names[attribute.rawValue.lowercased()] = attribute
    }
    names["baseline"] = .lastBaseline
    names["notanattribute"] = .notAnAttribute
    return names
  }()
}

extension String {
  /// Whether the string is `lowercase` in any letter case, comparing ASCII letters only (`lowercase` is ASCII lower
  /// case): the same answer as `lowercased() == lowercase` for the ASCII identifiers the scanner reads, without
  /// making a string.
  func equalsIgnoringASCIICase(_ lowercase: StaticString) -> Bool {
    guard utf8.count == lowercase.utf8CodeUnitCount else { return false }
    return lowercase.withUTF8Buffer { expected in
      var index = 0
      for byte in utf8 {
        let folded = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
        guard folded == expected[index] else { return false }
        index += 1
      }
      return true
    }
  }
}
