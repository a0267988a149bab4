internal import PlumbLayout

/// Text that came from a log, made safe to show: a log's escape sequences (ESC, BEL, NUL, …) and characters that
/// reorder text on a terminal are written as `\u{1B}` instead of being sent on.
public enum LogText {
  /// `text` with every control character but newline and tab, and every bidirectional override or isolate,
  /// replaced by its `\u{…}` escape.
  public static func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}

extension LogText {
  /// `text` as a double-quoted YAML scalar: JSON's escapes, and `\uXXXX` for what JSON leaves raw (DEL, C1
  /// controls, bidirectional overrides), which YAML readers refuse or terminals act on.
  static func yamlQuoted(_ text: String) -> String {
    let quoted = JSONValue.string(text).compact
    guard quoted.unicodeScalars.contains(where: needsEscape) else { return quoted }
    var result = String.UnicodeScalarView()
    for scalar in quoted.unicodeScalars {
      if needsEscape(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result.append(
          contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
