/// A `.strings` table as Xcode writes it (`"key" = "value";`, with comments), read with the place of every key.
///
/// The format is the old-style property list's string table: quoted or bare strings, `/* */` and `//` comments,
/// backslash escapes (`\n`, `\t`, `\"`, `\\`, `\Uxxxx`), and `"key";` for a value equal to its key. Files are UTF-8
/// or UTF-16 (with a byte-order mark, as `ibtool` writes them). A key written twice keeps its later value, as
/// Foundation reads it.
public struct StringsFile: Sendable, Hashable {
  /// One `key = value` pair and where its key starts (1-based).
  public struct Entry: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The value.
    public var value: String
    /// Line of the key.
    public var line: Int
    /// Column of the key.
    public var column: Int
  }

  /// The file's path, for messages.
  public let path: String
  /// Every pair in file order.
  public let entries: [Entry]

  /// The values by key (a later pair wins).
  public var values: [String: String] {
    var result: [String: String] = [:]
    for entry in entries { result[entry.key] = entry.value }
    return result
  }

  /// Reads a table from a file's bytes.
  /// - Throws: `.syntax` with the line and column of the first thing that is not a string table.
  public static func parse(_ bytes: [UInt8], path: String) throws(LocalizationError) -> StringsFile {
    var scanner = Scanner(scalars: Array(TextDecoding.decode(bytes).unicodeScalars), path: path)
    return StringsFile(path: path, entries: try scanner.entries())
  }

  /// A hand-written scanner: Foundation's property-list reader takes these files but says nothing of where one is
  /// broken, and a translator needs the line.
  private struct Scanner {
    let scalars: [Unicode.Scalar]
    let path: String
    var index = 0
    var line = 1
    var column = 1

    init(scalars: [Unicode.Scalar], path: String) {
      self.scalars = scalars
      self.path = path
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func advance() {
      guard let scalar = current else { return }
      index += 1
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }

    func error(_ message: String, line: Int? = nil, column: Int? = nil) -> LocalizationError {
      .syntax(path: path, line: line ?? self.line, column: column ?? self.column, message: message)
    }

    mutating func entries() throws(LocalizationError) -> [Entry] {
      var result: [Entry] = []
      // An old-style property list may wrap the table in braces; Xcode never does, but some tools do.
      try skipTrivia()
      let braced = current == "{"
      if braced { advance() }
      while true {
        try skipTrivia()
        guard let scalar = current else {
          if braced { throw error("the table opened with '{' is never closed; end it with '}'") }
          break
        }
        if braced, scalar == "}" {
          advance()
          try skipTrivia()
          if current != nil { throw error("nothing may follow the table's closing brace") }
          break
        }
        let (keyLine, keyColumn) = (line, column)
        let key = try string(what: "a key")
        try skipTrivia()
        var value = key
        if current == "=" {
          advance()
          try skipTrivia()
          value = try string(what: "a value after '='")
          try skipTrivia()
        }
        guard current == ";" else {
          throw error(
            current == nil
              ? "the file ends after \"\(Self.short(key))\"; end each entry with ';'"
              : "expected ';' after the entry for \"\(Self.short(key))\", found '\(current.map(String.init) ?? "")'; "
                + "end each entry with ';' (and quote values that hold spaces)")
        }
        advance()
        result.append(Entry(key: key, value: value, line: keyLine, column: keyColumn))
      }
      return result
    }

    static func short(_ text: String) -> String { text.count > 40 ? String(text.prefix(40)) + "…" : text }

    mutating func skipTrivia() throws(LocalizationError) {
      while let scalar = current {
        if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
          advance()
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while let next = current, next != "\n" { advance() }
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          let (startLine, startColumn) = (line, column)
          advance()
          advance()
          while true {
            guard let next = current else {
              throw error(
                "a comment opened here is never closed; end it with */", line: startLine, column: startColumn)
            }
            if next == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
              advance()
              advance()
              break
            }
            advance()
          }
        } else {
          return
        }
      }
    }

    static func isBare(_ scalar: Unicode.Scalar) -> Bool {
      (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
        || "_$+/:.-".unicodeScalars.contains(scalar)
    }

    mutating func string(what: String) throws(LocalizationError) -> String {
      guard let first = current else { throw error("the file ends where \(what) should be") }
      if first != "\"" {
        guard Self.isBare(first) else {
          throw error("expected \(what) in double quotes, found '\(first)'")
        }
        var text = String.UnicodeScalarView()
        while let scalar = current, Self.isBare(scalar) {
          text.append(scalar)
          advance()
        }
        return String(text)
      }
      let (startLine, startColumn) = (line, column)
      advance()
      var text = String.UnicodeScalarView()
      while true {
        guard let scalar = current else {
          throw error(
            "a string opened here is never closed; end it with '\"'", line: startLine, column: startColumn)
        }
        advance()
        if scalar == "\"" { return String(text) }
        guard scalar == "\\" else {
          text.append(scalar)
          continue
        }
        guard let escaped = current else { continue }
        advance()
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "a": text.append("\u{07}")
        case "b": text.append("\u{08}")
        case "f": text.append("\u{0C}")
        case "v": text.append("\u{0B}")
        case "U", "u":
          var value: UInt32 = 0
          var digits = 0
          while digits < 4, let hex = current, let digit = Self.hexValue(hex) {
            value = value * 16 + digit
            digits += 1
            advance()
          }
          guard digits > 0, let decoded = Unicode.Scalar(value) else {
            throw error("'\\\(escaped)' needs up to four hexadecimal digits naming a character")
          }
          text.append(decoded)
        case "0"..."7":
          var value = UInt32(escaped.value - 48)
          var digits = 1
          while digits < 3, let octal = current, ("0"..."7").contains(octal) {
            value = value * 8 + (octal.value - 48)
            digits += 1
            advance()
          }
          text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        default: text.append(escaped)
        }
      }
    }

    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
      switch scalar {
      case "0"..."9": scalar.value - 48
      case "a"..."f": scalar.value - 87
      case "A"..."F": scalar.value - 55
      default: nil
      }
    }
  }
}

/// Text files' bytes as text: UTF-8, or UTF-16 with a byte-order mark (or without one, recognised by its zero
/// bytes), as Xcode's tools write `.strings` files.
enum TextDecoding {
  static func decode(_ bytes: [UInt8]) -> String {
    if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
      return utf16(bytes.dropFirst(2), littleEndian: true)
    }
    if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
      return utf16(bytes.dropFirst(2), littleEndian: false)
    }
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      return String(decoding: bytes.dropFirst(3), as: UTF8.self)
    }
    if bytes.count >= 2, bytes.count % 2 == 0 {
      if bytes[0] != 0, bytes[1] == 0 { return utf16(bytes[...], littleEndian: true) }
      if bytes[0] == 0, bytes[1] != 0 { return utf16(bytes[...], littleEndian: false) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> String {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
      units.append(littleEndian ? a | b << 8 : a << 8 | b)
      index += 2
    }
    return String(decoding: units, as: UTF16.self)
  }
}
