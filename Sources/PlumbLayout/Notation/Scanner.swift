/// A character scanner shared by the equation and VFL parsers; columns are 1-based characters.
struct NotationScanner {
  let text: String
  let characters: [Character]
  var index = 0

  init(_ text: String) {
    self.text = text
    characters = Array(text)
  }

  var column: Int { index + 1 }
  var atEnd: Bool { index >= characters.count }
  var current: Character? { atEnd ? nil : characters[index] }

  mutating func skipSpaces() {
    while let character = current, character == " " || character == "\t" { index += 1 }
  }

  func peek(_ offset: Int = 0) -> Character? {
    let position = index + offset
    return position < characters.count ? characters[position] : nil
  }

  mutating func consume(_ literal: String) -> Bool {
    let literalCharacters = Array(literal)
    guard index + literalCharacters.count <= characters.count,
      Array(characters[index..<index + literalCharacters.count]) == literalCharacters
    else { return false }
    index += literalCharacters.count
    return true
  }

  static func isIdentifierStart(_ c: Character) -> Bool { c == "_" || (c.isASCII && c.isLetter) }
  static func isIdentifierPart(_ c: Character) -> Bool { c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) }

  mutating func identifier() -> String? {
    guard let first = current, Self.isIdentifierStart(first) else { return nil }
    let start = index
    while let c = current, Self.isIdentifierPart(c) { index += 1 }
    return String(characters[start..<index])
  }

  /// An unsigned decimal number (`8`, `2.0`, `.5`, `1e3`).
  mutating func unsignedNumber() -> Double? {
    let start = index
    while let c = current, c.isASCII, c.isNumber { index += 1 }
    if current == ".", let next = peek(1), next.isASCII, next.isNumber {
      index += 1
      while let c = current, c.isASCII, c.isNumber { index += 1 }
    }
    guard index > start else { return nil }
    if current == "e" || current == "E" {
      let save = index
      index += 1
      if current == "+" || current == "-" { index += 1 }
      let digits = index
      while let c = current, c.isASCII, c.isNumber { index += 1 }
      if index == digits { index = save }
    }
    return Double(String(characters[start..<index]))
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
    let lower = name.lowercased()
    if lower == "baseline" { return .lastBaseline }
    if lower == "notanattribute" { return .notAnAttribute }
    return allCases.first { $0.rawValue.lowercased() == lower }
  }
}
