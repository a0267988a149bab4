/// An sRGB colour with alpha, 0…1.
public struct Color: Sendable, Hashable, CustomStringConvertible {
  /// Red.
  public var red: Double
  /// Green.
  public var green: Double
  /// Blue.
  public var blue: Double
  /// Alpha.
  public var alpha: Double

  /// Creates a colour from 0…1 components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from `0xRRGGBB` and an alpha.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
      alpha: alpha)
  }

  /// `#RRGGBB` or `#RRGGBBAA`.
  public var description: String {
    func byte(_ value: Double) -> String {
      let hex = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
      return hex.count == 1 ? "0" + hex : hex
    }
    return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
  }

  /// The colour at `alpha` × its own alpha.
  public func withAlpha(_ factor: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha * factor) }

  /// UIKit's light-mode system colours by name (Apple HIG, "Color", iOS light appearance; UIColor's fixed colours).
  public static let named: [(String, Color)] = [
    ("systemRed", Color(hex: 0xFF3B30)), ("systemOrange", Color(hex: 0xFF9500)), ("systemYellow", Color(hex: 0xFFCC00)),
    ("systemGreen", Color(hex: 0x34C759)), ("systemMint", Color(hex: 0x00C7BE)), ("systemTeal", Color(hex: 0x30B0C7)),
    ("systemCyan", Color(hex: 0x32ADE6)), ("systemBlue", Color(hex: 0x007AFF)), ("systemIndigo", Color(hex: 0x5856D6)),
    ("systemPurple", Color(hex: 0xAF52DE)), ("systemPink", Color(hex: 0xFF2D55)), ("systemBrown", Color(hex: 0xA2845E)),
    ("systemGray", Color(hex: 0x8E8E93)), ("systemGray2", Color(hex: 0xAEAEB2)), ("systemGray3", Color(hex: 0xC7C7CC)),
    ("systemGray4", Color(hex: 0xD1D1D6)), ("systemGray5", Color(hex: 0xE5E5EA)), ("systemGray6", Color(hex: 0xF2F2F7)),
    ("label", Color(hex: 0x000000)), ("secondaryLabel", Color(hex: 0x3C3C43, alpha: 0.6)),
    ("tertiaryLabel", Color(hex: 0x3C3C43, alpha: 0.3)), ("quaternaryLabel", Color(hex: 0x3C3C43, alpha: 0.18)),
    ("placeholderText", Color(hex: 0x3C3C43, alpha: 0.3)), ("link", Color(hex: 0x007AFF)),
    ("separator", Color(hex: 0x3C3C43, alpha: 0.29)), ("opaqueSeparator", Color(hex: 0xC6C6C8)),
    ("systemBackground", Color(hex: 0xFFFFFF)), ("secondarySystemBackground", Color(hex: 0xF2F2F7)),
    ("tertiarySystemBackground", Color(hex: 0xFFFFFF)), ("systemGroupedBackground", Color(hex: 0xF2F2F7)),
    ("secondarySystemGroupedBackground", Color(hex: 0xFFFFFF)), ("tertiarySystemGroupedBackground", Color(hex: 0xF2F2F7)),
    ("systemFill", Color(hex: 0x787880, alpha: 0.2)), ("secondarySystemFill", Color(hex: 0x787880, alpha: 0.16)),
    ("tertiarySystemFill", Color(hex: 0x767680, alpha: 0.12)), ("quaternarySystemFill", Color(hex: 0x747480, alpha: 0.08)),
    ("tintColor", Color(hex: 0x007AFF)), ("white", Color(hex: 0xFFFFFF)), ("black", Color(hex: 0x000000)),
    ("clear", Color(hex: 0x000000, alpha: 0)), ("red", Color(hex: 0xFF0000)), ("green", Color(hex: 0x00FF00)),
    ("blue", Color(hex: 0x0000FF)), ("yellow", Color(hex: 0xFFFF00)), ("orange", Color(hex: 0xFF8000)),
    ("purple", Color(hex: 0x800080)), ("brown", Color(hex: 0x996633)), ("cyan", Color(hex: 0x00FFFF)),
    ("magenta", Color(hex: 0xFF00FF)), ("gray", Color(hex: 0x808080)), ("lightGray", Color(hex: 0xAAAAAA)),
    ("darkGray", Color(hex: 0x555555)),
  ]

  /// Parses a UIKit colour name or `#RRGGBB[AA]`; the error lists the nearest names.
  public static func parse(_ text: String) throws(RenderError) -> Color {
    if text.hasPrefix("#") {
      let digits = text.dropFirst()
      guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else {
        throw .invalidColor("'\(text)' is not a colour; hex colours are #RRGGBB or #RRGGBBAA")
      }
      if digits.count == 8 {
        return Color(hex: UInt32(value >> 8), alpha: Double(value & 0xFF) / 255)
      }
      return Color(hex: UInt32(value))
    }
    if let match = named.first(where: { $0.0 == text }) { return match.1 }
    let lower = text.lowercased()
    let close = named.map(\.0).filter { name in
      let n = name.lowercased()
      return n.contains(lower) || lower.contains(n.replacingPrefix("system")) || n.hasPrefix(String(lower.prefix(4)))
    }
    let hint = close.isEmpty ? "" : " (did you mean \(close.prefix(3).map { "'\($0)'" }.joined(separator: " or "))?)"
    throw .invalidColor("unknown colour '\(text)'\(hint); use a UIKit system colour name or #RRGGBB")
  }

  /// Interface Builder's constraint colours (ib-visual-language.md §1.3).
  public static let constraintBlue = Color(hex: 0x007AFF)
  /// Misplaced frames.
  public static let misplacedOrange = Color(hex: 0xFF9500)
  /// Conflicts and ambiguity.
  public static let conflictRed = Color(hex: 0xFF3B30)
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}

/// Why a render failed.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A colour name or hex value is wrong.
  case invalidColor(String)
  /// An image file could not be read.
  case unreadableImage(String)
  /// Cairo could not create or finish a surface.
  case cairo(String)
  /// The output file could not be written.
  case write(String)
  /// The image would need more pixels than the limit allows (`PixelLimits`).
  case tooLarge(String)

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .invalidColor(let message), .unreadableImage(let message), .cairo(let message), .write(let message),
      .tooLarge(let message):
      message
    }
  }
}
