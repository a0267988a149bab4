import PlumbLayout

/// Every colour name Interface Builder writes, resolved to a value Plumb's renderer draws.
///
/// IB spells UIKit's colours three ways: `systemColor="labelColor"` (Xcode 11 and later), the older
/// `cocoaTouchSystemColor="darkTextColor"`, and `<color name="labelColor" catalog="System" colorSpace="catalog">`
/// (which also carries AppKit's names in files that began as macOS documents). UIKit's colours keep their UIKit
/// names, which the renderer resolves in the scene's appearance (`SystemColors`); the grouped-table colours iOS 13
/// redefined as the grouped backgrounds (`groupTableViewBackground` is `systemGroupedBackground`, a grouped cell
/// `secondarySystemGroupedBackground`) take those names; the rest become light-appearance sRGB values, AppKit's
/// names as macOS's light appearance shows them.
enum IBColors {
  /// Older UIKit names and AppKit's catalog names: a UIKit name they now mean (`SystemColors.formerNames`), or
  /// sRGB hex.
  static let values: [(String, String)] =
    SystemColors.formerNames.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } + [
      ("viewFlipsideBackground", "#1F2124"),
      ("scrollViewTexturedBackground", "#6F7178"), ("underPageBackground", "#B5B5B5"),
      ("text", "#000000"), ("textBackground", "#FFFFFF"), ("controlText", "#000000"),
      ("controlBackground", "#FFFFFF"), ("control", "#FFFFFF"), ("windowBackground", "#ECECEC"),
      ("selectedText", "#000000"), ("selectedTextBackground", "#B3D7FF"),
      ("disabledControlText", "#00000040"),
      ("grid", "#E6E6E6"), ("headerText", "#000000"), ("keyboardFocusIndicator", "#0067F480"),
      ("selectedControl", "#B3D7FF"),
    ]

  /// Values by IB's name, with and without the `Color` suffix (`tintColor` is the renderer's own name).
  static let system: [String: String] = {
    var result: [String: String] = ["tint": "tintColor", "tintColor": "tintColor"]
    for color in SystemColors.all where color.name != "tintColor" {
      result[color.name] = color.name
      result[color.name + "Color"] = color.name
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
