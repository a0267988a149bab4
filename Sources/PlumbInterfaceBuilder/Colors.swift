/// Every colour name Interface Builder writes, resolved to a value Plumb's renderer draws.
///
/// IB spells UIKit's colours three ways: `systemColor="labelColor"` (Xcode 11 and later), the older
/// `cocoaTouchSystemColor="darkTextColor"`, and `<color name="labelColor" catalog="System" colorSpace="catalog">`
/// (which also carries AppKit's names in files that began as macOS documents). UIKit's current semantic, system
/// and fixed colours keep their UIKit names (the renderer's table holds their light-appearance values); the rest
/// become light-appearance sRGB values: `darkText` black and `lightText` white at 60% alpha (UIColor's
/// documentation), the grouped-table backgrounds as iOS 13's grouped background and its cells (`#F2F2F7`,
/// white: Apple's Human Interface Guidelines colour table), AppKit's names as macOS's light appearance shows
/// them.
enum IBColors {
  /// UIKit colour names the renderer knows, as IB writes them without the `Color` suffix.
  static let uikitNames: [String] = [
    "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link", "separator",
    "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
    "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
    "systemFill",
    "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemRed", "systemOrange",
    "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue", "systemIndigo",
    "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2", "systemGray3", "systemGray4",
    "systemGray5", "systemGray6", "black", "white", "clear", "darkGray", "lightGray", "gray", "red", "green",
    "blue", "cyan", "yellow", "magenta", "orange", "purple", "brown",
  ]

  /// Older UIKit names and AppKit's catalog names, as sRGB hex.
  static let values: [(String, String)] = [
    ("darkText", "#000000"), ("lightText", "#FFFFFF99"), ("groupTableViewBackground", "#F2F2F7"),
    ("tableCellGroupedBackground", "#FFFFFF"), ("viewFlipsideBackground", "#1F2124"),
    ("scrollViewTexturedBackground", "#6F7178"), ("underPageBackground", "#B5B5B5"),
    ("text", "#000000"), ("textBackground", "#FFFFFF"), ("controlText", "#000000"),
    ("controlBackground", "#FFFFFF"), ("control", "#FFFFFF"), ("windowBackground", "#ECECEC"),
    ("selectedText", "#000000"), ("selectedTextBackground", "#B3D7FF"), ("disabledControlText", "#00000040"),
    ("grid", "#E6E6E6"), ("headerText", "#000000"), ("keyboardFocusIndicator", "#0067F480"),
    ("selectedControl", "#B3D7FF"),
  ]

  /// Values by IB's name, with and without the `Color` suffix (`tintColor` is the renderer's own name).
  static let system: [String: String] = {
    var result: [String: String] = ["tint": "tintColor", "tintColor": "tintColor"]
    for name in uikitNames {
      result[name] = name
      result[name + "Color"] = name
    }
    for (name, value) in values {
      result[name] = value
      result[name + "Color"] = value
    }
    return result
  }()

  /// What a colour name the document gives no value for is drawn as: a mid grey, visibly a stand-in.
  static let fallback = "#8E8E93"
}
