/// Colour names and `#RRGGBB[AA]` as layout documents write them, checked when a document is read (so a bad
/// colour is an error at its line and column, not a failure when drawing) and resolved by the renderer.
public enum ColorNames {
  /// UIKit's light-mode system colours by name (Apple HIG, "Color", iOS light appearance; UIColor's fixed colours):
  /// name, 0xRRGGBB, alpha.
  public static let table: [(name: String, rgb: UInt32, alpha: Double)] = [
    ("systemRed", 0xFF3B30, 1), ("systemOrange", 0xFF9500, 1), ("systemYellow", 0xFFCC00, 1),
    ("systemGreen", 0x34C759, 1), ("systemMint", 0x00C7BE, 1), ("systemTeal", 0x30B0C7, 1),
    ("systemCyan", 0x32ADE6, 1), ("systemBlue", 0x007AFF, 1), ("systemIndigo", 0x5856D6, 1),
    ("systemPurple", 0xAF52DE, 1), ("systemPink", 0xFF2D55, 1), ("systemBrown", 0xA2845E, 1),
    ("systemGray", 0x8E8E93, 1), ("systemGray2", 0xAEAEB2, 1), ("systemGray3", 0xC7C7CC, 1),
    ("systemGray4", 0xD1D1D6, 1), ("systemGray5", 0xE5E5EA, 1), ("systemGray6", 0xF2F2F7, 1),
    ("label", 0x000000, 1), ("secondaryLabel", 0x3C3C43, 0.6), ("tertiaryLabel", 0x3C3C43, 0.3),
    ("quaternaryLabel", 0x3C3C43, 0.18), ("placeholderText", 0x3C3C43, 0.3), ("link", 0x007AFF, 1),
    ("separator", 0x3C3C43, 0.29), ("opaqueSeparator", 0xC6C6C8, 1), ("systemBackground", 0xFFFFFF, 1),
    ("secondarySystemBackground", 0xF2F2F7, 1), ("tertiarySystemBackground", 0xFFFFFF, 1),
    ("systemGroupedBackground", 0xF2F2F7, 1), ("secondarySystemGroupedBackground", 0xFFFFFF, 1),
    ("tertiarySystemGroupedBackground", 0xF2F2F7, 1), ("systemFill", 0x787880, 0.2),
    ("secondarySystemFill", 0x787880, 0.16), ("tertiarySystemFill", 0x767680, 0.12),
    ("quaternarySystemFill", 0x747480, 0.08), ("tintColor", 0x007AFF, 1), ("white", 0xFFFFFF, 1),
    ("black", 0x000000, 1), ("clear", 0x000000, 0), ("red", 0xFF0000, 1), ("green", 0x00FF00, 1),
    ("blue", 0x0000FF, 1), ("yellow", 0xFFFF00, 1), ("orange", 0xFF8000, 1), ("purple", 0x800080, 1),
    ("brown", 0x996633, 1), ("cyan", 0x00FFFF, 1), ("magenta", 0xFF00FF, 1), ("gray", 0x808080, 1),
    ("lightGray", 0xAAAAAA, 1), ("darkGray", 0x555555, 1),
  ]

  /// The colour `text` names (`systemRed`, `#FF9500`, `#00000080`) as 0xRRGGBB and alpha, or what is wrong with it.
  public static func resolve(_ text: String) -> Result<(rgb: UInt32, alpha: Double), ColorProblem> {
    if text.hasPrefix("#") {
      let digits = text.dropFirst()
      guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
        let value = UInt64(digits, radix: 16)
      else {
        return .failure(
          ColorProblem(message: "'\(text)' is not a colour; hex colours are #RRGGBB or #RRGGBBAA"))
      }
      if digits.count == 8 { return .success((UInt32(value >> 8), Double(value & 0xFF) / 255)) }
      return .success((UInt32(value), 1))
    }
    if let match = table.first(where: { $0.name == text }) { return .success((match.rgb, match.alpha)) }
    let lower = text.lowercased()
    let close = table.map(\.name).filter { name in
      let n = name.lowercased()
      let bare = n.hasPrefix("system") ? String(n.dropFirst(6)) : n
      return n.contains(lower) || lower.contains(bare) || n.hasPrefix(String(lower.prefix(4)))
    }
    let hint =
      close.isEmpty ? "" : " (did you mean \(close.prefix(3).map { "'\($0)'" }.joined(separator: " or "))?)"
    return .failure(
      ColorProblem(message: "unknown colour '\(text)'\(hint); use a UIKit system colour name or #RRGGBB"))
  }
}

/// Why a colour could not be read.
public struct ColorProblem: Error, Sendable, Hashable {
  /// What is wrong and what is allowed.
  public let message: String
}
