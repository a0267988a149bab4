/// UIKit's named colours that a colour set can refer to instead of giving components (`"platform": "ios",
/// "reference": "systemBlueColor"`), with their light and dark values in sRGB (Apple's Human Interface
/// Guidelines, "Color", iOS; UIColor's fixed colours, the same in both).
enum SystemColors {
  /// Name (as Xcode writes it, without the `Color` suffix), light 0xRRGGBB and alpha, dark 0xRRGGBB and alpha.
  static let table: [String: (light: UInt32, lightAlpha: Double, dark: UInt32, darkAlpha: Double)] = [
    "systemRed": (0xFF3B30, 1, 0xFF453A, 1), "systemOrange": (0xFF9500, 1, 0xFF9F0A, 1),
    "systemYellow": (0xFFCC00, 1, 0xFFD60A, 1), "systemGreen": (0x34C759, 1, 0x30D158, 1),
    "systemMint": (0x00C7BE, 1, 0x63E6E2, 1), "systemTeal": (0x30B0C7, 1, 0x40C8E0, 1),
    "systemCyan": (0x32ADE6, 1, 0x64D2FF, 1), "systemBlue": (0x007AFF, 1, 0x0A84FF, 1),
    "systemIndigo": (0x5856D6, 1, 0x5E5CE6, 1), "systemPurple": (0xAF52DE, 1, 0xBF5AF2, 1),
    "systemPink": (0xFF2D55, 1, 0xFF375F, 1), "systemBrown": (0xA2845E, 1, 0xAC8E68, 1),
    "systemGray": (0x8E8E93, 1, 0x8E8E93, 1), "systemGray2": (0xAEAEB2, 1, 0x636366, 1),
    "systemGray3": (0xC7C7CC, 1, 0x48484A, 1), "systemGray4": (0xD1D1D6, 1, 0x3A3A3C, 1),
    "systemGray5": (0xE5E5EA, 1, 0x2C2C2E, 1), "systemGray6": (0xF2F2F7, 1, 0x1C1C1E, 1),
    "label": (0x000000, 1, 0xFFFFFF, 1), "secondaryLabel": (0x3C3C43, 0.6, 0xEBEBF5, 0.6),
    "tertiaryLabel": (0x3C3C43, 0.3, 0xEBEBF5, 0.3), "quaternaryLabel": (0x3C3C43, 0.18, 0xEBEBF5, 0.16),
    "placeholderText": (0x3C3C43, 0.3, 0xEBEBF5, 0.3), "link": (0x007AFF, 1, 0x0984FF, 1),
    "separator": (0x3C3C43, 0.29, 0x545458, 0.6), "opaqueSeparator": (0xC6C6C8, 1, 0x38383A, 1),
    "systemBackground": (0xFFFFFF, 1, 0x000000, 1), "secondarySystemBackground": (0xF2F2F7, 1, 0x1C1C1E, 1),
    "tertiarySystemBackground": (0xFFFFFF, 1, 0x2C2C2E, 1),
    "systemGroupedBackground": (0xF2F2F7, 1, 0x000000, 1),
    "secondarySystemGroupedBackground": (0xFFFFFF, 1, 0x1C1C1E, 1),
    "tertiarySystemGroupedBackground": (0xF2F2F7, 1, 0x2C2C2E, 1),
    "systemFill": (0x787880, 0.2, 0x787880, 0.36),
    "secondarySystemFill": (0x787880, 0.16, 0x787880, 0.32),
    "tertiarySystemFill": (0x767680, 0.12, 0x767680, 0.24),
    "quaternarySystemFill": (0x747480, 0.08, 0x767680, 0.18), "tint": (0x007AFF, 1, 0x0A84FF, 1),
    "darkText": (0x000000, 1, 0x000000, 1), "lightText": (0xFFFFFF, 0.6, 0xFFFFFF, 0.6),
    "white": (0xFFFFFF, 1, 0xFFFFFF, 1), "black": (0x000000, 1, 0x000000, 1),
    "clear": (0x000000, 0, 0x000000, 0),
    "red": (0xFF0000, 1, 0xFF0000, 1), "green": (0x00FF00, 1, 0x00FF00, 1),
    "blue": (0x0000FF, 1, 0x0000FF, 1),
    "yellow": (0xFFFF00, 1, 0xFFFF00, 1), "orange": (0xFF8000, 1, 0xFF8000, 1),
    "purple": (0x800080, 1, 0x800080, 1), "brown": (0x996633, 1, 0x996633, 1),
    "cyan": (0x00FFFF, 1, 0x00FFFF, 1),
    "magenta": (0xFF00FF, 1, 0xFF00FF, 1), "gray": (0x808080, 1, 0x808080, 1),
    "lightGray": (0xAAAAAA, 1, 0xAAAAAA, 1), "darkGray": (0x555555, 1, 0x555555, 1),
  ]

  /// The light and dark values of a reference such as `systemBlueColor` (the `Color` suffix is optional).
  static func colors(named reference: String) -> (light: AssetColor, dark: AssetColor)? {
    let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
    guard let entry = table[name] else { return nil }
    return (color(entry.light, entry.lightAlpha), color(entry.dark, entry.darkAlpha))
  }

  private static func color(_ rgb: UInt32, _ alpha: Double) -> AssetColor {
    AssetColor(
      red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255,
      alpha: alpha)
  }
}
