import PlumbLayout

/// A colour: one of UIKit's system colours, RGBA components, or a dynamic colour with a value for each appearance;
/// views draw the value their trait collection's appearance picks. An `NSObject`, as UIKit's is, so a dictionary
/// literal of colours and fonts (text attributes) is typed `[NSAttributedString.Key: NSObject]` as on iOS.
public final class UIColor: NSObject, @unchecked Sendable {
  /// The name the renderer resolves: a UIKit colour name, `#RRGGBBAA` or `light-dark(LIGHT, DARK)`.
  let plumbName: String

  init(name: String) {
    plumbName = name
    super.init()
  }

  /// A colour from red, green, blue and alpha components in 0…1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func byte(_ value: CGFloat) -> Int { Int((min(1, max(0, Double(value))) * 255).rounded()) }
    plumbName = "#" + [red, green, blue, alpha].map { String(format: "%02X", byte($0)) }.joined()
    super.init()
  }

  /// A grey from its white level and alpha.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A dynamic colour: `dynamicProvider` is asked for the light and the dark appearance's colours, and a view
  /// draws the one its appearance picks.
  @preconcurrency @MainActor
  public convenience init(dynamicProvider: @MainActor (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
      .resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
      .resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    self.init(
      name: light == dark ? light.plumbName : DynamicColor(light: light.plumbName, dark: dark.plumbName).name)
  }

  /// The colour a view with `traitCollection` draws: a dynamic or system colour's value in that appearance as
  /// components; a fixed colour itself.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    let style = traitCollection.resolvedStyle
    guard isDynamic,
      case .success(let (rgb, alpha)) = ColorNames.resolve(
        plumbName, style: style, level: traitCollection.resolvedLevel)
    else {
      return self
    }
    return UIColor(rgb: rgb, alpha: alpha)
  }

  /// The same colour with another alpha (in each appearance, for a dynamic colour).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    func fixed(_ style: UserInterfaceStyle) -> UIColor? {
      guard case .success(let (rgb, _)) = ColorNames.resolve(plumbName, style: style) else { return nil }
      return UIColor(rgb: rgb, alpha: Double(alpha))
    }
    guard let light = fixed(.light) else { return self }
    guard isDynamic, let dark = fixed(.dark), dark != light else { return light }
    return UIColor(name: DynamicColor(light: light.plumbName, dark: dark.plumbName).name)
  }

  /// The colour's components in the light appearance, 0…1; nil for a name no table knows.
  var lightComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
    guard case .success(let (rgb, alpha)) = ColorNames.resolve(plumbName, style: .light) else { return nil }
    let (red, green, blue) = Self.components(rgb)
    return (red, green, blue, CGFloat(alpha))
  }

  /// The red, green and blue of a packed `0xRRGGBB`, 0…1.
  private static func components(_ rgb: UInt32) -> (CGFloat, CGFloat, CGFloat) {
    (CGFloat((rgb >> 16) & 0xFF) / 255, CGFloat((rgb >> 8) & 0xFF) / 255, CGFloat(rgb & 0xFF) / 255)
  }

  /// Writes the colour's red, green, blue and alpha components (in the light appearance); false when the colour
  /// has none.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard let components = lightComponents else { return false }
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// Whether the colour has a different value in some appearance.
  var isDynamic: Bool {
    DynamicColor(plumbName) != nil || SystemColors.named(plumbName)?.isDynamic == true
  }

  private convenience init(rgb: UInt32, alpha: Double) {
    let (red, green, blue) = Self.components(rgb)
    self.init(red: red, green: green, blue: blue, alpha: CGFloat(alpha))
  }

  /// The colour as a Core Graphics colour (for `layer.borderColor`).
  public var cgColor: CGColor { CGColor(self) }

  /// A colour from a Core Graphics colour.
  public convenience init(cgColor: CGColor) { self.init(name: cgColor.color.plumbName) }

  /// Equal colours draw the same.
  public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.plumbName == plumbName }
  /// The colour's hash, from what it draws.
  public override var hash: Int { plumbName.hashValue }
  /// The colour's name or components.
  public override var description: String { "UIColor(\(plumbName))" }

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
  /// The grouped table background before iOS 13, which UIKit now resolves as `systemGroupedBackground`.
  public static let groupTableViewBackground = UIColor(name: "systemGroupedBackground")
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

/// A Core Graphics colour, as `layer.borderColor` takes it; Xcode's colour literal makes one, as on iOS.
public final class CGColor: Sendable, _ExpressibleByColorLiteral {
  let color: UIColor
  init(_ color: UIColor) { self.color = color }

  /// A colour from Xcode's colour literal (`#colorLiteral(red:green:blue:alpha:)`).
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha)))
  }

  /// The red, green, blue and alpha components (a dynamic colour's in the light appearance).
  public var components: [CGFloat]? {
    color.lightComponents.map { [$0.red, $0.green, $0.blue, $0.alpha] }
  }
}
