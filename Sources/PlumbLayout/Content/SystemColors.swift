/// A colour value: 0xRRGGBB in sRGB and an alpha in 0…1.
public struct ColorValue: Sendable, Hashable {
  /// 0xRRGGBB.
  public var rgb: UInt32
  /// Opacity, 0…1.
  public var alpha: Double

  /// Creates a value from 0xRRGGBB and an alpha.
  public init(_ rgb: UInt32, _ alpha: Double = 1) {
    self.rgb = rgb
    self.alpha = alpha
  }
}

/// One of UIKit's named colours with its value in each appearance: light, dark, and (for the background
/// colours) dark at the elevated level, where a presented sheet or popover draws its backgrounds a step lighter.
/// In the light appearance the elevated level changes nothing.
public struct SystemColor: Sendable, Hashable {
  /// UIKit's name without the `Color` suffix (`systemBackground`).
  public let name: String
  /// The light appearance's value.
  public let light: ColorValue
  /// The dark appearance's value at the base level.
  public let dark: ColorValue
  /// The dark appearance's value at the elevated level; nil when it is `dark`.
  public let darkElevated: ColorValue?

  /// The value UIKit resolves the colour to for `style` and `level`.
  public func value(_ style: UserInterfaceStyle, _ level: UserInterfaceLevel = .base) -> ColorValue {
    switch (style, level) {
    case (.light, _): light
    case (.dark, .base): dark
    case (.dark, .elevated): darkElevated ?? dark
    }
  }

  /// Whether the colour looks different in some appearance (false for UIColor's fixed colours).
  public var isDynamic: Bool { light != dark || darkElevated != nil }
}

/// UIKit's named colours in every appearance: the one table the renderer, Interface Builder's `systemColor`,
/// asset catalogs' system-colour references, layout documents and PlumbUIKit resolve names through.
///
/// Values are UIKit's iOS 13–18 colours: the light and dark columns of the Human Interface Guidelines' colour
/// tables and UIColor's documentation (the "UI element colors" and "Standard colors"), with the elevated dark
/// backgrounds UIKit resolves for `UIUserInterfaceLevel.elevated`. The sources and the table are listed in the
/// PlumbLayout documentation's "System colours" article.
public enum SystemColors {
  /// Every named colour, in the order of UIKit's documentation: the tinted system colours, the greys, the
  /// element colours (labels, text, separators, link), the backgrounds, the fills, the tint, and UIColor's fixed
  /// colours.
  public static let all: [SystemColor] = [
    dynamic("systemRed", 0xFF3B30, 0xFF453A), dynamic("systemOrange", 0xFF9500, 0xFF9F0A),
    dynamic("systemYellow", 0xFFCC00, 0xFFD60A), dynamic("systemGreen", 0x34C759, 0x30D158),
    dynamic("systemMint", 0x00C7BE, 0x63E6E2), dynamic("systemTeal", 0x30B0C7, 0x40C8E0),
    dynamic("systemCyan", 0x32ADE6, 0x64D2FF), dynamic("systemBlue", 0x007AFF, 0x0A84FF),
    dynamic("systemIndigo", 0x5856D6, 0x5E5CE6), dynamic("systemPurple", 0xAF52DE, 0xBF5AF2),
    dynamic("systemPink", 0xFF2D55, 0xFF375F), dynamic("systemBrown", 0xA2845E, 0xAC8E68),
    dynamic("systemGray", 0x8E8E93, 0x8E8E93), dynamic("systemGray2", 0xAEAEB2, 0x636366),
    dynamic("systemGray3", 0xC7C7CC, 0x48484A), dynamic("systemGray4", 0xD1D1D6, 0x3A3A3C),
    dynamic("systemGray5", 0xE5E5EA, 0x2C2C2E), dynamic("systemGray6", 0xF2F2F7, 0x1C1C1E),
    dynamic("label", 0x000000, 0xFFFFFF),
    dynamic("secondaryLabel", 0x3C3C43, 0xEBEBF5, alpha: 0.6, 0.6),
    dynamic("tertiaryLabel", 0x3C3C43, 0xEBEBF5, alpha: 0.3, 0.3),
    dynamic("quaternaryLabel", 0x3C3C43, 0xEBEBF5, alpha: 0.18, 0.16),
    dynamic("placeholderText", 0x3C3C43, 0xEBEBF5, alpha: 0.3, 0.3),
    dynamic("link", 0x007AFF, 0x0984FF),
    dynamic("separator", 0x3C3C43, 0x545458, alpha: 0.29, 0.6),
    dynamic("opaqueSeparator", 0xC6C6C8, 0x38383A),
    dynamic("systemBackground", 0xFFFFFF, 0x000000, elevated: 0x1C1C1E),
    dynamic("secondarySystemBackground", 0xF2F2F7, 0x1C1C1E, elevated: 0x2C2C2E),
    dynamic("tertiarySystemBackground", 0xFFFFFF, 0x2C2C2E, elevated: 0x3A3A3C),
    dynamic("systemGroupedBackground", 0xF2F2F7, 0x000000, elevated: 0x1C1C1E),
    dynamic("secondarySystemGroupedBackground", 0xFFFFFF, 0x1C1C1E, elevated: 0x2C2C2E),
    dynamic("tertiarySystemGroupedBackground", 0xF2F2F7, 0x2C2C2E, elevated: 0x3A3A3C),
    dynamic("systemFill", 0x787880, 0x787880, alpha: 0.2, 0.36),
    dynamic("secondarySystemFill", 0x787880, 0x787880, alpha: 0.16, 0.32),
    dynamic("tertiarySystemFill", 0x767680, 0x767680, alpha: 0.12, 0.24),
    dynamic("quaternarySystemFill", 0x747480, 0x767680, alpha: 0.08, 0.18),
    dynamic("tintColor", 0x007AFF, 0x0A84FF),
    fixed("darkText", 0x000000), fixed("lightText", 0xFFFFFF, alpha: 0.6),
    fixed("white", 0xFFFFFF), fixed("black", 0x000000), fixed("clear", 0x000000, alpha: 0),
    fixed("red", 0xFF0000), fixed("green", 0x00FF00), fixed("blue", 0x0000FF), fixed("yellow", 0xFFFF00),
    fixed("orange", 0xFF8000), fixed("purple", 0x800080), fixed("brown", 0x996633), fixed("cyan", 0x00FFFF),
    fixed("magenta", 0xFF00FF), fixed("gray", 0x808080), fixed("lightGray", 0xAAAAAA),
    fixed("darkGray", 0x555555),
  ]

  /// UIKit's grouped-table colours that iOS 13 deprecated and redefined as grouped backgrounds, by the name each
  /// now resolves to (UIColor's documentation: "Use systemGroupedBackground instead"). Older storyboards and colour
  /// sets still name them.
  public static let formerNames: [String: String] = [
    "groupTableViewBackground": "systemGroupedBackground",
    "tableCellGroupedBackground": "secondarySystemGroupedBackground",
  ]

  /// The colour named `name` (UIKit's name, with or without the `Color` suffix; `tint` is `tintColor`; a former
  /// name is the colour it became).
  public static func named(_ name: String) -> SystemColor? {
    let bare = name.hasSuffix("Color") && byName[name] == nil ? String(name.dropLast(5)) : name
    if let match = byName[bare] { return match }
    if let current = formerNames[bare] { return byName[current] }
    return bare == "tint" ? byName["tintColor"] : nil
  }

  /// The value of the colour named `name` for `style` and `level`; nil for a name UIKit does not have.
  public static func resolve(
    _ name: String, style: UserInterfaceStyle, level: UserInterfaceLevel = .base
  ) -> ColorValue? {
    named(name)?.value(style, level)
  }

  private static let byName: [String: SystemColor] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  private static func dynamic(
    _ name: String, _ light: UInt32, _ dark: UInt32, alpha: Double = 1, _ darkAlpha: Double = 1,
    elevated: UInt32? = nil
  ) -> SystemColor {
    SystemColor(
      name: name, light: ColorValue(light, alpha), dark: ColorValue(dark, darkAlpha),
      darkElevated: elevated.map { ColorValue($0, darkAlpha) })
  }

  private static func fixed(_ name: String, _ rgb: UInt32, alpha: Double = 1) -> SystemColor {
    SystemColor(name: name, light: ColorValue(rgb, alpha), dark: ColorValue(rgb, alpha), darkElevated: nil)
  }
}
