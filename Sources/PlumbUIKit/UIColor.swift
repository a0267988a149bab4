import PlumbLayout

/// A colour: one of UIKit's system colours (drawn in their light appearance) or RGBA components.
public final class UIColor: Sendable, Hashable {
  /// The name the renderer resolves: a UIKit colour name or `#RRGGBBAA`.
  let plumbName: String

  init(name: String) { plumbName = name }

  /// A colour from red, green, blue and alpha components in 0…1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func byte(_ value: CGFloat) -> Int { Int((min(1, max(0, Double(value))) * 255).rounded()) }
    plumbName = "#" + [red, green, blue, alpha].map { String(format: "%02X", byte($0)) }.joined()
  }

  /// A grey from its white level and alpha.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A dynamic colour; Plumb draws the light appearance, so the provider is asked once with light traits.
  @preconcurrency @MainActor
  public convenience init(dynamicProvider: @MainActor (UITraitCollection) -> UIColor) {
    self.init(name: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).plumbName)
  }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    guard case .success(let (rgb, _)) = ColorNames.resolve(plumbName) else { return self }
    return UIColor(
      red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
      blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
  }

  /// The colour as a Core Graphics colour (for `layer.borderColor`).
  public var cgColor: CGColor { CGColor(self) }

  /// A colour from a Core Graphics colour.
  public convenience init(cgColor: CGColor) { self.init(name: cgColor.color.plumbName) }

  /// Equal colours draw the same.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.plumbName == rhs.plumbName }
  /// Hashes the colour.
  public func hash(into hasher: inout Hasher) { hasher.combine(plumbName) }

  /// Red.
  public static let systemRed = UIColor(name: "systemRed")
  /// Orange.
  public static let systemOrange = UIColor(name: "systemOrange")
  /// Yellow.
  public static let systemYellow = UIColor(name: "systemYellow")
  /// Green.
  public static let systemGreen = UIColor(name: "systemGreen")
  /// Mint.
  public static let systemMint = UIColor(name: "systemMint")
  /// Teal.
  public static let systemTeal = UIColor(name: "systemTeal")
  /// Cyan.
  public static let systemCyan = UIColor(name: "systemCyan")
  /// Blue.
  public static let systemBlue = UIColor(name: "systemBlue")
  /// Indigo.
  public static let systemIndigo = UIColor(name: "systemIndigo")
  /// Purple.
  public static let systemPurple = UIColor(name: "systemPurple")
  /// Pink.
  public static let systemPink = UIColor(name: "systemPink")
  /// Brown.
  public static let systemBrown = UIColor(name: "systemBrown")
  /// Grey.
  public static let systemGray = UIColor(name: "systemGray")
  /// Grey 2.
  public static let systemGray2 = UIColor(name: "systemGray2")
  /// Grey 3.
  public static let systemGray3 = UIColor(name: "systemGray3")
  /// Grey 4.
  public static let systemGray4 = UIColor(name: "systemGray4")
  /// Grey 5.
  public static let systemGray5 = UIColor(name: "systemGray5")
  /// Grey 6.
  public static let systemGray6 = UIColor(name: "systemGray6")
  /// Primary text.
  public static let label = UIColor(name: "label")
  /// Secondary text.
  public static let secondaryLabel = UIColor(name: "secondaryLabel")
  /// Tertiary text.
  public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
  /// Quaternary text.
  public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
  /// Placeholder text.
  public static let placeholderText = UIColor(name: "placeholderText")
  /// Links.
  public static let link = UIColor(name: "link")
  /// Separators.
  public static let separator = UIColor(name: "separator")
  /// Opaque separators.
  public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
  /// The main background.
  public static let systemBackground = UIColor(name: "systemBackground")
  /// A secondary background.
  public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
  /// A tertiary background.
  public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
  /// A grouped table's background.
  public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
  /// A grouped table cell's background.
  public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
  /// A third-level grouped background.
  public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
  /// A thin fill.
  public static let systemFill = UIColor(name: "systemFill")
  /// A secondary fill.
  public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
  /// A tertiary fill.
  public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
  /// A quaternary fill.
  public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")
  /// The default tint.
  public static let tintColor = UIColor(name: "tintColor")
  /// White.
  public static let white = UIColor(name: "white")
  /// Black.
  public static let black = UIColor(name: "black")
  /// Transparent.
  public static let clear = UIColor(name: "clear")
  /// Pure red.
  public static let red = UIColor(name: "red")
  /// Pure green.
  public static let green = UIColor(name: "green")
  /// Pure blue.
  public static let blue = UIColor(name: "blue")
  /// Yellow.
  public static let yellow = UIColor(name: "yellow")
  /// Orange.
  public static let orange = UIColor(name: "orange")
  /// Purple.
  public static let purple = UIColor(name: "purple")
  /// Brown.
  public static let brown = UIColor(name: "brown")
  /// Cyan.
  public static let cyan = UIColor(name: "cyan")
  /// Magenta.
  public static let magenta = UIColor(name: "magenta")
  /// Grey.
  public static let gray = UIColor(name: "gray")
  /// Light grey.
  public static let lightGray = UIColor(name: "lightGray")
  /// Dark grey.
  public static let darkGray = UIColor(name: "darkGray")
}

/// A Core Graphics colour, as `layer.borderColor` takes it.
public final class CGColor: Sendable {
  let color: UIColor
  init(_ color: UIColor) { self.color = color }
}
