import PlumbLayout

/// UIKit's named colours that a colour set can refer to instead of giving components (`"platform": "ios",
/// "reference": "systemBlueColor"`), with their light and dark values from PlumbLayout's `SystemColors`.
enum SystemColorReference {
  /// The light and dark values of a reference such as `systemBlueColor` (the `Color` suffix is optional).
  static func colors(named reference: String) -> (light: AssetColor, dark: AssetColor)? {
    guard let entry = PlumbLayout.SystemColors.named(reference) else { return nil }
    return (color(entry.light), color(entry.dark))
  }

  private static func color(_ value: ColorValue) -> AssetColor {
    AssetColor(
      red: Double(value.rgb >> 16 & 0xFF) / 255, green: Double(value.rgb >> 8 & 0xFF) / 255,
      blue: Double(value.rgb & 0xFF) / 255,
      alpha: value.alpha)
  }
}
