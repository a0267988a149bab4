import PlumbLayout

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
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255,
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
  public func withAlpha(_ factor: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// UIKit's named colours by name, with their light-appearance values (`ColorNames.table`).
  public static let named: [(String, Color)] = ColorNames.table.map {
    ($0.name, Color(hex: $0.rgb, alpha: $0.alpha))
  }

  /// Parses a UIKit colour name, `#RRGGBB[AA]` or `light-dark(LIGHT, DARK)` in the appearance `style` at
  /// `level`; the error lists the nearest names.
  public static func parse(
    _ text: String, style: UserInterfaceStyle = .light, level: UserInterfaceLevel = .base
  ) throws(RenderError) -> Color {
    switch ColorNames.resolve(text, style: style, level: level) {
    case .success(let value): return Color(hex: value.rgb, alpha: value.alpha)
    case .failure(let problem): throw .invalidColor(problem.message)
    }
  }

  /// UIKit's colour `name` (`SystemColors`) in `traits`' appearance; clear for a name UIKit does not have.
  static func system(_ name: String, _ traits: TraitCollection) -> Color {
    guard
      let value = SystemColors.resolve(
        name, style: traits.userInterfaceStyle, level: traits.userInterfaceLevel)
    else { return Color(hex: 0, alpha: 0) }
    return Color(hex: value.rgb, alpha: value.alpha)
  }

  /// Interface Builder's constraint colours: undocumented, so Apple's iOS system colours in light mode (HIG).
  public static let constraintBlue = Color(hex: 0x007AFF)
  /// Misplaced frames.
  public static let misplacedOrange = Color(hex: 0xFF9500)
  /// Conflicts and ambiguity.
  public static let conflictRed = Color(hex: 0xFF3B30)
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
